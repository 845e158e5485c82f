import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FUNCTIONS = join(__dirname, '../../../functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.[cm]?[jt]sx?$/.test(name) ? [path] : [];
  });
}

describe('data access', () => {
  it('never scans the table: every request path is GetItem, BatchGetItem, Query or a (transactional) write', () => {
    const offenders = sourceFiles(FUNCTIONS).filter((file) =>
      /\bScan(Command|Input|Output)?\b|paginateScan|\.scan\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => relative(FUNCTIONS, f))).toEqual([]);
  });

  it('builds keys only in store/keys.ts (comments may mention them)', () => {
    const keyLiteral =
      /['"`](USER|ORDER|SUB|SUBS|STATUS|DRAFT|OPEN_ORDER|CHECKOUT|IDEMPOTENCY|EVENT|CASE|NOTES|NOTE|DOC|REQ|ACCESS|MSG|STAFF|OUTBOX)#/;
    const code = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
        .join('\n');
    const offenders = sourceFiles(FUNCTIONS).filter((file) => !file.endsWith(join('store', 'keys.ts')) && keyLiteral.test(code(file)));
    expect(offenders.map((f) => relative(FUNCTIONS, f))).toEqual([]);
  });
});
