import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface PaymentSecretsProps {
  /** Import the API secret key by name (created outside this stack); default: create a placeholder secret. */
  secretKeyName?: string;
  /** Import the webhook signing secret by name; default: create a placeholder secret. */
  webhookSecretName?: string;
}

/**
 * The payment provider's (Stripe's) secret API key and webhook signing secret. Values never live in code or in the
 * template: either the secrets are imported by name, or this construct creates them with a random placeholder value
 * that an operator replaces once with `aws secretsmanager put-secret-value` (docs/operations.md). Until then card
 * checkout fails closed (Stripe rejects the key, webhook signatures never verify).
 */
export class PaymentSecrets extends Construct {
  readonly secretKey: ISecret;
  readonly webhookSecret: ISecret;

  constructor(scope: Construct, id: string, props: PaymentSecretsProps = {}) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    this.secretKey = this.secret(
      'StripeSecretKey',
      props.secretKeyName,
      `${stackName}/stripe/secret-key`,
      'Stripe secret API key (sk_live_… / sk_test_…)',
    );
    this.webhookSecret = this.secret(
      'StripeWebhookSecret',
      props.webhookSecretName,
      `${stackName}/stripe/webhook-secret`,
      'Stripe webhook signing secret (whsec_…) of the endpoint <site>/api/payments/webhook',
    );
  }

  private secret(id: string, importName: string | undefined, createName: string, description: string): ISecret {
    if (importName) return Secret.fromSecretNameV2(this, id, importName);
    const secret = new Secret(this, id, {
      secretName: createName,
      description: `${description}. Placeholder until set with put-secret-value.`,
      // A random placeholder, not a usable key: the real value is set out of band and never overwritten by deploys.
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe keys cannot be rotated by a Secrets Manager rotation Lambda; they are rolled in the Stripe dashboard and stored with put-secret-value (docs/operations.md).',
    });
    return secret;
  }
}
