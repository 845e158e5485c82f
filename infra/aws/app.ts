/**
 * The CDK app (cdk.json: `npx tsx infra/aws/app.ts`). Settings come from CDK context (infra/aws/settings.ts), the
 * account and region from the CLI's environment (AWS_PROFILE / AWS_REGION); without credentials (offline synth) the
 * stack is environment-agnostic.
 *
 * cdk-nag's AwsSolutions pack runs as a policy-validation plugin: any finding that is not acknowledged next to the
 * resource it concerns (with a reason) fails `cdk synth` and `cdk deploy`.
 */
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { californiaDate, checkExpiriesForBuild } from '../../shared/compliance';
import { settingsFromContext } from './settings';
import { PortalStack } from './stack';

const app = new App();
const stackName: string = app.node.tryGetContext('stackName') ?? 'LdaPortal';

// The LDA registration, bond and notary commission (shared/business.ts): a warning on the stack from 60 days before
// any of them expires; synth fails once one has (docs/compliance.md, "Registration expiry").
const expiryWarnings: string[] = [];
checkExpiriesForBuild(californiaDate(), (line) => expiryWarnings.push(line));

const stack = new PortalStack(app, stackName, {
  description: 'LDA portal: website, client portal and back office (infra/aws)',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  settings: settingsFromContext(app.node),
  terminationProtection: true,
});

for (const line of expiryWarnings) Annotations.of(stack).addWarningV2('lda:compliance-expiry', line);

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
