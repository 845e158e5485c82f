/**
 * The questionnaire page while its definition loads (issue 19: each type is a chunk of its own, loaded on demand):
 * the type's chunk is held back until the loader has been seen and photographed, then released. The page shows its
 * loader (not a blank or a flash of another state), requests no other type's chunk, and nothing already on screen moves
 * when the form replaces the loader (layout-shift entries, as CLS counts them). Screenshots of the loader and of the
 * first step at 390, 1280 and 1440 px, English and Spanish (test-results/e2e/…/q-loading-*.png).
 */
import type { Page } from '@playwright/test';
import { expect, freshUser, readyOrder, SCREENSHOTS, signIn, test } from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;
const WORDS = {
  en: { loading: 'Loading your questionnaire…', first: 'About you' },
  es: { loading: 'Cargando su cuestionario…', first: 'Sobre usted' },
} as const;

/** A type's own chunks: `small-claims-<hash>.js` (not `small-claims.v1-…`, its past version). */
const chunkOf = (type: string) => new RegExp(`/assets/${type}-[\\w-]+\\.js$`);

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`q-loading-${name}-${width}.png`), fullPage: false });
  }
}

for (const lang of ['en', 'es'] as const) {
  test(`questionnaire page (${lang}): its loader until its own chunk arrives, then the first step without a layout shift`, async ({
    page,
  }, testInfo) => {
    const user = await freshUser();
    await readyOrder(user, 'small-claims');
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    // Hold the definition's chunk back until the loader has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf('small-claims'), async (route) => {
      await released;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await signIn(page, user, '/questionnaire/small-claims');
    const loader = page.getByRole('status').filter({ hasText: WORDS[lang].loading });
    await expect(loader).toBeVisible();
    await shoot(page, `${lang}-loader`, (n) => testInfo.outputPath(n));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // From here on, every layout shift of what is already on screen (the header, the footer…).
    // Each shift is kept with what moved (element, class, rectangles before and after), so a failure names its cause.
    await page.evaluate(() => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const w = window as unknown as { __shifts: Array<{ value: number; moved: string[] }> };
      w.__shifts = [];
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>)
          if (!e.hadRecentInput)
            w.__shifts.push({
              value: e.value,
              moved: (e.sources ?? []).map((src) => {
                const el = src.node instanceof Element ? src.node : src.node?.parentElement;
                return `${el ? `${el.tagName.toLowerCase()}.${el.className}` : '?'}: ${rect(src.previousRect)} -> ${rect(src.currentRect)}`;
              }),
            });
      }).observe({ type: 'layout-shift', buffered: false });
    });
    release();
    await expect(page.getByRole('heading', { level: 2, name: WORDS[lang].first })).toBeVisible();
    await expect(loader).toHaveCount(0);
    // Two frames, so any shift of the swap is reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; moved: string[] }> }).__shifts);
    expect(shifts).toEqual([]);
    await shoot(page, `${lang}-form`, (n) => testInfo.outputPath(n));
    // Its own chunk and no other type's (the registry is in no chunk: test/unit/questionnaires/web-chunks.test.ts).
    expect(scripts.filter((s) => chunkOf('small-claims').test(s))).toHaveLength(1);
    expect(scripts.filter((s) => /\/assets\/(probate|conservatorship|domestic-violence|dissolution|name-change)-/.test(s))).toEqual([]);
  });
}
