/**
 * California pleading paper (Cal. Rules of Court, rules 2.100–2.119), drawn with pdf-lib, for every generated paper a
 * court receives: the adult-adoption agreement, petition, consents and order, and the draft domestic relations orders.
 *
 * What the rules require, and where this file does it:
 *  - 2.104–2.105: Times, 12 points (the footer's title 10 points, rule 2.110 allows it);
 *  - 2.107: left margin at least one inch, right margin at least half an inch: text runs from 1.10 in to 0.78 in from
 *    the right edge (`GEOMETRY.text`);
 *  - 2.108: double spacing, lines numbered 1 to 28 on each page in the left margin, aligned with the lines of text and
 *    separated from them by a double vertical rule; three line numbers per vertical inch (a 24-point pitch). The
 *    party block of the first page is single-spaced (two lines of text to a numbered line) as pleadings customarily are;
 *  - 2.109–2.110: the page number at the bottom, then a rule, then the document's title as its footer;
 *  - 2.111: first page: lines 1–7 left of center the party's name, address, telephone and email ("in pro per"), the
 *    right side left blank for the clerk's stamp; the title of the court on line 8; below it the title of the case on
 *    the left, the case number on the right with the nature of the paper and any hearing below it.
 * Text never goes below line 28: a paragraph continues on the next page, at line 1.
 */
import type { PDFDocument } from 'pdf-lib';
import { BUSINESS, formatAddress } from '../../../shared/business';
import { ascent, Canvas, descent, LETTER, type Area, type Role } from './layout';
import { formatLongDate } from './text';

export const GEOMETRY = {
  /** Baseline of line 1 (about one inch from the top edge to the tops of its capitals) and the distance between lines. */
  line1: 710,
  pitch: 24,
  lines: 28,
  size: 12,
  /** Line numbers end here (right-aligned); the double rule follows; text starts after it. */
  numbersRight: 58,
  rules: [63.5, 66.5],
  rightRule: 562,
  text: { left: 79, right: 556 },
  center: 306,
  footer: { pageNumber: 44, rule: 37, title: 26, titleSize: 10 },
} as const;

/** Baseline of grid line `n` (1-based; halves allowed for single-spaced lines). */
export const baselineOf = (n: number): number => GEOMETRY.line1 - (n - 1) * GEOMETRY.pitch;

/** Where text may go on a page of pleading paper (the numbered lines between the margins). */
export const PLEADING_AREA: Area = {
  left: GEOMETRY.text.left,
  right: GEOMETRY.text.right,
  top: baselineOf(1) + ascent(GEOMETRY.size),
  bottom: baselineOf(GEOMETRY.lines) - descent(GEOMETRY.size),
};

export interface Caption {
  /** Lines 1–7, left of center: the party without an attorney. */
  readonly party: readonly string[];
  /** "SUPERIOR COURT OF THE STATE OF CALIFORNIA", "FOR THE COUNTY OF LOS ANGELES". */
  readonly court: readonly string[];
  /** The title of the case (left of center, below the court's title). */
  readonly caseTitle: readonly string[];
  /** The case number, or "" (the clerk assigns it). */
  readonly caseNumber: string;
  /** The nature of the paper (right of center, below the case number). */
  readonly documentTitle: readonly string[];
  /** Blanks for the hearing's date, time and department. */
  readonly hearing?: boolean;
  /** A draft for someone's approval: said above the title (the domestic relations orders). */
  readonly draftNotice?: string;
}

export interface ParagraphOptions {
  readonly role?: Role;
  readonly bold?: boolean;
  /** First-line indent (default 36 points, half an inch). */
  readonly first?: number;
  /** Indent of every line (block quotations, lists), from the left margin. */
  readonly left?: number;
  /** Indent from the right margin (block quotations). */
  readonly right?: number;
  readonly center?: boolean;
  /** Keep this many lines on the page with the first line of the paragraph (a heading with its text). */
  readonly keepWith?: number;
}

/** A paper on pleading paper: caption, paragraphs on the numbered lines, signature blocks, footers. */
export class PleadingPaper {
  readonly canvas: Canvas;
  private page = -1;
  /** The next grid line to write on (1-based; may be fractional after single-spaced lines). */
  private line = 1;

  constructor(
    doc: PDFDocument,
    private readonly footerTitle: string,
    caption: Caption,
  ) {
    this.canvas = new Canvas(doc);
    this.newPage();
    this.drawCaption(caption);
  }

  get pageIndex(): number {
    return this.page;
  }

  private newPage(): void {
    this.page = this.canvas.addPage();
    this.line = 1;
    const { canvas } = this;
    const p = this.page;
    for (let n = 1; n <= GEOMETRY.lines; n++) {
      const label = String(n);
      canvas.text(p, label, GEOMETRY.numbersRight - canvas.width(label, GEOMETRY.size), baselineOf(n), {
        size: GEOMETRY.size,
        role: 'margin',
      });
    }
    for (const x of GEOMETRY.rules) canvas.line(p, 'rule', x, 0, x, LETTER.height);
    canvas.line(p, 'rule', GEOMETRY.rightRule, 0, GEOMETRY.rightRule, LETTER.height);
  }

  /** Moves to the next page unless `lines` numbered lines are left on this one. */
  keep(lines: number): void {
    if (this.line + lines - 1 > GEOMETRY.lines) this.newPage();
  }

  /** `n` empty numbered lines. */
  blank(n = 1): void {
    this.line += n;
    if (this.line > GEOMETRY.lines + 1) this.newPage();
  }

  /** The next whole numbered line (after single-spaced lines). */
  private snap(): void {
    this.line = Math.ceil(this.line);
    if (this.line > GEOMETRY.lines) this.newPage();
  }

  /** Writes one line of text on the current numbered line and moves to the next (a new page after line 28). */
  private writeLine(text: string, x: number, options: { role: Role; bold?: boolean; block: number }): void {
    if (this.line > GEOMETRY.lines) this.newPage();
    this.canvas.text(this.page, text, x, baselineOf(this.line), { size: GEOMETRY.size, ...options });
    this.line += 1;
  }

  /** A double-spaced paragraph: wraps within the margins, one numbered line per line, continuing on the next page. */
  paragraph(text: string, options: ParagraphOptions = {}): void {
    this.snap();
    const left = GEOMETRY.text.left + (options.left ?? 0);
    const right = GEOMETRY.text.right - (options.right ?? 0);
    const first = options.center ? 0 : (options.first ?? 36);
    const block = this.canvas.block();
    const role = options.role ?? 'text';
    const font = { bold: options.bold };
    // The first line is narrower by its indent: wrap it alone, then the rest at full width.
    const paragraphs = text.split('\n');
    let keepWith = options.keepWith ?? 1;
    for (const raw of paragraphs) {
      const para = this.canvas.safe(raw).replace(/ +/g, ' ').trim();
      const head = this.canvas.wrap(para, right - left - first, GEOMETRY.size, font)[0] ?? '';
      const rest = para.slice(head.length).trim();
      const lines = [head, ...(rest ? this.canvas.wrap(rest, right - left, GEOMETRY.size, font) : [])];
      // No single line of a paragraph alone at the foot of a page; a heading stays with what follows it.
      this.keep(Math.min(lines.length, 2) + keepWith - 1);
      keepWith = 1;
      lines.forEach((l, i) => {
        const x = options.center ? (left + right - this.canvas.width(l, GEOMETRY.size, font)) / 2 : left + (i === 0 ? first : 0);
        this.writeLine(l, x, { role, bold: options.bold, block });
      });
    }
  }

  /** A centered heading, kept on the page with the line after it. */
  heading(text: string, role: Role = 'heading'): void {
    this.paragraph(text, { center: true, bold: true, role, keepWith: 2 });
  }

  /** A numbered or lettered item: its label at the indent, its text hanging after it. */
  item(label: string, text: string, options: { role?: Role; indent?: number } = {}): void {
    this.snap();
    const indent = options.indent ?? 36;
    const labelX = GEOMETRY.text.left + indent;
    const textX = labelX + Math.max(28, this.canvas.width(label, GEOMETRY.size) + 8);
    const block = this.canvas.block();
    const lines = this.canvas.wrap(text, GEOMETRY.text.right - textX, GEOMETRY.size);
    this.keep(Math.min(2, lines.length));
    this.canvas.text(this.page, label, labelX, baselineOf(this.line), { size: GEOMETRY.size, role: 'text', block });
    lines.forEach((l) => this.writeLine(l, textX, { role: options.role ?? 'text', block }));
  }

  /** A signature block on the right half with a date line on the left: "Dated: ____", the line, the name and role. */
  signature(name: string, role: string, options: { dated?: boolean } = {}): void {
    this.snap();
    const size = GEOMETRY.size;
    const sx = GEOMETRY.center + 12;
    const nameLines = this.canvas.wrap(name, GEOMETRY.text.right - sx, size);
    const roleLines = this.canvas.wrap(role, GEOMETRY.text.right - sx, size);
    const under = nameLines.length + roleLines.length;
    // The signature line, then the name and role lines half a line apart: all above line 28's foot.
    this.keep(Math.ceil(2.5 + (under - 1) / 2) + 1);
    const block = this.canvas.block();
    const start = this.line;
    const y = baselineOf(start + 1);
    if (options.dated !== false) {
      const x = GEOMETRY.text.left;
      const w = this.canvas.text(this.page, 'Dated:', x, y, { size, role: 'text', block });
      this.canvas.line(this.page, 'blank', x + w + 4, y - 3, GEOMETRY.center - 30, y - 3);
    }
    this.canvas.line(this.page, 'blank', sx, y - 3, GEOMETRY.text.right, y - 3);
    // Name and role single-spaced under the line (they belong to one signature), clear of it.
    [...nameLines, ...roleLines].forEach((l, i) =>
      this.canvas.text(this.page, l, sx, baselineOf(start + 1.5 + i / 2) - 3, {
        size,
        role: i < nameLines.length ? 'fill' : 'text',
        block,
      }),
    );
    this.line = start + 1.5 + (under - 1) / 2 + 1;
  }

  /** The legal document assistant's identification (Bus. & Prof. Code §6408) and statement (§6408.5). */
  ldaBlock(partyWord: string): void {
    this.blank();
    const possessive = partyWord.endsWith('s') ? `${partyWord}’` : `${partyWord}’s`;
    this.paragraph(
      `Prepared at the ${possessive} specific direction by ${BUSINESS.name}, legal document assistant, ${formatAddress()}, ` +
        `${BUSINESS.phone}; registration No. ${BUSINESS.lda.registrationNumber}, County of ${BUSINESS.lda.county}, expires ` +
        `${formatLongDate(BUSINESS.lda.expires)} (Bus. & Prof. Code §6408). Statement of the legal document assistant ` +
        `(Bus. & Prof. Code §6408.5): “I am not an attorney. I can only provide self help services at your specific direction.”`,
      { first: 0 },
    );
  }

  private drawCaption(caption: Caption): void {
    const { canvas } = this;
    const size = GEOMETRY.size;
    const half = GEOMETRY.pitch / 2;
    const p = this.page;
    // Lines 1–7, left of center: single-spaced.
    const partyWidth = GEOMETRY.center - 14 - GEOMETRY.text.left;
    const block = canvas.block();
    let y = baselineOf(1);
    for (const line of caption.party.flatMap((l) => canvas.wrap(l, partyWidth, size))) {
      canvas.text(p, line, GEOMETRY.text.left, y, { size, role: 'fill', block });
      y -= half;
    }
    // The court's title on line 8, or the first whole line after a long party block.
    this.line = Math.max(8, Math.ceil((baselineOf(1) - y) / GEOMETRY.pitch) + 1 + 1);
    const courtBlock = canvas.block();
    for (const line of caption.court) {
      const w = canvas.width(line, size, { bold: true });
      canvas.text(p, line, (GEOMETRY.text.left + GEOMETRY.text.right - w) / 2, baselineOf(this.line), {
        size,
        role: 'heading',
        bold: true,
        block: courtBlock,
      });
      this.line += 1;
    }
    this.line += 1;
    // The case title (left) and the number and nature of the paper (right), single-spaced, in a bracketed box.
    const top = baselineOf(this.line) + ascent(size) + 4;
    const leftWidth = GEOMETRY.center - 12 - GEOMETRY.text.left;
    const rightX = GEOMETRY.center + 12;
    const rightWidth = GEOMETRY.text.right - rightX;
    const titleBlock = canvas.block();
    let yl = baselineOf(this.line);
    for (const line of caption.caseTitle.flatMap((l) => canvas.wrap(l, leftWidth, size))) {
      canvas.text(p, line, GEOMETRY.text.left, yl, { size, role: 'fill', block: titleBlock });
      yl -= half;
    }
    let yr = baselineOf(this.line);
    const numberBlock = canvas.block();
    const label = 'Case No.:';
    const lw = canvas.text(p, label, rightX, yr, { size, role: 'text', block: numberBlock });
    if (caption.caseNumber) canvas.text(p, caption.caseNumber, rightX + lw + 6, yr, { size, role: 'fill', block: numberBlock });
    else canvas.line(p, 'blank', rightX + lw + 6, yr - 3, GEOMETRY.text.right, yr - 3);
    yr -= 2 * half;
    if (caption.draftNotice) {
      const draftBlock = canvas.block();
      for (const line of canvas.wrap(caption.draftNotice, rightWidth, size, { bold: true })) {
        canvas.text(p, line, rightX, yr, { size, role: 'heading', bold: true, block: draftBlock });
        yr -= half;
      }
      yr -= half;
    }
    const docBlock = canvas.block();
    for (const line of caption.documentTitle.flatMap((l) => canvas.wrap(l, rightWidth, size, { bold: true }))) {
      canvas.text(p, line, rightX, yr, { size, role: 'heading', bold: true, block: docBlock });
      yr -= half;
    }
    if (caption.hearing) {
      yr -= half;
      for (const label of ['Hearing date:', 'Time:', 'Department:']) {
        const b = canvas.block();
        const w = canvas.text(p, label, rightX, yr, { size, role: 'text', block: b });
        canvas.line(p, 'blank', rightX + w + 6, yr - 3, GEOMETRY.text.right, yr - 3);
        yr -= half;
      }
    }
    const bottom = Math.min(yl, yr) + half - descent(size) - 5;
    // The box: a rule under the case title and a vertical rule at the center, as pleadings draw it.
    canvas.line(p, 'rule', GEOMETRY.text.left, bottom, GEOMETRY.center, bottom);
    canvas.line(p, 'rule', GEOMETRY.center, bottom, GEOMETRY.center, top);
    // The body starts on the first numbered line below the box, one line down.
    this.line = Math.ceil((GEOMETRY.line1 - bottom) / GEOMETRY.pitch) + 2;
  }

  /** Page numbers and the footer's title on every page (rules 2.109 and 2.110). */
  finish(): void {
    const { canvas } = this;
    const f = GEOMETRY.footer;
    canvas.pages.forEach((_, p) => {
      const number = String(p + 1);
      const nw = canvas.width(number, GEOMETRY.size);
      canvas.text(p, number, (GEOMETRY.text.left + GEOMETRY.text.right - nw) / 2, f.pageNumber, { size: GEOMETRY.size, role: 'margin' });
      canvas.line(p, 'rule', GEOMETRY.text.left, f.rule, GEOMETRY.text.right, f.rule, 0.8);
      const lines = canvas.wrap(this.footerTitle, GEOMETRY.text.right - GEOMETRY.text.left, f.titleSize);
      // A footer is one line (rule 2.110 allows an abbreviation of the title): a longer one is a generator's bug.
      if (lines.length !== 1) throw new Error(`footer title does not fit on one line: ${this.footerTitle}`);
      const title = lines[0];
      const tw = canvas.width(title, f.titleSize);
      canvas.text(p, title, (GEOMETRY.text.left + GEOMETRY.text.right - tw) / 2, f.title, { size: f.titleSize, role: 'margin' });
    });
  }
}
