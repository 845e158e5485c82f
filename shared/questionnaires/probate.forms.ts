/**
 * The forms the probate questionnaire serves (reference: /work/shared/reference/court-forms.md §3.2; model:
 * forms/model.ts). DE-111 is shipped and mapped field by field in its own module (forms/maps/de-111.ts, typed from the
 * questionnaire, with the conditions and item-3d values shared here), DE-147 (duties and liabilities) too
 * (forms/maps/de-147.ts); the other papers filed with it are worksheets in each form's item order (the project does not
 * hold them as verified fillable PDFs): DE-121 notice, DE-140 order, DE-147's confidential supplement DE-147S (no blank
 * found), the proof of the will (DE-131 for a witnessed will, DE-135 for a
 * handwritten one), DE-142 waivers of bond, and the asset summary with the small-estate figures (Prob. Code §§13100,
 * 13151; DE-310; DE-221) for staff.
 */
import { defineForms } from './forms/build';
import { de111, ESTATE, inProbate, real, representativeName, term, WILL } from './forms/maps/de-111';
import { oneLineAddress } from './forms/maps/caption';
import { de147 } from './forms/maps/de-147';
import type { ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';
import { MINOR_HEIR } from './probate';
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
const petitionerBox = value('Caption', 'Petitioner without attorney: name, address, telephone, email', {
  join: [{ from: 'petitioner.name' }, oneLineAddress('petitioner'), { from: 'petitioner.phone' }, { from: 'petitioner.email' }],
  separator: ' · ',
});
const appointmentWords: ValueSpec = {
  option: 'appointmentType',
  labels: {
    executor: 'Executor',
    administratorWithWill: 'Administrator with will annexed',
    administrator: 'Administrator',
    specialAdministrator: 'Special administrator',
  },
};

const de121: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-121',
  title: 'Notice of Petition to Administer Estate',
  reason: NOT_HELD,
  items: [
    { kind: 'value', item: 'Caption', label: 'Superior Court of California, county and courthouse', value: { filing: 'courtBlock' } },
    estateOf,
    caseNumberLine,
    value(
      '1',
      'To all heirs, beneficiaries, creditors and others interested in the will or estate of (names the decedent was known by)',
      'decedentName',
    ),
    value('2', 'A Petition for Probate has been filed by (name of petitioner)', 'petitioner.name'),
    { kind: 'value', item: '2', label: 'In the Superior Court of California, County of', value: { filing: 'county' } },
    value('3', 'The petition requests that (name) be appointed as personal representative', representativeName),
    value('4', "The petition requests the decedent's will and codicils, if any, be admitted to probate", {
      if: WILL,
      then: { text: 'Yes — the will and any codicils are available for examination in the court file' },
      else: { text: 'No (no will)' },
    }),
    value('5', 'The petition requests authority to administer the estate under the Independent Administration of Estates Act', {
      option: 'iaea',
      labels: { full: 'Yes (full authority)', limited: 'Yes (limited authority)', none: 'No' },
    }),
    { kind: 'court', item: '6', label: 'Hearing date, time, department and court address' },
    value('Publication', 'Newspaper', 'newspaper'),
    { ...petitionerBox, item: '10', label: 'Petitioner (without attorney): name, address, telephone, email' },
    {
      kind: 'staff',
      item: 'Publication',
      label: 'Publication dates (three publications) and mailing to heirs',
      note: 'Prob. Code §§8120–8124',
    },
  ],
};

const de140: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-140',
  title: 'Order for Probate',
  reason: NOT_HELD,
  items: [
    petitionerBox,
    estateOf,
    caseNumberLine,
    value('Title', 'Order for', {
      join: [
        appointmentWords,
        { if: { field: 'iaea', in: ['full', 'limited'] }, then: { text: 'and authorization to administer under the IAEA' } },
      ],
      separator: ' ',
    }),
    { kind: 'court', item: '1', label: 'Date of hearing, time, department, judge' },
    { kind: 'court', item: '2a', label: 'All notices required by law have been given' },
    value('2b', 'Date of death', 'decedentDateOfDeath'),
    value('2b', 'Decedent was a resident of California / a nonresident who left an estate in the county', {
      if: is('livedInCalifornia', true),
      then: { join: [{ text: 'Resident of' }, { from: 'countyOfDeath' }, { text: 'County' }], separator: ' ' },
      else: { join: [{ text: 'Nonresident; estate in the county at' }, { from: 'propertyInCounty' }], separator: ' ' },
    }),
    value('2c', 'Decedent died intestate / testate (will and codicil dates)', {
      if: WILL,
      then: {
        join: [
          { join: [{ text: 'Will dated' }, { from: 'willDate' }], separator: ' ' },
          { join: [{ text: 'codicils dated' }, { each: 'codicils', value: { from: 'date' } }], separator: ' ' },
        ],
        separator: '; ',
      },
      else: { text: 'Intestate' },
    }),
    value('3', 'Name of the personal representative appointed', representativeName),
    value('3', 'Appointed as', appointmentWords),
    value('4', 'Authority under the Independent Administration of Estates Act', {
      option: 'iaea',
      labels: {
        full: 'Full authority',
        limited: 'Limited authority (no sale, exchange or borrowing against real property)',
        none: 'Not granted',
      },
    }),
    value('5', 'Bond', {
      option: 'bond',
      labels: {
        willWaives: 'Not required (waived by the will)',
        allWaive: 'Not required (waived by all heirs or beneficiaries, DE-142)',
        bond: 'Bond to be fixed (amount computed by the preparer)',
        blockedAccount: 'Deposits in a blocked account',
      },
    }),
    value('5', 'Blocked account: amount, institution and location', {
      if: is('bond', 'blockedAccount'),
      then: { join: [{ money: 'blockedAmount', format: 'dollars' }, { from: 'blockedInstitution' }] },
    }),
    { kind: 'court', item: '6–9', label: 'Probate referee, findings, orders, signature of the judicial officer and date' },
  ],
};

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

const de131: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-131',
  title: 'Proof of Subscribing Witness',
  when: { all: [WILL, is('willType', 'witnessed')] },
  reason: NOT_HELD,
  items: [
    estateOf,
    caseNumberLine,
    value('1', 'The will (and codicils) of the decedent dated', {
      join: [{ from: 'willDate' }, { each: 'codicils', value: { from: 'date' } }],
      separator: '; ',
    }),
    {
      kind: 'rows',
      item: '2–5',
      label: 'Subscribing witnesses (one signs this proof; not needed when the will is self-proving, Prob. Code §8220)',
      source: ['witnesses'],
      columns: [
        { label: 'Witness', value: { from: 'name' } },
        { label: 'Address', value: { from: 'address' } },
      ],
    },
    { kind: 'staff', item: 'Signature', label: "Witness's signature, date and a copy of the will attached", note: 'the witness signs' },
  ],
};

const de135: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-135',
  title: 'Proof of Holographic Instrument',
  when: { all: [WILL, is('willType', 'holographic')] },
  reason: NOT_HELD,
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

const de142: WorksheetMap = {
  kind: 'worksheet',
  form: 'DE-142',
  title: 'Waiver of Bond by Heir or Beneficiary',
  // Signed by each adult heir or beneficiary; never with a minor among them (the schema refuses that answer).
  when: { all: [is('bond', 'allWaive'), { not: MINOR_HEIR }] },
  reason: NOT_HELD,
  items: [
    estateOf,
    caseNumberLine,
    value('1', 'Name of the personal representative whose bond is waived', representativeName),
    {
      kind: 'rows',
      item: '2',
      label: 'One waiver for each adult heir or beneficiary (name and address)',
      source: ['heirs'],
      where: { all: [{ not: is('deceased', true) }, { field: 'age', filled: false }] },
      columns: [
        { label: 'Heir or beneficiary', value: { join: [{ from: 'name' }, { from: 'relationship' }] } },
        { label: 'Address', value: { from: 'address' } },
      ],
    },
    { kind: 'staff', item: 'Signature', label: 'Each heir or beneficiary signs and dates a waiver' },
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
