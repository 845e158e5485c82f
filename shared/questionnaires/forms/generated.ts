/**
 * Generated documents (issue 27): documents that are not Judicial Council forms and that the packet writes itself as
 * final documents to sign and file — the statutory forms of Prob. Code §§4401 and 4701 in the statute's own words, the
 * adult-adoption pleadings on California pleading paper, typed copies of the Secretary of State's and the county's
 * business filings, a draft domestic relations order per plan — instead of a preparer's worksheet.
 *
 * An entry names the generator that writes it (functions/lib/documents/generate.ts holds one per id) and the statutes
 * the document follows or quotes (written into the PDF's metadata and listed in docs/questionnaires.md). It keeps the
 * document's items as a worksheet map: the coverage figures count them as they count any worksheet's, and the packet
 * falls back to that worksheet, with the reason on the cover sheet, if the generator cannot write the document.
 */
import type { Condition } from '../types';
import type { FormId, WorksheetMap } from './model';

/** The generators of functions/lib/documents, by id. */
export const GENERATOR_IDS = [
  'statutory-poa',
  'advance-directive',
  'adoption-agreement',
  'adoption-petition',
  'adoption-consent',
  'adoption-order',
  'llc-1',
  'arts-gs',
  'llc-12',
  'si-550',
  'fbn-statement',
  'domestic-relations-order',
] as const;
export type GeneratorId = (typeof GENERATOR_IDS)[number];

export interface GeneratedDocument {
  readonly kind: 'generated';
  readonly form: FormId;
  readonly title: string;
  /** The document is in the packet only when this holds (a spouse's consent when there is a spouse who must consent). */
  readonly when?: Condition;
  readonly generator: GeneratorId;
  /** What the generator needs beyond the answers: which spouse consents, which plan an order divides. */
  readonly args?: Readonly<Record<string, string | number>>;
  /** The statutes the document is written from, as cited ("Prob. Code §4701", "Fam. Code §9321"). */
  readonly statutes: readonly string[];
  /** The document's items in its order: what the coverage counts, and the packet's fallback. */
  readonly worksheet: WorksheetMap;
}

/** A generated document whose items (form, title, condition) are those of its worksheet map. */
export const generated = (
  worksheet: WorksheetMap,
  spec: { readonly generator: GeneratorId; readonly statutes: readonly string[]; readonly args?: GeneratedDocument['args'] },
): GeneratedDocument => ({
  kind: 'generated',
  form: worksheet.form,
  title: worksheet.title,
  ...(worksheet.when ? { when: worksheet.when } : {}),
  generator: spec.generator,
  ...(spec.args ? { args: spec.args } : {}),
  statutes: spec.statutes,
  worksheet,
});
