// Totals jest's and Playwright's JSON reports into one plain line: "N passed, N failed".
// A suite that could not run (missing report, runtime error) counts as one failure so it cannot pass silently.
const fs = require('node:fs');

const [jestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(file, name) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`${name}: no report at ${file}`);
    failed += 1;
    return null;
  }
}

const jest = read(jestFile, 'jest');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  skipped += jest.numPendingTests + jest.numTodoTests;
  if (jest.numTotalTests === 0) failed += 1;
}
const e2e = read(e2eFile, 'e2e');
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (e2e.errors?.length ?? 0);
  skipped += s.skipped;
  if (s.expected + s.unexpected + s.flaky === 0) failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
