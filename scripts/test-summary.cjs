// Totals jest's and Playwright's JSON reports into one plain line: "N passed, N failed".
//   node scripts/test-summary.cjs jest:<report.json>… e2e:<results.json>
// A suite that could not run (missing report, runtime error) counts as one failure so it cannot pass silently.
const fs = require('node:fs');

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

function addJest(jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  skipped += jest.numPendingTests + jest.numTodoTests;
  if (jest.numTotalTests === 0) failed += 1;
}

function addE2e(e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (e2e.errors?.length ?? 0);
  skipped += s.skipped;
  if (s.expected + s.unexpected + s.flaky === 0) failed += 1;
}

for (const arg of process.argv.slice(2)) {
  const [kind, file] = arg.split(/:(.*)/s);
  const add = { jest: addJest, e2e: addE2e }[kind];
  if (!add || !file) {
    console.error(`test-summary: "${arg}" is not jest:<file> or e2e:<file>`);
    failed += 1;
    continue;
  }
  const report = read(file, `${kind} (${file})`);
  if (report) add(report);
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
