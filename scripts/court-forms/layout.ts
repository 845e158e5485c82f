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
 *    (the box is grown to hold it) rather than be clipped or shrunk.
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
import {
  DEFAULT_SIZE,
  LAYOUT_FILE,
  type FormLayout,
  type LayoutFile,
  type Rule,
  type StoredField,
} from '../../functions/lib/packet/layout';
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

interface Dump {
  readonly form: string;
  readonly officialSha256: string;
  readonly xfa: boolean;
  readonly fields?: readonly DumpField[];
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
// The file
// ---------------------------------------------------------------------------------------------------------------

export const LAYOUT_PATH = join(FORMS_DIR, LAYOUT_FILE);

export async function computeLayout(dumps = xfaDir()): Promise<LayoutFile> {
  const manifest = readManifest(FORMS_DIR);
  const forms: Record<string, FormLayout> = {};
  for (const entry of manifest.forms) {
    const file = join(dumps, `${entry.form}.xfa-fields.json`);
    if (!existsSync(file)) throw new Error(`${entry.form}: no XFA dump in ${dumps}`);
    const dump = JSON.parse(readFileSync(file, 'utf8')) as Dump;
    if (dump.officialSha256 !== entry.sha256Official)
      throw new Error(`${entry.form}: the XFA dump is of another download (${dump.officialSha256}) than the shipped form's`);
    if (!dump.xfa || !dump.fields) continue; // MC-025: no XFA (the packet writes its pages itself)
    const fields: Record<string, StoredField> = {};
    const notices: string[] = [];
    const placed: Array<{ name: string; page: number; rect: readonly [number, number, number, number]; multiLine: boolean }> = [];
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
    const pdf = join(FORMS_DIR, pdfFileOf(entry.form));
    const pages = await renderPages(pdf, [...new Set(placed.map((r) => r.page))], 72 * SCALE);
    /** Half the gap to the nearest text field above or below (overlapping it across): the room the two may share. */
    const halfGap = (r: (typeof placed)[number], dir: 'up' | 'down'): number => {
      const [x, y, w, h] = r.rect;
      let gap = Infinity;
      for (const o of placed) {
        if (o === r || o.page !== r.page) continue;
        const [ox, oy, ow, oh] = o.rect;
        if (ox >= x + w || ox + ow <= x) continue;
        const d = dir === 'up' ? oy - (y + h) : y - (oy + oh);
        if (d >= -0.01) gap = Math.min(gap, Math.max(0, d) / 2);
      }
      return gap;
    };
    for (const r of placed) {
      const img = pages.get(r.page)!;
      // Where the blank page leaves room above and below a box too short for a capital's accent over a descender
      // (ink of about 1.1 times the size): the ink may use it.
      const size = fields[r.name].size ?? DEFAULT_SIZE;
      const free = r.rect[3] < 1.25 * size + 0.5 ? freeSpace(img, r.rect, 792) : { up: 0, down: 0 };
      // A blank gap between two fields is shared: each may take half of it.
      const up = round(Math.min(free.up, halfGap(r, 'up')));
      const down = round(Math.min(free.down, halfGap(r, 'down')));
      const room = { ...(up >= 0.5 ? { up } : {}), ...(down >= 0.5 ? { down } : {}) };
      const rules = r.multiLine ? writingRules(rulesIn(img, r.rect, 792), r.rect[3], size) : [];
      fields[r.name] = { ...fields[r.name], ...room, ...(rules.length ? { rules } : {}) };
    }
    forms[entry.form] = { official: entry.sha256Official, notices: notices.sort(), ...compact(fields) };
  }
  return {
    about:
      'GENERATED by `npm run forms -- layout` (scripts/court-forms/layout.ts) from the forms’ XFA dumps and the shipped blanks; do not edit. ' +
      'Per form: the download it describes, the buttons that print the orphaned Clear-This-Form notice, and per text field its layout hints ' +
      '(functions/lib/packet/layout.ts; defaults omitted; rules: [y below the top, x0, x1] in points).',
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
