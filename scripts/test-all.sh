#!/usr/bin/env bash
# `npm test`: every suite — jest (unit, local, infra, web, api) then Playwright e2e — and one closing line
# "N passed, N failed" totalling all of them. Exits non-zero if anything failed or a suite could not run.
#
# Laid out for two cores (CI; docs/benchmarks.md "CI on 2 cores"): jest's default on two cores is ONE worker, so the
# CPU-bound projects (unit, local, infra, web) run on two workers; the api project then runs one file at a time
# against its one stack (its files share the stack's data, and zz-logs-pii.test.ts scans the stack's log last) while
# the web build for e2e runs beside it, on the core the api files mostly leave idle. Arguments go to one plain jest
# run of every project instead (`npm test -- -t 'search'`).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/jest.json test-results/jest-api.json test-results/e2e/results.json

if [ $# -gt 0 ]; then
  echo "== jest: $* =="
  npx jest --ci --json --outputFile=test-results/jest.json "$@"
  jest_rc=$?
  echo "== e2e: Playwright in Chromium =="
  bash scripts/e2e.sh
  e2e_rc=$?
  node scripts/test-summary.cjs jest:test-results/jest.json e2e:test-results/e2e/results.json
  summary_rc=$?
  if [ $jest_rc -ne 0 ] || [ $e2e_rc -ne 0 ] || [ $summary_rc -ne 0 ]; then exit 1; fi
  exit 0
fi

echo "== jest: unit, local, infra, web (two workers) =="
npx jest --ci --json --outputFile=test-results/jest.json --maxWorkers=2 --selectProjects unit local infra web
jest_rc=$?

echo "== jest: api (one file at a time), the web build beside it =="
npx vite build --logLevel warn >test-results/web-build.log 2>&1 &
build_pid=$!
npx jest --ci --json --outputFile=test-results/jest-api.json --selectProjects api
api_rc=$?
wait $build_pid
build_rc=$?
cat test-results/web-build.log

echo "== e2e: Playwright in Chromium =="
if [ $build_rc -eq 0 ]; then
  E2E_WEB_BUILT=1 bash scripts/e2e.sh
else
  echo "e2e: the web build failed (above); building again"
  bash scripts/e2e.sh
fi
e2e_rc=$?

node scripts/test-summary.cjs jest:test-results/jest.json jest:test-results/jest-api.json e2e:test-results/e2e/results.json
summary_rc=$?

if [ $jest_rc -ne 0 ] || [ $api_rc -ne 0 ] || [ $e2e_rc -ne 0 ] || [ $summary_rc -ne 0 ]; then exit 1; fi
