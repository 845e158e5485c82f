/**
 * The generated documents of a packet (issue 27): one generator per `GeneratorId` (shared/questionnaires/forms/
 * generated.ts). The packet builder loads this module only for questionnaires that have generated documents
 * (`await import`), so the others never load it.
 *
 * Every PDF carries its statutes in its metadata (Subject and Keywords), its title, and the language "en-US": the
 * documents are in English (court papers must be: Code Civ. Proc. §185; the statutory forms have no official
 * translation).
 */
import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../../shared/i18n/core';
import type { FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { GeneratedDocument, GeneratorId } from '../../../shared/questionnaires/forms/generated';
import type { Answers } from '../../../shared/questionnaires/types';
import { adoptionAgreement, adoptionConsent, adoptionOrder, adoptionPetition } from './adoption';
import { advanceDirective } from './ahcd';
import { articlesOfIncorporation, articlesOfOrganization, fictitiousBusinessName, llcStatement, corporationStatement } from './business';
import { domesticRelationsOrder } from './dro';
import { powerOfAttorney } from './poa';
import type { GeneratedNote, GeneratedPdf, GeneratorInput } from './types';

export const GENERATORS: Readonly<Record<GeneratorId, (input: GeneratorInput, doc: PDFDocument) => GeneratedPdf>> = {
  'statutory-poa': powerOfAttorney,
  'advance-directive': advanceDirective,
  'adoption-agreement': adoptionAgreement,
  'adoption-petition': adoptionPetition,
  'adoption-consent': adoptionConsent,
  'adoption-order': adoptionOrder,
  'llc-1': articlesOfOrganization,
  'arts-gs': articlesOfIncorporation,
  'llc-12': llcStatement,
  'si-550': corporationStatement,
  'fbn-statement': fictitiousBusinessName,
  'domestic-relations-order': domesticRelationsOrder,
};

/** Statutory forms the Legislature publishes in English only (the cover sheet says so for a Spanish-speaking client). */
const ENGLISH_ONLY_FORMS: ReadonlySet<GeneratorId> = new Set(['statutory-poa', 'advance-directive']);

export interface GenerateOptions {
  /** The language the client answered in. */
  readonly clientLocale: Locale;
  /** The definition the answers are for, with an English translator (answers are written in English on the documents). */
  readonly ctx: FormatContext;
  readonly now?: Date;
}

export async function generateDocument(entry: GeneratedDocument, answers: Answers, options: GenerateOptions): Promise<GeneratedPdf> {
  const doc = await PDFDocument.create();
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const result = GENERATORS[entry.generator]({ entry, answers, today, ctx: options.ctx }, doc);
  doc.setTitle(entry.title);
  doc.setSubject(`Generated from the client's answers under ${entry.statutes.join('; ')}`);
  doc.setKeywords([...entry.statutes]);
  doc.setLanguage('en-US');
  doc.setCreator('Rivera Family Legal Document Services — court-forms packet');
  const notes: GeneratedNote[] = [...result.notes];
  if (options.clientLocale === 'es' && ENGLISH_ONLY_FORMS.has(entry.generator)) notes.push('noSpanishText');
  return { ...result, notes };
}
