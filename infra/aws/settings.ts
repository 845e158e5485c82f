import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Node } from 'constructs';

/** The repository root (infra/aws → ../..). */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** Online scheduling page embedded on /contact (same default as infra/local/start.ts). */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/rivera-legal-docs/consultation';
/** Origins the booking embed loads from (Calendly's inline widget: page frame, script and stylesheet). */
export const DEFAULT_BOOKING_ORIGINS = ['https://calendly.com', 'https://assets.calendly.com'] as const;

/**
 * Everything about one deployment that is not code: read from CDK context (`cdk.json` or `-c key=value`) by
 * app.ts, passed to the stack as plain props so tests can build any variant without touching context.
 */
export interface StackSettings {
  /**
   * A deployment for testing (the default *.cloudfront.net address, Cognito's own mail sender, the API's execute-api
   * endpoint left on). Without it — a production deployment — synthesis requires `sesFromEmail` and
   * `apiDomainName` + `apiCertificateArn` (docs/operations.md).
   */
  testDeployment: boolean;
  /** Custom domain of the site (e.g. www.riverafamilylegal.com). Requires `certificateArn`. */
  domainName?: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates in us-east-1. */
  certificateArn?: string;
  /**
   * The API's own origin name (e.g. api-origin.riverafamilylegal.com), a custom domain of the HTTP API that only
   * CloudFront uses: with it the API's default execute-api endpoint is switched off, so every request passes CloudFront
   * (its WAF, headers and logs). Requires `apiCertificateArn` and a DNS record to the ApiOriginTarget output.
   */
  apiDomainName?: string;
  /** ACM certificate for `apiDomainName`, in the stack's own region (API Gateway regional endpoint). */
  apiCertificateArn?: string;
  /** Booking page embedded on /contact, written to config.json. */
  bookingUrl: string;
  /** Origins the booking embed needs in the CSP (frame, script, style). */
  bookingOrigins: string[];
  /**
   * Send Cognito mail (verification codes, password resets) through SES from this address, a verified SES identity
   * in the stack's region. Default: Cognito's built-in sender, limited to about 50 emails a day.
   */
  sesFromEmail?: string;
  /**
   * The domain notification emails are sent from (notifications@<mailDomain>): the stack creates its SES identity
   * (Easy DKIM; publish the DKIM records it reports) with the mail configuration set. Without it, notifications are
   * sent from `sesFromEmail` (an identity verified outside the stack); with neither, they cannot be sent.
   */
  mailDomain?: string;
  /**
   * Texts (notary reminders, issue 33): the AWS End User Messaging SMS origination identity — the ARN of a registered
   * phone number (10DLC or toll-free) or pool — and optionally its configuration set. Without it no texts are sent
   * (the outbox skips them; emails still go). docs/operations.md, "Texts".
   */
  smsOriginationIdentity?: string;
  smsConfigurationSet?: string;
  /** Import the payment provider's API secret key from Secrets Manager by name instead of creating a placeholder. */
  stripeSecretKeyName?: string;
  /** Import the payment webhook signing secret by name instead of creating a placeholder. */
  stripeWebhookSecretName?: string;
  /**
   * The built web (`dist/web`, from `npm run build:web`) to upload, or null to deploy no site content
   * (synth without a web build, tests). Must contain index.html.
   */
  webAssetsDir: string | null;
  /** Reported by GET /health (APP_VERSION). */
  appVersion: string;
}

/** Defaults for every setting; tests spread their overrides over this. */
export function defaultSettings(overrides: Partial<StackSettings> = {}): StackSettings {
  return {
    testDeployment: false,
    bookingUrl: DEFAULT_BOOKING_URL,
    bookingOrigins: [...DEFAULT_BOOKING_ORIGINS],
    webAssetsDir: null,
    appVersion: packageVersion(),
    ...overrides,
  };
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Read the settings from CDK context. Context keys:
 *   testDeployment, domainName, certificateArn, apiDomainName, apiCertificateArn, bookingUrl, bookingOrigins
 *   (comma-separated), sesFromEmail, mailDomain, stripeSecretKeyName, stripeWebhookSecretName, webDir (default
 *   dist/web), allowMissingWeb (synth without a web build), appVersion.
 * Fails with a clear message when the web build is missing (unless allowMissingWeb) or settings are inconsistent.
 */
export function settingsFromContext(node: Node): StackSettings {
  const str = (key: string): string | undefined => {
    const v: unknown = node.tryGetContext(key);
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new Error(`Context "${key}" must be a string`);
    return v.trim();
  };
  const flag = (key: string): boolean => {
    const v: unknown = node.tryGetContext(key);
    return v === true || v === 'true' || v === '1';
  };

  const webDirSetting = str('webDir') ?? 'dist/web';
  const webDir = isAbsolute(webDirSetting) ? webDirSetting : join(REPO_ROOT, webDirSetting);
  let webAssetsDir: string | null = webDir;
  if (!existsSync(join(webDir, 'index.html'))) {
    if (!flag('allowMissingWeb')) {
      throw new Error(
        `The web build is missing: ${join(webDir, 'index.html')} does not exist.\n` +
          'Run `npm run build:web` first (`npm run deploy` does both), or synthesize without site content: ' +
          '`npx cdk synth -c allowMissingWeb=true`.',
      );
    }
    webAssetsDir = null;
  }

  const bookingOrigins = str('bookingOrigins')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);

  return validateSettings(
    defaultSettings({
      testDeployment: flag('testDeployment'),
      domainName: str('domainName'),
      certificateArn: str('certificateArn'),
      apiDomainName: str('apiDomainName'),
      apiCertificateArn: str('apiCertificateArn'),
      ...(str('bookingUrl') ? { bookingUrl: str('bookingUrl') } : {}),
      ...(bookingOrigins?.length ? { bookingOrigins } : {}),
      sesFromEmail: str('sesFromEmail'),
      mailDomain: str('mailDomain'),
      smsOriginationIdentity: str('smsOriginationIdentity'),
      smsConfigurationSet: str('smsConfigurationSet'),
      stripeSecretKeyName: str('stripeSecretKeyName'),
      stripeWebhookSecretName: str('stripeWebhookSecretName'),
      webAssetsDir,
      ...(str('appVersion') ? { appVersion: str('appVersion') } : {}),
    }),
  );
}

/** Consistency checks shared by app.ts and the stack (so tests hit the same errors). */
export function validateSettings(s: StackSettings): StackSettings {
  if (Boolean(s.domainName) !== Boolean(s.certificateArn)) {
    throw new Error('Set both `domainName` and `certificateArn` (a us-east-1 ACM certificate), or neither.');
  }
  if (s.certificateArn && !s.certificateArn.startsWith('arn:')) {
    throw new Error(`certificateArn "${s.certificateArn}" is not an ARN`);
  }
  if (s.certificateArn && !s.certificateArn.includes(':us-east-1:')) {
    throw new Error(`CloudFront needs its certificate in us-east-1; "${s.certificateArn}" is elsewhere.`);
  }
  for (const [key, host] of [
    ['domainName', s.domainName],
    ['apiDomainName', s.apiDomainName],
  ] as const) {
    if (host && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host)) throw new Error(`${key} "${host}" is not a host name (no scheme, no path)`);
  }
  if (Boolean(s.apiDomainName) !== Boolean(s.apiCertificateArn)) {
    throw new Error('Set both `apiDomainName` and `apiCertificateArn` (an ACM certificate in the stack region), or neither.');
  }
  if (s.apiCertificateArn && !/^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/.+$/.test(s.apiCertificateArn)) {
    throw new Error(`apiCertificateArn "${s.apiCertificateArn}" is not an ACM certificate ARN`);
  }
  for (const origin of s.bookingOrigins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) throw new Error(`bookingOrigins: "${origin}" is not an https origin`);
  }
  if (s.sesFromEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.sesFromEmail))
    throw new Error(`sesFromEmail "${s.sesFromEmail}" is not an email address`);
  if (s.mailDomain && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(s.mailDomain)) throw new Error(`mailDomain "${s.mailDomain}" is not a domain name`);
  if (
    s.smsOriginationIdentity &&
    !/^arn:aws[\w-]*:sms-voice:[\w-]+:\d{12}:(phone-number|pool|sender-id)\/.+$/.test(s.smsOriginationIdentity)
  )
    throw new Error(
      `smsOriginationIdentity "${s.smsOriginationIdentity}" is not an End User Messaging phone number, pool or sender ID ARN`,
    );
  if (!/^https:\/\//.test(s.bookingUrl)) throw new Error(`bookingUrl "${s.bookingUrl}" must be an https URL`);
  if (s.webAssetsDir !== null && !existsSync(join(s.webAssetsDir, 'index.html'))) {
    throw new Error(`webAssetsDir ${s.webAssetsDir} has no index.html (run \`npm run build:web\`)`);
  }
  if (!s.testDeployment) {
    const missing = [
      !s.sesFromEmail &&
        '`sesFromEmail` (Cognito mail through SES: its built-in sender allows about 50 emails a day, which anonymous sign-ups can use up)',
      !s.apiDomainName &&
        '`apiDomainName` and `apiCertificateArn` (the API reachable only through CloudFront and its WAF: the execute-api endpoint switched off)',
    ].filter(Boolean);
    if (missing.length) {
      throw new Error(
        `A production deployment needs ${missing.join(', and ')}. See docs/operations.md ("Settings"); ` +
          'for a test deployment pass `-c testDeployment=true`.',
      );
    }
  }
  return s;
}

/** The sender of notification emails, or null when neither `mailDomain` nor `sesFromEmail` is set. */
export function notificationSender(s: Pick<StackSettings, 'mailDomain' | 'sesFromEmail'>): string | null {
  if (s.mailDomain) return `notifications@${s.mailDomain}`;
  return s.sesFromEmail ?? null;
}
