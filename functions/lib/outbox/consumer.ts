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
import { ddb, isConditionFailed, tableName } from '../db';
import { log } from '../log';
import { renderAccountMail, renderMail } from '../mail/templates';
import { PERMANENT_SES_ERRORS, type MailSender } from '../mail/sender';
import { expr } from '../store/expr';
import { indexKeys, keyNames, keys, outboxDueBound, queries } from '../store/keys';
import { backoffSeconds, DONE_RETENTION_DAYS, LEASE_SECONDS, MAX_ATTEMPTS, type OutboxItem } from './outbox';
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
  /** Texts (notary appointments): AWS End User Messaging SMS, or locally its emulator. */
  sms?: SmsSender;
  /** A per-channel check before an appointment's email or text goes (none: every contact may be used). */
  contactCheck?: ContactCheck;
}

const isAccountKind = (kind: NotificationKind): kind is `account.${AccountNotification}` => kind.startsWith('account.');

export type Outcome = 'sent' | 'skipped' | 'retry' | 'dead' | 'not_due' | 'busy' | 'gone';

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
  if (!read || read.status === 'sent' || read.status === 'skipped' || read.status === 'dead') return 'gone';
  if (read.dueAt > now.toISOString()) return 'not_due';
  const item = await claim(read, now);
  if (!item) return 'busy';

  // A sign-up code leaves the item once the item is done with (sent or skipped).
  const done = (status: 'sent' | 'skipped', extra: Record<string, unknown>) =>
    settle(item, { status, doneAt: now.toISOString(), expiresAt: epochDays(now, DONE_RETENTION_DAYS), ...extra }, [
      'GSI2PK',
      'GSI2SK',
      ...(item.code !== undefined ? ['code'] : []),
    ]);

  if (item.recipient.type === 'serviceJob' || item.recipient.type === 'serverRoster') {
    try {
      // Process serving's messages (their templates, the job store) are a chunk of their own, loaded on first use.
      const { deliverServingMessage } = await import('./serving');
      const r = await deliverServingMessage(item, deps, now);
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
      const r = await deliverAppointmentMessage(item, deps, now);
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
      if (!isEssential(item.kind) && !found.preferences.nonEssential) {
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
    const mail = isAccountKind(item.kind)
      ? renderAccountMail({ kind: item.kind, locale: r.locale, siteUrl: deps.siteUrl, code: item.code })
      : renderMail({
          kind: item.kind,
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

async function failed(item: OutboxItem, now: Date, delivered: string[], messageIds: string[], err: unknown): Promise<Outcome> {
  const errorName = (err as { name?: string } | null)?.name ?? 'Error';
  if (PERMANENT_SES_ERRORS.has(errorName) || PERMANENT_SMS_ERRORS.has(errorName) || item.attempts >= MAX_ATTEMPTS) {
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
      item.code !== undefined ? ['code'] : [],
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
  const counts: Record<Outcome, number> = { sent: 0, skipped: 0, retry: 0, dead: 0, not_due: 0, busy: 0, gone: 0 };
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
