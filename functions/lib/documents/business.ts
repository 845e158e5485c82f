/**
 * The business-formation filings as typed documents that mirror the current forms' items: the Secretary of State's
 * Articles of Organization (LLC-1) or Articles of Incorporation (ARTS-GS), the Statement of Information (LLC-12 or
 * SI-550), and the Los Angeles County Fictitious Business Name Statement. No current blank of any of them is held (the
 * only copies found are superseded revisions, which must not be filed: /work/shared/forms/MANIFEST-MORE.md), and the
 * Secretary of State takes these filings online (bizfile Online); so each document lists the form's items in its order
 * with the answers, says where it is filed, and leaves the signer's item (signature, date) blank.
 *
 * The items and answers are the document's worksheet map's (business-enterprises.forms.ts), written as that map
 * writes them; items the preparer completes are left as blanks and listed on the cover sheet.
 */
import type { PDFDocument } from 'pdf-lib';
import { planWorksheet, type Left } from '../../../shared/questionnaires/forms/evaluate';
import { FORM_AREA, FormPages } from './form-pages';
import type { GeneratedPdf, GeneratorInput } from './types';

interface Filing {
  readonly heading: string;
  readonly form: string;
  /** Where and how it is filed (the first paragraph of the document). */
  readonly where: string;
}

const BIZFILE =
  'The Secretary of State files this online at bizfile Online (bizfileonline.sos.ca.gov): enter these answers there in the same order, or type them on the current paper form. This typed copy mirrors the form’s items; it is not itself filed.';

const FILINGS: Record<'llc-1' | 'arts-gs' | 'llc-12' | 'si-550' | 'fbn-statement', Filing> = {
  'llc-1': {
    heading: 'ARTICLES OF ORGANIZATION — LIMITED LIABILITY COMPANY',
    form: 'California Secretary of State, Form LLC-1',
    where: BIZFILE,
  },
  'arts-gs': {
    heading: 'ARTICLES OF INCORPORATION OF A GENERAL STOCK CORPORATION',
    form: 'California Secretary of State, Form ARTS-GS',
    where: BIZFILE,
  },
  'llc-12': {
    heading: 'STATEMENT OF INFORMATION — LIMITED LIABILITY COMPANY',
    form: 'California Secretary of State, Form LLC-12 (due within 90 days after the articles are filed)',
    where: BIZFILE,
  },
  'si-550': {
    heading: 'STATEMENT OF INFORMATION — STOCK CORPORATION',
    form: 'California Secretary of State, Form SI-550 (due within 90 days after the articles are filed)',
    where: BIZFILE,
  },
  'fbn-statement': {
    heading: 'FICTITIOUS BUSINESS NAME STATEMENT',
    form: 'Los Angeles County Registrar-Recorder/County Clerk (Bus. & Prof. Code §17900 and following)',
    where:
      'Filed with the Los Angeles County Registrar-Recorder/County Clerk, online or in person, then published in a newspaper of general circulation (Bus. & Prof. Code §17917). This typed copy mirrors the county statement’s items for entry on its filing system or its current paper form; it is not itself filed.',
  },
};

function filing(input: GeneratorInput, doc: PDFDocument, id: keyof typeof FILINGS): GeneratedPdf {
  const f = FILINGS[id];
  const plan = planWorksheet(input.entry.worksheet, input.answers, input.ctx);
  const pages = new FormPages(doc, `${input.entry.worksheet.form} — typed copy of the form’s items`);
  pages.heading(f.heading, { size: 13, gap: 0, role: 'heading' });
  pages.paragraph(f.form, { center: true, role: 'heading', gap: 2 });
  pages.paragraph(f.where, { role: 'text', gap: 10, size: 10 });
  const staff: Left[] = [];
  const ask: Left[] = [];
  let court = 0;
  for (const line of plan.lines) {
    const label = `${line.item === 'Sign' ? '' : `${line.item}. `}${line.label}`;
    if (line.kind === 'value') {
      pages.paragraph(label, { role: 'text', bold: true, gap: 8, keep: 40 });
      pages.answer(line.text, null);
    } else if (line.kind === 'rows') {
      pages.paragraph(label, { role: 'text', bold: true, gap: 8, keep: 40 });
      pages.answer(line.rows.map((r) => r.filter(Boolean).join(', ')).join('\n') || 'None', null);
    } else if (line.kind === 'court') {
      court += 1;
      pages.paragraph(`${label}: completed by the filing office`, { role: 'text', gap: 8 });
    } else {
      // Completed by staff or the signer, or asked of the client: on the cover sheet, and a blank here when it is one of
      // the form's items (an office task such as arranging publication is not on the form).
      (line.kind === 'ask' ? ask : staff).push({ item: line.item, label: line.label, note: line.note });
      if (!/^\d/.test(line.item)) continue;
      pages.paragraph(`${label}${line.note ? ` (${line.note})` : ''}`, { role: 'text', bold: true, gap: 8, keep: 40 });
      pages.answer('', null);
    }
  }
  pages.finish();
  return { doc, canvas: pages.canvas, area: FORM_AREA, staff, ask, court, notes: ['filedOnline'] };
}

export const articlesOfOrganization = (input: GeneratorInput, doc: PDFDocument) => filing(input, doc, 'llc-1');
export const articlesOfIncorporation = (input: GeneratorInput, doc: PDFDocument) => filing(input, doc, 'arts-gs');
export const llcStatement = (input: GeneratorInput, doc: PDFDocument) => filing(input, doc, 'llc-12');
export const corporationStatement = (input: GeneratorInput, doc: PDFDocument) => filing(input, doc, 'si-550');
export const fictitiousBusinessName = (input: GeneratorInput, doc: PDFDocument) => filing(input, doc, 'fbn-statement');
