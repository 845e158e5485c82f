/**
 * Delivering a notary appointment's message (outbox items whose recipient is an appointment; issue 33). Read when it
 * is due: a reminder goes only while the appointment is still booked at the start it was queued for (a cancelled or
 * moved appointment's reminders are skipped as `stale`), a cancellation notice only once it is cancelled. Texts go
 * only with the consent recorded at booking, never to a number that answered STOP (recorded in the table; AWS's
 * opt-out list refusing a text records it too), and pass the contact check (`ConsumerDeps.contactCheck`; the consumer
 * always puts the safe-contact rules of the appointment's client first: a domestic-violence client who said texts or
 * email are not safe gets no reminder on that channel — the message is held, with a notice on the linked case).
 */
import type { AppointmentNotification } from '../../../shared/notifications';
import { renderAppointmentMail, renderAppointmentText } from '../mail/notary-templates';
import type { MailSender } from '../mail/sender';
import { manageToken, manageUrl } from '../notary/links';
import { isOptedOutError } from '../sms/errors';
import type { SmsSender } from '../sms/sender';
import { getAppointment, recordTextsStopped, textsStopped } from '../store/notary';
import type { OutboxItem } from './outbox';

/**
 * Whether a message may go to this address or number on this channel (true: go ahead). `owner` is the account that
 * booked (null: a guest), `caseId` the case the appointment is for (null: none).
 */
export type ContactCheck = (c: {
  channel: 'email' | 'sms';
  to: string;
  kind: OutboxItem['kind'];
  owner: string | null;
  caseId: string | null;
}) => Promise<boolean>;

export type Delivery =
  | { outcome: 'sent'; messageId: string }
  | { outcome: 'skipped'; reason: NonNullable<OutboxItem['skipReason']> }
  /** The contact check refused the channel: never sent; staff see it on the case, if there is one. */
  | { outcome: 'held'; channel: 'email' | 'sms'; caseId: string | null };

export async function deliverAppointmentMessage(
  item: OutboxItem,
  deps: { sender: MailSender; sms?: SmsSender; contactCheck?: ContactCheck; siteUrl: string },
  now: Date,
): Promise<Delivery> {
  if (item.recipient.type !== 'appointment') throw new Error('Not an appointment message');
  const a = await getAppointment(item.recipient.appointmentId);
  if (!a) return { outcome: 'skipped', reason: 'no_recipient' };
  const kind = item.kind.slice('notary.'.length) as AppointmentNotification;
  const stands = kind === 'cancelled' ? a.status === 'cancelled' : a.status === 'booked' && a.startsAt === item.forStartsAt;
  if (!stands) return { outcome: 'skipped', reason: 'stale' };
  const manage = manageUrl(deps.siteUrl, await manageToken(a));
  const channel = item.channel ?? 'email';
  const to = channel === 'sms' ? a.contact.phone : a.contact.email;
  if (channel === 'sms' && !a.contact.textReminders) return { outcome: 'skipped', reason: 'no_recipient' };
  if (channel === 'sms' && (await textsStopped(to))) return { outcome: 'skipped', reason: 'texts_stopped' };
  if (deps.contactCheck && !(await deps.contactCheck({ channel, to, kind: item.kind, owner: a.owner, caseId: a.caseId })))
    return { outcome: 'held', channel, caseId: a.caseId };

  if (channel === 'email') {
    const mail = renderAppointmentMail(kind, a, manage, deps.siteUrl);
    const { messageId } = await deps.sender.send({ to, ...mail, tags: { kind: item.kind.replace('.', '-') } });
    return { outcome: 'sent', messageId };
  }
  // A deployment without an origination identity sends no texts (docs/operations.md): nothing to retry.
  if (!deps.sms) return { outcome: 'skipped', reason: 'no_recipient' };
  try {
    const { messageId } = await deps.sms.send({ to, body: renderAppointmentText(kind, a, manage), context: { kind: item.kind } });
    return { outcome: 'sent', messageId };
  } catch (err) {
    if (!isOptedOutError(err)) throw err;
    await recordTextsStopped(to, 'carrier', now);
    return { outcome: 'skipped', reason: 'texts_stopped' };
  }
}
