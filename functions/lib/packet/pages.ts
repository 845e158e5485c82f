/**
 * The packet's own pages, drawn (no form fields): the preparer's worksheets — for a form the project does not hold, a
 * form whose map is pending, or answers that cannot be carried to the current forms — and the cover sheet. They are in
 * the staff member's language; item labels and answers on worksheets are as the form needs them (English labels).
 */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { BUSINESS, formatAddress } from '../../../shared/business';
import { formatDate, type Locale, type Translate } from '../../../shared/i18n/core';
import type { Left, PdfPlan, WorksheetLine, WorksheetPlan } from '../../../shared/questionnaires/forms/evaluate';
import type { RenderedDocument, RenderedEntry } from '../../../shared/questionnaires/render';
import { BLACK, Flow, GREY, LETTER, type FontPair } from './draw';
import type { Note, PacketForm } from './status';

const MARGIN = 54;
const BOX = { left: MARGIN, right: LETTER.width - MARGIN, top: LETTER.height - MARGIN, bottom: MARGIN + 30 };

/** A flow on letter pages with a footer line on each (drawn once the page count is known: `finish`). */
function letterFlow(doc: PDFDocument, fonts: FontPair): Flow {
  return new Flow(fonts, BOX, () => doc.addPage([LETTER.width, LETTER.height]));
}

function finish(flow: Flow, footer: string, t: Translate): void {
  const total = flow.pages.length;
  flow.pages.forEach((page: PDFPage, i) => {
    const size = 7.5;
    const left = flow.lines(footer, BOX.right - BOX.left - 80, size)[0] ?? '';
    page.drawText(left, { x: BOX.left, y: MARGIN, size, font: flow.fonts.regular, color: GREY });
    const label = flow.lines(t('packet.page', { n: i + 1, total }), 80, size)[0] ?? '';
    page.drawText(label, {
      x: BOX.right - flow.fonts.regular.widthOfTextAtSize(label, size),
      y: MARGIN,
      size,
      font: flow.fonts.regular,
      color: GREY,
    });
    page.drawText(flow.lines(t('lda.notAttorney'), BOX.right - BOX.left, size, true)[0] ?? '', {
      x: BOX.left,
      y: MARGIN - 11,
      size,
      font: flow.fonts.bold,
      color: BLACK,
    });
  });
}

function worksheetHeader(flow: Flow, form: string, title: string, intro: readonly string[], t: Translate): void {
  flow.text(t('packet.worksheet.title', { form }), { bold: true, size: 15 });
  flow.text(title, { size: 11, gap: 2 });
  flow.text(t('packet.worksheet.notForFiling'), { bold: true, size: 10, gap: 6, color: GREY });
  for (const line of intro) flow.text(line, { size: 10, gap: 4 });
  flow.rule(6);
}

const leftText = (kind: 'ask' | 'staff' | 'court', note: string | undefined, t: Translate) =>
  `(${t(`packet.worksheet.${kind}`)}${note ? `: ${note}` : ''})`;

/** Worksheet lines as tables: consecutive single answers in one three-column table, each row group in its own. */
function drawLines(flow: Flow, lines: readonly WorksheetLine[], t: Translate): void {
  const columns = [t('packet.worksheet.item'), t('packet.worksheet.question'), t('packet.worksheet.answer')];
  const widths = [58, 185, BOX.right - BOX.left - 243];
  let batch: string[][] = [];
  const flush = () => {
    if (batch.length) flow.table(columns, batch, { size: 9, widths });
    batch = [];
  };
  for (const line of lines) {
    if (line.kind === 'rows') {
      flush();
      flow.keep(60);
      flow.text(`${t('packet.item', { item: line.item })} — ${line.label}`, { bold: true, size: 10, gap: 8 });
      flow.y -= 3;
      if (line.rows.length === 0) flow.text(t('packet.worksheet.none'), { size: 9, color: GREY });
      else flow.table(line.columns, line.rows, { size: 9 });
      flow.y -= 6;
      continue;
    }
    const answer = line.kind === 'value' ? line.text || '—' : leftText(line.kind, line.note, t);
    batch.push([line.item, line.label, answer]);
  }
  flush();
}

/** A worksheet for a form the project does not hold (its map lists the items in the form's order). */
export function drawWorksheet(doc: PDFDocument, fonts: FontPair, plan: WorksheetPlan, t: Translate, footer: string): Flow {
  const flow = letterFlow(doc, fonts);
  worksheetHeader(flow, plan.form, plan.title, [t('packet.notes.worksheet', { form: plan.form }), plan.reason], t);
  drawLines(flow, plan.lines, t);
  finish(flow, footer, t);
  return flow;
}

/** The lines of a PDF form's plan, for when its PDF cannot be used (not shipped, or another revision). */
export function planAsLines(plan: PdfPlan): WorksheetLine[] {
  const lines: WorksheetLine[] = [];
  const seenGroups = new Set<string>();
  for (const a of plan.assignments) {
    if (a.kind === 'text' && !a.group && a.value) lines.push({ kind: 'value', item: a.item, label: a.label, text: a.value });
    if (a.kind === 'check' && !a.group && a.checked) lines.push({ kind: 'value', item: a.item, label: a.label, text: 'X' });
    if (a.kind === 'radio' && a.value) lines.push({ kind: 'value', item: a.item, label: a.label, text: a.value });
    if ((a.kind === 'text' || a.kind === 'check') && a.group && !seenGroups.has(a.group)) {
      seenGroups.add(a.group);
      // The group's cells as one table: rows of the form, then its overflow.
      const cells = plan.assignments.filter((b) => (b.kind === 'text' || b.kind === 'check') && b.group === a.group);
      const texts = cells.filter((b): b is Extract<typeof b, { kind: 'text' }> => b.kind === 'text');
      const values = texts.map((b) => b.value).filter(Boolean);
      const overflow = plan.overflowRows.find((r) => r.group === a.group);
      lines.push({
        kind: 'rows',
        item: a.item,
        label: a.label,
        columns: ['Entries'],
        rows: [...(values.length ? [[values.join(' · ')]] : []), ...(overflow?.rows.map((r) => [r.join(' · ')]) ?? [])],
      });
    }
  }
  const left = (kind: 'ask' | 'staff' | 'court', list: readonly Left[]) =>
    list.forEach((l) => lines.push({ kind, item: l.item, label: l.label, note: l.note }));
  left('ask', plan.ask);
  left('staff', plan.staff);
  return lines;
}

/** Answers in questionnaire order (a pending map, or answers of an older version that cannot be carried forward). */
export function drawAnswersWorksheet(
  doc: PDFDocument,
  fonts: FontPair,
  form: string,
  title: string,
  intro: readonly string[],
  rendered: RenderedDocument,
  t: Translate,
  footer: string,
): Flow {
  const flow = letterFlow(doc, fonts);
  worksheetHeader(flow, form, title, intro, t);
  const rows = (entries: readonly RenderedEntry[], prefix: string): string[][] =>
    entries.flatMap((e): string[][] => {
      const label = prefix ? `${prefix} › ${e.label}` : e.label;
      if (e.kind === 'row') return e.answered ? [[label, e.value]] : [];
      if (e.kind === 'object') return rows(e.entries, label);
      if (e.items.length === 0) return [[label, e.emptyText]];
      return e.items.flatMap((item) => rows(item.entries, `${label} › ${item.title}`));
    });
  const widths = [200, BOX.right - BOX.left - 200];
  for (const section of rendered.sections) {
    const body = rows(section.entries, '');
    if (body.length === 0) continue;
    flow.keep(50);
    flow.text(section.title, { bold: true, size: 11, gap: 8 });
    flow.y -= 3;
    flow.table([t('packet.worksheet.question'), t('packet.worksheet.answer')], body, { size: 9, widths });
  }
  finish(flow, footer, t);
  return flow;
}

/**
 * A block of the cover sheet, after the LDA details and before the contents: a heading, an optional note under it, and
 * its lines as bullets. The builder adds what a packet needs staff to see first (characters no font prints; others
 * add theirs: translations pending, generated documents) — a new kind of block needs no change here.
 */
export interface CoverSection {
  readonly heading: string;
  readonly note?: string;
  readonly lines: readonly string[];
}

export interface CoverInput {
  readonly t: Translate;
  readonly locale: Locale;
  readonly fonts: FontPair;
  readonly clientName: string;
  readonly service: string;
  readonly submissionId: string;
  readonly submittedAt: string;
  readonly definitionVersion: number;
  readonly currentVersion: number;
  readonly generatedAt: Date;
  readonly notes: readonly Note[];
  /** Blocks in order, after the LDA details (empty ones are not drawn). */
  readonly sections?: readonly CoverSection[];
  readonly forms: readonly PacketForm[];
  readonly footer: string;
  /** Places whose answer still waits for approved English (the translation desk): listed until none is left. */
  readonly pendingTranslations?: readonly PendingTranslationLine[];
}

/** A place on a form whose Spanish answer has no approved English yet (functions/lib/domain/translations.ts). */
export interface PendingTranslationLine {
  readonly form: string;
  readonly item: string;
  readonly label: string;
  /** Answers waiting there (two incidents on one item: 2). */
  readonly count: number;
}

/** The cover's "translation pending" block: every place the packet still prints the client's Spanish. */
function drawPendingTranslations(flow: Flow, lines: readonly PendingTranslationLine[], t: Translate): void {
  if (lines.length === 0) return;
  flow.keep(60);
  flow.text(t('packet.translation.heading'), { bold: true, size: 11, gap: 12 });
  flow.text(t('packet.translation.intro'), { size: 9, gap: 2, color: GREY });
  for (const l of lines)
    flow.text(
      `[ ] ${l.form}, ${t('packet.item', { item: l.item })}: ${l.label}${l.count > 1 ? ` (${t('packet.translation.answers', { count: l.count })})` : ''}`,
      { size: 9, indent: 12 },
    );
}

export const noteText = (note: Note, t: Translate): string => t(`packet.notes.${note.code}`, note.values);

/** The cover sheet: who and what, the LDA block (B&P §6408), then per form what is filled and what is left. */
export function drawCover(doc: PDFDocument, input: CoverInput): Flow {
  const { t, locale } = input;
  const flow = letterFlow(doc, input.fonts);
  flow.text(t('packet.title'), { bold: true, size: 18 });
  flow.text(`${input.service} — ${input.clientName}`, { size: 12, gap: 2 });
  flow.text(t('packet.forStaff'), { bold: true, size: 10, gap: 6, color: GREY });
  flow.rule(8);
  const facts: Array<[string, string]> = [
    [t('packet.client'), input.clientName],
    [t('packet.service'), input.service],
    [t('packet.submissionId'), input.submissionId],
    [t('packet.submitted'), formatDate(input.submittedAt, locale, { withTime: true })],
    [t('packet.definitionVersion'), t('packet.versionValue', { version: input.definitionVersion, current: input.currentVersion })],
    [t('packet.generated'), formatDate(input.generatedAt.toISOString(), locale, { withTime: true })],
  ];
  for (const [label, value] of facts) flow.text(`${label}: ${value}`, { size: 10, gap: 1 });
  for (const note of input.notes) flow.text(`• ${noteText(note, t)}`, { size: 10, gap: 5, bold: true });
  drawPendingTranslations(flow, input.pendingTranslations ?? [], t);

  flow.keep(120);
  flow.text(t('packet.lda.heading'), { bold: true, size: 11, gap: 12 });
  flow.text(t('packet.lda.required'), { size: 9, gap: 2, color: GREY });
  const lda: Array<[string, string]> = [
    [t('packet.lda.name'), BUSINESS.name],
    [t('packet.lda.address'), formatAddress()],
    [t('packet.lda.phone'), BUSINESS.phone],
    [t('packet.lda.registration'), BUSINESS.lda.registrationNumber],
    [t('packet.lda.county'), BUSINESS.lda.county],
    [t('packet.lda.expires'), formatDate(BUSINESS.lda.expires, locale)],
  ];
  for (const [label, value] of lda) flow.text(`${label}: ${value}`, { size: 9.5, gap: 1, indent: 12 });

  for (const section of input.sections ?? []) {
    if (section.lines.length === 0) continue;
    flow.keep(60);
    flow.text(section.heading, { bold: true, size: 11, gap: 12 });
    if (section.note) flow.text(section.note, { size: 9, gap: 2, color: GREY });
    for (const line of section.lines) flow.text(`• ${line}`, { size: 9.5, gap: 1, indent: 12 });
  }

  flow.keep(60);
  flow.text(t('packet.contents'), { bold: true, size: 13, gap: 14 });
  // What staff receive (issue 27): filled official forms, generated documents, and the worksheets left (each says why).
  const inPacket = input.forms.filter((f) => f.applies);
  flow.text(
    t('packet.counts', {
      filled: inPacket.filter((f) => f.output === 'pdf').length,
      generated: inPacket.filter((f) => f.output === 'generated').length,
      worksheets: inPacket.filter((f) => f.output === 'worksheet' || f.output === 'pending').length,
    }),
    { size: 9.5, gap: 2 },
  );
  flow.rule(3);
  for (const form of input.forms) {
    flow.keep(70);
    flow.text(`${form.form} — ${form.title}`, { bold: true, size: 11, gap: 10 });
    if (!form.applies) {
      flow.text(t('packet.notes.notApplicable'), { size: 9.5, color: GREY, indent: 12 });
      continue;
    }
    const output =
      form.output === 'pdf'
        ? t('packet.output.pdf', { revision: form.revision ?? '' })
        : form.output === 'worksheet'
          ? t('packet.output.worksheet', { reason: form.reason ?? '' })
          : form.output === 'generated'
            ? t('packet.output.generated', { statutes: (form.statutes ?? []).join(', ') })
            : t('packet.output.pending');
    flow.text(output, { size: 9.5, indent: 12 });
    if (form.output === 'pdf') flow.text(t('packet.filled', { filled: form.filled, fields: form.clientFields }), { size: 9.5, indent: 12 });
    for (const note of form.notes) flow.text(`• ${noteText(note, t)}`, { size: 9.5, indent: 12 });
    const list = (heading: string, items: readonly Left[]) => {
      if (items.length === 0) return;
      flow.text(heading, { bold: true, size: 9.5, indent: 12, gap: 3 });
      for (const i of items)
        flow.text(`[ ] ${t('packet.item', { item: i.item })}: ${i.label}${i.note ? ` — ${i.note}` : ''}`, { size: 9, indent: 24 });
    };
    list(t('packet.askItems'), form.ask);
    list(t('packet.staffItems'), form.staff);
    if (form.output !== 'pending' && form.ask.length === 0 && form.staff.length === 0)
      flow.text(t('packet.nothingLeft'), { size: 9.5, indent: 12, color: GREY });
    if (form.court > 0) flow.text(t('packet.courtItems', { count: form.court }), { size: 9, indent: 12, color: GREY });
  }
  finish(flow, input.footer, t);
  return flow;
}
