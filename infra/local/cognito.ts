/**
 * Local Cognito: cognito-local (in this process, data under .data/cognito) behind a compatibility layer that makes it
 * answer the calls the app makes the way Amazon Cognito does:
 *  - SignUp enforces the shared password policy (InvalidPasswordException, as Cognito words it);
 *  - a wrong password or unknown user on InitiateAuth → NotAuthorizedException "Incorrect username or password."
 *    (Cognito with PreventUserExistenceErrors; cognito-local says InvalidPasswordException / UserNotFoundException);
 *  - GetTokensFromRefreshToken (Amplify ≥ 6.15 refreshes with it) answered through InitiateAuth REFRESH_TOKEN_AUTH;
 *  - ResendConfirmationCode and GlobalSignOut, which cognito-local lacks;
 *  - ID tokens carry given_name and family_name (cognito-local leaves standard attributes out), through an
 *    in-process PreTokenGeneration trigger;
 *  - ListUsersInGroup pages (Limit, NextToken) as Cognito does (the outbox lists staff with it).
 * Messages (confirmation and password-reset codes) go to an outbox instead of email: printed by `npm start`,
 * readable by tests at GET /_local/outbox?email=... on the compatibility endpoint.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig } from 'cognito-local/lib/server/config';
import { DateClock, MessagesService, TriggersService } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl, attributeValue } from 'cognito-local/lib/services/userPoolService';
import type { Lambda } from 'cognito-local/lib/services/lambda';
import type { Services } from 'cognito-local/lib/services';
import { passwordProblems, PASSWORD_POLICY } from '../../shared/auth/password-policy';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  at: string;
}

export interface LocalCognito {
  /** The Cognito-compatible endpoint (Amplify's userPoolEndpoint, SDK endpoint). */
  endpoint: string;
  outbox: OutboxMessage[];
  onMessage: (listener: (m: OutboxMessage) => void) => void;
  stop(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Cognito's wording of the password-policy failure. */
function policyMessage(password: string): string | null {
  const problems = passwordProblems(password);
  if (problems.length === 0) return null;
  const words: Record<string, string> = {
    minLength: `Password not long enough (minimum ${PASSWORD_POLICY.minLength})`,
    lowercase: 'Password must have lowercase characters',
    uppercase: 'Password must have uppercase characters',
    digit: 'Password must have numeric characters',
    symbol: 'Password must have symbol characters',
  };
  return `Password did not conform with policy: ${words[problems[0]]}`;
}

export async function startCognito(opts: { port: number; dataDir: string }): Promise<LocalCognito> {
  mkdirSync(opts.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const logger = pino({ level: process.env.DEBUG_COGNITO ? 'debug' : 'silent' });
  const ctx = { logger };
  const outbox: OutboxMessage[] = [];
  const listeners: Array<(m: OutboxMessage) => void> = [];

  const sender: MessageSender = {
    async sendEmail(_ctx, _user, destination, message) {
      const m: OutboxMessage = {
        to: destination,
        subject: message.emailSubject ?? 'Your verification code',
        body: message.emailMessage ?? `Your code is ${message.__code}`,
        code: message.__code ?? null,
        at: new Date().toISOString(),
      };
      outbox.push(m);
      listeners.forEach((l) => l(m));
    },
    async sendSms() {
      /* the app never sends SMS */
    },
  };

  /** In-process triggers: only PreTokenGeneration, adding the standard name claims Cognito puts in ID tokens. */
  const lambda: Lambda = {
    enabled: (name) => name === 'PreTokenGeneration',
    invoke: (async (_ctx: unknown, _name: string, event: { userAttributes: Record<string, string> }) => {
      const claims: Record<string, string> = {};
      for (const k of ['given_name', 'family_name', 'locale'] as const) if (event.userAttributes[k]) claims[k] = event.userAttributes[k];
      return { claimsOverrideDetails: { claimsToAddOrOverride: claims } };
    }) as unknown as Lambda['invoke'],
  };

  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: endpoint },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(opts.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    opts.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(clock, cognito, lambda, new CryptoService({}));
  const services: Services = {
    clock,
    cognito,
    config: config as Services['config'],
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const inner = await createServer(Router(services), logger, { port: 0, hostname: '127.0.0.1' }, services).start();
  const innerPort = (inner.address() as AddressInfo).port;

  const call = (target: string, body: unknown) => forward(innerPort, target, JSON.stringify(body));

  async function resendConfirmationCode(req: { ClientId: string; Username: string }): Promise<Reply> {
    const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) return fail(400, 'UserNotFoundException', 'Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') return fail(400, 'InvalidParameterException', 'User is already confirmed.');
    const code = otp();
    const email = attributeValue('email', user.Attributes) ?? req.Username;
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const;
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId, pool.options.Id, user, code, undefined, delivery);
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    return { status: 200, body: JSON.stringify({ CodeDeliveryDetails: delivery }) };
  }

  const compat = http.createServer(async (req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', endpoint);
    if (req.method === 'GET' && url.pathname === '/_local/outbox') {
      const to = url.searchParams.get('email')?.toLowerCase();
      const items = outbox.filter((m) => !to || m.to.toLowerCase() === to);
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items }));
    }
    const raw = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target.startsWith(TARGET_PREFIX)) {
      const r = await forwardRaw(innerPort, req, raw);
      return void res.writeHead(r.status, r.headers).end(r.body);
    }
    const action = target.slice(TARGET_PREFIX.length);
    let body: Record<string, unknown>;
    try {
      body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    } catch {
      return send(res, fail(400, 'SerializationException', 'Malformed request body'));
    }
    try {
      send(res, await handle(action, body, raw));
    } catch (err) {
      logger.error(err);
      send(res, fail(500, 'InternalErrorException', 'Local Cognito compatibility layer failed'));
    }
  });

  async function handle(action: string, body: Record<string, unknown>, raw: Buffer): Promise<Reply> {
    switch (action) {
      case 'SignUp':
      case 'ConfirmForgotPassword':
      case 'ChangePassword':
      case 'AdminSetUserPassword': {
        const pw = String(body.Password ?? body.ProposedPassword ?? '');
        const problem = policyMessage(pw);
        if (problem) return fail(400, 'InvalidPasswordException', problem);
        return forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
      }
      case 'InitiateAuth': {
        const r = await forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
        const type = errorType(r);
        if (type === 'InvalidPasswordException' || type === 'UserNotFoundException' || type === 'NotAuthorizedException')
          return fail(400, 'NotAuthorizedException', 'Incorrect username or password.');
        return r;
      }
      case 'GetTokensFromRefreshToken': {
        const r = await call('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        });
        if (r.status !== 200) return errorType(r) ? fail(400, 'NotAuthorizedException', 'Invalid Refresh Token') : r;
        const { AuthenticationResult } = JSON.parse(r.body) as { AuthenticationResult: Record<string, unknown> };
        // Cognito returns the same refresh token unless rotation is on.
        return { status: 200, body: JSON.stringify({ AuthenticationResult: { ...AuthenticationResult, RefreshToken: body.RefreshToken } }) };
      }
      case 'ResendConfirmationCode':
        return resendConfirmationCode(body as { ClientId: string; Username: string });
      case 'ListUsersInGroup':
        return pageUsersInGroup(body, await forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8')));
      case 'GlobalSignOut':
      case 'RevokeToken':
        // Tokens are stateless JWTs here; Cognito would revoke the refresh token. Answer as Cognito does.
        return { status: 200, body: '{}' };
      default:
        return forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
    }
  }

  await new Promise<void>((resolve, reject) => {
    compat.once('error', reject);
    compat.listen(opts.port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint,
    outbox,
    onMessage: (l) => listeners.push(l),
    stop: async () => {
      await new Promise<void>((r) => compat.close(() => r()));
      compat.closeAllConnections();
      await new Promise<void>((r) => inner.close(() => r()));
      (inner as http.Server).closeAllConnections?.();
    },
  };
}

/**
 * ListUsersInGroup pages as Cognito does (Limit 1–60, default 60, and an opaque NextToken); cognito-local returns every
 * member at once and ignores both, which would hide a caller that reads only the first page.
 */
export function pageUsersInGroup(req: Record<string, unknown>, r: Reply): Reply {
  if (r.status !== 200) return r;
  const limit = req.Limit === undefined ? 60 : Number(req.Limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 60)
    return fail(400, 'InvalidParameterException', '1 validation error detected: Value at \'limit\' failed to satisfy constraint: Member must have value between 1 and 60');
  let start = 0;
  if (req.NextToken !== undefined) {
    start = Number(Buffer.from(String(req.NextToken), 'base64url').toString('utf8').replace(/^offset:/, ''));
    if (!Number.isInteger(start) || start < 0) return fail(400, 'InvalidParameterException', 'Invalid pagination token');
  }
  const { Users = [] } = JSON.parse(r.body) as { Users?: unknown[] };
  const page = Users.slice(start, start + limit);
  const next = start + limit < Users.length ? Buffer.from(`offset:${start + limit}`).toString('base64url') : undefined;
  return { status: 200, body: JSON.stringify({ Users: page, ...(next ? { NextToken: next } : {}) }) };
}

interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const fail = (status: number, type: string, message: string): Reply => ({
  status,
  body: JSON.stringify({ __type: type, message }),
  headers: { 'x-amzn-errortype': type },
});

function errorType(r: Reply): string | null {
  if (r.status < 400) return null;
  try {
    const t = (JSON.parse(r.body) as { __type?: string; code?: string }).__type ?? '';
    return t.split('#').pop() ?? null;
  } catch {
    return null;
  }
}

function cors(res: http.ServerResponse) {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-expose-headers', 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage');
  res.setHeader('access-control-max-age', '600');
}

function send(res: http.ServerResponse, r: Reply) {
  res.writeHead(r.status, { 'content-type': 'application/x-amz-json-1.1', ...r.headers }).end(r.body);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function forward(port: number, target: string, body: string): Promise<Reply> {
  const res = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body,
  });
  return { status: res.status, body: await res.text(), headers: pickHeaders(res.headers) };
}

async function forwardRaw(port: number, req: http.IncomingMessage, raw: Buffer) {
  const res = await fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method,
    headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(raw),
  });
  return { status: res.status, headers: { ...pickHeaders(res.headers), 'content-type': res.headers.get('content-type') ?? 'application/json' }, body: Buffer.from(await res.arrayBuffer()) };
}

function pickHeaders(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  const t = h.get('x-amzn-errortype');
  if (t) out['x-amzn-errortype'] = t;
  return out;
}
