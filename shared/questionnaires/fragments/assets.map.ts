/**
 * The assets and debts (assets.ts) on the forms: the Schedule of Assets and Debts (FL-142) as a preparer's worksheet in
 * the form's item order, and the value specs FL-100 items 9–10 and FL-800 use. (The Declaration of Disclosure, FL-140,
 * is filled on its official form: forms/maps/fl-140.ts.)
 */
import type { Column, ValueSpec, WorksheetItem, WorksheetMap } from '../forms/model';
import type { Condition } from '../types';
import { ASSET_CATEGORIES, DEBT_CATEGORIES } from './assets';

const A = 'assetsAndDebts';
export const COMMUNITY_ASSETS = `${A}.communityAssets`;
export const COMMUNITY_DEBTS = `${A}.communityDebts`;
export const SEPARATE_ASSETS = `${A}.separateAssets`;
export const SEPARATE_DEBTS = `${A}.separateDebts`;

/** FL-142's own words for items 1–16 and 19–24. */
const ASSET_ITEMS: Readonly<Record<(typeof ASSET_CATEGORIES)[number], string>> = {
  realEstate: 'Real estate',
  household: 'Household furniture, furnishings, appliances',
  valuables: 'Jewelry, antiques, art, coin collections, etc.',
  vehicles: 'Vehicles, boats, trailers',
  savings: 'Savings accounts',
  checking: 'Checking accounts',
  creditUnion: 'Credit union, other deposit accounts',
  cash: 'Cash',
  taxRefund: 'Tax refund',
  lifeInsurance: 'Life insurance with cash surrender or loan value',
  stocks: 'Stocks, bonds, secured notes, mutual funds',
  retirement: 'Retirement and pensions',
  annuities: 'Profit-sharing, annuities, IRAs, deferred compensation',
  receivables: 'Accounts receivable and unsecured notes',
  business: 'Partnerships and other business interests',
  other: 'Other assets',
};
const DEBT_ITEMS: Readonly<Record<(typeof DEBT_CATEGORIES)[number], string>> = {
  studentLoans: 'Student loans',
  taxes: 'Taxes',
  supportArrears: 'Support arrearages',
  unsecuredLoans: 'Loans—unsecured',
  creditCards: 'Credit cards',
  other: 'Other debts',
};

/** FL-142's "SEP. PROP." column: whose separate property, in the caption's terms (community items: blank, or "Quasi-community"). */
const separateOf = (mine: string, spouse: string): ValueSpec => ({
  join: [
    { option: 'owner', labels: { mine, spouse } },
    { if: { field: 'quasi', equals: true }, then: { text: 'Quasi-community' } },
  ],
});

const assetColumns = (mine: string, spouse: string): readonly Column[] => [
  { label: 'Description', value: { from: 'description' } },
  { label: 'Sep. prop.', value: separateOf(mine, spouse) },
  { label: 'Date acquired', value: { from: 'acquired' } },
  { label: 'Gross fair market value', value: { money: 'value', format: 'dollars' } },
  { label: 'Amount owed or encumbrance', value: { money: 'owed', format: 'dollars' } },
];
const debtColumns = (mine: string, spouse: string): readonly Column[] => [
  { label: 'Description', value: { from: 'description' } },
  // Debts have no quasi-community flag (assets.ts): the column says whose separate debt it is, or nothing.
  { label: 'Sep. prop.', value: { option: 'owner', labels: { mine, spouse } } },
  { label: 'Total owing', value: { money: 'amount', format: 'dollars' } },
  { label: 'Date incurred', value: { from: 'incurred' } },
];

export interface Fl142Options {
  readonly caption: { readonly petitioner: ValueSpec; readonly respondent: ValueSpec; readonly caseNumber?: ValueSpec };
  /** How the form names the client and the spouse ("Petitioner", "Respondent"; "Petitioner 1", "Petitioner 2"). */
  readonly parties: { readonly mine: string; readonly spouse: string };
  readonly when?: Condition;
}

const captionItems = (caption: Fl142Options['caption']): WorksheetItem[] => [
  { kind: 'value', item: 'Caption', label: 'Petitioner', value: caption.petitioner },
  { kind: 'value', item: 'Caption', label: 'Respondent', value: caption.respondent },
  caption.caseNumber
    ? { kind: 'value', item: 'Caption', label: 'Case number', value: caption.caseNumber }
    : { kind: 'court', item: 'Caption', label: 'Case number' },
];

/** FL-142 Schedule of Assets and Debts, as a worksheet in the form's item order (items 1–26). */
export function fl142Worksheet(options: Fl142Options): WorksheetMap {
  const { mine, spouse } = options.parties;
  return {
    kind: 'worksheet',
    form: 'FL-142',
    title: 'Schedule of Assets and Debts',
    reason: 'not in the verified forms folder',
    ...(options.when ? { when: options.when } : {}),
    items: [
      ...captionItems(options.caption),
      { kind: 'value', item: 'Caption', label: 'Declaration of', value: { text: mine } },
      ...ASSET_CATEGORIES.map((category, i): WorksheetItem => ({
        kind: 'rows',
        item: String(i + 1),
        label: ASSET_ITEMS[category],
        source: [COMMUNITY_ASSETS, SEPARATE_ASSETS],
        where: { field: 'category', equals: category },
        columns: assetColumns(mine, spouse),
      })),
      {
        kind: 'value',
        item: '18',
        label: 'Total assets (gross fair market value)',
        value: { sum: [`${COMMUNITY_ASSETS}.*.value`, `${SEPARATE_ASSETS}.*.value`] },
      },
      {
        kind: 'value',
        item: '18',
        label: 'Total amount owed on the assets',
        value: { sum: [`${COMMUNITY_ASSETS}.*.owed`, `${SEPARATE_ASSETS}.*.owed`] },
      },
      ...DEBT_CATEGORIES.map((category, i): WorksheetItem => ({
        kind: 'rows',
        item: String(i + 19),
        label: DEBT_ITEMS[category],
        source: [COMMUNITY_DEBTS, SEPARATE_DEBTS],
        where: { field: 'category', equals: category },
        columns: debtColumns(mine, spouse),
      })),
      { kind: 'value', item: '26', label: 'Total debts', value: { sum: [`${COMMUNITY_DEBTS}.*.amount`, `${SEPARATE_DEBTS}.*.amount`] } },
      { kind: 'staff', item: '—', label: 'Pages attached, signature and date' },
    ],
  };
}

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
