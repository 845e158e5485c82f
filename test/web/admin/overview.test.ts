/** The overview's count axis (UX review row 23): whole numbers only, as a count of submissions is. */
import { stackDomain, wholeCount } from '../../../web/src/features/admin/AdminOverviewPage';

test('labels whole-number ticks and leaves the fractional ones the chart draws for small counts blank', () => {
  expect([0, 0.2, 0.4, 0.6, 0.8, 1].map(wholeCount)).toEqual(['0', '', '', '', '', '1']);
  expect([0, 5, 10, 12.5, 15].map(wholeCount)).toEqual(['0', '5', '10', '', '15']);
});

test('scales a stacked chart to its largest stack, rounded up to 1, 2 or 5 × a power of ten', () => {
  expect(stackDomain([1, 1, 0])).toEqual([0, 1]);
  expect(stackDomain([0, 0])).toEqual([0, 1]);
  expect(stackDomain([3, 2])).toEqual([0, 5]);
  expect(stackDomain([250, 2500, 450, 1250])).toEqual([0, 5000]);
  expect(stackDomain([12])).toEqual([0, 20]);
});
