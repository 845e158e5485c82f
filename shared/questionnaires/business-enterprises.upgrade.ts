/**
 * Business formation answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the contact, the entity type, names, purpose, addresses, owners, LLC management, the three officers'
 * names, shares, the agent, the DBA, EIN and seller's permit answers. A version 1 sole proprietorship's "business
 * name" was the name it does business under: it becomes the fictitious business name. A version 1 sole
 * proprietorship listed with two or more owners stays as given: version 2 refuses it until the client chooses one
 * owner or a general partnership (the office does not decide it). What version 2 asks and version 1 did not (officer
 * and director addresses, managers, the labor-judgment question, the FBN and SS-4 details) stays missing.
 */
import type { Answers, AnswerValue } from './types';

const KEYS = [
  'contact',
  'entityType',
  'businessName',
  'alternativeName',
  'purpose',
  'principalAddress',
  'mailingAddress',
  'county',
  'owners',
  'llcManagement',
  'ceo',
  'secretary',
  'cfo',
  'authorizedShares',
  'agentType',
  'agentName',
  'agentAddress',
  'needsDba',
  'dbaName',
  'needsEin',
  'needsSellersPermit',
  'otherFacts',
];

export function businessEnterprisesV1ToV2(answers: Answers): Answers {
  const out: Record<string, AnswerValue> = Object.fromEntries(
    KEYS.filter((k) => answers[k] !== undefined).map((k) => [k, answers[k] as AnswerValue]),
  );
  if (out.entityType === 'soleProprietorship' && typeof out.businessName === 'string') {
    if (out.needsDba !== true || typeof out.dbaName !== 'string' || out.dbaName.trim() === '') {
      out.needsDba = true;
      out.dbaName = out.businessName;
    }
    delete out.businessName;
    delete out.alternativeName;
  }
  if (out.entityType === 'soleProprietorship') {
    delete out.agentType;
    delete out.agentName;
    delete out.agentAddress;
  }
  return out;
}
