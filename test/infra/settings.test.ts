/**
 * Deployment settings (CDK context): custom domain, imported secrets, booking origins, missing web build, missing
 * handler modules. Bundling is skipped (these tests look at properties that do not depend on bundles).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { defaultSettings, settingsFromContext, validateSettings } from '../../infra/aws/settings';
import { PortalStack } from '../../infra/aws/stack';
import { buildStack, FAKE_WEB_ACL_ARN, fakeWebBuild, templateOf, TEST_ENV, testApp } from './helpers';

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
const API_CERT = 'arn:aws:acm:us-west-2:123456789012:certificate/66666666-7777-8888-9999-000000000000';

describe('custom domain and imported secrets', () => {
  let template: Template;
  beforeAll(() => {
    template = templateOf(
      buildStack({
        bundle: false,
        settings: {
          domainName: 'www.riverafamilylegal.com',
          certificateArn: CERT,
          stripeSecretKeyName: 'prod/stripe/secret-key',
          stripeWebhookSecretName: 'prod/stripe/webhook-secret',
          bookingOrigins: ['https://book.example.com'],
          bookingUrl: 'https://book.example.com/rivera',
          sesFromEmail: 'no-reply@riverafamilylegal.com',
        },
      }),
    );
  }, 60_000);

  it('serves the domain with its certificate and TLS 1.2+', () => {
    expect(() =>
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: {
          Aliases: ['www.riverafamilylegal.com'],
          ViewerCertificate: { AcmCertificateArn: CERT, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
        },
      }),
    ).not.toThrow();
  });

  it('tells the functions the site origin by its domain', () => {
    const fns = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) =>
      f.Properties.Description?.startsWith('LDA API'),
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) {
      expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://www.riverafamilylegal.com');
      expect(fn.Properties.Environment.Variables.ALLOWED_ORIGIN).toBe('https://www.riverafamilylegal.com');
    }
  });

  it('imports the payment secrets by name: none created, payments may read exactly those', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 0);
    const payments = Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
      f.Properties.Description?.includes('"payments"'),
    )!;
    expect(JSON.stringify(payments.Properties.Environment.Variables.STRIPE_SECRET_KEY_ARN)).toContain(':secret:prod/stripe/secret-key');
    expect(JSON.stringify(payments.Properties.Environment.Variables.STRIPE_WEBHOOK_SECRET_ARN)).toContain(
      ':secret:prod/stripe/webhook-secret',
    );
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(':secret:prod/stripe/secret-key-??????');
    expect(policies).toContain(':secret:prod/stripe/webhook-secret-??????');
  });

  it('sends Cognito mail through SES from the configured identity', () => {
    expect(() =>
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        EmailConfiguration: {
          EmailSendingAccount: 'DEVELOPER',
          From: 'Rivera Family Legal Document Services <no-reply@riverafamilylegal.com>',
          SourceArn: Match.stringLikeRegexp(':identity/no-reply@riverafamilylegal.com$'),
        },
      }),
    ).not.toThrow();
  });

  it('puts the configured booking provider in the CSP instead of the default', () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    for (const p of policies) {
      const csp = cspText(p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain('frame-src https://book.example.com');
      expect(csp).not.toContain('calendly');
    }
  });
});

describe('without a web build', () => {
  it('deploys no site content when webAssetsDir is null', () => {
    const template = templateOf(buildStack({ bundle: false, settings: { webAssetsDir: null } }));
    expect(Object.keys(template.findResources('Custom::CDKBucketDeployment'))).toHaveLength(0);
    expect(Object.keys(template.findResources('AWS::CloudFront::Distribution'))).toHaveLength(1);
  }, 60_000);

  it('fails synthesis with instructions when dist/web is missing, unless allowMissingWeb', () => {
    const empty = mkdtempSync(join(tmpdir(), 'infra-noweb-'));
    expect(() => settingsFromContext(new App({ context: { webDir: empty, testDeployment: 'true' } }).node)).toThrow(/npm run build:web/);
    expect(
      settingsFromContext(new App({ context: { webDir: empty, allowMissingWeb: 'true', testDeployment: 'true' } }).node).webAssetsDir,
    ).toBeNull();
  });

  it('reads the other settings from context', () => {
    const web = fakeWebBuild();
    const s = settingsFromContext(
      new App({
        context: {
          webDir: web,
          domainName: 'www.example.com',
          certificateArn: CERT,
          bookingOrigins: 'https://a.example.com, https://b.example.com',
          sesFromEmail: 'no-reply@example.com',
          apiDomainName: 'api-origin.example.com',
          apiCertificateArn: API_CERT,
        },
      }).node,
    );
    expect(s).toMatchObject({
      testDeployment: false,
      webAssetsDir: web,
      domainName: 'www.example.com',
      certificateArn: CERT,
      bookingOrigins: ['https://a.example.com', 'https://b.example.com'],
      sesFromEmail: 'no-reply@example.com',
      apiDomainName: 'api-origin.example.com',
      apiCertificateArn: API_CERT,
    });
  });
});

describe('settings validation', () => {
  it('needs a certificate with a domain, and the certificate in us-east-1', () => {
    expect(() => validateSettings(defaultSettings({ domainName: 'www.example.com' }))).toThrow(/both/);
    expect(() =>
      validateSettings(defaultSettings({ domainName: 'www.example.com', certificateArn: CERT.replace('us-east-1', 'us-west-2') })),
    ).toThrow(/us-east-1/);
    expect(() => validateSettings(defaultSettings({ domainName: 'https://www.example.com/', certificateArn: CERT }))).toThrow(/host name/);
  });

  it('accepts only https origins for the booking embed', () => {
    expect(() => validateSettings(defaultSettings({ bookingOrigins: ['http://calendly.com'] }))).toThrow(/https origin/);
    expect(() => validateSettings(defaultSettings({ bookingOrigins: ["https://x.com 'unsafe-inline'"] }))).toThrow(/https origin/);
    expect(() => validateSettings(defaultSettings({ sesFromEmail: 'not-an-email' }))).toThrow(/email/);
  });
});

describe('production and test deployments', () => {
  it('refuses a production deployment without SES mail or the API origin domain (B-5, D-6)', () => {
    expect(() => validateSettings(defaultSettings())).toThrow(/production deployment needs `sesFromEmail`.*`apiDomainName`/);
    expect(() => validateSettings(defaultSettings({ sesFromEmail: 'no-reply@example.com' }))).toThrow(/`apiDomainName`/);
    expect(() => validateSettings(defaultSettings({ apiDomainName: 'api-origin.example.com', apiCertificateArn: API_CERT }))).toThrow(
      /`sesFromEmail`/,
    );
    expect(
      validateSettings(
        defaultSettings({ sesFromEmail: 'no-reply@example.com', apiDomainName: 'api-origin.example.com', apiCertificateArn: API_CERT }),
      ),
    ).toMatchObject({ testDeployment: false });
    expect(validateSettings(defaultSettings({ testDeployment: true })).testDeployment).toBe(true);
  });

  it('needs the API origin domain and its certificate together, as a host name and an ACM ARN', () => {
    expect(() => validateSettings(defaultSettings({ testDeployment: true, apiDomainName: 'api.example.com' }))).toThrow(/both/);
    expect(() =>
      validateSettings(defaultSettings({ testDeployment: true, apiDomainName: 'https://api.example.com', apiCertificateArn: API_CERT })),
    ).toThrow(/host name/);
    expect(() =>
      validateSettings(defaultSettings({ testDeployment: true, apiDomainName: 'api.example.com', apiCertificateArn: 'not-an-arn' })),
    ).toThrow(/ACM certificate ARN/);
  });

  it('a test deployment keeps the execute-api endpoint (output ApiEndpoint) and Cognito’s own mail', () => {
    const t = buildStack({
      bundle: false,
      settings: { testDeployment: true, sesFromEmail: undefined, apiDomainName: undefined, apiCertificateArn: undefined },
    });
    const template = templateOf(t);
    const [api] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(false);
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    expect(template.toJSON().Outputs.ApiEndpoint).toBeDefined();
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pool.Properties.EmailConfiguration.EmailSendingAccount).toBe('COGNITO_DEFAULT');
  }, 60_000);
});

describe('route groups without a handler module', () => {
  it('fail synthesis naming the missing file', () => {
    const app = testApp({ bundle: false });
    expect(
      () =>
        new PortalStack(app, 'Missing', {
          env: TEST_ENV,
          cloudFrontWebAclArn: FAKE_WEB_ACL_ARN,
          settings: defaultSettings({ testDeployment: true }),
          entryFor: (group) => `/nonexistent/functions/${group}/handler.ts`,
        }),
    ).toThrow(/Route group "health" .*\/nonexistent\/functions\/health\/handler\.ts does not exist/);
  });

  it('build from any route table: a new route in an existing group needs no infrastructure change', () => {
    const app = testApp({ bundle: false });
    const stack = new PortalStack(app, 'Extra', {
      env: TEST_ENV,
      cloudFrontWebAclArn: FAKE_WEB_ACL_ARN,
      settings: defaultSettings({ testDeployment: true }),
      entryFor: () => join(__dirname, 'helpers.ts'), // any existing module under the project root (not bundled here)
      routes: [
        { method: 'GET', path: '/health', group: 'health', access: 'public', summary: 'Liveness' },
        { method: 'GET', path: '/me/export', group: 'profile', access: 'user', summary: 'Export my data' },
      ],
    });
    const template = Template.fromStack(stack as Stack);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 2);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /me/export', AuthorizationType: 'JWT' });
    expect(
      Object.values(template.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.Description?.startsWith('LDA API')),
    ).toHaveLength(2);
  }, 60_000);
});

/** The CSP as text: the documents bucket's origin is a deploy-time token (an Fn::Join), shown as «token». */
function cspText(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) throw new Error(`Unexpected CSP value: ${JSON.stringify(value)}`);
  return join[1].map((part) => (typeof part === 'string' ? part : '«token»')).join(join[0]);
}
