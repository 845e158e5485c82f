import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { RouteGroup } from '../../shared/api/routes';
import { defaultEntryFor } from '../../infra/aws/constructs/api';
import { EDGE_REGION, EdgeStack } from '../../infra/aws/edge-stack';
import { defaultSettings, REPO_ROOT, type StackSettings } from '../../infra/aws/settings';
import { PortalStack } from '../../infra/aws/stack';

/** The region test stacks are pinned to, so region-dependent strings (CSP, issuer) are plain strings. */
export const TEST_ENV = { account: '123456789012', region: 'us-west-2' } as const;

/**
 * The real handler module of a group when it exists, else a stub (handler modules are written in
 * parallel by other work; the infrastructure must not wait for them). Stubs are tiny ESM modules exporting `handler`.
 * NodejsFunction requires entries under the project root, so stubs live in node_modules/.cache/infra-test-stubs (ignored by git).
 */
export function entryOrStub(): (group: RouteGroup) => string {
  return (group) => {
    const real = defaultEntryFor(group);
    if (existsSync(real)) return real;
    const dir = join(REPO_ROOT, 'node_modules', '.cache', 'infra-test-stubs');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${group}.ts`);
    // Write-then-rename: parallel test files may create the same stub at the same time.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `export const handler = async () => ({ statusCode: 501, body: 'stub for ${group}' });\n`);
    renameSync(tmp, file);
    return file;
  };
}

/** A fake web build: index.html, the SPA shell app.html, a hashed asset, a prerendered page, and a stray config.json that must not ship. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'infra-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'services'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>LDA</title><div id="root" data-prerendered="/"></div>');
  writeFileSync(join(dir, 'app.html'), '<!doctype html><title>LDA</title><div id="root"></div>');
  writeFileSync(join(dir, 'services', 'index.html'), '<!doctype html><title>Services</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'config.json'), '{"environment":"local"}');
  return dir;
}

/** The feature flags and settings of cdk.json, so tests synthesize what `cdk synth` synthesizes. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/** An App with cdk.json's context; `bundle: false` skips asset bundling (esbuild) via `aws:cdk:bundling-stacks`. */
export function testApp(opts: { bundle?: boolean } = {}): App {
  return new App({ context: { ...cdkJsonContext(), ...(opts.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}) } });
}

export interface TestStack {
  app: App;
  stack: PortalStack;
  edge: EdgeStack;
}

/** What a production deployment must set (settings.ts refuses to synthesize one without them). */
export const PRODUCTION_SETTINGS = {
  sesFromEmail: 'no-reply@example.com',
  apiDomainName: 'api-origin.example.com',
  apiCertificateArn: 'arn:aws:acm:us-west-2:123456789012:certificate/api-origin',
} as const satisfies Partial<StackSettings>;

/** A CloudFront web ACL ARN for stacks built without their edge stack. */
export const FAKE_WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/LdaSite/00000000-0000-0000-0000-000000000000';

/**
 * Build the stacks as app.ts does (cdk.json context, the edge stack in us-east-1 with a cross-region reference), with
 * production settings unless overridden. `bundle: false` for tests that only look at the construct tree or resource
 * properties that do not depend on bundles.
 */
export function buildStack(opts: { settings?: Partial<StackSettings>; bundle?: boolean; id?: string } = {}): TestStack {
  const app = testApp({ bundle: opts.bundle });
  const id = opts.id ?? 'LdaPortalTest';
  const edge = new EdgeStack(app, `${id}-Edge`, { env: { account: TEST_ENV.account, region: EDGE_REGION } });
  const stack = new PortalStack(app, id, {
    env: TEST_ENV,
    cloudFrontWebAclArn: edge.webAclArn,
    settings: defaultSettings({ webAssetsDir: fakeWebBuild(), appVersion: '9.9.9-test', ...PRODUCTION_SETTINGS, ...opts.settings }),
    entryFor: entryOrStub(),
  });
  return { app, stack, edge };
}

export const templateOf = (t: TestStack): Template => Template.fromStack(t.stack);

/** A resource's logical id from its CloudFormation Ref/GetAtt object. */
export function refId(value: unknown): string {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  if (v?.Ref) return v.Ref;
  if (v?.['Fn::GetAtt']) return v['Fn::GetAtt'][0];
  throw new Error(`Not a Ref or GetAtt: ${JSON.stringify(value)}`);
}
