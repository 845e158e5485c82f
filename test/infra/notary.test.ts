/**
 * The notary line's AWS resources (issue 33): texts only from the configured origination identity, the inbound-texts
 * topic (encrypted, published to by End User Messaging only from this account) and its function's narrow role, and
 * the manage links' key read only by the notary function and the outbox consumer.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { buildStack, refId, templateOf } from './helpers';

type Resource = { Type: string; Properties: Record<string, any> };
const ORIGIN = 'arn:aws:sms-voice:us-west-2:123456789012:phone-number/phone-0123456789abcdef';

function load(settings = {}) {
  const template: Template = templateOf(buildStack({ bundle: false, settings }));
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const fn = (text: string) => ofType('AWS::Lambda::Function').find(([, r]) => String(r.Properties.Description ?? '').includes(text))!;
  const statementsOfRole = (roleId: string): Array<{ Action: string | string[]; Resource: unknown; Condition?: unknown }> =>
    ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: unknown) => refId(r) === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
  return { resources, ofType, fn, statementsOfRole };
}
const actions = (s: Array<{ Action: string | string[] }>) => s.flatMap((x) => [x.Action].flat());

describe('texts', () => {
  it('lets the outbox consumer send texts from the configured origination identity only', () => {
    const { fn, statementsOfRole } = load({ smsOriginationIdentity: ORIGIN, smsConfigurationSet: 'lda-texts' });
    const [, consumer] = fn('outbox consumer');
    expect(consumer.Properties.Environment.Variables.SMS_ORIGINATION_IDENTITY).toBe(ORIGIN);
    const statements = statementsOfRole(refId(consumer.Properties.Role));
    const send = statements.filter((s) => actions([s]).includes('sms-voice:SendTextMessage'));
    expect(send).toHaveLength(1);
    expect(actions(send)).toEqual(['sms-voice:SendTextMessage']);
    const targets = JSON.stringify(send[0].Resource);
    expect(targets).toContain(ORIGIN);
    expect(targets).toContain('configuration-set/lda-texts');
    expect(targets).not.toContain('*');
    // It puts items (held notices, a sign-up job's mail: docs/security.md F6, UX 1) but deletes none.
    expect(actions(statements)).not.toContain('dynamodb:DeleteItem');
  });

  it('grants no texts at all without an origination identity', () => {
    const { fn, statementsOfRole } = load();
    const [, consumer] = fn('outbox consumer');
    expect(consumer.Properties.Environment.Variables.SMS_ORIGINATION_IDENTITY).toBeUndefined();
    expect(actions(statementsOfRole(refId(consumer.Properties.Role))).filter((a) => a.startsWith('sms-voice:'))).toEqual([]);
  });

  it('receives replies on an encrypted topic only End User Messaging of this account may publish to, handled by a narrow function', () => {
    const { ofType, fn, statementsOfRole } = load();
    const topics = ofType('AWS::SNS::Topic').filter(([id]) => id.includes('InboundTexts'));
    expect(topics).toHaveLength(1);
    expect(topics[0][1].Properties.KmsMasterKeyId).toBeDefined();
    const policies = ofType('AWS::SNS::TopicPolicy').filter(([, p]) => JSON.stringify(p.Properties.Topics).includes(topics[0][0]));
    const publish = policies
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .find((s: any) => JSON.stringify(s.Principal).includes('sms-voice'));
    expect(publish.Action).toBe('sns:Publish');
    expect(publish.Condition).toEqual({ StringEquals: { 'aws:SourceAccount': '123456789012' } });
    const [, inbound] = fn('inbound texts');
    expect(
      actions(statementsOfRole(refId(inbound.Properties.Role)))
        .filter((a) => a.startsWith('dynamodb:'))
        .sort(),
    ).toEqual(['dynamodb:DeleteItem', 'dynamodb:UpdateItem']);
    const subs = ofType('AWS::SNS::Subscription').filter(
      ([, s]) => s.Properties.Protocol === 'lambda' && JSON.stringify(s.Properties.TopicArn).includes(topics[0][0]),
    );
    expect(subs).toHaveLength(1);
  });
});

describe('manage links', () => {
  it('keeps their key in a generated secret read by the notary function and the outbox consumer, not the console', () => {
    const { fn, statementsOfRole, ofType } = load();
    const secrets = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('NotaryLinkKey'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0][1].Properties.GenerateSecretString).toBeDefined();
    const reads = (description: string) => {
      const [, f] = fn(description);
      return actions(statementsOfRole(refId(f.Properties.Role))).includes('secretsmanager:GetSecretValue');
    };
    expect(reads('"notary"')).toBe(true);
    expect(reads('outbox consumer')).toBe(true);
    expect(reads('"notarydesk"')).toBe(false);
  });
});
