/**
 * cdk-nag gate: the AwsSolutions pack finds nothing unacknowledged (errors or warnings) in the stack, in its default
 * shape and with every optional setting, with and without an environment. Every acknowledgement carries a reason.
 * Bundling is skipped: rules look at resource properties, not bundles.
 */
import { App, Stack, Validations, type PolicyViolation } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { defaultSettings } from '../../infra/aws/settings';
import { PortalStack } from '../../infra/aws/stack';
import { buildStack, entryOrStub, FAKE_WEB_ACL_ARN, fakeWebBuild, PRODUCTION_SETTINGS, testApp } from './helpers';

const describeViolations = (violations: PolicyViolation[]): string[] =>
  violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

const nag = (scope: IConstruct): string[] => describeViolations(new AwsSolutionsChecks().validateScope(scope).violations);

describe('cdk-nag AwsSolutions', () => {
  it('reports nothing unacknowledged for the default stack (with a web build, created secrets, no custom domain)', () => {
    expect(nag(buildStack({ bundle: false }).app)).toEqual([]);
  }, 60_000);

  it('reports nothing unacknowledged with a custom domain, imported secrets, a mail domain and no web build', () => {
    const t = buildStack({
      bundle: false,
      settings: {
        domainName: 'www.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        stripeSecretKeyName: 'prod/stripe/secret-key',
        stripeWebhookSecretName: 'prod/stripe/webhook-secret',
        sesFromEmail: 'office@example.com',
        mailDomain: 'mail.example.com',
        webAssetsDir: null,
      },
    });
    expect(nag(t.app)).toEqual([]);
  }, 60_000);

  // Offline, the CLI knows a region (app.ts falls back to us-west-2) but no account.
  it.each([['a region but no account (offline `npm run synth`)', { region: 'us-east-1' }]])(
    'reports nothing unacknowledged with %s',
    (_name, env) => {
      const app = testApp({ bundle: false });
      new PortalStack(app, 'Agnostic', {
        env,
        cloudFrontWebAclArn: FAKE_WEB_ACL_ARN,
        settings: defaultSettings({ webAssetsDir: fakeWebBuild(), ...PRODUCTION_SETTINGS }),
        entryFor: entryOrStub(),
      });
      expect(nag(app)).toEqual([]);
    },
    60_000,
  );

  it('leaves no construct warnings or errors (the CLI shows them next to nag findings)', () => {
    const { stack } = buildStack({ bundle: false });
    const annotations = Annotations.fromStack(stack);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
  }, 60_000);

  it('does report findings that nobody acknowledged (the gate can fail)', () => {
    const stack = new Stack(new App(), 'Bare');
    new Bucket(stack, 'Unlogged');
    expect(nag(stack).some((v) => v.includes('AwsSolutions-S1'))).toBe(true);
  });

  it('gives every acknowledgement a specific reason', () => {
    const { app } = buildStack({ bundle: false });
    const acks: Array<{ path: string; id: string; reason: string }> = [];
    const walk = (c: IConstruct) => {
      for (const entry of c.node.metadata) {
        if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY) {
          for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) acks.push({ path: c.node.path, id, reason });
        }
      }
      c.node.children.forEach(walk);
    };
    walk(app);
    // aws-cdk-lib acknowledges some of its own CloudFormation-validator rules; ours are the AwsSolutions ones.
    const ours = acks.filter((a) => a.id.includes('AwsSolutions-'));
    expect(ours.length).toBeGreaterThan(0);
    for (const ack of ours) expect(ack.reason.length).toBeGreaterThan(40);
    // No rule is waved through for the whole stack: each acknowledgement sits on the construct it concerns.
    expect(ours.filter((a) => !a.path.includes('/'))).toEqual([]);
  }, 60_000);
});
