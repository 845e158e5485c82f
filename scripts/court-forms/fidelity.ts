/**
 * Does filled text land legibly on the printed form? Measured on the page as poppler renders it, whatever the engine
 * meant to do: each page with a filled text field is rendered twice (`pdftoppm`), with only the text fields' appearances
 * and with no annotation at all (`-hide-annotations`: the form as printed). The difference is the fields' own ink.
 * Around each filled field it is compared with the form's printing, split into rules (long horizontal runs), box
 * borders (long vertical runs) and words (the rest):
 *  - `words`: the field's ink touches the form's printed words (an answer over its label, "Other (specify):");
 *  - `rule`: a printed rule runs through the text (ink above and below the rule in a third or more of the columns the
 *    text reaches it in — descenders crossing their own line do not count, a struck-through line does);
 *  - `border`: a box's border runs through the text;
 *  - `clipped`: the ink reaches the field's edge (glyphs cut off: the top of an accented capital).
 * A field with none of these lands legibly. Checkboxes and other annotations are not rendered: a checked box's mark
 * over its own square is the form working as designed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFTextField } from 'pdf-lib';
import { formAssets } from '../../functions/lib/packet/assets';
import { buildPacket } from '../../functions/lib/packet/build';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../shared/catalogue';
import { FORM_MAPS } from '../../shared/questionnaires/forms/registry';
import { getQuestionnaire } from '../../shared/questionnaires/registry';
import { SAMPLES, SAMPLES_ES } from '../../shared/questionnaires/samples';
import type { Answers } from '../../shared/questionnaires/types';
import { currentVersion } from '../../shared/questionnaires/versions';
import { parsePgm, type Gray } from './layout';
import { longAnswers } from './long-answers';
import { FORMS_DIR } from './paths';

const run = promisify(execFile);

/** Rendering resolution: 100 dpi shows a 1 pt rule and the body of 8 pt text, at a fraction of print resolution's cost. */
export const FIDELITY_DPI = 100;
const SCALE = FIDELITY_DPI / 72;
/** Gray levels: darker than INK is ink; the filled page must be darker than the printed one by DELTA to be field ink. */
const INK = 150;
const DELTA = 60;
/** A pixel this dark at a field's edge is a glyph cut there. */
const CUT = 100;
/** A printed run this long (points) is a rule or a border, not a letter. */
const LINE_PT = 9;

export type ProblemKind = 'words' | 'rule' | 'border' | 'clipped';
export interface Problem {
  readonly kind: ProblemKind;
  /** How much: pixels touching words, columns crossed by a rule, rows crossed by a border, edge pixels inked. */
  readonly amount: number;
}

export interface FieldVerdict {
  readonly field: string;
  /** 0-based page of the document checked. */
  readonly page: number;
  readonly text: string;
  readonly problems: readonly Problem[];
}

interface Placed {
  readonly field: string;
  readonly page: number;
  readonly rect: { x: number; y: number; width: number; height: number };
  readonly text: string;
}

/** A page's printing, as bytes: its content streams (the same blank page of a form prints the same, whatever is filled). */
function pageContentKey(doc: PDFDocument, page: number): string {
  const contents = doc.getPage(page).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const hash = createHash('sha1');
  for (const s of streams) if (s instanceof PDFRawStream) hash.update(s.contents);
  return hash.digest('hex');
}

/** Renders every page of a PDF file to gray images, in one poppler run (the file is parsed once). */
async function renderAll(file: string, hide: boolean): Promise<Gray[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fidelity-render-'));
  try {
    await run('pdftoppm', ['-r', String(FIDELITY_DPI), '-gray', ...(hide ? ['-hide-annotations'] : []), file, join(dir, 'p')]);
    // pdftoppm names pages p-1.pgm … or p-01.pgm …, zero-padded to the page count's digits: sorted, they are in order.
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => parsePgm(new Uint8Array(readFileSync(join(dir, f)))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The filled text fields of a PDF (with their page and rectangle), and a PDF of only the pages that have one, with
 * every other annotation removed (checkboxes, buttons, links): a rendering's annotation layer is the text fields' ink
 * alone. Pages are numbered as in the original; `pages` lists them in the order of the reduced PDF.
 */
async function textFieldsOnly(
  bytes: Uint8Array,
): Promise<{ placed: Placed[]; pdf: Uint8Array; pages: number[]; keys: string[]; heights: number[] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const pages = doc.getPages();
  const pageOf = new Map(pages.map((p, i) => [p.ref.toString(), i]));
  const keep = new Set<PDFDict>();
  const placed: Placed[] = [];
  for (const field of doc.getForm().getFields()) {
    if (!(field instanceof PDFTextField)) continue;
    const text = field.getText() ?? '';
    for (const widget of field.acroField.getWidgets()) {
      keep.add(widget.dict);
      if (!text.trim()) continue;
      let page = widget.P() ? pageOf.get(widget.P()!.toString()) : undefined;
      if (page === undefined)
        page = pages.findIndex((p) => {
          const annots = p.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
          return !!annots && annots.asArray().some((a) => a instanceof PDFRef && doc.context.lookup(a) === widget.dict);
        });
      if (page >= 0) placed.push({ field: field.getName(), page, rect: widget.getRectangle(), text });
    }
  }
  for (const page of pages) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const dict = annots.lookupMaybe(i, PDFDict);
      if (!dict || !keep.has(dict)) annots.remove(i);
    }
  }
  const filledPages = [...new Set(placed.map((p) => p.page))].sort((a, b) => a - b);
  const keys = filledPages.map((i) => pageContentKey(doc, i));
  const heights = filledPages.map((i) => pages[i].getHeight());
  for (let i = pages.length - 1; i >= 0; i--) if (!filledPages.includes(i)) doc.removePage(i);
  return { placed, pdf: await doc.save({ updateFieldAppearances: false, objectsPerTick: Infinity }), pages: filledPages, keys, heights };
}

/** The form's printing around a field, classified: 1 rule, 2 border, 3 words (0 blank). */
function classify(printed: Gray, x0: number, y0: number, x1: number, y1: number): Uint8Array {
  const w = x1 - x0;
  const h = y1 - y0;
  const out = new Uint8Array(w * h);
  const dark = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < printed.width && y < printed.height && printed.data[y * printed.width + x] < INK;
  const line = Math.round(LINE_PT * SCALE);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const gx = x0 + x;
      const gy = y0 + y;
      if (!dark(gx, gy)) continue;
      // The horizontal and vertical runs through this pixel, measured on the whole page (a rule may start far left).
      let run = 1;
      for (let k = gx - 1; dark(k, gy) && run < line; k--) run++;
      for (let k = gx + 1; dark(k, gy) && run < line; k++) run++;
      if (run >= line) {
        out[y * w + x] = 1;
        continue;
      }
      run = 1;
      for (let k = gy - 1; dark(gx, k) && run < line; k--) run++;
      for (let k = gy + 1; dark(gx, k) && run < line; k++) run++;
      out[y * w + x] = run >= line ? 2 : 3;
    }
  return out;
}

/** The problems of one field: its ink (filled minus printed) against the printing around it. */
export function judgeField(filled: Gray, printed: Gray, rect: Placed['rect'], pageHeight: number): Problem[] {
  // The field's rectangle in pixels, and a margin of 2 px around it (ink cannot leave the rectangle: it is clipped).
  const rx0 = Math.floor(rect.x * SCALE);
  const rx1 = Math.ceil((rect.x + rect.width) * SCALE);
  const ry0 = Math.floor((pageHeight - rect.y - rect.height) * SCALE);
  const ry1 = Math.ceil((pageHeight - rect.y) * SCALE);
  const m = 3;
  const x0 = Math.max(0, rx0 - m);
  const y0 = Math.max(0, ry0 - m);
  const x1 = Math.min(filled.width, rx1 + m);
  const y1 = Math.min(filled.height, ry1 + m);
  const w = x1 - x0;
  const h = y1 - y0;
  const cls = classify(printed, x0, y0, x1, y1);
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y0 + y) * filled.width + (x0 + x);
      if (filled.data[i] < INK && printed.data[i] - filled.data[i] >= DELTA) ink[y * w + x] = 1;
    }
  const inkAt = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && ink[y * w + x] === 1;
  const clsAt = (x: number, y: number) => (x >= 0 && y >= 0 && x < w && y < h ? cls[y * w + x] : 0);
  const problems: Problem[] = [];

  // Words: field ink next to (or hidden under, beside) a printed letter.
  let touching = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!ink[y * w + x]) continue;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) for (let dx = -1; dx <= 1 && !near; dx++) near = clsAt(x + dx, y + dy) === 3;
      if (near) touching++;
    }
  if (touching >= 4) problems.push({ kind: 'words', amount: touching });

  // Rules: for each band of rule rows, the columns where ink sits right above and right below it.
  const ruleRows: number[] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if (cls[y * w + x] === 1) n++;
    if (n >= Math.round(LINE_PT * SCALE)) ruleRows.push(y);
  }
  const bands: Array<[number, number]> = [];
  for (const y of ruleRows) {
    const last = bands[bands.length - 1];
    if (last && y - last[1] <= 1) last[1] = y;
    else bands.push([y, y]);
  }
  let crossed = 0;
  for (const [top, bottom] of bands) {
    let reaching = 0;
    let across = 0;
    for (let x = 0; x < w; x++) {
      if (clsAt(x, top) !== 1 && clsAt(x, bottom) !== 1) continue;
      const above = inkAt(x, top - 1) || inkAt(x, top - 2);
      const below = inkAt(x, bottom + 1) || inkAt(x, bottom + 2);
      if (above || below) reaching++;
      if (above && below) across++;
    }
    if (across >= 6 && across >= reaching / 3) crossed += across;
  }
  if (crossed) problems.push({ kind: 'rule', amount: crossed });

  // Borders: rows where ink sits on both sides of a printed vertical line.
  let borders = 0;
  for (let y = 0; y < h; y++)
    for (let x = 1; x < w - 1; x++) if (cls[y * w + x] === 2 && inkAt(x - 1, y) && inkAt(x + 1, y) && clsAt(x - 1, y) !== 2) borders++;
  if (borders >= 3) problems.push({ kind: 'border', amount: borders });

  // Clipped: dark ink on the rectangle's outermost rows or columns (the appearance is cut at the rectangle: a glyph cut
  // there ends in fully inked pixels, one that merely comes near the edge in lighter, partly covered ones).
  const cut = (x: number, y: number) => inkAt(x, y) && filled.data[(y0 + y) * filled.width + (x0 + x)] < CUT;
  let edge = 0;
  const lx = rx0 - x0;
  const rx = rx1 - 1 - x0;
  const ty = ry0 - y0;
  const by = ry1 - 1 - y0;
  for (let x = lx; x <= rx; x++) edge += (cut(x, ty) ? 1 : 0) + (cut(x, by) ? 1 : 0);
  for (let y = ty + 1; y < by; y++) edge += (cut(lx, y) ? 1 : 0) + (cut(rx, y) ? 1 : 0);
  if (edge >= 3) problems.push({ kind: 'clipped', amount: edge });
  return problems;
}

/** What checking a document can reuse: the printed form's renderings (the same page of the same form, for every fill). */
export class PrintedCache {
  private readonly pages = new Map<string, Gray>();
  get(key: string): Gray | undefined {
    return this.pages.get(key);
  }
  set(key: string, page: Gray): void {
    this.pages.set(key, page);
  }
}

/**
 * Checks every filled text field of a PDF: the pages with one are rendered in one poppler run with the fields and, when
 * the cache does not hold them all already (the same blank page prints the same, however filled), in one run without.
 * The two runs go side by side: at most two renders at a time.
 */
export async function checkPdf(bytes: Uint8Array, options: { cache?: PrintedCache } = {}): Promise<FieldVerdict[]> {
  const { placed, pdf, pages, keys, heights } = await textFieldsOnly(bytes);
  if (placed.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'fidelity-'));
  try {
    const file = join(dir, 'filled.pdf');
    writeFileSync(file, pdf);
    const cached = keys.map((k) => options.cache?.get(k));
    const [filled, printed] = await Promise.all([
      renderAll(file, false),
      cached.every(Boolean) ? Promise.resolve(cached as Gray[]) : renderAll(file, true),
    ]);
    keys.forEach((k, i) => options.cache?.set(k, printed[i]));
    return placed.map((p) => {
      const i = pages.indexOf(p.page);
      return { field: p.field, page: p.page, text: p.text, problems: judgeField(filled[i], printed[i], p.rect, heights[i]) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Every packet's official forms, for every sample
// ---------------------------------------------------------------------------------------------------------------

/** The answers a check runs on: a questionnaire's English or Spanish sample, or their long-answer variants. */
export type Variant = 'en' | 'es' | 'long-en' | 'long-es';
export const VARIANTS: readonly Variant[] = ['en', 'es', 'long-en', 'long-es'];

export interface FormResult {
  readonly type: QuestionnaireType;
  readonly variant: Variant;
  /** The form as the packet names it ("GC-212 (co-guardian)"). */
  readonly form: string;
  readonly fields: readonly FieldVerdict[];
}

/** The answers of a variant, or null when the questionnaire has no Spanish sample. */
export function variantAnswers(type: QuestionnaireType, variant: Variant): Answers | null {
  const base = (variant.endsWith('es') ? SAMPLES_ES[type] : SAMPLES[type]) as Answers | undefined;
  if (!base) return null;
  return variant.startsWith('long') ? longAnswers(getQuestionnaire(type), base, variant.endsWith('es') ? 'es' : 'en') : base;
}

/**
 * Builds the packet of every questionnaire whose maps fill an official PDF, for each variant, and checks each filled
 * form as the packet serves it (its attachment pages included).
 */
export async function checkPackets(options: {
  types?: readonly QuestionnaireType[];
  variants?: readonly Variant[];
  cache?: PrintedCache;
}): Promise<FormResult[]> {
  const assets = formAssets(FORMS_DIR);
  const cache = options.cache ?? new PrintedCache();
  const types = (options.types ?? QUESTIONNAIRE_TYPES).filter((t) => FORM_MAPS[t].forms.some((f) => f.kind === 'pdf'));
  const results: FormResult[] = [];
  for (const type of types)
    for (const variant of options.variants ?? VARIANTS) {
      const answers = variantAnswers(type, variant);
      if (!answers) continue;
      const packet = await buildPacket({
        type,
        definitionVersion: currentVersion(type),
        answers,
        submission: {
          id: 'fidelity',
          clientName: 'Fidelity check',
          locale: variant.endsWith('es') ? 'es' : 'en',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        lang: 'en',
        assets,
      });
      for (const entry of packet.status.forms) {
        if (!entry.applies || entry.output !== 'pdf') continue;
        const bytes = await packet.formPdf(entry.form);
        if (!bytes) continue;
        results.push({ type, variant, form: entry.form, fields: await checkPdf(bytes, { cache }) });
      }
    }
  return results;
}

/** Per official form (as the packets name it): filled text fields checked and those that land legibly, over all results. */
export function legibilityByForm(results: readonly FormResult[]): Map<string, { filled: number; legible: number }> {
  const out = new Map<string, { filled: number; legible: number }>();
  for (const r of results) {
    const row = out.get(r.form) ?? { filled: 0, legible: 0 };
    row.filled += r.fields.length;
    row.legible += r.fields.filter((f) => f.problems.length === 0).length;
    out.set(r.form, row);
  }
  return out;
}
