/** The CSV export's cells: quoted, quotes doubled, and formula-like text neutralised (CWE-1236). */
import { csvCell, csvLine } from '../../../functions/lib/domain/export';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 (323) 555-0142', `"'+1 (323) 555-0142"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises %j with an apostrophe', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['María José Núñez', '"María José Núñez"'],
    ['a=b', '"a=b"'],
    ['say "hi", then go', '"say ""hi"", then go"'],
    ['two\nlines', '"two\nlines"'],
    ['', '""'],
  ])('keeps %j as it is, quoted', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes empty cells for missing values and ends lines with CRLF', () => {
    expect(csvLine(['a', null, undefined, 3])).toBe('"a","","","3"\r\n');
  });
});
