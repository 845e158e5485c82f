import { existsSync, readFileSync } from 'node:fs';

/**
 * The personal data of the api suite's test users (emails, names, SSN digits), as registered by helpers.registerPii,
 * found in the stack's log. Logs carry ids, routes, statuses and timings only (functions/lib/log.ts).
 */
export function piiInLog(
  logFile: string,
  piiFile: string,
): { leaks: Array<{ value: string; line: string }>; scanned: { values: number; lines: number } } {
  const values = existsSync(piiFile)
    ? [
        ...new Set(
          readFileSync(piiFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .flatMap((line) => JSON.parse(line) as string[]),
        ),
      ]
    : [];
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const leaks: Array<{ value: string; line: string }> = [];
  for (const line of lines) {
    const lower = line.toLowerCase();
    for (const value of values) if (lower.includes(value.toLowerCase())) leaks.push({ value, line: line.slice(0, 300) });
  }
  return { leaks, scanned: { values: values.length, lines: lines.length } };
}
