/**
 * Contact rules as the table keeps them (shared/contact-rules.ts): each case's on its META (`contactRules`, from its
 * answers or set by staff), the client's latest on `USER#<sub>` / `CONTACT`; and the notices of messages the outbox
 * held because of them, in the case's partition (`HELD#<at>#<outbox id>`), which staff see on the case.
 */
import type { ContactChannel, ContactRules } from '../../../shared/contact-rules';
import type { NotificationKind } from '../../../shared/notifications';
import { tableName, type TransactItem } from '../db';
import { expr } from './expr';
import { getItems } from './items';
import { keys, queries, type Key } from './keys';
import { queryAll } from './query';

interface ContactRulesItem extends Key {
  entity: 'contactRules';
  rules: ContactRules;
  /** The case whose answers (or staff) set them last. */
  caseId: string;
}

export interface HeldNoticeItem extends Key {
  entity: 'heldNotice';
  caseId: string;
  outboxId: string;
  /** What was not sent (its kind: never its content, which the client's account shows them anyway). */
  kind: NotificationKind;
  channel: ContactChannel;
  at: string;
}

/**
 * The rules an outbox message to `userId` must respect: the client's latest and its case's (when it is about a case);
 * [client's, case's], null where there are none.
 */
export async function contactRulesFor(userId: string | null, caseId: string | null): Promise<[ContactRules | null, ContactRules | null]> {
  const wanted = [...(userId ? [keys.contactRules(userId)] : []), ...(caseId ? [keys.submission(caseId)] : [])];
  if (!wanted.length) return [null, null];
  const found = await getItems<ContactRulesItem | { contactRules?: ContactRules }>(wanted);
  const client = userId ? (found[0] as ContactRulesItem | null) : null;
  const meta = caseId ? (found[userId ? 1 : 0] as { contactRules?: ContactRules } | null) : null;
  return [client?.rules ?? null, meta?.contactRules ?? null];
}

/** The client's latest rules become `rules` (for the transaction that sets a case's). */
export function clientContactRulesPutOp(userId: string, caseId: string, rules: ContactRules): TransactItem {
  const item: ContactRulesItem = { ...keys.contactRules(userId), entity: 'contactRules', rules, caseId };
  return { Put: { TableName: tableName(), Item: item } };
}

/** Staff set a case's rules (from what the client told them): the case's META, from the version they saw. */
export function caseContactRulesUpdateOp(caseId: string, rules: ContactRules, expectedAt: string | null): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.submission(caseId),
      UpdateExpression: e.set({ contactRules: rules }),
      ConditionExpression:
        expectedAt === null
          ? `attribute_exists(PK) AND attribute_not_exists(${e.name('contactRules')})`
          : `attribute_exists(PK) AND ${e.name('contactRules')}.${e.name('at')} = ${e.value(expectedAt)}`,
      ...e.attributes(),
    },
  };
}

/** The notice of a held message, for the transaction that marks the outbox item held. */
export function heldNoticePutOp(n: Omit<HeldNoticeItem, keyof Key | 'entity'>): TransactItem {
  const item: HeldNoticeItem = { ...keys.heldNotice(n.caseId, n.at, n.outboxId), entity: 'heldNotice', ...n };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** A case's held notices, newest first (at most the last 100: what staff need to see on the case). */
export async function listHeldNotices(caseId: string): Promise<HeldNoticeItem[]> {
  const items = await queryAll<HeldNoticeItem>(queries.heldNoticesOf(caseId), { consistent: true });
  return items.reverse().slice(0, 100);
}
