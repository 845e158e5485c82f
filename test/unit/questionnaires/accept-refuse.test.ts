/**
 * Every questionnaire version accepts and refuses the answers of accept-refuse.ts exactly as it did when
 * accept-refuse.expected.json was recorded (classic zod, before the builder moved to `zod/mini`; recorded again for
 * issue 25, names as written: text normalized as a court form prints it, unprintable characters refused — see
 * docs/questionnaires.md): the same parsed answers, or the same issues with the same codes, paths and messages (the
 * i18n keys the web shows per field).
 *
 * To record again after an intended change of behaviour: `WRITE_EXPECTATIONS=1 npx jest
 * test/unit/questionnaires/accept-refuse.test.ts --selectProjects unit`, then `npx prettier --write` the JSON file and
 * review its diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PINNED_NOW, runCases } from './accept-refuse';

const FILE = join(__dirname, 'accept-refuse.expected.json');

describe('questionnaire answers accepted and refused', () => {
  let results: Record<string, Record<string, string[]>>;
  beforeAll(() => {
    jest.useFakeTimers({ now: PINNED_NOW });
    results = runCases();
    jest.useRealTimers();
    if (process.env.WRITE_EXPECTATIONS) writeFileSync(FILE, `${JSON.stringify(results, null, 2)}\n`);
  });
  const expected = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Record<string, string[]>>;

  it('covers every version and case, accepted and refused', () => {
    expect(Object.keys(results)).toEqual(Object.keys(expected));
    const outcomes = Object.values(results).flatMap((cases) => Object.values(cases));
    expect(outcomes.filter((lines) => lines[0].startsWith('ok ')).length).toBeGreaterThan(5000);
    expect(outcomes.filter((lines) => !lines[0].startsWith('ok ')).length).toBeGreaterThan(5000);
  });

  it.each(Object.keys(expected))('%s: as recorded', (version) => {
    expect(results[version]).toEqual(expected[version]);
  });
});
