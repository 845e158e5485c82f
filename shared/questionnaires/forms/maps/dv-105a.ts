/**
 * DV-105(A) Attachment: Additional Children's Addresses and Persons Lived With — a worksheet in its item order: no
 * verified blank has been found.
 */
import type { WorksheetMap } from '../model';
import { caseName, CUSTODY, has, is } from './dv-common';

export const dv105a: WorksheetMap = {
  kind: 'worksheet',
  form: 'DV-105(A)',
  title: 'Attachment: Additional Children’s Addresses and Persons Lived With',
  reason: 'not in the verified forms folder',
  when: { all: [has('relationship', 'childTogether'), CUSTODY, is('livedTogether', false)] },
  items: [
    { kind: 'value', item: 'Caption', label: 'Case name', value: caseName },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    {
      kind: 'rows',
      item: '1',
      label: 'Each child’s homes in the last five years (from, until, city and state, with whom)',
      source: ['children'],
      columns: [
        { label: 'Child', value: { from: 'name' } },
        {
          label: 'Homes',
          value: {
            each: 'residences',
            value: {
              join: [
                { join: [{ from: 'from' }, { from: 'to' }], separator: '–' },
                { if: is('confidential', true), then: { from: 'state' }, else: { join: [{ from: 'city' }, { from: 'state' }] } },
                { join: [{ from: 'livedWith' }, { from: 'otherRelationship' }], separator: ': ' },
              ],
              separator: ', ',
            },
            separator: '; ',
          },
        },
      ],
    },
  ],
};
