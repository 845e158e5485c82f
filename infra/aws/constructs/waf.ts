import { ArnFormat, Stack } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_STAGE, LOG_RETENTION } from './api';

/**
 * Per-IP request limits (AWS WAF rate-based rules: requests per client IP in a sliding 5-minute window). Generous for
 * people — a family filling a questionnaire behind one home router, an office of staff behind one address — and low
 * enough that one host cannot take the API, the Lambda budget or Cognito's mail quota from everyone else.
 */
export const RATE_LIMITS = {
  windowSeconds: 300,
  /** Everything one IP asks of the site through CloudFront: pages, assets, API. */
  sitePerIp: 2000,
  /** API writes (POST, PUT, PATCH, DELETE under /api/; draft autosaves included) except the payment webhook. */
  apiWritesPerIp: 300,
  /** Every Cognito call from one IP (sign-in, token refresh, profile and MFA calls). */
  cognitoPerIp: 1000,
  /** Sign-up, sign-in, MFA codes, confirmation and password-reset calls from one IP. */
  cognitoSignInPerIp: 100,
  /** The API's account routes (/api/auth/…: sign-up, its code, a new code) from one IP: they create accounts and send mail. */
  apiAccountPerIp: 100,
} as const;

/** The API's public account routes (shared/api/routes.ts, group `auth`), under the API's path on the site. */
export const API_ACCOUNT_PATH_PREFIX = `/${API_STAGE}/auth/`;

/** Cognito actions that sign up, sign in or send mail: the abused ones. */
export const COGNITO_SIGN_IN_ACTIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

/**
 * Rules of AWS's common rule set that inspect request bodies. Bodies here are JSON the API validates with strict zod
 * schemas and renders only as text: questionnaire answers are free text up to 256 KB (a client's narrative may quote
 * markup or paths), and these rules would refuse legitimate ones (SizeRestrictions_BODY stops at 8 KB). They count
 * (visible in the WAF metrics) instead of blocking; every other rule of the set blocks.
 */
export const COUNT_ONLY_BODY_RULES = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericRFI_BODY',
  'GenericLFI_BODY',
  'EC2MetaDataSSRF_BODY',
] as const;

/** The API's error body for a refused request (shared/api/errors.ts shape; the web shows its "unavailable" text). */
export const RATE_LIMITED_BODY = JSON.stringify({
  error: { code: 'unavailable', message: 'Too many requests from your network. Please wait a few minutes and try again.', retryable: true },
});

type Statement = CfnWebACL.StatementProperty;
/**
 * What a field is compared as (F15): a path URL-decoded and normalised (`/api/%61uth/…` and `/api/./auth/…` are
 * `/api/auth/…`), a header lowercased (its search string too); the method as sent (methods are case-sensitive).
 */
const transformsOf = (field: CfnWebACL.FieldToMatchProperty): CfnWebACL.TextTransformationProperty[] =>
  field.uriPath
    ? [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
      ]
    : field.singleHeader
      ? [{ priority: 0, type: 'LOWERCASE' }]
      : [{ priority: 0, type: 'NONE' }];
const match = (fieldToMatch: CfnWebACL.FieldToMatchProperty, searchString: string, positionalConstraint: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch,
    searchString: fieldToMatch.singleHeader ? searchString.toLowerCase() : searchString,
    positionalConstraint,
    textTransformations: transformsOf(fieldToMatch),
  },
});
const anyOf = (statements: Statement[]): Statement => (statements.length === 1 ? statements[0] : { orStatement: { statements } });
const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function commonRuleSet(priority: number): CfnWebACL.RuleProperty {
  return {
    name: 'AwsCommonRuleSet',
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: 'AWSManagedRulesCommonRuleSet',
        ruleActionOverrides: COUNT_ONLY_BODY_RULES.map((name) => ({ name, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: visibility('AwsCommonRuleSet'),
  };
}

function rateRule(name: string, priority: number, limit: number, scopeDownStatement?: Statement, tooMany = false): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: tooMany ? { customResponse: { responseCode: 429, customResponseBodyKey: 'tooMany' } } : {} },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: RATE_LIMITS.windowSeconds,
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** The CloudFront web ACL's rules: the common rule set, a per-IP limit, stricter ones for API writes and the account routes. */
export function siteRules(): CfnWebACL.RuleProperty[] {
  const apiWrite: Statement = {
    andStatement: {
      statements: [
        match({ uriPath: {} }, `/${API_STAGE}/`, 'STARTS_WITH'),
        anyOf(['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => match({ method: {} }, m, 'EXACTLY'))),
        // Stripe's deliveries come from a few addresses for every Stripe customer: never rate-limit payments.
        { notStatement: { statement: match({ uriPath: {} }, `/${API_STAGE}/payments/webhook`, 'EXACTLY') } },
      ],
    },
  };
  return [
    commonRuleSet(0),
    rateRule('PerIpRequests', 1, RATE_LIMITS.sitePerIp, undefined, true),
    rateRule('PerIpApiWrites', 2, RATE_LIMITS.apiWritesPerIp, apiWrite, true),
    // Sign-up, its code and a new code: what an enumeration or mail-bombing script would call, as strict as the pool's.
    rateRule('PerIpAccountRoutes', 3, RATE_LIMITS.apiAccountPerIp, match({ uriPath: {} }, API_ACCOUNT_PATH_PREFIX, 'STARTS_WITH'), true),
  ];
}

/** The user pool's web ACL rules: the common rule set, a per-IP limit, a stricter one for sign-up and sign-in. */
export function userPoolRules(): CfnWebACL.RuleProperty[] {
  const signIn = anyOf(
    COGNITO_SIGN_IN_ACTIONS.map((action) =>
      match({ singleHeader: { Name: 'x-amz-target' } }, `AWSCognitoIdentityProviderService.${action}`, 'EXACTLY'),
    ),
  );
  return [
    commonRuleSet(0),
    rateRule('PerIpCognito', 1, RATE_LIMITS.cognitoPerIp),
    rateRule('PerIpSignIn', 2, RATE_LIMITS.cognitoSignInPerIp, signIn),
  ];
}

export interface WebAclProps {
  scope: 'CLOUDFRONT' | 'REGIONAL';
  name: string;
  description: string;
  rules: CfnWebACL.RuleProperty[];
}

/**
 * What a web ACL's log keeps (security review F15). WAF logs a request's headers, URI, query, client IP and country,
 * never its body. Only the requests a rule **blocked or counted** are kept (the rest are dropped before they are
 * written): enough to see an attack and to explain a refused client, without a record of every visit to the site of a
 * legal document assistant whose clients include people hiding from an abuser. The `authorization` header (the API's
 * ID token) and `cookie` are redacted. The log group's name must begin with WAF's required prefix.
 */
export const WAF_LOGS = {
  namePrefix: 'aws-waf-logs-',
  keep: ['BLOCK', 'COUNT'] as const,
  redactedHeaders: ['authorization', 'cookie'] as const,
} as const;

/** An AWS WAF web ACL (allow by default; the rules block), with CloudWatch metrics per rule and a log (WAF_LOGS). */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;
  readonly logs: LogGroup;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      rules: props.rules,
      customResponseBodies: { tooMany: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      visibilityConfig: visibility(props.name),
    });

    // One log group per ACL and stack (names are unique per account and region), kept as long as the API's logs.
    const logGroupName = `${WAF_LOGS.namePrefix}${Stack.of(this).stackName}-${props.name}`;
    this.logs = new LogGroup(this, 'Logs', { logGroupName, retention: LOG_RETENTION });
    // WAF wants the log group's ARN without the ":*" CloudFormation's Arn attribute ends with.
    const destination = Stack.of(this).formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: logGroupName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.acl.attrArn,
      logDestinationConfigs: [destination],
      redactedFields: WAF_LOGS.redactedHeaders.map((name) => ({ singleHeader: { Name: name } })),
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: WAF_LOGS.keep.map((action) => ({ ActionCondition: { Action: action } })),
          },
        ],
      },
    });
    logging.node.addDependency(this.logs);
  }

  /** Protect a regional resource (the user pool) with this ACL. */
  associate(id: string, resourceArn: string): CfnWebACLAssociation {
    return new CfnWebACLAssociation(this, id, { resourceArn, webAclArn: this.acl.attrArn });
  }
}
