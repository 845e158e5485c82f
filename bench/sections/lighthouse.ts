/**
 * Lighthouse 12 (Node API) on every public route and /auth, in English and Spanish, mobile (default config:
 * Moto G Power, simulated slow 4G, 4x CPU) and desktop (desktop config), median of N runs (default 3) by
 * performance score; performance, accessibility, best practices and SEO scores plus LCP, TBT and CLS.
 *
 * Language: a public page is measured at its URL in the language (`/es/…` for Spanish, lib/pages.ts `localePath`),
 * prerendered in it; a page with one URL (/auth) follows the stored choice, localStorage `language` (en|es), which
 * the site mirrors in a cookie (a public page's English URL with a Spanish cookie is redirected). Lighthouse runs in a Chromium we launch
 * (Playwright, persistent profile, --remote-debugging-port): we store `language` on the site's origin first, then
 * point Lighthouse at the same browser. Lighthouse's storage reset clears the HTTP cache, service workers and cache
 * storage but not localStorage (its default `clearStorageTypes`), so every run is cold yet in the chosen language;
 * the language actually rendered (<html lang>) is checked once per language before the runs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '../../infra/local/ports';
import { CHROME_ARGS, PUBLIC_ROUTES } from '../lib/browser';
import { localePath } from '../../web/src/lib/pages';
import { chromePath, ROOT } from '../lib/env';
import { median, round } from '../lib/stats';
import type { Section } from '../run';

type Profile = 'mobile' | 'desktop';
type Lang = 'en' | 'es';

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Failed audits outside performance (ids), to say what to fix. */
  failed: string[];
  warnings: string[];
  error?: string;
}

export interface LighthouseRow extends LighthouseRun {
  route: string;
  lang: Lang;
  profile: Profile;
  runs: number;
  /** Performance scores of all runs (the row shows the median run). */
  perfScores: Array<number | null>;
}

const lhVersion = (): string =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;

const score = (s: number | null | undefined) => (s === null || s === undefined ? null : Math.round(s * 100));

export const lighthouse: Section = async (ctx) => {
  const runs = ctx.args.runs ?? (ctx.args.quick ? 1 : 3);
  const routes = ctx.args.routes ?? [...PUBLIC_ROUTES, '/auth'];
  const langs = (ctx.args.langs ?? ['en', 'es']) as Lang[];
  const profiles = (ctx.args.profiles ?? ['mobile', 'desktop']) as Profile[];
  const stack = await ctx.webStack();
  const origin = stack.info.webUrl!;
  const { default: lh } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

  const port = await freePort();
  const profileDir = mkdtempSync(join(tmpdir(), 'lda-lh-'));
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath(),
    headless: true,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  const rows: LighthouseRow[] = [];
  const notes: string[] = [];
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    for (const lang of langs) {
      // Store the language on the origin without loading the app (config.json is a tiny same-origin document).
      await page.goto(`${origin}/config.json`);
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      const check = await browser.newPage();
      await check.goto(`${origin}${localePath('/', lang)}`, { waitUntil: 'networkidle' });
      const rendered = await check.evaluate(() => document.documentElement.lang);
      await check.close();
      if (rendered !== lang) notes.push(`language ${lang}: the page rendered <html lang="${rendered}"> — the ${lang} figures are suspect.`);
      await page.goto('about:blank');

      for (const profile of profiles) {
        for (const route of routes) {
          const results: LighthouseRun[] = [];
          for (let i = 0; i < runs; i++) {
            const r = await lh(
              `${origin}${localePath(route, lang)}`,
              { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
              profile === 'desktop' ? desktopConfig : undefined,
            );
            const lhr = r?.lhr;
            // The whole report, to see why a figure is what it is (test-results/ is not committed).
            if (lhr) {
              const dir = join(ROOT, 'test-results/bench/lighthouse');
              mkdirSync(dir, { recursive: true });
              const name = `${profile}-${lang}-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${i + 1}.json`;
              writeFileSync(join(dir, name), JSON.stringify(lhr));
            }
            if (!lhr) {
              results.push({
                performance: null,
                accessibility: null,
                bestPractices: null,
                seo: null,
                lcpMs: null,
                tbtMs: null,
                cls: null,
                failed: [],
                warnings: [],
                error: 'no result',
              });
              continue;
            }
            const cat = lhr.categories;
            const failed = (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
              (cat[c]?.auditRefs ?? []).filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1).map((a) => a.id),
            );
            results.push({
              performance: score(cat.performance?.score),
              accessibility: score(cat.accessibility?.score),
              bestPractices: score(cat['best-practices']?.score),
              seo: score(cat.seo?.score),
              lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, 0),
              tbtMs: round(lhr.audits['total-blocking-time']?.numericValue ?? NaN, 0),
              cls: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN, 3),
              failed: [...new Set(failed)],
              warnings: lhr.runWarnings.map(String),
              ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
            });
          }
          // The median run by performance score (its other figures come from the same run).
          const perf = results.map((r) => r.performance ?? -1);
          const m = median(perf);
          const chosen = results[perf.indexOf(m)] ?? results[0];
          rows.push({ route, lang, profile, runs, perfScores: results.map((r) => r.performance), ...chosen });
          ctx.log(
            `lighthouse ${profile} ${lang} ${route}: perf ${chosen.performance} a11y ${chosen.accessibility} bp ${chosen.bestPractices} seo ${chosen.seo} LCP ${chosen.lcpMs}ms TBT ${chosen.tbtMs}ms CLS ${chosen.cls}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
  const errors = rows.filter((r) => r.error);
  for (const e of errors) notes.push(`${e.profile} ${e.lang} ${e.route}: ${e.error}`);
  if (rows.some((r) => r.route === '/auth' && r.failed.includes('is-crawlable')))
    notes.push(
      '/auth fails SEO "is-crawlable" on purpose: the sign-in page carries `noindex` and robots.txt disallows it (scripts/prerender.ts), so its SEO score is not comparable with the public pages.',
    );
  return { status: errors.length ? 'partial' : 'ok', notes, data: { lighthouseVersion: lhVersion(), runsPerRow: runs, rows } };
};
