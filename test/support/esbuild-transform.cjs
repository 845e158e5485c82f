/**
 * Jest's transform for every project (jest.config.js): TypeScript, TSX and ES modules to CommonJS with the installed
 * esbuild, one file at a time. Transpiling only, as ts-jest did with `isolatedModules` (tsconfig.json has it on):
 * `npm run typecheck` checks the types. About a tenth of ts-jest's CPU (docs/benchmarks.md, "CI on 2 cores").
 *
 * What ts-jest did that esbuild alone does not, done here:
 *  - `jest.mock(...)` (and unmock, enableAutomock, disableAutomock, deepUnmock) at a file's top level run before its
 *    imports (babel-jest's and ts-jest's hoisting): such statements are moved to the top of the file before esbuild
 *    sees it. Their factories run later, when the module is first required, as before. (Line numbers of such a file
 *    shift by the hoisted lines in stack traces.)
 *  - `import()` becomes a promise of `require()`, as TypeScript's CommonJS output did.
 *  - A namespace import is the module's exports object, whose exports are configurable, so that
 *    `jest.spyOn(namespace, 'fn')` works as it did (HELPER_PATCHES below).
 * JSON imports are jest's own (not transformed); there are no decorators in the code base.
 */
'use strict';
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { extname, join } = require('node:path');
const esbuild = require('esbuild');

const SELF = createHash('sha256')
  .update(readFileSync(join(__dirname, 'esbuild-transform.cjs')))
  .update(esbuild.version)
  .digest('hex');

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/** The tsconfig.json options esbuild reads (JSX runtime, class fields as ES2022 defines them). */
const TSCONFIG_RAW = { compilerOptions: { jsx: 'react-jsx', useDefineForClassFields: true, target: 'ES2022' } };

const MOCK_CALLS = new Set(['mock', 'unmock', 'enableAutomock', 'disableAutomock', 'deepUnmock']);
const MAY_MOCK = /\bjest\s*\.\s*(mock|unmock|enableAutomock|disableAutomock|deepUnmock)\s*\(/;

/** The source with its top-level jest.mock(...) statements moved first (TypeScript's parser finds them). */
function hoistMocks(source, filename) {
  if (!MAY_MOCK.test(source)) return source;
  const ts = require('typescript');
  const kind = filename.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(filename, source, ts.ScriptTarget.Latest, false, kind);
  const hoisted = [];
  let rest = '';
  let from = 0;
  for (const statement of file.statements) {
    const call = ts.isExpressionStatement(statement) ? statement.expression : undefined;
    const callee = call && ts.isCallExpression(call) ? call.expression : undefined;
    if (
      callee &&
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'jest' &&
      MOCK_CALLS.has(callee.name.text)
    ) {
      const start = statement.getStart(file);
      hoisted.push(source.slice(start, statement.end));
      rest += source.slice(from, start);
      from = statement.end;
    }
  }
  if (!hoisted.length) return source;
  return `${hoisted.join('\n')}\n${rest}${source.slice(from)}`;
}

/**
 * esbuild's CommonJS interop helpers, made to behave as TypeScript's did under ts-jest: a namespace import of a module
 * compiled from ESM (`import * as load from ...`) is that module's exports object itself (TypeScript's __importStar),
 * not a copy, and its exports are configurable, so `jest.spyOn(load, 'fn')` replaces what every importer calls.
 */
const HELPER_PATCHES = [
  {
    helper: '__toESM',
    from: /var __toESM = \((\w+), (\w+), (\w+)\) => \(\3 = /,
    to: 'var __toESM = ($1, $2, $3) => !$2 && $1 && $1.__esModule ? $1 : ($3 = ',
  },
  {
    helper: '__copyProps',
    from: /__defProp\(to, (\w+), \{ get: \(\) => from\[\1\], enumerable: !\(desc = __getOwnPropDesc\(from, \1\)\) \|\| desc\.enumerable \}\)/,
    to: '__defProp(to, $1, { get: () => from[$1], enumerable: !(desc = __getOwnPropDesc(from, $1)) || desc.enumerable, configurable: true })',
  },
];

function patchHelpers(code, filename) {
  for (const { helper, from, to } of HELPER_PATCHES) {
    if (!code.includes(`var ${helper} = `)) continue;
    if (!from.test(code))
      throw new Error(
        `esbuild-transform: esbuild ${esbuild.version} writes its ${helper} helper differently (${filename}); update HELPER_PATCHES`,
      );
    code = code.replace(from, to);
  }
  return code;
}

module.exports = {
  canInstrument: false,
  getCacheKey(source, filename, options) {
    return createHash('sha256')
      .update(SELF)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .update('\0')
      .update(options.configString)
      .digest('hex');
  },
  process(source, filename) {
    const loader = LOADERS[extname(filename)] ?? 'js';
    const result = esbuild.transformSync(loader === 'js' ? source : hoistMocks(source, filename), {
      loader,
      format: 'cjs',
      target: 'node20',
      platform: 'node',
      // import() as a promise of require(): jest's CommonJS runtime runs no ES module loader (ts-jest did the same).
      supported: { 'dynamic-import': false },
      sourcemap: 'external',
      sourcesContent: false,
      sourcefile: filename,
      tsconfigRaw: TSCONFIG_RAW,
      logLevel: 'silent',
    });
    return { code: patchHelpers(result.code, filename), map: result.map };
  },
};
