/**
 * Probate answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the decedent's facts, the will's location, the petitioner (name, phone, email; the one-line address split
 * into street, city, state and ZIP when it reads "street, city, ST 12345", otherwise left for the client), the
 * relationship and the reason for the appointment, who is to be appointed (the petitioner when version 1's
 * "executor or administrator" was the petitioner's own name, otherwise that person), the heirs (with their ages), the
 * debts and "other facts". Version 1's single estimated value and its free-text property descriptions cannot be split
 * into version 2's assets (each with how it was held), so they are kept word for word in "other facts": nothing the
 * client wrote is lost. What version 2 asks and version 1 did not stays missing.
 */
import { splitAddress } from './address-split';
import type { Answers, AnswerValue } from './types';

const KEYS = [
  'decedentName',
  'decedentDateOfBirth',
  'decedentDateOfDeath',
  'decedentSsn4',
  'decedentAddress',
  'countyOfDeath',
  'maritalStatus',
  'hasWill',
  'willLocation',
  'relationship',
  'appointmentReason',
  'creditors',
  'outstandingDebts',
  'funeralExpenses',
  'pendingLegalActions',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

const dollars = (cents: unknown) =>
  typeof cents === 'number'
    ? `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : undefined;

export function probateV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = Object.fromEntries(
    KEYS.filter((k) => answers[k] !== undefined).map((k) => [k, answers[k] as AnswerValue]),
  );
  const petitioner = isRecord(answers.petitioner) ? answers.petitioner : {};
  const party: Record<string, AnswerValue> = { ...splitAddress(petitioner.address), differentMailing: false };
  for (const k of ['name', 'phone', 'email'] as const) if (str(petitioner[k])) party[k] = str(petitioner[k])!;
  out.petitioner = party;

  const nominee = str(answers.nominatedExecutor);
  if (nominee) {
    const self = str(petitioner.name)?.toLowerCase() === nominee.toLowerCase();
    out.petitionerIsRepresentative = self;
    if (!self) out.representative = { name: nominee };
  }

  if (Array.isArray(answers.heirs))
    out.heirs = answers.heirs.filter(isRecord).map((h) => {
      const heir: Record<string, AnswerValue> = {};
      for (const k of ['name', 'relationship', 'address'] as const) if (str(h[k])) heir[k] = str(h[k])!;
      if (typeof h.age === 'number') heir.age = h.age;
      return heir;
    });

  const v1Property = [
    dollars(answers.estimatedValue) && `Estimated total value (version 1): ${dollars(answers.estimatedValue)}`,
    str(answers.realProperty) && `Real estate: ${str(answers.realProperty)}`,
    str(answers.personalProperty) && `Personal property: ${str(answers.personalProperty)}`,
    str(answers.bankAccounts) && `Bank accounts and investments: ${str(answers.bankAccounts)}`,
  ].filter((v): v is string => typeof v === 'string');
  const notes = [...v1Property, str(answers.otherFacts)].filter((v): v is string => v !== undefined);
  if (notes.length) out.otherFacts = notes.join('\n\n');
  return out;
}
