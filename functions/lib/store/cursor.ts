/**
 * Opaque page cursors: a query position (DynamoDB's LastEvaluatedKey) as base64url JSON, bound to the list it came
 * from. Decoding checks everything before the position reaches DynamoDB: it must be well-formed, name exactly the
 * query's key attributes, lie in the query's partition, and come from the same list and filters (a cursor of a search
 * for "garcia" cannot page the "pending" list). Any failure is a 400 with the field error `cursor`.
 */
import { createHash } from 'node:crypto';
import { FIELD_ERRORS } from '../../../shared/api/errors';
import { validationFailed } from '../errors';
import { keyNames, positionAttributes, type QuerySpec } from './keys';

export type Position = Record<string, string>;

/** Inputs besides the query that a cursor is valid for (e.g. the search words). */
export type CursorScope = Record<string, string | undefined>;

const MAX_VALUE_LENGTH = 1024;

/** What a cursor is valid for: the query and its filters (hashed, so the cursor does not echo search words). */
function scopeOf(spec: QuerySpec, filters: CursorScope): string {
  const canonical = JSON.stringify([
    spec.index,
    spec.partition,
    spec.prefix ?? '',
    spec.range?.from ?? '',
    spec.range?.to ?? '',
    Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .sort(),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

export function encodeCursor(position: Position, spec: QuerySpec, filters: CursorScope = {}): string {
  return Buffer.from(JSON.stringify({ s: scopeOf(spec, filters), p: position }), 'utf8').toString('base64url');
}

const invalidCursor = () => validationFailed({ cursor: [FIELD_ERRORS.cursor] }, 'Invalid cursor');

export function decodeCursor(cursor: string, spec: QuerySpec, filters: CursorScope = {}): Position {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof decoded !== 'object' || decoded === null) throw invalidCursor();
  const { s, p } = decoded as { s?: unknown; p?: unknown };
  if (s !== scopeOf(spec, filters) || typeof p !== 'object' || p === null || Array.isArray(p)) throw invalidCursor();

  const expected = positionAttributes(spec.index);
  const entries = Object.entries(p);
  const wellFormed =
    entries.length === expected.length &&
    entries.every(
      ([name, value]) => expected.includes(name) && typeof value === 'string' && value.length > 0 && value.length <= MAX_VALUE_LENGTH,
    );
  if (!wellFormed) throw invalidCursor();

  const position = p as Position;
  const { partition, sort } = keyNames(spec.index);
  if (position[partition] !== spec.partition || (spec.prefix && !position[sort].startsWith(spec.prefix))) throw invalidCursor();
  const { from, to } = spec.range ?? {};
  if ((from !== undefined && position[sort] < from) || (to !== undefined && position[sort] > to)) throw invalidCursor();
  return position;
}
