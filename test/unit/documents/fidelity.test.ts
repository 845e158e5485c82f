/**
 * The generated documents meet the court forms' fidelity standard, measured on what each generator drew (Canvas): for
 * the English and Spanish samples and for long, realistic answers at the questionnaires' maximum lengths —
 *  - every line of text inside the page's writing area (line numbers, page numbers and footers in their margins);
 *  - no text over other text, over a rule, a box or a blank (a strike-through crosses text by design: the form lets the
 *    principal strike what is not wanted);
 *  - nothing lost: every long answer is there word for word, continued on the next pages;
 *  - on pleading paper (Cal. Rules of Court 2.108–2.110): lines numbered 1 to 28 on every page and aligned with the
 *    lines of text, no text below line 28 or above line 1, a page number and the footer's title on every page.
 */
import { ascent, descent, type Canvas, type Run } from '../../../functions/lib/documents/layout';
import { baselineOf, GEOMETRY, PLEADING_AREA } from '../../../functions/lib/documents/pleading';
import { FORM_AREA } from '../../../functions/lib/documents/form-pages';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { generateAll, readingOrder, words, type Generated } from './helpers';
import { LONG } from './long-answers';

// Building packets and drawing their PDFs is CPU-bound: on a shared 2-core machine one build can outlast jest's 5 s
// default (seen in the full unit run). Nothing here asserts on time.
jest.setTimeout(120_000);

const TYPES = ['durable-poa', 'adult-adoption', 'business-enterprises', 'domestic-relations-order'] as const;
type Type = (typeof TYPES)[number];

/** The long answers each type's documents must show in full. */
const LONG_FIELDS: Record<Type, (a: Answers) => string[]> = {
  'durable-poa': (a) =>
    [
      'specialInstructions',
      'giftLimits',
      'coAgentDescription',
      'doctorNames',
      'healthAgentLimits',
      'postDeathLimits',
      'endOfLifeOwnWords',
      'painReliefExceptions',
      'otherWishes',
    ].map((k) => String(a[k] ?? '')),
  'adult-adoption': (a) => ['relationship', 'reason', 'bestInterest', 'otherFacts'].map((k) => String(a[k] ?? '')),
  'domestic-relations-order': (a) => [String(a.otherFacts ?? '')],
  'business-enterprises': (a) => [String(a.businessName ?? ''), String(a.principalAddress ?? '')],
};

const CASES: Array<[Type, string, Answers, 'en' | 'es']> = TYPES.flatMap((type) => [
  [type, 'English sample', SAMPLES[type], 'en'] as [Type, string, Answers, 'en' | 'es'],
  [type, 'Spanish sample', SAMPLES_ES[type]!, 'es'] as [Type, string, Answers, 'en' | 'es'],
  [type, 'long English answers', LONG[type](false), 'en'] as [Type, string, Answers, 'en' | 'es'],
  [type, 'long Spanish answers', LONG[type](true), 'es'] as [Type, string, Answers, 'en' | 'es'],
]);

interface Box {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}
const runBox = (r: Run): Box => ({ left: r.x, right: r.x + r.width, bottom: r.y - descent(r.size), top: r.y + ascent(r.size) });
const EPS = 0.01;
const overlaps = (a: Box, b: Box) => a.left < b.right - EPS && b.left < a.right - EPS && a.bottom < b.top - EPS && b.bottom < a.top - EPS;
const describeRun = (r: Run) => `page ${r.page + 1} "${r.text}" at (${r.x.toFixed(1)}, ${r.y.toFixed(1)})`;

/** Lines of text outside the writing area (margin runs: inside the page, a quarter inch from its edges). */
function outside(canvas: Canvas, area: Box): string[] {
  return canvas.runs.flatMap((r) => {
    const b = runBox(r);
    const box = r.role === 'margin' ? { left: 18, right: 594, bottom: 18, top: 774 } : area;
    const inside = b.left >= box.left - EPS && b.right <= box.right + EPS && b.bottom >= box.bottom - EPS && b.top <= box.top + EPS;
    return inside ? [] : [describeRun(r)];
  });
}

/** Pairs of lines of text that overlap, and lines of text crossed by a drawn line or box (strike-throughs excepted). */
function collisions(canvas: Canvas): string[] {
  const found: string[] = [];
  const pages = new Map<number, Run[]>();
  for (const r of canvas.runs) pages.set(r.page, [...(pages.get(r.page) ?? []), r]);
  for (const [page, runs] of pages) {
    for (let i = 0; i < runs.length; i++)
      for (let j = i + 1; j < runs.length; j++)
        if (overlaps(runBox(runs[i]), runBox(runs[j]))) found.push(`${describeRun(runs[i])} over ${describeRun(runs[j])}`);
    for (const m of canvas.marks.filter((m) => m.page === page && m.kind !== 'strike' && m.kind !== 'check')) {
      // A box is its outline (text sits inside the notary's boxed notice); a line is itself.
      const t = 0.3;
      const edges =
        m.kind === 'box'
          ? [
              { left: m.x - t, right: m.x + m.width + t, bottom: m.y - t, top: m.y + t },
              { left: m.x - t, right: m.x + m.width + t, bottom: m.y + m.height - t, top: m.y + m.height + t },
              { left: m.x - t, right: m.x + t, bottom: m.y - t, top: m.y + m.height + t },
              { left: m.x + m.width - t, right: m.x + m.width + t, bottom: m.y - t, top: m.y + m.height + t },
            ]
          : [{ left: m.x - t, right: m.x + m.width + t, bottom: m.y - t, top: m.y + m.height + t }];
      for (const r of runs)
        if (edges.some((e) => overlaps(runBox(r), e)))
          found.push(`${m.kind} at (${m.x.toFixed(1)}, ${m.y.toFixed(1)}) crosses ${describeRun(r)}`);
    }
  }
  return found;
}

describe.each(CASES)('%s, %s', (type, _name, answers, locale) => {
  let docs: Generated[] = [];
  beforeAll(async () => {
    docs = await generateAll(type, answers, locale);
  });

  it('generates its documents', () => {
    expect(docs.length).toBeGreaterThan(0);
    for (const { pdf } of docs) expect(pdf.canvas.runs.length).toBeGreaterThan(20);
  });

  it('keeps every line of text inside the writing area, and the margins’ text inside the page', () => {
    for (const { entry, pdf } of docs)
      expect({ form: entry.form, outside: outside(pdf.canvas, pdf.area) }).toEqual({ form: entry.form, outside: [] });
  });

  it('draws no text over other text or over a printed line', () => {
    for (const { entry, pdf } of docs)
      expect({ form: entry.form, collisions: collisions(pdf.canvas) }).toEqual({ form: entry.form, collisions: [] });
  });

  it('loses nothing: every long answer is in its documents word for word', () => {
    const text = ` ${docs
      .flatMap(({ pdf }) => readingOrder(pdf.canvas.runs).filter((r) => r.role !== 'margin'))
      .flatMap((r) => words(r.text))
      .join(' ')} `;
    for (const answer of LONG_FIELDS[type](answers).filter((s) => s.trim())) expect(text).toContain(` ${words(answer).join(' ')}`);
  });

  it('on pleading paper: lines 1–28 numbered on every page, text only on them, a page number and the title in every footer', () => {
    // Every document is on pleading paper or on letter pages (the next test): none escapes both checks.
    expect(docs.filter((d) => d.pdf.area !== PLEADING_AREA && d.pdf.area !== FORM_AREA).map((d) => d.entry.form)).toEqual([]);
    for (const { entry, pdf } of docs.filter((d) => d.pdf.area === PLEADING_AREA)) {
      const { canvas } = pdf;
      canvas.pages.forEach((_page, p) => {
        const runs = canvas.runs.filter((r) => r.page === p);
        const numbers = runs.filter((r) => r.role === 'margin' && r.x < GEOMETRY.rules[0]);
        expect(numbers.map((r) => [r.text, r.y])).toEqual(Array.from({ length: 28 }, (_, i) => [String(i + 1), baselineOf(i + 1)]));
        const body = runs.filter((r) => r.role !== 'margin');
        for (const r of body) {
          // On a numbered line, or half-way between two (the single-spaced party block, captions, a signer's name).
          const half = (GEOMETRY.line1 - r.y) / (GEOMETRY.pitch / 2);
          const signer = (GEOMETRY.line1 - (r.y + 3)) / (GEOMETRY.pitch / 2);
          const onGrid = Math.abs(half - Math.round(half)) < 1e-6 || Math.abs(signer - Math.round(signer)) < 1e-6;
          expect({ form: entry.form, run: r.text, onGrid }).toEqual({ form: entry.form, run: r.text, onGrid: true });
          expect(r.y).toBeGreaterThanOrEqual(baselineOf(28) - 3 - EPS);
          expect(r.y).toBeLessThanOrEqual(baselineOf(1) + EPS);
        }
        const footer = runs.filter((r) => r.role === 'margin' && r.y < baselineOf(28) - 10).map((r) => r.text);
        expect(footer).toEqual([String(p + 1), expect.stringMatching(/\S/)]);
      });
    }
  });

  it('on letter pages: “Page n of N” and the legal document assistant’s identification in every footer', () => {
    expect(docs.filter((d) => d.pdf.area !== PLEADING_AREA && d.pdf.area !== FORM_AREA).map((d) => d.entry.form)).toEqual([]);
    for (const { pdf } of docs.filter((d) => d.pdf.area === FORM_AREA)) {
      const total = pdf.canvas.pages.length;
      pdf.canvas.pages.forEach((_page, p) => {
        const footer = pdf.canvas.runs.filter((r) => r.page === p && r.role === 'margin').map((r) => r.text);
        expect(footer).toContain(`Page ${p + 1} of ${total}`);
        expect(footer.some((t) => t.includes('legal document assistant, registration No.'))).toBe(true);
      });
    }
  });
});

describe('long answers continue on the next pages', () => {
  it('the petition of a long adoption runs over more pages, each starting at line 1', async () => {
    const [, petition] = await generateAll('adult-adoption', LONG['adult-adoption'](false));
    const { canvas } = petition.pdf;
    expect(canvas.pages.length).toBeGreaterThanOrEqual(8);
    for (let p = 1; p < canvas.pages.length; p++)
      expect(canvas.runs.some((r) => r.page === p && r.role !== 'margin' && r.y === baselineOf(1))).toBe(true);
  });

  it('the power of attorney’s special instructions run over pages as lines of the form', async () => {
    const [poa] = await generateAll('durable-poa', LONG['durable-poa'](false));
    const pages = new Set(poa.pdf.canvas.runs.filter((r) => r.role === 'fill').map((r) => r.page));
    expect(pages.size).toBeGreaterThanOrEqual(3);
  });
});
