import { CfnOutput, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { siteRules, WebAcl } from './constructs/waf';

/** The only region where CloudFront takes a web ACL from (and where ACM certificates for CloudFront live). */
export const EDGE_REGION = 'us-east-1';

/**
 * What CloudFront needs from us-east-1, whatever region the portal stack is in: the site's AWS WAF web ACL (the AWS
 * common rule set, a per-IP request limit, a stricter one for API writes: infra/aws/constructs/waf.ts). The portal
 * stack reads its ARN from this stack's output (a weak cross-stack reference, cdk.json: CloudFormation's
 * Fn::GetStackOutput across regions), so `npm run deploy` deploys both (cdk deploy --all), this one first.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    if (!Token.isUnresolved(this.region) && this.region !== EDGE_REGION) {
      throw new Error(`The edge stack must be in ${EDGE_REGION} (CloudFront's web ACLs live there), not ${this.region}`);
    }
    const waf = new WebAcl(this, 'SiteWaf', {
      scope: 'CLOUDFRONT',
      name: 'LdaSite',
      description: 'Site and API through CloudFront: AWS common rule set, per-IP request limits, stricter for API writes',
      rules: siteRules(),
    });
    this.webAclArn = waf.acl.attrArn;
    new CfnOutput(this, 'SiteWebAclArn', { value: this.webAclArn, description: 'WAF web ACL of the CloudFront distribution' });
  }
}
