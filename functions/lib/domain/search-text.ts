import { foldedWords } from '../../../shared/api/text';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { createTranslator, flatten, LOCALES } from '../../../shared/i18n/core';
import catalogueMessages from '../../../shared/i18n/messages/catalogue';

/**
 * The stored search text of a submission (search.ts says how it is matched): the folded words of the client's names
 * and emails and of its service (the slug and its title in English and Spanish). Only the submission route writes it,
 * so this module (with the catalogue's titles) is loaded by that route's first request (domain/submissions.ts).
 */
const titles = LOCALES.map((locale) => createTranslator(flatten(catalogueMessages[locale])));
const serviceWords = (type: QuestionnaireType): string[] => [type, ...titles.map((t) => t(`catalogue.${type}.title`))];

export function submissionSearchText(s: { questionnaireType: QuestionnaireType; names: string[]; emails: string[] }): string {
  return foldedWords([...s.names, ...s.emails, ...serviceWords(s.questionnaireType)].join(' ')).join(' ');
}
