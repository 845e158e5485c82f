import fc from 'fast-check';
import { decodeCursor, encodeCursor } from '../../../functions/lib/store/cursor';
import { ApiError } from '../../../functions/lib/errors';
import { queries } from '../../../functions/lib/store/keys';

const all = queries.allSubmissions();
const position = { PK: 'SUB#a1', SK: 'META', GSI2PK: 'SUBS', GSI2SK: '2026-01-02T03:04:05.000Z#a1' };

function rejects(run: () => unknown) {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('validation_failed');
    expect((err as ApiError).extra.fieldErrors).toEqual({ cursor: ['errors.field.cursor'] });
    return;
  }
  throw new Error('the cursor was accepted');
}

describe('page cursors', () => {
  it('round-trips a position', () => {
    expect(decodeCursor(encodeCursor(position, all), all)).toEqual(position);
  });

  it('round-trips any position of the query’s partition', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.string({ maxLength: 40 }),
        (pk, sk, q) => {
          const p = { PK: pk, SK: sk, GSI2PK: 'SUBS', GSI2SK: sk };
          expect(decodeCursor(encodeCursor(p, all, { q }), all, { q })).toEqual(p);
        },
      ),
    );
  });

  it('is opaque base64url and does not echo the search words', () => {
    const cursor = encodeCursor(position, all, { q: 'maria garcia' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cursor, 'base64url').toString()).not.toContain('garcia');
  });

  it('belongs to its query and filters: another list, status or search refuses it', () => {
    const cursor = encodeCursor(position, all, { q: 'maria' });
    rejects(() => decodeCursor(cursor, all, { q: 'jose' }));
    rejects(() => decodeCursor(cursor, all));
    rejects(() => decodeCursor(cursor, queries.submissionsInStatus('pending'), { q: 'maria' }));
    rejects(() => decodeCursor(cursor, queries.submissionsOf('user-1'), { q: 'maria' }));
  });

  it.each([
    ['not base64 JSON', 'not a cursor!'],
    ['JSON but not an object', Buffer.from('[1,2]').toString('base64url')],
    ['empty', ''],
  ])('refuses %s', (_name, cursor) => rejects(() => decodeCursor(cursor, all)));

  it('refuses a position with missing, extra, non-string or foreign-partition keys', () => {
    const scoped = (p: unknown) => {
      const valid = JSON.parse(Buffer.from(encodeCursor(position, all), 'base64url').toString()) as { s: string };
      return Buffer.from(JSON.stringify({ s: valid.s, p })).toString('base64url');
    };
    expect(decodeCursor(scoped(position), all)).toEqual(position);
    rejects(() => decodeCursor(scoped({ PK: 'SUB#a1', SK: 'META', GSI2PK: 'SUBS' }), all));
    rejects(() => decodeCursor(scoped({ ...position, extra: 'x' }), all));
    rejects(() => decodeCursor(scoped({ ...position, SK: 7 }), all));
    rejects(() => decodeCursor(scoped({ ...position, GSI2PK: 'STATUS#pending' }), all));
    rejects(() => decodeCursor(scoped({ ...position, GSI2SK: 'x'.repeat(2000) }), all));
  });

  it('keeps a user’s list cursor inside that user’s partition and prefix', () => {
    const mine = queries.submissionsOf('user-1');
    const p = { PK: 'SUB#a1', SK: 'META', GSI1PK: 'USER#user-1', GSI1SK: 'SUB#2026-01-01T00:00:00.000Z#a1' };
    expect(decodeCursor(encodeCursor(p, mine), mine)).toEqual(p);
    rejects(() => decodeCursor(encodeCursor({ ...p, GSI1PK: 'USER#user-2' }, mine), mine));
    rejects(() => decodeCursor(encodeCursor({ ...p, GSI1SK: 'ORDER#2026#x' }, mine), mine));
  });
});
