/**
 * The layout hints the packet places text by (functions/packets/forms/layout.json) are what `npm run forms -- layout`
 * makes now from the forms' XFA dumps and the shipped blanks (stale: run the command), and say what the forms' designers
 * said where it matters: FL-100's first lines after their labels, DV-100's lined boxes with their own printed rules.
 */
import { readFileSync } from 'node:fs';
import { computeLayout, LAYOUT_PATH, overlapTrims, writingRules } from '../../../scripts/court-forms/layout';
import { formAssets } from '../../../functions/lib/packet/assets';
import { fieldLayout } from '../../../functions/lib/packet/layout';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// Renders every page of the shipped forms that has a text field (poppler). Nothing here asserts on time.
jest.setTimeout(10 * 60_000);

it('is current: the committed file is what the XFA dumps and the blanks give', async () => {
  expect(JSON.parse(readFileSync(LAYOUT_PATH, 'utf8'))).toEqual(await computeLayout());
});

describe('what it says', () => {
  const hints = formAssets(FORMS_DIR);
  it('FL-100’s answers after "Other (specify):" / "as follows (specify):" start past the label (XFA first-line indent)', () => {
    const fl100 = hints.hints('FL-100');
    expect(fl100.field('FL-100[0].Page2[0].ChildSupport_ft[0]').indent).toBe(64.8);
    expect(fl100.field('FL-100[0].Page2[0].OtherSupport_ft[0]').indent).toBe(64.8);
    expect(fl100.field('FL-100[0].Page3[0].SpecifyOtherRequests_tf[0]').indent).toBe(64.8);
    expect(fl100.field('FL-100[0].Page3[0].CommQuasiProperty_sf[0].ListProperty_ft[0]').indent).toBe(82.8);
  });

  it('DV-100 item 5f’s lines are on its eight printed rules, as printed (not at the XFA’s even 14 pt)', () => {
    const f = fieldLayout(hints.hints('DV-100').field('DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]'), true);
    expect(f.rules).toHaveLength(8);
    const gaps = f.rules.slice(1).map((r, i) => r[0] - f.rules[i][0]);
    expect(Math.min(...gaps)).toBeGreaterThan(12);
    expect(Math.max(...gaps)).toBeLessThan(15.5);
    expect(f.lineHeight).toBe(14);
  });

  it('a box’s own bottom border is not a line to write on; a one-line box drawn over its rule keeps it', () => {
    expect(writingRules([[68.4, 0, 174]], 67.3, 11)).toEqual([]);
    expect(writingRules([[13.58, 0, 495]], 13.6, 11)).toEqual([[13.58, 0, 495]]);
    expect(
      writingRules(
        [
          [11.1, 0, 488],
          [167.6, 0, 488],
          [170.8, 0, 488],
        ],
        170.8,
        11,
      ),
    ).toEqual([
      [11.1, 0, 488],
      [167.6, 0, 488],
    ]);
  });

  it('names the buttons printing the orphaned Clear-This-Form notice (DV-100, FL-300, NC-100)', () => {
    expect(hints.hints('DV-100').notices).toEqual(['DV-100[0].#pageSet[0].MPLast[0].Warning[0]']);
    expect(hints.hints('FL-300').notices).toEqual(['FL-300[0].#pageSet[0].Page4[0].FooterButtons[0].Warning[0]']);
    expect(hints.hints('NC-100').notices).toEqual(['NC-100[0].#pageSet[0].Page1[0].FooterButtons[0].T23[0]']);
    // SC-100 prints it in its page content: there is no button to remove, and the page is not rewritten.
    expect(hints.hints('SC-100').notices).toEqual([]);
  });

  it('on a form without XFA (GC-348, FL-348), names the read-only text fields printing that notice', () => {
    expect(hints.hints('GC-348').notices).toEqual(['NoticeFooter1', 'NoticeHeaderMulti2']);
    expect(hints.hints('FL-348').notices).toEqual(['NoticeFooter1', 'NoticeHeader1']);
  });

  it('splits the overlap of stacked boxes between them (GC-348’s attorney lines: 15.3 pt tall, 12 pt apart), at one size', () => {
    const gc348 = hints.hints('GC-348');
    const lines = ['FillText01', 'FillText02', 'FillText03', 'FillText04'].map((n) => fieldLayout(gc348.field(n), false));
    expect(lines.map((l) => l.trim)).toEqual([
      [0, 1.67],
      [1.67, 1.67],
      [1.67, 1.67],
      [1.67, 1.3],
    ]);
    expect(new Set(lines.map((l) => l.size)).size).toBe(1);
    // Its default appearance says 12 pt; "Ág" in a 12 pt box needs less.
    expect(lines[1].size).toBeLessThan(12);
    expect(lines[1].size).toBeGreaterThanOrEqual(8);
  });

  it('gives no room in a box that another overlaps (FL-140’s e-mail line under its telephone line)', () => {
    const email = fieldLayout(hints.hints('FL-140').field('form1[0].Page1[0].StdP1Header_sf[0].OtherContact[0].Email_ft[0]'), false);
    const phone = fieldLayout(hints.hints('FL-140').field('form1[0].Page1[0].StdP1Header_sf[0].OtherContact[0].Phone_ft[0]'), false);
    expect([email.up, phone.down]).toEqual([0, 0]);
  });

  it('trims only boxes stacked with an overlap larger than the ink’s own margin', () => {
    const box = (name: string, y: number, h = 15.33, x = 36) => ({ name, page: 0, rect: [x, y, 300, h] as const, multiLine: false });
    expect(overlapTrims([box('a', 717.47), box('b', 705.47)])).toEqual(
      new Map([
        ['a', [0, 1.67]],
        ['b', [1.67, 0]],
      ]),
    );
    // 0.5 pt: the ink keeps more than that from its box's edges.
    expect(overlapTrims([box('a', 700.5, 10), box('b', 691, 10)]).size).toBe(0);
    // Side by side, not stacked; and on different columns.
    expect(overlapTrims([box('a', 700, 10), box('b', 699, 10)]).size).toBe(0);
    expect(overlapTrims([box('a', 717.47), box('b', 705.47, 15.33, 400)]).size).toBe(0);
  });
});
