import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUSINESS } from '../../../shared/business';
import { TABLE } from '../../../shared/data/table';

/** Days a monthly backup is kept: the business keeps case files 7 years (leap days included). */
export const LONG_TERM_RETENTION_DAYS = Math.ceil(BUSINESS.caseFileRetentionYears * 365.25);
/**
 * Days a daily backup is kept. PITR already restores any second of the last 35 days (and keeps a system backup for
 * 35 days if the table is ever deleted); the dailies are an independent copy in the backup vault, and each one is a
 * full copy, so a week of them is enough.
 */
export const DAILY_RETENTION_DAYS = 7;

/**
 * The one DynamoDB table, built from shared/data/table.ts (keys, GSIs, TTL), on demand, with point-in-time recovery
 * (35 days), deletion protection, RETAIN and KMS encryption at rest; plus an AWS Backup plan that keeps daily backups
 * a week and monthly backups for the case-file retention period (7 years), of the table and of the documents bucket
 * (`backUpBucket`), in a vault with a Vault Lock.
 */
export class Data extends Construct {
  readonly table: Table;
  /** ARNs of the table's GSIs, for least-privilege Query grants (no `index/*` wildcard). */
  readonly indexArns: string[];
  readonly backupVault: BackupVault;
  readonly backupPlan: BackupPlan;
  /** The role AWS Backup uses for this table's backups and restore jobs. */
  readonly backupRole: IRole;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // The AWS managed key (aws/dynamodb): encryption at rest visible in the template, no key to administer.
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // The email outbox's trigger (constructs/mail.ts). Keys only: no item attribute — no personal data — leaves
      // the table through the stream; the consumer reads the outbox item itself.
      stream: StreamViewType.KEYS_ONLY,
    });
    for (const gsi of TABLE.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
        // As infra/local creates them: every access pattern reads whole items from the index.
        projectionType: ProjectionType.ALL,
      });
    }
    this.indexArns = TABLE.globalSecondaryIndexes.map((g) => `${this.table.tableArn}/index/${g.indexName}`);

    // Vault Lock (governance mode, F8): no recovery point is deleted before the shortest retention the plan sets, and
    // none is kept for less; lifting the lock takes a deliberate call (docs/operations.md). Compliance mode (a lock
    // nobody can lift, the account's root included) is the owner's decision, recorded in docs/security.md.
    this.backupVault = new BackupVault(this, 'BackupVault', {
      removalPolicy: RemovalPolicy.RETAIN,
      lockConfiguration: { minRetention: Duration.days(DAILY_RETENTION_DAYS), maxRetention: Duration.days(LONG_TERM_RETENTION_DAYS) },
    });
    this.backupPlan = new BackupPlan(this, 'BackupPlan', {
      backupVault: this.backupVault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ hour: '10', minute: '0' }), // 10:00 UTC = 2–3 am in California
          deleteAfter: Duration.days(DAILY_RETENTION_DAYS),
        }),
        new BackupPlanRule({
          ruleName: 'MonthlyCaseFileRetention',
          scheduleExpression: Schedule.cron({ day: '1', hour: '11', minute: '0' }),
          deleteAfter: Duration.days(LONG_TERM_RETENTION_DAYS),
        }),
      ],
    });
    // The same role serves restore jobs (docs/operations.md), so it also gets the restore policy.
    const selection = this.backupPlan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(this.table)],
      allowRestores: true,
    });
    this.backupRole = selection.grantPrincipal as IRole;
    Validations.of(selection).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
        reason:
          "The AWS Backup service role needs the AWS-maintained backup policy, which tracks the service's required permissions for DynamoDB backups.",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores]',
        reason:
          'Restore jobs run as the same AWS Backup service role with the AWS-maintained restore policy (creating the restored table).',
      },
    );
  }

  /**
   * The case documents bucket in the same plan (F8): AWS Backup for S3 (the bucket is versioned, as it requires) keeps
   * its daily and monthly recovery points in the locked vault, apart from the bucket's own Object Lock. The same role
   * runs the S3 backups and restores, with AWS's S3 backup and restore policies.
   */
  backUpBucket(bucket: IBucket): void {
    this.backupPlan.addSelection('Documents', {
      resources: [BackupResource.fromArn(bucket.bucketArn)],
      role: this.backupRole,
    });
    this.backupRole.addManagedPolicy(ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Backup'));
    this.backupRole.addManagedPolicy(ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Restore'));
    Validations.of(this.backupRole).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/AWSBackupServiceRolePolicyForS3Backup]',
        reason: 'AWS Backup for S3 needs the AWS-maintained S3 backup policy (bucket versions, tags and notifications it reads).',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/AWSBackupServiceRolePolicyForS3Restore]',
        reason: 'Restore jobs of the documents bucket run as the same role with the AWS-maintained S3 restore policy.',
      },
    );
  }
}
