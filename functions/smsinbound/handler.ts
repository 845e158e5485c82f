/**
 * Inbound texts (issue 33): AWS End User Messaging SMS publishes each reply to the office's number on its two-way
 * channel's SNS topic (infra/aws/constructs/mail.ts), which invokes this function; locally the SMS emulator hands its
 * inbox's replies to the same handler. STOP (and AWS's other opt-out keywords) records the number's opt-out in the
 * table at once — the outbox then sends it no more texts (AWS's own opt-out list refuses them too) — and START takes
 * it off. The number is the only personal data read; nothing is logged but the keyword's kind.
 */
import type { SNSEvent } from 'aws-lambda';
import { log } from '../lib/log';
import { clearTextsStopped, recordTextsStopped } from '../lib/store/notary';

const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE', 'ARRET']);
const START = new Set(['START', 'UNSTOP', 'YES']);

export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event.Records ?? []) {
    let message: { originationNumber?: string; messageBody?: string };
    try {
      message = JSON.parse(record.Sns.Message) as typeof message;
    } catch {
      log('warn', 'sms.inbound.unreadable', {});
      continue;
    }
    const from = message.originationNumber ?? '';
    const word = (message.messageBody ?? '').trim().toUpperCase();
    if (!/^\+[1-9]\d{1,14}$/.test(from)) continue;
    if (STOP.has(word)) {
      await recordTextsStopped(from, 'keyword', new Date(record.Sns.Timestamp ? Date.parse(record.Sns.Timestamp) : Date.now()));
      log('info', 'sms.inbound', { code: 'stop' });
    } else if (START.has(word)) {
      await clearTextsStopped(from);
      log('info', 'sms.inbound', { code: 'start' });
    } else {
      log('info', 'sms.inbound', { code: 'other' });
    }
  }
}
