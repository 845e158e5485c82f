/**
 * Sending email: the `MailSender` interface and its one implementation, Amazon SES v2 (SendEmail). Locally
 * SES_ENDPOINT points at the embedded SES v2 emulator (aws-ses-v2-local), a real SES v2 API: the same client code runs.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { clientConfig } from '../aws';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** SES message tags (kind of notification): what the configuration set's events are grouped by. No PII. */
  tags?: Record<string, string>;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** SES errors that will not go away by retrying the same message: the item is dead at once. */
export const PERMANENT_SES_ERRORS = new Set([
  'MessageRejected',
  'BadRequestException',
  'MailFromDomainNotVerifiedException',
  'NotFoundException',
  'AccountSuspendedException',
]);

let client: SESv2Client | null = null;
function ses(): SESv2Client {
  if (client) return client;
  client = new SESv2Client({ ...clientConfig(process.env.SES_ENDPOINT), maxAttempts: 2 });
  return client;
}

/** SES v2 with the sender address (MAIL_FROM) and configuration set (SES_CONFIGURATION_SET) from the environment. */
export class SesMailSender implements MailSender {
  constructor(
    private readonly from = process.env.MAIL_FROM ?? '',
    private readonly configurationSet = process.env.SES_CONFIGURATION_SET || undefined,
    private readonly sesClient: SESv2Client = ses(),
  ) {
    if (!from) throw new Error('MAIL_FROM is not set');
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const out = await this.sesClient.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        ConfigurationSetName: this.configurationSet,
        EmailTags: Object.entries(mail.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    return { messageId: out.MessageId ?? '' };
  }
}
