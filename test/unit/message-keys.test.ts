/**
 * Message keys are typed (web/src/lib/i18n/keys.ts): `t('site.home.hero.title')` compiles, a misspelt key does not.
 * Jest only transpiles, so this test runs the TypeScript compiler itself on small files that call the web's `t`.
 */
import { resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const KEYS = resolve(ROOT, 'web/src/lib/i18n/keys.ts');

/** The compiler's errors for one snippet, with the web's `I18n['t']` in scope as `t`. */
function errorsOf(snippet: string): string[] {
  const file = resolve(ROOT, 'web/src/lib/i18n/__message-keys-probe__.ts');
  const text = [
    `import type { MessageKey } from '${KEYS.replace(/\.ts$/, '')}';`,
    `declare const t: (key: MessageKey, vars?: Record<string, string | number>) => string;`,
    `export const probe = [${snippet}];`,
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (resolve(name) === file ? text : read(name));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === file || exists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && resolve(d.file.fileName) === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('typed message keys', () => {
  it('accepts keys of the static bundles (site pages, shell, admin, catalogue, toast)', () => {
    expect(
      errorsOf(
        [
          "t('site.home.hero.title')",
          "t('site.meta.home.title')",
          "t('admin.flash.statusFailed')",
          "t('catalogue.probate.title')",
          "t('q.common.ui.fixedCount', { question: 'x' })",
        ].join(', '),
      ),
    ).toEqual([]);
  });

  it.each([
    ["t('site.home.hero.titel')", 'a misspelt leaf'],
    ["t('site.hom.hero.title')", 'a misspelt namespace'],
    ["t('site.home.hero')", 'a branch, not a string'],
    ["t('site.home.hero.title.extra')", 'a path past a leaf'],
  ])('rejects %s (%s)', (snippet) => {
    const errors = errorsOf(snippet);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/is not assignable to parameter of type/);
  });
});
