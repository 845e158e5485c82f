import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentMode } from '../../../shared/api/payments';
import { tableName, ddb, type TransactItem } from '../db';
import { keys, type Key } from './keys';

/**
 * A checkout session started for an order: how a provider's session id (in a webhook event, or the test mode's
 * completion) is traced back to the order, its owner and the amount charged. Kept as the record of every payment
 * attempt (no TTL; a few hundred bytes each).
 */
export interface CheckoutSessionItem extends Key {
  entity: 'checkoutSession';
  sessionId: string;
  orderId: string;
  userId: string;
  amountCents: number;
  currency: 'usd';
  mode: PaymentMode;
  createdAt: string;
}

export type CheckoutSession = Omit<CheckoutSessionItem, keyof Key | 'entity'>;

export const checkoutSessionPutOp = (session: CheckoutSession): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.checkoutSession(session.sessionId), entity: 'checkoutSession', ...session },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

export async function getCheckoutSession(sessionId: string): Promise<CheckoutSessionItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.checkoutSession(sessionId), ConsistentRead: true }));
  return (Item as CheckoutSessionItem | undefined) ?? null;
}
