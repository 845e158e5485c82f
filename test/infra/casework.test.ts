/**
 * Issue 15's infrastructure: the documents bucket (constructs/storage.ts), SES and the outbox consumer
 * (constructs/mail.ts), the table's stream, and the API functions' access to case files. Bundling skipped.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { GROUP_ACCESS } from '../../infra/aws/constructs/api';
import { ACCOUNT_ADMIN_ACTIONS, SERVER_ROLE_ACTIONS } from '../../infra/aws/access';
import { LONG_TERM_RETENTION_DAYS } from '../../infra/aws/constructs/data';
import { STREAM_RETRY_ATTEMPTS } from '../../infra/aws/constructs/mail';
import { NONCURRENT_VERSION_DAYS, UNCONFIRMED_UPLOAD_DAYS } from '../../infra/aws/constructs/storage';
import { ROUTE_GROUPS } from '../../shared/api/routes';
import { buildStack, refId, templateOf } from './helpers';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

function load(settings = {}) {
  const template: Template = templateOf(buildStack({ bundle: false, settings }));
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  return { template, resources, ofType };
}

const { resources, ofType } = load({ mailDomain: 'mail.example.com' });
const byDescription = (text: string) => {
  const found = ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Description ?? '').includes(text));
  expect(found).toHaveLength(1);
  return found[0];
};
const statementsOfRole = (roleId: string): Array<{ Action: string | string[]; Resource: unknown }> =>
  ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: unknown) => refId(r) === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
const actions = (s: Array<{ Action: string | string[] }>) => s.flatMap((x) => [x.Action].flat());

const documentsBucket = () => {
  const found = ofType('AWS::S3::Bucket').filter(([id]) => id.startsWith('DocumentsBucket'));
  expect(found).toHaveLength(1);
  return found[0];
};

describe('documents bucket', () => {
  it('is private, encrypted, versioned, owner-enforced, kept on stack deletion, and logs its access', () => {
    const [, b] = documentsBucket();
    expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(b.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(b.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerEnforced' }]);
    expect(b.DeletionPolicy).toBe('Retain');
    expect(refId(b.Properties.LoggingConfiguration.DestinationBucketName)).toMatch(/^DocumentsAccessLogs/);
  });

  it('refuses any request without TLS', () => {
    const [id] = documentsBucket();
    const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => refId(p.Properties.Bucket) === id)!;
    const deny = policy[1].Properties.PolicyDocument.Statement.find((s: { Effect: string }) => s.Effect === 'Deny');
    expect(deny.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
  });

  it('keeps case files 7 years then expires them, their old versions too; unconfirmed uploads go after a day (F8)', () => {
    const rules = documentsBucket()[1].Properties.LifecycleConfiguration.Rules as Array<Record<string, any>>;
    const rule = (id: string) => rules.find((r) => r.Id === id)!;
    expect(rule('CaseFileRetention')).toMatchObject({
      Prefix: 'cases/',
      ExpirationInDays: LONG_TERM_RETENTION_DAYS,
      NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
      Status: 'Enabled',
    });
    expect(LONG_TERM_RETENTION_DAYS).toBeGreaterThanOrEqual(7 * 365);
    // A deleted or replaced case file is not gone after 30 days any more (F8).
    expect(NONCURRENT_VERSION_DAYS).toBeGreaterThanOrEqual(LONG_TERM_RETENTION_DAYS);
    expect(rule('UnconfirmedUploads')).toMatchObject({ Prefix: 'uploads/', ExpirationInDays: UNCONFIRMED_UPLOAD_DAYS });
    expect(rule('ExpiredDeleteMarkers')).toMatchObject({ ExpiredObjectDeleteMarker: true });
  });

  it('has Object Lock enabled, so each case file can be locked for the retention period (F8)', () => {
    expect(documentsBucket()[1].Properties.ObjectLockEnabled).toBe(true);
  });

  it('is backed up by AWS Backup in the plan of the table, into a vault with a Vault Lock (F8)', () => {
    const [bucketId] = documentsBucket();
    const selections = ofType('AWS::Backup::BackupSelection').map(([, r]) => r.Properties.BackupSelection);
    const ofBucket = selections.filter((sel) => JSON.stringify(sel.Resources).includes(bucketId));
    expect(ofBucket).toHaveLength(1);
    const role = refId(ofBucket[0].IamRoleArn);
    const managed = JSON.stringify(resources[role].Properties.ManagedPolicyArns);
    expect(managed).toContain('AWSBackupServiceRolePolicyForS3Backup');
    expect(managed).toContain('AWSBackupServiceRolePolicyForS3Restore');
    const [vault] = ofType('AWS::Backup::BackupVault');
    expect(vault[1].Properties.LockConfiguration).toEqual({ MinRetentionDays: 7, MaxRetentionDays: LONG_TERM_RETENTION_DAYS });
  });

  it('allows only the site origin, only POST and GET (CORS)', () => {
    const cors = documentsBucket()[1].Properties.CorsConfiguration.CorsRules;
    expect(cors).toHaveLength(1);
    expect(cors[0].AllowedMethods.sort()).toEqual(['GET', 'POST']);
    expect(cors[0].AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(cors[0].AllowedOrigins)).toContain('https://');
  });

  it('is reachable by the functions that serve case files, on two prefixes, object actions only; nobody deletes a case file (F8, F21)', () => {
    const [bucketId] = documentsBucket();
    for (const group of ROUTE_GROUPS) {
      const [, fn] = byDescription(`route group "${group}"`);
      const statements = statementsOfRole(refId(fn.Properties.Role)).filter((s) => actions([s]).some((a) => a.startsWith('s3:')));
      if (!GROUP_ACCESS[group].documents) {
        expect(statements).toEqual([]);
        expect(fn.Properties.Environment.Variables.DOCUMENTS_BUCKET).toBeUndefined();
        continue;
      }
      expect(refId(fn.Properties.Environment.Variables.DOCUMENTS_BUCKET)).toBe(bucketId);
      const on = (prefix: string) => [...new Set(actions(statements.filter((s) => JSON.stringify(s.Resource).includes(prefix))))].sort();
      const all = actions(statements);
      expect(all).not.toContain('s3:BypassGovernanceRetention');
      if (GROUP_ACCESS[group].documents === 'put') {
        // The packet (F21): writes its PDF into cases/ under a retention, reads and deletes nothing.
        expect([group, on('/uploads/*'), on('/cases/*')]).toEqual([group, [], ['s3:PutObject', 's3:PutObjectRetention']]);
        continue;
      }
      expect([group, on('/uploads/*')]).toEqual([group, ['s3:DeleteObject', 's3:GetObject', 's3:PutObject']]);
      expect([group, on('/cases/*')]).toEqual([group, ['s3:GetObject', 's3:PutObject', 's3:PutObjectRetention']]);
    }
    // Process serving (issue 32): the client's papers (serving), the photos and proofs staff open (servedesk), the
    // field app's photos (field).
    expect(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].documents).sort()).toEqual([
      'casework',
      'clientcase',
      'documents',
      'field',
      'servedesk',
      'serving',
    ]);
    expect(GROUP_ACCESS.documents.documents).toBe('put');
  });

  it('lets only the casework function list the admin group (assignment)', () => {
    for (const group of ROUTE_GROUPS) {
      const [, fn] = byDescription(`route group "${group}"`);
      const listed = actions(statementsOfRole(refId(fn.Properties.Role))).includes('cognito-idp:ListUsersInGroup');
      expect([group, listed]).toEqual([group, group === 'casework']);
    }
  });

  it('lets only the auth function (sign-up) create and confirm accounts, and the serving desk manage the server group: exactly those Admin* actions, on the pool only', () => {
    for (const group of ROUTE_GROUPS) {
      const [, fn] = byDescription(`route group "${group}"`);
      const statements = statementsOfRole(refId(fn.Properties.Role));
      const cognito = actions(statements).filter((a) => a.startsWith('cognito-idp:') && a !== 'cognito-idp:ListUsersInGroup');
      // The console's roster (issue 32) puts accounts in the process servers' group and takes them out: those actions only.
      if (group === 'servedesk') {
        expect(cognito.sort()).toEqual(SERVER_ROLE_ACTIONS.map((a) => `cognito-idp:${a}`).sort());
        continue;
      }
      if (group !== 'auth') {
        expect([group, cognito]).toEqual([group, []]);
        continue;
      }
      expect(cognito.sort()).toEqual(ACCOUNT_ADMIN_ACTIONS.map((a) => `cognito-idp:${a}`).sort());
      const onPool = statements.filter((st) => actions([st]).some((a) => a.startsWith('cognito-idp:')));
      for (const st of onPool) expect(JSON.stringify(st.Resource)).toMatch(/UserPool.*Arn/);
    }
  });
});

describe('mail (SES) and the outbox consumer', () => {
  const consumer = () => byDescription('outbox consumer');

  it('the table streams keys only (no personal data leaves it through the stream)', () => {
    const [, table] = ofType('AWS::DynamoDB::Table')[0];
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'KEYS_ONLY' });
  });

  it('triggers the consumer on INSERTs of outbox items only, with retries, partial failures and a dead-letter queue', () => {
    const [fnId] = consumer();
    const [, mapping] = ofType('AWS::Lambda::EventSourceMapping').find(([, m]) => refId(m.Properties.FunctionName) === fnId)!;
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { SK: { S: ['OUTBOX'] } } },
    });
    expect(refId(mapping.Properties.DestinationConfig.OnFailure.Destination)).toMatch(/^MailDeadLetters/);
    const [, queue] = ofType('AWS::SQS::Queue').find(([id]) => id.startsWith('MailDeadLetters'))!;
    expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('runs every minute for retries', () => {
    const [fnId] = consumer();
    const [, rule] = ofType('AWS::Events::Rule').find(([, r]) =>
      r.Properties.Targets.some((t: { Arn: unknown }) => refId(t.Arn) === fnId),
    )!;
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
  });

  it('is configured to send from the mail domain through the configuration set', () => {
    const env = consumer()[1].Properties.Environment.Variables;
    expect(env.MAIL_FROM).toBe('notifications@mail.example.com');
    expect(refId(env.SES_CONFIGURATION_SET)).toMatch(/^MailConfigurationSet/);
    expect(env.TABLE_NAME).toBeDefined();
    expect(env.USER_POOL_ID).toBeDefined();
  });

  it('may read, put (held notices, a sign-up job’s mail) and update items, query GSI2 and the table, list the admin group, send as its identity and translate', () => {
    const statements = statementsOfRole(refId(consumer()[1].Properties.Role));
    const granted = new Set(actions(statements));
    for (const a of [
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:PutItem',
      'cognito-idp:ListUsersInGroup',
      'ses:SendEmail',
      'translate:TranslateText',
    ])
      expect(granted).toContain(a);
    for (const a of ['dynamodb:Scan', 'dynamodb:DeleteItem', 'ses:*', 's3:GetObject', 'ses:SendRawEmail']) expect(granted).not.toContain(a);
    // Query: the due items (GSI2) and a case's translation desk (its partition: the drafting job).
    const queries = statements.filter((s) => actions([s]).includes('dynamodb:Query')).map((s) => JSON.stringify(s.Resource));
    expect(queries.length).toBe(2);
    expect(queries.some((r) => r.includes('/index/GSI2'))).toBe(true);
    expect(queries.some((r) => !r.includes('/index/'))).toBe(true);
    // Amazon Translate's real-time translation names no resource; nothing else of the service is granted.
    // (CDK merges it with the stream's ListStreams, which has no resource either.)
    const translate = statements.filter((s) => actions([s]).some((a) => a.startsWith('translate:')));
    expect(translate.map((s) => [actions([s]).filter((a) => a.startsWith('translate:')), s.Resource])).toEqual([
      [['translate:TranslateText'], '*'],
    ]);
    const send = statements.find((s) => actions([s]).includes('ses:SendEmail'))!;
    const targets = JSON.stringify(send.Resource);
    expect(targets).toContain('identity/notifications@mail.example.com');
    expect(targets).toContain('identity/mail.example.com');
    expect(targets).toContain('configuration-set/');
    expect(targets).not.toContain('identity/*');
  });

  it('creates the domain identity with DKIM, and a configuration set that requires TLS and suppresses bounces and complaints', () => {
    const [, identity] = ofType('AWS::SES::EmailIdentity')[0];
    expect(identity.Properties.EmailIdentity).toBe('mail.example.com');
    expect(identity.Properties.DkimAttributes).toEqual({ SigningEnabled: true });
    const [, set] = ofType('AWS::SES::ConfigurationSet')[0];
    expect(set.Properties.DeliveryOptions).toEqual({ TlsPolicy: 'REQUIRE' });
    expect(set.Properties.SuppressionOptions.SuppressedReasons.sort()).toEqual(['BOUNCE', 'COMPLAINT']);
    const [, destination] = ofType('AWS::SES::ConfigurationSetEventDestination')[0];
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint', 'reject']);
    const topicId = refId(destination.Properties.EventDestination.SnsDestination.TopicARN);
    expect(resources[topicId].Properties.KmsMasterKeyId).toBeDefined();
  });

  it('creates no identity without a mail domain (the sender is then sesFromEmail, verified outside the stack)', () => {
    const other = load({ sesFromEmail: 'office@example.com' });
    expect(other.ofType('AWS::SES::EmailIdentity')).toEqual([]);
    const [, fn] = other.ofType('AWS::Lambda::Function').find(([, r]) => String(r.Properties.Description).includes('outbox consumer'))!;
    expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe('office@example.com');
  });

  it('alarms to the alarm topic on consumer errors, dead letters, emails given up on, bounce and complaint rates', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const [alarmTopicId] = ofType('AWS::SNS::Topic').find(([, t]) => t.Properties.DisplayName === 'LDA portal alarms')!;
    const [consumerId] = consumer();
    const find = (pred: (a: Record<string, any>) => boolean) => {
      const a = alarms.find(pred);
      expect(a).toBeDefined();
      expect(a!.AlarmActions).toEqual([{ Ref: alarmTopicId }]);
      return a!;
    };
    find((a) => a.MetricName === 'Errors' && a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === consumerId));
    find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    find((a) => a.MetricName === 'EmailsGivenUp' && a.Namespace === 'LDA/Outbox');
    find((a) => a.MetricName === 'Reputation.BounceRate');
    find((a) => a.MetricName === 'Reputation.ComplaintRate');
    const filters = ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties.FilterPattern);
    expect(filters).toContain('{ $.msg = "outbox.dead" }');
  });
});
