/**
 * The CDK app (cdk.json: `npx tsx infra/aws/app.ts`): the portal stack in the CLI's region (AWS_REGION / the profile's;
 * us-west-2 when none is configured, e.g. an offline `npm run synth`) and its edge stack in us-east-1 (CloudFront's WAF
 * web ACL, infra/aws/edge-stack.ts), linked by a weak cross-region reference (cdk.json). Settings come from CDK context
 * (infra/aws/settings.ts); the account from the CLI's credentials (none offline).
 *
 * cdk-nag's AwsSolutions pack runs as a policy-validation plugin: any finding that is not acknowledged next to the
 * resource it concerns (with a reason) fails `cdk synth` and `cdk deploy`.
 */
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EDGE_REGION, EdgeStack } from './edge-stack';
import { californiaDate, checkExpiriesForBuild } from '../../shared/compliance';
import { settingsFromContext } from './settings';
import { PortalStack } from './stack';

export const DEFAULT_REGION = 'us-west-2';

const app = new App();
const stackName: string = app.node.tryGetContext('stackName') ?? 'LdaPortal';
const account = process.env.CDK_DEFAULT_ACCOUNT;

const edge = new EdgeStack(app, `${stackName}-Edge`, {
  description: 'LDA portal: what CloudFront needs from us-east-1 (WAF web ACL) (infra/aws/edge-stack.ts)',
  env: { account, region: EDGE_REGION },
  terminationProtection: true,
});

// The LDA registration, bond and notary commission (shared/business.ts): a warning on the stack from 60 days before
// any of them expires; synth fails once one has (docs/compliance.md, "Registration expiry").
const expiryWarnings: string[] = [];
checkExpiriesForBuild(californiaDate(), (line) => expiryWarnings.push(line));

const stack = new PortalStack(app, stackName, {
  description: 'LDA portal: website, client portal and back office (infra/aws)',
  env: { account, region: process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION },
  cloudFrontWebAclArn: edge.webAclArn,
  settings: settingsFromContext(app.node),
  terminationProtection: true,
});

for (const line of expiryWarnings) Annotations.of(stack).addWarningV2('lda:compliance-expiry', line);

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
