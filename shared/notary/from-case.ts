/**
 * "Book the signing" from a case (issue 33): the documents the office prepared for a questionnaire type, as the
 * signing needs them — the type, the act their certificate states, who signs — prefilled from the case's answers.
 * The client checks each detail against the documents before booking. Only types whose documents are signed before a
 * Notary Public are here: the durable power of attorney and advance health care directive (Prob. Code §§4401, 4701:
 * the statutory forms carry a certificate of acknowledgment). A trust or a deed prepared by the office joins this list
 * when its questionnaire exists.
 */
import type { QuestionnaireType } from '../questionnaire-types';
import type { DocumentRequest } from './rules';

export interface SigningPrefill {
  documents: DocumentRequest[];
  signers: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const group = (answers: Record<string, unknown>, name: string): Record<string, unknown> => {
  const g = answers[name];
  return g && typeof g === 'object' ? (g as Record<string, unknown>) : {};
};

const SIGNINGS: Partial<Record<QuestionnaireType, (answers: Record<string, unknown>) => SigningPrefill>> = {
  'durable-poa': (answers) => {
    const signers = [text(group(answers, 'principal').name), answers.hasSpouse === true ? text(group(answers, 'spouse').name) : '']
      .filter(Boolean)
      .slice(0, 2);
    const count = Math.max(1, signers.length);
    return {
      documents: [
        { type: 'powerOfAttorney', act: 'acknowledgment', signatures: count },
        { type: 'healthCareDirective', act: 'acknowledgment', signatures: count },
      ],
      signers,
    };
  },
};

export const canBookSigning = (type: QuestionnaireType): boolean => type in SIGNINGS;

export function signingFromCase(type: QuestionnaireType, answers: Record<string, unknown>): SigningPrefill | null {
  return SIGNINGS[type]?.(answers) ?? null;
}
