/** The owner's counters: what each event adds, the backfill's reconstruction, and quantiles of bucketed durations. */
import { bucketQuantile, monthsOf } from '../../../functions/lib/domain/overview';
import { DURATION_BUCKETS_HOURS, durationBucket, eventsOfOrder, rebuildCounters, statsAdds } from '../../../functions/lib/store/stats';

const H = 3_600_000;

it('a status change moves the submission between statuses on its creation day and records the time spent on the change day', () => {
  const adds = statsAdds({
    kind: 'statusChanged',
    at: '2026-11-22T10:00:00.000Z',
    type: 'probate',
    submittedAt: '2026-11-20T10:00:00.000Z',
    from: 'pending',
    to: 'completed',
    since: '2026-11-21T09:00:00.000Z',
  });
  expect(adds.get('2026-11-20')).toEqual({ open_pending: -1, open_completed: 1 });
  expect(adds.get('2026-11-22')).toEqual({
    completed: 1,
    [`dur_pending_${durationBucket(25 * H)}`]: 1,
    durMs_pending: 25 * H,
    durN_pending: 1,
  });
});

it('an office payment after the submission takes the amount off what awaits payment on the submission’s day', () => {
  const adds = statsAdds({
    kind: 'paid',
    at: '2026-11-22T10:00:00Z',
    type: 'probate',
    amountCents: 5000,
    submittedAt: '2026-11-01T10:00:00Z',
  });
  expect(adds.get('2026-11-22')).toEqual({ payments: 1, paidCents: 5000 });
  expect(adds.get('2026-11-01')).toEqual({ awaitingCents: -5000 });
});

it('the backfill rebuilds the same counters the live writes add, and twice the same', () => {
  const order = {
    questionnaireType: 'small-claims' as const,
    amountCents: 9900,
    createdAt: '2026-11-01T08:00:00.000Z',
    agreement: { acceptedAt: '2026-11-01T08:05:00.000Z' },
    paymentStatus: 'paid' as const,
    submittedAt: '2026-11-01T09:00:00.000Z',
    paidAt: '2026-11-03T12:00:00.000Z',
  };
  const history = [
    { from: null, to: 'pending' as const, at: '2026-11-01T09:00:00.000Z' },
    { from: 'pending' as const, to: 'processing' as const, at: '2026-11-02T09:00:00.000Z' },
  ];
  const once = rebuildCounters(eventsOfOrder(order, history));
  expect(rebuildCounters(eventsOfOrder(order, history))).toEqual(once);
  expect(once.get('2026-11-01#small-claims')!.counters).toEqual({
    orders: 1,
    agreements: 1,
    submissions: 1,
    open_pending: 0,
    open_processing: 1,
    awaitingCents: 0,
  });
  expect(once.get('2026-11-03#small-claims')!.counters).toEqual({ payments: 1, paidCents: 9900 });
  expect(once.get('2026-11-02#small-claims')!.counters).toMatchObject({ durN_pending: 1, durMs_pending: 24 * H });
});

it('reads quantiles from buckets as the bucket’s upper bound', () => {
  const counts = Array(DURATION_BUCKETS_HOURS.length + 1).fill(0);
  counts[durationBucket(2 * H)] = 5; // ≤ 4 h
  counts[durationBucket(30 * H)] = 4; // ≤ 48 h
  counts[durationBucket(100 * 24 * H)] = 1; // beyond the last bound
  expect(bucketQuantile(counts, 0.5)).toBe(4);
  expect(bucketQuantile(counts, 0.9)).toBe(48);
  expect(bucketQuantile(counts, 1)).toBe(DURATION_BUCKETS_HOURS.at(-1)! * 2);
  expect(
    bucketQuantile(
      counts.map(() => 0),
      0.5,
    ),
  ).toBeNull();
});

it('lists the months a period touches, across a year end', () => {
  expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  expect(monthsOf('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
});
