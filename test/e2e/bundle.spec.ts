/**
 * Public pages load no Cloudscape code or CSS (docs/CONVENTIONS.md): the admin console is the only place it lives.
 *
 * 1. The built bundle (dist/web, built by scripts/e2e.sh just before this suite): the entry chunk, its CSS, every
 *    chunk it imports statically, and every lazily loaded page other than the console's pages (lib/pages.ts) — with everything they
 *    import statically and the CSS Vite loads with them — hold no Cloudscape code or styles. The admin pages must
 *    (so the markers are known to work).
 * 2. In Chromium: loading the public pages requests no script or stylesheet with Cloudscape in it; the console does.
 * 3. In Chromium: an anonymous visitor of the public pages loads no Amplify (it loads for a stored session or /auth).
 *
 * Chunks are read from the files themselves (no Vite manifest needed): static `import … from "./x.js"`, dynamic
 * `import("./x.js")` and Vite's `__vite__mapDeps` preload lists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { PAGES } from '../../web/src/lib/pages';
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
  test.skip(!existsSync(join(DIST, 'index.html')), 'dist/web is built by scripts/e2e.sh');

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

/** Amplify's Cognito client (its JSON-RPC target prefix) and its user agent. */
const AMPLIFY_JS = /AWSCognitoIdentityProviderService|aws-amplify/;

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
