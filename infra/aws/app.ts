/**
 * The CDK app (cdk.json: `npx tsx infra/aws/app.ts`). Settings come from CDK context (infra/aws/settings.ts), the
 * account and region from the CLI's environment (AWS_PROFILE / AWS_REGION); without credentials (offline synth) the
 * stack is environment-agnostic.
 *
 * cdk-nag's AwsSolutions pack runs as a policy-validation plugin: any finding that is not acknowledged next to the
 * resource it concerns (with a reason) fails `cdk synth` and `cdk deploy`.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { settingsFromContext } from './settings';
import { PortalStack } from './stack';

const app = new App();
const stackName: string = app.node.tryGetContext('stackName') ?? 'LdaPortal';

new PortalStack(app, stackName, {
  description: 'LDA portal: website, client portal and back office (infra/aws)',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  settings: settingsFromContext(app.node),
  terminationProtection: true,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
