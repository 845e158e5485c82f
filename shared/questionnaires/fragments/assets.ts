/**
 * Assets and debts itemised as the Schedule of Assets and Debts (FL-142) lists them: each asset with its category (the
 * form's items 1–16), whether it is community, quasi-community or one spouse's separate property, when it was
 * acquired, its value and what is owed on it; each debt with its category (items 19–24), whose it is, the balance and
 * when it was incurred; and, when the spouses have agreed, who keeps each item. The dissolution petition (FL-100 items
 * 9–10), the disclosure (FL-140/FL-142) and the summary dissolution read the same answers.
 *
 * One object field named `assetsAndDebts` at the top level of a step; its worksheets are in assets.map.ts. Labels in
 * `q.assets` (assets.messages.ts).
 */
import type { FieldSpec } from '../types';

const k = (path: string) => `q.assets.${path}.label`;
const help = (path: string) => `q.assets.${path}.help`;
const opts = <const V extends string>(path: string, values: readonly V[]) =>
  values.map((value) => ({ value, labelKey: `q.assets.${path}.options.${value}` }) as { value: V; labelKey: string });

/** FL-142 items 1–16, in the form's order. */
export const ASSET_CATEGORIES = [
  'realEstate',
  'household',
  'valuables',
  'vehicles',
  'savings',
  'checking',
  'creditUnion',
  'cash',
  'taxRefund',
  'lifeInsurance',
  'stocks',
  'retirement',
  'annuities',
  'receivables',
  'business',
  'other',
] as const;

/** FL-142 items 19–24, in the form's order. */
export const DEBT_CATEGORIES = ['studentLoans', 'taxes', 'supportArrears', 'unsecuredLoans', 'creditCards', 'other'] as const;

const category = (path: string, values: readonly string[]) =>
  ({
    kind: 'select',
    name: 'category',
    required: true,
    labelKey: k(`${path}.category`),
    options: opts(`${path}.category`, values),
  }) as const;
const description = (path: string) =>
  ({
    kind: 'text',
    name: 'description',
    required: true,
    maxLength: 300,
    labelKey: k(`${path}.description`),
    help: help(`${path}.description`),
  }) as const;
const SEPARATE_OWNER = {
  kind: 'radio',
  name: 'owner',
  required: true,
  labelKey: k('owner'),
  options: opts('owner', ['mine', 'spouse']),
} as const;
const KEPT_BY = (path: string) =>
  ({
    kind: 'radio',
    name: 'keptBy',
    labelKey: k(`${path}.keptBy`),
    help: help('keptBy'),
    options: opts('keptBy', ['me', 'spouse', 'undecided']),
  }) as const;
const group = <const N extends string, const F extends readonly FieldSpec[]>(name: N, fields: F) =>
  ({
    kind: 'group',
    name,
    min: 0,
    max: 60,
    labelKey: k(name),
    help: help(name),
    itemKey: `q.assets.${name}.item`,
    addKey: `q.assets.${name}.add`,
    fields,
  }) as const;

export const ASSETS_AND_DEBTS = {
  kind: 'object',
  name: 'assetsAndDebts',
  labelKey: k('assetsAndDebts'),
  help: help('assetsAndDebts'),
  fields: [
    group('communityAssets', [
      category('assets', ASSET_CATEGORIES),
      description('assets'),
      { kind: 'checkbox', name: 'quasi', labelKey: k('communityAssets.quasi'), help: help('communityAssets.quasi') },
      { kind: 'date', name: 'acquired', range: 'past', labelKey: k('assets.acquired') },
      { kind: 'money', name: 'value', required: true, labelKey: k('assets.value'), help: help('assets.value') },
      { kind: 'money', name: 'owed', labelKey: k('assets.owed') },
      KEPT_BY('assets'),
    ]),
    group('communityDebts', [
      category('debts', DEBT_CATEGORIES),
      description('debts'),
      { kind: 'money', name: 'amount', required: true, labelKey: k('debts.amount') },
      { kind: 'date', name: 'incurred', range: 'past', labelKey: k('debts.incurred') },
      KEPT_BY('debts'),
    ]),
    group('separateAssets', [
      category('assets', ASSET_CATEGORIES),
      description('assets'),
      SEPARATE_OWNER,
      { kind: 'date', name: 'acquired', range: 'past', labelKey: k('assets.acquired') },
      { kind: 'money', name: 'value', required: true, labelKey: k('assets.value'), help: help('assets.value') },
      { kind: 'money', name: 'owed', labelKey: k('assets.owed') },
    ]),
    group('separateDebts', [
      category('debts', DEBT_CATEGORIES),
      description('debts'),
      SEPARATE_OWNER,
      { kind: 'money', name: 'amount', required: true, labelKey: k('debts.amount') },
      { kind: 'date', name: 'incurred', range: 'past', labelKey: k('debts.incurred') },
    ]),
  ],
} as const;

/**
 * What the Declaration of Disclosure (FL-140) asks a party to attach besides FL-142 and FL-150 (Fam. Code §§2102,
 * 2104): whether they filed tax returns in the last two years (copies go with the disclosure), and statements about
 * the value of community assets, community debts, and income-producing opportunities since the separation.
 */
export const DISCLOSURE = {
  kind: 'object',
  name: 'disclosure',
  labelKey: k('disclosure'),
  help: help('disclosure'),
  fields: [
    { kind: 'yesno', name: 'taxReturns', required: true, labelKey: k('disclosure.taxReturns'), help: help('disclosure.taxReturns') },
    {
      kind: 'textarea',
      name: 'valuationFacts',
      maxLength: 5000,
      labelKey: k('disclosure.valuationFacts'),
      help: help('disclosure.valuationFacts'),
    },
    { kind: 'textarea', name: 'obligationFacts', maxLength: 5000, labelKey: k('disclosure.obligationFacts') },
    {
      kind: 'textarea',
      name: 'opportunities',
      maxLength: 5000,
      labelKey: k('disclosure.opportunities'),
      help: help('disclosure.opportunities'),
    },
  ],
} as const;
