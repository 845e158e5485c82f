/**
 * The embedded stack: DynamoDB Local, cognito-local (+ compatibility layer), s3rver (+ compatibility layer), the SES v2
 * emulator, the local API gateway calling the real handlers, the outbox consumer, and the web (Vite dev server, or the built site served like CloudFront). One process tree; `stop()`
 * ends every child. Used by `npm start` (infra/local/start.ts) and by the api and e2e test suites.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUSINESS } from '../../shared/business';
import type { RuntimeConfig } from '../../shared/config';
import { TABLE } from '../../shared/data/table';
import { startCognito, type LocalCognito, type StaffPolicy } from './cognito';
import { cognitoClient, ensurePool, ensureUser, type SeedUser } from './cognito-setup';
import { LOCAL_AWS, startDynamo, type LocalDynamo } from './dynamodb';
import { startDelayProxy, type DelayProxy } from './delay-proxy';
import { startGateway, type Gateway } from './gateway';
import { startOutboxWorker } from './outbox-worker';
import { startTranslation, type LocalTranslation } from './translation';
import { LOCAL_DOCUMENTS_BUCKET, startS3, type LocalS3 } from './s3';
import { startSes, type LocalSes } from './ses';
import { startSms, type InboundSms, type LocalSms } from './sms';
import { assertPortFree, freePort } from './ports';
import { languageTwin, startStaticSite } from './static';
import { seedDemoData } from './seed';

export const ROOT = resolve(__dirname, '../..');

export interface StackOptions {
  /** Where data persists; null = a temporary folder removed on stop (tests). */
  dataDir: string | null;
  ports: { web: number; api: number; cognito: number; dynamodb: number; s3: number; ses: number; sms: number };
  /** 'dev' = Vite with HMR, 'dist' = the built site (dist/web), 'none' = API only. */
  web: 'dev' | 'dist' | 'none';
  admin: SeedUser;
  demo: SeedUser;
  /** Seed the demo client's submissions (only into an empty database). */
  seed: boolean;
  bookingUrl: string;
  /**
   * 'enforced' (default): the admin claim only through the staff client with a TOTP code, as in AWS; the seeded
   * admin gets its authenticator (admin.totpSecret). 'relaxed': any client, no TOTP (LOCAL_STAFF_MFA=off).
   */
  staffPolicy?: StaffPolicy;
  /** Put a delay proxy between the handlers and DynamoDB Local (ephemeral stacks: fault injection). */
  dynamoDelayProxy?: boolean;
  /**
   * 'polling' (default): the outbox consumer drains every second and after each API write. 'manual': only when
   * `drainOutbox()` is called — the bench's DynamoDB count, so that no email's reads and writes land inside a measured
   * request.
   */
  outbox?: 'polling' | 'manual';
  quiet?: boolean;
}

export interface StackInfo {
  webUrl: string | null;
  apiUrl: string;
  cognitoEndpoint: string;
  dynamodbEndpoint: string;
  tableName: string;
  /** The local S3 (s3rver behind its compatibility layer) and the documents bucket. */
  s3Endpoint: string;
  documentsBucket: string;
  /** The local SES v2 emulator, and its web inbox (JSON: `${sesEndpoint}/store`). */
  sesEndpoint: string;
  mailInboxUrl: string;
  /** The local AWS End User Messaging SMS emulator, and its message inbox (JSON: `${smsEndpoint}/store`). */
  smsEndpoint: string;
  smsInboxUrl: string;
  /** The sender address of notification emails (MAIL_FROM). */
  mailFrom: string;
  userPoolId: string;
  userPoolClientId: string;
  staffUserPoolClientId: string;
  staffPolicy: StaffPolicy;
  dataDir: string;
  accounts: { admin: SeedUser; demo: SeedUser };
  config: RuntimeConfig;
  /** Only with --ephemeral (tests, bench): fault injection, see infra/local/control.ts. */
  controlUrl?: string;
}

export interface RunningStack {
  info: StackInfo;
  cognito: LocalCognito;
  /** Stop and start DynamoDB Local again on the same port and data (fault injection in tests and the bench). */
  dynamo: { stop(): Promise<void>; start(): Promise<void> };
  /** Make DynamoDB answer the handlers late (ms; 0 = at once). Only with dynamoDelayProxy. */
  setDynamoDelay?: (ms: number) => void;
  /** Drain the outbox now and wait for it (the only way it drains with `outbox: 'manual'`); `at`: as of that time. */
  drainOutbox(at?: Date): Promise<void>;
  /** The translation engine of the drafting jobs (Apertium), which fault injection can take down. */
  translation: LocalTranslation;
  stop(): Promise<void>;
}

/** Ports 0 are replaced by free ones; fixed ports are checked first so a clash gives a clear message. */
async function resolvePorts(p: StackOptions['ports']): Promise<StackOptions['ports']> {
  const checks: Array<[keyof StackOptions['ports'], string, string]> = [
    ['dynamodb', 'DynamoDB Local', 'DYNAMODB_PORT'],
    ['cognito', 'local Cognito', 'COGNITO_PORT'],
    ['s3', 'local S3', 'S3_PORT'],
    ['ses', 'local SES', 'SES_PORT'],
    ['sms', 'local SMS', 'SMS_PORT'],
    ['api', 'local API', 'API_PORT'],
    ['web', 'web', 'WEB_PORT'],
  ];
  const out = { ...p };
  for (const [k, service, env] of checks) {
    if (out[k] === 0) out[k] = await freePort();
    else await assertPortFree(out[k], service, env);
  }
  return out;
}

/**
 * The key that signs notary manage links (functions/lib/notary/links.ts), kept with the data so links in the inboxes
 * still open after a restart (in AWS: a Secrets Manager secret).
 */
function notaryLinkKey(dataDir: string): string {
  const file = join(dataDir, 'notary-link-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const ephemeral = opts.dataDir === null;
  const dataDir = ephemeral ? mkdtempSync(join(tmpdir(), 'lda-stack-')) : resolve(opts.dataDir!);
  const ports = await resolvePorts(opts.ports);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const tableName = TABLE.localName;
    const staffPolicy: StaffPolicy = opts.staffPolicy ?? 'enforced';
    const dynamoOpts = { port: ports.dynamodb, dataDir: join(dataDir, 'dynamodb'), tableName };
    const webUrl = opts.web === 'none' ? null : `http://localhost:${ports.web}`;
    const origins = webUrl ? [webUrl, `http://127.0.0.1:${ports.web}`] : [];
    const [firstDynamo, cognito, s3, ses] = await Promise.all([
      startDynamo(dynamoOpts) as Promise<LocalDynamo>,
      startCognito({
        port: ports.cognito,
        dataDir: join(dataDir, 'cognito'),
        allowedOrigins: origins,
        staffPolicy,
        // The pool's post-confirmation trigger, in process (its DynamoDB settings are the handlers', set below).
        postConfirmation: async (event) => (await import('../../functions/triggers/post-confirmation')).onConfirmation(event),
      }),
      startS3({
        port: ports.s3,
        dataDir: join(dataDir, 's3'),
        bucket: LOCAL_DOCUMENTS_BUCKET,
        region: LOCAL_AWS.region,
        allowedOrigins: origins,
      }) as Promise<LocalS3>,
      startSes({ port: ports.ses }) as Promise<LocalSes>,
    ]);
    // Replies to the office's number: what the two-way channel's SNS topic delivers to the inbound Lambda in AWS.
    const sms: LocalSms = await startSms({
      port: ports.sms,
      onInbound: async (message: InboundSms) => {
        const { handler } = await import('../../functions/smsinbound/handler');
        await handler({
          Records: [
            {
              EventSource: 'aws:sns',
              EventVersion: '1.0',
              EventSubscriptionArn: 'arn:aws:sns:local:000000000000:sms-inbound:local',
              Sns: {
                Type: 'Notification',
                MessageId: message.inboundMessageId,
                TopicArn: 'arn:aws:sns:local:000000000000:sms-inbound',
                Subject: '',
                Message: JSON.stringify(message),
                Timestamp: new Date().toISOString(),
                SignatureVersion: '1',
                Signature: '',
                SigningCertUrl: '',
                UnsubscribeUrl: '',
                MessageAttributes: {},
              },
            },
          ],
        });
      },
    });
    let dynamo = firstDynamo;
    // Through the variable: a restarted DynamoDB Local (the `dynamo` handle below) is the one stopped at the end.
    stops.push(() => dynamo.stop(), cognito.stop, s3.stop, ses.stop, sms.stop);

    const idp = cognitoClient(cognito.endpoint);
    const { userPoolId, userPoolClientId, staffUserPoolClientId } = await ensurePool(idp);
    await ensureUser(idp, userPoolId, opts.admin);
    await ensureUser(idp, userPoolId, opts.demo);
    if (staffPolicy === 'enforced' && opts.admin.totpSecret) await cognito.enrolTotp(userPoolId, opts.admin.email, opts.admin.totpSecret);

    let delayProxy: DelayProxy | null = null;
    if (opts.dynamoDelayProxy) {
      delayProxy = await startDelayProxy({ host: '127.0.0.1', port: ports.dynamodb });
      stops.push(delayProxy.stop);
    }

    // The handlers run in this process, configured as the CDK stack configures the Lambda functions.
    const mailFrom = `${BUSINESS.shortName} <notifications@lda.local>`;
    Object.assign(process.env, {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: delayProxy?.endpoint ?? dynamo.endpoint,
      AWS_REGION: LOCAL_AWS.region,
      USER_POOL_ID: userPoolId,
      // Admin routes take only the staff client's tokens (in AWS: the functions with admin routes).
      STAFF_CLIENT_ID: staffUserPoolClientId,
      PAYMENT_PROVIDER: 'test',
      SITE_URL: webUrl ?? 'http://localhost',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      DOCUMENTS_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      SES_ENDPOINT: ses.endpoint,
      MAIL_FROM: mailFrom,
      SMS_ENDPOINT: sms.endpoint,
      SMS_ORIGINATION_IDENTITY: sms.originationNumber,
      NOTARY_LINK_KEY: notaryLinkKey(dataDir),
      COGNITO_ENDPOINT: cognito.endpoint,
    });
    // The outbox consumer (in AWS: a Lambda on the table's stream and a schedule), polling and nudged after writes.
    const manualOutbox = opts.outbox === 'manual';
    // The drafting jobs' engine (in AWS: Amazon Translate): Apertium, checked once here.
    const translation = await startTranslation();
    if (!translation.version && !opts.quiet)
      process.stderr.write(
        'Apertium is not installed (apt-get install apertium apertium-eng-spa): Spanish answers get no machine drafts until it is.\n',
      );
    const outbox = startOutboxWorker({
      intervalMs: manualOutbox ? null : 1000,
      siteUrl: webUrl ?? 'http://localhost',
      translationEngine: translation.engine,
    });
    stops.push(outbox.stop);
    const gateway: Gateway = await startGateway({
      port: ports.api,
      issuer: `${cognito.endpoint}/${userPoolId}`,
      audience: [userPoolClientId, staffUserPoolClientId],
      allowedOrigins: origins,
      ...(manualOutbox ? {} : { onWrite: outbox.nudge }),
    });
    stops.push(gateway.stop);

    const config: RuntimeConfig = {
      environment: 'local',
      region: LOCAL_AWS.region,
      userPoolId,
      userPoolClientId,
      staffUserPoolClientId,
      userPoolEndpoint: cognito.endpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: gateway.url,
      bookingUrl: opts.bookingUrl,
      paymentMode: 'test',
    };

    if (opts.seed)
      await seedDemoData({
        apiUrl: gateway.url,
        cognitoEndpoint: cognito.endpoint,
        clientId: userPoolClientId,
        staffClientId: staffUserPoolClientId,
        admin: staffPolicy === 'enforced' ? opts.admin : { ...opts.admin, totpSecret: undefined },
        demo: opts.demo,
      });

    if (opts.web === 'dev') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(ROOT, 'vite.config.ts'),
        server: { port: ports.web, strictPort: true, host: 'localhost' },
        plugins: [
          {
            name: 'local-config-json',
            configureServer(server) {
              server.middlewares.use('/config.json', (_req, res) => {
                res.setHeader('content-type', 'application/json');
                res.setHeader('cache-control', 'no-cache');
                res.end(JSON.stringify(config));
              });
              // A page asked for in the other language than the visitor's `language` cookie goes to its twin (302), as
              // CloudFront's function and the static server (--dist) answer. Vite's own paths are never a page's.
              server.middlewares.use((req, res, next) => {
                if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
                const twin = languageTwin(new URL(req.url ?? '/', 'http://localhost'), req.headers.cookie);
                if (twin === null) return next();
                res.writeHead(302, { location: twin, 'cache-control': 'no-store' }).end();
              });
            },
          },
        ],
        logLevel: opts.quiet ? 'silent' : 'warn',
      });
      await vite.listen();
      stops.push(() => vite.close());
    } else if (opts.web === 'dist') {
      const site = await startStaticSite({ port: ports.web, host: 'localhost', root: join(ROOT, 'dist/web'), config });
      stops.push(site.stop);
    }

    return {
      info: {
        webUrl,
        apiUrl: gateway.url,
        cognitoEndpoint: cognito.endpoint,
        dynamodbEndpoint: dynamo.endpoint,
        tableName,
        s3Endpoint: s3.endpoint,
        documentsBucket: s3.bucket,
        sesEndpoint: ses.endpoint,
        mailInboxUrl: ses.inboxUrl,
        smsEndpoint: sms.endpoint,
        smsInboxUrl: sms.inboxUrl,
        mailFrom,
        userPoolId,
        userPoolClientId,
        staffUserPoolClientId,
        staffPolicy,
        dataDir,
        // Without the staff rule the seeded admin has no authenticator.
        accounts: { admin: staffPolicy === 'enforced' ? opts.admin : { ...opts.admin, totpSecret: undefined }, demo: opts.demo },
        config,
      },
      cognito,
      dynamo: {
        stop: () => dynamo.stop(),
        start: async () => {
          await dynamo.stop();
          dynamo = await startDynamo(dynamoOpts);
        },
      },
      ...(delayProxy ? { setDynamoDelay: delayProxy.setDelay } : {}),
      drainOutbox: outbox.drain,
      translation,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
