/** The overview's count axis (UX review row 23): whole numbers only, as a count of submissions is. */
import { wholeCount } from '../../../web/src/features/admin/AdminOverviewPage';

test('labels whole-number ticks and leaves the fractional ones the chart draws for small counts blank', () => {
  expect([0, 0.2, 0.4, 0.6, 0.8, 1].map(wholeCount)).toEqual(['0', '', '', '', '', '1']);
  expect([0, 5, 10, 12.5, 15].map(wholeCount)).toEqual(['0', '5', '10', '', '15']);
});
