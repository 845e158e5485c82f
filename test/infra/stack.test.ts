/**
 * The stack's resources against the shared definitions (password policy, table, route table) and the brief:
 * one synth with real esbuild bundling in beforeAll, then property assertions (no snapshots).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { DEPLOYED_ROUTES, ROUTE_GROUPS, ROUTES, routeKey, type RouteGroup } from '../../shared/api/routes';
import { PASSWORD_POLICY } from '../../shared/auth/password-policy';
import { ADMIN_GROUP } from '../../shared/auth/groups';
import { STAFF_CLIENT_NAME, WEB_CLIENT_NAME } from '../../shared/auth/clients';
import { BUSINESS } from '../../shared/business';
import { RuntimeConfigSchema } from '../../shared/config';
import { TABLE } from '../../shared/data/table';
import { API_STAGE, API_THROTTLE, GROUP_ACCESS, PUBLIC_ROUTE_THROTTLE } from '../../infra/aws/constructs/api';
import { COUNT_ONLY_BODY_RULES, RATE_LIMITS, WAF_LOGS } from '../../infra/aws/constructs/waf';
import { ABUSE_THRESHOLDS } from '../../infra/aws/constructs/monitoring';
import { PAYMENT_NOT_APPLIED } from '../../functions/lib/domain/payments';
import { ErrorBodySchema } from '../../shared/api/errors';
import { DAILY_RETENTION_DAYS } from '../../infra/aws/constructs/data';
import { CACHE_CONTROL, spaRewriteCode } from '../../infra/aws/constructs/site';
import { buildStack, PRODUCTION_SETTINGS, refId, templateOf, TEST_ENV, type TestStack } from './helpers';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

let t: TestStack;
let template: Template;
let resources: Record<string, Resource>;
let assemblyDir: string;

const ofType = (type: string): Array<[string, Resource]> => Object.entries(resources).filter(([, r]) => r.Type === type);
const only = (type: string): [string, Resource] => {
  const found = ofType(type);
  expect(found).toHaveLength(1);
  return found[0];
};

/** Logical id of each route group's function (from its description, which names the group). */
const functionIdOf = (group: RouteGroup): string => {
  const found = ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Description?.includes(`route group "${group}"`));
  expect(found).toHaveLength(1);
  return found[0][0];
};

/** All statements of the inline policies attached to a role. */
const statementsOfRole = (roleId: string): Array<{ Action: string | string[]; Resource: unknown; Effect: string }> =>
  ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: unknown) => refId(r) === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
const actionsOf = (statements: Array<{ Action: string | string[] }>): string[] => statements.flatMap((s) => [s.Action].flat());
const clientNamed = (name: string): Record<string, any> => {
  const found = ofType('AWS::Cognito::UserPoolClient').filter(([, c]) => c.Properties.ClientName === name);
  expect(found).toHaveLength(1);
  return found[0][1].Properties;
};

beforeAll(() => {
  t = buildStack({ bundle: true });
  template = templateOf(t);
  resources = template.toJSON().Resources;
  assemblyDir = t.app.synth().directory;
}, 180_000);

describe('what CloudFormation accepts', () => {
  it('every IAM role’s description is in the characters IAM allows (a curly apostrophe fails the deploy)', () => {
    // IAM's Description pattern (CreateRole): tab, newline, return, printable ASCII and U+00A1–U+00FF.
    const allowed = (c: number) => c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c <= 0x7e) || (c >= 0xa1 && c <= 0xff);
    const iamAccepts = (d: string) => [...d].every((ch) => allowed(ch.codePointAt(0)!));
    const roles = ofType('AWS::IAM::Role').map(([id, r]) => [id, r.Properties.Description ?? ''] as const);
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter(([, d]) => typeof d !== 'string' || !iamAccepts(d))).toEqual([]);
  });
});

describe('what the web ACLs log (F15)', () => {
  /** Each stack's web ACLs with their logging configuration and its log group. */
  const logged = () => {
    const stacks = [resources, Template.fromStack(t.edge).toJSON().Resources as Record<string, Resource>];
    return stacks.flatMap((res) => {
      const entries = Object.entries(res);
      return entries
        .filter(([, r]) => r.Type === 'AWS::WAFv2::WebACL')
        .map(([aclId]) => {
          const configs = entries.filter(
            ([, r]) => r.Type === 'AWS::WAFv2::LoggingConfiguration' && refId(r.Properties.ResourceArn) === aclId,
          );
          expect(configs).toHaveLength(1);
          const [configId, config] = configs[0];
          const groups = entries.filter(
            ([, r]) =>
              r.Type === 'AWS::Logs::LogGroup' &&
              JSON.stringify(config.Properties.LogDestinationConfigs).includes(r.Properties.LogGroupName),
          );
          expect(groups).toHaveLength(1);
          return { config: config.Properties, configId, group: groups[0][1], groupId: groups[0][0], res };
        });
    });
  };

  it('logs each web ACL (site and user pool) to a log group named as WAF requires, kept 90 days', () => {
    const acls = logged();
    expect(acls).toHaveLength(2);
    for (const { config, configId, group, groupId, res } of acls) {
      expect(group.Properties.LogGroupName).toMatch(new RegExp(`^${WAF_LOGS.namePrefix}`));
      expect(group.Properties.RetentionInDays).toBe(90);
      // The ARN without CloudFormation's ":*" (WAF refuses it), and the group created before the configuration.
      expect(JSON.stringify(config.LogDestinationConfigs)).toMatch(/:log-group:aws-waf-logs-[^"*]+"\]/);
      expect((res[configId] as Resource & { DependsOn?: string[] }).DependsOn).toContain(groupId);
    }
  });

  it('keeps only blocked and counted requests, with the token and cookies redacted', () => {
    for (const { config } of logged()) {
      expect(config.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
      expect(config.LoggingFilter).toEqual({
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      });
    }
  });
});

describe('auth (Cognito)', () => {
  it('enforces the shared password policy, at least 12 characters (F22)', () => {
    expect(PASSWORD_POLICY.minLength).toBeGreaterThanOrEqual(12);
    // CDK's matcher throws with its diff; jest counts the assertion (test/support/has-assertions.ts).
    expect(() =>
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
            TemporaryPasswordValidityDays: PASSWORD_POLICY.tempPasswordValidityDays,
          },
        },
      }),
    ).not.toThrow();
  });

  it('signs in by email, refuses self sign-up (B-2: the API makes accounts), verifies email, requires given and family name, recovers by email', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    expect(pool.Properties.UsernameAttributes).toEqual(['email']);
    expect(pool.Properties.AutoVerifiedAttributes).toEqual(['email']);
    // Cognito's own SignUp would tell a taken email (UsernameExistsException): only the auth function creates accounts.
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    expect(pool.Properties.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
    const required = pool.Properties.Schema.filter((a: { Required?: boolean }) => a.Required).map((a: { Name: string }) => a.Name);
    expect(required).toEqual(expect.arrayContaining(['email', 'given_name', 'family_name']));
    // Production sends through SES from the configured identity (Cognito's sender only in test deployments:
    // settings.test.ts); replies reach the office.
    expect(pool.Properties.EmailConfiguration).toMatchObject({ EmailSendingAccount: 'DEVELOPER', ReplyToEmailAddress: BUSINESS.email });
    // Mail goes out in both languages.
    expect(pool.Properties.EmailVerificationMessage).toMatch(/verification code is \{####\}[\s\S]*código de verificación es \{####\}/);
  });

  it('is protected from deletion and retained', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.UpdateReplacePolicy).toBe('Retain');
  });

  it('has the admin group', () => {
    expect(() =>
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP, UserPoolId: Match.anyValue() }),
    ).not.toThrow();
  });

  it.each([
    [WEB_CLIENT_NAME, 60, 30 * 24 * 60],
    [STAFF_CLIENT_NAME, 15, 12 * 60],
  ])(
    'has the public app client %s (no secret, SRP only, no user-existence errors), ID tokens %i min, refresh %i min',
    (name, idMinutes, refreshMinutes) => {
      const client = clientNamed(name);
      expect(client.GenerateSecret).toBe(false);
      // No USER_PASSWORD_AUTH in AWS: the password never leaves the browser (SRP).
      expect([...client.ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
      expect(client.PreventUserExistenceErrors).toBe('ENABLED');
      expect(client.EnableTokenRevocation).toBe(true);
      expect(client.TokenValidityUnits).toEqual({ AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' });
      expect(client.IdTokenValidity).toBe(idMinutes);
      expect(client.AccessTokenValidity).toBe(idMinutes);
      expect(client.RefreshTokenValidity).toBe(refreshMinutes);
      expect(ofType('AWS::Cognito::UserPoolClient')).toHaveLength(2);
    },
  );

  it('offers TOTP MFA to every user (optional), no SMS', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('runs the admin-claim rule as its pre-token-generation trigger, which may read only this pool', () => {
    const [poolId, pool] = only('AWS::Cognito::UserPool');
    const triggerId = refId(pool.Properties.LambdaConfig.PreTokenGeneration);
    const fn = resources[triggerId].Properties;
    expect(fn.Description).toMatch(/pre-token-generation/);
    expect(fn.Timeout).toBeLessThanOrEqual(5);
    const statements = statementsOfRole(refId(fn.Role));
    const cognito = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('cognito-idp:')));
    expect(actionsOf(cognito).sort()).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPoolClient']);
    expect(JSON.stringify(cognito.map((st) => st.Resource))).toContain(`"Ref":"${poolId}"`);
    expect(JSON.stringify(cognito.map((st) => st.Resource))).not.toContain('*');
    // Cognito may invoke it.
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
    });
  });

  it('writes Cognito’s own emails through the custom-message trigger (the §6408 footer), which calls no AWS API', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const triggerId = refId(pool.Properties.LambdaConfig.CustomMessage);
    const fn = resources[triggerId].Properties;
    expect(fn.Description).toMatch(/custom-message/);
    expect(fn.Timeout).toBeLessThanOrEqual(5);
    const actions = actionsOf(statementsOfRole(refId(fn.Role)));
    expect(actions.every((a) => a.startsWith('logs:'))).toBe(true);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
    });
  });

  it('puts a regional WAF web ACL on the user pool: common rule set, per-IP limits, stricter for sign-up and sign-in', () => {
    const [poolId] = only('AWS::Cognito::UserPool');
    const [, association] = only('AWS::WAFv2::WebACLAssociation');
    expect(association.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
    const acl = resources[refId(association.Properties.WebACLArn)].Properties;
    expect(acl.Scope).toBe('REGIONAL');
    const rules = Object.fromEntries(acl.Rules.map((r: any) => [r.Name, r]));
    expect(rules.AwsCommonRuleSet.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
    expect(rules.PerIpCognito.Statement.RateBasedStatement).toMatchObject({ Limit: RATE_LIMITS.cognitoPerIp, AggregateKeyType: 'IP' });
    const signIn = rules.PerIpSignIn.Statement.RateBasedStatement;
    expect(signIn.Limit).toBe(RATE_LIMITS.cognitoSignInPerIp);
    expect(signIn.Limit).toBeLessThan(RATE_LIMITS.cognitoPerIp);
    const targets = signIn.ScopeDownStatement.OrStatement.Statements.map((st: any) => st.ByteMatchStatement.SearchString);
    // Compared lowercased, the header lowercased first (F15).
    for (const action of ['SignUp', 'InitiateAuth', 'RespondToAuthChallenge', 'ForgotPassword', 'ResendConfirmationCode'])
      expect(targets).toContain(`AWSCognitoIdentityProviderService.${action}`.toLowerCase());
  });

  it('matches every path URL-decoded and normalised, every header lowercased, in both web ACLs (F15)', () => {
    const matches: Array<{ FieldToMatch: Record<string, unknown>; SearchString: string; TextTransformations: unknown[] }> = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (o.ByteMatchStatement) matches.push(o.ByteMatchStatement as (typeof matches)[number]);
        Object.values(o).forEach(walk);
      }
    };
    const edgeAcls = Object.values(Template.fromStack(t.edge).toJSON().Resources as Record<string, Resource>);
    const acls = [...ofType('AWS::WAFv2::WebACL').map(([, r]) => r), ...edgeAcls.filter((r) => r.Type === 'AWS::WAFv2::WebACL')];
    expect(acls).toHaveLength(2);
    walk(acls);
    const paths = matches.filter((m) => 'UriPath' in m.FieldToMatch);
    const headers = matches.filter((m) => 'SingleHeader' in m.FieldToMatch);
    expect(paths.length).toBeGreaterThan(0);
    expect(headers.length).toBeGreaterThan(0);
    for (const m of paths)
      expect(m.TextTransformations).toEqual([
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'NORMALIZE_PATH' },
      ]);
    for (const m of headers) {
      expect(m.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
      expect(m.SearchString).toBe(m.SearchString.toLowerCase());
    }
  });
});

describe('data (DynamoDB + AWS Backup)', () => {
  it('has the keys, GSIs and TTL of the shared table definition', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    const p = table.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.timeToLiveAttribute, Enabled: true });
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
    expect(p.AttributeDefinitions).toEqual(expect.arrayContaining(keyAttributes.map((a) => ({ AttributeName: a, AttributeType: 'S' }))));
    expect(p.AttributeDefinitions).toHaveLength(keyAttributes.length);
  });

  it('is on demand, with point-in-time recovery, deletion protection, encryption at rest, retained', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true }); // KMS, AWS managed key
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('backs the table up daily (kept a week) and monthly for the case-file retention period (7 years)', () => {
    const [, plan] = only('AWS::Backup::BackupPlan');
    const rules = plan.Properties.BackupPlan.BackupPlanRule as Array<{
      Lifecycle: { DeleteAfterDays: number };
      ScheduleExpression: string;
    }>;
    const keepDays = rules.map((r) => r.Lifecycle.DeleteAfterDays).sort((a, b) => a - b);
    expect(keepDays[0]).toBe(DAILY_RETENTION_DAYS);
    expect(keepDays[1]).toBeGreaterThanOrEqual(BUSINESS.caseFileRetentionYears * 365);
    expect(rules.some((r) => r.ScheduleExpression === 'cron(0 11 1 * ? *)')).toBe(true);

    const [tableId] = only('AWS::DynamoDB::Table');
    // The table's selection (the documents bucket has its own in the same plan: test/infra/casework.test.ts).
    const selections = ofType('AWS::Backup::BackupSelection').map(([, r]) => r.Properties.BackupSelection.Resources.map(refId));
    expect(selections).toContainEqual([tableId]);
    const [, vault] = only('AWS::Backup::BackupVault');
    expect(vault.DeletionPolicy).toBe('Retain');
  });
});

describe('api (HTTP API + Lambda)', () => {
  const routes = () => ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);

  it('has exactly one route per entry of the route table, local-only routes left out', () => {
    expect(
      routes()
        .map((r) => r.RouteKey)
        .sort(),
    ).toEqual(DEPLOYED_ROUTES.map(routeKey).sort());
  });

  it('does not deploy the test-mode payment completion (local only), whatever the environment', () => {
    const localOnly = ROUTES.filter((r) => r.localOnly).map(routeKey);
    // The orders' and the process-serving orders' (issue 32) test-mode completions.
    expect(localOnly).toEqual(['POST /payments/test-mode/{sessionId}/complete', 'POST /payments/test-mode/{sessionId}/complete-service']);
    const deployed = routes().map((r) => r.RouteKey);
    for (const key of localOnly) expect(deployed).not.toContain(key);
    expect(JSON.stringify(template.toJSON())).not.toContain('test-mode');
  });

  it('throttles the public routes lower than the others', () => {
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    const publicKeys = ROUTES.filter((r) => r.access === 'public').map(routeKey);
    expect(Object.keys(stage.Properties.RouteSettings).sort()).toEqual(publicKeys.sort());
    for (const key of publicKeys)
      expect(stage.Properties.RouteSettings[key]).toEqual({
        ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burstLimit,
      });
    expect(PUBLIC_ROUTE_THROTTLE.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
  });

  it('puts the Cognito JWT authorizer on every route that is not public, and none on public ones', () => {
    const [authorizerId] = only('AWS::ApiGatewayV2::Authorizer');
    for (const route of DEPLOYED_ROUTES) {
      const r = routes().find((x) => x.RouteKey === routeKey(route))!;
      if (route.access === 'public') {
        expect(r.AuthorizationType).toBe('NONE');
        expect(r.AuthorizerId).toBeUndefined();
      } else {
        expect(r.AuthorizationType).toBe('JWT');
        expect(refId(r.AuthorizerId)).toBe(authorizerId);
      }
    }
    // The brief: health and the payment webhook are the public ones.
    expect(ROUTES.filter((r) => r.access === 'public').map(routeKey)).toEqual(
      expect.arrayContaining(['GET /health', 'POST /payments/webhook']),
    );
  });

  it('verifies Cognito tokens of either app client (web, staff) from the Authorization header', () => {
    const [poolId] = only('AWS::Cognito::UserPool');
    const clientIds = ofType('AWS::Cognito::UserPoolClient').map(([id]) => id);
    const [, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(authorizer.Properties.JwtConfiguration.Audience.map(refId).sort()).toEqual(clientIds.sort());
    expect(authorizer.Properties.JwtConfiguration.Issuer).toEqual({
      'Fn::Join': ['', [`https://cognito-idp.${TEST_ENV.region}.amazonaws.com/`, { Ref: poolId }]],
    });
  });

  it('sends each route to the function of its group', () => {
    for (const route of DEPLOYED_ROUTES) {
      const r = routes().find((x) => x.RouteKey === routeKey(route))!;
      const integrationId = refId(r.Target['Fn::Join'][1][1]);
      const integration = resources[integrationId];
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      expect(refId(integration.Properties.IntegrationUri)).toBe(functionIdOf(route.group));
    }
  });

  it('has one ARM64 function per route group on a current Node.js runtime, with log retention', () => {
    const groups = [...new Set(ROUTES.map((r) => r.group))];
    expect(ofType('AWS::Lambda::Function').filter(([, f]) => f.Properties.Description?.startsWith('LDA API'))).toHaveLength(groups.length);
    for (const group of groups) {
      const fn = resources[functionIdOf(group)].Properties;
      expect(fn.Architectures).toEqual(['arm64']);
      expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
      expect(fn.Handler).toBe('index.handler');
      const logGroup = resources[refId(fn.LoggingConfig.LogGroup)];
      expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
      expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('configures each function by environment: table, pool, origin, provider, secrets only for payments', () => {
    const [poolId] = only('AWS::Cognito::UserPool');
    const [tableId] = only('AWS::DynamoDB::Table');
    const [distributionId] = only('AWS::CloudFront::Distribution');
    const siteUrl = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };
    for (const group of ROUTE_GROUPS) {
      const env = resources[functionIdOf(group)].Properties.Environment.Variables;
      expect(env).toMatchObject({
        USER_POOL_ID: { Ref: poolId },
        PAYMENT_PROVIDER: 'stripe',
        SITE_URL: siteUrl,
        ALLOWED_ORIGIN: siteUrl,
        APP_VERSION: '9.9.9-test',
      });
      if (GROUP_ACCESS[group].table.length === 0) expect(env.TABLE_NAME).toBeUndefined();
      else expect(env.TABLE_NAME).toEqual({ Ref: tableId });
      if (group === 'payments') {
        expect(refId(env.STRIPE_SECRET_KEY_ARN)).toMatch(/^PaymentSecretsStripeSecretKey/);
        expect(refId(env.STRIPE_WEBHOOK_SECRET_ARN)).toMatch(/^PaymentSecretsStripeWebhookSecret/);
      } else {
        expect(env.STRIPE_SECRET_KEY_ARN).toBeUndefined();
        expect(env.STRIPE_WEBHOOK_SECRET_ARN).toBeUndefined();
      }
    }
  });

  it('grants each group only the item actions its code uses (D-5), payments its secrets; never Scan, BatchWriteItem or *', () => {
    const [tableId] = only('AWS::DynamoDB::Table');
    // What each group's store calls need (functions/lib/store): writes only where a route writes, deletes only where
    // a route deletes (drafts, the submission's transaction, case documents, unassignment), profile never queries.
    const expectations: Record<RouteGroup, { table: string[]; secrets: boolean }> = {
      health: { table: [], secrets: false },
      // Sign-up: the code item (put, attempts counted, read, deleted) and the outbox item.
      auth: { table: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'], secrets: false },
      // Client routes read the session's revocation marker with their first read (BatchGetItem, F2/F3).
      profile: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'], secrets: false },
      orders: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      payments: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'], secrets: true },
      drafts: { table: ['DeleteItem', 'GetItem', 'Query', 'UpdateItem'], secrets: false },
      submissions: { table: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      clientcase: { table: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      // Drawing a PDF reads the submission (BatchGetItem) and a Spanish case's translation desk (Query); the admin PDF
      // route checks the revocation marker; adding the packet to the case writes one transaction (document and audit
      // Put, the case's counts Update).
      // …and the proof of service (issue 32): the job's partition (Query), the signed proof recorded (Update, history Put).
      documents: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      // The console writes status, payments, audit and outbox items and deletes nothing; the case workspace
      // (casework) removes documents and unassigns cases.
      admin: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      casework: { table: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      // The notary booking: the booking transaction (appointment, units, outbox: Put), cancel and reschedule (Update,
      // freed units Delete), availability and taken units read (Get, Query); the manage links' key (its secret).
      notary: { table: ['DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: true },
      // The console's notary desk: hours and exceptions (Put, Delete), appointments read (Query) and closed (Update).
      notarydesk: { table: ['DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      // Process serving (issue 32): the client's jobs and orders, the console's desk and roster, the field app — each
      // reads a job's partition and the lists (BatchGet, Query) and writes jobs, attempts, history (Put, Update); no deletes.
      serving: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      servedesk: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
      field: { table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'], secrets: false },
    };
    for (const group of ROUTE_GROUPS) {
      const fn = resources[functionIdOf(group)].Properties;
      const roleId = refId(fn.Role);
      expect(resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
      const statements = statementsOfRole(roleId);
      const actions = actionsOf(statements);
      expect(actions).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
      expect(actions.some((a) => a.endsWith('*'))).toBe(false);
      expect(statements.some((st) => JSON.stringify(st.Resource) === '"*"')).toBe(false);

      const onTable = statements.filter((st) => JSON.stringify(st.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] }));
      expect({
        group,
        actions: actionsOf(onTable)
          .map((a) => a.replace('dynamodb:', ''))
          .sort(),
      }).toEqual({ group, actions: expectations[group].table });
      const onIndexes = statements.filter((st) => JSON.stringify(st.Resource).includes('/index/'));
      if (expectations[group].table.includes('Query')) {
        expect(onIndexes.map((st) => st.Action)).toEqual(['dynamodb:Query']);
        expect(JSON.stringify(onIndexes[0].Resource)).not.toContain('/index/*');
      } else expect(onIndexes).toEqual([]);
      const secrets = actions.filter((a) => a.startsWith('secretsmanager:'));
      expect(secrets.length > 0).toBe(expectations[group].secrets);
      if (expectations[group].secrets) expect(secrets).toContain('secretsmanager:GetSecretValue');
    }
  });

  it('has one stage at /api with default throttling and JSON access logs', () => {
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe(API_STAGE);
    expect(stage.Properties.AutoDeploy).toBe(true);
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: API_THROTTLE.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.burstLimit,
    });
    const log = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(log).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    const logGroup = resources[refId(stage.Properties.AccessLogSettings.DestinationArn)];
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('allows no cross-origin callers: the API is same-origin with the site (CloudFront /api/*), no CORS configuration', () => {
    const [, api] = only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('HTTP');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });

  it('bundles each function as minified ESM with a createRequire banner, and the health handler answers', () => {
    const code = resources[functionIdOf('health')].Properties.Code;
    const bundleDir = join(assemblyDir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
    const bundle = join(bundleDir, 'index.mjs');
    expect(existsSync(bundle)).toBe(true);
    const source = readFileSync(bundle, 'utf8');
    expect(source.startsWith("import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);")).toBe(true);
    // Minified: long lines (the few line breaks left are inside template literals and license comments).
    expect(source.length / source.split('\n').length).toBeGreaterThan(1000);

    // Run the bundle the way Lambda does (an ES module, handler export) with an API Gateway v2 event.
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      const res = await handler({ routeKey: 'GET /health', rawPath: '/api/health', headers: {}, requestContext: { requestId: 't' } }, {});
      process.stdout.write(JSON.stringify(res));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, APP_VERSION: '9.9.9-test', LOG_LEVEL: 'error' },
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    const res = JSON.parse(run.stdout);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok', version: '9.9.9-test' });
  });
});

describe('every function bundled by the one plugin build', () => {
  it('the outbox consumer, the Cognito trigger and the database groups: split ESM bundles from bundleLambda, its SDK stubs in', () => {
    const described = (pattern: RegExp) =>
      Object.values(resources).filter(
        (r: any) => r.Type === 'AWS::Lambda::Function' && pattern.test(String(r.Properties.Description ?? '')),
      );
    const fns = [
      ...described(/^LDA email outbox consumer/),
      ...described(/^Admin group claim/),
      ...ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].table.length).map((g) => resources[functionIdOf(g)]),
    ] as any[];
    expect(fns.length).toBe(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].table.length).length + 2);
    for (const fn of fns) {
      const dir = join(assemblyDir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
      const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')).map((f) => join(dir, 'chunks', f)) : [];
      const code = [join(dir, 'index.mjs'), ...chunks].map((f) => readFileSync(f, 'utf8')).join('\n');
      // Every one reaches the SDK's retry configuration: functions/lib/lambda-sdk-unused.ts (its errors name the
      // plugins' file) is in the asset, as only the plugin build puts it there.
      expect([fn.Properties.Description, fn.Properties.Handler, code.includes('see infra/aws/lambda-plugins.ts')]).toEqual([
        fn.Properties.Description,
        'index.handler',
        true,
      ]);
    }
  });
});

describe('court forms in the documents function', () => {
  it('splits its bundle: index.mjs loads neither pdf-lib nor the questionnaires and form maps, which are chunks read on first use', () => {
    const fn = resources[functionIdOf('documents')].Properties;
    const dir = join(assemblyDir, `asset.${fn.Code.S3Key.replace(/\.zip$/, '')}`);
    expect(fn.Handler).toBe('index.handler');
    // The files a cold start reads: index.mjs and, transitively, the chunks it imports statically.
    const atStart = new Set<string>();
    const visit = (file: string) => {
      if (atStart.has(file)) return;
      atStart.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) visit(join(dirname(file), m[1]));
    };
    visit(join(dir, 'index.mjs'));
    const chunks = readdirSync(join(dir, 'chunks')).map((f) => join(dir, 'chunks', f));
    const size = (files: Iterable<string>) => [...files].reduce((n, f) => n + statSync(f).size, 0);
    expect(size(atStart)).toBeLessThan(400 * 1024);
    // The rest (pdf-lib and its fonts alone are ~425 KiB) is on disk, in chunks no static import reaches.
    expect(size(chunks.filter((f) => !atStart.has(f)))).toBeGreaterThan(1024 * 1024);
  });

  it('carries the shipped forms and their manifest in its bundle (FORMS_DIR), and no other function does', () => {
    for (const group of ROUTE_GROUPS) {
      const fn = resources[functionIdOf(group)].Properties;
      const formsDir = join(assemblyDir, `asset.${fn.Code.S3Key.replace(/\.zip$/, '')}`, 'forms');
      if (group === 'documents') {
        expect(fn.Environment.Variables.FORMS_DIR).toBe('/var/task/forms');
        const manifest = JSON.parse(readFileSync(join(formsDir, 'manifest.json'), 'utf8')) as { forms: Array<{ form: string }> };
        expect(manifest.forms.length).toBeGreaterThan(0);
        for (const { form } of manifest.forms) expect([form, existsSync(join(formsDir, `${form}.pdf`))]).toEqual([form, true]);
      } else {
        expect(fn.Environment?.Variables?.FORMS_DIR).toBeUndefined();
        expect(existsSync(formsDir)).toBe(false);
      }
    }
  });
});

describe('site (S3 + CloudFront)', () => {
  const distribution = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
  const behavior = (pattern: string) => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
  const headersPolicy = (ref: unknown) => resources[refId(ref)].Properties.ResponseHeadersPolicyConfig;
  const cacheControlOf = (ref: unknown): string | undefined =>
    headersPolicy(ref).CustomHeadersConfig?.Items.find((h: { Header: string }) => h.Header === 'Cache-Control')?.Value;
  const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
  const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
  const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

  it('keeps the site bucket private and encrypted, reachable only by CloudFront (OAC) over TLS', () => {
    const [siteBucketId] = ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('SiteBucket'))!;
    const bucket = resources[siteBucketId].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');

    const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => refId(p.Properties.Bucket) === siteBucketId)![1];
    const statements = policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        expect.objectContaining({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
      ]),
    );
    only('AWS::CloudFront::OriginAccessControl');
    const s3Origin = distribution().Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('rewrites client routes with a viewer-request CloudFront Function on the default behaviour only', () => {
    const [fnId, fn] = only('AWS::CloudFront::Function');
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toBe(spaRewriteCode());
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    for (const b of distribution().CacheBehaviors) expect(b.FunctionAssociations).toBeUndefined();
    // No error-response rewriting that would turn API or file errors into index.html.
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('caches hashed assets immutably and revalidates pages and /config.json', () => {
    expect(behavior('/assets/*').CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(cacheControlOf(behavior('/assets/*').ResponseHeadersPolicyId)).toBe(CACHE_CONTROL.immutable);
    expect(CACHE_CONTROL.immutable).toMatch(/max-age=31536000.*immutable/);
    expect(cacheControlOf(behavior('/config.json').ResponseHeadersPolicyId)).toBe('no-cache');
    expect(cacheControlOf(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe('no-cache');
    expect(distribution().DefaultRootObject).toBe('index.html');
  });

  it('forwards /api/* uncached, with every viewer header but Host, to the HTTP API’s own origin domain over HTTPS', () => {
    const api = behavior(`/${API_STAGE}/*`);
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(cacheControlOf(api.ResponseHeadersPolicyId)).toBeUndefined(); // handlers' no-store stands
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.DomainName).toBe(PRODUCTION_SETTINGS.apiDomainName);
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // The /api behaviour is matched before the catch-all static ones.
    expect(distribution().CacheBehaviors[0].PathPattern).toBe(`/${API_STAGE}/*`);
  });

  it('reaches the API only through CloudFront: execute-api endpoint off, the origin domain mapped to the stage at /api (D-6)', () => {
    const [apiId, api] = only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    const [domainId, domain] = only('AWS::ApiGatewayV2::DomainName');
    expect(domain.Properties.DomainName).toBe(PRODUCTION_SETTINGS.apiDomainName);
    expect(domain.Properties.DomainNameConfigurations).toEqual([
      expect.objectContaining({ CertificateArn: PRODUCTION_SETTINGS.apiCertificateArn, EndpointType: 'REGIONAL' }),
    ]);
    const [, mapping] = only('AWS::ApiGatewayV2::ApiMapping');
    expect(mapping.Properties).toMatchObject({ ApiId: { Ref: apiId }, DomainName: { Ref: domainId }, ApiMappingKey: API_STAGE });
    const outputs = template.toJSON().Outputs;
    expect(outputs.ApiEndpoint).toBeUndefined();
    expect(outputs.ApiOriginTarget.Value).toEqual({ 'Fn::GetAtt': [domainId, 'RegionalDomainName'] });
  });

  it('is protected by the edge stack’s web ACL (us-east-1): common rule set, per-IP limit, stricter for API writes (R-1)', () => {
    const webAclId = distribution().WebACLId;
    expect(webAclId['Fn::GetStackOutput']).toMatchObject({ StackName: t.edge.stackName, Region: 'us-east-1' });
    const edge = Template.fromStack(t.edge).toJSON();
    const [aclId, acl] = Object.entries(edge.Resources as Record<string, Resource>).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL')!;
    expect(edge.Outputs[webAclId['Fn::GetStackOutput'].OutputName].Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    const rules = Object.fromEntries(acl.Properties.Rules.map((r: any) => [r.Name, r]));
    const common = rules.AwsCommonRuleSet.Statement.ManagedRuleGroupStatement;
    expect(common).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    // Only the body-inspecting rules count (free-text answers up to 256 KB); the rest of the set blocks.
    expect(common.RuleActionOverrides.map((o: any) => [o.Name, o.ActionToUse])).toEqual(
      COUNT_ONLY_BODY_RULES.map((n) => [n, { Count: {} }]),
    );
    expect(rules.PerIpRequests.Statement.RateBasedStatement).toMatchObject({ Limit: RATE_LIMITS.sitePerIp, AggregateKeyType: 'IP' });
    expect(rules.PerIpRequests.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429 });
    const writes = rules.PerIpApiWrites.Statement.RateBasedStatement;
    expect(writes.Limit).toBe(RATE_LIMITS.apiWritesPerIp);
    const scope = JSON.stringify(writes.ScopeDownStatement);
    expect(scope).toContain(`"SearchString":"/${API_STAGE}/"`);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(scope).toContain(`"SearchString":"${m}"`);
    // The payment webhook is never rate-limited (Stripe's few addresses serve every Stripe customer).
    expect(writes.ScopeDownStatement.AndStatement.Statements[2].NotStatement.Statement.ByteMatchStatement.SearchString).toBe(
      `/${API_STAGE}/payments/webhook`,
    );
    // The account routes (sign-up, its code, a new code) have the pool's strict limit too (docs/security.md B-2).
    const account = rules.PerIpAccountRoutes.Statement.RateBasedStatement;
    expect(account.Limit).toBe(RATE_LIMITS.apiAccountPerIp);
    expect(account.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      SearchString: `/${API_STAGE}/auth/`,
      PositionalConstraint: 'STARTS_WITH',
    });
    for (const r of ROUTES.filter((r) => r.group === 'auth')) expect(`/${API_STAGE}${r.path}`.startsWith(`/${API_STAGE}/auth/`)).toBe(true);
    // The 429 body is the API's own error shape.
    expect(ErrorBodySchema.parse(JSON.parse(acl.Properties.CustomResponseBodies.tooMany.Content)).error.code).toBe('unavailable');
  });

  it('sends the security headers on every behaviour: CSP, HSTS, nosniff, DENY, strict referrer policy', () => {
    const refs = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors].map((b) => b.ResponseHeadersPolicyId);
    expect(refs).toHaveLength(4);
    for (const ref of refs) {
      const h = headersPolicy(ref).SecurityHeadersConfig;
      const csp = cspText(h.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(h.ContentSecurityPolicy.Override).toBe(true);
      for (const part of [
        "default-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        `connect-src 'self' https://cognito-idp.${TEST_ENV.region}.amazonaws.com https://`,
        '-documents-«token»-«token».s3.«token».amazonaws.com',
        'https://calendly.com',
        'https://assets.calendly.com',
        'https://checkout.stripe.com',
        'https://js.stripe.com',
      ]) {
        expect(csp).toContain(part);
      }
      expect(h.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
      expect(h.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
      expect(h.ContentTypeOptions).toEqual({ Override: true });
      expect(h.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(h.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    }
  });

  it('serves HTTPS with modern protocols and writes access logs', () => {
    const d = distribution();
    expect(d.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(d.HttpVersion).toBe('http2and3');
    expect(d.Logging.Prefix).toBe('cloudfront/');
  });

  it('deploys the web build and a config.json generated from stack outputs, then invalidates the cache', () => {
    const [, deployment] = only('Custom::CDKBucketDeployment');
    const [distributionId] = only('AWS::CloudFront::Distribution');
    expect(refId(deployment.Properties.DistributionId)).toBe(distributionId);
    expect(deployment.Properties.DistributionPaths).toEqual(['/*']);
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);

    // The config source: its staged file holds markers the deployment replaces with the resolved values.
    const keys: string[] = deployment.Properties.SourceObjectKeys;
    const markers: Array<Record<string, unknown>> = deployment.Properties.SourceMarkers;
    const configIndex = keys.findIndex(
      (k) =>
        existsSync(join(assemblyDir, `asset.${k.replace(/\.zip$/, '')}`, 'config.json')) &&
        Object.keys(markers[keys.indexOf(k)]).length > 0,
    );
    expect(configIndex).toBeGreaterThanOrEqual(0);
    let text = readFileSync(join(assemblyDir, `asset.${keys[configIndex].replace(/\.zip$/, '')}`, 'config.json'), 'utf8');
    const byValue: Record<string, string> = {};
    for (const [marker, value] of Object.entries(markers[configIndex])) {
      const v = JSON.stringify(value);
      byValue[marker] = v.includes('AuthUserPoolWebClient')
        ? 'client-id'
        : v.includes('AuthUserPoolStaffClient')
          ? 'staff-client-id'
          : v.includes('AuthUserPool')
            ? 'us-west-2_pool'
            : 'd123.cloudfront.net';
      text = text.split(marker).join(byValue[marker]);
    }
    const config = RuntimeConfigSchema.parse(JSON.parse(text));
    expect(config).toEqual({
      environment: 'aws',
      region: TEST_ENV.region,
      userPoolId: 'us-west-2_pool',
      userPoolClientId: 'client-id',
      staffUserPoolClientId: 'staff-client-id',
      authFlowType: 'USER_SRP_AUTH',
      apiUrl: `https://d123.cloudfront.net/${API_STAGE}`,
      bookingUrl: 'https://calendly.com/rivera-legal-docs/consultation',
      paymentMode: 'stripe',
    });

    // The web build's own config.json (if any) is not uploaded over the generated one.
    const webKey = keys[1 - configIndex].replace(/\.zip$/, '');
    expect(existsSync(join(assemblyDir, `asset.${webKey}`, 'index.html'))).toBe(true);
    expect(existsSync(join(assemblyDir, `asset.${webKey}`, 'config.json'))).toBe(false);
  });
});

describe('monitoring', () => {
  const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  /** The alarm topic (the other topic carries SES bounces and complaints: constructs/mail.ts). */
  const alarmTopicId = () => {
    const topics = ofType('AWS::SNS::Topic').filter(([, t]) => t.Properties.DisplayName === 'LDA portal alarms');
    expect(topics).toHaveLength(1);
    return topics[0][0];
  };

  it('mails alarms to the AlarmEmail parameter through one SNS topic that requires TLS', () => {
    expect(template.toJSON().Parameters.AlarmEmail.Type).toBe('String');
    const topicId = alarmTopicId();
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: { Ref: 'AlarmEmail' },
      TopicArn: { Ref: topicId },
    });
    const policies = ofType('AWS::SNS::TopicPolicy').filter(([, p]) => p.Properties.Topics.some((t: unknown) => refId(t) === topicId));
    expect(policies).toHaveLength(1);
    expect(JSON.stringify(policies[0][1].Properties.PolicyDocument)).toContain('aws:SecureTransport');
  });

  it('wires every alarm to the topic', () => {
    const topicId = alarmTopicId();
    expect(alarms().length).toBeGreaterThan(0);
    for (const a of alarms()) expect(a.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('alarms on errors of each function', () => {
    for (const group of new Set(ROUTES.map((r) => r.group))) {
      const fnId = functionIdOf(group);
      const alarm = alarms().find(
        (a) => a.MetricName === 'Errors' && a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === fnId),
      );
      expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1 });
    }
  });

  it('alarms on API 5xx answers of the stage', () => {
    const [apiId] = only('AWS::ApiGatewayV2::Api');
    const alarm = alarms().find((a) => a.MetricName === '5xx');
    expect(alarm).toMatchObject({ Namespace: 'AWS/ApiGateway', Statistic: 'Sum' });
    expect(alarm!.Dimensions).toEqual([
      { Name: 'ApiId', Value: { Ref: apiId } },
      { Name: 'Stage', Value: API_STAGE },
    ]);
  });

  it('alarms on bursts of 401, 403 and 429 answers in the API access log (R-5)', () => {
    const accessLogId = refId(template.toJSON().Outputs.ApiAccessLogGroup.Value);
    const filters = ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    for (const [status, threshold] of [
      [401, ABUSE_THRESHOLDS.unauthorized],
      [403, ABUSE_THRESHOLDS.forbidden],
      [429, ABUSE_THRESHOLDS.throttled],
    ] as const) {
      const filter = filters.find((f) => f.FilterPattern === `{ $.status = "${status}" }`)!;
      expect(refId(filter.LogGroupName)).toBe(accessLogId);
      const metric = filter.MetricTransformations[0];
      const alarm = alarms().find((a) => a.MetricName === metric.MetricName && a.Namespace === metric.MetricNamespace);
      expect(alarm).toMatchObject({ Statistic: 'Sum', Threshold: threshold, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    }
  });

  it('alarms on the first paid event that could not pay its order, and on refused webhook signatures (P-2)', () => {
    const paymentsLogs = refId(resources[functionIdOf('payments')].Properties.LoggingConfig.LogGroup);
    const filters = ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    const notApplied = filters.find((f) => f.FilterPattern === `{ $.msg = "${PAYMENT_NOT_APPLIED}" }`)!;
    expect(refId(notApplied.LogGroupName)).toBe(paymentsLogs);
    expect(alarms().find((a) => a.MetricName === notApplied.MetricTransformations[0].MetricName)).toMatchObject({ Threshold: 1 });
    const refused = filters.find((f) => f.FilterPattern === '{ $.code = "invalid_signature" }')!;
    expect(refId(refused.LogGroupName)).toBe(paymentsLogs);
  });

  it('mails every change of staff membership or staff sign-in settings of the pool (CloudTrail → EventBridge → SNS)', () => {
    const [poolId] = only('AWS::Cognito::UserPool');
    const [topicId] = ofType('AWS::SNS::Topic').find(([, tp]) => tp.Properties.DisplayName === 'LDA portal alarms')!;
    const [, rule] = ofType('AWS::Events::Rule').find(([id]) => id.startsWith('MonitoringStaffChanges'))!;
    const pattern = rule.Properties.EventPattern;
    expect(pattern.source).toEqual(['aws.cognito-idp']);
    expect(pattern.detail.eventName).toEqual(
      expect.arrayContaining(['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminSetUserMFAPreference']),
    );
    expect(pattern.detail.requestParameters.userPoolId).toEqual([{ Ref: poolId }]);
    expect(rule.Properties.Targets.map((tg: { Arn: unknown }) => tg.Arn)).toEqual([{ Ref: topicId }]);
    // A user's own authenticator enrolment (F19) and every wrong MFA code (F5), identified by the pool CloudTrail
    // records beside the call (these calls carry a token, not the pool's id).
    const ruleOf = (prefix: string) => ofType('AWS::Events::Rule').find(([id]) => id.startsWith(prefix))?.[1];
    const mfa = ruleOf('MonitoringMfaChanges')!.Properties;
    expect(mfa.EventPattern.detail.eventName.sort()).toEqual(['AssociateSoftwareToken', 'SetUserMFAPreference', 'VerifySoftwareToken']);
    expect(mfa.EventPattern.detail.additionalEventData.userPoolId).toEqual([{ Ref: poolId }]);
    expect(mfa.Targets.map((tg: { Arn: unknown }) => tg.Arn)).toEqual([{ Ref: topicId }]);
    const wrongCodes = ruleOf('MonitoringFailedMfaCodes')!.Properties;
    expect(wrongCodes.EventPattern.detail).toMatchObject({ eventName: ['RespondToAuthChallenge'], errorCode: [{ exists: true }] });
    expect(wrongCodes.Targets.map((tg: { Arn: unknown }) => tg.Arn)).toEqual([{ Ref: topicId }]);
    const topicPolicy = ofType('AWS::SNS::TopicPolicy').find(([, tp]) => tp.Properties.Topics.some((x: unknown) => refId(x) === topicId))!;
    expect(JSON.stringify(topicPolicy[1].Properties.PolicyDocument)).toContain('events.amazonaws.com');
  });

  it('alarms when the admin-claim trigger fails or cannot read a staff member’s MFA settings', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const triggerId = refId(pool.Properties.LambdaConfig.PreTokenGeneration);
    expect(
      alarms().find((a) => a.MetricName === 'Errors' && a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === triggerId)),
    ).toBeDefined();
    const filters = ofType('AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(filters.find((f) => f.FilterPattern === '{ $.code = "lookup_failed" }')).toBeDefined();
  });

  it('alarms on DynamoDB read and write throttling of the table and every GSI', () => {
    const [tableId] = only('AWS::DynamoDB::Table');
    const alarm = alarms().find((a) =>
      a.Metrics?.some((m: { MetricStat?: { Metric: { Namespace: string } } }) => m.MetricStat?.Metric.Namespace === 'AWS/DynamoDB'),
    );
    expect(alarm).toBeDefined();
    const stats = alarm!.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map((m: any) => m.MetricStat.Metric);
    for (const metricName of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      // Dimensions as { name: value } (CloudWatch does not care about their order).
      const dims = stats
        .filter((s: any) => s.MetricName === metricName)
        .map((s: any) => Object.fromEntries(s.Dimensions.map((d: { Name: string; Value: unknown }) => [d.Name, d.Value])));
      expect(dims).toContainEqual({ TableName: { Ref: tableId } });
      for (const g of TABLE.globalSecondaryIndexes) {
        expect(dims).toContainEqual({ TableName: { Ref: tableId }, GlobalSecondaryIndexName: g.indexName });
      }
    }
    expect(alarm!.Metrics.find((m: { Expression?: string }) => m.Expression).Expression).toMatch(/^SUM\(\[/);
  });
});

describe('secrets and outputs', () => {
  it('creates placeholder payment secrets with generated values (no secret in the template), retained', () => {
    // Besides the notary manage links' key (test/infra/notary.test.ts).
    const secrets = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('PaymentSecrets'));
    expect(secrets).toHaveLength(2);
    for (const [, s] of secrets) {
      expect(s.Properties.SecretString).toBeUndefined();
      expect(s.Properties.GenerateSecretString).toBeDefined();
      expect(s.DeletionPolicy).toBe('Retain');
    }
  });

  it('outputs what operators and the docs need', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'StaffUserPoolClientId',
        'UserPoolWebAclArn',
        'ApiOriginTarget',
        'TableName',
        'DistributionId',
        'StripeSecretKeyArn',
        'StripeWebhookSecretArn',
      ]),
    );
  });
});

/** The CSP as text: the documents bucket's origin is a deploy-time token (an Fn::Join), shown as «token». */
function cspText(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) throw new Error(`Unexpected CSP value: ${JSON.stringify(value)}`);
  return join[1].map((part) => (typeof part === 'string' ? part : '«token»')).join(join[0]);
}
