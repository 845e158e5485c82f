/**
 * Durable POA answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions, no messages.
 *
 * Carried: the principal and spouse (gender dropped: version 2 does not ask it), the setup and the attorneys-in-fact;
 * the health care representatives, chosen among the attorneys-in-fact in version 1, become the health care agent and
 * alternate (their name, address and phone); pregnancy wishes and other instructions become Part 2.3 "other wishes".
 * Not carried: version 1's life-support grid, which does not say what Part 2.1 asks (a choice the client makes again,
 * not one the office infers). What version 2 asks and version 1 did not stays missing.
 */
import { isRecord } from './conditions';
import type { Answers, AnswerValue } from './types';

const PERSON_KEYS = ['name', 'address', 'city', 'state', 'zip', 'county', 'telephone', 'cell', 'dateOfBirth', 'ssn4'];
const SETUP_KEYS = [
  'hasSpouse',
  'effective',
  'incapacityMethod',
  'doctorNames',
  'numberOfAttorneys',
  'coAgents',
  'coAgentDescription',
  'periodicReports',
  'reportRecipient',
  'acknowledgment',
  'authorization',
  'signedName',
  'signedDate',
];

const pick = (from: unknown, keys: readonly string[]): Record<string, AnswerValue> =>
  isRecord(from) ? Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k] as AnswerValue])) : {};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function durablePoaV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = { ...pick(answers, SETUP_KEYS) };
  if (isRecord(answers.principal)) out.principal = pick(answers.principal, PERSON_KEYS);
  if (isRecord(answers.spouse)) out.spouse = pick(answers.spouse, PERSON_KEYS);

  const attorneys = Array.isArray(answers.attorneys) ? answers.attorneys.filter(isRecord) : [];
  if (Array.isArray(answers.attorneys)) out.attorneys = attorneys.map((a) => pick(a, ['name', 'address', 'telephone', 'alternateFor']));

  const representative = (choice: unknown): Answers | undefined => {
    const index = typeof choice === 'string' && /^[123]$/.test(choice) ? Number(choice) - 1 : -1;
    const a = attorneys[index];
    if (!a) return undefined;
    return pick({ name: a.name, address: a.address, phone: a.telephone }, ['name', 'address', 'phone']);
  };
  const agent = representative(answers.primaryRepresentative);
  if (agent) out.healthAgent = agent;
  const alternate = representative(answers.alternateRepresentative);
  if (alternate) out.healthAlternates = [alternate];

  // The client's own words, in their language (no label added: the text is theirs to review).
  const wishes = [text(answers.pregnancyWishes), text(answers.otherInstructions)].filter(Boolean);
  if (wishes.length) out.otherWishes = wishes.join('\n\n');
  return out;
}
