/**
 * Drawing the packet's own pages (cover sheet, worksheets, MC-025 attachment bodies): flowing text and simple tables
 * inside a frame, new pages on demand. Text is in the packet's font (font.ts: Latin-1, Latin Extended, Vietnamese —
 * names print as written; what it cannot print is left out and listed in `unprintable`), headings in the standard
 * Helvetica Bold (WinAnsi: other characters are reduced by `toWinAnsi`, and `approximated` records it). Pages drawn
 * without a packet font (`standardFonts`) use the standard fonts throughout.
 */
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi, wrapText } from '../pdf';
import type { PacketFont } from './font';

export const LETTER = { width: 612, height: 792 } as const;
export const GREY = rgb(0.35, 0.35, 0.35);
export const LIGHT = rgb(0.8, 0.8, 0.8);
export const BLACK = rgb(0, 0, 0);

/** Text as a font draws it. */
export interface Safe {
  readonly text: string;
  /** A character was replaced by a close one (a standard font's WinAnsi). */
  readonly changed: boolean;
  /** Characters left out because no font of the packet prints them. */
  readonly unprintable: readonly string[];
}

export interface FontPair {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** Text as `regular` (or `bold`) draws it, line breaks kept. */
  safe(text: string, bold?: boolean): Safe;
}

const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code < 0xa0);

/** Text a standard font can draw, keeping line breaks; `changed` is true when a character had to be replaced. */
export function drawable(text: string, supported: ReadonlySet<number>): { text: string; changed: boolean } {
  const out = text
    .split(/\r?\n/)
    .map((line) => toWinAnsi(line, supported))
    .join('\n');
  const original = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  // Control characters other than line breaks are dropped silently (they carry no text).
  const comparable = [...original].filter((ch) => !isControl(ch.codePointAt(0)!) || ch === '\n').join('');
  return { text: out, changed: out !== comparable };
}

const standardSafe =
  (supported: ReadonlySet<number>) =>
  (text: string): Safe => ({ ...drawable(text, supported), unprintable: [] });

/** The standard Helvetica or Times pair (WinAnsi only). */
export function standardFonts(doc: PDFDocument, family: 'helvetica' | 'times'): FontPair {
  const regular = doc.embedStandardFont(family === 'times' ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(family === 'times' ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const safe = standardSafe(new Set(regular.getCharacterSet()));
  return { regular, bold, safe: (text) => safe(text) };
}

/** The packet's font for text, Helvetica Bold for headings. */
export async function packetFonts(doc: PDFDocument, font: PacketFont): Promise<FontPair> {
  const regular = await font.embed(doc);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const boldSafe = standardSafe(new Set(bold.getCharacterSet()));
  return {
    regular,
    bold,
    safe: (text, isBold = false) => {
      if (isBold) return boldSafe(text);
      const { text: out, unprintable } = font.printable(text);
      return { text: out, changed: false, unprintable };
    },
  };
}

export interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly indent?: number;
  /** Space above, in points. */
  readonly gap?: number;
  readonly color?: ReturnType<typeof rgb>;
}

/** Flowing content in a box, page after page; `newPage` makes (and decorates) the next page. */
export class Flow {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];
  approximated = false;
  /** Characters left out because no font of the packet prints them. */
  readonly unprintable = new Set<string>();

  constructor(
    readonly fonts: FontPair,
    readonly box: Box,
    private readonly newPage: () => PDFPage,
  ) {
    this.page = this.next();
    this.y = box.top;
  }

  private next(): PDFPage {
    this.page = this.newPage();
    this.pages.push(this.page);
    this.y = this.box.top;
    return this.page;
  }

  /** Start a new page unless `points` are left. */
  keep(points: number): void {
    if (this.y - points < this.box.bottom) this.next();
  }

  private safe(text: string, bold = false): string {
    const { text: out, changed, unprintable } = this.fonts.safe(text, bold);
    if (changed) this.approximated = true;
    for (const ch of unprintable) this.unprintable.add(ch);
    return out;
  }

  lines(text: string, width: number, size: number, bold = false): string[] {
    return wrapText(this.safe(text, bold), bold ? this.fonts.bold : this.fonts.regular, size, width);
  }

  text(value: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const x = this.box.left + (style.indent ?? 0);
    const lineHeight = size * 1.25;
    this.y -= style.gap ?? 0;
    for (const line of this.lines(value, this.box.right - x, size, style.bold)) {
      if (this.y - lineHeight < this.box.bottom) this.next();
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + size * 0.22, size, font, color: style.color ?? BLACK });
    }
  }

  rule(gap = 4): void {
    this.y -= gap;
    if (this.y < this.box.bottom) this.next();
    this.page.drawLine({ start: { x: this.box.left, y: this.y }, end: { x: this.box.right, y: this.y }, thickness: 0.5, color: GREY });
    this.y -= 2;
  }

  /**
   * A table with a header row, repeated on each page it spans. Column widths follow the content (each column gets at
   * least a sixth of its fair share); cells wrap; a row never splits across pages unless it is taller than a page.
   */
  table(
    columns: readonly string[],
    rows: readonly (readonly string[])[],
    options: { size?: number; widths?: readonly number[] } = {},
  ): void {
    const size = options.size ?? 9;
    const pad = 3;
    const total = this.box.right - this.box.left;
    const widths = options.widths ?? columnWidths(columns, rows, total, (s) => this.fonts.regular.widthOfTextAtSize(this.safe(s), size));
    const lineHeight = size * 1.2;
    const layoutRow = (cells: readonly string[], bold: boolean) =>
      cells.map((c, i) => this.lines(c || '—', widths[i] - 2 * pad, size, bold).flatMap((l) => (l === '' ? [' '] : [l])));
    const drawRow = (cells: string[][], bold: boolean) => {
      const height = Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * pad;
      let x = this.box.left;
      const top = this.y;
      cells.forEach((lines, i) => {
        lines.forEach((line, j) => {
          this.page.drawText(line, {
            x: x + pad,
            y: top - pad - (j + 1) * lineHeight + size * 0.25,
            size,
            font: bold ? this.fonts.bold : this.fonts.regular,
            color: BLACK,
          });
        });
        this.page.drawRectangle({ x, y: top - height, width: widths[i], height, borderColor: LIGHT, borderWidth: 0.5 });
        x += widths[i];
      });
      this.y -= height;
    };
    const header = layoutRow(columns, true);
    const headerHeight = Math.max(...header.map((c) => c.length)) * lineHeight + 2 * pad;
    this.keep(headerHeight + lineHeight * 2 + 4 * pad);
    drawRow(header, true);
    for (const row of rows) {
      let cells = layoutRow(row, false);
      let height = Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * pad;
      if (this.y - height < this.box.bottom) {
        this.next();
        drawRow(header, true);
      }
      // A row taller than what is left of an empty page is split into page-sized pieces.
      while (this.y - height < this.box.bottom) {
        const fit = Math.max(1, Math.floor((this.y - this.box.bottom - 2 * pad) / lineHeight));
        drawRow(
          cells.map((c) => c.slice(0, fit)),
          false,
        );
        cells = cells.map((c) => c.slice(fit));
        height = Math.max(1, ...cells.map((c) => c.length)) * lineHeight + 2 * pad;
        this.next();
        drawRow(header, true);
      }
      drawRow(cells, false);
    }
  }
}

/** Widths proportional to each column's widest word-wrapped need, within `total`. */
export function columnWidths(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  total: number,
  measure: (s: string) => number,
): number[] {
  // A cell may hold several lines (an address over two): its need is its widest line, never the newline itself.
  const widest = (s: string) => Math.max(0, ...s.split('\n').map(measure));
  const need = columns.map((c, i) => {
    const longest = Math.max(widest(c), ...rows.map((r) => widest(r[i] ?? '')));
    return Math.min(longest + 8, total);
  });
  const fair = total / columns.length;
  const floor = need.map((n) => Math.min(n, fair / 2));
  const sum = need.reduce((a, b) => a + b, 0);
  if (sum <= total) return need.map((n) => (n / sum) * total);
  // Too wide: keep small columns as they are, share the rest among the wide ones.
  const small = need.map((n, i) => n <= fair / 2 || floor[i] === n);
  const used = need.reduce((a, n, i) => a + (small[i] ? n : 0), 0);
  const wideNeed = need.reduce((a, n, i) => a + (small[i] ? 0 : n), 0);
  const shared = need.map((n, i) => (small[i] ? n : ((total - used) * n) / wideNeed));
  // A word is never cut where the table can afford it: a date ("08/15/2024"), a case number, "know" stay whole, the
  // room taken from the columns that have more than their longest word (a narrative wraps between its words anyway).
  const word = columns.map((c, i) => {
    const words = [c, ...rows.map((r) => r[i] ?? '')].flatMap((s) => s.split(/\s+/));
    return Math.min(Math.max(0, ...words.map(measure)) + 8, need[i]);
  });
  const deficit = shared.reduce((a, w, i) => a + Math.max(0, word[i] - w), 0);
  const surplus = shared.reduce((a, w, i) => a + Math.max(0, w - word[i]), 0);
  if (deficit === 0 || surplus < deficit) return shared;
  return shared.map((w, i) => (w < word[i] ? word[i] : w - ((w - word[i]) * deficit) / surplus));
}
