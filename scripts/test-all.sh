#!/usr/bin/env bash
# `npm test`: every suite — jest (unit, infra, api, web) then Playwright e2e — and one closing line
# "N passed, N failed" totalling all of them. Exits non-zero if anything failed or a suite could not run.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/jest.json test-results/e2e/results.json

echo "== jest: unit, infra, api, web =="
npx jest --ci --json --outputFile=test-results/jest.json "$@"
jest_rc=$?

echo "== e2e: Playwright in Chromium =="
bash scripts/e2e.sh
e2e_rc=$?

node scripts/test-summary.cjs test-results/jest.json test-results/e2e/results.json
summary_rc=$?

if [ $jest_rc -ne 0 ] || [ $e2e_rc -ne 0 ] || [ $summary_rc -ne 0 ]; then exit 1; fi
