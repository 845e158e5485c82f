/**
 * FL-142 Schedule of Assets and Debts (Rev. July 1, 2025), the official form (issue 27: it was a worksheet), attached
 * to the client's preliminary Declaration of Disclosure (FL-140 item 1; Fam. Code §§2104, 2105) in the dissolution and
 * the summary-dissolution packets, and served, never filed ("THIS FORM SHOULD NOT BE FILED WITH THE COURT").
 *
 * From the assets fragment (fragments/assets.ts): every asset under its item (1–16) and every debt under its item
 * (19–24), community and separate alike, as the form's instructions ask ("List all your known community and separate
 * assets or debts"); a separate one marked in the first column with P or R, whom the client says it belongs to (the
 * form's own letters); a quasi-community asset says so in its description. Each item's box holds one asset across its
 * columns (the description, its date, value and encumbrance on the same lines: the form's columns are separate boxes,
 * which a second asset's wrapped description would put out of step); the others of the item continue on a continuation
 * sheet (MC-025) titled with the item they continue, as the form says ("use a continuation sheet numbered to show which
 * item is being continued"), whose amounts are items 17 and 25, and item 27 counts its pages. Items 18 and 26 total
 * everything listed. The client dates and signs under penalty of perjury.
 */
import type { ASSETS_AND_DEBTS } from '../../fragments/assets';
import { ASSET_CATEGORIES, DEBT_CATEGORIES } from '../../fragments/assets';
import type { AnswersOf, Condition } from '../../types';
import { pagesAttached, text as plainText, under } from '../build';
import type { FieldRule, PdfFormMap, RowGroup, ValueSpec } from '../model';
import { mapsOver, type ColumnOf, type PathTable, type Spec } from '../typed';

export const FL142_REVISION = 'Rev. July 1, 2025';

type AssetsAnswers = AnswersOf<readonly [typeof ASSETS_AND_DEBTS]>;
type Own = PathTable<AssetsAnswers>;
const { cell, check, columns, na, rowGroup, spec, staff, text } = mapsOver<AssetsAnswers>();

const COMMUNITY_ASSETS = 'assetsAndDebts.communityAssets';
const SEPARATE_ASSETS = 'assetsAndDebts.separateAssets';
const COMMUNITY_DEBTS = 'assetsAndDebts.communityDebts';
const SEPARATE_DEBTS = 'assetsAndDebts.separateDebts';
const ASSETS = [COMMUNITY_ASSETS, SEPARATE_ASSETS] as const;
const DEBTS = [COMMUNITY_DEBTS, SEPARATE_DEBTS] as const;

/** FL-142's own words for items 1–16 and 19–24 (the continuation sheet's titles). */
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

/**
 * The AcroForm names of each item's columns (Designer numbered them differently from item to item): page, list, and
 * the field of each column.
 */
interface AssetRow {
  readonly page: number;
  readonly description: string;
  readonly separate: string;
  readonly acquired: string;
  readonly value: string;
  readonly owed: string;
}
const assetRow = (page: number, owed = 'TextField6[0]'): AssetRow => ({
  page,
  description: 'TextField1[0]',
  separate: 'TextField2[0]',
  acquired: 'TextField3[0]',
  value: 'TextField4[0]',
  owed,
});
/** Items 1–16 in order (item 2 lists its columns the other way round). */
const ASSET_ROWS: readonly AssetRow[] = [
  assetRow(1),
  {
    page: 1,
    description: 'TextField6[0]',
    separate: 'TextField4[0]',
    acquired: 'TextField3[0]',
    value: 'TextField2[0]',
    owed: 'TextField1[0]',
  },
  assetRow(1),
  assetRow(2, 'TextField5[0]'),
  assetRow(2),
  assetRow(2),
  assetRow(2),
  assetRow(2),
  assetRow(2),
  assetRow(2),
  assetRow(3, 'TextField5[0]'),
  assetRow(3),
  assetRow(3),
  assetRow(3),
  assetRow(3),
  assetRow(3),
];
/** Items 19–24: description, separate, total owing, date (item 19's date is TextField4, the others' TextField6). */
const DEBT_DATE = ['TextField4[0]', 'TextField6[0]', 'TextField6[0]', 'TextField6[0]', 'TextField6[0]', 'TextField6[0]'] as const;

export interface Fl142Options {
  /** The client's party block (its `name` prints under the signature line). */
  readonly declarant: string;
  readonly caption: { readonly petitioner: ValueSpec; readonly respondent: ValueSpec };
  readonly when?: Condition;
}

/** The first column: "P" or "R" for a separate asset or debt, as the caption names its owner (the form's instructions). */
const SEPARATE_MARK = spec({ option: 'owner', labels: { mine: 'P', spouse: 'R' } });
const assetDescription = spec({
  join: [{ from: 'description' }, { if: { field: 'quasi', equals: true }, then: { text: '(quasi-community property)' } }],
  separator: ' ',
});
const assetColumns = columns([
  { label: 'Description', value: assetDescription },
  { label: 'Sep. prop.', value: SEPARATE_MARK },
  { label: 'Date acquired', value: { from: 'acquired' } },
  { label: 'Current gross fair market value', value: { money: 'value', format: 'dollars' } },
  { label: 'Amount of money owed or encumbrance', value: { money: 'owed', format: 'dollars' } },
]);
const debtColumns: readonly ColumnOf<Own>[] = columns([
  { label: 'Description (to whom owed)', value: { from: 'description' } },
  { label: 'Sep. prop.', value: SEPARATE_MARK },
  { label: 'Total owing', value: { money: 'amount', format: 'dollars' } },
  { label: 'Date acquired', value: { from: 'incurred' } },
]);

const assetWhere = (category: (typeof ASSET_CATEGORIES)[number]) => ({ field: 'category', equals: category }) as const;
const debtWhere = (category: (typeof DEBT_CATEGORIES)[number]) => ({ field: 'category', equals: category }) as const;

function assetGroups(): RowGroup[] {
  return ASSET_CATEGORIES.map((category, i) => {
    const item = String(i + 1);
    const names = ASSET_ROWS[i];
    const f = under(`FL-142[0].Page${names.page}[0].List${item}[0].Li1[0].`);
    return rowGroup({
      id: `item${item}`,
      item,
      label: ASSET_ITEMS[category],
      source: ASSETS,
      where: assetWhere(category),
      rows: [
        {
          [f(names.description)]: cell(assetDescription),
          [f(names.separate)]: cell(SEPARATE_MARK),
          [f(names.acquired)]: cell('acquired'),
          [f(names.value)]: cell({ money: 'value' }),
          [f(names.owed)]: cell({ money: 'owed' }),
        },
      ],
      overflow: { kind: 'attachment', title: `FL-142, continuation of item ${item} — ${ASSET_ITEMS[category]}`, columns: assetColumns },
    });
  });
}

function debtGroups(): RowGroup[] {
  return DEBT_CATEGORIES.map((category, i) => {
    const item = String(i + 19);
    const f = under(`FL-142[0].Page4[0].List${item}[0].Li1[0].`);
    return rowGroup({
      id: `item${item}`,
      item,
      label: DEBT_ITEMS[category],
      source: DEBTS,
      where: debtWhere(category),
      rows: [
        {
          [f('TextField1[0]')]: cell('description'),
          [f('TextField2[0]')]: cell(SEPARATE_MARK),
          [f('TextField3[0]')]: cell({ money: 'amount' }),
          [f(DEBT_DATE[i])]: cell('incurred'),
        },
      ],
      overflow: { kind: 'attachment', title: `FL-142, continuation of item ${item} — ${DEBT_ITEMS[category]}`, columns: debtColumns },
    });
  });
}

/** Items 17 and 25: what the continuation sheet adds, the items of each group past its one row. */
const continuedAssets = (amount: 'value' | 'owed'): Spec<Own> => ({
  continued: ASSET_CATEGORIES.map((category) => ({ source: ASSETS, where: assetWhere(category), skip: 1 })),
  amount,
});
const continuedDebts: Spec<Own> = {
  continued: DEBT_CATEGORIES.map((category) => ({ source: DEBTS, where: debtWhere(category), skip: 1 })),
  amount: 'amount',
};

const NO_MARK = 'A total has no separate-property mark';
const NO_DATE = 'A total has no date';

export function fl142Map(options: Fl142Options): PdfFormMap {
  const { declarant, caption } = options;
  const cap = under('FL-142[0].Page1[0].P1Caption[0].');
  const p3 = under('FL-142[0].Page3[0].');
  const p4 = under('FL-142[0].Page4[0].');
  const address = (p: string): ValueSpec => ({
    join: [{ from: `${p}.street` }, { from: `${p}.city` }, { join: [{ raw: `${p}.state` }, { from: `${p}.zip` }], separator: ' ' }],
  });
  const fields: Record<string, FieldRule> = {
    // The declarant's party block, read as plain paths (the map is shared by two questionnaires, as fl-140.ts is).
    [cap('AttyPartyInfo[0].TextField1[0]')]: plainText('Caption', 'Party without attorney: name and address', {
      join: [
        { from: `${declarant}.name` },
        {
          if: { field: `${declarant}.differentMailing`, equals: true },
          then: address(`${declarant}.mailing`),
          else: address(declarant),
        },
      ],
      separator: '\n',
    }),
    [cap('AttyPartyInfo[0].Phone[0]')]: plainText('Caption', 'Party without attorney: telephone', `${declarant}.phone`),
    // Designer named the "ATTORNEY FOR (name)" line Email: its tooltip and its place on the page are the attorney line's.
    [cap('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    // The form's court block is the county alone (no street, mailing address or branch lines).
    [cap('CourtInfo[0].CrtCounty[0]')]: text('Caption', 'Superior Court of California, county of', { filing: 'county' }),
    [cap('TitlePartyName[0].Party1[0]')]: plainText('Caption', 'Petitioner', caption.petitioner),
    [cap('TitlePartyName[0].Party2[0]')]: plainText('Caption', 'Respondent', caption.respondent),
    [cap('FormTitle[0].RB2Choice2[0]')]: check('Caption', 'Petitioner’s schedule', { all: [] }),
    [cap('FormTitle[0].RB2Choice2[1]')]: na('The client is the petitioner', 'Respondent’s schedule'),
    [cap('CaseNumber[0].CaseNumber[0]')]: text('Caption', 'Case number', { filing: 'caseNumber' }),
    [p3('List17[0].Li1[0].TextField1[0]')]: na(NO_MARK, 'Total assets from continuation sheet: sep. prop.'),
    [p3('List17[0].Li1[0].TextField2[0]')]: na(NO_DATE, 'Total assets from continuation sheet: date acquired'),
    [p3('List17[0].Li1[0].TextField3[0]')]: text(
      '17',
      'Total assets from continuation sheet: gross fair market value',
      continuedAssets('value'),
    ),
    [p3('List17[0].Li1[0].TextField6[0]')]: text('17', 'Total assets from continuation sheet: amount owed', continuedAssets('owed')),
    [p3('List18[0].Li1[0].total1[0]')]: text('18', 'Total assets: gross fair market value', {
      sum: [`${COMMUNITY_ASSETS}.*.value`, `${SEPARATE_ASSETS}.*.value`],
    }),
    [p3('List18[0].Li1[0].total2[0]')]: text('18', 'Total assets: amount owed or encumbrance', {
      sum: [`${COMMUNITY_ASSETS}.*.owed`, `${SEPARATE_ASSETS}.*.owed`],
    }),
    [p4('List25[0].Li1[0].TextField1[0]')]: na(NO_MARK, 'Total debts from continuation sheet: sep. prop.'),
    [p4('List25[0].Li1[0].TextField2[0]')]: text('25', 'Total debts from continuation sheet: total owing', continuedDebts),
    [p4('List25[0].Li1[0].TextField6[0]')]: na(NO_DATE, 'Total debts from continuation sheet: date acquired'),
    [p4('List26[0].Li1[0].TotalDebts[0]')]: text('26', 'Total debts', {
      sum: [`${COMMUNITY_DEBTS}.*.amount`, `${SEPARATE_DEBTS}.*.amount`],
    }),
    [p4('List27[0].Li1[0].ChoiceNumber[0]')]: pagesAttached('27', 'Continuation sheets are attached'),
    [p4('List27[0].Li1[0].FillText1[0]')]: pagesAttached('27', 'Number of pages attached as continuation sheets'),
    [p4('SignSub[0].SigDate[0]')]: staff('Signature', 'Date', 'the day the client signs'),
    [p4('SignSub[0].SigName[0]')]: plainText('Signature', 'Type or print name', `${declarant}.name`),
  };
  return {
    kind: 'pdf',
    form: 'FL-142',
    title: 'Schedule of Assets and Debts',
    revision: FL142_REVISION,
    ...(options.when ? { when: options.when } : {}),
    fields,
    rowGroups: [...assetGroups(), ...debtGroups()],
    attachmentCaption: {
      shortTitle: { join: [caption.petitioner, caption.respondent], separator: ' v. ' },
      caseNumber: { filing: 'caseNumber' },
    },
  };
}
