/**
 * No source file of the web app over 400 lines (issue 31: the case workspaces had grown to 600+ lines each). A file
 * that grows past it is split by what it does — sections, parts, hooks — not by cutting it in two.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const MAX_LINES = 400;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(tsx?|css)$/.test(name)) out.push(path);
  }
  return out;
}

const FILES = walk(join(ROOT, 'web/src'));

it('reads the web app’s sources', () => {
  expect(FILES.length).toBeGreaterThan(100);
});

it(`every file in web/src has at most ${MAX_LINES} lines`, () => {
  const over = FILES.map((f) => [relative(ROOT, f), readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > MAX_LINES);
  expect(over).toEqual([]);
});
