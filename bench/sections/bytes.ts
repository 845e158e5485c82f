/**
 * JavaScript and CSS each route of the built site loads: a real page load in Chromium (fresh context, empty cache),
 * every script and stylesheet response counted raw and gzip-compressed (zlib level 6, about what CloudFront's
 * gzip gives; the local static server does not compress). A response is "Cloudscape" when it carries the admin
 * console's code or CSS (Cloudscape's `awsui_` class names or its package name): it must be zero on public routes.
 */
import { slugOf } from '../../shared/questionnaire-slugs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { staffSignIn } from '../../test/e2e/staff-sign-in';
import { newUser, paidOrder, submit } from '../lib/api';
import { launch, PUBLIC_ROUTES, signInUi } from '../lib/browser';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import { localePath } from '../../web/src/lib/pages';
import { kib } from '../lib/stats';
import type { Section } from '../run';

export interface BytesRow {
  route: string;
  as: 'visitor' | 'client' | 'admin';
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
    // The signed-in pages that show a questionnaire or its answers (issue 19: one definition per chunk): the form of a
    // small and of the longest questionnaire, the client's submission page, the console's submission page. A client
    // with a submitted small-claims case and open, paid orders for both questionnaires.
    let submissionId: string | null = null;
    try {
      const [client, staff] = await Promise.all([newUser(stack.info), newUser(stack.info, { admin: true })]);
      await paidOrder(stack.info.apiUrl, client, staff, 'small-claims');
      submissionId = await submit(stack.info.apiUrl, client, 'small-claims', smallClaimsSample);
      await paidOrder(stack.info.apiUrl, client, staff, 'small-claims');
      await paidOrder(stack.info.apiUrl, client, staff, 'domestic-violence');
      const signedIn = async (page: Page) => {
        await signInUi(page, client);
        await page.goto('about:blank');
      };
      // The questionnaires' own URLs (the domestic-violence one has a neutral slug, shared/questionnaire-slugs.ts).
      for (const route of [
        `/questionnaire/${slugOf('small-claims')}`,
        `/questionnaire/${slugOf('domestic-violence')}`,
        `/submission/${submissionId}`,
      ]) {
        const r = await measure(browser, baseURL, route, signedIn);
        rows.push({ route: route.replace(submissionId, ':id'), as: 'client', ...r });
        ctx.log(`bytes ${route} (client): JS ${kib(r.js.gzip)} KiB gz`);
      }
    } catch (err) {
      notes.push(`The client's questionnaire and submission pages not measured: ${(err as Error).message.split('\n')[0]}`);
    }
    // The admin console, for comparison (and to show the Cloudscape detector finds it where it belongs), and a
    // submission's page in it.
    try {
      const admin = stack.info.accounts.admin;
      const staffFirst = (next: string) => async (page: Page) => {
        await staffSignIn(page, admin, next);
        await page.goto('about:blank');
      };
      const r = await measure(browser, baseURL, '/admin', staffFirst('/admin'));
      rows.push({ route: '/admin', as: 'admin', ...r });
      if (r.cloudscape.gzip === 0)
        notes.push('/admin loaded no Cloudscape code: the admin console is not built on Cloudscape yet (or the detector missed it).');
      if (submissionId) {
        const d = await measure(browser, baseURL, `/questionnaire-submission/${submissionId}`, staffFirst('/admin'));
        rows.push({ route: '/questionnaire-submission/:id', as: 'admin', ...d });
      }
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
