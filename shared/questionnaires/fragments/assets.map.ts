/**
 * The assets and debts (assets.ts) on the forms: the value specs FL-100 items 9–10 and FL-700 use. (The Declaration of
 * Disclosure, FL-140, and the Schedule of Assets and Debts, FL-142, are filled on their official forms:
 * forms/maps/fl-140.ts, fl-142.ts.)
 */
import type { ValueSpec } from '../forms/model';
import type { Condition } from '../types';

const A = 'assetsAndDebts';
export const COMMUNITY_ASSETS = `${A}.communityAssets`;
export const COMMUNITY_DEBTS = `${A}.communityDebts`;
export const SEPARATE_ASSETS = `${A}.separateAssets`;
export const SEPARATE_DEBTS = `${A}.separateDebts`;

/** Community and quasi-community assets and debts, one per line: "2018 Toyota Camry — $14,500.00; owes $3,000.00". */
export const communityList = (): ValueSpec => ({
  join: [
    {
      each: COMMUNITY_ASSETS,
      separator: '\n',
      value: {
        join: [
          { from: 'description' },
          {
            join: [
              { if: { field: 'quasi', equals: true }, then: { text: 'quasi-community' } },
              { money: 'value', format: 'dollars' },
              {
                if: { field: 'owed', filled: true },
                then: { join: [{ text: 'owes' }, { money: 'owed', format: 'dollars' }], separator: ' ' },
              },
            ],
            separator: '; ',
          },
        ],
        separator: ' — ',
      },
    },
    {
      each: COMMUNITY_DEBTS,
      separator: '\n',
      value: { join: [{ text: 'Debt:' }, { from: 'description' }, { money: 'amount', format: 'dollars' }], separator: ' ' },
    },
  ],
  separator: '\n',
});

/** Whether the client listed any community or quasi-community asset or debt. */
export const hasCommunity: Condition = {
  any: [
    { field: COMMUNITY_ASSETS, greaterThan: 0 },
    { field: COMMUNITY_DEBTS, greaterThan: 0 },
  ],
};

/** Whether the client listed any separate asset or debt. */
export const hasSeparate: Condition = {
  any: [
    { field: SEPARATE_ASSETS, greaterThan: 0 },
    { field: SEPARATE_DEBTS, greaterThan: 0 },
  ],
};
