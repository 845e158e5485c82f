/**
 * The forms the probate questionnaire serves (reference: /work/shared/reference/court-forms.md §3.2; model:
 * forms/model.ts). Shipped and mapped field by field, each in its own module under forms/maps/ (typed from the
 * questionnaire): DE-111 (with the conditions and item-3d values shared here), DE-121 notice of petition (also the
 * publication text), DE-140 proposed order, DE-147 duties and liabilities, DE-131 proof of a subscribing witness (a
 * witnessed will) and DE-142 waivers of bond (one copy per adult heir or beneficiary who signs). The rest are
 * worksheets in each form's item order (the project does not hold them as verified fillable PDFs): DE-147's
 * confidential supplement DE-147S (no blank found), the proof of a handwritten will DE-135 (not yet mapped), and the
 * asset summary with the small-estate figures (Prob. Code §§13100, 13151; DE-310; DE-221) for staff.
 */
import { defineForms } from './forms/build';
import { de111, ESTATE, inProbate, real, representativeName, term, WILL } from './forms/maps/de-111';
import { de121 } from './forms/maps/de-121';
import { de131 } from './forms/maps/de-131';
import { de140 } from './forms/maps/de-140';
import { de142 } from './forms/maps/de-142';
import { de147 } from './forms/maps/de-147';
import type { ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';
import type { Condition } from './types';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });

// --- Worksheets -----------------------------------------------------------------------------------------------------

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});
const NOT_HELD = 'not in the verified forms folder; items in the form’s order (check the numbering against the current revision)';
const estateOf = value('Caption', 'Estate of (name)', 'decedentName');
const caseNumberLine: WorksheetItem = { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } };
const de147s: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-147S',
  title: 'Confidential Supplement to Duties and Liabilities of Personal Representative',
  reason: NOT_HELD,
  items: [
    estateOf,
    caseNumberLine,
    value('1', 'Name of the personal representative', representativeName),
    value('2', "Personal representative's date of birth", 'representativeId.dateOfBirth'),
    value('3', "Personal representative's driver's license number and state", {
      if: { field: 'representativeId.driversLicense', filled: true },
      then: { join: [{ from: 'representativeId.driversLicense' }, { raw: 'representativeId.driversLicenseState' }], separator: ' — ' },
      else: { text: 'None' },
    }),
    { kind: 'staff', item: 'Signature', label: 'Date and signature of the personal representative' },
  ],
};

const de135: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-135',
  title: 'Proof of Holographic Instrument',
  when: { all: [WILL, is('willType', 'holographic')] },
  reason: 'a verified blank is in the shared forms folder but not yet shipped and mapped; items in the form’s order',
  items: [
    estateOf,
    caseNumberLine,
    value('1', 'The handwritten will (and codicils) dated', {
      join: [{ from: 'willDate' }, { each: 'codicils', value: { from: 'date' } }],
      separator: '; ',
    }),
    value('2', 'Name and address of the person who knows the handwriting', {
      join: [{ from: 'handwritingWitness.name' }, { from: 'handwritingWitness.address' }],
    }),
    value('3', 'How they knew the decedent (basis of their knowledge of the handwriting)', 'handwritingWitness.relationship'),
    {
      kind: 'staff',
      item: 'Signature',
      label: 'Signature and date; a copy of the will attached',
      note: 'the person who knows the handwriting signs',
    },
  ],
};

const heldWords: ValueSpec = {
  option: 'heldHow',
  labels: {
    nameAlone: "Decedent's name alone (probate)",
    inCommon: 'Tenants in common, decedent’s share (probate)',
    livingTrust: 'Living trust',
    jointTenancy: 'Joint tenancy / survivorship',
    payOnDeath: 'POD / TOD',
    beneficiary: 'Beneficiary designation',
    communityToSpouse: 'Community property to surviving spouse or partner',
    notSure: 'Title to be checked',
  },
};

const smallEstate: WorksheetMap = {
  kind: 'worksheet',
  form: 'Asset and small-estate summary',
  title: 'Assets by title, with the small-estate figures (Prob. Code §§13100, 13151; DE-310; DE-221) — for staff, not filed',
  reason: 'a preparer’s summary, not a court form',
  items: [
    value('1', 'Date of death (the published limits apply by date of death)', 'decedentDateOfDeath'),
    {
      kind: 'rows',
      item: '2',
      label: 'Every asset, how it was held, value, loans and yearly income',
      source: ['assets'],
      columns: [
        {
          label: 'Asset',
          value: {
            join: [
              { join: [{ from: 'kind' }, { from: 'description' }], separator: ': ' },
              { if: is('primaryResidence', true), then: { text: '(primary residence)' } },
            ],
            separator: ' ',
          },
        },
        { label: 'How held', value: heldWords },
        {
          label: 'Value, loans, yearly income',
          value: {
            join: [
              { money: 'value', format: 'dollars' },
              {
                if: { field: 'owed', filled: true },
                then: { join: [{ text: 'loans' }, { money: 'owed', format: 'dollars' }], separator: ' ' },
              },
              {
                if: { field: 'yearlyIncome', filled: true },
                then: { join: [{ text: 'income' }, { money: 'yearlyIncome', format: 'dollars' }, { text: 'a year' }], separator: ' ' },
              },
            ],
            separator: '; ',
          },
        },
      ],
    },
    value('3', 'Probate estate, gross (items held in the decedent’s name alone or in common), before loans', {
      total: [term(inProbate, ['value'])],
    }),
    value('3a', 'of which real property (gross)', ESTATE.realGross),
    value('3b', 'of which personal property', ESTATE.personalProperty),
    {
      kind: 'rows',
      item: '4',
      label: 'Primary residence passing through probate (DE-310, Prob. Code §13151)',
      source: ['assets'],
      where: { all: [real, is('primaryResidence', true)] },
      columns: [
        { label: 'Residence', value: { from: 'description' } },
        { label: 'Gross value', value: { money: 'value', format: 'dollars' } },
      ],
    },
    {
      kind: 'rows',
      item: '5',
      label: 'Community property passing to the surviving spouse or partner (DE-221)',
      source: ['assets'],
      where: is('heldHow', 'communityToSpouse'),
      columns: [
        { label: 'Asset', value: { from: 'description' } },
        { label: 'Value', value: { money: 'value', format: 'dollars' } },
      ],
    },
    {
      kind: 'staff',
      item: '6',
      label: 'Published limits for deaths on or after April 1, 2025',
      note: 'Prob. Code §13100 affidavit: $208,850; §13151 primary residence (DE-310): $750,000; the client chooses the filing',
    },
  ],
};

export const probateForms = defineForms({
  type: 'probate',
  version: 2,
  forms: [de111, de121, de140, de147, de147s, de131, de135, de142, smallEstate],
});

/** For tests. */
export const PROBATE_MAPS = { de111, de121, de140, de147, de147s, de131, de135, de142, smallEstate };
