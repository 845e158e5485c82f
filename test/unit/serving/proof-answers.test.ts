/**
 * What a proof of service says, from the job's recorded facts (issue 32, shared/serving/forms/answers.ts): a box is
 * checked only when the facts support it — the method that was used, the papers that were served, by their numbers.
 */
import { proofFacts } from '../../../functions/lib/serving/proof';
import { longProofJob } from '../../../scripts/serving/long-proofs';
import { proofAnswers } from '../../../shared/serving/forms/answers';
import type { ProofFormId } from '../../../shared/serving/forms/registry';

const answersOf = (form: ProofFormId, variant: 'personal' | 'substituted', papers?: string[]) => {
  const { job, attempts, server } = longProofJob(form, variant);
  if (papers) job.papers = papers.map((label, i) => ({ id: `p${i}`, label, status: 'available', source: 'packet' }));
  return proofAnswers(proofFacts(job, attempts, server, null));
};

describe('the proof says only what the facts support', () => {
  it('personal service checks no substituted-service box, and substituted service no personal one', () => {
    expect(answersOf('POS-010', 'personal').service).toMatchObject({ personal: true, substituted: false, home: false, work: false });
    expect(answersOf('POS-010', 'personal').service.recipientWithRelation).toBe('');
    expect(answersOf('POS-010', 'substituted').service).toMatchObject({ personal: false, substituted: true, home: true, work: false });
    expect(answersOf('POS-010', 'substituted').mailing).toMatchObject({ date: '2026-11-10', usps: true, business: false });
    expect(answersOf('POS-010', 'personal').mailing).toMatchObject({ date: '', usps: false });
  });

  it('DV-200 item 4a (DV-109 with DV-100 and a blank DV-120) only when the notice of hearing was served', () => {
    const withNotice = answersOf('DV-200', 'personal', ['DV-109 Notice of Court Hearing', 'DV-100 Request', 'DV-120 Response (blank)']);
    expect(withNotice.papers).toMatchObject({ dv109: true, dvOther: '' });
    const without = answersOf('DV-200', 'personal', ['DV-100 Request', 'DV-110 Temporary Restraining Order']);
    expect(without.papers).toMatchObject({ dv109: false, dv110: true, dvOther: 'DV-100 Request' });
  });

  it('FL-115 item 1d lists the disclosure and other forms it names on their own lines, not under “Other”', () => {
    const a = answersOf('FL-115', 'personal', [
      'FL-100 Petition',
      'FL-110 Summons',
      'FL-140 Declaration of Disclosure with FL-142 Schedule of Assets and Debts',
      'FL-150 Income and Expense Declaration',
      'Notice of related case',
    ]);
    expect(a.papers).toMatchObject({ fl100: true, fl140: true, fl142: true, fl150: true, fl155: false, fl300: false });
    expect(a.papers.otherFamilyText).toBe('Notice of related case');
  });
});
