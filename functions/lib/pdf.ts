/**
 * A submission's answers as a PDF (pdf-lib, the standard Helvetica fonts: nothing to embed, small and fast).
 * The answers are laid out from `renderAnswers` (shared/questionnaires/render.ts), the same document the web shows;
 * every page carries the LDA disclosure (B&P §6408.5: the statement, in the document's language; §6408: registration
 * number, county and expiry). Standard fonts only encode WinAnsi (Latin-1 plus a few signs): Spanish accents, ñ, ¿ ¡
 * and typographic quotes are kept; anything else is reduced to its base letter or replaced (see `toWinAnsi`).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Submission } from '../../shared/api/submissions';
import { BUSINESS, formatAddress } from '../../shared/business';
import { createTranslator, formatDate, mergeBundles, type Locale, type Translate } from '../../shared/i18n/core';
import catalogueMessages from '../../shared/i18n/messages/catalogue';
import commonMessages from '../../shared/i18n/messages/common';
import pdfMessages from '../../shared/i18n/messages/pdf';
import { definitionAt, getQuestionnaire, questionnaireTranslator } from '../../shared/questionnaires/registry';
import { renderAnswers, type RenderedEntry } from '../../shared/questionnaires/render';

/** US Letter, 0.75 in margins; the footer (disclosure, page number) sits in the bottom margin band. */
export const PAGE = { width: 612, height: 792, margin: 54, footer: 44 } as const;
const INDENT = 14;
/** Height to keep together (points): a row's label and first value line; a heading and a row; a section title too. */
const KEEP = { row: 32, heading: 52, section: 80 } as const;
export const GREY = rgb(0.38, 0.38, 0.38);
const BLACK = rgb(0, 0, 0);

/** Typographic characters outside WinAnsi, mapped to what it has. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2713': 'x',
  '\u2714': 'x',
  // Letters without a Unicode decomposition to a base letter.
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

/**
 * Text the font can draw: characters it encodes stay (á é í ó ú ü ñ ¿ ¡ “ ” – — € …); others become their
 * replacement, their base letter without accents (ā → a, ș → s), or "?"; tabs become spaces and other control
 * characters are dropped (line breaks are handled by the layout, before this).
 */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (supported.has(code)) out += ch;
    else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base && base !== ch && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  supported: ReadonlySet<number>;
}

interface TextStyle {
  bold?: boolean;
  size?: number;
  indent?: number;
  color?: ReturnType<typeof rgb>;
  /** Space above, in points. */
  before?: number;
}

/** Lines of at most `width` points: words wrap, a word longer than a line is cut. Line breaks are kept. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (rest && !fits(rest)) {
        // The longest prefix that fits (at least one character), by bisection.
        let [lo, hi] = [1, rest.length - 1];
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (fits(rest.slice(0, mid))) lo = mid;
          else hi = mid - 1;
        }
        lines.push(rest.slice(0, lo));
        rest = rest.slice(lo);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes flowing text top to bottom, adding pages as needed. */
export class Layout {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private addPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** Start a new page now (a document whose parts must each stand alone on a sheet). */
  newPage(): void {
    this.addPage();
  }

  /** Start a new page unless `points` of height are left: keeps a label with its value, a heading with its text. */
  keep(points: number): void {
    if (this.y - points < PAGE.margin + PAGE.footer) this.addPage();
  }

  text(value: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const x = PAGE.margin + (style.indent ?? 0);
    const lineHeight = size * 1.3;
    this.y -= style.before ?? 0;
    const safe = value
      .split(/\r?\n/)
      .map((line) => toWinAnsi(line, this.fonts.supported))
      .join('\n');
    for (const line of wrapText(safe, font, size, PAGE.width - PAGE.margin - x)) {
      if (this.y - lineHeight < PAGE.margin + PAGE.footer) this.addPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + size * 0.25, size, font, color: style.color ?? BLACK });
    }
  }

  rule(before = 6): void {
    this.y -= before;
    if (this.y < PAGE.margin + PAGE.footer) this.addPage();
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
  }
}

export interface PdfInput {
  submission: Submission;
  answers: unknown;
  locale: Locale;
}

const translators = new Map<Locale, Translate>();
function documentTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(mergeBundles([commonMessages, pdfMessages, catalogueMessages], locale))));
  return t;
}

export async function renderSubmissionPdf({ submission, answers, locale }: PdfInput): Promise<Uint8Array> {
  const t = documentTranslator(locale);
  const type = submission.questionnaireType;
  // Answers are rendered with the definition they were written under (an older version keeps its own fields).
  const definition = definitionAt(type, submission.definitionVersion) ?? getQuestionnaire(type);
  const rendered = renderAnswers(definition, answers, questionnaireTranslator(locale), locale);

  const doc = await PDFDocument.create();
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const fonts: Fonts = { regular, bold: doc.embedStandardFont(StandardFonts.HelveticaBold), supported: new Set(regular.getCharacterSet()) };
  doc.setTitle(`${rendered.title} — ${submission.id}`);
  doc.setAuthor(BUSINESS.name);
  doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(new Date(submission.createdAt));
  doc.setModificationDate(new Date(submission.updatedAt));

  const layout = new Layout(doc, fonts);
  const registration = t('lda.registration', {
    number: BUSINESS.lda.registrationNumber,
    county: BUSINESS.lda.county,
    expires: formatDate(BUSINESS.lda.expires, locale),
  });

  layout.text(BUSINESS.name, { bold: true, size: 14 });
  layout.text(`${formatAddress()} · ${BUSINESS.phone} · ${BUSINESS.email}`, { size: 9, color: GREY });
  layout.text(registration, { size: 9, color: GREY });
  layout.text(t('lda.notAttorney'), { bold: true, size: 10, before: 4 });
  layout.rule();

  layout.text(rendered.title, { bold: true, size: 16, before: 12 });
  const facts: Array<[string, string]> = [
    [t('pdf.submissionId'), submission.id],
    [t('pdf.client'), submission.clientName],
    [t('pdf.email'), submission.clientEmail],
    [t('pdf.service'), t(`catalogue.${submission.questionnaireType}.title`)],
    [t('pdf.submitted'), formatDate(submission.createdAt, locale, { withTime: true })],
    [t('pdf.updated'), formatDate(submission.updatedAt, locale, { withTime: true })],
    [t('pdf.status'), t(`pdf.statuses.${submission.status}`)],
    [t('pdf.caseDetails'), submission.caseDetails],
    [t('pdf.specialInstructions'), submission.specialInstructions],
  ];
  for (const [label, value] of facts.filter(([, value]) => value)) layout.text(`${label}: ${value}`, { size: 10, before: 2 });

  const entries = (list: readonly RenderedEntry[], indent: number): void => {
    for (const entry of list) {
      if (entry.kind === 'row') {
        layout.keep(KEEP.row);
        layout.text(entry.label, { bold: true, size: 9.5, indent, before: 5 });
        layout.text(entry.value, { size: 10, indent: indent + INDENT, color: entry.answered ? BLACK : GREY });
      } else if (entry.kind === 'object') {
        layout.keep(KEEP.heading);
        layout.text(entry.label, { bold: true, size: 10.5, indent, before: 8 });
        entries(entry.entries, indent + INDENT);
      } else {
        layout.keep(KEEP.heading);
        layout.text(entry.label, { bold: true, size: 10.5, indent, before: 8 });
        if (entry.items.length === 0) layout.text(entry.emptyText, { size: 10, indent: indent + INDENT, color: GREY });
        for (const item of entry.items) {
          layout.text(item.title, { bold: true, size: 10, indent: indent + INDENT, before: 6 });
          entries(item.entries, indent + 2 * INDENT);
        }
      }
    }
  };
  for (const section of rendered.sections) {
    layout.keep(KEEP.section);
    layout.text(section.title, { bold: true, size: 12, before: 16 });
    layout.rule(3);
    entries(section.entries, 0);
  }

  // Every page: the disclosure (statement and registration) and "Page n of N", in the bottom margin band.
  const pages = doc.getPages();
  const disclosure = toWinAnsi(t('lda.notAttorney'), fonts.supported);
  const registrationLine = toWinAnsi(registration, fonts.supported);
  pages.forEach((page, i) => {
    const pageLabel = toWinAnsi(t('pdf.page', { n: i + 1, total: pages.length }), fonts.supported);
    const baseline = PAGE.margin - 10;
    page.drawText(disclosure, { x: PAGE.margin, y: baseline + 10, size: 7.5, font: fonts.bold, color: BLACK });
    page.drawText(registrationLine, { x: PAGE.margin, y: baseline, size: 7.5, font: fonts.regular, color: GREY });
    page.drawText(pageLabel, {
      x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(pageLabel, 7.5),
      y: baseline,
      size: 7.5,
      font: fonts.regular,
      color: GREY,
    });
  });
  return doc.save({ useObjectStreams: true });
}
