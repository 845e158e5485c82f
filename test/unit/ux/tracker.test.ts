import { BUSINESS } from '../../../shared/business';
import { milestonesOf, trackerOf, type TrackerInput } from '../../../shared/tracker';

const AT = '2026-11-02T18:00:00.000Z';
const base = (over: Partial<TrackerInput> = {}): TrackerInput => ({
  questionnaireType: 'small-claims',
  order: {
    notice: { signedAt: '2026-10-28T17:00:00.000Z', deliveredAt: '2026-10-29T17:00:00.000Z' },
    agreement: { acceptedAt: '2026-10-30T17:00:00.000Z' },
    payment: { method: 'card', status: 'paid', paidAt: '2026-10-30T17:05:00.000Z' },
  },
  submission: { createdAt: AT, status: 'pending', processingAt: null, completedAt: null, openRequests: 0, unreadMessages: 0 },
  documents: { reviewsSent: 0, reviewsPending: 0, lastReviewAt: null, filedAt: null },
  jobs: [],
  latestNote: null,
  ...over,
});
const states = (input: TrackerInput) =>
  Object.fromEntries(trackerOf(input, 'deliver-before-contract').milestones.map((m) => [m.id, m.state]));

describe('the case tracker (issue 30)', () => {
  it('names every milestone of a served, filed service, and the next one with the published turnaround', () => {
    const t = trackerOf(base(), 'deliver-before-contract');
    expect(t.milestones.map((m) => m.id)).toEqual([
      'notice',
      'noticeGiven',
      'contract',
      'paid',
      'answers',
      'preparing',
      'review',
      'ready',
      'filed',
      'served',
    ]);
    expect(states(base())).toMatchObject({ notice: 'done', paid: 'done', answers: 'done', preparing: 'current', ready: 'upcoming' });
    expect(t.milestones.find((m) => m.id === 'answers')!.at).toBe(AT);
    expect(t.milestones.find((m) => m.id === 'ready')!.expected).toBe('2026-11-16');
    expect(BUSINESS.turnaround.standardDays).toBe(14);
    expect(t.next).toEqual({ action: 'waitPreparing', count: 0, expected: '2026-11-16' });
  });

  it('keeps the same list of milestones while the case moves, so the step count never grows', () => {
    const done = base({
      submission: { ...base().submission, status: 'completed', processingAt: AT, completedAt: '2026-11-10T18:00:00.000Z' },
      documents: { reviewsSent: 1, reviewsPending: 0, lastReviewAt: '2026-11-08T18:00:00.000Z', filedAt: '2026-11-12T18:00:00.000Z' },
      jobs: [{ state: 'served', servedAt: '2026-11-20T18:00:00.000Z', serveBy: '2026-11-25' }],
    });
    expect(trackerOf(done).milestones.map((m) => m.id)).toEqual(trackerOf(base()).milestones.map((m) => m.id));
    expect(Object.values(states(done)).every((s) => s === 'done')).toBe(true);
    expect(trackerOf(done).next.action).toBe('done');
  });

  it('an office payment still owed does not hold the case: later steps move on, the next action says to pay', () => {
    const input = base({
      order: { ...base().order, payment: { method: 'office', status: 'unpaid', paidAt: null } },
      submission: { ...base().submission, status: 'processing', processingAt: AT },
    });
    expect(states(input)).toMatchObject({ paid: 'upcoming', preparing: 'current', review: 'upcoming' });
    expect(trackerOf(input).next.action).toBe('payAtOffice');
  });

  it('what the client must do comes first: requested documents, then drafts to review, then messages', () => {
    const sub = { ...base().submission, status: 'processing' as const, processingAt: AT, openRequests: 2, unreadMessages: 1 };
    const docs = { reviewsSent: 1, reviewsPending: 1, lastReviewAt: null, filedAt: null };
    expect(trackerOf(base({ submission: sub, documents: docs })).next).toEqual({ action: 'uploadRequested', count: 2, expected: null });
    expect(trackerOf(base({ submission: { ...sub, openRequests: 0 }, documents: docs })).next.action).toBe('reviewDrafts');
    expect(states(base({ submission: { ...sub, openRequests: 0 }, documents: docs })).review).toBe('current');
    expect(trackerOf(base({ submission: { ...sub, openRequests: 0 } })).next).toMatchObject({ action: 'readMessages', count: 1 });
  });

  it('completed without drafts: the review was not needed; then filing, then service with its serve-by day', () => {
    const completed = { ...base().submission, status: 'completed' as const, processingAt: AT, completedAt: '2026-11-09T18:00:00.000Z' };
    expect(states(base({ submission: completed }))).toMatchObject({ review: 'skipped', ready: 'done', filed: 'current' });
    expect(trackerOf(base({ submission: completed })).next.action).toBe('signAndFile');
    const serving = base({
      submission: completed,
      documents: { ...base().documents, filedAt: '2026-11-10T18:00:00.000Z' },
      jobs: [{ state: 'attempting', servedAt: null, serveBy: '2026-12-01' }],
    });
    expect(states(serving)).toMatchObject({ filed: 'done', served: 'current' });
    expect(trackerOf(serving).next).toEqual({ action: 'waitService', count: 0, expected: '2026-12-01' });
    expect(trackerOf(serving).milestones.find((m) => m.id === 'served')!.expected).toBe('2026-12-01');
  });

  it('documents signed before a notary are not filed or served; a closed case has no current step', () => {
    expect(milestonesOf('durable-poa', 'deliver-before-contract')).toEqual([
      'notice',
      'noticeGiven',
      'contract',
      'paid',
      'answers',
      'preparing',
      'review',
      'ready',
      'signed',
    ]);
    expect(milestonesOf('business-enterprises', 'online-signature')).not.toContain('noticeGiven');
    const poa = base({
      questionnaireType: 'durable-poa',
      submission: { ...base().submission, status: 'completed', completedAt: AT },
    });
    expect(trackerOf(poa).next.action).toBe('bookSigning');
    const closed = trackerOf(
      base({ submission: { ...base().submission, status: 'rejected' }, latestNote: { text: 'We cannot take it.', at: AT } }),
    );
    expect(closed.milestones.some((m) => m.state === 'current')).toBe(false);
    expect(closed.next.action).toBe('closed');
    expect(closed.latestNote).toEqual({ text: 'We cannot take it.', at: AT });
  });
});
