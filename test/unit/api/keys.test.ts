import { indexKeys, keys, keyNames, positionAttributes, positionOf, queries } from '../../../functions/lib/store/keys';
import { TABLE } from '../../../shared/data/table';

describe('keys (the only place keys are built)', () => {
  it('puts a user’s own items in the user’s partition', () => {
    expect(keys.profile('u1')).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(keys.draft('u1', 'probate')).toEqual({ PK: 'USER#u1', SK: 'DRAFT#probate' });
    expect(keys.openOrder('u1', 'probate')).toEqual({ PK: 'USER#u1', SK: 'OPEN_ORDER#probate' });
  });

  it('gives orders, submissions, checkout sessions and idempotency records partitions of their own', () => {
    expect(keys.order('o1')).toEqual({ PK: 'ORDER#o1', SK: 'ORDER' });
    expect(keys.submission('s1')).toEqual({ PK: 'SUB#s1', SK: 'META' });
    expect(keys.submissionAnswers('s1')).toEqual({ PK: 'SUB#s1', SK: 'ANSWERS' });
    expect(keys.checkoutSession('cs_1')).toEqual({ PK: 'CHECKOUT#cs_1', SK: 'CHECKOUT' });
    expect(keys.idempotency('submission:u1', 'k1')).toEqual({ PK: 'IDEMPOTENCY#submission:u1#k1', SK: 'IDEMPOTENCY' });
  });

  it('sorts status events by version, numerically, after META and ANSWERS are told apart', () => {
    const sks = [1, 2, 9, 10, 11, 100, 999999].map((v) => keys.statusEvent('s1', v).SK);
    expect([...sks].sort()).toEqual(sks);
    expect(sks[0]).toBe('EVENT#000001');
  });

  it('lists submissions newest first in all three indexes, and moves GSI3 with the status', () => {
    const a = indexKeys.submission({ userId: 'u1', id: 'a', createdAt: '2026-01-01T00:00:00.000Z', status: 'pending' });
    const b = indexKeys.submission({ userId: 'u1', id: 'b', createdAt: '2026-02-01T00:00:00.000Z', status: 'pending' });
    expect(a).toEqual({
      GSI1PK: 'USER#u1',
      GSI1SK: 'SUB#2026-01-01T00:00:00.000Z#a',
      GSI2PK: 'SUBS',
      GSI2SK: '2026-01-01T00:00:00.000Z#a',
      GSI3PK: 'STATUS#pending',
      GSI3SK: '2026-01-01T00:00:00.000Z#a',
    });
    for (const k of ['GSI1SK', 'GSI2SK', 'GSI3SK'] as const) expect(a[k] < b[k]).toBe(true);
    expect(indexKeys.submissionStatus('completed', '2026-01-01T00:00:00.000Z', 'a')).toEqual({
      GSI3PK: 'STATUS#completed',
      GSI3SK: a.GSI3SK,
    });
  });

  it('describes each access pattern as one partition of the table or a GSI', () => {
    expect(queries.draftsOf('u1')).toEqual({ index: null, partition: 'USER#u1', prefix: 'DRAFT#' });
    expect(queries.ordersOf('u1')).toEqual({ index: 'GSI1', partition: 'USER#u1', prefix: 'ORDER#' });
    expect(queries.submissionsOf('u1')).toEqual({ index: 'GSI1', partition: 'USER#u1', prefix: 'SUB#' });
    expect(queries.allSubmissions()).toEqual({ index: 'GSI2', partition: 'SUBS' });
    expect(queries.submissionsInStatus('rejected')).toEqual({ index: 'GSI3', partition: 'STATUS#rejected' });
    expect(queries.submissionItems('s1')).toEqual({ index: null, partition: 'SUB#s1' });
    expect(indexKeys.order('u1', '2026-01-01T00:00:00.000Z', 'o1').GSI1SK.startsWith(queries.ordersOf('u1').prefix!)).toBe(true);
  });

  it('names the key attributes of a query position from the table definition', () => {
    expect(keyNames(null)).toEqual({ partition: TABLE.partitionKey, sort: TABLE.sortKey });
    expect(keyNames('GSI3')).toEqual({ partition: 'GSI3PK', sort: 'GSI3SK' });
    expect(positionAttributes(null)).toEqual(['PK', 'SK']);
    expect(positionAttributes('GSI2')).toEqual(['PK', 'SK', 'GSI2PK', 'GSI2SK']);
    const item = {
      ...keys.submission('a'),
      ...indexKeys.submission({ userId: 'u', id: 'a', createdAt: 't', status: 'pending' }),
      clientName: 'x',
    };
    expect(positionOf(item, 'GSI2')).toEqual({ PK: 'SUB#a', SK: 'META', GSI2PK: 'SUBS', GSI2SK: 't#a' });
  });
});
