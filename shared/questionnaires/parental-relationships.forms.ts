/**
 * The forms the parental-relationships questionnaire serves (reference: /work/shared/reference/court-forms.md §3.13;
 * model: forms/model.ts): FL-260 mapped field by field here; the summons FL-210 on its official form (forms/maps/fl-210.ts); FL-105 and FL-311 from
 * the shared fragments; FL-150 from its fragment when support is requested. The client is the petitioner.
 */
import { attached, cell, check, checkIf, defineForms, na, staff, text, under } from './forms/build';
import type { FieldRule, PdfFormMap, ValueSpec } from './forms/model';
import { custodyBoxes, fl311Map, fl312Worksheet, PETITION_ROLES } from './forms/maps/fl-311';
import { fl150Map } from './forms/maps/fl-150';
import { composedCond, mapsFor } from './forms/typed';
import type { parentalRelationships } from './parental-relationships';
import { caseNumber, standardCourtBox, standardAttorneyBox } from './forms/maps/caption';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import { fl210Map } from './forms/maps/fl-210';
import type { Condition } from './types';

export const FL260_REVISION = 'Rev. September 1, 2021';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const all = (...cs: Condition[]): Condition => ({ all: cs });
const filled = (field: string): Condition => ({ field, filled: true });
const ALWAYS: Condition = { all: [] };

export const CUSTODY_CAPTION = {
  petitioner: { from: 'you.name' },
  respondent: { from: 'otherParent.name' },
} as const satisfies Record<string, ValueSpec>;
const caseName: ValueSpec = { join: [CUSTODY_CAPTION.petitioner, CUSTODY_CAPTION.respondent], separator: ' v. ' };

/** FL-260 item 4c: visitation with the parent the schedule names, or the one without physical custody. */
const visitationWith = (who: 'me' | 'otherParty'): Condition => ({
  all: [
    { not: is('custody.visitation', 'none') },
    {
      any: [
        is('custody.visitsFor', who),
        all({ field: 'custody.visitsFor', filled: false }, is('custody.physical', who === 'me' ? 'otherParty' : 'me')),
      ],
    },
  ],
});

/** "Supervised visitation for José Hernández: in person at a safe location, once a week for 2 hours (FL-311 item 6)." */
const supervisedSummary: ValueSpec = {
  if: is('custody.visitation', 'supervised'),
  then: {
    join: [
      {
        join: [
          { text: 'Supervised visitation for' },
          { if: is('custody.visitsFor', 'me'), then: { from: 'you.name' }, else: { from: 'otherParent.name' } },
        ],
        separator: ' ',
      },
      {
        join: [
          { from: 'custody.supervision.location' },
          { from: 'custody.supervision.locationOther' },
          { from: 'custody.supervision.frequency' },
          {
            if: filled('custody.supervision.hours'),
            then: { join: [{ from: 'custody.supervision.hours' }, { text: 'hours each visit' }], separator: ' ' },
          },
          { from: 'custody.supervision.frequencyOther' },
          {
            if: filled('custody.supervision.monitor'),
            then: { join: [{ text: 'monitor:' }, { from: 'custody.supervision.monitor' }], separator: ' ' },
          },
        ],
        separator: ', ',
      },
      { text: '(see FL-311 item 6)' },
    ],
    separator: ': ',
  },
};

export function fl260Map(): PdfFormMap {
  const cap = under('FL-260[0].Page1[0].p1Caption[0].');
  const p1 = under('FL-260[0].Page1[0].');
  const p2 = under('FL-260[0].Page2[0].');
  const l1 = under('FL-260[0].Page1[0].List1[0].Li1[0].');
  const fields: Record<string, FieldRule> = {
    ...standardAttorneyBox('you', cap, 'BarNo_ft'),
    ...standardCourtBox(cap),
    [cap('TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', CUSTODY_CAPTION.petitioner),
    [cap('TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', CUSTODY_CAPTION.respondent),
    [cap('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    [l1('CheckBox1[0]')]: attached('1', 'Children continued on Attachment 1', ['children']),
    // 2. Why this form.
    [p1('List2[0].Li1[0].CheckBox1[0]')]: check('2a', 'Married to the respondent, no dissolution pending', includes('basis', 'married')),
    [p1('List2[0].Li2[0].CheckBox1[0]')]: check(
      '2b',
      'Voluntary declaration of parentage signed (copy attached)',
      includes('basis', 'vdp'),
    ),
    [p1('List2[0].Li3[0].CheckBox1[0]')]: check('2c', 'Adopted a child together', includes('basis', 'adopted')),
    [p1('List2[0].Li4[0].CheckBox1[0]')]: check(
      '2d',
      'Parents determined in juvenile court or child support',
      includes('basis', 'determined'),
    ),
    [p1('List2[0].Li4[0].FillTex1[0]')]: text('2d', 'Case number', { from: 'determination.caseNumber' }),
    [p1('List2[0].Li4[0].FillText2[0]')]: text('2d', 'County', { from: 'determination.county' }),
    [p1('List2[0].Li4[0].FillText3[0]')]: text('2d', 'State', { from: 'determination.state' }),
    [p1('List2[0].Li4[0].FillText4[0]')]: text('2d', 'Country (if not the United States)', { from: 'determination.country' }),
    // 4. Custody and visitation.
    ...custodyBoxes(
      'custody.legal',
      PETITION_ROLES,
      {
        petitioner: p1('List4[0].Li1[0].CheckBox1[0]'),
        respondent: p1('List4[0].Li1[0].CheckBox2[0]'),
        joint: p1('List4[0].Li1[0].CheckBox3[0]'),
        other: p1('List4[0].Li1[0].CheckBox4[0]'),
      },
      '4a',
      'Legal custody to',
    ),
    ...custodyBoxes(
      'custody.physical',
      PETITION_ROLES,
      {
        petitioner: p1('List4[0].Li2[0].CheckBox1[0]'),
        respondent: p1('List4[0].Li2[0].CheckBox2[0]'),
        joint: p1('List4[0].Li2[0].CheckBox3[0]'),
        other: p1('List4[0].Li2[0].CheckBox4[0]'),
      },
      '4b',
      'Physical custody to',
    ),
    [p1('List4[0].Li3[0].CheckBox1[0]')]: check('4c', 'Visitation with: Petitioner', visitationWith('me')),
    [p1('List4[0].Li3[0].CheckBox2[0]')]: check('4c', 'Visitation with: Respondent', visitationWith('otherParty')),
    [p1('List4[0].Li3[0].CheckBox3[0]')]: na('Visitation is requested with one of the parents', 'Visitation with: Other'),
    [p1('List4[0].Li4[0].FillText1[0]')]: text('4d', 'Name of the other person', {
      if: { any: [is('custody.legal', 'other'), is('custody.physical', 'other')] },
      then: { from: 'custody.otherPerson' },
    }),
    [p1('List4[0].Li4[0].FillText2[0]')]: text('4d', 'Proposed visitation schedule', {
      join: [{ from: 'custody.visitation' }, { text: 'as set out in the attached FL-311.' }],
      separator: ', ',
    }),
    [p1('List4[0].Li4[0].CheckBox1[0]')]: check('4d', 'See the attached form FL-311', ALWAYS),
    // Page 2.
    [p2('pxCaption[0].TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', CUSTODY_CAPTION.petitioner),
    [p2('pxCaption[0].TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', CUSTODY_CAPTION.respondent),
    [p2('pxCaption[0].CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    [p2('List4[0].Li5[0].CheckBox1[0]')]: checkIf('4e', 'Child abduction prevention orders (FL-312)', 'custody.abductionRisk'),
    [p2('List4[0].Li6[0].CheckBox1[0]')]: checkIf('4f', 'Proposed holiday schedule', 'custody.holidays'),
    [p2('List4[0].Li6[0].CheckBox2[0]')]: staff('4f', 'Holiday schedule on form FL-341(C)', 'only if staff attach FL-341(C) instead'),
    [p2('List4[0].Li6[0].CheckBox3[0]')]: checkIf('4f', 'Holiday schedule: other (FL-311 item 11)', 'custody.holidays'),
    [p2('List4[0].Li7[0].CheckBox1[0]')]: check('4g', 'Additional custody orders', filled('custody.additionalProvisions')),
    [p2('List4[0].Li7[0].CheckBox2[0]')]: staff('4g', 'Additional orders on form FL-341(D)', 'only if staff attach FL-341(D) instead'),
    [p2('List4[0].Li7[0].CheckBox3[0]')]: check('4g', 'Additional orders: other (FL-311 item 12)', filled('custody.additionalProvisions')),
    [p2('List4[0].Li8[0].CheckBox1[0]')]: checkIf('4h', 'Joint legal custody orders', 'custody.jointLegalForm'),
    [p2('List4[0].Li8[0].CheckBox2[0]')]: checkIf('4h', 'Joint legal custody on form FL-341(E)', 'custody.jointLegalForm'),
    [p2('List4[0].Li8[0].CheckBox3[0]')]: na('Joint legal custody orders are on form FL-341(E)', 'Joint legal custody: other'),
    [p2('List4[0].Li9[0].CheckBox1[0]')]: check('4i', 'Supervised visitation', is('custody.visitation', 'supervised')),
    [p2('List4[0].Li9[0].FillText1[0]')]: text('4i', 'Supervised visitation: persons and restrictions', supervisedSummary),
    [p2('List4[0].Li9[0].#area[0].CheckBox2[0]')]: attached('4i', 'Continued on Attachment 4i', [p2('List4[0].Li9[0].FillText1[0]')]),
    [p2('List4[0].Li10[0].CheckBox1[0]')]: check('4j', 'Other custody orders', filled('custody.otherOrders')),
    [p2('List4[0].Li10[0].FillText1[0]')]: text('4j', 'Other custody orders (specify)', { from: 'custody.otherOrders' }),
    // 5. Fees; 7. other.
    [p2('List5[0].Li1[0].CheckBox1[0]')]: check('5a', 'Attorney’s fees paid by: petitioner', is('attorneyFees', 'me')),
    [p2('List5[0].Li1[0].CheckBox2[0]')]: check('5a', 'Attorney’s fees paid by: respondent', is('attorneyFees', 'otherParent')),
    [p2('List5[0].Li2[0].CheckBox1[0]')]: check('5b', 'Each party pays their own attorney’s fees', is('attorneyFees', 'eachOwn')),
    [p2('List7[0].Li1[0].FillText[0]')]: text('7', 'Other (specify)', { from: 'otherOrders' }),
    [p2('SignSub[0].Date_dt[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p2('SignSub[0].FillText[0]')]: text('Signature', 'Petitioner’s name', CUSTODY_CAPTION.petitioner),
  };
  const rows: Array<[string, string, string]> = [
    ['FillText1', 'DOB1', 'FillText2'],
    ['FillText3', 'DOB2', 'FillText4'],
    ['FillText5', 'DOB3', 'FillText6'],
    ['FillText7', 'DOB4', 'FillText8'],
  ];
  return {
    kind: 'pdf',
    form: 'FL-260',
    title: 'Petition for Custody and Support of Minor Children',
    revision: FL260_REVISION,
    fields,
    rowGroups: [
      {
        id: 'children',
        item: '1',
        label: 'The minor children',
        source: ['uccjea.children'],
        sort: { by: 'birthDate', order: 'asc' },
        rows: rows.map(([name, dob, age]) => ({
          [l1(`${name}[0]`)]: cell('name'),
          [l1(`${dob}[0]`)]: cell('birthDate'),
          [l1(`${age}[0]`)]: cell({ age: 'birthDate' }),
        })),
        overflow: {
          kind: 'attachment',
          title: 'FL-260, Attachment 1 — Minor children',
          columns: [
            { label: 'Child’s name', value: { from: 'name' } },
            { label: 'Birthdate', value: { from: 'birthDate' } },
            { label: 'Age', value: { age: 'birthDate' } },
          ],
        },
      },
    ],
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
    attachments: [
      {
        item: '2b',
        label: 'Voluntary declaration of parentage',
        heading: 'FL-260, item 2b — Voluntary declaration of parentage (copy attached)',
        value: {
          if: includes('basis', 'vdp'),
          then: {
            join: [
              { join: [{ text: 'Signed on' }, { from: 'vdpDate' }], separator: ' ' },
              {
                option: 'vdpCopy',
                labels: {
                  true: 'the petitioner has a copy, attached behind this page',
                  false: 'copy to be obtained from the Department of Child Support Services before filing',
                },
              },
            ],
            separator: '; ',
          },
        },
      },
    ],
  };
}

export const parentalRelationshipsForms = defineForms({
  type: 'parental-relationships',
  version: 2,
  forms: [
    fl260Map(),
    fl210Map('you', CUSTODY_CAPTION.respondent),
    fl105Map(mapsFor<typeof parentalRelationships>(), { declarant: 'you', caption: CUSTODY_CAPTION }),
    fl105aWorksheet(),
    fl311Map(mapsFor<typeof parentalRelationships>(), {
      attachedTo: 'petition',
      caption: CUSTODY_CAPTION,
      children: 'uccjea.children',
      roles: PETITION_ROLES,
    }),
    fl312Worksheet(),
    fl150Map(mapsFor<typeof parentalRelationships>(), {
      declarant: 'you',
      ageFrom: 'you.dateOfBirth',
      caption: CUSTODY_CAPTION,
      when: composedCond(is('childSupport', true)),
    }),
  ],
});
