import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { DOCUMENT_BUCKET_CORS } from '../../../shared/documents';
import { LONG_TERM_RETENTION_DAYS } from './data';

/** Browser uploads that were never confirmed (uploads/) are deleted after this many days. */
export const UNCONFIRMED_UPLOAD_DAYS = 1;
/**
 * A replaced case file stays recoverable (as a noncurrent version) for the case-file period too (F8): versions are
 * locked for it anyway (Object Lock), and expiring them sooner would only fail.
 */
export const NONCURRENT_VERSION_DAYS = LONG_TERM_RETENTION_DAYS;
/** S3 server access logs of the documents bucket (every GET of a presigned URL, with the caller's IP). */
export const ACCESS_LOG_DAYS = 400;

export interface DocumentsProps {
  /** The site's origin (https://host): the only origin CORS allows to POST uploads and GET documents. */
  siteUrl: string;
}

/**
 * Case documents: a private S3 bucket — Block Public Access, SSE-S3, TLS only, ACLs disabled, versioned, Object Lock
 * enabled — whose objects are keyed by opaque ids (uploads/<caseId>/<documentId> until verified, then
 * cases/<caseId>/<documentId>; see functions/lib/storage.ts). A verified document is written with a governance-mode
 * retention of the case-file period (7 years, F8): nobody deletes it or a version of it before then without
 * s3:BypassGovernanceRetention, which no function has. Lifecycle: unconfirmed uploads go after a day; case files
 * expire after the retention period (their versions too). AWS Backup copies the bucket as well (constructs/data.ts).
 * Browsers reach it only through presigned POSTs and 5-minute presigned GETs from the site's origin (CORS: POST, GET).
 * Server access logs go to a bucket of their own.
 */
export class Documents extends Construct {
  readonly bucket: Bucket;
  readonly accessLogs: Bucket;
  /**
   * The bucket's origin as browsers reach it (virtual-hosted, where presigned POSTs and GETs point), for the site's
   * CSP `connect-src`. Built from the bucket's name, which is set from the stack's name, account and region rather
   * than generated: the CSP (on the distribution) naming a generated bucket while the bucket's CORS names the
   * distribution's domain would be a circular dependency.
   */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: DocumentsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const prefix = stack.stackName
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 24)
      .replace(/^-|-$/g, '');
    // ≤ 24 + 11 + 12 (account) + 1 + region (≤ 14) < 63 characters.
    const bucketName = `${prefix}-documents-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.origin = `https://${bucketName}.s3.${Aws.REGION}.amazonaws.com`;

    // A log-target bucket does not log itself (cdk-nag does not ask it to).
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: Duration.days(ACCESS_LOG_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'Bucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      // Object Lock with no default retention: the functions set each case file's own (uploads/ stays unlocked).
      objectLockEnabled: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedOrigins: [props.siteUrl],
          allowedMethods: DOCUMENT_BUCKET_CORS.allowedMethods.map((m) => HttpMethods[m]),
          allowedHeaders: [...DOCUMENT_BUCKET_CORS.allowedHeaders],
          exposedHeaders: [...DOCUMENT_BUCKET_CORS.exposedHeaders],
          maxAge: DOCUMENT_BUCKET_CORS.maxAgeSeconds,
        },
      ],
      lifecycleRules: [
        {
          id: 'UnconfirmedUploads',
          prefix: 'uploads/',
          expiration: Duration.days(UNCONFIRMED_UPLOAD_DAYS),
          noncurrentVersionExpiration: Duration.days(UNCONFIRMED_UPLOAD_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(UNCONFIRMED_UPLOAD_DAYS),
        },
        {
          id: 'CaseFileRetention',
          prefix: 'cases/',
          expiration: Duration.days(LONG_TERM_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
        },
        { id: 'ExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
    });
  }

  /**
   * What an API function needs for case files (functions/lib/storage.ts): presign POSTs into uploads/ (PutObject),
   * read, move and delete uploads; write locked case files into cases/ (PutObject with its retention) and presign GETs
   * of them — never delete them (F8). `putOnly` (the packet: F21): write locked case files, nothing else.
   * Object-level actions on two prefixes only: no listing, no bucket configuration, no bypass of a retention.
   */
  grantCaseFiles(role: IRole, opts: { putOnly?: boolean } = {}): void {
    const uploads = this.bucket.arnForObjects('uploads/*');
    const cases = this.bucket.arnForObjects('cases/*');
    if (!opts.putOnly)
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [uploads] }),
      );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:PutObjectRetention', ...(opts.putOnly ? [] : ['s3:GetObject'])],
        resources: [cases],
      }),
    );
    const bucketId: string = Stack.of(this).resolve((this.bucket.node.defaultChild as CfnBucket).logicalId);
    const why =
      'Case files are objects keyed by opaque ids under one prefix per purpose; the function may act on any object of that prefix (never list, never configure the bucket).';
    Validations.of(role).acknowledge(
      ...(opts.putOnly
        ? []
        : [
            {
              id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/uploads/*]`,
              reason: `${why} uploads/: presigned POST targets, checked and moved after upload.`,
            },
          ]),
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/cases/*]`,
        reason: `${why} cases/: verified documents, served by presigned GET.`,
      },
    );
  }
}
