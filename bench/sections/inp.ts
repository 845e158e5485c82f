/**
 * Responsiveness while typing in the longest questionnaire (most fields, nested ones included): Interaction to Next
 * Paint measured in the page with a PerformanceObserver on event timing (durationThreshold 16 ms, the minimum)
 * while Playwright types into the text fields of the first step as a person would (key by key), in Chromium, without
 * and with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate). INP is computed as web-vitals does: the longest
 * interaction, ignoring one per 50 interactions. The client first goes through the API journey (order, agreement,
 * payment) so the page is the one a real client sees.
 *
 * The viewport is as tall as the page, so no field has to be scrolled into view: headless Chromium presents no frame
 * for about a second while typing into the first field that Playwright scrolled into view, on any page (measured on a
 * plain HTML page: 1.1 s for that field, 16–24 ms for every other), which would be the harness's INP, not ours. A
 * control row measures that plain page the same way, so a harness regression shows up beside our figures.
 */
import type { Page } from '@playwright/test';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../shared/catalogue';
import { QUESTIONNAIRES } from '../../shared/questionnaires/registry';
import type { Field } from '../../shared/questionnaires/types';
import { newUser, paidOrder, JourneyError } from '../lib/api';
import { launch, signInUi } from '../lib/browser';
import { round } from '../lib/stats';
import type { Section } from '../run';

export interface InpRow {
  questionnaire: string;
  cpuThrottling: number;
  /** null: below 16 ms (the event-timing threshold). */
  inpMs: number | null;
  /** Interactions made (a click per field, one per key). */
  interactions: number;
  /** Those that took 16 ms or more (the only ones event timing reports). */
  slowInteractions: number;
  keystrokes: number;
  fieldsTyped: number;
  worst: Array<{ name: string; ms: number }>;
}

const countFields = (fields: readonly Field[]): number =>
  fields.reduce((n, f) => n + 1 + ('fields' in f && Array.isArray(f.fields) ? countFields(f.fields as Field[]) : 0), 0);

export function longestQuestionnaire(): { type: QuestionnaireType; fields: number } {
  return QUESTIONNAIRE_TYPES.map((type) => ({
    type,
    fields: QUESTIONNAIRES[type].steps.reduce((n, s) => n + countFields(s.fields), 0),
  })).sort((a, b) => b.fields - a.fields)[0];
}

const OBSERVER = () => {
  const w = window as unknown as { __events: Array<{ id: number; d: number; name: string }> };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
      if (e.interactionId) w.__events.push({ id: e.interactionId, d: e.duration, name: e.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
};

/** Make the viewport as tall as the page (see the header comment). */
async function fitViewport(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.max(720, Math.min(height, 8000)) });
}

/** The control: a plain HTML page of labelled text fields, no script of ours. */
const CONTROL_PAGE = `<!doctype html><html lang="en"><head><title>Control</title></head><body><main><h1>Control</h1>${Array.from(
  { length: 8 },
  (_, i) => `<p><label for="f${i}">Field ${i + 1}</label><br><input id="f${i}" type="text"></p>`,
).join('')}</main></body></html>`;

async function typeAndMeasure(page: Page, rate: number, text: string): Promise<Omit<InpRow, 'questionnaire'>> {
  await fitViewport(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(OBSERVER);
  const fields = page.locator(
    'main input[type="text"]:visible, main input:not([type]):visible, main input[type="email"]:visible, main input[type="tel"]:visible, main textarea:visible',
  );
  const n = Math.min(await fields.count(), 8);
  let keystrokes = 0;
  for (let i = 0; i < n; i++) {
    const f = fields.nth(i);
    await f.click();
    await f.fill('');
    await page.keyboard.type(text, { delay: 25 });
    keystrokes += text.length;
  }
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => (window as unknown as { __events: Array<{ id: number; d: number; name: string }> }).__events);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const byInteraction = new Map<number, { d: number; name: string }>();
  for (const e of events) if ((byInteraction.get(e.id)?.d ?? -1) < e.d) byInteraction.set(e.id, { d: e.d, name: e.name });
  const sorted = [...byInteraction.values()].sort((a, b) => b.d - a.d);
  // web-vitals: the worst interaction, ignoring one per 50 (only interactions of 16 ms or more are reported).
  const interactions = keystrokes + n;
  const inp = sorted[Math.floor(interactions / 50)]?.d ?? null;
  return {
    cpuThrottling: rate,
    inpMs: inp === null ? null : round(inp, 0),
    interactions,
    slowInteractions: sorted.length,
    keystrokes,
    fieldsTyped: n,
    worst: sorted.slice(0, 3).map((e) => ({ name: e.name, ms: round(e.d, 0) })),
  };
}

export const inp: Section = async (ctx) => {
  const stack = await ctx.webStack();
  const { type: longest, fields } = longestQuestionnaire();
  const types: QuestionnaireType[] = longest === 'small-claims' ? [longest] : [longest, 'small-claims'];
  const notes: string[] = [`Longest questionnaire: ${longest} (${fields} fields, nested ones included); small-claims for scale.`];
  const [user, admin] = await Promise.all([
    newUser(stack.info, { givenName: 'Inés', familyName: 'Bench' }),
    newUser(stack.info, { admin: true }),
  ]);
  for (const type of types) {
    try {
      await paidOrder(stack.info.apiUrl, user, admin, type);
    } catch (err) {
      notes.push(
        `Client journey for ${type} not complete (${err instanceof JourneyError ? err.message : (err as Error).message}); measured the page as it renders without it.`,
      );
    }
  }
  const browser = await launch();
  const rows: InpRow[] = [];
  const text = 'María Elena García de los Ángeles 1234';
  try {
    const context = await browser.newContext({ baseURL: stack.info.webUrl! });
    const page = await context.newPage();
    await signInUi(page, user, `/questionnaire/${longest}`);
    const startOver = page.getByRole('button', { name: /^(start over|empezar de nuevo)$/i });
    const field = page.locator('main input[type="text"], main textarea').first();
    /** Open the form fresh; when the draft cannot be loaded the page offers to start over, which we take. */
    const openForm = async (type: QuestionnaireType): Promise<boolean> => {
      await page.goto(`/questionnaire/${type}`);
      await Promise.race([field.waitFor({ timeout: 20_000 }), startOver.waitFor({ timeout: 20_000 })]).catch(() => undefined);
      if (await startOver.isVisible().catch(() => false)) {
        const note = 'The page could not load the draft (GET /drafts) and offered to start over; started over.';
        if (!notes.includes(note)) notes.push(note);
        await startOver.click();
      }
      return field.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
    };
    for (const type of types) {
      for (const rate of [1, 4]) {
        if (!(await openForm(type))) {
          notes.push(`/questionnaire/${type} showed no text field within 30 s: not measured.`);
          break;
        }
        const r = await typeAndMeasure(page, rate, text);
        rows.push({ questionnaire: type, ...r });
        ctx.log(
          `inp ${type} x${rate}: INP ${r.inpMs ?? '<16'} ms over ${r.interactions} interactions, ${r.slowInteractions} ≥16 ms (${r.keystrokes} keys in ${r.fieldsTyped} fields)`,
        );
      }
    }
    for (const rate of [1, 4]) {
      await page.setContent(CONTROL_PAGE);
      const r = await typeAndMeasure(page, rate, text);
      rows.push({ questionnaire: 'control (plain HTML page)', ...r });
      ctx.log(`inp control x${rate}: INP ${r.inpMs ?? '<16'} ms`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  notes.push(
    'Viewport 1280 × page height, so no field is scrolled into view mid-measurement (headless Chromium holds frames for ~1 s after the first scroll-into-view on any page); the control row is a plain HTML page typed the same way.',
  );
  return {
    status: rows.length === types.length * 2 + 2 ? 'ok' : rows.length ? 'partial' : 'skipped',
    notes,
    data: { type: longest, rows },
  };
};
