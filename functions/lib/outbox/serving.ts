/**
 * Delivering process serving's messages (outbox items whose recipient is a service job or the server roster; issue
 * 32), read when they are due: the job's client is its account's profile (email, language) when it has one, else the
 * walk-in's contact; a registration alert goes only while the roster still shows that expiry (a renewal makes it
 * stale). The contact check (docs/security.md, safe contact) applies to the client's address as to any other.
 */
import { officeTime } from '../../../shared/notary/time';
import { registrationStatus } from '../../../shared/serving/jobs';
import { renderExpiryMail, renderServingMail } from '../mail/serving-templates';
import type { MailSender } from '../mail/sender';
import { getJob, getServer } from '../store/serving';
import type { ContactCheck } from './appointment';
import type { OutboxItem } from './outbox';
import type { RecipientDirectory } from './recipients';

export type ServingDelivery =
  { outcome: 'sent'; delivered: string[]; messageIds: string[] } | { outcome: 'skipped'; reason: NonNullable<OutboxItem['skipReason']> };

export async function deliverServingMessage(
  item: OutboxItem,
  deps: { sender: MailSender; directory: RecipientDirectory; siteUrl: string; contactCheck?: ContactCheck },
  now: Date,
): Promise<ServingDelivery> {
  const tags = { kind: item.kind.replace('.', '-') };
  if (item.recipient.type === 'serverRoster') {
    const server = await getServer(item.recipient.sub);
    if (!server || !server.active) return { outcome: 'skipped', reason: 'stale' };
    const reg = registrationStatus(server, officeTime(now).date);
    if (reg.expiresOn !== item.recipient.expiresOn) return { outcome: 'skipped', reason: 'stale' };
    const staff = await deps.directory.staff(null);
    if (!staff.length) return { outcome: 'skipped', reason: 'no_recipient' };
    const delivered = [...item.delivered];
    const messageIds = [...(item.messageIds ?? [])];
    for (const r of staff) {
      if (delivered.includes(r.sub)) continue;
      const mail = renderExpiryMail(
        { name: server.name, number: server.registrationNumber, county: server.county, expiresOn: reg.expiresOn },
        r.locale,
        deps.siteUrl,
      );
      const { messageId } = await deps.sender.send({ to: r.email, ...mail, tags });
      delivered.push(r.sub);
      messageIds.push(messageId);
    }
    return { outcome: 'sent', delivered, messageIds };
  }
  if (item.recipient.type !== 'serviceJob') throw new Error('Not a service job message');
  const job = await getJob(item.recipient.jobId);
  if (!job) return { outcome: 'skipped', reason: 'no_recipient' };
  let to: { sub: string; email: string; locale: 'en' | 'es' } | null = null;
  if (job.owner) {
    const found = await deps.directory.client(job.owner);
    if (found) to = found.recipient;
  }
  if (!to && job.client.email) to = { sub: `job:${job.id}`, email: job.client.email, locale: job.client.locale };
  if (!to) return { outcome: 'skipped', reason: 'no_recipient' };
  if (
    deps.contactCheck &&
    !(await deps.contactCheck({ channel: 'email', to: to.email, kind: item.kind, owner: job.owner, caseId: job.caseId }))
  )
    return { outcome: 'skipped', reason: 'no_recipient' };

  let mail;
  if (item.kind === 'serving.proofSigned') {
    if (!job.proof) return { outcome: 'skipped', reason: 'stale' };
    mail = renderServingMail(
      { kind: 'proofSigned', date: job.proof.signedAt, neutral: job.paperKind === 'dv', caseId: job.owner ? job.caseId : null },
      to.locale,
      deps.siteUrl,
    );
  } else {
    if (!job.service) return { outcome: 'skipped', reason: 'stale' };
    const kind = job.service.kind === 'substituted' ? 'substituted' : 'served';
    mail = renderServingMail(
      { kind, date: officeTime(new Date(job.service.at)).date, neutral: job.paperKind === 'dv', caseId: job.owner ? job.caseId : null },
      to.locale,
      deps.siteUrl,
    );
  }
  const { messageId } = await deps.sender.send({ to: to.email, ...mail, tags });
  return { outcome: 'sent', delivered: [to.sub], messageIds: [messageId] };
}
