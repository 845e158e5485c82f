/**
 * Domestic relations order answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Version 1 described one plan with answers at the root; version 2 has a list of plans (one order each). The one plan
 * becomes the first item: its name, sponsor, administrator and division carry over; version 1's "public pension"
 * plan type becomes the plan kind "California public retirement system". Not carried: version 1's single survivor
 * benefits answer (version 2 asks the pre- and post-retirement survivor annuities separately). What version 2 asks
 * and version 1 did not (the case role, plan kind of private plans, service dates, pension details, joinder) stays
 * missing.
 */
import { isRecord } from './conditions';
import type { Answers, AnswerValue } from './types';

const ROOT_KEYS = [
  'yourRole',
  'email',
  'phone',
  'caseNumber',
  'county',
  'judgmentDate',
  'marriageDate',
  'separationDate',
  'participant',
  'alternatePayee',
  'otherFacts',
];
const PLAN_KEYS = [
  'planName',
  'employer',
  'administrator',
  'method',
  'percentage',
  'amount',
  'valuationDate',
  'gainsAndLosses',
  'outstandingLoans',
];

const pick = (from: Answers, keys: readonly string[]): Record<string, AnswerValue> =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k] as AnswerValue]));

export function domesticRelationsOrderV1ToV2(answers: Answers): Answers {
  const out = pick(answers, ROOT_KEYS);
  const plan = pick(answers, PLAN_KEYS);
  if (answers.planType === 'governmental') plan.planKind = 'publicCalifornia';
  else if (typeof answers.planType === 'string') plan.planType = answers.planType;
  if (Object.keys(plan).length) out.plans = [plan];
  for (const key of ['participant', 'alternatePayee']) if (out[key] !== undefined && !isRecord(out[key])) delete out[key];
  return out;
}
