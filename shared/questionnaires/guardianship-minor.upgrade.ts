/**
 * Guardianship-of-a-minor answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the guardian (name, phone, email; the one-line address split into street, city, state and ZIP when it reads
 * "street, city, ST 12345"), date of birth, relationship and household; the single criminal-history answer as GC-212
 * item 3 with its details as the explanations; the children with their homes (one child: the shared history; several:
 * each child's own, as version 1 asked them, so "not all lived together"; the city and state of each home when the
 * address reads like one — the present address of each person the child lived with was not asked); the one mother and
 * father for all the children; the guardianship asked, the reasons, the temporary guardianship, the children's assets
 * (as their personal property), the ICWA answer and whether there are other cases (version 1's free-text case details
 * are kept in "other facts", word for word). What version 2 asks and version 1 did not stays missing.
 */
import { splitAddress } from './address-split';
import type { Answers, AnswerValue } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const pick = (from: Record<string, unknown>, keys: readonly string[]): Record<string, AnswerValue> =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k] as AnswerValue]));

/** A version-1 residence ({ from, to, address, livedWith, relationship }) as a version-2 one. */
function residence(r: Record<string, unknown>): Record<string, AnswerValue> {
  const { city, state } = splitAddress(r.address);
  return {
    ...pick(r, ['from', 'to', 'livedWith', 'relationship']),
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
  };
}

const parentOf = (p: unknown): Record<string, AnswerValue> | undefined =>
  isRecord(p) ? pick(p, p.status === 'consents' || p.status === 'objects' ? ['name', 'status', 'address'] : ['name', 'status']) : undefined;

export function guardianshipMinorV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = pick(answers, [
    'guardianDateOfBirth',
    'relationship',
    'household',
    'guardianshipOf',
    'reason',
    'temporaryNeeded',
    'temporaryReason',
    'nativeAmerican',
  ]);
  const guardian = isRecord(answers.guardian) ? answers.guardian : {};
  out.guardian = { ...pick(guardian, ['name', 'phone', 'email']), ...splitAddress(guardian.address), differentMailing: false };
  if (typeof answers.criminalHistory === 'boolean') {
    out.screening = {
      criminalRecord: answers.criminalHistory,
      ...(str(answers.criminalHistoryDetails) ? { explanations: str(answers.criminalHistoryDetails)! } : {}),
    };
  }

  const children = Array.isArray(answers.children) ? answers.children.filter(isRecord) : [];
  if (children.length) {
    const histories = children.map((c) => (Array.isArray(c.residences) ? c.residences.filter(isRecord).map(residence) : []));
    const uccjea: Record<string, AnswerValue> = {
      childCount: children.length,
      children: children.map((c, i) => ({
        ...pick(c, ['name', 'birthDate', 'placeOfBirth', 'livesWithYou']),
        ...(children.length > 1 ? { residences: histories[i] } : {}),
      })),
      ...(children.length > 1 ? { livedTogether: false } : { residences: histories[0] }),
    };
    if (typeof answers.otherCases === 'boolean') uccjea.otherCases = answers.otherCases;
    out.uccjea = uccjea;
  }
  const mother = parentOf(answers.mother);
  const father = parentOf(answers.father);
  if (mother || father) out.sameParents = true;
  if (mother) out.mother = mother;
  if (father) out.father = father;
  if (typeof answers.childrenAssets === 'number') out.estatePersonalProperty = answers.childrenAssets;

  const notes = [
    str(answers.otherCasesDetails) && `Other court cases (version 1): ${str(answers.otherCasesDetails)}`,
    str(answers.otherFacts),
  ].filter((v): v is string => typeof v === 'string');
  if (notes.length) out.otherFacts = notes.join('\n\n');
  return out;
}
