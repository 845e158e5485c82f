import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, DockerImage, Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEPLOYED_ROUTES, routeKey, type RouteDef, type RouteGroup } from '../../../shared/api/routes';
import { ACCOUNT_ADMIN_ACTIONS, API_FUNCTION_TIMEOUT_SECONDS, GROUP_ACCESS, SERVER_ROLE_ACTIONS } from '../access';
import { REPO_ROOT } from '../settings';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { PaymentSecrets } from './secrets';
import type { Documents } from './storage';

/**
 * The API is served under the site's own origin at /api/* (CloudFront forwards that path to this stage). An HTTP API
 * stage that is not $default is addressed by its name as the first path segment and stripped before route matching,
 * so `GET https://<site>/api/submissions` matches the route `GET /submissions`; handlers dispatch on `routeKey`.
 */
export const API_STAGE = 'api';

export { API_FUNCTION_TIMEOUT_SECONDS, GROUP_ACCESS, type GroupAccess, type TableAction } from '../access';

/**
 * API Gateway's limits per route (per second, all callers of the route together): a ceiling on cost, far above real
 * use. Per-client limits are the WAF's (constructs/waf.ts), which runs before these at CloudFront.
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;
/** Lower limits for the public routes, which anyone can call without a token (each call runs a function). */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;

export const LOG_RETENTION = RetentionDays.THREE_MONTHS;

/** The handler module of a group in the repository. */
export const defaultEntryFor = (group: RouteGroup): string => join(REPO_ROOT, 'functions', group, 'handler.ts');

export interface ApiProps {
  /** The key that signs notary manage links (functions/lib/notary/links.ts), for the groups with GroupAccess.notaryLinkKey. */
  notaryLinkKey?: ISecret;
  table: ITable;
  /** GSI ARNs of the table (Query permission per index instead of an index/* wildcard). */
  indexArns: string[];
  userPool: IUserPool;
  /** The app clients whose ID tokens the authorizer accepts (web and staff). */
  userPoolClients: IUserPoolClient[];
  /** The staff app client: admin routes take only its tokens (STAFF_CLIENT_ID, functions/lib/http.ts). */
  staffClient: IUserPoolClient;
  paymentSecrets: PaymentSecrets;
  /**
   * The API's own custom domain (CloudFront's origin) and its regional certificate: with them the default execute-api
   * endpoint is disabled, so the API is reachable only through CloudFront.
   */
  originDomain?: { name: string; certificateArn: string };
  /** The case documents bucket, for groups whose access has `documents`. */
  documents?: Documents;
  /** The site's origin (https://host), for SITE_URL and ALLOWED_ORIGIN. */
  siteUrl: string;
  appVersion: string;
  /** The route table; default shared/api/routes.ts. Routes marked `localOnly` are never deployed. */
  routes?: readonly RouteDef[];
  /** Where a group's handler module is; default functions/<group>/handler.ts. Tests may point at stubs. */
  entryFor?: (group: RouteGroup) => string;
}

/**
 * The HTTP API: one route per entry of the shared route table, the Cognito JWT authorizer on every route whose access
 * is not 'public', one ARM64 Node.js function per route group with only the permissions its group needs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<RouteGroup, LambdaFunction>();
  readonly accessLogs: LogGroup;
  /** The custom domain CloudFront reaches the API by, when configured (else the execute-api endpoint). */
  readonly originDomain?: DomainName;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // The test-mode payment completion (and any other local-only route) does not exist in AWS: not merely 404 at
    // runtime because of an environment variable, but absent from the API.
    const routes = (props.routes ?? DEPLOYED_ROUTES).filter((r) => !r.localOnly);
    const entryFor = props.entryFor ?? defaultEntryFor;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      description: 'LDA portal API (routes from shared/api/routes.ts)',
      // Only the named stage below exists, reached through CloudFront at <site>/api. No CORS configuration: the API is
      // same-origin with the site, so no other origin gets an Access-Control-Allow-Origin header.
      createDefaultStage: false,
      // With its own origin domain, the API answers only there (CloudFront's origin): nobody bypasses the WAF.
      disableExecuteApiEndpoint: Boolean(props.originDomain),
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: LOG_RETENTION });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: API_STAGE,
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // No request bodies, tokens or names: ids, timings and status only (plus the caller's IP for abuse triage).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    if (props.originDomain) {
      this.originDomain = new DomainName(this, 'OriginDomain', {
        domainName: props.originDomain.name,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', props.originDomain.certificateArn),
      });
      // CloudFront forwards /api/... unchanged: the mapping key takes the place of the stage segment.
      new ApiMapping(this, 'OriginMapping', {
        api: this.httpApi,
        domainName: this.originDomain,
        stage: this.stage,
        apiMappingKey: API_STAGE,
      });
    }

    // API Gateway checks signature, issuer, expiry and audience (either app client); the handlers accept ID tokens only
    // (functions/lib/auth.ts: token_use), since this authorizer would also pass the clients' access tokens.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: props.userPoolClients,
      identitySource: ['$request.header.Authorization'],
    });

    const integrations = new Map<RouteGroup, HttpLambdaIntegration>();
    for (const group of [...new Set(routes.map((r) => r.group))]) {
      const fn = this.createFunction(group, entryFor(group), props);
      this.functions.set(group, fn);
      integrations.set(group, new HttpLambdaIntegration(`${pascal(group)}Integration`, fn));
    }

    const ids = new Set<string>();
    for (const route of routes) {
      const id = routeConstructId(route);
      if (ids.has(id)) throw new Error(`Two routes map to the construct id ${id}; rename one path in shared/api/routes.ts`);
      ids.add(id);
      const httpRoute = new HttpRoute(this, id, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations.get(route.group)!,
        authorizer: route.access === 'public' ? new HttpNoneAuthorizer() : authorizer,
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          // The route table's access: 'public' is the reviewed decision; its summary says why the route is open.
          reason:
            `${routeKey(route)} is public in shared/api/routes.ts (${route.summary}). Public routes serve no user data ` +
            "or authenticate the caller themselves (the payment webhook verifies the provider's signature).",
        });
      }
    }
    this.throttlePublicRoutes(routes);
  }

  /** Per-route throttling of the public routes (the stage's default covers the others). */
  private throttlePublicRoutes(routes: readonly RouteDef[]): void {
    const settings = Object.fromEntries(
      routes
        .filter((r) => r.access === 'public')
        .map((r) => [
          routeKey(r),
          { ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burstLimit },
        ]),
    );
    (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', settings);
  }

  private createFunction(group: RouteGroup, entry: string, props: ApiProps): LambdaFunction {
    if (!existsSync(entry)) {
      throw new Error(
        `Route group "${group}" has routes in shared/api/routes.ts but its handler module ${entry} does not exist ` +
          '(it must export `handler`).',
      );
    }
    const access = GROUP_ACCESS[group];
    if (!access) throw new Error(`Route group "${group}" has no entry in GROUP_ACCESS (infra/aws/access.ts)`);
    const name = pascal(group);

    const logGroup = new LogGroup(this, `${name}Logs`, { retention: LOG_RETENTION });
    // A role of our own, so no AWS managed policy (AWSLambdaBasicExecutionRole) is attached: logs to this group only.
    const role = new Role(this, `${name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `API route group "${group}"`,
    });
    logGroup.grantWrite(role);

    const environment: Record<string, string> = {
      USER_POOL_ID: props.userPool.userPoolId,
      SITE_URL: props.siteUrl,
      ALLOWED_ORIGIN: props.siteUrl,
      PAYMENT_PROVIDER: 'stripe',
      APP_VERSION: props.appVersion,
    };

    // The functions with admin routes refuse tokens of any other app client there (docs/security.md F14).
    if ((props.routes ?? DEPLOYED_ROUTES).some((r) => r.group === group && r.access === 'admin'))
      environment.STAFF_CLIENT_ID = props.staffClient.userPoolClientId;
    if (access.table.length) {
      environment.TABLE_NAME = props.table.tableName;
      role.addToPolicy(new PolicyStatement({ actions: access.table.map((a) => `dynamodb:${a}`), resources: [props.table.tableArn] }));
      if (access.table.includes('Query'))
        role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: props.indexArns }));
    }
    if (access.documents && props.documents) {
      environment.DOCUMENTS_BUCKET = props.documents.bucket.bucketName;
      props.documents.grantCaseFiles(role, { putOnly: access.documents === 'put' });
    }
    if (access.courtForms) environment.FORMS_DIR = `${LAMBDA_TASK_ROOT}/${BUNDLED_FORMS}`;
    if (access.staffDirectory) {
      role.addToPolicy(new PolicyStatement({ actions: ['cognito-idp:ListUsersInGroup'], resources: [props.userPool.userPoolArn] }));
    }
    if (access.accountAdmin) {
      role.addToPolicy(
        new PolicyStatement({ actions: ACCOUNT_ADMIN_ACTIONS.map((a) => `cognito-idp:${a}`), resources: [props.userPool.userPoolArn] }),
      );
    }
    if (access.serverRoster) {
      role.addToPolicy(
        new PolicyStatement({ actions: SERVER_ROLE_ACTIONS.map((a) => `cognito-idp:${a}`), resources: [props.userPool.userPoolArn] }),
      );
    }
    if (access.notaryLinkKey && props.notaryLinkKey) {
      environment.NOTARY_LINK_KEY_ARN = props.notaryLinkKey.secretArn;
      props.notaryLinkKey.grantRead(role);
    }
    if (access.paymentSecrets) {
      const { secretKey, webhookSecret } = props.paymentSecrets;
      environment.STRIPE_SECRET_KEY_ARN = secretKey.secretArn;
      environment.STRIPE_WEBHOOK_SECRET_ARN = webhookSecret.secretArn;
      secretKey.grantRead(role);
      webhookSecret.grantRead(role);
    }

    return new LambdaFunction(this, `${name}Function`, {
      description: `LDA API route group "${group}" (functions/${group}/handler.ts)`,
      code: functionCode(entry, { courtForms: !!access.courtForms }),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: access.memorySize,
      timeout: Duration.seconds(API_FUNCTION_TIMEOUT_SECONDS),
      role,
      logGroup,
      environment,
    });
  }
}

/** Where Lambda unpacks a function's bundle. */
const LAMBDA_TASK_ROOT = '/var/task';
/** The folder of the shipped court forms inside a bundle (GroupAccess.courtForms). */
export const BUNDLED_FORMS = 'forms';

/** The script that bundles one function in a child process (the CDK's local bundling is synchronous). */
export const BUNDLE_SCRIPT = 'scripts/bundle-lambda.ts';

/**
 * A Lambda function's code (every function of the stack: the API groups, the outbox consumer, the Cognito trigger;
 * handler `index.handler`): its handler module bundled at synth by `bundleLambda` (infra/aws/bundling.ts: esbuild's
 * asynchronous build with lambdaBuildOptions and the plugins of infra/aws/lambda-plugins.ts; index.mjs and the
 * chunks/ its lazy imports load), plus the shipped court forms (scripts/court-forms/paths.ts) in `forms/` when the
 * group fills them. The CDK's local bundling (`tryBundle`) is synchronous and esbuild's `buildSync` runs no plugins,
 * so the build runs in a child Node process (scripts/bundle-lambda.ts under tsx), whose errors fail the synth with
 * esbuild's messages. NodejsFunction could do neither (it writes one file and runs no plugins). Hashed by its output,
 * as NodejsFunction's assets are. No Docker: the image is never used (local bundling always succeeds or throws).
 */
export function functionCode(entry: string, { courtForms = false }: { courtForms?: boolean } = {}): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('dummy'),
      // Serialized into the asset's cache key: one per entry (the function below is not).
      command: ['lambda-bundle', relative(REPO_ROOT, entry), courtForms ? BUNDLED_FORMS : ''],
      local: {
        tryBundle(outputDir: string): boolean {
          try {
            execFileSync(process.execPath, ['--import', 'tsx', BUNDLE_SCRIPT, entry, outputDir], {
              cwd: REPO_ROOT,
              stdio: ['ignore', 'pipe', 'pipe'],
              encoding: 'utf8',
            });
          } catch (err) {
            const { stderr, status } = err as { stderr?: string; status?: number | null };
            throw new Error(`Bundling ${relative(REPO_ROOT, entry)} failed (${BUNDLE_SCRIPT} exited ${status}):\n${stderr || String(err)}`);
          }
          if (courtForms) cpSync(join(REPO_ROOT, 'functions/packets/forms'), join(outputDir, BUNDLED_FORMS), { recursive: true });
          return true;
        },
      },
    },
  });
}

const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** A stable construct id per route: "GET /orders/{orderId}" → "RouteGetOrdersOrderId". */
export const routeConstructId = (route: RouteDef): string => `Route${pascal(route.method.toLowerCase())}${pascal(route.path)}`;
