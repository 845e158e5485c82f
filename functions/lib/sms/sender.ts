/**
 * Sending texts: the `SmsSender` interface and its one implementation, AWS End User Messaging SMS (the
 * pinpoint-sms-voice-v2 API, SendTextMessage). Locally SMS_ENDPOINT points at the embedded SMS emulator
 * (infra/local/sms.ts), which speaks the same JSON API: the same client code runs, and nothing here knows which.
 * In AWS the origination identity (a registered 10DLC or toll-free number, or a pool) is SMS_ORIGINATION_IDENTITY and
 * the configuration set SMS_CONFIGURATION_SET (docs/operations.md).
 */
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { clientConfig } from '../aws';

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

/** The number opted out (STOP): AWS refuses with ConflictException, reason DESTINATION_PHONE_NUMBER_OPTED_OUT. */
export const isOptedOutError = (err: unknown): boolean => {
  const e = err as { name?: string; Reason?: string; reason?: string } | null;
  return e?.name === 'ConflictException' && (e.Reason ?? e.reason) === 'DESTINATION_PHONE_NUMBER_OPTED_OUT';
};

/** Refusals that retrying the same text will not change: the outbox item is dead at once. */
export const PERMANENT_SMS_ERRORS = new Set(['ValidationException', 'AccessDeniedException', 'ResourceNotFoundException']);

let client: PinpointSMSVoiceV2Client | null = null;
const sms = (): PinpointSMSVoiceV2Client =>
  (client ??= new PinpointSMSVoiceV2Client({ ...clientConfig(process.env.SMS_ENDPOINT), maxAttempts: 2 }));

export class EndUserMessagingSmsSender implements SmsSender {
  constructor(
    private readonly origination = process.env.SMS_ORIGINATION_IDENTITY ?? '',
    private readonly configurationSet = process.env.SMS_CONFIGURATION_SET || undefined,
    private readonly smsClient: PinpointSMSVoiceV2Client = sms(),
  ) {
    if (!origination) throw new Error('SMS_ORIGINATION_IDENTITY is not set');
  }

  async send(text: OutgoingText): Promise<{ messageId: string }> {
    const out = await this.smsClient.send(
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
