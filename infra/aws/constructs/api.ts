import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
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
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEPLOYED_ROUTES, routeKey, type RouteDef, type RouteGroup } from '../../../shared/api/routes';
import { LAMBDA_ALIASES, LAMBDA_BANNER, LAMBDA_EXTERNALS, LAMBDA_MAIN_FIELDS, LAMBDA_TARGET } from '../bundling';
import { REPO_ROOT } from '../settings';
import type { PaymentSecrets } from './secrets';
import type { Documents } from './storage';

/**
 * The API is served under the site's own origin at /api/* (CloudFront forwards that path to this stage). An HTTP API
 * stage that is not $default is addressed by its name as the first path segment and stripped before route matching,
 * so `GET https://<site>/api/submissions` matches the route `GET /submissions`; handlers dispatch on `routeKey`.
 */
export const API_STAGE = 'api';

/**
 * DynamoDB item actions a function may be granted (on the table; Query also on its indexes). Transactions need the
 * action of each item they write (PutItem, UpdateItem, DeleteItem), nothing more. Never Scan, BatchWriteItem or table
 * administration.
 */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** What each route group's function may touch. Adding a group to ROUTE_GROUPS makes tsc ask for its entry here. */
export interface GroupAccess {
  /** The item actions its code paths use (functions/lib/store/*), and no others. */
  table: readonly TableAction[];
  /** Read the payment provider's secret key and webhook secret. */
  paymentSecrets: boolean;
  /** Memory (MB); CPU scales with it. PDF rendering (pdf-lib, the documents group) is the heaviest work. */
  memorySize: number;
  /** Presign, check and delete case documents (DOCUMENTS_BUCKET; constructs/storage.ts). */
  documents?: boolean;
  /** List the admin group (cognito-idp:ListUsersInGroup): who may be assigned a case. */
  staffDirectory?: boolean;
  /**
   * Carry the shipped court forms (functions/packets/forms: the verified PDFs and their manifest) in the bundle's
   * `forms/` folder, named by FORMS_DIR: the court-forms packet routes fill them.
   */
  courtForms?: boolean;
}
export const GROUP_ACCESS: Record<RouteGroup, GroupAccess> = {
  health: { table: [], paymentSecrets: false, memorySize: 256 },
  // The caller's profile: read, created on first call, patched.
  profile: { table: ['GetItem', 'PutItem', 'UpdateItem'], paymentSecrets: false, memorySize: 512 },
  // Orders and their open-order pointers (created in one transaction), the caller's order list (GSI1), the profile.
  orders: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], paymentSecrets: false, memorySize: 512 },
  // Checkout sessions, webhook idempotency records, order payment updates, the profile.
  payments: { table: ['GetItem', 'PutItem', 'UpdateItem'], paymentSecrets: true, memorySize: 512 },
  // The caller's drafts: read, listed, saved (an update), deleted.
  drafts: { table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'], paymentSecrets: false, memorySize: 512 },
  // The submission transaction (items put, order updated, draft and open-order pointer deleted) and reads.
  submissions: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 1024,
    documents: true,
  },
  // Drawing a PDF (a printout or the court-forms packet) only reads the submission and its answers (one BatchGetItem); the admin route's revocation check
  // reads the caller's marker (GetItem).
  documents: { table: ['GetItem', 'BatchGetItem'], paymentSecrets: false, memorySize: 1024, courtForms: true },
  // Staff reads everything and changes status and payments (history events are put); in the case workspace staff
  // remove documents (and refused or abandoned uploads) and unassign cases (the assignment item): the only deletes.
  admin: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 1024,
    documents: true,
    staffDirectory: true,
  },
};

/**
 * API Gateway's limits per route (per second, all callers of the route together): a ceiling on cost, far above real
 * use. Per-client limits are the WAF's (constructs/waf.ts), which runs before these at CloudFront.
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;
/** Lower limits for the public routes, which anyone can call without a token (each call runs a function). */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;

export const LOG_RETENTION = RetentionDays.THREE_MONTHS;

/** How every Lambda function of the stack is bundled (the API's and the outbox consumer); scripts/build-functions.ts mirrors it. */
/** The options of infra/aws/bundling.ts, shared with scripts/build-functions.ts (what the bench measures). */
export const FUNCTION_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_TARGET,
  minify: true,
  sourceMap: false,
  mainFields: [...LAMBDA_MAIN_FIELDS],
  banner: LAMBDA_BANNER,
  // Bundle the AWS SDK too: the pinned version from package-lock.json, not whatever the runtime ships (only modules no
  // function reaches stay out).
  externalModules: [...LAMBDA_EXTERNALS],
  // esbuild runs in the repository root, so the alias targets' relative paths resolve there.
  esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([pkg, path]) => `${pkg}=${path}`) },
  forceDockerBundling: false,
  logLevel: LogLevel.ERROR,
};

/** The handler module of a group in the repository. */
export const defaultEntryFor = (group: RouteGroup): string => join(REPO_ROOT, 'functions', group, 'handler.ts');

export interface ApiProps {
  table: ITable;
  /** GSI ARNs of the table (Query permission per index instead of an index/* wildcard). */
  indexArns: string[];
  userPool: IUserPool;
  /** The app clients whose ID tokens the authorizer accepts (web and staff). */
  userPoolClients: IUserPoolClient[];
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
  readonly functions = new Map<RouteGroup, NodejsFunction>();
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

  private createFunction(group: RouteGroup, entry: string, props: ApiProps): NodejsFunction {
    if (!existsSync(entry)) {
      throw new Error(
        `Route group "${group}" has routes in shared/api/routes.ts but its handler module ${entry} does not exist ` +
          '(it must export `handler`).',
      );
    }
    const access = GROUP_ACCESS[group];
    if (!access) throw new Error(`Route group "${group}" has no entry in GROUP_ACCESS (infra/aws/constructs/api.ts)`);
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

    if (access.table.length) {
      environment.TABLE_NAME = props.table.tableName;
      role.addToPolicy(new PolicyStatement({ actions: access.table.map((a) => `dynamodb:${a}`), resources: [props.table.tableArn] }));
      if (access.table.includes('Query'))
        role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: props.indexArns }));
    }
    if (access.documents && props.documents) {
      environment.DOCUMENTS_BUCKET = props.documents.bucket.bucketName;
      props.documents.grantCaseFiles(role);
    }
    if (access.courtForms) environment.FORMS_DIR = `${LAMBDA_TASK_ROOT}/${BUNDLED_FORMS}`;
    if (access.staffDirectory) {
      role.addToPolicy(new PolicyStatement({ actions: ['cognito-idp:ListUsersInGroup'], resources: [props.userPool.userPoolArn] }));
    }
    if (access.paymentSecrets) {
      const { secretKey, webhookSecret } = props.paymentSecrets;
      environment.STRIPE_SECRET_KEY_ARN = secretKey.secretArn;
      environment.STRIPE_WEBHOOK_SECRET_ARN = webhookSecret.secretArn;
      secretKey.grantRead(role);
      webhookSecret.grantRead(role);
    }

    return new NodejsFunction(this, `${name}Function`, {
      description: `LDA API route group "${group}" (functions/${group}/handler.ts)`,
      entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: access.memorySize,
      // HTTP APIs give up after 30 s; a request that takes 10 s is already broken.
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: access.courtForms ? { ...FUNCTION_BUNDLING, commandHooks: COPY_COURT_FORMS } : FUNCTION_BUNDLING,
    });
  }
}

/** Where Lambda unpacks a function's bundle. */
const LAMBDA_TASK_ROOT = '/var/task';
/** The folder of the shipped court forms inside a bundle (GroupAccess.courtForms). */
export const BUNDLED_FORMS = 'forms';
/** The repository's shipped forms (scripts/court-forms/paths.ts), copied beside the bundle after esbuild. */
const COPY_COURT_FORMS = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir: string, outputDir: string) => [
    `cp -R "${join(inputDir, 'functions/packets/forms')}" "${join(outputDir, BUNDLED_FORMS)}"`,
  ],
};

const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** A stable construct id per route: "GET /orders/{orderId}" → "RouteGetOrdersOrderId". */
export const routeConstructId = (route: RouteDef): string => `Route${pascal(route.method.toLowerCase())}${pascal(route.path)}`;
