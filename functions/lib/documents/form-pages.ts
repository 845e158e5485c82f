/**
 * Letter pages for the statutory forms the principal signs before a notary or witnesses (Prob. Code §§4401, 4701) and
 * for the typed business filings: flowing paragraphs in which the statute's words, the client's answers and the
 * form's blanks mix on one line ("the agents are to act SEPARATELY."), checkboxes drawn as boxes (the statute prints
 * ◻, which the standard fonts lack), blanks to write on, strike-throughs (the form lets the principal strike what is
 * not wanted), a boxed notice, and a footer on every page with the document's title and "Page n of N".
 *
 * A paragraph is a list of pieces: words (`statute` or `text`), answers (`fill`, underlined like handwriting on a
 * blank), blanks (`blank`, a line to write on) and boxes (`box`). Lines wrap between words; an answer longer than a
 * line wraps within itself. Everything is recorded on the Canvas for the tests.
 */
import type { PDFDocument } from 'pdf-lib';
import { BUSINESS } from '../../../shared/business';
import { ascent, Canvas, descent, LETTER, type Area, type Role } from './layout';

export const FORM_GEOMETRY = {
  left: 72,
  right: LETTER.width - 72,
  top: LETTER.height - 60,
  /** Lowest baseline in the body: the footer lives below. */
  bottom: 84,
  size: 11,
  leading: 14.5,
  footer: { title: 52, lda: 40, size: 8 },
} as const;

export const FORM_AREA: Area = {
  left: FORM_GEOMETRY.left,
  right: FORM_GEOMETRY.right,
  top: FORM_GEOMETRY.top + ascent(13),
  bottom: FORM_GEOMETRY.bottom - descent(FORM_GEOMETRY.size),
};

/** The legal document assistant's identification (B&P §6408) and statement (§6408.5), in every page's footer. */
const LDA_LINES = [
  `Prepared by ${BUSINESS.name}, legal document assistant, registration No. ${BUSINESS.lda.registrationNumber}, ` +
    `${BUSINESS.lda.county} County, ${BUSINESS.phone}.`,
  'I am not an attorney. I can only provide self help services at your specific direction.',
] as const;

export type Piece =
  | { readonly kind: 'words'; readonly text: string; readonly role?: Role; readonly bold?: boolean }
  /** An answer written on the form: underlined; wraps inside itself. */
  | { readonly kind: 'fill'; readonly text: string }
  /** A blank to write on by hand, `width` points long; `attach`: no space before it ("20____"). */
  | { readonly kind: 'blank'; readonly width: number; readonly attach?: boolean }
  /** Empty space (to line up a bracket under another). */
  | { readonly kind: 'space'; readonly width: number }
  | { readonly kind: 'box'; readonly checked: boolean };

export const words = (text: string, role: Role = 'statute', bold = false): Piece => ({ kind: 'words', text, role, bold });
export const fill = (text: string): Piece => ({ kind: 'fill', text });
export const blank = (width: number, attach = false): Piece => ({ kind: 'blank', width, ...(attach ? { attach } : {}) });
export const space = (width: number): Piece => ({ kind: 'space', width });
export const box = (checked: boolean): Piece => ({ kind: 'box', checked });

export interface FlowOptions {
  readonly size?: number;
  readonly indent?: number;
  /** Indent of the lines after the first (a hanging indent). */
  readonly hanging?: number;
  readonly center?: boolean;
  /** Space above, in points. */
  readonly gap?: number;
  /** Draw a line through the text: a part of the form the principal does not want (the form allows striking it). */
  readonly strike?: boolean;
  /** Keep this many points of the page with the paragraph's first line. */
  readonly keep?: number;
}

/** A token of a wrapped line: text with its role, or a drawn item of a given width. */
type Token =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly role: Role;
      readonly bold: boolean;
      readonly width: number;
      readonly space: Gap;
    }
  | { readonly kind: 'blank' | 'box' | 'space'; readonly width: number; readonly checked?: boolean; readonly space: Gap };

/** What separates a token from the one before it: a word space, a hair's breadth (punctuation after a blank), nothing. */
type Gap = 'space' | 'hair' | 'none';
const HAIR = 1.5;

export class FormPages {
  readonly canvas: Canvas;
  private page = -1;
  /** Baseline of the next line. */
  y = 0;

  constructor(
    doc: PDFDocument,
    private readonly footerTitle: string,
  ) {
    this.canvas = new Canvas(doc);
    this.newPage();
  }

  get pageIndex(): number {
    return this.page;
  }

  newPage(): void {
    this.page = this.canvas.addPage();
    this.y = FORM_GEOMETRY.top;
  }

  /** Moves to a new page unless `points` below the current line are left. */
  keep(points: number): void {
    if (this.y - points < FORM_GEOMETRY.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The baseline of the next line (on a new page when this one is full). */
  private nextLine(size: number): number {
    if (this.y < FORM_GEOMETRY.bottom) this.newPage();
    const baseline = this.y;
    this.y -= Math.max(FORM_GEOMETRY.leading, size * 1.3);
    return baseline;
  }

  /** Splits pieces into tokens (words of text, each word of an answer, blanks, boxes). */
  private tokens(pieces: readonly Piece[], size: number): Token[] {
    const out: Token[] = [];
    for (const piece of pieces) {
      if (piece.kind === 'blank' || piece.kind === 'box' || piece.kind === 'space') {
        const width = piece.kind === 'box' ? size * 0.85 : piece.width;
        const attach = piece.kind === 'blank' && piece.attach === true;
        out.push({
          kind: piece.kind,
          width,
          ...(piece.kind === 'box' ? { checked: piece.checked } : {}),
          space: attach ? 'hair' : 'space',
        });
        continue;
      }
      const role: Role = piece.kind === 'fill' ? 'fill' : (piece.role ?? 'statute');
      const bold = piece.kind === 'words' && piece.bold === true;
      const text = this.canvas.safe(piece.text).replace(/\s+/g, ' ').trim();
      // Punctuation right after a piece ("act" + "SEPARATELY" + ".") sticks to it: no space before it.
      const attach = piece.kind === 'words' && /^[.,;:)]/.test(text);
      text
        .split(' ')
        .filter(Boolean)
        .forEach((word, i) =>
          out.push({
            kind: 'text',
            text: word,
            role,
            bold,
            width: this.canvas.width(word, size, { bold }),
            space: i > 0 ? 'space' : attach ? 'hair' : 'space',
          }),
        );
    }
    return out;
  }

  /** Lines of tokens within `width` (the first line `first` wide); a word wider than a line is cut. */
  private lines(tokens: readonly Token[], first: number, width: number, size: number): Token[][] {
    const space = this.canvas.width(' ', size);
    const gapOf = (t: Token) => (t.space === 'space' ? space : t.space === 'hair' ? HAIR : 0);
    const lines: Token[][] = [[]];
    let used = 0;
    const limit = () => (lines.length === 1 ? first : width);
    for (const token of tokens) {
      let t = token;
      while (true) {
        const line = lines[lines.length - 1];
        const gap = line.length ? gapOf(t) : 0;
        if (used + gap + t.width <= limit()) {
          line.push(t);
          used += gap + t.width;
          break;
        }
        if (line.length) {
          lines.push([]);
          used = 0;
          continue;
        }
        // Alone on a line and still too wide: cut a word (or shorten a blank) to the line.
        if (t.kind === 'text') {
          const cut = this.canvas.wrap(t.text, limit(), size, { bold: t.bold });
          const head = cut[0];
          line.push({ ...t, text: head, width: this.canvas.width(head, size, { bold: t.bold }) });
          lines.push([]);
          used = 0;
          const rest = t.text.slice(head.length);
          if (!rest) break;
          t = { ...t, text: rest, width: this.canvas.width(rest, size, { bold: t.bold }), space: 'none' };
          continue;
        }
        line.push({ ...t, width: limit() });
        break;
      }
    }
    return lines.filter((l, i) => l.length > 0 || i === 0);
  }

  /** A paragraph of pieces. */
  flow(pieces: readonly Piece[], options: FlowOptions = {}): void {
    const size = options.size ?? FORM_GEOMETRY.size;
    const indent = options.indent ?? 0;
    const hanging = options.hanging ?? indent;
    this.gap(options.gap ?? 0);
    if (options.keep) this.keep(options.keep);
    const left = FORM_GEOMETRY.left;
    const full = FORM_GEOMETRY.right - left;
    const lines = this.lines(this.tokens(pieces, size), full - indent, full - hanging, size);
    // A short paragraph (a power's line, a notice of three lines) is never split between two pages.
    if (lines.length <= 3) this.keep(lines.length * Math.max(FORM_GEOMETRY.leading, size * 1.3) - FORM_GEOMETRY.leading + 1);
    const block = this.canvas.block();
    const space = this.canvas.width(' ', size);
    const gapOf = (t: Token) => (t.space === 'space' ? space : t.space === 'hair' ? HAIR : 0);
    lines.forEach((line, i) => {
      const baseline = this.nextLine(size);
      const lineWidth = line.reduce((w, t, j) => w + t.width + (j > 0 ? gapOf(t) : 0), 0);
      let x = options.center ? left + (full - lineWidth) / 2 : left + (i === 0 ? indent : hanging);
      // A strike-through crosses the line's words, not the blank before them (the initials line stays clean).
      let startX: number | null = null;
      // Consecutive words of the same role and weight are drawn as one run.
      let run: { text: string; role: Role; bold: boolean; x: number } | null = null;
      const flush = () => {
        if (!run) return;
        const w = this.canvas.text(this.page, run.text, run.x, baseline, { size, role: run.role, bold: run.bold, block });
        if (run.role === 'fill')
          this.canvas.line(this.page, 'underline', run.x, baseline - size * 0.26, run.x + w, baseline - size * 0.26, 0.5);
        run = null;
      };
      line.forEach((t, j) => {
        const gap = j > 0 ? gapOf(t) : 0;
        if (t.kind === 'text') {
          startX ??= x + gap;
          if (run && run.role === t.role && run.bold === t.bold && t.space === 'space') run.text += ' ' + t.text;
          else {
            flush();
            run = { text: t.text, role: t.role, bold: t.bold, x: x + gap };
          }
        } else {
          flush();
          if (t.kind === 'blank') this.canvas.line(this.page, 'blank', x + gap, baseline - 2, x + gap + t.width, baseline - 2);
          else if (t.kind === 'box') this.canvas.checkbox(this.page, x + gap, baseline - 1, t.width, t.checked === true);
        }
        x += gap + t.width;
      });
      flush();
      if (options.strike && startX !== null)
        this.canvas.line(this.page, 'strike', startX, baseline + size * 0.3, x, baseline + size * 0.3, 0.7);
    });
  }

  /** A paragraph of statutory (or other) words. */
  paragraph(text: string, options: FlowOptions & { role?: Role; bold?: boolean } = {}): void {
    this.flow([words(text, options.role ?? 'statute', options.bold)], options);
  }

  /** A centered bold heading. */
  heading(text: string, options: { size?: number; gap?: number; role?: Role; keep?: number } = {}): void {
    const size = options.size ?? 12;
    this.flow([words(text, options.role ?? 'statute', true)], {
      size,
      center: true,
      gap: options.gap ?? 6,
      keep: options.keep ?? size * 5,
    });
  }

  /**
   * An answer on the form's blank lines: the text underlined (wrapping within the margins), at least `min` lines (blank
   * lines when the answer is shorter or empty), then the form's caption under it.
   */
  answer(text: string, caption: string | null, options: { indent?: number; min?: number } = {}): void {
    const indent = options.indent ?? 0;
    const left = FORM_GEOMETRY.left + indent;
    const width = FORM_GEOMETRY.right - left;
    const size = FORM_GEOMETRY.size;
    const block = this.canvas.block();
    const lines = text.trim() ? text.split('\n').flatMap((p) => this.canvas.wrap(p, width, size)) : [];
    const min = options.min ?? 1;
    this.keep(FORM_GEOMETRY.leading * (Math.min(lines.length, 2) + 1));
    for (let i = 0; i < Math.max(lines.length, min); i++) {
      const baseline = this.nextLine(size);
      if (lines[i]) this.canvas.text(this.page, lines[i], left, baseline, { size, role: 'fill', block });
      this.canvas.line(this.page, 'blank', left, baseline - size * 0.26, FORM_GEOMETRY.right, baseline - size * 0.26, 0.5);
    }
    if (caption) this.caption([caption], indent);
  }

  /** The form's small captions under a blank, side by side when several. */
  caption(captions: readonly string[], indent = 0): void {
    const size = 8.5;
    const baseline = this.y + FORM_GEOMETRY.leading - size * 1.55;
    const left = FORM_GEOMETRY.left + indent;
    const column = (FORM_GEOMETRY.right - left) / captions.length;
    const block = this.canvas.block();
    captions.forEach((c, i) => {
      const lines = this.canvas.wrap(c, column - 6, size);
      lines.forEach((l, j) =>
        this.canvas.text(this.page, l, left + i * column, baseline - j * size * 1.15, { size, role: 'caption', block }),
      );
    });
    const tallest = Math.max(...captions.map((c) => this.canvas.wrap(c, column - 6, size).length));
    this.y = baseline - (tallest - 1) * size * 1.15 - FORM_GEOMETRY.leading * 0.9;
  }

  /**
   * Columns of answers on one line each (date | signature, witness one | witness two): every cell an underlined blank,
   * its text written on it if given, and its caption under it.
   */
  columns(cells: ReadonlyArray<{ text: string; caption: string }>, options: { gutter?: number } = {}): void {
    const size = FORM_GEOMETRY.size;
    const gutter = options.gutter ?? 24;
    const width = (FORM_GEOMETRY.right - FORM_GEOMETRY.left - gutter * (cells.length - 1)) / cells.length;
    const wrapped = cells.map((c) => (c.text.trim() ? this.canvas.wrap(c.text, width, size) : ['']));
    const rows = Math.max(...wrapped.map((w) => w.length));
    this.keep(FORM_GEOMETRY.leading * (rows + 2));
    const block = this.canvas.block();
    for (let r = 0; r < rows; r++) {
      const baseline = this.nextLine(size);
      cells.forEach((_, i) => {
        const x = FORM_GEOMETRY.left + i * (width + gutter);
        const line = wrapped[i][r];
        if (line) this.canvas.text(this.page, line, x, baseline, { size, role: 'fill', block });
        // A cell with neither text nor caption is an empty place in the row (the form has nothing there).
        const empty = !cells[i].text.trim() && !cells[i].caption;
        if (!empty && (r === rows - 1 || line))
          this.canvas.line(this.page, 'blank', x, baseline - size * 0.26, x + width, baseline - size * 0.26, 0.5);
      });
    }
    const capSize = 8.5;
    const baseline = this.y + FORM_GEOMETRY.leading - capSize * 1.55;
    const capBlock = this.canvas.block();
    cells.forEach((c, i) =>
      this.canvas.text(this.page, c.caption, FORM_GEOMETRY.left + i * (width + gutter), baseline, {
        size: capSize,
        role: 'caption',
        block: capBlock,
      }),
    );
    this.y = baseline - FORM_GEOMETRY.leading * 0.9;
  }

  /** Words over columns of blanks ("First witness", "Second witness"), one line. */
  labels(texts: readonly string[], options: { gutter?: number } = {}): void {
    const size = FORM_GEOMETRY.size;
    const gutter = options.gutter ?? 24;
    const width = (FORM_GEOMETRY.right - FORM_GEOMETRY.left - gutter * (texts.length - 1)) / texts.length;
    const baseline = this.nextLine(size);
    const block = this.canvas.block();
    texts.forEach((t, i) => {
      const line = this.canvas.wrap(t, width, size, { bold: true });
      if (line.length !== 1) throw new Error(`label too long for its column: ${t}`);
      this.canvas.text(this.page, line[0], FORM_GEOMETRY.left + i * (width + gutter), baseline, {
        size,
        role: 'statute',
        bold: true,
        block,
      });
    });
  }

  /** Text in a bordered box across the page (the notary's notice, Civ. Code §1189(a)(1)). */
  boxed(text: string, options: { role?: Role; size?: number } = {}): void {
    const size = options.size ?? 10;
    const pad = 6;
    const left = FORM_GEOMETRY.left;
    const width = FORM_GEOMETRY.right - left;
    const lines = this.canvas.wrap(text, width - 2 * pad, size);
    const leading = size * 1.25;
    const height = lines.length * leading + 2 * pad;
    this.keep(height + 4);
    const top = this.y + ascent(size) + pad;
    const block = this.canvas.block();
    lines.forEach((l, i) =>
      this.canvas.text(this.page, l, left + pad, top - pad - ascent(size) - i * leading, { size, role: options.role ?? 'statute', block }),
    );
    this.canvas.rect(this.page, 'box', left, top - height, width, height);
    this.y = top - height - FORM_GEOMETRY.leading;
  }

  /** The footer of every page: the document's title and the page count, and the LDA's identification (B&P §6408). */
  finish(): void {
    const { canvas } = this;
    const f = FORM_GEOMETRY.footer;
    const total = canvas.pages.length;
    canvas.pages.forEach((_, p) => {
      const right = `Page ${p + 1} of ${total}`;
      const rw = canvas.width(right, f.size);
      canvas.text(p, right, FORM_GEOMETRY.right - rw, f.title, { size: f.size, role: 'margin' });
      const lines = [
        ...canvas.wrap(this.footerTitle, FORM_GEOMETRY.right - FORM_GEOMETRY.left - rw - 12, f.size),
        ...canvas.wrap(LDA_LINES[0], FORM_GEOMETRY.right - FORM_GEOMETRY.left, 7),
        ...canvas.wrap(LDA_LINES[1], FORM_GEOMETRY.right - FORM_GEOMETRY.left, 7),
      ];
      // Each footer line fits on one line (a longer title is a generator's bug, never cut short on the page).
      if (lines.length !== 3) throw new Error(`footer does not fit: ${this.footerTitle}`);
      canvas.text(p, lines[0], FORM_GEOMETRY.left, f.title, { size: f.size, role: 'margin' });
      canvas.text(p, lines[1], FORM_GEOMETRY.left, f.lda, { size: 7, role: 'margin' });
      canvas.text(p, lines[2], FORM_GEOMETRY.left, f.lda - 9, { size: 7, role: 'margin' });
    });
  }
}
