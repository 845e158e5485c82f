import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { TABLE } from '../../../shared/data/table';

export interface MonitoringProps {
  /** Where alarms are mailed (the AlarmEmail stack parameter). */
  alarmEmail: string;
  stage: HttpStage;
  functions: ReadonlyMap<string, IFunction>;
  table: ITable;
}

const PERIOD = Duration.minutes(5);

/**
 * Alarms to one SNS topic with an email subscription: API 5xx answers, errors of each function, DynamoDB throttling
 * of the table and its indexes. Thresholds suit a small site where any server error is worth a look.
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
