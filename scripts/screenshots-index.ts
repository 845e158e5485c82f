/**
 * `npm run screenshots`: the layout suite (test/e2e/layout.spec.ts) with SCREENSHOTS=1 saves every screen it checks
 * under test-results/screenshots/; this writes test-results/screenshots/index.html, a gallery grouped by page, for
 * people to review. Not part of `npm test`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), 'test-results', 'screenshots');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.png'))
  .sort();
const groups = new Map<string, string[]>();
for (const f of files) {
  const key = f.replace(/-\d+\.png$/, '');
  groups.set(key, [...(groups.get(key) ?? []), f]);
}
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const sections = [...groups]
  .map(
    ([key, shots]) =>
      `<section><h2>${esc(key)}</h2><div class="row">${shots
        .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)![1]) - Number(/-(\d+)\.png$/.exec(b)![1]))
        .map(
          (f) =>
            `<figure><a href="${esc(f)}"><img src="${esc(f)}" alt="${esc(f)}" loading="lazy"></a><figcaption>${esc(/-(\d+)\.png$/.exec(f)![1])} px</figcaption></figure>`,
        )
        .join('')}</div></section>`,
  )
  .join('\n');
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screens (${files.length})</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}figure{margin:0}img{width:240px;border:1px solid #ccc}</style>
<h1>Screens: ${files.length} (${groups.size} page × audience × language)</h1>
${sections}
</html>\n`,
);
console.log(`screenshots: ${files.length} screens, index at ${join(dir, 'index.html')}`);
