/**
 * A small definition and form map used to test the engine on real shipped PDFs (SC-100 fields and FL-105's child
 * rows) without depending on any questionnaire's own maps.
 */
import { defineMessages } from '../../../shared/i18n/core';
import { defineQuestionnaire } from '../../../shared/questionnaires/define';
import { attached, cell, court, na, staff, text, under, yesNo } from '../../../shared/questionnaires/forms/build';
import type { PdfFormMap, WorksheetMap } from '../../../shared/questionnaires/forms/model';

const messages = defineMessages({
  en: { q: { fixture: { fields: { kind: { options: { person: 'A person', entity: 'A business' } } } } } },
  es: { q: { fixture: { fields: { kind: { options: { person: 'Una persona', entity: 'Una empresa' } } } } } },
});

export const fixtureDefinition = defineQuestionnaire({
  type: 'small-claims',
  namespace: 'q.fixture',
  messages,
  steps: [
    {
      id: 'one',
      fields: [
        { kind: 'text', name: 'name', required: true },
        { kind: 'radio', name: 'kind', options: [{ value: 'person' }, { value: 'entity' }] },
        { kind: 'text', name: 'state', maxLength: 20 },
        { kind: 'money', name: 'amount' },
        { kind: 'date', name: 'when' },
        { kind: 'yesno', name: 'asked' },
        { kind: 'textarea', name: 'why' },
      ],
    },
    {
      id: 'two',
      fields: [
        {
          kind: 'group',
          name: 'children',
          min: 0,
          max: 10,
          fields: [
            { kind: 'text', name: 'name' },
            { kind: 'date', name: 'birthDate' },
            { kind: 'text', name: 'placeOfBirth' },
          ],
        },
      ],
    },
  ],
  summary: (a) => ({ clientName: a.name, caseDetails: '', specialInstructions: '' }),
});

const p2 = under('SC-100[0].Page2[0].');
const p3 = under('SC-100[0].Page3[0].');
export const SC100 = {
  name: p2('List1[0].Item1[0].PlaintiffName1[0]'),
  state: p2('List1[0].Item1[0].PlaintiffState1[0]'),
  amount: p2('List3[0].PlaintiffClaimAmount1[0]'),
  why: p2('List3[0].Lia[0].FillField2[0]'),
  when: p3('List3[0].Lib[0].Date1[0]'),
  more: p3('List3[0].Checkbox1[0]'),
  askedYes: p3('List4[0].Item4[0].Checkbox50[0]'),
  askedNo: p3('List4[0].Item4[0].Checkbox50[1]'),
  kind: p2('List1[0].Item1[0].PlaintiffPhone1[0]'),
  trial: 'SC-100[0].Page1[0].Order[0].List1[0].LI1[0].TrialDate1[0]',
  county: 'SC-100[0].Page1[0].CaptionRight[0].County[0].CourtInfo[0]',
  advisor: 'SC-100[0].Page5[0].subRIght[0].NeedHelp[0].FillField1[0]',
};

/** Part of SC-100, enough to exercise text, checkboxes, yes/no pairs, overflow and the classifications. */
export const fixtureSc100: PdfFormMap = {
  kind: 'pdf',
  form: 'SC-100',
  title: "Plaintiff's Claim and ORDER to Go to Small Claims Court",
  revision: 'Rev. January 1, 2026',
  attachmentCaption: { shortTitle: { join: [{ from: 'name' }, { text: 'v. Someone' }], separator: ' ' } },
  fields: {
    [SC100.name]: text('1', 'Plaintiff name', 'name'),
    [SC100.state]: text('1', 'Plaintiff state', 'state'),
    [SC100.kind]: text('1', 'Plaintiff kind', 'kind'),
    [SC100.amount]: text('3', 'Amount claimed', { money: 'amount' }),
    [SC100.why]: text('3a', 'Why does the defendant owe the plaintiff money?', 'why'),
    [SC100.when]: text('3b', 'When did this happen?', 'when'),
    [SC100.more]: attached('3', 'More space needed', [SC100.why]),
    ...yesNo(SC100.askedYes, SC100.askedNo, '4', 'Asked the defendant to pay', 'asked'),
    [SC100.trial]: court('Trial date'),
    [SC100.county]: staff('Caption', 'Court name and street address', 'the courthouse for the venue'),
    [SC100.advisor]: na('Printed by the court'),
  },
};

const r = under('FL-105[0].Page1[0].List2[0].Li1[0].Table[0].');
/** FL-105 item 2 (children a–d) with its overflow to an attachment and its "more children" box. */
export const fixtureFl105: PdfFormMap = {
  kind: 'pdf',
  form: 'FL-105',
  title: 'Declaration Under UCCJEA',
  revision: 'Rev. January 1, 2025',
  attachmentCaption: { shortTitle: { from: 'name' }, caseNumber: { text: '23STFL01234' } },
  fields: {
    'FL-105[0].Page1[0].List2[0].Li1[0].CheckBox19[0]': attached('2', 'More children attached', ['children']),
    'FL-105[0].Page1[0].List2[0].Li1[0].NumChildren[0]': text('2', 'Number of children', { count: 'children' }),
  },
  rowGroups: [
    {
      id: 'children',
      item: '2',
      label: 'Children',
      source: ['children'],
      sort: { by: 'birthDate', order: 'asc' },
      rows: ['Row1[0].TextField7[0]', 'Row2[0].TextField8[0]', 'Row3[0].TextField8[0]', 'Row4[0].TextField8[0]'].map((nameField, i) => ({
        [r(nameField)]: cell('name'),
        [r(`Row${i + 1}[0].TextField1[0]`)]: cell('birthDate'),
        [r(`Row${i + 1}[0].TextField2[0]`)]: cell('placeOfBirth'),
      })),
      overflow: {
        kind: 'attachment',
        title: 'FL-105, Attachment 2 — Additional children',
        columns: [
          { label: 'Full name', value: { from: 'name' } },
          { label: 'Date of birth', value: { from: 'birthDate' } },
          { label: 'Place of birth', value: { from: 'placeOfBirth' } },
        ],
      },
    },
  ],
};

export const fixtureWorksheet: WorksheetMap = {
  kind: 'worksheet',
  form: 'SC-100A',
  title: 'Other Plaintiffs or Defendants',
  reason: 'not in the verified forms folder',
  items: [
    { kind: 'value', item: '1', label: 'Name', value: { from: 'name' } },
    {
      kind: 'rows',
      item: '2',
      label: 'Children after the first',
      source: ['children'],
      skip: 1,
      columns: [{ label: 'Name', value: { from: 'name' } }],
    },
    { kind: 'ask', item: '3', label: 'Something not asked', note: 'call' },
    { kind: 'court', item: '4', label: 'Case number' },
  ],
};

export const fixtureAnswers = {
  name: 'María Elena Núñez-Güemes',
  kind: 'entity',
  state: 'CA',
  amount: 245_050,
  when: '2025-06-14',
  asked: false,
  why: 'Short reason.',
  children: [
    { name: 'Sofía', birthDate: '2016-05-10', placeOfBirth: 'Los Angeles, CA' },
    { name: 'Mateo', birthDate: '2019-02-03', placeOfBirth: 'Los Angeles, CA' },
  ],
};
