/**
 * The forms the small-claims questionnaire serves (model: forms/model.ts): SC-100 and SC-100A (a third plaintiff or a
 * second defendant; forms/maps/sc-100.ts, sc-100a.ts) and SC-103 (the plaintiff's fictitious business name;
 * forms/maps/sc-103.ts) filled; worksheets for another plaintiff's SC-103 (their statement is not asked) and for
 * SC-101 (attorney-client fee dispute after arbitration: not held).
 */
import { defineForms } from './forms/build';
import { oneLineAddress } from './forms/maps/caption';
import { sc100a } from './forms/maps/sc-100a';
import { sc103 } from './forms/maps/sc-103';
import { plaintiffNames, sc100 } from './forms/maps/sc-100';
import { mapsFor } from './forms/typed';
import type { smallClaims } from './small-claims';

const { worksheet } = mapsFor<typeof smallClaims>();

/**
 * Another plaintiff who does business under a fictitious name files an SC-103 of their own (SC-100A item 1 asks it of
 * each); the questionnaire asks the statement only of the first plaintiff (SC-103 filled, forms/maps/sc-103.ts), so
 * these stay a worksheet naming them, with what to ask.
 */
export const sc103Others = worksheet({
  kind: 'worksheet',
  form: 'SC-103 (other plaintiffs)',
  title: 'Fictitious Business Name — other plaintiffs (one SC-103 each)',
  reason: 'the questionnaire asks the fictitious business name statement of the first plaintiff only',
  when: { field: 'otherPlaintiffs', some: { field: 'usesFictitiousName', equals: true } },
  items: [
    { kind: 'value', item: 'Caption', label: 'Plaintiff (list names)', value: plaintiffNames },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    {
      kind: 'rows',
      item: '1',
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
      item: '1–6',
      label: 'For each of them: the fictitious name, the kind of business, the statement (county, number, expiration) and who signs',
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
  forms: [sc100, sc100a, sc103, sc103Others, sc101],
});
