import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Architecture, FilterCriteria, FilterRule, Function as LambdaFunction, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterPattern, LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ACCOUNT_ADMIN_ACTIONS } from '../access';
import { REPO_ROOT } from '../settings';
import { functionCode, LOG_RETENTION } from './api';

/** SES reviews an account at a 5% bounce rate and 0.1% complaint rate; alarm well before. */
export const BOUNCE_RATE_ALARM = 0.03;
export const COMPLAINT_RATE_ALARM = 0.0008;
/** The consumer's stream retries before a record goes to the dead-letter queue (the item itself stays pending). */
export const STREAM_RETRY_ATTEMPTS = 3;

export interface MailProps {
  table: ITable;
  /** The GSI2 ARN (the consumer's due-items query). */
  outboxIndexArn: string;
  userPool: IUserPool;
  siteUrl: string;
  /** Sender address of notifications; null when none is configured (settings: mailDomain or sesFromEmail). */
  from: string | null;
  /** When set, the stack creates and verifies this domain's SES identity (Easy DKIM). */
  domain?: string;
  alarmTopic: ITopic;
  /** The key that signs notary manage links in appointment messages (functions/lib/notary/links.ts). */
  notaryLinkKey: ISecret;
  /** Texts (AWS End User Messaging SMS): the origination identity's ARN and configuration set, if configured. */
  sms: { originationIdentity?: string; configurationSet?: string };
}

/**
 * Notification email: SES v2 (an identity for the mail domain, a configuration set that requires TLS, suppresses
 * bounced and complaining addresses and publishes bounces and complaints to an encrypted SNS topic), and the outbox
 * consumer — one Lambda (functions/outbox/handler.ts) triggered by the table's stream (keys only, filtered to INSERTs
 * of outbox items) and by a one-minute schedule (retries), with a dead-letter queue for stream records it could not
 * process, and alarms (consumer errors, dead letters, items given up on, bounce and complaint rates).
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity?: EmailIdentity;
  readonly feedbackTopic: Topic;
  readonly consumer: LambdaFunction;
  readonly deadLetters: Queue;
  readonly alarms: Alarm[] = [];
  /** Replies to the office's number (the phone number's two-way channel publishes here): STOP and START. */
  readonly inboundTexts: Topic;
  readonly inboundHandler: LambdaFunction;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });

    // Bounce and complaint events carry recipients' addresses: the topic is encrypted with a key SES may use.
    const feedbackKey = new Key(this, 'FeedbackKey', { enableKeyRotation: true, description: 'SES bounce and complaint notifications' });
    feedbackKey.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.feedbackTopic = new Topic(this, 'FeedbackTopic', {
      displayName: 'LDA email bounces and complaints',
      masterKey: feedbackKey,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });

    if (props.domain) {
      this.identity = new EmailIdentity(this, 'Identity', {
        identity: Identity.domain(props.domain),
        configurationSet: this.configurationSet,
        dkimSigning: true,
      });
    }

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is the dead-letter destination of the outbox stream (records that failed every retry); it has no consumer to fail in turn.',
    });

    const logGroup = new LogGroup(this, 'ConsumerLogs', { retention: LOG_RETENTION });
    const role = new Role(this, 'ConsumerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Outbox consumer: send notification email, draft translations',
    });
    logGroup.grantWrite(role);
    // Items: the outbox's own (read, claimed, settled), recipients' profiles and contact rules (BatchGetItem), held
    // notices and the sign-up jobs' writes (a code, its mail as a new outbox item, the address's mail limits: PutItem).
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn],
      }),
    );
    // The outbox's queue (GSI2).
    role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [props.outboxIndexArn] }));
    // Staff to notify, and the sign-up routes' account work (functions/lib/domain/signup.ts), done here since F6.
    role.addToPolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsersInGroup', ...ACCOUNT_ADMIN_ACTIONS.map((a) => `cognito-idp:${a}`)],
        resources: [props.userPool.userPoolArn],
      }),
    );
    // The drafting job (issue 26): a case's translation desk is one Query of its partition; its drafts are updates.
    role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [props.table.tableArn] }));
    // Amazon Translate (TranslateText, Spanish ↔ English): it has no resource to name for real-time translation.
    role.addToPolicy(new PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] }));
    const identityArn = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    const senderIdentities = props.from ? [...new Set([identityArn(props.from), identityArn(props.from.split('@')[1])])] : [];
    if (senderIdentities.length) {
      role.addToPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            ...senderIdentities,
            stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
          ],
        }),
      );
    }

    // Appointment messages carry a signed manage link; texts go through AWS End User Messaging SMS.
    props.notaryLinkKey.grantRead(role);
    if (props.sms.originationIdentity) {
      role.addToPolicy(
        new PolicyStatement({
          actions: ['sms-voice:SendTextMessage'],
          resources: [
            props.sms.originationIdentity,
            ...(props.sms.configurationSet
              ? [stack.formatArn({ service: 'sms-voice', resource: 'configuration-set', resourceName: props.sms.configurationSet })]
              : []),
          ],
        }),
      );
    }

    // Bundled as the API functions are (functionCode: the same esbuild build, aliases and plugins).
    this.consumer = new LambdaFunction(this, 'Consumer', {
      description: 'LDA email outbox consumer: email and translation drafts (functions/outbox/handler.ts)',
      code: functionCode(join(REPO_ROOT, 'functions', 'outbox', 'handler.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // A batch of 10 stream records, each a few SES calls with 5 s timeouts: well within a minute.
      timeout: Duration.seconds(60),
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        SITE_URL: props.siteUrl,
        MAIL_FROM: props.from ?? '',
        SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
        NOTARY_LINK_KEY_ARN: props.notaryLinkKey.secretArn,
        ...(props.sms.originationIdentity ? { SMS_ORIGINATION_IDENTITY: props.sms.originationIdentity } : {}),
        ...(props.sms.configurationSet ? { SMS_CONFIGURATION_SET: props.sms.configurationSet } : {}),
      },
    });

    // Inbound texts: the phone number's two-way channel (set to this topic with its role, docs/operations.md) publishes
    // each reply; the function records STOP and START in the table (functions/smsinbound/handler.ts). Replies hold
    // phone numbers: the topic is encrypted with a key End User Messaging may use.
    const inboundKey = new Key(this, 'InboundTextsKey', {
      enableKeyRotation: true,
      description: 'Replies to the office number (SMS two-way)',
    });
    inboundKey.grant(new ServicePrincipal('sms-voice.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.inboundTexts = new Topic(this, 'InboundTexts', {
      displayName: 'LDA inbound texts (STOP/START)',
      masterKey: inboundKey,
      enforceSSL: true,
    });
    this.inboundTexts.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('sms-voice.amazonaws.com')],
        resources: [this.inboundTexts.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    const inboundLogs = new LogGroup(this, 'InboundLogs', { retention: LOG_RETENTION });
    const inboundRole = new Role(this, 'InboundRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Inbound texts: record STOP and START',
    });
    inboundLogs.grantWrite(inboundRole);
    inboundRole.addToPolicy(
      new PolicyStatement({ actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'], resources: [props.table.tableArn] }),
    );
    this.inboundHandler = new LambdaFunction(this, 'Inbound', {
      description: 'LDA inbound texts: STOP and START (functions/smsinbound/handler.ts)',
      code: functionCode(join(REPO_ROOT, 'functions', 'smsinbound', 'handler.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(10),
      role: inboundRole,
      logGroup: inboundLogs,
      environment: { TABLE_NAME: props.table.tableName },
    });
    this.inboundTexts.addSubscription(new LambdaSubscription(this.inboundHandler));

    this.consumer.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 10,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { SK: { S: FilterRule.isEqual('OUTBOX') } } },
          }),
        ],
      }),
    );
    new Rule(this, 'RetrySchedule', {
      description: 'Outbox: send emails due again (retries after backoff, expired claims)',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaTarget(this.consumer, { retryAttempts: 0 })],
    });

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, added by the DynamoDB event source, and translate:TranslateText (the drafting job) have no resource-level permissions (the stream itself is granted by ARN).',
    });

    // Alarms to the stack's alarm topic.
    const PERIOD = Duration.minutes(5);
    this.alarm(
      'ConsumerErrors',
      this.consumer.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      1,
      'The outbox consumer failed (unhandled error or timeout).',
      props.alarmTopic,
    );
    this.alarm(
      'StreamDeadLetters',
      this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
      1,
      'Outbox stream records failed every retry (their emails are still pending and retried every minute; see docs/operations.md).',
      props.alarmTopic,
    );
    const gaveUp = new MetricFilter(this, 'GaveUpFilter', {
      logGroup,
      filterPattern: FilterPattern.stringValue('$.msg', '=', 'outbox.dead'),
      metricNamespace: 'LDA/Outbox',
      metricName: 'EmailsGivenUp',
      metricValue: '1',
    });
    this.alarm(
      'EmailsGivenUp',
      gaveUp.metric({ period: PERIOD, statistic: 'Sum' }),
      1,
      'An email was given up on after every retry (outbox item dead).',
      props.alarmTopic,
    );
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    this.alarm(
      'BounceRate',
      reputation('Reputation.BounceRate'),
      BOUNCE_RATE_ALARM,
      'SES bounce rate above 3% (SES reviews the account at 5%).',
      props.alarmTopic,
    );
    this.alarm(
      'ComplaintRate',
      reputation('Reputation.ComplaintRate'),
      COMPLAINT_RATE_ALARM,
      'SES complaint rate above 0.08% (SES reviews the account at 0.1%).',
      props.alarmTopic,
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, topic: ITopic): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    this.alarms.push(alarm);
  }
}
