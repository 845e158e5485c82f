/**
 * `npm start`: the whole product on this machine (web, API, auth, database), no cloud account needed.
 *   npm start                  Vite dev server with hot reload, data in .data/
 *   npm start -- --dist        serve the built site (npm run build:web) as CloudFront would
 *   npm start -- --ephemeral   temporary data and free ports (tests); prints STACK_READY <json>
 * Ports: WEB_PORT (5173), API_PORT (3001), COGNITO_PORT (9229), DYNAMODB_PORT (8000), S3_PORT (4569), SES_PORT (8005),
 * SMS_PORT (8006).
 * Ctrl-C stops everything.
 * LOCAL_STAFF_MFA=off: the admin claim without the staff client and TOTP (a web build without the TOTP screens).
 */
import { join } from 'node:path';
import { seededAccounts } from './accounts';
import { startControl } from './control';
import { PortInUseError } from './ports';
import { ROOT, startStack, type RunningStack } from './stack';
import { otpauthUri } from './totp';

const args = new Set(process.argv.slice(2));
const ephemeral = args.has('--ephemeral');
const env = process.env;
const port = (name: string, fallback: number) => (ephemeral && !env[name] ? 0 : Number(env[name] ?? fallback));

async function main() {
  const started = Date.now();
  const accounts = seededAccounts();
  let stack: RunningStack;
  try {
    stack = await startStack({
      dataDir: ephemeral ? null : (env.DATA_DIR ?? join(ROOT, '.data')),
      ports: {
        web: port('WEB_PORT', 5173),
        api: port('API_PORT', 3001),
        cognito: port('COGNITO_PORT', 9229),
        dynamodb: port('DYNAMODB_PORT', 8000),
        s3: port('S3_PORT', 4569),
        ses: port('SES_PORT', 8005),
        sms: port('SMS_PORT', 8006),
      },
      web: args.has('--no-web') ? 'none' : args.has('--dist') ? 'dist' : 'dev',
      admin: accounts.admin,
      demo: accounts.demo,
      seed: !args.has('--no-seed'),
      bookingUrl: env.BOOKING_URL ?? 'https://calendly.com/rivera-legal-docs/consultation',
      staffPolicy: env.LOCAL_STAFF_MFA === 'off' ? 'relaxed' : 'enforced',
      dynamoDelayProxy: ephemeral,
      quiet: ephemeral,
    });
  } catch (err) {
    if (err instanceof PortInUseError) {
      process.stderr.write(`\n✖ ${err.message}\n\n`);
      process.exit(2);
    }
    throw err;
  }
  const { info } = stack;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!ephemeral) process.stdout.write(`\n${signal}: stopping DynamoDB Local, Cognito, S3, SES, SMS, API and web…\n`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A test runner that dies without a signal closes our stdin: stop with it.
  if (ephemeral) process.stdin.on('end', () => void shutdown('stdin closed')).resume();

  if (ephemeral) {
    // Fault injection (stop/start DynamoDB Local) for tests and the bench; never with a plain `npm start`.
    info.controlUrl = (await startControl(stack)).url;
    process.stdout.write(`STACK_READY ${JSON.stringify(info)}\n`);
  } else {
    stack.cognito.onMessage((m) => process.stdout.write(`\n✉  Email to ${m.to}: ${m.subject} — code ${m.code ?? '(none)'}\n`));
    const s = ((Date.now() - started) / 1000).toFixed(1);
    const admin = info.accounts.admin;
    const staffLines = admin.totpSecret
      ? [
          `  Admin TOTP      secret ${admin.totpSecret} — add it to an authenticator app, or run \`npm run admin:code\``,
          `                  ${otpauthUri(admin.totpSecret, { issuer: 'LDA local', account: admin.email })}`,
          `                  (the console signs in through the staff app client ${info.staffUserPoolClientId})`,
        ]
      : ['  Admin TOTP      none: LOCAL_STAFF_MFA=off grants the admin claim without the staff client and a code'];
    process.stdout.write(
      [
        '',
        `Legal document assistant — local stack ready in ${s}s`,
        '',
        `  Web             ${info.webUrl ?? '(not started)'}`,
        `  API             ${info.apiUrl}   (try ${info.apiUrl}/health)`,
        `  Cognito (local) ${info.cognitoEndpoint}   pool ${info.userPoolId}, clients ${info.userPoolClientId} (web), ${info.staffUserPoolClientId} (staff)`,
        `  DynamoDB Local  ${info.dynamodbEndpoint}   table ${info.tableName}`,
        `  S3 (s3rver)     ${info.s3Endpoint}   bucket ${info.documentsBucket}`,
        `  SES (emulator)  ${info.sesEndpoint}`,
        `  Mail inbox      ${info.mailInboxUrl}   (notification emails sent by the app)`,
        `  Translation     ${stack.translation.version ? `Apertium ${stack.translation.version}` : 'Apertium NOT INSTALLED (apt-get install apertium apertium-eng-spa)'}   (drafts of Spanish answers; Amazon Translate in AWS)`,
        `  SMS inbox       ${info.smsInboxUrl}   (texts sent by the app, through the AWS End User Messaging SMS emulator; reply STOP there)`,
        '',
        `  Admin account   ${admin.email} / ${admin.password}`,
        ...staffLines,
        `  Demo client     ${info.accounts.demo.email} / ${info.accounts.demo.password}`,
        '',
        `  Data            ${info.dataDir}  (wipe with: npm run reset)`,
        `  Emails          password-reset codes are printed here; sign-up codes and notifications go to the mail inbox`,
        '',
        'Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  }
}

main().catch((err) => {
  process.stderr.write(`\n✖ Could not start the local stack: ${(err as Error)?.message ?? err}\n`);
  process.exit(1);
});
