/**
 * The outbox consumer: sends an item's email(s) and records the outcome, with retries, backoff and a dead-letter
 * state. The same code runs in AWS (functions/outbox/handler.ts: the table's stream and a one-minute schedule) and
 * locally (infra/local/outbox-worker.ts: in-process polling, nudged after each API write).
 *
 * At least once: an item is claimed with a conditional write (two consumers never both send it), and each recipient
 * is recorded as delivered when a retry follows a partial failure; a consumer that dies between SES accepting a
 * message and the item being marked sent lets the lease run out, and the message may be sent again.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isEssential, type AccountNotification, type NotificationKind } from '../../../shared/notifications';
import { contactDecision } from '../../../shared/contact-rules';
import { ddb, isConditionFailed, tableName, transact } from '../db';
import { contactRulesFor, heldNoticePutOp } from '../store/contact';
import { log } from '../log';
import { renderAccountMail, renderMail } from '../mail/templates';
import { PERMANENT_SES_ERRORS, type MailSender } from '../mail/sender';
import { expr } from '../store/expr';
import { indexKeys, keyNames, keys, outboxDueBound, queries } from '../store/keys';
import { backoffSeconds, DONE_RETENTION_DAYS, isCaseJobKind, LEASE_SECONDS, MAX_ATTEMPTS, type OutboxItem } from './outbox';
import type { MailRecipient, RecipientDirectory } from './recipients';
import type { ContactCheck } from './appointment';
import { PERMANENT_SMS_ERRORS } from '../sms/errors';
import type { SmsSender } from '../sms/sender';

export interface ConsumerDeps {
  sender: MailSender;
  directory: RecipientDirectory;
  /** The site's origin for links (SITE_URL). */
  siteUrl: string;
  now?: () => Date;
  /** Runs a case's job item (recipient `job`, CASE_JOB_KINDS): throws to retry it later (../translation/runner.ts). */
  runJob?: (item: OutboxItem, now: Date) => Promise<void>;
  /** Texts (notary appointments): AWS End User Messaging SMS, or locally its emulator. */
  sms?: SmsSender;
  /**
   * A further per-channel check before an appointment's email or text goes. The client's safe-contact rules
   * (`safeContactCheck`) are always checked first, whatever is passed here.
   */
  contactCheck?: ContactCheck;
}

/**
 * The safe-contact rules (shared/contact-rules.ts) for an appointment's message: those of the account that booked it
 * and of the case it is for. A guest's booking without a case has none (the contact is the one the guest gave, and
 * texts go only with the consent given at booking).
 */
export const safeContactCheck: ContactCheck = async ({ channel, owner, caseId }) => {
  if (!owner && !caseId) return true;
  const [client, meta] = await contactRulesFor(owner, caseId);
  return contactDecision(channel, client, meta).allowed;
};

const withSafeContact =
  (extra: ContactCheck | undefined): ContactCheck =>
  async (c) =>
    (await safeContactCheck(c)) && (extra ? await extra(c) : true);

const isAccountKind = (kind: NotificationKind): kind is `account.${AccountNotification}` => kind.startsWith('account.');

export type Outcome = 'sent' | 'skipped' | 'held' | 'retry' | 'dead' | 'not_due' | 'busy' | 'gone';

const plusSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000).toISOString();
const epochDays = (d: Date, days: number) => Math.floor(d.getTime() / 1000) + days * 86_400;

export async function getOutboxItem(id: string): Promise<OutboxItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }));
  return (Item as OutboxItem | undefined) ?? null;
}

/** Take the item for one attempt, from exactly the state that was read (attempts and due time). */
async function claim(item: OutboxItem, now: Date): Promise<OutboxItem | null> {
  const leaseEnd = plusSeconds(now, LEASE_SECONDS);
  const e = expr();
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(item.id),
        UpdateExpression: e.set({
          status: 'sending',
          attempts: item.attempts + 1,
          dueAt: leaseEnd,
          ...indexKeys.outboxPending(leaseEnd, item.id),
        }),
        ConditionExpression: `${e.name('attempts')} = ${e.value(item.attempts)} AND ${e.name('dueAt')} = ${e.value(item.dueAt)} AND ${e.name('status')} IN (${e.value('pending')}, ${e.value('sending')})`,
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as OutboxItem;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/** Record the attempt's outcome, still as the claimant (nobody took the item over meanwhile). */
async function settle(item: OutboxItem, set: Record<string, unknown>, remove: string[] = []): Promise<void> {
  const e = expr();
  const removal = remove.length ? ` REMOVE ${remove.map((r) => e.name(r)).join(', ')}` : '';
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.outbox(item.id),
      UpdateExpression: e.set(set) + removal,
      ConditionExpression: `${e.name('attempts')} = ${e.value(item.attempts)} AND ${e.name('status')} = ${e.value('sending')}`,
      ...e.attributes(),
    }),
  );
}

/** Process one item: send what is due, then mark it sent, skipped, to retry later, or dead. */
export async function processOutboxItem(id: string, deps: ConsumerDeps): Promise<Outcome> {
  const now = deps.now?.() ?? new Date();
  const read = await getOutboxItem(id);
  if (!read || read.status === 'sent' || read.status === 'skipped' || read.status === 'held' || read.status === 'dead') return 'gone';
  if (read.dueAt > now.toISOString()) return 'not_due';
  const item = await claim(read, now);
  if (!item) return 'busy';

  // A case's job (CASE_JOB_KINDS: drafting translations) runs with the deps' runner; account jobs run below.
  if (item.recipient.type === 'job' && isCaseJobKind(item.kind)) return runJobItem(item, deps, now);

  // A sign-up code, or a job's input, leaves the item once the item is done with (sent, skipped or held).
  const done = (status: 'sent' | 'skipped', extra: Record<string, unknown>) =>
    settle(item, { status, doneAt: now.toISOString(), expiresAt: epochDays(now, DONE_RETENTION_DAYS), ...extra }, doneRemovals(item));

  // Work rather than mail (the sign-up routes' account work): done, then marked as such; a failure retries as mail does.
  if (item.recipient.type === 'job') {
    try {
      const { runAccountJob } = await import('../domain/signup');
      await runAccountJob(item.job!, now);
    } catch (err) {
      return failed(item, now, [], [], err);
    }
    await done('sent', {});
    log('info', 'outbox.job', { ref: item.id, code: item.kind });
    return 'sent';
  }
  const kind = item.kind as NotificationKind;

  // The client's contact rules (a domestic-violence client who said email is not safe): checked before anything is
  // sent, for every message to them — held, never sent, with a notice staff see on the case.
  if (item.recipient.type === 'client' || item.recipient.type === 'account') {
    let rules;
    try {
      rules = await contactRulesFor(item.recipient.userId, item.caseId);
    } catch (err) {
      return failed(item, now, [...item.delivered], [...(item.messageIds ?? [])], err);
    }
    if (!contactDecision('email', ...rules).allowed) return hold(item, kind, now, { caseId: item.caseId, channel: 'email' });
  }

  if (item.recipient.type === 'serviceJob' || item.recipient.type === 'serverRoster') {
    try {
      // Process serving's messages (their templates, the job store) are a chunk of their own, loaded on first use.
      const { deliverServingMessage } = await import('./serving');
      // A service job's client who said email is not safe (their account's or case's rules) gets none (not sent).
      const r = await deliverServingMessage(item, { ...deps, contactCheck: withSafeContact(deps.contactCheck) }, now);
      if (r.outcome === 'skipped') {
        await done('skipped', { skipReason: r.reason });
        log('info', 'outbox.skipped', { ref: item.id, code: r.reason });
        return 'skipped';
      }
      await done('sent', { delivered: r.delivered, messageIds: r.messageIds });
      log('info', 'outbox.sent', { ref: item.id, code: item.kind });
      return 'sent';
    } catch (err) {
      return failed(item, now, [], [], err);
    }
  }

  if (item.recipient.type === 'appointment') {
    try {
      // Appointment messages (their templates, the notary store) are a chunk of their own, loaded on first use.
      const { deliverAppointmentMessage } = await import('./appointment');
      const r = await deliverAppointmentMessage(item, { ...deps, contactCheck: withSafeContact(deps.contactCheck) }, now);
      if (r.outcome === 'held') return await hold(item, item.kind as NotificationKind, now, { caseId: r.caseId, channel: r.channel });
      if (r.outcome === 'skipped') {
        await done('skipped', { skipReason: r.reason });
        log('info', 'outbox.skipped', { ref: item.id, code: r.reason });
        return 'skipped';
      }
      await done('sent', { delivered: [item.recipient.appointmentId], messageIds: [r.messageId] });
      log('info', 'outbox.sent', { ref: item.id, code: item.kind });
      return 'sent';
    } catch (err) {
      return failed(item, now, [], [], err);
    }
  }

  let recipients: MailRecipient[];
  try {
    if (item.recipient.type === 'account') {
      // The address the account was made with; the language of the profile if there is one (an existing owner).
      const { userId, email, locale } = item.recipient;
      const profile = await deps.directory.client(userId);
      recipients = [{ sub: userId, email, locale: profile?.recipient.locale ?? locale }];
    } else if (item.recipient.type === 'client') {
      const found = await deps.directory.client(item.recipient.userId);
      if (!found) {
        await done('skipped', { skipReason: 'no_recipient' });
        log('warn', 'outbox.skipped', { ref: item.id, code: 'no_recipient' });
        return 'skipped';
      }
      if (!isEssential(kind) && !found.preferences.nonEssential) {
        await done('skipped', { skipReason: 'opted_out' });
        log('info', 'outbox.skipped', { ref: item.id, code: 'opted_out' });
        return 'skipped';
      }
      recipients = [found.recipient];
    } else {
      recipients = await deps.directory.staff(item.recipient.assignee);
      if (!recipients.length) {
        await done('skipped', { skipReason: 'no_recipient' });
        log('warn', 'outbox.skipped', { ref: item.id, code: 'no_recipient' });
        return 'skipped';
      }
    }
  } catch (err) {
    return failed(item, now, [...item.delivered], [...(item.messageIds ?? [])], err);
  }

  const delivered = [...item.delivered];
  const messageIds = [...(item.messageIds ?? [])];
  for (const r of recipients) {
    if (delivered.includes(r.sub)) continue;
    const mail = isAccountKind(kind)
      ? renderAccountMail({ kind, locale: r.locale, siteUrl: deps.siteUrl, code: item.code })
      : renderMail({
          kind,
          locale: r.locale,
          siteUrl: deps.siteUrl,
          neutral: item.neutral,
          caseId: item.caseId,
          receipt: item.receipt ?? null,
        });
    try {
      const { messageId } = await deps.sender.send({ to: r.email, ...mail, tags: { kind: item.kind.replace('.', '-') } });
      delivered.push(r.sub);
      messageIds.push(messageId);
    } catch (err) {
      return failed(item, now, delivered, messageIds, err);
    }
  }
  await done('sent', { delivered, messageIds });
  log('info', 'outbox.sent', { ref: item.id, code: item.kind });
  return 'sent';
}

/** What leaves an item once it is done with: its place in the queue, a sign-up code, a job's input. */
const doneRemovals = (item: OutboxItem): string[] => [
  'GSI2PK',
  'GSI2SK',
  ...(item.code !== undefined ? ['code'] : []),
  ...(item.job !== undefined ? ['job'] : []),
];

/**
 * Hold a message the client's contact rules forbid: the item is marked held (never sent, out of the queue) and, for a
 * case, a notice is written where staff see it (store/contact.ts), in one transaction, still as the claimant.
 */
async function hold(
  item: OutboxItem,
  kind: NotificationKind,
  now: Date,
  on: { caseId: string | null; channel: 'email' | 'sms' },
): Promise<Outcome> {
  const e = expr();
  const at = now.toISOString();
  const removals = doneRemovals(item);
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.outbox(item.id),
        UpdateExpression:
          e.set({ status: 'held', doneAt: at, skipReason: 'contact_rules', expiresAt: epochDays(now, DONE_RETENTION_DAYS) }) +
          e.remove(...removals),
        ConditionExpression: `${e.name('attempts')} = ${e.value(item.attempts)} AND ${e.name('status')} = ${e.value('sending')}`,
        ...e.attributes(),
      },
    },
    ...(on.caseId ? [heldNoticePutOp({ caseId: on.caseId, outboxId: item.id, kind, channel: on.channel, at })] : []),
  ]);
  log('info', 'outbox.held', { ref: item.id, code: kind });
  return 'held';
}

/** A job (recipient `job`): done once it ran; a failure is retried with the same backoff, then dead. */
async function runJobItem(item: OutboxItem, deps: ConsumerDeps, now: Date): Promise<Outcome> {
  if (!deps.runJob) return failed(item, now, [], [], Object.assign(new Error('no job runner'), { name: 'NoJobRunner' }));
  try {
    await deps.runJob(item, now);
  } catch (err) {
    return failed(item, now, [], [], err);
  }
  await settle(item, { status: 'sent', doneAt: now.toISOString(), expiresAt: epochDays(now, DONE_RETENTION_DAYS) }, doneRemovals(item));
  log('info', 'outbox.jobDone', { ref: item.id, code: item.kind });
  return 'sent';
}

async function failed(item: OutboxItem, now: Date, delivered: string[], messageIds: string[], err: unknown): Promise<Outcome> {
  const e = err as { code?: string; name?: string } | null;
  // An engine's failure names itself by its code (EngineError: "ApertiumUnavailable", "TooManyRequestsException").
  const errorName = (e?.name === 'EngineError' ? e.code : e?.name) ?? 'Error';
  // A job's error says whether another try can help (EngineError.retryable).
  const permanent =
    PERMANENT_SES_ERRORS.has(errorName) ||
    PERMANENT_SMS_ERRORS.has(errorName) ||
    (err as { retryable?: boolean } | null)?.retryable === false;
  if (permanent || item.attempts >= MAX_ATTEMPTS) {
    await settle(
      item,
      {
        status: 'dead',
        doneAt: now.toISOString(),
        lastError: errorName,
        delivered,
        messageIds,
        ...indexKeys.outboxDead(now.toISOString(), item.id),
      },
      [...(item.code !== undefined ? ['code'] : []), ...(item.job !== undefined ? ['job'] : [])],
    );
    log('error', 'outbox.dead', { ref: item.id, code: item.kind, errorName });
    return 'dead';
  }
  const dueAt = plusSeconds(now, backoffSeconds(item.attempts));
  await settle(item, { status: 'pending', dueAt, lastError: errorName, delivered, messageIds, ...indexKeys.outboxPending(dueAt, item.id) });
  log('warn', 'outbox.retry', { ref: item.id, code: item.kind, errorName });
  return 'retry';
}

/** Ids of items due by `now`, oldest first (GSI2, eventually consistent: each is read again before it is claimed). */
export async function dueOutboxIds(now: Date, limit = 25): Promise<string[]> {
  const spec = queries.outboxPending();
  const { partition, sort } = keyNames(spec.index);
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: spec.index!,
      KeyConditionExpression: '#pk = :pk AND #sk <= :due',
      ExpressionAttributeNames: { '#pk': partition, '#sk': sort },
      ExpressionAttributeValues: { ':pk': spec.partition, ':due': outboxDueBound(now.toISOString()) },
      ProjectionExpression: 'id',
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return Items.map((i) => String(i.id));
}

/** Process every item due now, one by one (a batch at most; the next run takes the rest). */
export async function drainOutbox(deps: ConsumerDeps, limit = 25): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, skipped: 0, held: 0, retry: 0, dead: 0, not_due: 0, busy: 0, gone: 0 };
  for (const id of await dueOutboxIds(deps.now?.() ?? new Date(), limit)) counts[await processOutboxItem(id, deps)]++;
  return counts;
}

/** Dead items, newest first (ops: what could not be sent, and why — by error name). */
export async function deadOutboxItems(limit = 50): Promise<OutboxItem[]> {
  const spec = queries.outboxDead();
  const { partition } = keyNames(spec.index);
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: spec.index!,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': partition },
      ExpressionAttributeValues: { ':pk': spec.partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as OutboxItem[];
}
