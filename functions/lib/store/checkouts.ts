import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentMode } from '../../../shared/api/payments';
import { tableName, ddb, type TransactItem } from '../db';
import { expr } from './expr';
import { keys, type Key } from './keys';
import { TTL_ATTRIBUTE } from './retention';

/**
 * A checkout session started for an order: how a provider's session id (in a webhook event, or the test mode's
 * completion) is traced back to the order, its owner and the amount charged. It expires with its order while that is
 * unpaid; the session that pays is kept with the order (paymentKeepOp).
 */
export interface CheckoutSessionItem extends Key {
  entity: 'checkoutSession';
  sessionId: string;
  orderId: string;
  userId: string;
  amountCents: number;
  currency: 'usd';
  mode: PaymentMode;
  /** A process-serving order's session (issue 32): `orderId` then holds the service job's id. */
  serviceJobId?: string;
  createdAt: string;
  /** Set when a newer checkout of the order expired this one: it can no longer be paid. */
  expiredAt?: string;
  /** TTL: the order's (epoch seconds), while unpaid. */
  expiresAt?: number;
}

export type CheckoutSession = Omit<CheckoutSessionItem, keyof Key | 'entity'>;

export const checkoutSessionPutOp = (session: CheckoutSession): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.checkoutSession(session.sessionId), entity: 'checkoutSession', ...session },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** An earlier session of the order, expired by a newer checkout (inside that checkout's transaction). */
export function sessionExpiredOp(sessionId: string, now: string): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.checkoutSession(sessionId),
      UpdateExpression: e.set({ expiredAt: now }),
      ConditionExpression: 'attribute_exists(PK)',
      ...e.attributes(),
    },
  };
}

/** The session that paid its order is the payment's record: it no longer expires (inside the payment's transaction). */
export function sessionPaidOp(sessionId: string): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.checkoutSession(sessionId),
      UpdateExpression: e.remove(TTL_ATTRIBUTE).trim(),
      ConditionExpression: 'attribute_exists(PK)',
      ...e.attributes(),
    },
  };
}

export async function getCheckoutSession(sessionId: string): Promise<CheckoutSessionItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.checkoutSession(sessionId), ConsistentRead: true }));
  return (Item as CheckoutSessionItem | undefined) ?? null;
}
