/**
 * English and Spanish stay in parity: every message bundle — shared/i18n/messages/*.ts, every
 * shared/questionnaires/*.messages.ts, and the web's own `messages.ts` files (e.g. web/src/lib/toast/messages.ts) —
 * has the same keys in both languages, no empty value, and the same {placeholders} on both sides.
 * Files are discovered on disk, so a new bundle is checked without editing this test.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { flatten, type MessageBundle, type MessageTree } from '../../shared/i18n/core';

const ROOT = resolve(__dirname, '../..');

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, out);
    else if (accept(name)) out.push(path);
  }
  return out;
}

const FILES = [
  ...walk(join(ROOT, 'shared/i18n/messages'), (f) => f.endsWith('.ts') && !['index.ts', 'all.ts', 'account.ts'].includes(f)), // the lists of bundles
  ...walk(join(ROOT, 'shared/questionnaires'), (f) => f.endsWith('.messages.ts')),
  ...walk(join(ROOT, 'web/src'), (f) => f === 'messages.ts' || f.endsWith('.messages.ts')),
].sort();

const isBundle = (v: unknown): v is MessageBundle =>
  typeof v === 'object' && v !== null && typeof (v as MessageBundle).en === 'object' && typeof (v as MessageBundle).es === 'object';

/** Every bundle a file exports (default export and named ones). */
function bundlesOf(file: string): Array<[name: string, bundle: MessageBundle]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  return Object.entries(mod).filter((e): e is [string, MessageBundle] => isBundle(e[1]));
}

/**
 * Messages whose placeholder is written in one language only, on purpose: Cognito's invitation carries both languages
 * in one email and replaces only the first {username} (test/unit/custom-message.test.ts), so the Spanish half points to
 * the English half's username instead of repeating it.
 */
const ONE_LANGUAGE_PLACEHOLDER = new Set(['mail.cognito.inviteBody']);
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it('finds the bundles', () => {
  const rel = FILES.map((f) => relative(ROOT, f));
  expect(rel).toEqual(
    expect.arrayContaining([
      'shared/i18n/messages/common.ts',
      'shared/i18n/messages/site/home.ts',
      'shared/i18n/messages/site/shell.ts',
      'shared/i18n/messages/chat.ts',
    ]),
  );
  expect(rel.filter((f) => f.startsWith('shared/questionnaires/')).length).toBeGreaterThanOrEqual(15);
});

describe.each(FILES.map((f) => [relative(ROOT, f), f]))('%s', (_name, file) => {
  const bundles = bundlesOf(file);

  it('exports a message bundle', () => expect(bundles.length).toBeGreaterThan(0));

  it.each(bundles.map(([name, b]) => [name, b]))(
    '%s: the same keys in English and Spanish, none empty, same placeholders',
    (_n, bundle) => {
      const en = flatten(bundle.en as MessageTree);
      const es = flatten(bundle.es as MessageTree);
      const onlyEn = Object.keys(en).filter((k) => !(k in es));
      const onlyEs = Object.keys(es).filter((k) => !(k in en));
      expect({ missingInSpanish: onlyEn, missingInEnglish: onlyEs }).toEqual({ missingInSpanish: [], missingInEnglish: [] });
      const empty = [...Object.entries(en).map(([k, v]) => [`en:${k}`, v]), ...Object.entries(es).map(([k, v]) => [`es:${k}`, v])]
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty).toEqual([]);
      const mismatched = Object.keys(en)
        .filter((k) => k in es && !ONE_LANGUAGE_PLACEHOLDER.has(k) && placeholders(en[k]).join() !== placeholders(es[k]).join())
        .map((k) => `${k}: {${placeholders(en[k]).join(',')}} vs {${placeholders(es[k]).join(',')}}`);
      expect(mismatched).toEqual([]);
    },
  );
});

it('keeps keys unique across the static bundles (no bundle silently overrides another)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { STATIC_BUNDLES } = require('../../shared/i18n/messages/all') as { STATIC_BUNDLES: MessageBundle[] };
  expect(STATIC_BUNDLES.length).toBeGreaterThan(15);
  const seen = new Map<string, number>();
  const dupes: string[] = [];
  STATIC_BUNDLES.forEach((b, i) => {
    for (const k of Object.keys(flatten(b.en))) {
      if (seen.has(k) && seen.get(k) !== i) dupes.push(k);
      seen.set(k, i);
    }
  });
  expect(dupes).toEqual([]);
});
