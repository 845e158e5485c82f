import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { TABLE } from '../../../shared/data/table';
import { ALARMED } from '../../../functions/lib/log';

export interface MonitoringProps {
  /** Where alarms are mailed (the AlarmEmail stack parameter). */
  alarmEmail: string;
  stage: HttpStage;
  /** The stage's JSON access log (status per request). */
  accessLogs: ILogGroup;
  functions: ReadonlyMap<string, IFunction>;
  /** The payments function's log group (its structured log lines). */
  paymentsLogs?: ILogGroup;
  /** The Cognito pre-token-generation trigger (admin claim rule). */
  preTokenGeneration?: IFunction & { logGroup: ILogGroup };
  /** The user pool's WAF web ACL metric name (the WebACL dimension of AWS/WAFV2). */
  userPoolWafMetric?: string;
  /** The user pool whose group changes are mailed. */
  userPoolId?: string;
  table: ITable;
}

const PERIOD = Duration.minutes(5);

/** Thresholds of the abuse alarms (per 5 minutes): well above what a normal day shows, far below an attack. */
export const ABUSE_THRESHOLDS = {
  /** Expired or forged tokens: a few per active user per day is normal (the web refreshes before expiry). */
  unauthorized: 100,
  /** Signed-in users calling admin routes. */
  forbidden: 20,
  /** API Gateway throttling (stage limits). */
  throttled: 20,
  /** Webhook calls without a valid provider signature. */
  invalidSignature: 5,
  /** Requests the user pool's WAF blocked. */
  userPoolBlocked: 100,
} as const;

/** Cognito management calls that change who is staff or how they sign in: each one is mailed. */
export const STAFF_CHANGE_EVENTS = [
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'CreateGroup',
  'UpdateGroup',
  'DeleteGroup',
  'AdminSetUserMFAPreference',
  'AdminSetUserPassword',
  'AdminDeleteUser',
] as const;

/**
 * A user enrolling or changing their own authenticator (F19): whoever holds a not-yet-enrolled member's password could
 * (B-1). These calls carry an access token or a session, not the pool's id: CloudTrail puts it in
 * `additionalEventData`. Failed MFA answers (`RespondToAuthChallenge` with an error) are mailed too (F5): only staff
 * have an authenticator, so each one is a wrong staff code.
 */
export const MFA_SELF_EVENTS = ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'] as const;

/**
 * Alarms to one SNS topic with an email subscription: API 5xx answers, errors of each function, DynamoDB throttling
 * of the table and its indexes; bursts of 401, 403 and 429 answers, refused webhook signatures, paid events that could
 * not pay their order, failed admin-claim lookups, WAF blocks on the user pool; and a mail for every change to staff
 * membership (CloudTrail events through EventBridge). Thresholds suit a small site where any server error is worth
 * a look.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);

    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'LDA portal alarms', enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    // No SSE: CloudWatch alarms publish to an encrypted topic only through a customer managed KMS key (USD 1/month);
    // alarm messages hold alarm names and metric values, nothing confidential. Publishing requires TLS (enforceSSL).

    this.alarm('Api5xx', {
      metric: props.stage.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      threshold: 5,
      description: 'The API answered 5 or more 5xx responses within 5 minutes.',
    });

    for (const [group, fn] of props.functions) {
      this.alarm(`${group[0].toUpperCase()}${group.slice(1)}FunctionErrors`, {
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        description: `The "${group}" API function failed (unhandled error, timeout or crash) within 5 minutes.`,
      });
    }

    // Throttle events of the table and of each GSI (index metrics carry the extra GlobalSecondaryIndexName dimension).
    const throttleMetrics: Record<string, IMetric> = {};
    const targets: Array<Record<string, string>> = [
      { TableName: props.table.tableName },
      ...TABLE.globalSecondaryIndexes.map((g) => ({ TableName: props.table.tableName, GlobalSecondaryIndexName: g.indexName })),
    ];
    targets.forEach((dimensionsMap, i) => {
      for (const metricName of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
        throttleMetrics[`${metricName === 'ReadThrottleEvents' ? 'r' : 'w'}${i}`] = new Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap,
          statistic: 'Sum',
          period: PERIOD,
        });
      }
    });
    // Abuse: bursts of refused requests in the access log (status is a string there).
    const statusCount = (status: number) =>
      this.logCount(props.accessLogs, `Status${status}`, FilterPattern.stringValue('$.status', '=', String(status)));
    this.alarm('Api401Burst', {
      metric: statusCount(401),
      threshold: ABUSE_THRESHOLDS.unauthorized,
      description: `The API refused ${ABUSE_THRESHOLDS.unauthorized}+ requests without a valid token (401) within 5 minutes: token guessing or a broken client.`,
    });
    this.alarm('Api403Burst', {
      metric: statusCount(403),
      threshold: ABUSE_THRESHOLDS.forbidden,
      description: `Signed-in users were refused admin routes (403) ${ABUSE_THRESHOLDS.forbidden}+ times within 5 minutes.`,
    });
    this.alarm('Api429Burst', {
      metric: statusCount(429),
      threshold: ABUSE_THRESHOLDS.throttled,
      description: `API Gateway throttled ${ABUSE_THRESHOLDS.throttled}+ requests (429) within 5 minutes: real users may be refused.`,
    });

    if (props.paymentsLogs) {
      this.alarm('PaymentEventsNotApplied', {
        metric: this.logCount(
          props.paymentsLogs,
          'PaymentEventNotApplied',
          FilterPattern.stringValue('$.msg', '=', ALARMED.paymentNotApplied),
        ),
        threshold: 1,
        description:
          'A verified paid event could not pay its order (second payment of a paid order, amount or order mismatch, unknown session): ' +
          'money was received that no order records. Refund it in Stripe, or fix and resend the event (docs/operations.md).',
      });
      this.alarm('WebhookSignatureRefused', {
        metric: this.logCount(
          props.paymentsLogs,
          'WebhookSignatureRefused',
          FilterPattern.stringValue('$.code', '=', ALARMED.invalidSignature),
        ),
        threshold: ABUSE_THRESHOLDS.invalidSignature,
        description: `The payment webhook refused ${ABUSE_THRESHOLDS.invalidSignature}+ calls without a valid signature within 5 minutes (probing, or a rotated secret).`,
      });
    }

    if (props.preTokenGeneration) {
      this.alarm('PreTokenGenerationErrors', {
        metric: props.preTokenGeneration.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        description: 'The Cognito pre-token-generation trigger failed: sign-ins fail while it does.',
      });
      this.alarm('AdminClaimLookupFailed', {
        metric: this.logCount(
          props.preTokenGeneration.logGroup,
          'AdminClaimLookupFailed',
          FilterPattern.stringValue('$.code', '=', ALARMED.adminClaimLookupFailed),
        ),
        threshold: 1,
        description: 'The admin-claim rule could not read a staff member’s MFA settings: they were signed in without the admin claim.',
      });
    }

    if (props.userPoolWafMetric) {
      this.alarm('UserPoolWafBlocks', {
        metric: new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: props.userPoolWafMetric, Region: Stack.of(this).region, Rule: 'ALL' },
          statistic: 'Sum',
          period: PERIOD,
        }),
        threshold: ABUSE_THRESHOLDS.userPoolBlocked,
        description: `The user pool's WAF blocked ${ABUSE_THRESHOLDS.userPoolBlocked}+ requests within 5 minutes (sign-up or sign-in flood).`,
      });
    }

    if (props.userPoolId) {
      new Rule(this, 'MfaChanges', {
        description: 'Mail every authenticator enrolment or MFA setting a user of the pool makes themselves (F19)',
        eventPattern: {
          source: ['aws.cognito-idp'],
          detailType: ['AWS API Call via CloudTrail'],
          detail: {
            eventSource: ['cognito-idp.amazonaws.com'],
            eventName: [...MFA_SELF_EVENTS],
            additionalEventData: { userPoolId: [props.userPoolId] },
          },
        },
        targets: [
          new SnsTopic(this.topic, {
            message: RuleTargetInput.fromText(
              `Cognito ${EventField.fromPath('$.detail.eventName')} in the user pool at ${EventField.fromPath('$.detail.eventTime')} ` +
                `from ${EventField.fromPath('$.detail.sourceIPAddress')}. A staff member who did not just set up their authenticator ` +
                `must be revoked at once (docs/operations.md).`,
            ),
          }),
        ],
      });
      new Rule(this, 'FailedMfaCodes', {
        description: 'Mail every wrong authenticator code given to the user pool (F5: staff TOTP guessing)',
        eventPattern: {
          source: ['aws.cognito-idp'],
          detailType: ['AWS API Call via CloudTrail'],
          detail: {
            eventSource: ['cognito-idp.amazonaws.com'],
            eventName: ['RespondToAuthChallenge'],
            errorCode: [{ exists: true }],
            additionalEventData: { userPoolId: [props.userPoolId] },
          },
        },
        targets: [
          new SnsTopic(this.topic, {
            message: RuleTargetInput.fromText(
              `A sign-in challenge of the user pool failed (${EventField.fromPath('$.detail.errorCode')}) at ` +
                `${EventField.fromPath('$.detail.eventTime')} from ${EventField.fromPath('$.detail.sourceIPAddress')}. ` +
                `Several in a row: someone holds a staff password and is guessing codes (docs/operations.md).`,
            ),
          }),
        ],
      });
      // CloudTrail records Cognito's management calls; EventBridge receives them without a trail of our own.
      new Rule(this, 'StaffChanges', {
        description: 'Mail every change to staff membership or staff sign-in settings of the user pool',
        eventPattern: {
          source: ['aws.cognito-idp'],
          detailType: ['AWS API Call via CloudTrail'],
          detail: {
            eventSource: ['cognito-idp.amazonaws.com'],
            eventName: [...STAFF_CHANGE_EVENTS],
            requestParameters: { userPoolId: [props.userPoolId] },
          },
        },
        targets: [
          new SnsTopic(this.topic, {
            message: RuleTargetInput.fromText(
              `Cognito ${EventField.fromPath('$.detail.eventName')} on ${EventField.fromPath('$.detail.requestParameters.username')} ` +
                `(group ${EventField.fromPath('$.detail.requestParameters.groupName')}) by ${EventField.fromPath('$.detail.userIdentity.arn')} ` +
                `at ${EventField.fromPath('$.detail.eventTime')}. If nobody in the office did this, revoke it (docs/operations.md).`,
            ),
          }),
        ],
      });
    }

    this.alarm('DynamoDbThrottles', {
      metric: new MathExpression({
        // SUM([...]) adds the series point by point and tolerates series without data (no throttling is the norm).
        expression: `SUM([${Object.keys(throttleMetrics).join(', ')}])`,
        usingMetrics: throttleMetrics,
        label: 'Throttle events (table and indexes)',
        period: PERIOD,
      }),
      threshold: 1,
      description: 'DynamoDB throttled reads or writes on the table or an index within 5 minutes.',
    });
  }

  /** A count of the log lines matching `pattern` (a metric filter in this stack's namespace). */
  private logCount(logGroup: ILogGroup, name: string, pattern: ReturnType<typeof FilterPattern.stringValue>): Metric {
    const filter = new MetricFilter(this, `${name}Filter`, {
      logGroup,
      filterPattern: pattern,
      metricNamespace: `${Stack.of(this).stackName}/Security`,
      metricName: name,
      metricValue: '1',
    });
    return filter.metric({ period: PERIOD, statistic: 'Sum' });
  }

  private alarm(id: string, opts: { metric: IMetric; threshold: number; description: string }): void {
    const alarm = new Alarm(this, id, {
      metric: opts.metric,
      threshold: opts.threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: opts.description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
