/**
 * Sign-up codes (docs/security.md B-2): one item per unverified account, holding the code's salted hash — never the
 * code — its expiry and the wrong attempts counted against it. A new code replaces the item; confirming deletes it;
 * the table's TTL removes an abandoned one a day after its expiry.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailed, tableName, type TransactItem } from '../db';
import { keys, type Key } from './keys';

/** A code works for this long, once. */
export const SIGN_UP_CODE_TTL_SECONDS = 24 * 60 * 60;
/** Wrong codes an item tolerates: the fifth spends it (the right code then fails too; the user asks for a new one). */
export const SIGN_UP_CODE_MAX_ATTEMPTS = 5;

interface SignUpCodeItem extends Key {
  entity: 'signUpCode';
  salt: string;
  hash: string;
  attempts: number;
  createdAt: string;
  /** Epoch seconds: the code is refused after this; the table's TTL removes the item a day later. */
  validUntil: number;
  expiresAt: number;
}

/** Six random digits. */
export const newSignUpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const hashOf = (sub: string, code: string, salt: string): Buffer => createHash('sha256').update(`${salt}:${sub}:${code}`).digest();

/** The Put of a fresh code for an account (replacing any earlier one), for the transaction that mails it. */
export function putSignUpCode(sub: string, code: string, now = new Date()): TransactItem {
  const salt = randomBytes(16).toString('base64url');
  const validUntil = Math.floor(now.getTime() / 1000) + SIGN_UP_CODE_TTL_SECONDS;
  const item: SignUpCodeItem = {
    ...keys.signUpCode(sub),
    entity: 'signUpCode',
    salt,
    hash: hashOf(sub, code, salt).toString('base64url'),
    attempts: 0,
    createdAt: now.toISOString(),
    validUntil,
    expiresAt: validUntil + 24 * 60 * 60,
  };
  return { Put: { TableName: tableName(), Item: item } };
}

/**
 * Check a code against the account's item: true when it matches an unexpired, unspent code (the item is then
 * deleted: a code works once). A wrong code counts an attempt first (a conditional update, so concurrent guesses cannot
 * exceed the limit); the hashes are compared in constant time.
 */
export async function consumeSignUpCode(sub: string, code: string, now = new Date()): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.signUpCode(sub), ConsistentRead: true }));
  const item = Item as SignUpCodeItem | undefined;
  if (!item || item.validUntil < Math.floor(now.getTime() / 1000) || item.attempts >= SIGN_UP_CODE_MAX_ATTEMPTS) return false;
  // Every check counts as an attempt, right or wrong, so a correct code cannot slip past a spent item in a race.
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.signUpCode(sub),
        UpdateExpression: 'SET #attempts = #attempts + :one',
        ConditionExpression: '#attempts < :max AND #salt = :salt',
        ExpressionAttributeNames: { '#attempts': 'attempts', '#salt': 'salt' },
        ExpressionAttributeValues: { ':one': 1, ':max': SIGN_UP_CODE_MAX_ATTEMPTS, ':salt': item.salt },
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
  const expected = Buffer.from(item.hash, 'base64url');
  const given = hashOf(sub, code, item.salt);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return true;
}

/** The code was used: remove it (only the item whose code was checked: a newer one stays). */
export async function deleteSignUpCode(sub: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.signUpCode(sub) }));
}
