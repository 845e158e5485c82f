/**
 * The owner's dashboard (GET /admin/overview): the counters of store/stats.ts summed over a period, and the oldest
 * open cases. Reads: one Query per calendar month of the period (`STATS#<yyyy-mm>`, days as a key range; at most 13
 * for a year, each ≤ 31 days × 15 types small items) and two small Queries of GSI3 (pending, processing; oldest first).
 * Nothing is scanned and nothing grows with the number of submissions.
 */
import type { AdminOverviewQuery, Overview } from '../../../shared/api/admin';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../shared/api/submissions';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../../shared/questionnaire-types';
import { queries } from '../store/keys';
import { queryAll, queryPage } from '../store/query';
import { DURATION_BUCKETS_HOURS, type StatsItem } from '../store/stats';
import { toAdminSubmission, type SubmissionItem } from '../store/submissions';

const OLDEST_OPEN = 10;

/** The months (`yyyy-mm`) a period of days touches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= end) return months;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** A quantile of bucketed durations: the upper bound (hours) of the bucket where the cumulative count reaches it. */
export function bucketQuantile(counts: number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const target = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (seen >= target)
      return i < DURATION_BUCKETS_HOURS.length ? DURATION_BUCKETS_HOURS[i] : DURATION_BUCKETS_HOURS[DURATION_BUCKETS_HOURS.length - 1] * 2;
  }
  return null;
}

const n = (item: StatsItem | undefined, name: string): number => {
  const v = item?.[name];
  return typeof v === 'number' ? v : 0;
};

export async function overview(query: AdminOverviewQuery): Promise<Overview> {
  const { from, to } = query;
  const [monthly, pending, processing] = await Promise.all([
    Promise.all(monthsOf(from, to).map((month) => queryAll<StatsItem>(queries.statsOf(month, from, to)))),
    queryPage<SubmissionItem>(queries.submissionsInStatus('pending'), { limit: OLDEST_OPEN, ascending: true }),
    queryPage<SubmissionItem>(queries.submissionsInStatus('processing'), { limit: OLDEST_OPEN, ascending: true }),
  ]);
  const items = monthly.flat();

  const sum = (filter: (i: StatsItem) => boolean, name: string) => items.filter(filter).reduce((a, i) => a + n(i, name), 0);
  const figures = (filter: (i: StatsItem) => boolean) => ({
    orders: sum(filter, 'orders'),
    agreements: sum(filter, 'agreements'),
    payments: sum(filter, 'payments'),
    submissions: sum(filter, 'submissions'),
    completed: sum(filter, 'completed'),
    byStatus: Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, sum(filter, `open_${s}`)])) as Record<SubmissionStatus, number>,
    paidCents: sum(filter, 'paidCents'),
    awaitingCents: sum(filter, 'awaitingCents'),
  });
  const byType = QUESTIONNAIRE_TYPES.map((type: QuestionnaireType) => ({ questionnaireType: type, ...figures((i) => i.type === type) }));
  const totals = figures(() => true);

  const steps = ['orders', 'agreements', 'payments', 'submissions', 'completed'] as const;
  const funnel = steps.map((step, i) => {
    const count = totals[step];
    const previous = i === 0 ? null : totals[steps[i - 1]];
    // Office payments are recorded after the submission, so the payment step can trail the next one: no drop-off then
    // (a negative loss would mislead), the counts still show it.
    const dropOff = previous && count <= previous ? Math.round((1 - count / previous) * 1000) / 1000 : null;
    return { step, count, dropOff };
  });

  const timeInStatus = SUBMISSION_STATUSES.filter((s) => s !== 'completed').map((status) => {
    const counts = Array.from({ length: DURATION_BUCKETS_HOURS.length + 1 }, (_, b) => sum(() => true, `dur_${status}_${b}`));
    const changes = sum(() => true, `durN_${status}`);
    const ms = sum(() => true, `durMs_${status}`);
    return {
      status,
      changes,
      medianHours: bucketQuantile(counts, 0.5),
      p90Hours: bucketQuantile(counts, 0.9),
      meanHours: changes ? Math.round((ms / changes / 3_600_000) * 10) / 10 : null,
    };
  });

  const days = new Map<string, { submissions: number; paidCents: number }>();
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000)
    days.set(new Date(t).toISOString().slice(0, 10), { submissions: 0, paidCents: 0 });
  for (const i of items) {
    const d = days.get(i.day);
    if (d) {
      d.submissions += n(i, 'submissions');
      d.paidCents += n(i, 'paidCents');
    }
  }

  const oldestOpen = [...pending.items, ...processing.items]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, OLDEST_OPEN)
    .map(toAdminSubmission);

  return { from, to, byType, totals, funnel, timeInStatus, daily: [...days].map(([day, d]) => ({ day, ...d })), oldestOpen };
}
