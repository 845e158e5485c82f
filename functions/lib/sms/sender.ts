/**
 * Sending texts: the `SmsSender` interface and its one implementation, AWS End User Messaging SMS (the
 * pinpoint-sms-voice-v2 API, SendTextMessage). Locally SMS_ENDPOINT points at the embedded SMS emulator
 * (infra/local/sms.ts), which speaks the same JSON API: the same client code runs, and nothing here knows which.
 * In AWS the origination identity (a registered 10DLC or toll-free number, or a pool) is SMS_ORIGINATION_IDENTITY and
 * the configuration set SMS_CONFIGURATION_SET (docs/operations.md).
 */
import type * as PinpointSdk from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { clientConfig } from '../aws';

export { isOptedOutError, PERMANENT_SMS_ERRORS } from './errors';

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Logged with the message's events (kind of message): no PII. */
  context?: Record<string, string>;
}

export interface SmsSender {
  send(text: OutgoingText): Promise<{ messageId: string }>;
}

/** The SDK, loaded on the first text (a chunk: the outbox consumer's cold start does not carry it). */
type Sdk = typeof PinpointSdk;
let sdk: Promise<Sdk> | null = null;
let client: PinpointSMSVoiceV2Client | null = null;
async function sms(): Promise<{ client: PinpointSMSVoiceV2Client; SendTextMessageCommand: Sdk['SendTextMessageCommand'] }> {
  sdk ??= import('@aws-sdk/client-pinpoint-sms-voice-v2');
  sdk.catch(() => (sdk = null));
  const { PinpointSMSVoiceV2Client, SendTextMessageCommand } = await sdk;
  client ??= new PinpointSMSVoiceV2Client({ ...clientConfig(process.env.SMS_ENDPOINT), maxAttempts: 2 });
  return { client, SendTextMessageCommand };
}

export class EndUserMessagingSmsSender implements SmsSender {
  constructor(
    private readonly origination = process.env.SMS_ORIGINATION_IDENTITY ?? '',
    private readonly configurationSet = process.env.SMS_CONFIGURATION_SET || undefined,
  ) {
    if (!origination) throw new Error('SMS_ORIGINATION_IDENTITY is not set');
  }

  async send(text: OutgoingText): Promise<{ messageId: string }> {
    const { client: smsClient, SendTextMessageCommand } = await sms();
    const out = await smsClient.send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: text.to,
        OriginationIdentity: this.origination,
        MessageBody: text.body,
        MessageType: 'TRANSACTIONAL',
        ConfigurationSetName: this.configurationSet,
        Context: text.context,
      }),
    );
    return { messageId: out.MessageId ?? '' };
  }
}
