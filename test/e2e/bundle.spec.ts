/**
 * Public pages load no Cloudscape code or CSS (docs/CONVENTIONS.md): the admin console is the only place it lives.
 *
 * 1. The built bundle (dist/web, built by scripts/e2e.sh just before this suite): the entry chunk, its CSS, every
 *    chunk it imports statically, and every lazily loaded page other than the console's pages (lib/pages.ts) — with everything they
 *    import statically and the CSS Vite loads with them — hold no Cloudscape code or styles. The admin pages must
 *    (so the markers are known to work).
 * 2. In Chromium: loading the public pages requests no script or stylesheet with Cloudscape in it; the console does.
 * 3. In Chromium: an anonymous visitor of the public pages loads no Amplify (it loads for a stored session or /auth).
 * 4. In Chromium: a public page's first load (both languages) carries no zod, query library, signed-in words or chat
 *    panel copy; /auth and the opened chat load them.
 *
 * Chunks are read from the files themselves (no Vite manifest needed): static `import … from "./x.js"`, dynamic
 * `import("./x.js")` and Vite's `__vite__mapDeps` preload lists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Response } from '@playwright/test';
import authMessages from '../../shared/i18n/messages/auth';
import chatMessages from '../../shared/i18n/messages/chat';
import dashboardMessages from '../../shared/i18n/messages/dashboard';
import errorsMessages from '../../shared/i18n/messages/errors';
import { localePath, localizedPages, PAGES } from '../../web/src/lib/pages';
import { expect, freshStaff, staffSignIn, test } from './fixtures';

const DIST = resolve(__dirname, '../../dist/web');
const ASSETS = join(DIST, 'assets');
/** The console's pages (lib/pages.ts, layout 'console'): Vite names each page's chunk after its module. */
const CONSOLE_PAGES = PAGES.filter((p) => p.layout === 'console').map((p) => p.page.split('/').pop()!);
const isConsoleChunk = (file: string) => CONSOLE_PAGES.some((name) => file.startsWith(`${name}-`));

/** Cloudscape's scoped class names (awsui_…), its data attributes (awsui-…) and component names (awsui.Alert). */
const CLOUDSCAPE_JS = /(?<![A-Za-z])awsui[_.-]|@cloudscape-design/;
/** …and its global styles (normalize + the Open Sans faces of @cloudscape-design/global-styles). */
const CLOUDSCAPE_CSS = /(?<![A-Za-z])awsui[_-]|@cloudscape-design|font-family:\s*["']?Open Sans/;

const read = (file: string) => readFileSync(join(ASSETS, file), 'utf8');
const hasCloudscape = (file: string) => (file.endsWith('.css') ? CLOUDSCAPE_CSS : CLOUDSCAPE_JS).test(read(file));

function staticImports(file: string): string[] {
  const code = read(file);
  const out = new Set<string>();
  for (const m of code.matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

/** The file and everything it imports statically, transitively. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

/** Every lazily imported chunk with the files (JS and CSS) Vite preloads with it. */
function dynamicImports(files: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files) {
    const code = read(f);
    const deps =
      /m\.f=\[([^\]]*)\]/
        .exec(code)?.[1]
        .match(/"assets\/([^"]+)"/g)
        ?.map((s) => s.slice(8, -1)) ?? [];
    for (const m of code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g)) {
      const preloaded = (m[2] ?? '')
        .split(',')
        .filter((s) => s.trim())
        .map((i) => deps[Number(i)])
        .filter(Boolean);
      out.set(m[1], [...new Set([...(out.get(m[1]) ?? []), ...preloaded])]);
    }
  }
  return out;
}

test.describe('the built bundle', () => {
  // Never skipped: without a build there is nothing to check, and that is a failure (scripts/e2e.sh builds first).
  test.beforeAll(() => {
    if (!existsSync(join(DIST, 'index.html')))
      throw new Error(`${DIST}/index.html is missing: run \`npx vite build\` (scripts/e2e.sh does)`);
  });

  test('public chunks and their CSS hold no Cloudscape; the admin pages do', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html names its entry chunk').toBeTruthy();
    const entryCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);

    const shell = new Set([...closure(entry!), ...preloads.flatMap((p) => [...closure(p)])]);
    const lazy = dynamicImports(readdirSync(ASSETS).filter((f) => f.endsWith('.js')));
    const adminChunks = [...lazy.keys()].filter(isConsoleChunk);
    const publicChunks = [...lazy.keys()].filter((f) => !isConsoleChunk(f));
    expect(adminChunks, 'every console page is a lazy chunk').toHaveLength(CONSOLE_PAGES.length);
    expect(publicChunks.length, 'the public pages are lazy chunks').toBeGreaterThan(10);

    const publicFiles = new Set<string>([...shell, ...entryCss]);
    for (const chunk of publicChunks) {
      for (const f of closure(chunk)) publicFiles.add(f);
      for (const f of lazy.get(chunk)!) {
        if (f.endsWith('.css')) publicFiles.add(f);
        else for (const g of closure(f)) publicFiles.add(g);
      }
    }
    const offenders = [...publicFiles].filter(hasCloudscape).sort();
    expect(offenders, 'files loaded by public pages that contain Cloudscape code or CSS').toEqual([]);

    // The markers do find Cloudscape where it belongs: the admin pages' code and CSS.
    for (const page of adminChunks) {
      const files = new Set([...closure(page), ...lazy.get(page)!]);
      expect(
        [...files].some((f) => f.endsWith('.js') && hasCloudscape(f)),
        `${page} has Cloudscape code`,
      ).toBe(true);
      expect(
        [...files].some((f) => f.endsWith('.css') && hasCloudscape(f)),
        `${page} has Cloudscape CSS`,
      ).toBe(true);
    }
  });
});

/** Every script and stylesheet the page requested (with its body) while `visit` ran. */
async function assetsLoaded(page: Page, visit: () => Promise<void>): Promise<Array<{ url: string; css: boolean; body: string }>> {
  const pending: Array<Promise<{ url: string; css: boolean; body: string } | null>> = [];
  const onResponse = (res: Response) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.text().then(
        (body) => ({ url: res.url(), css: type === 'stylesheet', body }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await visit();
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((a): a is { url: string; css: boolean; body: string } => a !== null);
}

const withCloudscape = (assets: Array<{ url: string; css: boolean; body: string }>) =>
  assets.filter((a) => (a.css ? CLOUDSCAPE_CSS : CLOUDSCAPE_JS).test(a.body)).map((a) => new URL(a.url).pathname);

test('public pages request no Cloudscape JS or CSS in the browser; the console does', async ({ page }) => {
  const publicAssets = await assetsLoaded(page, async () => {
    for (const path of ['/', '/services', '/about', '/contact', '/questionnaire', '/auth']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(publicAssets.filter((a) => !a.css).length).toBeGreaterThan(0);
  expect(withCloudscape(publicAssets)).toEqual([]);

  const consoleAssets = await assetsLoaded(page, async () => {
    await staffSignIn(page, await freshStaff());
    await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
  expect(withCloudscape(consoleAssets).length).toBeGreaterThan(0);
});

/** Localized public pages that are forms: they load the schema and query library with their first paint. */
const FORM_PAGES = new Set(['/notary']);

/** Until the page has hydrated (app/hydration.ts marks `<html data-app-ready>`): its scripts start after the first paint. */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/**
 * Amplify: its user agent and cache prefix ("aws-amplify"), and its Cognito client's target built per operation
 * (`AWSCognitoIdentityProviderService.${op}`). Not the quick exit's one fixed call (web/src/lib/safety/leave.ts: a plain
 * fetch of RevokeToken, on every page since issue 29), which names the operation in full.
 */
const AMPLIFY_JS = /aws-amplify|AWSCognitoIdentityProviderService\.\$\{/;

test('an anonymous visitor’s public pages load no Amplify; the sign-in page does', async ({ page }) => {
  const publicAssets = await assetsLoaded(page, async () => {
    for (const path of ['/', '/services', '/about', '/contact', '/questionnaire']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });
  const scripts = publicAssets.filter((a) => !a.css);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((a) => AMPLIFY_JS.test(a.body)).map((a) => new URL(a.url).pathname)).toEqual([]);

  // The sign-in page may ask for Amplify after the network was idle once (its chunk loads with the form, which under
  // load can come late): watch the responses until it shows up rather than trusting one idle moment.
  const seen: Array<Promise<boolean>> = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    seen.push(
      res.text().then(
        (body) => AMPLIFY_JS.test(body),
        () => false,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(async () => (await Promise.all(seen)).some(Boolean)).toBe(true);
  page.off('response', onResponse);
});

/**
 * What a public page's first load must not carry (issue 19: ≤ 110 KiB of gzip JavaScript): zod (the API contracts and
 * forms), TanStack Query (signed-in pages' reads), the signed-in app's words (sign-in, the journey, the client's
 * pages, shared/i18n/messages/account.ts) and the chat panel's copy (loaded when the chat is first opened). Each is
 * recognised by text only it carries: zod's schema class names, the query library's error message, and one string of
 * each message bundle in both languages.
 */
const FIRST_LOAD_OUTSIDERS: ReadonlyArray<[what: string, marker: RegExp | string]> = [
  ['zod', /\$Zod(Object|String|Type)\b/],
  ['TanStack Query', 'No QueryClient set'],
  ['the chat panel’s copy (en)', chatMessages.en.chat.subtitle],
  ['the chat panel’s copy (es)', chatMessages.es.chat.subtitle],
  ['the sign-in words (en)', authMessages.en.auth.intro],
  ['the sign-in words (es)', authMessages.es.auth.intro],
  ['the dashboard’s words (en)', dashboardMessages.en.dashboard.loadFailed],
  ['the dashboard’s words (es)', dashboardMessages.es.dashboard.loadFailed],
  ['the API’s error messages (en)', errorsMessages.en.errors.validation_failed],
  ['the API’s error messages (es)', errorsMessages.es.errors.validation_failed],
];

const outsidersIn = (scripts: Array<{ url: string; body: string }>) =>
  FIRST_LOAD_OUTSIDERS.flatMap(([what, marker]) =>
    scripts
      .filter((s) => (typeof marker === 'string' ? s.body.includes(marker) : marker.test(s.body)))
      .map((s) => `${what}: ${new URL(s.url).pathname}`),
  );

test('a public page’s first load carries no zod, query library, signed-in words or chat panel copy; they load where needed', async ({
  page,
}) => {
  for (const path of localizedPages().flatMap((p) => [p.path, localePath(p.path, 'es')])) {
    const assets = await assetsLoaded(page, async () => {
      await page.goto(path);
      await appReady(page);
      await page.waitForLoadState('networkidle');
    });
    const scripts = assets.filter((a) => !a.css);
    expect(scripts.length, path).toBeGreaterThan(0);
    // The notary booking is a form on a public page (as /auth is): its open times come from the API at once and its
    // fields are checked as typed, so the schema and query library load with it — and only those two.
    const expected = FORM_PAGES.has(path.replace(/^\/es(?=\/|$)/, '') || '/') ? ['zod', 'TanStack Query'] : [];
    expect([...new Set(outsidersIn(scripts).map((o) => o.split(':')[0]))], path).toEqual(expected);
  }

  // The markers find them where they belong: the sign-in page (zod forms, the sign-in and error words) and the chat
  // panel once opened, in a fresh page (nothing cached from above).
  const fresh = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const other = await fresh.newPage();
  const found = await assetsLoaded(other, async () => {
    await other.goto('/auth');
    await appReady(other);
    await other.waitForLoadState('networkidle');
    await other.getByTestId('chat-open').click();
    await expect(other.getByRole('dialog')).toBeVisible();
    await other.waitForLoadState('networkidle');
  });
  await fresh.close();
  const kinds = new Set(outsidersIn(found.filter((a) => !a.css)).map((s) => s.split(':')[0]));
  for (const what of [
    'zod',
    'the chat panel’s copy (en)',
    'the chat panel’s copy (es)',
    'the sign-in words (en)',
    'the API’s error messages (es)',
  ])
    expect(kinds, what).toContain(what);
});
