/**
 * `npm run bench`: the benchmarks. Writes bench/results.json and docs/benchmarks.md (the hand-written intro in
 * bench/intro.md, then the figures of every section with the machine, date and command that produced them).
 * Not part of `npm test`. See docs/benchmarks.md "How to run" for the options.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStackProcess, type StackProcess } from '../test/support/stack-process';
import { runMeta } from './lib/env';
import { renderMarkdown } from './lib/report';
import { loadResults, saveResults, SECTIONS, writeFormatted, type SectionName, type SectionResult } from './lib/results';

export interface Args {
  only: SectionName[];
  quick: boolean;
  build: boolean;
  runs?: number;
  routes?: string[];
  langs?: string[];
  profiles?: string[];
  duration?: number;
  connections?: number;
  seedCount?: number;
}

export interface SectionContext {
  args: Args;
  /** The embedded stack serving the built site (dist/web), started on first use and shared by the sections. */
  webStack(): Promise<StackProcess>;
  log(line: string): void;
}

export type Section = (ctx: SectionContext) => Promise<Pick<SectionResult, 'status' | 'notes' | 'data'>>;

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return argv[i].includes('=') ? argv[i].split('=').slice(1).join('=') : argv[i + 1];
  };
  const list = (name: string) =>
    get(name)
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const num = (name: string) => (get(name) === undefined ? undefined : Number(get(name)));
  const only = (list('only') ?? [...SECTIONS]) as SectionName[];
  const unknown = only.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  return {
    only,
    quick: argv.includes('--quick'),
    build: !argv.includes('--no-build'),
    runs: num('runs'),
    routes: list('routes'),
    langs: list('langs'),
    profiles: list('profiles'),
    duration: num('duration'),
    connections: num('connections'),
    seedCount: num('seed'),
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
  const logDir = join(ROOT, 'test-results/bench');
  mkdirSync(logDir, { recursive: true });
  const log = (line: string) => process.stdout.write(`  ${line}\n`);

  let stack: Promise<StackProcess> | null = null;
  const webStack = () => {
    if (!stack) {
      stack = (async () => {
        if (args.build) {
          log('building the web (vite build → dist/web)…');
          try {
            execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
          } catch {
            throw new Error('`vite build` failed (output above): the sections that need the built site cannot run');
          }
        }
        log('starting the embedded stack (--ephemeral --dist)…');
        // Staff as in AWS: the staff client and a TOTP code (the seeded admin's secret; bench/sections/bytes.ts).
        const s = await startStackProcess({ web: 'dist', logFile: join(logDir, 'stack.log'), seed: false });
        log(`stack ready: web ${s.info.webUrl}, api ${s.info.apiUrl}`);
        return s;
      })();
    }
    return stack;
  };

  const sections: Record<SectionName, () => Promise<Section>> = {
    lambda: async () => (await import('./sections/lambda')).lambda,
    bytes: async () => (await import('./sections/bytes')).bytes,
    lighthouse: async () => (await import('./sections/lighthouse')).lighthouse,
    inp: async () => (await import('./sections/inp')).inp,
    api: async () => (await import('./sections/api')).api,
    dynamo: async () => (await import('./sections/dynamo')).dynamo,
    packet: async () => (await import('./sections/packet')).packet,
    translation: async () => (await import('./sections/translation')).translation,
  };

  const results = loadResults();
  let failed = 0;
  try {
    // Order: no stack (Lambda bundles, court-forms packets), then the web stack's read-mostly sections, the load test
    // (which writes a lot), and the in-process stack with 10,000 submissions last.
    for (const name of (['lambda', 'packet', 'translation', 'bytes', 'lighthouse', 'inp', 'api', 'dynamo'] as const).filter((s) =>
      args.only.includes(s),
    )) {
      process.stdout.write(`\n== ${name} ==\n`);
      const meta = runMeta(command);
      const started = Date.now();
      let outcome: Pick<SectionResult, 'status' | 'notes' | 'data'>;
      try {
        outcome = await (await sections[name]())({ args, webStack, log });
      } catch (err) {
        failed += 1;
        outcome = { status: 'failed', notes: [String((err as Error)?.message ?? err).split('\n')[0]], data: null };
        process.stderr.write(`  ✖ ${name}: ${(err as Error)?.stack ?? err}\n`);
      }
      results.sections[name] = { ...outcome, meta, durationS: Math.round((Date.now() - started) / 1000) };
      results.updated = new Date().toISOString();
      await saveResults(results);
      await writeFormatted(join(ROOT, 'docs/benchmarks.md'), renderMarkdown(results));
      process.stdout.write(
        `  → ${outcome.status} in ${results.sections[name]!.durationS} s${outcome.notes.length ? `\n  ${outcome.notes.join('\n  ')}` : ''}\n`,
      );
    }
  } finally {
    if (stack) await (await (stack as Promise<StackProcess>).catch(() => null))?.stop();
  }
  process.stdout.write(`\nWrote bench/results.json and docs/benchmarks.md${failed ? ` (${failed} section(s) failed)` : ''}.\n`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  process.stderr.write(`✖ ${(err as Error)?.stack ?? err}\n`);
  process.exit(1);
});
