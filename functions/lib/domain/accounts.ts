/**
 * Deleting a client's account data that the business has no duty to keep (docs/operations.md, "Deleting an
 * account"). Case files — submissions with their answers and history, and the orders behind them (the §6410 contract
 * acceptance, payments) — are kept 7 years (shared/business.ts caseFileRetentionYears) and are not touched. Deleted:
 * the profile, drafts, open-order pointers, and orders that were neither paid nor submitted, with their checkout
 * sessions. The Cognito account itself is deleted by the caller (scripts/account.ts) after this.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../db';
import { keys, queries, userItemKind, type Key } from '../store/keys';
import type { OrderItem } from '../store/orders';
import { queryAll } from '../store/query';

export interface AccountDeletion {
  /** Items deleted, by kind. */
  deleted: { profile: number; drafts: number; openOrderPointers: number; abandonedOrders: number; checkoutSessions: number };
  /** What stays: the case files (7 years). */
  kept: { submittedOrPaidOrders: number };
}

/** An order that is part of a case file or a payment record: kept. */
const isRecord = (o: OrderItem): boolean => o.paymentStatus === 'paid' || Boolean(o.submissionId);

/** What deleteAccountData would delete, and the keys it would delete. */
export async function planAccountDeletion(sub: string): Promise<{ report: AccountDeletion; keys: Key[] }> {
  const userItems = await queryAll<Key & { entity?: string }>(queries.userItems(sub), {
    consistent: true,
    projection: ['PK', 'SK', 'entity'],
  });
  const orders = await queryAll<OrderItem>(queries.ordersOf(sub));
  const abandoned = orders.filter((o) => !isRecord(o));
  const report: AccountDeletion = {
    deleted: {
      profile: userItems.filter((i) => userItemKind(i.SK) === 'profile').length,
      drafts: userItems.filter((i) => userItemKind(i.SK) === 'draft').length,
      openOrderPointers: userItems.filter((i) => userItemKind(i.SK) === 'openOrder').length,
      abandonedOrders: abandoned.length,
      checkoutSessions: abandoned.reduce((n, o) => n + (o.checkoutSessionIds?.length ?? 0), 0),
    },
    kept: { submittedOrPaidOrders: orders.length - abandoned.length },
  };
  const deletable = [
    // The client's latest contact rules go too (the case files keep their own, for 7 years).
    ...userItems
      .filter((i) => ['profile', 'draft', 'openOrder', 'contactRules'].includes(userItemKind(i.SK)))
      .map(({ PK, SK }) => ({ PK, SK })),
    ...abandoned.flatMap((o) => [keys.order(o.orderId), ...(o.checkoutSessionIds ?? []).map((id) => keys.checkoutSession(id))]),
  ];
  return { report, keys: deletable };
}

/** Delete the account's data outside the case-file duty; returns what was deleted and kept. Safe to run again. */
export async function deleteAccountData(sub: string): Promise<AccountDeletion> {
  const { report, keys: doomed } = await planAccountDeletion(sub);
  for (const Key of doomed) await ddb().send(new DeleteCommand({ TableName: tableName(), Key }));
  return report;
}
