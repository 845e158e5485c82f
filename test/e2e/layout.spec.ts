/**
 * Layout checks that look at the screen. Every page of the page list (web/src/lib/pages.ts — a new page is checked
 * without editing this file) is opened at 390, 1280 and 1440 px wide (and 1920 px for `npm run screenshots`: every
 * invariant below is hardest at the narrower widths; each page is loaded once per language, at 390 px, and resized to
 * the wider widths) as its audience sees it: public pages
 * signed out in English and Spanish, client pages signed in as a client with a submission, console pages signed in as
 * staff (with a TOTP code). On each screen the invariants below must hold; a failure names the route, width, language
 * and element.
 *
 *  - no horizontal overflow of the page, and at 390 px no box of a client's page that scrolls sideways;
 *  - no button or link whose text wraps to more than two lines;
 *  - the console's table rows at most 80 px tall;
 *  - at ≥ 1280 px the site header's menu on one row (nav links and account actions, signed in or not);
 *  - nothing clickable hidden under the chat launcher.
 *
 * With SCREENSHOTS=1 (`npm run screenshots`) each screen is also saved under test-results/screenshots/ for people to
 * review (scripts/screenshots-index.ts writes the index.html); `npm test` runs the checks only.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PAGES, type PageDef } from '../../web/src/lib/pages';
import { LANGUAGE_STORAGE_KEY, type Locale } from '../../shared/i18n/core';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { apiAs, expect, freshStaff, freshUser, readyOrder, signIn, staffSignIn, test, tokenOf } from './fixtures';
import { randomUUID } from 'node:crypto';

const SHOTS = process.env.SCREENSHOTS === '1';
export const WIDTHS = SHOTS ? ([390, 1280, 1440, 1920] as const) : ([390, 1280, 1440] as const);
const HEIGHT = 900;
const SHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

type Audience = 'public' | 'client' | 'staff';
const audienceOf = (p: PageDef): Audience => (p.access === 'public' ? 'public' : p.access === 'admin' ? 'staff' : 'client');

/** Values for path parameters, filled from what the suite creates. A page with another parameter fails loudly. */
interface Fixtures {
  submissionId: string;
}
function concrete(path: string, f: Fixtures): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'id') return f.submissionId;
    if (name === 'type' || name === 'questionnaireType') return 'small-claims';
    throw new Error(`layout.spec: no value for the path parameter :${name} of ${path}; add one in concrete()`);
  });
}

// The process server's field app (access `server`) is measured by its own spec (serving-field.spec.ts), signed in as a
// server on a job of their own, at the same widths.
// One service job's staff page (/admin/serving/:jobId) likewise: serving.spec.ts opens it from the board and checks it
// at 390 px (a job made here would share the stack with that spec's board).
const ROUTES: Array<{ def: PageDef; audience: Audience }> = (PAGES as readonly PageDef[])
  .filter((p) => p.access !== 'server' && !p.path.includes(':jobId'))
  .map((p) => ({ def: p, audience: audienceOf(p) }));

/** The invariants, measured in the page. Each problem: what and which element. */
async function problems(page: Page, width: number, client: boolean): Promise<string[]> {
  return page.evaluate(
    ([w, clientPage]) => {
      const out: string[] = [];
      const describe = (el: Element): string => {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = el
          .getAttribute('class')
          ?.split(/\s+/)
          .filter((c) => !c.startsWith('awsui_'))[0];
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
      };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };

      // 1. Horizontal overflow of the page.
      const sw = document.documentElement.scrollWidth;
      if (sw > window.innerWidth + 1) {
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((el) => visible(el) && el.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((el) => !el.closest('[class*="awsui_table"]')) // a table scrolls in its own container
          .slice(0, 3);
        out.push(`page is ${sw} px wide (viewport ${window.innerWidth}); overflowing: ${culprits.map(describe).join(', ') || '?'}`);
      }

      // 1b. Phones (issue 30): on a client's pages nothing scrolls sideways inside the page either — a table wider than
      // the screen in its own scrolling box hid its last columns ("Pay now", "View details"). (The home page's comparison
      // table is a labelled, focusable scrolling region by design: review row 25, not yet cards.)
      if (w <= 390 && clientPage) {
        for (const el of document.body.querySelectorAll('*')) {
          const s = getComputedStyle(el);
          if (!['auto', 'scroll'].includes(s.overflowX) || !visible(el)) continue;
          if (el.scrollWidth > el.clientWidth + 1)
            out.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
        }
      }

      // 2. Buttons and links whose text wraps to more than two lines.
      for (const el of document.querySelectorAll('button, a[href], [role="button"]')) {
        if (!visible(el) || !(el.textContent ?? '').trim()) continue;
        // Lines of the text people see: text nodes whose element is rendered (not a 1 px screen-reader-only label).
        const tops = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !(node.textContent ?? '').trim()) continue;
          const pr = parent.getBoundingClientRect();
          if (pr.width <= 2 || pr.height <= 2 || !visible(parent)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) tops.add(Math.round((r.top + r.height / 2) / 6));
        }
        if (tops.size > 2)
          out.push(`text wraps to ${tops.size} lines in ${describe(el)} (${Math.round(el.getBoundingClientRect().width)} px wide)`);
      }

      // 3. Console table rows (the full-page lists; the court-forms table holds lists in its cells by design).
      for (const row of document.querySelectorAll('.admin-console table tbody tr')) {
        if (row.closest('.admin-court-forms')) continue;
        const h = row.getBoundingClientRect().height;
        if (visible(row) && h > 80) out.push(`table row ${Math.round(h)} px tall: ${describe(row)}`);
      }

      // 4. The site header's menu on one row at ≥ 1280 px.
      if (w >= 1280) {
        const items = [...document.querySelectorAll('.site-menu > *, .site-nav li, .site-actions > *, .site-actions__account > *')].filter(
          visible,
        );
        const tops = items.map((el) => el.getBoundingClientRect()).map((r) => r.top + r.height / 2);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 12) {
          const low = items[tops.indexOf(Math.max(...tops))];
          out.push(`header menu on more than one row: ${describe(low)} sits ${Math.round(Math.max(...tops) - Math.min(...tops))} px lower`);
        }
      }

      // 5. Nothing clickable under the chat launcher (checked where the page is scrolled: top and bottom).
      const launcher = document.querySelector('.chat-launcher');
      if (launcher && visible(launcher)) {
        const check = () => {
          const l = launcher.getBoundingClientRect();
          for (const el of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')) {
            if (launcher.contains(el) || el.closest('.chat-launcher, .chat-panel') || !visible(el)) continue;
            const r = el.getBoundingClientRect();
            const overlap =
              Math.min(r.right, l.right) - Math.max(r.left, l.left) > 4 && Math.min(r.bottom, l.bottom) - Math.max(r.top, l.top) > 4;
            if (overlap) out.push(`${describe(el)} is under the chat launcher (scrolled to ${Math.round(window.scrollY)})`);
          }
        };
        window.scrollTo(0, 0);
        check();
        window.scrollTo(0, document.documentElement.scrollHeight);
        check();
        window.scrollTo(0, 0);
      }
      return [...new Set(out)];
    },
    [width, client] as const,
  );
}

/** Requests the page has in flight (API calls, chunks, fonts), counted from Playwright's request events. */
function inFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/**
 * The screen is ready to measure: the page has rendered its heading, no request is in flight and no loading indicator
 * is shown (the app's loaders, Cloudscape's loading states, a busy region), on two checks in a row, so that data
 * arriving and a request it starts are both seen; then the fonts. A state, not a quiet period: `networkidle` waited
 * 500 ms after the last request of each of this spec's 192 page loads.
 */
async function settle(page: Page, open: () => number): Promise<void> {
  let readyBefore = false;
  await expect
    .poll(
      async () => {
        const ready =
          open() === 0 &&
          (await page.evaluate(
            () =>
              document.readyState === 'complete' &&
              !!document.querySelector('h1') &&
              !document.querySelector('[class*="awsui_loading"], [aria-busy="true"], .loading[role="status"], .page-loader'),
          ));
        const settled = ready && readyBefore;
        readyBefore = ready;
        return settled;
      },
      { message: `${page.url()} kept loading`, intervals: [50], timeout: 30_000 },
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

async function checkRoute(context: BrowserContext, route: string, label: Audience, lang: Locale): Promise<string[]> {
  const page = await context.newPage();
  const open = inFlight(page);
  const failures: string[] = [];
  try {
    // One page load per route and language, at the narrowest width; the wider screens by resizing the window, as a
    // person turning a tablet or widening a browser would (the CSS and the components' media queries follow the
    // viewport). Loading the page again at each width cost two thirds of this spec's time on the two-core CI.
    for (const [i, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: HEIGHT });
      if (i === 0) await page.goto(route);
      else await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await settle(page, open);
      for (const p of await problems(page, width, label === 'client')) failures.push(`${route} [${label}, ${lang}] at ${width} px: ${p}`);
      if (SHOTS) {
        mkdirSync(SHOT_DIR, { recursive: true });
        const name = `${label}-${lang}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
        await page.screenshot({ path: join(SHOT_DIR, name), fullPage: true });
      }
    }
  } finally {
    await page.close();
  }
  return failures;
}

async function contextFor(
  browser: Browser,
  baseURL: string | undefined,
  lang: Locale,
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ baseURL, storageState: storage });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, lang] as const);
  return context;
}

let fixtures: Fixtures;
let clientState: Awaited<ReturnType<BrowserContext['storageState']>>;
let staffState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const client = await freshUser({ givenName: 'Guadalupe', familyName: `Villaseñor${randomUUID().slice(0, 4)}` });
  await readyOrder(client, 'small-claims');
  const { call } = apiAs(await tokenOf(client));
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  fixtures = { submissionId: submission.id };

  const c = await browser.newContext({ baseURL });
  const cp = await c.newPage();
  await signIn(cp, client);
  await expect(cp).toHaveURL(/\/dashboard$/);
  clientState = await c.storageState();
  await c.close();

  const s = await browser.newContext({ baseURL });
  const sp = await s.newPage();
  await staffSignIn(sp, await freshStaff());
  await expect(sp).toHaveURL(/\/admin$/);
  staffState = await s.storageState();
  await s.close();
});

for (const { def, audience } of ROUTES) {
  for (const lang of ['en', 'es'] as const) {
    test(`${def.path} as ${audience} (${lang}) at ${WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const route = def.path === '*' ? '/no-such-page' : concrete(def.path, fixtures);
      const storage = audience === 'client' ? clientState : audience === 'staff' ? staffState : undefined;
      const context = await contextFor(browser, baseURL, lang, storage);
      try {
        expect(await checkRoute(context, route, audience, lang)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
