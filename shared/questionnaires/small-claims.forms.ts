/**
 * The forms the small-claims questionnaire serves (model: forms/model.ts): SC-100 and SC-100A (a third plaintiff or a
 * second defendant; forms/maps/sc-100.ts, sc-100a.ts), and worksheets for the forms the project does not hold — SC-103
 * (fictitious business name) and SC-101 (attorney-client fee dispute after arbitration).
 */
import { defineForms } from './forms/build';
import { oneLineAddress } from './forms/maps/caption';
import { sc100a } from './forms/maps/sc-100a';
import { plaintiffNames, sc100 } from './forms/maps/sc-100';
import { mapsFor } from './forms/typed';
import type { smallClaims } from './small-claims';

const { worksheet } = mapsFor<typeof smallClaims>();

export const sc103 = worksheet({
  kind: 'worksheet',
  form: 'SC-103',
  title: 'Fictitious Business Name (Attachment to Plaintiff’s Claim)',
  reason: 'not in the verified forms folder',
  when: {
    any: [
      { field: 'usesFictitiousName', equals: true },
      { field: 'otherPlaintiffs', some: { field: 'usesFictitiousName', equals: true } },
    ],
  },
  items: [
    { kind: 'value', item: 'Caption', label: 'Plaintiff (list names)', value: plaintiffNames },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    { kind: 'value', item: '1', label: 'Business name (the fictitious name)', value: { from: 'fictitiousName.name' } },
    { kind: 'value', item: '2', label: 'Business address', value: oneLineAddress('plaintiff') },
    {
      kind: 'value',
      item: '3',
      label: 'Mailing address (if different)',
      value: { if: { field: 'plaintiff.differentMailing', equals: true }, then: oneLineAddress('plaintiff.mailing') },
    },
    {
      kind: 'value',
      item: '4',
      label: 'The business is (individual, partnership, corporation, LLC, association, other)',
      value: { from: 'fictitiousName.businessType' },
    },
    {
      kind: 'value',
      item: '5',
      label: 'Fictitious business name statement: county, number, expiration',
      value: {
        join: [{ from: 'fictitiousName.county' }, { from: 'fictitiousName.statementNumber' }, { from: 'fictitiousName.expires' }],
        separator: ' · ',
      },
    },
    { kind: 'value', item: 'Signature', label: 'Name of the person signing for the business', value: { from: 'plaintiff.name' } },
    { kind: 'staff', item: 'Signature', label: 'Title of the person signing, date', note: 'the client’s title in the business' },
    // SC-100A item 1 asks it of every other plaintiff (issue 25): one SC-103 each, their statement not asked here.
    {
      kind: 'rows',
      item: '—',
      label: 'Other plaintiffs who do business under a fictitious name (an SC-103 each)',
      source: ['otherPlaintiffs'],
      where: { field: 'usesFictitiousName', equals: true },
      columns: [
        { label: 'Name', value: { from: 'name' } },
        { label: 'Business address', value: oneLineAddress('') },
      ],
    },
    {
      kind: 'ask',
      item: '1–5',
      label: 'For each of those other plaintiffs: the fictitious name, the business type and the statement (county, number, expiration)',
      note: 'only when an other plaintiff answered yes',
    },
  ],
});

export const sc101 = worksheet({
  kind: 'worksheet',
  form: 'SC-101',
  title: 'Attorney-Client Fee Dispute (Attachment)',
  reason: 'not in the verified forms folder; check the item numbers against the current SC-101',
  when: {
    all: [
      { field: 'feeDispute', equals: true },
      { field: 'arbitrated', equals: true },
    ],
  },
  items: [
    { kind: 'value', item: 'Caption', label: 'Plaintiff (list names)', value: plaintiffNames },
    {
      kind: 'value',
      item: '—',
      label: 'The claim is about an attorney-client fee dispute, and arbitration took place',
      value: { text: 'Yes' },
    },
    {
      kind: 'ask',
      item: '—',
      label: 'The arbitration: date of the award, and who asked for a trial after it',
      note: 'with a copy of the award',
    },
  ],
});

export const smallClaimsForms = defineForms({
  type: 'small-claims',
  version: 2,
  forms: [sc100, sc100a, sc103, sc101],
});
