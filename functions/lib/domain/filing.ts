/**
 * The court a case is filed in (issue 25), for staff: the courthouse proposed from the answers and why, the choice staff
 * made (courthouse and case number, who and when), and what the captions of its court forms will write
 * (shared/courts/filing.ts). GET /admin/submissions/{id}/filing and PUT (group casework).
 */
import { ROOT_FIELD } from '../../../shared/api/errors';
import { FILING_ERRORS, type FilingResponse } from '../../../shared/courts/api';
import { answeredCaseNumber, filingOf, type FilingChoice } from '../../../shared/courts/filing';
import { ApiError, notFound, validationFailed } from '../errors';
import { cancellationCodes, transact } from '../db';
import { filingChoiceOps } from '../store/filing';
import { getSubmissionWithAnswers, type SubmissionItem } from '../store/submissions';
import { actorOf, type CaseCaller } from './casework';

function toFilingResponse(meta: SubmissionItem, answers: unknown): FilingResponse {
  const filing = filingOf(meta.questionnaireType, answers, meta.filing ?? null);
  const c = filing.courthouse;
  return {
    proposal: { ...filing.proposal, values: { ...filing.proposal.values } },
    choice: filing.choice ? { ...filing.choice, by: { ...filing.choice.by } } : null,
    courthouse: c
      ? { id: c.id, name: c.name, street: c.street, mailing: c.mailing ?? null, city: c.city, zip: c.zip, district: c.district ?? null }
      : null,
    county: filing.county,
    caseNumber: filing.caseNumber,
    answeredCaseNumber: answeredCaseNumber(meta.questionnaireType, (answers ?? {}) as Record<string, unknown>),
  };
}

/** The case with its answers, for staff (one BatchGetItem with the caller's revocation marker). */
async function staffCase(c: CaseCaller, caseId: string) {
  if (c.as !== 'staff') throw notFound('Case not found');
  const found = await getSubmissionWithAnswers(caseId);
  if (!found) throw notFound('Case not found');
  return found;
}

/** GET: the case's court as proposed and chosen. */
export async function caseFiling(c: CaseCaller, caseId: string): Promise<FilingResponse> {
  const { meta, answers } = await staffCase(c, caseId);
  return toFilingResponse(meta, answers);
}

/**
 * PUT: staff choose the courthouse (null: back to the proposal) and the case number (null or "": none, or the
 * client's), from the choice they saw (`expectedAt`); 409 when someone changed it meanwhile. A Los Angeles courthouse
 * cannot be chosen for a case whose answers name another county (its captions and its venue items would disagree). 2
 * DynamoDB calls (the case with its answers; the transaction with its audit record).
 */
export async function chooseFiling(
  c: CaseCaller,
  caseId: string,
  req: { courthouseId: string | null; caseNumber: string | null; expectedAt: string | null },
): Promise<FilingResponse> {
  const { meta, answers } = await staffCase(c, caseId);
  if (req.courthouseId !== null && filingOf(meta.questionnaireType, answers).proposal.reason === 'otherCounty')
    throw validationFailed({ courthouseId: [FILING_ERRORS.otherCounty] }, 'The answers name another county');
  const actor = actorOf(c);
  const choice: FilingChoice = {
    courthouseId: req.courthouseId,
    caseNumber: req.caseNumber?.trim() || null,
    by: { sub: actor.sub, name: actor.name },
    at: new Date().toISOString(),
  };
  try {
    await transact(filingChoiceOps({ caseId, expectedAt: req.expectedAt, choice }));
  } catch (err) {
    const codes = cancellationCodes(err);
    if (codes?.[0] === 'ConditionalCheckFailed') throw new ApiError('conflict', 'The court of this case changed since it was loaded');
    if (codes) throw validationFailed({ [ROOT_FIELD]: ['errors.field.invalid'] }, 'The choice could not be recorded');
    throw err;
  }
  return toFilingResponse({ ...meta, filing: choice }, answers);
}
