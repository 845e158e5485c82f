import {
  canTransition,
  INITIAL_STATUS,
  STATUS_TRANSITIONS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '../../../shared/api/submissions';

describe('submission status transitions', () => {
  it('lists every status, and only known statuses as targets', () => {
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...SUBMISSION_STATUSES].sort());
    for (const targets of Object.values(STATUS_TRANSITIONS)) for (const to of targets) expect(SUBMISSION_STATUSES).toContain(to);
  });

  it.each([
    ['pending', 'processing', true],
    ['pending', 'rejected', true],
    ['pending', 'completed', false],
    ['processing', 'completed', true],
    ['processing', 'rejected', true],
    ['processing', 'pending', true],
    ['rejected', 'pending', true],
    ['rejected', 'processing', false],
    ['rejected', 'completed', false],
    ['completed', 'pending', false],
    ['completed', 'processing', false],
    ['completed', 'rejected', false],
  ] as Array<[SubmissionStatus, SubmissionStatus, boolean]>)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('never "changes" a status to itself (that would write a history event for nothing)', () => {
    for (const s of SUBMISSION_STATUSES) expect(canTransition(s, s)).toBe(false);
  });

  it('starts new submissions as pending, and every status is reachable from there', () => {
    expect(INITIAL_STATUS).toBe('pending');
    const seen = new Set<SubmissionStatus>([INITIAL_STATUS]);
    const queue: SubmissionStatus[] = [INITIAL_STATUS];
    while (queue.length) {
      for (const next of STATUS_TRANSITIONS[queue.shift()!]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...SUBMISSION_STATUSES].sort());
  });

  it('keeps completed final', () => {
    expect(STATUS_TRANSITIONS.completed).toEqual([]);
  });
});
