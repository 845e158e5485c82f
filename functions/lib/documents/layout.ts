/**
 * Drawing for the generated documents (issue 27): every piece of text and every line a generator puts on a page goes
 * through a `Canvas`, which draws it with pdf-lib and records where it went. The record is what the fidelity tests read
 * (test/unit/documents): no text outside the page's writing area, no text over other text or over a printed line, no
 * line cut short, every statutory paragraph present — measured on the document as drawn, not on a re-parse of it.
 *
 * Fonts are the standard Times faces (Cal. Rules of Court 2.105 allows Times New Roman for papers filed with the
 * court): WinAnsi only, so á é í ó ú ü ñ ¿ ¡ are drawn and any other character is written as its closest letter
 * (`toWinAnsi`), which `approximated` records for the cover sheet.
 */
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi, wrapText } from '../pdf';

export const LETTER = { width: 612, height: 792 } as const;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);

/**
 * What a piece of text is: statutory wording (`statute`), an answer written into the document (`fill`), the caption
 * under a blank (`caption`), a heading, the document's own wording (`text`), or what sits in the page's margins (line
 * numbers, footer, page number: `margin`).
 */
export type Role = 'text' | 'statute' | 'fill' | 'caption' | 'heading' | 'margin';

/** One line of text as drawn: its baseline's left end, its width, its size. Page numbers are 0-based. */
export interface Run {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
  readonly text: string;
  readonly role: Role;
  readonly bold: boolean;
  /** The block of text the line belongs to (a paragraph, a caption): the statute test joins a block's lines. */
  readonly block: number;
}

/** A drawn line or rectangle: rules, blanks to write on, boxes, strike-throughs. */
export interface Mark {
  readonly page: number;
  readonly kind: 'rule' | 'blank' | 'box' | 'check' | 'strike' | 'underline';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The area text may occupy on a page, in points from the bottom left corner. */
export interface Area {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly italic: PDFFont;
  readonly supported: ReadonlySet<number>;
}

export function timesFonts(doc: PDFDocument): Fonts {
  const regular = doc.embedStandardFont(StandardFonts.TimesRoman);
  return {
    regular,
    bold: doc.embedStandardFont(StandardFonts.TimesRomanBold),
    italic: doc.embedStandardFont(StandardFonts.TimesRomanItalic),
    supported: new Set(regular.getCharacterSet()),
  };
}

export interface TextOptions {
  readonly size: number;
  readonly role: Role;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly block?: number;
  readonly color?: ReturnType<typeof rgb>;
}

/** Pages, fonts and the record of everything drawn. */
export class Canvas {
  readonly pages: PDFPage[] = [];
  readonly runs: Run[] = [];
  readonly marks: Mark[] = [];
  readonly fonts: Fonts;
  /** Some character was outside the fonts and was written as its closest letter. */
  approximated = false;
  private blocks = 0;

  constructor(readonly doc: PDFDocument) {
    this.fonts = timesFonts(doc);
  }

  addPage(): number {
    this.pages.push(this.doc.addPage([LETTER.width, LETTER.height]));
    return this.pages.length - 1;
  }

  /** A new block id: lines drawn with it belong together (one paragraph, one caption). */
  block(): number {
    return ++this.blocks;
  }

  /** Text the fonts can draw; records when a character had to be replaced. */
  safe(text: string): string {
    const out = text
      .split('\n')
      .map((l) => toWinAnsi(l, this.fonts.supported))
      .join('\n');
    if (out !== text.replace(/\t/g, ' ')) this.approximated = true;
    return out;
  }

  font(options: { bold?: boolean; italic?: boolean }): PDFFont {
    return options.bold ? this.fonts.bold : options.italic ? this.fonts.italic : this.fonts.regular;
  }

  width(text: string, size: number, options: { bold?: boolean; italic?: boolean } = {}): number {
    return this.font(options).widthOfTextAtSize(this.safe(text), size);
  }

  /** Lines of at most `width` points (words wrap; a word longer than a line is cut; line breaks are kept). */
  wrap(text: string, width: number, size: number, options: { bold?: boolean; italic?: boolean } = {}): string[] {
    return wrapText(this.safe(text), this.font(options), size, width);
  }

  /** One line of text at a baseline; returns its width. */
  text(page: number, text: string, x: number, y: number, options: TextOptions): number {
    const line = this.safe(text);
    const font = this.font(options);
    const width = font.widthOfTextAtSize(line, options.size);
    if (line.trim() !== '') {
      this.pages[page].drawText(line, { x, y, size: options.size, font, color: options.color ?? BLACK });
      this.runs.push({
        page,
        x,
        y,
        width,
        size: options.size,
        text: line,
        role: options.role,
        bold: options.bold === true,
        block: options.block ?? 0,
      });
    }
    return width;
  }

  /** A horizontal or vertical line. */
  line(page: number, kind: Mark['kind'], x1: number, y1: number, x2: number, y2: number, thickness = 0.6): void {
    this.pages[page].drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: BLACK });
    this.marks.push({ page, kind, x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) });
  }

  /** A rectangle's outline (a checkbox, the notary's boxed notice). */
  rect(page: number, kind: Mark['kind'], x: number, y: number, width: number, height: number, thickness = 0.6): void {
    this.pages[page].drawRectangle({ x, y, width, height, borderColor: BLACK, borderWidth: thickness });
    this.marks.push({ page, kind, x, y, width, height });
  }

  /** A checkbox whose bottom left corner is at (x, y); marked with an X when `checked`. */
  checkbox(page: number, x: number, y: number, side: number, checked: boolean): void {
    this.rect(page, 'box', x, y, side, side);
    if (!checked) return;
    const pad = side * 0.18;
    this.pages[page].drawLine({ start: { x: x + pad, y: y + pad }, end: { x: x + side - pad, y: y + side - pad }, thickness: 1.1 });
    this.pages[page].drawLine({ start: { x: x + pad, y: y + side - pad }, end: { x: x + side - pad, y: y + pad }, thickness: 1.1 });
    this.marks.push({ page, kind: 'check', x, y, width: side, height: side });
  }
}

/** The height a line of text takes above and below its baseline (Times): what must not touch anything else. */
export const ascent = (size: number): number => size * 0.72;
export const descent = (size: number): number => size * 0.22;
