/**
 * The local API gateway: what API Gateway's HTTP API does in AWS, for a laptop and the tests.
 *  - routes from shared/api/routes.ts; unknown path → 404, known path with another method → 405;
 *  - on non-public routes, verifies the bearer JWT against the user pool's JWKS (issuer, audience = one of the app
 *    clients, expiry, signature) like the HTTP API JWT authorizer, and also that it is an ID token (token_use = id,
 *    which the handlers check again: API Gateway's authorizer would let an access token through), and passes its
 *    claims the way API Gateway does (every claim a string, arrays as "[a b]");
 *  - builds an APIGatewayProxyEventV2 and calls the very handler export CDK deploys (functions/<group>/handler.ts),
 *    cut off after the functions' timeout (infra/aws/access.ts) as Lambda does: a 500 without the handler's answer;
 *  - each handler's DynamoDB calls limited to its function's grant (infra/aws/access.ts GROUP_ACCESS), as IAM does;
 *  - CORS for the web origin.
 * Errors are JSON `{ error: { code, message } }`, never a stack trace.
 */
import http from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { errorBody, type ErrorCode, HTTP_STATUS } from '../../shared/api/errors';
import { matchPath, ROUTES, routeKey, type RouteDef, type RouteGroup } from '../../shared/api/routes';
import { setDynamoGuard } from '../../functions/lib/db';
import { API_FUNCTION_TIMEOUT_SECONDS, GROUP_ACCESS } from '../aws/access';

type LambdaHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: number;
  issuer: string;
  /** The app clients whose ID tokens are accepted (web and staff). */
  audience: string[];
  allowedOrigins: string[];
  /** Called after a handler answered a write (not GET/HEAD): the local outbox drains at once, as a stream would. */
  onWrite?: () => void;
  /** Loads a route group's handler; defaults to importing functions/<group>/handler.ts. */
  loadHandler?: (group: RouteGroup) => Promise<LambdaHandler>;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/** Same limit as API Gateway HTTP APIs (10 MB); handlers apply their own, smaller, limits. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

const defaultLoader = async (group: RouteGroup): Promise<LambdaHandler> => {
  const mod = (await import(`../../functions/${group}/handler`)) as { handler: LambdaHandler };
  return mod.handler;
};

/** Fetch-based JWKS fetcher: the local pool serves its JWKS over http, which the library's default fetcher refuses. */
const httpFetcher = {
  fetch: async (uri: string): Promise<ArrayBuffer> => {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

/** API Gateway HTTP API claim flattening: strings stay, arrays become "[a b]", numbers and booleans become strings. */
export function flattenClaims(payload: JwtPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** The route group whose handler is running (for the IAM check below). */
const running = new AsyncLocalStorage<RouteGroup>();

/**
 * What IAM does in AWS: refuse a DynamoDB action the group's function role (infra/aws/access.ts) lacks, with the
 * AccessDeniedException AWS answers (the handler then fails; the stack's console names the action).
 */
export function assertGroupMayCall(group: RouteGroup, action: string): void {
  const allowed: readonly string[] = GROUP_ACCESS[group].table;
  if (allowed.includes(action)) return;
  process.stderr.write(`[gateway] IAM: the ${group} function may not call dynamodb:${action} (infra/aws/access.ts)\n`);
  throw Object.assign(new Error(`User is not authorized to perform: dynamodb:${action} (the ${group} function's role)`), {
    name: 'AccessDeniedException',
    $metadata: { httpStatusCode: 400 },
  });
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  // Calls made outside a handler (the local outbox worker, seeding) are not a route group's and are not checked.
  setDynamoGuard((action) => {
    const group = running.getStore();
    if (group) assertGroupMayCall(group, action);
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer: opts.issuer,
      audience: opts.audience,
      jwksUri: `${opts.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
        // API Gateway's JWT authorizer refuses a token without `exp`; aws-jwt-verify checks it only when present.
        if (typeof payload.exp !== 'number') throw new Error('A token without expiry');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  const load = opts.loadHandler ?? defaultLoader;
  const cache = new Map<RouteGroup, Promise<LambdaHandler>>();
  const handlerFor = (group: RouteGroup) => {
    let h = cache.get(group);
    if (!h) cache.set(group, (h = load(group)));
    return h;
  };

  const server = http.createServer(async (req, res) => {
    const origin = req.headers.origin;
    const corsHeaders: Record<string, string> = {};
    if (origin && opts.allowedOrigins.includes(origin)) {
      corsHeaders['access-control-allow-origin'] = origin;
      corsHeaders['vary'] = 'Origin';
      corsHeaders['access-control-expose-headers'] = 'content-disposition, x-request-id';
    }
    const reply = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...corsHeaders, ...headers });
      res.end(body);
    };
    const fail = (code: ErrorCode, message: string, status = HTTP_STATUS[code]) =>
      reply(status, JSON.stringify(errorBody(code, message)), { 'content-type': 'application/json; charset=utf-8' });

    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();

      if (method === 'OPTIONS') {
        if (!origin || !opts.allowedOrigins.includes(origin)) return fail('forbidden', 'Origin not allowed');
        return reply(204, '', {
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key',
          'access-control-max-age': '600',
        });
      }

      const candidates = ROUTES.map((r) => ({ r, params: matchPath(r.path, url.pathname) })).filter(
        (c): c is { r: RouteDef; params: Record<string, string> } => c.params !== null,
      );
      if (candidates.length === 0) return fail('not_found', 'Not Found');
      // Prefer literal segments over parameters, as API Gateway does (e.g. /payments/webhook).
      const exact = candidates
        .filter((c) => c.r.method === method)
        .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0];
      if (!exact) return fail('method_not_allowed', 'Method Not Allowed');
      const { r: route, params } = exact;

      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > GATEWAY_MAX_BODY) return fail('payload_too_large', 'Request Entity Too Large');
        chunks.push(chunk as Buffer);
      }
      const raw = Buffer.concat(chunks);

      let claims: Record<string, string> | undefined;
      if (route.access !== 'public') {
        const auth = req.headers.authorization ?? '';
        const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
        if (!token) return fail('unauthorized', 'Unauthorized');
        try {
          claims = flattenClaims(await verifier.verify(token));
        } catch {
          return fail('unauthorized', 'Unauthorized');
        }
      }

      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
      const query: Record<string, string> = {};
      url.searchParams.forEach((v, k) => (query[k] = k in query ? `${query[k]},${v}` : v));
      const requestId = randomUUID();
      const now = new Date();
      const contentType = headers['content-type'] ?? '';
      const isText = raw.length === 0 || /json|text|x-www-form-urlencoded/.test(contentType);
      const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
        version: '2.0',
        routeKey: routeKey(route),
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: Object.keys(params).length ? params : undefined,
        body: raw.length ? (isText ? raw.toString('utf8') : raw.toString('base64')) : undefined,
        isBase64Encoded: !isText,
        requestContext: {
          accountId: 'local',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'local',
          requestId,
          routeKey: routeKey(route),
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          authorizer: { jwt: { claims: claims ?? {}, scopes: [] }, principalId: '', integrationLatency: 0 },
        },
      } as APIGatewayProxyEventV2WithJWTAuthorizer;
      if (!claims) delete (event.requestContext as { authorizer?: unknown }).authorizer;

      const handler = await handlerFor(route.group);
      let timer: NodeJS.Timeout | undefined;
      const cutOff = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), API_FUNCTION_TIMEOUT_SECONDS * 1000);
      });
      const invocation = running.run(route.group, () => handler(event, { awsRequestId: requestId, functionName: `local-${route.group}` }));
      const result = await Promise.race([invocation, cutOff]).finally(() => clearTimeout(timer));
      if (result === 'timeout') {
        // Lambda stops a function at its timeout and API Gateway answers 500 without the handler's body.
        process.stderr.write(`[gateway] ${routeKey(route)} timed out after ${API_FUNCTION_TIMEOUT_SECONDS} s (request ${requestId})\n`);
        return fail('internal', 'Internal Server Error');
      }
      const outHeaders: Record<string, string> = { 'x-request-id': requestId };
      for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k.toLowerCase()] = String(v);
      const body = result.body ?? '';
      if (method !== 'GET' && method !== 'HEAD') opts.onWrite?.();
      return reply(result.statusCode ?? 200, result.isBase64Encoded ? Buffer.from(body, 'base64') : body, outHeaders);
    } catch (err) {
      // What API Gateway answers when the integration fails; details stay in the local console only.
      process.stderr.write(`[gateway] handler failed: ${(err as Error)?.stack ?? err}\n`);
      return fail('internal', 'Internal Server Error');
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
