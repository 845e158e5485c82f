// ESLint flat config: typescript-eslint recommended rules for every TypeScript file, React hooks rules for the web,
// and the layers of the web and shared/ (scripts/eslint-layers.js: shared ← ui/lib ← features ← app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lda from './scripts/eslint-layers.js';

/** `import * as z from 'zod'` (or `'zod/mini'`), never `import { z }` or a default import, except as types. */
const namespaceImportsOnly = ['zod', 'zod/mini'].flatMap((source) =>
  [
    `ImportDeclaration[source.value='${source}'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']`,
    `ImportDeclaration[source.value='${source}'][importKind!='type'] > ImportDefaultSpecifier`,
  ].map((selector) => ({
    selector,
    message: `Use \`import * as z from '${source}'\` (or \`import type\`): esbuild cannot tree-shake the \`z\` object.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The API's schemas, the questionnaires, the server and the web are written on zod/mini: classic zod's methods
    // and its JSON Schema conversion cost ~60 KiB in every function and page that loads it (docs/benchmarks.md
    // "Fifth pass: zod/mini"). A namespace import, because esbuild shakes zod only through one.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...namespaceImportsOnly,
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Use `import * as z from 'zod/mini'` (functions, not methods: z.optional(z.string())).",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { lda },
    rules: { 'lda/layers': 'error' },
  },
  {
    // The site's links keep the page's language (ui/Link.tsx: "/services" is "/es/services" on a Spanish page).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/Link.tsx', 'web/src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link/NavLink from web/src/ui/Link.tsx: they keep the page language in the URL (/es/…).',
            },
          ],
        },
      ],
    },
  },
  {
    // The e2e suite's `test` fails a test that made no assertion, counting calls of its `expect` (test/e2e/expect.ts,
    // fixtures.ts): a spec that took `test` or `expect` from Playwright itself would pass without checking anything.
    files: ['test/e2e/**/*.ts'],
    ignores: ['test/e2e/fixtures.ts', 'test/e2e/expect.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Take `test` and `expect` from './fixtures' (it fails a test without an assertion); types may come from here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts', 'infra/local/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
