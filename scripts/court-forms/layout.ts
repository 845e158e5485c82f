/**
 * `npm run forms -- layout`: functions/packets/forms/layout.json (functions/lib/packet/layout.ts), the layout hints the
 * packet needs to place text where each shipped form's designer meant it, from two sources:
 *  - the form's XFA template, as dumped for every verified form in `<shared>/forms/xfa/<FORM>.xfa-fields.json`
 *    (`layoutHints`: paragraph insets, first-line indent, line height, alignment, font size; comb cells), checked to be
 *    a dump of the very download the manifest records (sha256Official);
 *  - the printed rules under each multi-line field, measured on the shipped blank page rendered by poppler
 *    (`pdftoppm`, 3 px per point): the XFA gives a line height, but the rules the designer drew drift from it by up to
 *    4 pt over a box (DV-100 item 5f: 13–14.75 pt apart), so each line is laid on its own printed rule;
 *  - the blank room above and below each text field on the same page: most one-line boxes are exactly as tall as
 *    their font size, too short for "Á" and "g" together, and the ink of an accented capital may rise into that room
 *    (the box is grown to hold it) rather than be clipped or shrunk;
 *  - boxes stacked so that they overlap (GC-348's attorney lines: 15.3 pt tall, 12 pt apart): each keeps half the
 *    overlap (`trim`), so one answer's ink never enters the next answer's box.
 * A form published without an XFA template (GC-348, FL-348) has only its AcroForm: its fields' default appearance gives
 * the size (smaller where a one-line box is too short for "Ág"), its read-only text fields printing the notice to
 * press Clear This Form are listed with the notice buttons, and rules and room are measured as for the others.
 * `--check` only compares (test/unit/court-forms/layout.test.ts runs the same comparison).
 *
 * The XFA dumps live outside the repository (the shared forms folder beside it: `../shared/forms/xfa` from the
 * repository, or COURT_FORMS_XFA); the generated file is committed, so nothing outside the repository is read at run time.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import {
  DEFAULT_SIZE,
  LAYOUT_FILE,
  type FormLayout,
  type LayoutFile,
  type Rule,
  type StoredField,
} from '../../functions/lib/packet/layout';
import { PacketFont } from '../../functions/lib/packet/font';
import { MIN_FONT_SIZE } from '../../functions/lib/packet/text';
import { pdfFileOf, readManifest } from '../../functions/lib/packet/manifest';
import { FORMS_DIR, ROOT } from './paths';

const run = promisify(execFile);

/** Where the XFA dumps are: COURT_FORMS_XFA, else the shared forms folder beside the repository (or beside its parent). */
export function xfaDir(): string {
  const candidates = [process.env.COURT_FORMS_XFA, resolve(ROOT, '../shared/forms/xfa'), resolve(ROOT, '../../shared/forms/xfa')];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found)
    throw new Error(
      `The forms' XFA dumps were not found (tried ${candidates.filter(Boolean).join(', ')}): set COURT_FORMS_XFA to <shared>/forms/xfa`,
    );
  return found;
}

interface DumpField {
  readonly kind: string;
  readonly acroFieldName?: string | null;
  readonly multiLine?: boolean;
  readonly combCells?: number | null;
  readonly speak?: string;
  readonly toolTip?: string;
  readonly caption?: { readonly text?: string } | null;
  readonly widgets?: ReadonlyArray<{ readonly page: number; readonly rect: readonly [number, number, number, number] }>;
  readonly layoutHints?: {
    readonly textInsetLeft?: number;
    readonly textInsetRight?: number;
    readonly firstLineIndent?: number;
    readonly spaceAbove?: number;
    readonly hAlign?: string;
    readonly vAlign?: string;
    readonly fontSize?: number;
    readonly lineHeight?: number | null;
  };
}

/** A field of a form without an XFA template, as its AcroForm gives it (the dump's `acroFormFields`). */
interface AcroDumpField {
  readonly name: string;
  readonly type: string;
  readonly multiline?: boolean;
  /** The default appearance, e.g. "/Helv 12 Tf 0 g" (0: auto-size). */
  readonly DA?: string;
  readonly widgets?: ReadonlyArray<{ readonly page: number; readonly rect: readonly [number, number, number, number] }>;
}

interface Dump {
  readonly form: string;
  readonly officialSha256: string;
  readonly xfa: boolean;
  readonly fields?: readonly DumpField[];
  readonly acroFormFields?: readonly AcroDumpField[];
}

const TEXT_KINDS = new Set(['text', 'date', 'numeric']);
/** The orphaned privacy notice some forms carry as a button ("…press the Clear This Form button…"). */
const NOTICE = /press the Clear This Form button/i;

const round = (n: number): number => Math.round(n * 100) / 100;

/** The stored hints of one text field: only what differs from the defaults (layout.ts `fieldLayout`). */
function storedField(f: DumpField): StoredField {
  const h = f.layoutHints ?? {};
  const out: Record<string, unknown> = {};
  if (h.fontSize) out.size = h.fontSize;
  if (h.textInsetLeft) out.left = round(h.textInsetLeft);
  if (h.textInsetRight) out.right = round(h.textInsetRight);
  if (h.firstLineIndent) out.indent = round(h.firstLineIndent);
  // A line height matters only where there are lines to space (single-line fields ignore it).
  if (h.lineHeight && f.multiLine) out.lineHeight = h.lineHeight;
  if (h.vAlign === 'middle' || h.vAlign === 'bottom') out.vAlign = h.vAlign;
  if (h.hAlign === 'center' || h.hAlign === 'right') out.hAlign = h.hAlign;
  if (h.spaceAbove) out.spaceAbove = h.spaceAbove;
  if (f.combCells) out.comb = f.combCells;
  return out as StoredField;
}

// ---------------------------------------------------------------------------------------------------------------
// Printed rules, measured on the rendered blank page
// ---------------------------------------------------------------------------------------------------------------

/** Pixels per point of the rendering the rules are measured on. */
const SCALE = 3;

export interface Gray {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** A binary PGM (P5, 8-bit) as poppler writes it with `-gray`. */
export function parsePgm(bytes: Uint8Array): Gray {
  let pos = 0;
  const token = (): string => {
    // Skip whitespace and comments, then read one token.
    for (;;) {
      while (pos < bytes.length && /\s/.test(String.fromCharCode(bytes[pos]))) pos++;
      if (bytes[pos] !== 0x23) break;
      while (pos < bytes.length && bytes[pos] !== 0x0a) pos++;
    }
    const start = pos;
    while (pos < bytes.length && !/\s/.test(String.fromCharCode(bytes[pos]))) pos++;
    return String.fromCharCode(...bytes.subarray(start, pos));
  };
  if (token() !== 'P5') throw new Error('not a binary PGM');
  const width = Number(token());
  const height = Number(token());
  const max = Number(token());
  if (max > 255) throw new Error('16-bit PGM not supported');
  pos++; // the single whitespace after the header
  return { width, height, data: bytes.subarray(pos, pos + width * height) };
}

/** Renders pages of a PDF to gray images (poppler), keyed by 0-based page index. */
export async function renderPages(
  pdf: string,
  pages: readonly number[],
  dpi: number,
  extra: readonly string[] = [],
): Promise<Map<number, Gray>> {
  const dir = mkdtempSync(join(tmpdir(), 'court-layout-'));
  try {
    const out = new Map<number, Gray>();
    for (const page of pages) {
      const prefix = join(dir, `p${page}`);
      await run(
        'pdftoppm',
        ['-r', String(dpi), '-gray', '-f', String(page + 1), '-l', String(page + 1), '-singlefile', ...extra, pdf, prefix],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      out.set(page, parsePgm(new Uint8Array(readFileSync(`${prefix}.pgm`))));
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The horizontal rules printed inside a widget rectangle ([x, y, w, h] in PDF points, y up): rows whose longest run of
 * dark pixels spans at least a third of the box (and 36 pt) — a rule, not a line of printed words, which is broken by
 * the gaps between letters. Returned top to bottom as [y below the top edge, x0, x1 from the left edge]; a rule within
 * 1.5 pt of the top edge is the box's own border, not a line to write on.
 */
export function rulesIn(img: Gray, rect: readonly [number, number, number, number], pageHeight: number): Rule[] {
  const [x, y, w, h] = rect;
  const px = (pt: number) => Math.round(pt * SCALE);
  const left = Math.max(0, px(x));
  const right = Math.min(img.width, px(x + w));
  const top = px(pageHeight - (y + h));
  const bottom = Math.min(img.height, px(pageHeight - y + 1.5));
  const minRun = Math.max(36 * SCALE, (right - left) / 3);
  const rows: Array<{ row: number; x0: number; x1: number }> = [];
  for (let row = Math.max(0, top); row < bottom; row++) {
    let best = { len: 0, x0: 0, x1: 0 };
    let run = 0;
    for (let col = left; col < right; col++) {
      if (img.data[row * img.width + col] < 128) {
        run++;
        if (run > best.len) best = { len: run, x0: col - run + 1, x1: col + 1 };
      } else run = 0;
    }
    if (best.len >= minRun) rows.push({ row, x0: best.x0, x1: best.x1 });
  }
  // Adjacent rows are one rule (a rule is 1–3 px thick).
  const rules: Rule[] = [];
  let group: typeof rows = [];
  const flush = () => {
    if (!group.length) return;
    const mid = (group[0].row + group[group.length - 1].row + 1) / 2;
    const yBelowTop = round(mid / SCALE - (pageHeight - (y + h)));
    const x0 = round(Math.max(0, Math.min(...group.map((g) => g.x0)) / SCALE - x));
    const x1 = round(Math.min(w, Math.max(...group.map((g) => g.x1)) / SCALE - x));
    if (yBelowTop > 1.5) rules.push([yBelowTop, x0, x1]);
    group = [];
  };
  for (const r of rows) {
    if (group.length && r.row - group[group.length - 1].row > 1) flush();
    group.push(r);
  }
  flush();
  return rules;
}

/**
 * The rules a multi-line field's lines sit on, of those printed in its box: the box's own bottom border is not one
 * (a rule within 4 pt below the previous one, or the only rule, at the bottom edge of a box taller than two lines),
 * but a one-line box drawn over its rule keeps it (DV-100 item 5d, FL-300 item 1).
 */
export function writingRules(rules: readonly Rule[], height: number, size: number): Rule[] {
  const out: Rule[] = [];
  for (const rule of rules) {
    const previous = out[out.length - 1];
    if (previous && rule[0] - previous[0] < 4) continue;
    out.push(rule);
  }
  const atBottom = (r: Rule) => r[0] >= height - 1;
  if (out.length === 1 && atBottom(out[0]) && height > 2 * 1.15 * size) return [];
  return out;
}

/**
 * Fields as stored: the form's most common size and vertical alignment once (`defaults`), then per field only what
 * differs, grouped by the field's parent in the form's hierarchy (the long Designer names share their prefixes).
 */
function compact(fields: Readonly<Record<string, StoredField>>): Pick<FormLayout, 'defaults' | 'fields'> {
  const key = (f: StoredField) => `${f.size ?? ''}|${f.vAlign ?? ''}`;
  const counts = new Map<string, number>();
  for (const f of Object.values(fields)) counts.set(key(f), (counts.get(key(f)) ?? 0) + 1);
  const [common] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [''];
  const [size, vAlign] = common.split('|');
  const defaults: StoredField = {
    ...(size ? { size: Number(size) } : {}),
    ...(vAlign ? { vAlign: vAlign as StoredField['vAlign'] } : {}),
  };
  const grouped: Record<string, Record<string, StoredField>> = {};
  for (const [name, f] of Object.entries(fields)) {
    const rest: Record<string, unknown> = { ...f };
    if (rest.size === defaults.size) delete rest.size;
    if (rest.vAlign === defaults.vAlign) delete rest.vAlign;
    // A field that states no size or alignment of its own takes the XFA defaults, not the form's common ones.
    if (f.size === undefined && defaults.size !== undefined) rest.size = DEFAULT_SIZE;
    if (f.vAlign === undefined && defaults.vAlign !== undefined) rest.vAlign = 'top';
    if (Object.keys(rest).length === 0) continue;
    const cut = name.lastIndexOf('.', name.length - 2) + 1;
    (grouped[name.slice(0, cut)] ??= {})[name.slice(cut)] = rest as StoredField;
  }
  return { defaults, fields: grouped };
}

/** How far the blank page is free of ink above and below a field, in points (at most 3 above, 2 below). */
export function freeSpace(img: Gray, rect: readonly [number, number, number, number], pageHeight: number): { up: number; down: number } {
  const [x, y, w, h] = rect;
  // The columns the field's text can reach (its insets aside, 1 pt in from each side).
  const left = Math.max(0, Math.round((x + 1) * SCALE));
  const right = Math.min(img.width, Math.round((x + w - 1) * SCALE));
  const clear = (row: number) => {
    if (row < 0 || row >= img.height) return false;
    for (let col = left; col < right; col++) if (img.data[row * img.width + col] < 160) return false;
    return true;
  };
  const top = Math.round((pageHeight - (y + h)) * SCALE);
  const bottom = Math.round((pageHeight - y) * SCALE);
  let up = 0;
  while (up < 3 * SCALE && clear(top - 1 - up)) up++;
  let down = 0;
  while (down < 2 * SCALE && clear(bottom + down)) down++;
  return { up: round(up / SCALE), down: round(down / SCALE) };
}

// ---------------------------------------------------------------------------------------------------------------
// Forms without an XFA template, and boxes that overlap
// ---------------------------------------------------------------------------------------------------------------

type Rect = readonly [number, number, number, number];
interface Placed {
  readonly name: string;
  readonly page: number;
  readonly rect: Rect;
  readonly multiLine: boolean;
}

/** Room the packet keeps between a line's ink and its box's bottom edge (functions/lib/packet/text.ts `EDGE`). */
const EDGE = 0.75;
/** And between the ink and the top edge (text.ts `TOP`). */
const TOP = 1.5;

/**
 * Per field, how much of its box (top, bottom) belongs to a box stacked over or under it that overlaps it by more than
 * EDGE: half the overlap each, so the two touch. An overlap up to EDGE needs nothing: the ink keeps EDGE from its box's
 * bottom and TOP from its top. Boxes side by side (overlapping by more than half the smaller one's height) are not
 * stacked.
 */
export function overlapTrims(placed: readonly Placed[]): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  const at = (name: string): [number, number] => {
    const t = out.get(name) ?? [0, 0];
    out.set(name, t);
    return t;
  };
  for (const a of placed)
    for (const b of placed) {
      if (a === b || a.page !== b.page || a.name === b.name) continue;
      const [ax, ay, aw, ah] = a.rect;
      const [bx, by, bw, bh] = b.rect;
      if (ax >= bx + bw || bx >= ax + aw) continue;
      // a over b: a's bottom edge inside b's box.
      if (!(ay > by && ay < by + bh && ay + ah > by + bh)) continue;
      const overlap = by + bh - ay;
      if (overlap <= EDGE || overlap > Math.min(ah, bh) / 2) continue;
      at(a.name)[1] = Math.max(at(a.name)[1], round(overlap / 2));
      at(b.name)[0] = Math.max(at(b.name)[0], round(overlap / 2));
    }
  return out;
}

/** The read-only text fields whose value is the notice to press the Clear This Form button (never printed: no Print flag). */
async function noticeTextFields(pdf: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(pdf), { updateMetadata: false });
  return doc
    .getForm()
    .getFields()
    .filter((f): f is PDFTextField => f instanceof PDFTextField && f.isReadOnly() && NOTICE.test(f.getText() ?? ''))
    .map((f) => f.getName());
}

/** The stored hints of a text field of a form without XFA: its default appearance's size; one-line values centred, as Acrobat draws them. */
function acroStoredField(f: AcroDumpField): StoredField {
  const size = Number(/(\d+(?:\.\d+)?)\s+Tf/.exec(f.DA ?? '')?.[1] ?? 0);
  return { ...(size > 0 ? { size } : {}), ...(f.multiline ? {} : { vAlign: 'middle' as const }) };
}

/**
 * The size a one-line field of a form without XFA is written at: its default appearance's size (chosen for typing,
 * not for accents), or smaller, in half points down to the packet's smallest, until a capital's accent over a
 * descender ("Ág") fits its box. A multi-line field keeps its size (the packet makes it smaller when a long answer
 * needs it).
 */
function acroSize(size: number | undefined, height: number, multiLine: boolean, font: PacketFont): number {
  const nominal = size ?? DEFAULT_SIZE;
  if (multiLine) return nominal;
  const [lo, hi] = font.inkExtent('ÁÑg');
  let s = nominal;
  while (s > MIN_FONT_SIZE && (hi - lo) * s + EDGE + TOP > height + 1e-6) s -= 0.5;
  return s;
}

/** Per field, the smallest size of the stack of overlapping boxes it is in (GC-348's attorney lines print at one size). */
export function stackSizes(
  placed: readonly Placed[],
  trims: ReadonlyMap<string, readonly [number, number]>,
  sizeOf: (r: Placed) => number,
): Map<string, number> {
  const out = new Map<string, number>();
  const stacked = placed.filter((r) => trims.has(r.name) && !r.multiLine);
  // Boxes of a stack overlap: grow each group from one box by its overlapping neighbours.
  const overlaps = (a: Placed, b: Placed) =>
    a.page === b.page &&
    a.rect[0] < b.rect[0] + b.rect[2] &&
    b.rect[0] < a.rect[0] + a.rect[2] &&
    a.rect[1] < b.rect[1] + b.rect[3] &&
    b.rect[1] < a.rect[1] + a.rect[3];
  const seen = new Set<Placed>();
  for (const start of stacked) {
    if (seen.has(start)) continue;
    const group = [start];
    seen.add(start);
    for (let i = 0; i < group.length; i++)
      for (const o of stacked)
        if (!seen.has(o) && overlaps(group[i], o)) {
          seen.add(o);
          group.push(o);
        }
    const size = Math.min(...group.map(sizeOf));
    for (const r of group) out.set(r.name, size);
  }
  for (const r of placed) if (!out.has(r.name)) out.set(r.name, sizeOf(r));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------------------------

export const LAYOUT_PATH = join(FORMS_DIR, LAYOUT_FILE);

export async function computeLayout(dumps = xfaDir()): Promise<LayoutFile> {
  const manifest = readManifest(FORMS_DIR);
  const font = PacketFont.forPacket(FORMS_DIR, []);
  const forms: Record<string, FormLayout> = {};
  for (const entry of manifest.forms) {
    const file = join(dumps, `${entry.form}.xfa-fields.json`);
    if (!existsSync(file)) throw new Error(`${entry.form}: no XFA dump in ${dumps}`);
    const dump = JSON.parse(readFileSync(file, 'utf8')) as Dump;
    if (dump.officialSha256 !== entry.sha256Official)
      throw new Error(`${entry.form}: the XFA dump is of another download (${dump.officialSha256}) than the shipped form's`);
    const pdf = join(FORMS_DIR, pdfFileOf(entry.form));
    const fields: Record<string, StoredField> = {};
    const notices: string[] = [];
    const placed: Placed[] = [];
    if (dump.xfa && dump.fields) {
      for (const f of dump.fields) {
        const name = f.acroFieldName;
        if (!name || !f.widgets?.length) continue;
        if (f.kind === 'button') {
          const text = [f.speak, f.toolTip, f.caption?.text].filter(Boolean).join(' ');
          if (NOTICE.test(text)) notices.push(name);
          continue;
        }
        if (!TEXT_KINDS.has(f.kind)) continue;
        fields[name] = storedField(f);
        placed.push({ name, page: f.widgets[0].page, rect: f.widgets[0].rect, multiLine: !!f.multiLine });
      }
    } else if (dump.acroFormFields?.length) {
      // A form without an XFA template (GC-348, FL-348; MC-025, whose pages the packet writes itself): its AcroForm
      // is all the designer left, and its notice to press Clear This Form is a read-only text field.
      notices.push(...(await noticeTextFields(pdf)));
      for (const f of dump.acroFormFields) {
        if (f.type !== 'text' || !f.widgets?.length || notices.includes(f.name)) continue;
        fields[f.name] = acroStoredField(f);
        placed.push({ name: f.name, page: f.widgets[0].page, rect: f.widgets[0].rect, multiLine: !!f.multiline });
      }
    } else continue;
    // Where two boxes stacked one over the other overlap by more than the ink's own margin (GC-348's attorney lines are
    // 15.3 pt tall, 12 pt apart), each keeps its half of the overlap: one answer's ink never enters the other's box.
    const trims = overlapTrims(placed);
    const rectOf = (r: Placed): Rect => {
      const t = trims.get(r.name);
      if (!t) return r.rect;
      const [x, y, w, h] = r.rect;
      return [x, round(y + t[1]), w, round(h - t[0] - t[1])];
    };
    const pages = await renderPages(pdf, [...new Set(placed.map((r) => r.page))], 72 * SCALE);
    /**
     * Half the gap to the nearest text field above or below (overlapping it across): the room the two may share; a box
     * that touches or overlaps it (by no more than EDGE, or trimmed to touch it) leaves none.
     */
    const halfGap = (r: Placed, dir: 'up' | 'down'): number => {
      const [x, y, w, h] = rectOf(r);
      let gap = Infinity;
      for (const o of placed) {
        if (o === r || o.page !== r.page) continue;
        const [ox, oy, ow, oh] = rectOf(o);
        if (ox >= x + w || ox + ow <= x) continue;
        const d = dir === 'up' ? oy - (y + h) : y - (oy + oh);
        if (d >= -EDGE) gap = Math.min(gap, Math.max(0, d) / 2);
      }
      return gap;
    };
    // A form without XFA: the size each one-line box of a stack of overlapping boxes allows, the smallest for them all.
    const stackSize = dump.xfa ? null : stackSizes(placed, trims, (r) => acroSize(fields[r.name].size, rectOf(r)[3], r.multiLine, font));
    for (const r of placed) {
      const img = pages.get(r.page)!;
      const rect = rectOf(r);
      // Where the blank page leaves room above and below a box too short for a capital's accent over a descender
      // (ink of about 1.1 times the size): the ink may use it.
      const size = fields[r.name].size ?? DEFAULT_SIZE;
      const free = rect[3] < 1.25 * size + 0.5 ? freeSpace(img, rect, 792) : { up: 0, down: 0 };
      // A blank gap between two fields is shared: each may take half of it.
      const up = round(Math.min(free.up, halfGap(r, 'up')));
      const down = round(Math.min(free.down, halfGap(r, 'down')));
      const room = { ...(up >= 0.5 ? { up } : {}), ...(down >= 0.5 ? { down } : {}) };
      const rules = r.multiLine ? writingRules(rulesIn(img, rect, 792), rect[3], size) : [];
      const trim = trims.get(r.name);
      fields[r.name] = {
        ...fields[r.name],
        ...(stackSize ? { size: stackSize.get(r.name)! } : {}),
        ...(trim ? { trim } : {}),
        ...room,
        ...(rules.length ? { rules } : {}),
      };
    }
    forms[entry.form] = { official: entry.sha256Official, notices: notices.sort(), ...compact(fields) };
  }
  return {
    about:
      'GENERATED by `npm run forms -- layout` (scripts/court-forms/layout.ts) from the forms’ XFA dumps and the shipped blanks; do not edit. ' +
      'Per form: the download it describes, the buttons that print the orphaned Clear-This-Form notice, and per text field its layout hints ' +
      '(functions/lib/packet/layout.ts; defaults omitted; rules: [y below the top, x0, x1] in points; trim: [top, bottom] of a box another overlaps). ' +
      'A form without XFA (GC-348, FL-348, MC-025) gets its hints from its AcroForm: its default appearance’s size, made to fit one-line boxes.',
    forms,
  };
}

/** The file's text: JSON, each field on one line where it fits, formatted as Prettier keeps it. */
export async function renderLayout(layout: LayoutFile): Promise<string> {
  const lines = ['{', `  "about": ${JSON.stringify(layout.about)},`, '  "forms": {'];
  const forms = Object.entries(layout.forms);
  forms.forEach(([form, f], i) => {
    lines.push(
      `    ${JSON.stringify(form)}: {`,
      `      "official": ${JSON.stringify(f.official)},`,
      `      "notices": ${JSON.stringify(f.notices)},`,
    );
    lines.push(`      "defaults": ${JSON.stringify(f.defaults)},`, '      "fields": {');
    const groups = Object.entries(f.fields);
    groups.forEach(([parent, members], j) => {
      lines.push(`        ${JSON.stringify(parent)}: {`);
      const entries = Object.entries(members);
      entries.forEach(([leaf, v], k) =>
        lines.push(`          ${JSON.stringify(leaf)}: ${JSON.stringify(v)}${k < entries.length - 1 ? ',' : ''}`),
      );
      lines.push(`        }${j < groups.length - 1 ? ',' : ''}`);
    });
    lines.push('      }', `    }${i < forms.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  const prettier = await import('prettier');
  return prettier.format(lines.join('\n'), { ...(await prettier.resolveConfig(LAYOUT_PATH)), filepath: LAYOUT_PATH });
}

export async function writeLayout(check: boolean): Promise<boolean> {
  const next = await renderLayout(await computeLayout());
  const current = existsSync(LAYOUT_PATH) ? readFileSync(LAYOUT_PATH, 'utf8') : '';
  if (current === next) {
    console.log(`${LAYOUT_PATH}: up to date`);
    return true;
  }
  if (check) {
    console.error(`${LAYOUT_PATH} is stale: run npm run forms -- layout`);
    return false;
  }
  writeFileSync(LAYOUT_PATH, next);
  console.log(`wrote ${LAYOUT_PATH}`);
  return true;
}
