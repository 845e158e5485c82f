/**
 * JavaScript and CSS each route of the built site loads: a real page load in Chromium (fresh context, empty cache),
 * every script and stylesheet response counted raw and gzip-compressed (zlib level 6, about what CloudFront's
 * gzip gives; the local static server does not compress). A response is "Cloudscape" when it carries the admin
 * console's code or CSS (Cloudscape's `awsui_` class names or its package name): it must be zero on public routes.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { staffSignIn } from '../../test/e2e/staff-sign-in';
import { launch, PUBLIC_ROUTES } from '../lib/browser';
import { localePath } from '../../web/src/lib/pages';
import { kib } from '../lib/stats';
import type { Section } from '../run';

export interface BytesRow {
  route: string;
  as: 'visitor' | 'admin';
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  cloudscape: { files: string[]; gzip: number };
  /** Everything else (HTML, JSON, fonts, images), gzip. */
  otherGzip: number;
}

const CLOUDSCAPE = /awsui[_-][a-z0-9]|@cloudscape-design|cloudscape-design/;

async function measure(
  browser: Browser,
  baseURL: string,
  route: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Omit<BytesRow, 'route' | 'as'>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const seen: Array<Promise<{ type: string; url: string; body: Buffer | null }>> = [];
  page.on('response', (res) => {
    seen.push(
      res.body().then(
        (body) => ({ type: res.request().resourceType(), url: res.url(), body }),
        () => ({ type: res.request().resourceType(), url: res.url(), body: null }),
      ),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const all = await Promise.all(seen);
  await context.close();
  const row: Omit<BytesRow, 'route' | 'as'> = {
    js: { files: 0, raw: 0, gzip: 0 },
    css: { files: 0, raw: 0, gzip: 0 },
    cloudscape: { files: [], gzip: 0 },
    otherGzip: 0,
  };
  for (const r of all) {
    if (!r.body) continue;
    const gz = gzipSync(r.body, { level: 6 }).length;
    const kind = r.type === 'script' ? 'js' : r.type === 'stylesheet' ? 'css' : null;
    if (!kind) {
      row.otherGzip += gz;
      continue;
    }
    row[kind].files += 1;
    row[kind].raw += r.body.length;
    row[kind].gzip += gz;
    if (CLOUDSCAPE.test(r.body.toString('latin1'))) {
      row.cloudscape.files.push(new URL(r.url).pathname);
      row.cloudscape.gzip += gz;
    }
  }
  return row;
}

export const bytes: Section = async (ctx) => {
  const stack = await ctx.webStack();
  const baseURL = stack.info.webUrl!;
  const browser = await launch();
  const rows: BytesRow[] = [];
  const notes: string[] = [];
  try {
    // Each public page at both of its URLs (English, and its Spanish twin /es/…, prerendered in Spanish), then sign-in.
    for (const route of [...PUBLIC_ROUTES.flatMap((r) => [r, localePath(r, 'es')]), '/auth']) {
      const r = await measure(browser, baseURL, route);
      rows.push({ route, as: 'visitor', ...r });
      ctx.log(`bytes ${route}: JS ${kib(r.js.gzip)} KiB gz, CSS ${kib(r.css.gzip)} KiB gz, Cloudscape ${kib(r.cloudscape.gzip)} KiB`);
    }
    // The admin console, for comparison (and to show the Cloudscape detector finds it where it belongs).
    try {
      const admin = stack.info.accounts.admin;
      const r = await measure(browser, baseURL, '/admin', async (page) => {
        await staffSignIn(page, admin, '/admin');
        await page.goto('about:blank');
      });
      rows.push({ route: '/admin', as: 'admin', ...r });
      if (r.cloudscape.gzip === 0)
        notes.push('/admin loaded no Cloudscape code: the admin console is not built on Cloudscape yet (or the detector missed it).');
    } catch (err) {
      notes.push(`/admin as the admin not measured: ${(err as Error).message.split('\n')[0]}`);
    }
  } finally {
    await browser.close();
  }
  const leaks = rows.filter((r) => r.as === 'visitor' && r.cloudscape.gzip > 0);
  notes.push(
    leaks.length
      ? `Cloudscape on public routes: ${leaks.map((r) => `${r.route} (${r.cloudscape.files.join(', ')})`).join('; ')} — must be zero.`
      : 'Cloudscape on public routes: 0 bytes on every public route.',
  );
  return { status: leaks.length ? 'partial' : 'ok', notes, data: { rows } };
};
