/**
 * What a public page's first-load JavaScript is made of, module by module. Loads each public route (English and its
 * Spanish twin) of a built site in Chromium the way the bytes section does (fresh context, networkidle, every script
 * response), then splits each script into the source modules its sourcemap attributes the minified bytes to.
 *
 *   npx vite build --sourcemap --outDir /tmp/site      # a build with sourcemaps (the real build has none)
 *   npx tsx bench/first-load.ts /tmp/site [--routes /,/es] [--top 40]
 *
 * Per script: raw bytes and gzip (level 6, as bytes.ts). Per module: the minified bytes the sourcemap maps to it, and
 * its share of its script's gzip in proportion (gzip of a whole file is not a sum of parts; the share is an estimate,
 * the per-script totals are exact). Needs no stack: the site is served by infra/local/static.ts with a dummy config.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { freePort } from '../infra/local/ports';
import { startStaticSite } from '../infra/local/static';
import { localePath } from '../web/src/lib/pages';
import { launch, PUBLIC_ROUTES } from './lib/browser';

const args = process.argv.slice(2);
const dir = resolve(args[0] && !args[0].startsWith('--') ? args[0] : 'dist/web');
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const routes = opt('routes')?.split(',') ?? PUBLIC_ROUTES.flatMap((r) => [r, localePath(r, 'es')]);
const top = Number(opt('top') ?? 40);
const kib = (n: number) => (n / 1024).toFixed(1);

/** Minified bytes of a script per source module (unmapped bytes: `(unmapped)`). */
function modulesOf(file: string, code: string): Map<string, number> {
  const out = new Map<string, number>();
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['(no sourcemap)', code.length]]);
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const lineStart: number[] = [];
  let pos = 0;
  for (const l of lines) {
    lineStart.push(pos);
    pos += l.length + 1;
  }
  const points: Array<{ at: number; source: string }> = [];
  eachMapping(map, (m) => {
    points.push({ at: lineStart[m.generatedLine - 1] + m.generatedColumn, source: m.source ?? '(unmapped)' });
  });
  points.sort((a, b) => a.at - b.at);
  let last = 0;
  let current = '(unmapped)';
  for (const p of points) {
    out.set(current, (out.get(current) ?? 0) + (p.at - last));
    last = p.at;
    current = p.source;
  }
  out.set(current, (out.get(current) ?? 0) + (code.length - last));
  return out;
}

function tidy(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) return source.slice(nm);
  return source.replace(/^(\.\.\/)+/, '');
}

async function main() {
  const site = await startStaticSite({
    port: await freePort(),
    host: '127.0.0.1',
    root: dir,
    config: {
      environment: 'local',
      region: 'us-west-2',
      userPoolId: 'us-west-2_local',
      userPoolClientId: 'local',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: 'http://127.0.0.1:9/',
      paymentMode: 'test',
    },
  });
  const browser = await launch();
  const perModule = new Map<string, { raw: number; gz: number; routes: Set<string> }>();
  try {
    for (const route of routes) {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      const seen: Array<Promise<{ url: string; body: Buffer | null }>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        seen.push(
          res.body().then(
            (body) => ({ url: res.url(), body }),
            () => ({ url: res.url(), body: null }),
          ),
        );
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const scripts = await Promise.all(seen);
      await context.close();
      let total = 0;
      const lines: string[] = [];
      for (const s of scripts) {
        if (!s.body) continue;
        const name = new URL(s.url).pathname;
        const gz = gzipSync(s.body, { level: 6 }).length;
        total += gz;
        lines.push(`  ${kib(gz).padStart(6)} KiB gz  ${kib(s.body.length).padStart(6)} KiB raw  ${name}`);
        const code = s.body.toString('utf8');
        const mods = modulesOf(join(dir, name), code);
        for (const [m, raw] of mods) {
          const e = perModule.get(tidy(m)) ?? { raw: 0, gz: 0, routes: new Set<string>() };
          if (!e.routes.has(route)) {
            e.raw += raw;
            e.gz += (gz * raw) / code.length;
          }
          perModule.set(tidy(m), e);
        }
        for (const m of mods.keys()) perModule.get(tidy(m))!.routes.add(route);
      }
      console.log(`${route}: ${kib(total)} KiB gzip JS in ${lines.length} scripts`);
      for (const l of lines) console.log(l);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const rows = [...perModule].map(([m, e]) => ({ m, raw: e.raw / e.routes.size, gz: e.gz / e.routes.size, n: e.routes.size }));
  rows.sort((a, b) => b.gz - a.gz);
  console.log(`\nModules by estimated gzip share (mean over the routes that load them; routes = of ${routes.length}):`);
  for (const r of rows.slice(0, top))
    console.log(`  ${kib(r.gz).padStart(6)} KiB gz  ${kib(r.raw).padStart(6)} KiB min  ${String(r.n).padStart(2)}  ${r.m}`);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
