/**
 * Jest projects: unit (pure shared/functions code), local (parts of the local stack against their real engines, e.g.
 * the Cognito compatibility layer), infra (CDK assertions + cdk-nag), api (HTTP against a freshly
 * started embedded stack with real tokens), web (components in jsdom). e2e runs in Playwright (playwright.config.ts).
 * Pick one with `npx jest --selectProjects unit`.
 */
/**
 * TypeScript, TSX and ES modules to CommonJS with esbuild, transpiling only (test/support/esbuild-transform.cjs: it also
 * hoists top-level jest.mock calls above the imports); `npm run typecheck` does the type checking.
 */
const transform = '<rootDir>/test/support/esbuild-transform.cjs';

/** A test without an assertion fails in every project (test/support/has-assertions.ts). */
const HAS_ASSERTIONS = '<rootDir>/test/support/has-assertions.ts';

const base = {
  transform: { '^.+\\.(t|j)sx?$': transform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs'],
  setupFilesAfterEnv: [HAS_ASSERTIONS],
};

/** ESM-only packages that must be transformed for jest's CommonJS runtime. */
const esmPackages = ['@cloudscape-design', 'd3-', 'internmap', 'weekstart', 'date-fns', 'ace-builds'].join('|');

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...base,
      displayName: 'local',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/local/**/*.test.ts'],
      // cognito-local's TOTP dependency (otplib) is ESM-only.
      transformIgnorePatterns: ['/node_modules/(?!(otplib|@otplib|@scure|@noble))'],
    },
    { ...base, displayName: 'infra', testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/api/global-setup.ts',
      globalTeardown: '<rootDir>/test/api/global-teardown.ts',
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: '<rootDir>/test/web/environment.js',
      testMatch: ['<rootDir>/test/web/**/*.test.tsx', '<rootDir>/test/web/**/*.test.ts'],
      setupFilesAfterEnv: [HAS_ASSERTIONS, '<rootDir>/test/web/setup.ts'],
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages}))`],
      moduleNameMapper: { '\\.(css|scss)$': '<rootDir>/test/web/style-stub.js' },
    },
  ],
};
