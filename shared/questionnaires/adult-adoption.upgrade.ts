/**
 * Adult adoption answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the adopter, the adoptee, the spouses' names and the adopter's spouse's consent (shown again once the
 * client says whether they are lawfully separated, which version 1 did not ask), the name change, the relationship,
 * the reason and "other facts". Version 1's free-text birth parents (version 2 lists each living birth
 * parent with an address) are kept in "other facts" with the client's own words, so nothing the client wrote is lost.
 * Version 1's "have you adopted another adult before?" did not ask about the spouse's adoptions, so it is not carried.
 * What version 2 asks and version 1 did not stays missing.
 */
import type { Answers, AnswerValue } from './types';

const KEYS = [
  'adopter',
  'adopterDateOfBirth',
  'adopterMarried',
  'adopterSpouseName',
  'adopterSpouseConsents',
  'adopteeName',
  'adopteeDateOfBirth',
  'adopteeAddress',
  'adopteeEmail',
  'adopteeBirthPlace',
  'adopteeMarried',
  'adopteeSpouseName',
  'nameChange',
  'newName',
  'relationship',
  'yearsKnown',
  'reason',
];

export function adultAdoptionV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = Object.fromEntries(
    KEYS.filter((k) => answers[k] !== undefined).map((k) => [k, answers[k] as AnswerValue]),
  );
  const notes = [answers.birthParents, answers.otherFacts].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (notes.length) out.otherFacts = notes.map((v) => v.trim()).join('\n\n');
  return out;
}
