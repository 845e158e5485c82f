import { CfnOutput, CfnParameter, DefaultStackSynthesizer, Lazy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RouteDef, RouteGroup } from '../../shared/api/routes';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Mail } from './constructs/mail';
import { Documents } from './constructs/storage';
import { Monitoring } from './constructs/monitoring';
import { NotaryLinkKey, PaymentSecrets } from './constructs/secrets';
import { Site } from './constructs/site';
import { notificationSender, validateSettings, type StackSettings } from './settings';

/** Context key of a custom bootstrap qualifier (cdk bootstrap --qualifier). */
const BOOTSTRAP_QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';

export interface PortalStackProps extends StackProps {
  settings: StackSettings;
  /**
   * The CloudFront-scope WAF web ACL. CloudFront only takes web ACLs made in us-east-1, so it comes from the edge stack
   * (infra/aws/edge-stack.ts) through a cross-region reference (app.ts), whatever region this stack is in.
   */
  cloudFrontWebAclArn: string;
  /** Override the route table (tests). */
  routes?: readonly RouteDef[];
  /** Where a group's handler module is; default functions/<group>/handler.ts (tests point missing ones at stubs). */
  entryFor?: (group: RouteGroup) => string;
}

/**
 * The whole product in one stack: Cognito (auth), DynamoDB + AWS Backup (data), HTTP API + Lambda (api),
 * S3 + CloudFront (site), case documents in S3 (documents), SES + the outbox consumer (mail), alarms (monitoring),
 * and the payment provider's secrets.
 */
export class PortalStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly monitoring: Monitoring;
  readonly paymentSecrets: PaymentSecrets;
  readonly notaryLinkKey: NotaryLinkKey;
  readonly documents: Documents;
  readonly mail: Mail;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const settings = validateSettings(props.settings);

    const alarmEmail = new CfnParameter(this, 'AlarmEmail', {
      type: 'String',
      description: 'Email address that receives alarm notifications (confirm the subscription mail once).',
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'must be an email address',
    });

    this.auth = new Auth(this, 'Auth', { sesFromEmail: settings.sesFromEmail });
    this.data = new Data(this, 'Data');
    this.auth.addPostConfirmation(this.data.table);
    this.notaryLinkKey = new NotaryLinkKey(this, 'NotaryLinkKey');
    this.paymentSecrets = new PaymentSecrets(this, 'PaymentSecrets', {
      secretKeyName: settings.stripeSecretKeyName,
      webhookSecretName: settings.stripeWebhookSecretName,
    });

    // The functions need the site's URL and the distribution needs the API as an origin. In CloudFormation that is a
    // chain, not a cycle (functions → distribution → HTTP API); only construction order needs the lazy value.
    const late: { site?: Site } = {};
    const siteUrl = Lazy.string({
      produce: () => {
        if (!late.site) throw new Error('The site must be created before the stack is synthesized');
        return late.site.url;
      },
    });

    this.documents = new Documents(this, 'Documents', { siteUrl });
    this.data.backUpBucket(this.documents.bucket);

    this.api = new Api(this, 'Api', {
      documents: this.documents,
      table: this.data.table,
      indexArns: this.data.indexArns,
      userPool: this.auth.userPool,
      userPoolClients: [this.auth.userPoolClient, this.auth.staffClient],
      staffClient: this.auth.staffClient,
      paymentSecrets: this.paymentSecrets,
      notaryLinkKey: this.notaryLinkKey.secret,
      ...(settings.apiDomainName && settings.apiCertificateArn
        ? { originDomain: { name: settings.apiDomainName, certificateArn: settings.apiCertificateArn } }
        : {}),
      siteUrl,
      appVersion: settings.appVersion,
      routes: props.routes,
      entryFor: props.entryFor,
    });

    this.site = late.site = new Site(this, 'Site', {
      httpApi: this.api.httpApi,
      apiOriginDomain: settings.apiDomainName,
      webAclArn: props.cloudFrontWebAclArn,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      staffClient: this.auth.staffClient,
      bookingUrl: settings.bookingUrl,
      bookingOrigins: settings.bookingOrigins,
      documentsOrigin: this.documents.origin,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      webAssetsDir: settings.webAssetsDir,
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: alarmEmail.valueAsString,
      stage: this.api.stage,
      accessLogs: this.api.accessLogs,
      functions: this.api.functions,
      paymentsLogs: this.api.functions.get('payments')?.logGroup,
      preTokenGeneration: this.auth.preTokenGeneration,
      userPoolWafMetric: 'LdaUserPool',
      userPoolId: this.auth.userPool.userPoolId,
      table: this.data.table,
    });

    this.mail = new Mail(this, 'Mail', {
      table: this.data.table,
      outboxIndexArn: this.data.indexArns.find((arn) => arn.endsWith('/index/GSI2'))!,
      userPool: this.auth.userPool,
      siteUrl: this.site.url,
      from: notificationSender(settings),
      domain: settings.mailDomain,
      alarmTopic: this.monitoring.topic,
      notaryLinkKey: this.notaryLinkKey.secret,
      sms: { originationIdentity: settings.smsOriginationIdentity, configurationSet: settings.smsConfigurationSet },
    });

    if (this.site.deployment) this.acknowledgeBucketDeploymentFindings();

    const out = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    out('SiteUrl', this.site.url, 'The website');
    out('ApiUrl', this.site.apiUrl, 'The API as the browser sees it (CloudFront /api/* → HTTP API stage)');
    if (this.api.originDomain) {
      out(
        'ApiOriginTarget',
        this.api.originDomain.regionalDomainName,
        `DNS target (CNAME) of ${settings.apiDomainName}, the API's origin for CloudFront`,
      );
    } else {
      // Test deployments only (production switches the endpoint off): the stage is also reachable without CloudFront.
      out(
        'ApiEndpoint',
        `${this.api.httpApi.apiEndpoint}/${this.api.stage.stageName}`,
        'The API stage without CloudFront (test deployments)',
      );
    }
    out('DistributionId', this.site.distribution.distributionId, 'CloudFront distribution (invalidations)');
    out('DistributionDomainName', this.site.distribution.distributionDomainName, 'CNAME/alias target for a custom domain');
    out('SiteBucketName', this.site.bucket.bucketName, 'Bucket holding the built web');
    out('LogBucketName', this.site.logBucket.bucketName, 'CloudFront and S3 access logs');
    out('Region', this.region, 'Region of the stack');
    out('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool');
    out('UserPoolClientId', this.auth.userPoolClient.userPoolClientId, 'Cognito app client of the clients (no secret)');
    out('StaffUserPoolClientId', this.auth.staffClient.userPoolClientId, 'Cognito app client of the admin console (no secret)');
    out('UserPoolWebAclArn', this.auth.waf.acl.attrArn, 'WAF web ACL of the user pool');
    out('TableName', this.data.table.tableName, 'DynamoDB table');
    out('BackupVaultName', this.data.backupVault.backupVaultName, 'AWS Backup vault with the table backups');
    out('BackupRoleArn', this.data.backupRole.roleArn, 'Role for AWS Backup restore jobs (--iam-role-arn)');
    out('AlarmTopicArn', this.monitoring.topic.topicArn, 'SNS topic of the alarms');
    out('ApiAccessLogGroup', this.api.accessLogs.logGroupName, 'API access logs');
    out('DocumentsBucketName', this.documents.bucket.bucketName, 'Private bucket of case documents');
    out('MailConfigurationSet', this.mail.configurationSet.configurationSetName, 'SES configuration set of notification email');
    out('MailFeedbackTopicArn', this.mail.feedbackTopic.topicArn, 'SNS topic of email bounces and complaints');
    out('OutboxDeadLetterQueueUrl', this.mail.deadLetters.queueUrl, 'Outbox stream records that failed every retry');
    out('StripeSecretKeyArn', this.paymentSecrets.secretKey.secretArn, 'Set with aws secretsmanager put-secret-value');
    out('StripeWebhookSecretArn', this.paymentSecrets.webhookSecret.secretArn, 'Set with aws secretsmanager put-secret-value');
  }

  /**
   * The BucketDeployment provider is CDK's own singleton Lambda (Python + AWS CLI layer). Its runtime and permissions
   * are chosen by aws-cdk-lib, and it runs only while CloudFormation deploys the web build. Each finding is named
   * exactly (cdk-nag 3 has no rule-wide suppression), so a new permission in a CDK upgrade fails the nag test.
   */
  private acknowledgeBucketDeploymentFindings(): void {
    const provider = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!provider) throw new Error('BucketDeployment provider not found; aws-cdk-lib changed its construct id');

    // How cdk-nag prints the resources: literal account/region/partition when the stack has an environment (and the
    // partition-literals flag of cdk.json applies), else the pseudo parameters.
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const qualifier: string = this.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const siteBucketId: string = this.resolve((this.site.bucket.node.defaultChild as CfnBucket).logicalId);

    const why = 'CDK BucketDeployment provider (aws-cdk-lib singleton, runs only during deployments):';
    const reads = `${why} reads the staged web build (CDK grantRead action set).`;
    const writes = `${why} uploads the web build into the site bucket (CDK grantReadWrite action set).`;
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${why} aws-cdk-lib attaches the basic execution role so the provider can write its CloudWatch logs.`,
      },
      { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: reads },
      { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: reads },
      { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: reads },
      { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: writes },
      { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: writes },
      {
        id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
        reason: `${why} objects of the CDK bootstrap assets bucket, whose keys are content hashes known only after synthesis.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`,
        reason: `${why} every object of the site bucket: a deploy uploads the whole build.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${why} cloudfront:CreateInvalidation/GetInvalidation, which aws-cdk-lib grants on * (invalidations have no resource-level ARN at creation).`,
      },
      { id: 'AwsSolutions-L1', reason: `${why} its Python runtime is pinned by aws-cdk-lib and moves with aws-cdk-lib upgrades.` },
    );
  }
}
