/** What a generator receives and returns (functions/lib/documents/generate.ts dispatches to them). */
import type { PDFDocument } from 'pdf-lib';
import type { FormatContext, Left } from '../../../shared/questionnaires/forms/evaluate';
import type { GeneratedDocument } from '../../../shared/questionnaires/forms/generated';
import type { Answers } from '../../../shared/questionnaires/types';
import type { Area, Canvas } from './layout';

export interface GeneratorInput {
  readonly entry: GeneratedDocument;
  /** The submission's answers, validated against (or upgraded to) the current definition. */
  readonly answers: Answers;
  /** Today, "YYYY-MM-DD" (ages in the petition). */
  readonly today: string;
  /** The definition and an English translator, to write answers as the worksheet maps do (typed business filings). */
  readonly ctx: FormatContext;
}

/** Cover-sheet notes a generated document can carry (codes under packet.notes.*). */
export type GeneratedNote = 'statuteUnverified' | 'noSpanishText' | 'draftForPreapproval' | 'filedOnline' | 'draftedWording';

export interface GeneratedPdf {
  readonly doc: PDFDocument;
  /** What was drawn, where: the fidelity and statute tests read it. */
  readonly canvas: Canvas;
  /** Where body text may go (line numbers, footers and page numbers have their own places: role "margin"). */
  readonly area: Area;
  /** What is left to do at signing, by staff, the signers or the notary. */
  readonly staff: readonly Left[];
  /** What the client must still tell staff (the questionnaire does not ask it yet). */
  readonly ask?: readonly Left[];
  /** Items left for the court (hearing, case number, the judge's signature). */
  readonly court: number;
  readonly notes: readonly GeneratedNote[];
}

export type Generator = (input: GeneratorInput) => Promise<GeneratedPdf> | GeneratedPdf;
