/**
 * Conservatorship answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the petitioner (name, phone, email; the one-line address split into street, city, state and ZIP when it
 * reads "street, city, ST 12345"), the relationship, who is to be conservator (the proposed conservator's address split
 * the same way), the proposed conservatee, what the conservatorship covers, the developmental disability and dementia
 * answers, the estate's values (version 1's single yearly income as "other income"), the relatives. Version 1's home
 * (own home, relative's home, care facility, hospital) is carried where version 2 has the same answer (a relative's
 * home; a hospital as where the person is now); "can attend the hearing: yes" as "will attend". Version 1's free-text
 * needs are carried into the matching GC-312 answers (personal needs as physical health, financial needs as
 * finances), and the alternatives considered with the reasons into "other alternatives", each marked "version 1".
 * What version 2 asks and version 1 did not stays missing.
 */
import { splitAddress } from './address-split';
import type { Answers, AnswerValue } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const pick = (from: Record<string, unknown>, keys: readonly string[]): Record<string, AnswerValue> =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k] as AnswerValue]));

const V1_ALTERNATIVES: Readonly<Record<string, string>> = {
  powerOfAttorney: 'power of attorney for finances',
  healthCareDirective: 'advance health care directive',
  trust: 'trust',
  representativePayee: 'Social Security representative payee',
  supportedDecisionMaking: 'supported decision-making',
  voluntaryHelp: 'voluntary help from family or friends',
};

export function conservatorshipV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = pick(answers, [
    'relationship',
    'petitionerIsConservator',
    'conservateeName',
    'conservateeDateOfBirth',
    'conservateeAddress',
    'conservatorshipOf',
    'developmentalDisability',
    'dementiaPowers',
    'personalPropertyValue',
    'realPropertyValue',
  ]);
  const petitioner = isRecord(answers.petitioner) ? answers.petitioner : {};
  out.petitioner = { ...pick(petitioner, ['name', 'phone', 'email']), ...splitAddress(petitioner.address), differentMailing: false };
  if (isRecord(answers.proposedConservator))
    out.proposedConservator = {
      ...pick(answers.proposedConservator, ['name', 'phone', 'email']),
      ...splitAddress(answers.proposedConservator.address),
    };

  if (answers.livesIn === 'relativeHome') out.residenceType = 'relativeHome';
  if (answers.livesIn === 'hospital') {
    out.atResidence = false;
    out.currentLocationKind = 'Hospital';
    if (str(answers.facilityName)) out.currentLocation = str(answers.facilityName)!;
  }
  if ((answers.livesIn === 'careFacility' || answers.livesIn === 'other') && str(answers.facilityName)) {
    out.residenceType = 'other';
    out.facilityName = str(answers.facilityName)!;
  }
  if (answers.canAttendHearing === true) out.attendance = 'will';
  if (typeof answers.annualIncome === 'number') out.incomeOther = answers.annualIncome;

  if (str(answers.personalNeeds)) out.physicalHealth = `Personal needs (version 1): ${str(answers.personalNeeds)}`;
  if (str(answers.financialNeeds)) out.finances = `Financial needs (version 1): ${str(answers.financialNeeds)}`;
  const considered = Array.isArray(answers.alternatives)
    ? answers.alternatives.map((a) => (typeof a === 'string' ? (V1_ALTERNATIVES[a] ?? a) : '')).filter(Boolean)
    : [];
  const why = str(answers.whyNotAlternatives);
  if (considered.length || why)
    out.alternatives = {
      other: [considered.length ? `Considered (version 1): ${considered.join(', ')}.` : '', why ? `Why not enough: ${why}` : '']
        .filter(Boolean)
        .join(' '),
    };

  if (Array.isArray(answers.relatives))
    out.relatives = answers.relatives.filter(isRecord).map((r) => ({ ...pick(r, ['name', 'relationship', 'address']), deceased: false }));

  const notes = [
    typeof answers.annualIncome === 'number' && 'Version 1 asked only the total yearly income: it is shown as “other income”.',
    str(answers.otherFacts),
  ].filter((v): v is string => typeof v === 'string');
  if (notes.length) out.otherFacts = notes.join('\n\n');
  return out;
}
