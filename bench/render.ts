/**
 * `npx tsx bench/render.ts`: write docs/benchmarks.md again from bench/intro.md and bench/results.json without running
 * anything (after editing the intro, or after merging results measured on two branches).
 */
import { join } from 'node:path';
import { renderMarkdown } from './lib/report';
import { loadResults, writeFormatted } from './lib/results';

const ROOT = join(__dirname, '..');

void (async () => {
  await writeFormatted(join(ROOT, 'docs/benchmarks.md'), renderMarkdown(loadResults()));
  process.stdout.write('Wrote docs/benchmarks.md from bench/intro.md and bench/results.json.\n');
})();
