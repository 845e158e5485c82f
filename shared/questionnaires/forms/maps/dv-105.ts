/**
 * DV-105 Request for Child Custody and Visitation Orders (Rev. January 1, 2026), filled field by field, only when
 * custody and visitation orders are asked for.
 */
import { attached, cell, cellCheck, check, text, under, yesNo } from '../build';
import type { CellRule, Column, FieldRule, PdfFormMap, RowGroup, ValueSpec } from '../model';
import type { Condition } from '../../types';
import { caseNumber } from './caption';
import { caseKinds, caseName, CUSTODY, has, is } from './dv-common';

// ---------------------------------------------------------------------------------------------------------------
// DV-105 (only when custody and visitation orders are asked for)
// ---------------------------------------------------------------------------------------------------------------

const d = (page: number) => under(`DV-105[0].Page${page}[0].`);
const d1 = d(1);
const d2 = d(2);
const d3 = d(3);
const d4 = d(4);
const d5 = under('DV-105[0].Page5[0].List12[0].');
const d6 = under('DV-105[0].Page6[0].List13[0].');
const V = 'visitPlan';
const SUPERVISED = is(`${V}.supervised`, true);
const UNSUPERVISED = is(`${V}.supervised`, false);
const WITH_VISITS = { field: 'visits', in: ['yes', 'virtual'] };

const role = (boxes: readonly [string, string, string], item: string, path: string): Record<string, FieldRule> => ({
  [boxes[0]]: check(item, 'Relationship to the children: parent', is(path, 'parent')),
  [boxes[1]]: check(item, 'Relationship to the children: legal guardian', is(path, 'guardian')),
  [boxes[2]]: check(item, 'Relationship to the children: other', is(path, 'other')),
});

const dv105Cases = caseKinds(
  'DV-105',
  '5a',
  {
    custody: [d2('List5[0].Li1[0].YesSub[0].CheckBox1[0]'), d2('List5[0].Li1[0].YesSub[0].TextField1[0]')],
    divorce: [d2('List5[0].Li1[0].YesSub[0].CheckBox2[0]'), d2('List5[0].Li1[0].YesSub[0].TextField2[0]')],
    juvenile: [d2('List5[0].Li1[0].YesSub[0].CheckBox3[0]'), d2('List5[0].Li1[0].YesSub[0].TextField3[0]')],
    guardianship: [d2('List5[0].Li1[0].YesSub[0].CheckBox4[0]'), d2('List5[0].Li1[0].YesSub[0].TextField4[0]')],
    criminal: [d2('List5[0].Li1[0].YesSub[0].CheckBox5[0]'), d2('List5[0].Li1[0].YesSub[0].TextField5[0]')],
    other: [d2('List5[0].Li1[0].YesSub[0].CheckBox6[0]'), d2('List5[0].Li1[0].YesSub[0].TextField6[0]')],
  },
  { field: 'aboutChildren', equals: true },
);
const childCases: Condition = { field: 'cases', some: is('aboutChildren', true) };

/** Items 12a and 13a: a professional (name, fee shares) or a nonprofessional supervisor. */
function supervisor(
  u: (n: string) => string,
  item: string,
  prefix: string,
  when: Condition,
  boxes: readonly [professional: string, nonprofessional: string],
): Record<string, FieldRule> {
  const pro: Condition = { all: [when, is(`${V}.${prefix}Kind`, 'professional')] };
  const non: Condition = { all: [when, is(`${V}.${prefix}Kind`, 'nonprofessional')] };
  const pct = (path: string): ValueSpec => ({ if: pro, then: { raw: `${V}.${path}` } });
  return {
    [u(boxes[0])]: check(item, 'Supervisor: professional', pro),
    [u('List[0].Li1[0].TextField2[0]')]: text(item, 'Professional supervisor (name, if known)', {
      if: pro,
      then: { from: `${V}.${prefix}Name` },
    }),
    [u('List[0].Li1[0].NumericField1[0]')]: text(item, 'Fees paid by me (%)', pct(`${prefix}FeesYou`)),
    [u('List[0].Li1[0].NumericField2[0]')]: text(item, 'Fees paid by the person in 2 (%)', pct(`${prefix}FeesThem`)),
    [u('List[0].Li1[0].TextField3[0]')]: text(item, 'Fees paid by someone else (name)', {
      if: pro,
      then: { from: `${V}.${prefix}FeesOtherName` },
    }),
    [u('List[0].Li1[0].NumericField3[0]')]: text(item, 'Fees paid by someone else (%)', pct(`${prefix}FeesOther`)),
    [u(boxes[1])]: check(item, 'Supervisor: nonprofessional', non),
    [u('List[0].Li2[0].TextField1[0]')]: text(item, 'Nonprofessional supervisor (name)', { if: non, then: { from: `${V}.${prefix}Name` } }),
    [u('List[0].Li2[0].CheckBoxRightCaption[0]')]: check(item, 'The person has agreed to supervise', {
      all: [non, is(`${V}.${prefix}Agreed`, true)],
    }),
  };
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** The seven rows of a schedule chart (Monday first): start, end, virtual box, who drops off/picks up, where. */
function scheduleGroups(u: (n: string) => string, item: string, virtualBox: string, when: Condition): RowGroup[] {
  return DAY_NAMES.map((day, i) => {
    const [start, end, by1, by2, at1, at2] =
      i < 6 ? [1, 2, 3, 4, 5, 6].map((k) => `tf${i * 6 + k}[0]`) : ['tf38[0]', 'tf39[0]', 'tf40[0]', 'tf41[0]', 'tf37[0]', 'tf42[0]'];
    return {
      id: `${item}-${day}`,
      item,
      label: `Schedule: ${day}`,
      source: [`${V}.schedule`],
      where: { all: [{ field: 'day', equals: day }, when] },
      rows: [
        {
          [u(start)]: cell('start'),
          [u(end)]: cell('end'),
          [u(`${virtualBox}[${(i + 1) % 7}]`)]: cellCheck(is('virtual', true)),
          [u(by1)]: cell('dropOffBy'),
          [u(by2)]: cell('pickUpBy'),
          [u(at1)]: cell('dropOffAt'),
          [u(at2)]: cell('pickUpAt'),
        },
      ],
      overflow: {
        kind: 'attachment',
        title: `DV-105, item ${item} — More visits on ${day}`,
        columns: [
          { label: 'Start', value: { from: 'start' } },
          { label: 'End', value: { from: 'end' } },
          { label: 'Virtual', value: { from: 'virtual' } },
          { label: 'Drop-off by, at', value: { join: [{ from: 'dropOffBy' }, { from: 'dropOffAt' }], separator: ', ' } },
          { label: 'Pick-up by, at', value: { join: [{ from: 'pickUpBy' }, { from: 'pickUpAt' }], separator: ', ' } },
        ],
      },
    };
  });
}

const repeatBoxes = (u: (n: string) => string, base: string, item: string, when: Condition): Record<string, FieldRule> => ({
  [u(`${base}[0]`)]: check(item, 'Schedule repeats: every week', { all: [when, is(`${V}.repeat`, 'everyWeek')] }),
  [u(`${base}[1]`)]: check(item, 'Schedule repeats: every other week', { all: [when, is(`${V}.repeat`, 'everyOtherWeek')] }),
  [u(`${base}[2]`)]: check(item, 'Schedule repeats: other', { all: [when, is(`${V}.repeat`, 'other')] }),
});

const location = (
  u: (n: string) => string,
  names: readonly [other: string, inPerson: string, virtual: string, text: string],
  item: string,
  when: Condition,
) => ({
  [u(names[0])]: check(item, 'Visits: other (describe)', { all: [when, is(`${V}.location`, 'other')] }),
  [u(names[1])]: check(item, 'Visits: in person at a safe location', { all: [when, is(`${V}.location`, 'inPerson')] }),
  [u(names[2])]: check(item, 'Visits: virtual', { all: [when, is(`${V}.location`, 'virtual')] }),
  [u(names[3])]: text(item, 'Visits: other (describe)', { if: when, then: { from: `${V}.locationOther` } }),
});

const residenceRow = (from: string, to: string | null, city: string, boxes: string, other: string): Record<string, CellRule> => ({
  [d1(`List4[0].Li2[0].${from}[0]`)]: cell({ date: 'from', format: 'MM/YYYY' }),
  ...(to ? { [d1(`List4[0].Li2[0].${to}[0]`)]: cell({ date: 'to', format: 'MM/YYYY' }) } : {}),
  [d1(`List4[0].Li2[0].${city}[0]`)]: cell({
    if: is('confidential', true),
    then: { from: 'state' },
    else: { join: [{ from: 'city' }, { from: 'state' }] },
  }),
  [d1(`List4[0].Li2[0].${boxes}[0]`)]: cellCheck({ field: 'livedWith', includes: 'me' }),
  [d1(`List4[0].Li2[0].${boxes}[1]`)]: cellCheck({ field: 'livedWith', includes: 'otherParty' }),
  [d1(`List4[0].Li2[0].${boxes}[2]`)]: cellCheck({ field: 'livedWith', includes: 'other' }),
  [d1(`List4[0].Li2[0].${other}[0]`)]: cell('otherRelationship'),
});

const residenceColumns: readonly Column[] = [
  { label: 'From', value: { from: 'from' } },
  { label: 'Until', value: { from: 'to' } },
  {
    label: 'City and state',
    value: { if: is('confidential', true), then: { from: 'state' }, else: { join: [{ from: 'city' }, { from: 'state' }] } },
  },
  { label: 'Lived with', value: { join: [{ from: 'livedWith' }, { from: 'otherRelationship' }], separator: ': ' } },
];

export const dv105: PdfFormMap = {
  kind: 'pdf',
  form: 'DV-105',
  title: 'Request for Child Custody and Visitation Orders',
  revision: 'Rev. January 1, 2026',
  when: { all: [has('relationship', 'childTogether'), CUSTODY] },
  attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  fields: {
    [d1('RightCaption[0].CaseNumber[0]')]: caseNumber(),
    [d2('Caption[0].PxCaption[0].CaseNumber[0]')]: caseNumber(),
    [d3('Caption[0].PxCaption[0].CaseNumber[0]')]: caseNumber(),
    [d4('Captio[0].PxCaption[0].CaseNumber[0]')]: caseNumber(),
    ['DV-105[0].Page5[0].Caption[0].PxCaption[0].CaseNumber[0]']: caseNumber(),
    ['DV-105[0].Page6[0].Caption[0].PxCaption[0].CaseNumber[0]']: caseNumber(),
    // 1–2. The parties and their relationship to the children.
    [d1('List1[0].Li1[0].TextField2[0]')]: text('1', 'Your name', 'you.name'),
    ...role(
      [
        d1('List1[0].Li1[0].CheckBoxitem1Relation[0]'),
        d1('List1[0].Li1[0].CheckBoxitem1Relation[1]'),
        d1('List1[0].Li1[0].CheckBoxitem1Relation[2]'),
      ],
      '1',
      'yourRole',
    ),
    [d1('List1[0].Li1[0].TextField[0]')]: text('1', 'Your relationship: other (describe)', 'yourRoleOther'),
    [d1('List2[0].Li1[0].TextField2[0]')]: text('2', 'Name of the person in 2', 'other.name'),
    ...role(
      [
        d1('List2[0].Li1[0].CheckBoxitem2relation[0]'),
        d1('List2[0].Li1[0].CheckBoxitem2relation[1]'),
        d1('List2[0].Li1[0].CheckBoxitem2relation[2]'),
      ],
      '2',
      'theirRole',
    ),
    [d1('List2[0].Li1[0].TextField[0]')]: text('2', 'Their relationship: other (describe)', 'theirRoleOther'),
    // 3. The children (four rows; more attached).
    [d1('List3[0].Li1[0].CheckBoxRightCaption[0]')]: attached('3', 'More children (attached)', ['dv105-children']),
    // 4. Where the children lived in the last five years.
    [d1('List4[0].Li1[0].Choice1[0]')]: check('4', 'All the children lived together: No', {
      all: [{ field: 'childCount', greaterThan: 1 }, is('livedTogether', false)],
    }),
    [d1('List4[0].Li1[0].Choice1[1]')]: check('4', 'All the children lived together: Yes', {
      any: [{ not: { field: 'childCount', greaterThan: 1 } }, { not: is('livedTogether', false) }],
    }),
    [d1('List4[0].Li2[0].chb1[0]')]: check('4', 'Present address is private (state only)', {
      field: 'residences',
      some: { all: [{ not: { field: 'to', filled: true } }, is('confidential', true)] },
    }),
    // 5. Other cases and orders about the children; another parent or guardian.
    [d2('List5[0].Li1[0].ChoiceInvolv1[0]')]: check('5a', 'Other cases about the children: No', { not: childCases }),
    [d2('List5[0].Li1[0].ChoiceInvolv1[1]')]: check('5a', 'Other cases about the children: Yes', childCases),
    ...dv105Cases.fields,
    ...yesNo(
      d2('List5[0].Li2[0].ChoiceCustody[1]'),
      d2('List5[0].Li2[0].ChoiceCustody[0]'),
      '5b',
      'A custody or visitation order now',
      'currentOrder',
    ),
    [d2('List5[0].Li2[0].YesSub[0].TextField1[0]')]: text('5b', 'What the judge ordered', 'currentOrderDetails'),
    [d2('List5[0].Li2[0].YesSub[0].TextField2[0]')]: text('5b', 'Why change the order', 'changeReason'),
    [d2('List5[0].Li3[0].TextField2[0]')]: text('5c', 'Another parent or guardian (name)', 'otherGuardianName'),
    [d2('List5[0].Li3[0].PartentLG[0]')]: check('5c', 'Another parent', {
      all: [is('otherGuardian', true), is('otherGuardianRole', 'parent')],
    }),
    [d2('List5[0].Li3[0].PartentLG[1]')]: check('5c', 'Another legal guardian', {
      all: [is('otherGuardian', true), is('otherGuardianRole', 'guardian')],
    }),
    // 6. Travel.
    ...yesNo(d3('List6[0].Li1[0].item6NY[1]'), d3('List6[0].Li1[0].item6NY[0]'), '6', 'Limit travel with the children', 'limitTravel'),
    [d3('List6[0].Li1[0].item6cb1[0]')]: check('6', 'Travel limited to: the county of', has('travelPlaces', 'county')),
    [d3('List6[0].Li1[0].item6tf1[0]')]: text('6', 'Counties', 'travelCounties'),
    [d3('List6[0].Li1[0].item6cb2[0]')]: check('6', 'Travel limited to: California', has('travelPlaces', 'california')),
    [d3('List6[0].Li1[0].item6cb3[0]')]: check('6', 'Travel limited to: other places', has('travelPlaces', 'other')),
    [d3('List6[0].Li1[0].item6tf2[0]')]: text('6', 'Other places', 'travelOther'),
    // 7. Records.
    ...yesNo(
      d3('List7[0].ChoiceItem7[0]'),
      d3('List7[0].ChoiceItem7[1]'),
      '7',
      'Person in 2 may see the children’s records',
      'recordsAccess',
    ),
    [d3('List7[0].LI1[0].CheckBoxRightCaptionitem7a[0]')]: check('7a', 'Records: all the children', {
      all: [is('recordsAccess', false), is('recordsChildren', 'all')],
    }),
    [d3('List7[0].LI1[0].CheckBoxRightCaptionitem7a[1]')]: check('7a', 'Records: only these children', {
      all: [is('recordsAccess', false), is('recordsChildren', 'some')],
    }),
    [d3('List7[0].LI1[0].TextField[0]')]: text('7a', 'Records: names of the children', 'recordsNames'),
    [d3('List7[0].Li2[0].CheckBoxRightCaption[0]')]: check('7b', 'Records: medical, dental, mental health', has('recordsKinds', 'medical')),
    [d3('List7[0].Li2[0].CheckBoxRightCaptionitem7b[0]')]: check('7b', 'Records: school and daycare', has('recordsKinds', 'school')),
    [d3('List7[0].Li2[0].CheckBoxRightCaption2[0]')]: check('7b', 'Records: extracurricular activities', has('recordsKinds', 'activities')),
    [d3('List7[0].Li2[0].CheckBoxRightCaption3[1]')]: check('7b', 'Records: child’s employment', has('recordsKinds', 'employment')),
    [d3('List7[0].Li2[0].CheckBoxRightCaption3[0]')]: check('7b', 'Records: other', has('recordsKinds', 'other')),
    [d3('List7[0].Li2[0].TextField[0]')]: text('7b', 'Records: other (describe)', 'recordsOther'),
    // 8. Abduction (DV-108).
    ...yesNo(
      d3('List8[0].Li1[0].kidnap[1]'),
      d3('List8[0].Li1[0].kidnap[0]'),
      '8',
      'Afraid the person in 2 may take the children',
      'abductionRisk',
    ),
    // 9. Custody.
    ...yesNo(
      d4('List9[0].Li1[0].ChoiceItem9YesNo[1]'),
      d4('List9[0].Li1[0].ChoiceItem9YesNo[0]'),
      '9',
      'Custody orders asked for',
      'custodyOrders',
    ),
    ...Object.fromEntries(
      (['me', 'them', 'joint', 'other'] as const).flatMap((v, i) => [
        [d4(`List9[0].Li1[0].YesSub[0].CheckBoxRightCaptionItem9[${i}]`), check('9a', `Legal custody: ${v}`, is('legalCustody', v))],
        [
          d4(`List9[0].Li1[0].YesSub[0].CheckBoxRightCaptionItem9PhyCust[${i}]`),
          check('9b', `Physical custody: ${v}`, is('physicalCustody', v)),
        ],
      ]),
    ),
    [d4('List9[0].Li1[0].YesSub[0].TextField1[0]')]: text('9a', 'Legal custody: other (describe)', 'legalCustodyOther'),
    [d4('List9[0].Li1[0].YesSub[0].TextField2[0]')]: text('9b', 'Physical custody: other (describe)', 'physicalCustodyOther'),
    // 10–11. Visits and whether supervised.
    [d4('List10[0].Li1[0].ChoiceItem10[0]')]: check('10', 'Visits: no visits', is('visits', 'none')),
    [d4('List10[0].Li1[0].ChoiceItem10[1]')]: check('10', 'Visits: yes', is('visits', 'yes')),
    [d4('List10[0].Li1[0].ChoiceItem10[2]')]: check('10', 'Visits: only virtual', is('visits', 'virtual')),
    [d4('List11[0].Li1[0].ChoiceItem11[0]')]: check('11', 'Supervised visits: Yes', { all: [WITH_VISITS, SUPERVISED] }),
    [d4('List11[0].Li1[0].ChoiceItem11[1]')]: check('11', 'Supervised visits: No', { all: [WITH_VISITS, UNSUPERVISED] }),
    // 12. Supervised visits: supervisor, where, how often, chart.
    ...supervisor((n) => d5(`Li1[0].${n}`), '12a', 'supervisor', { all: [WITH_VISITS, SUPERVISED] }, [
      'List[0].Li1[0].choiceItem12a[0]',
      'List[0].Li2[0].choiceItem12a[0]',
    ]),
    ...location(
      d5,
      [
        'Li2[0].CheckBoxRightCaptionItem12b[0]',
        'Li2[0].CheckBoxRightCaptionItem12b[1]',
        'Li2[0].CheckBoxRightCaptionItem12b[2]',
        'Li2[0].TextField2[0]',
      ],
      '12b',
      { all: [WITH_VISITS, SUPERVISED] },
    ),
    [d5('Li3[0].CheckBoxRightCaptionItem12c[0]')]: check('12c', 'Once a week', {
      all: [WITH_VISITS, SUPERVISED, is(`${V}.frequency`, 'onceWeek')],
    }),
    [d5('Li3[0].TextField1[0]')]: text('12c', 'Once a week: hours', { if: is(`${V}.frequency`, 'onceWeek'), then: { raw: `${V}.hours` } }),
    [d5('Li3[0].CheckBoxRightCaptionItem12c[1]')]: check('12c', 'Twice a week', {
      all: [WITH_VISITS, SUPERVISED, is(`${V}.frequency`, 'twiceWeek')],
    }),
    [d5('Li3[0].TextField2[0]')]: text('12c', 'Twice a week: hours', {
      if: is(`${V}.frequency`, 'twiceWeek'),
      then: { raw: `${V}.hours` },
    }),
    [d5('Li3[0].CheckBoxRightCaptionItem12c[2]')]: check('12c', 'Other schedule', {
      all: [WITH_VISITS, SUPERVISED, is(`${V}.frequency`, 'other')],
    }),
    [d5('Li3[0].TextField3[0]')]: text('12c', 'Other schedule (describe)', `${V}.frequencyOther`),
    [d5('Li3[0].CheckBoxRightCaptionItem12c[3]')]: check('12c', 'Use the chart', {
      all: [WITH_VISITS, SUPERVISED, is(`${V}.frequency`, 'chart')],
    }),
    ...repeatBoxes(d5, 'Li3[0].CheckBoxRightCaption12b', '12c', { all: [WITH_VISITS, SUPERVISED] }),
    [d5('Li3[0].othertf[0]')]: text('12c', 'Schedule repeats: other (describe)', { if: SUPERVISED, then: { from: `${V}.repeatOther` } }),
    [d5('Li3[0].TextField2[1]')]: text('12c', 'Start date for visits', { if: SUPERVISED, then: { from: `${V}.startDate` } }),
    // 13. Unsupervised visits: supervised exchanges, where, schedule.
    [d6('Li1[0].ChoiceItem13aNoYes[0]')]: check('13a', 'Supervised exchanges: No', {
      all: [WITH_VISITS, UNSUPERVISED, is(`${V}.exchangesSupervised`, false)],
    }),
    [d6('Li1[0].ChoiceItem13aNoYes[1]')]: check('13a', 'Supervised exchanges: Yes', {
      all: [WITH_VISITS, UNSUPERVISED, is(`${V}.exchangesSupervised`, true)],
    }),
    ...supervisor((n) => d6(`Li1[0].${n}`), '13a', 'exchange', { all: [WITH_VISITS, UNSUPERVISED, is(`${V}.exchangesSupervised`, true)] }, [
      'List[0].Li1[0].ChoiceItem13aSupervExch[0]',
      'List[0].Li2[0].ChoiceItem13aSupervExch[0]',
    ]),
    ...location(
      d6,
      [
        'Li2[0].List[0].Li1[0].Item13b1[0]',
        'Li2[0].List[0].Li1[0].Item13b1[1]',
        'Li2[0].List[0].Li1[0].Item13b1[2]',
        'Li2[0].List[0].Li1[0].TextField2[0]',
      ],
      '13b',
      { all: [WITH_VISITS, UNSUPERVISED] },
    ),
    [d6('Li2[0].List[0].Li2[0].TextField1[0]')]: text('13b', 'Visit details (when, how often, who brings the children)', {
      if: UNSUPERVISED,
      then: { from: `${V}.details` },
    }),
    ...repeatBoxes(d6, 'Li2[0].item13bSchedule', '13b', { all: [WITH_VISITS, UNSUPERVISED] }),
    [d6('Li2[0].othertf[0]')]: text('13b', 'Schedule repeats: other (describe)', { if: UNSUPERVISED, then: { from: `${V}.repeatOther` } }),
    [d6('Li2[0].TextField2[0]')]: text('13b', 'Start date for visits', { if: UNSUPERVISED, then: { from: `${V}.startDate` } }),
  },
  rowGroups: [
    {
      id: 'dv105-children',
      item: '3',
      label: 'Children (name, date of birth)',
      source: ['children'],
      rows: [
        ['TextField1', 'TextField35'],
        ['TextField2', 'TextField36'],
        ['TextField3', 'TextField37'],
        ['TextField34', 'TextField38'],
      ].map(([name, dob]) => ({ [d1(`List3[0].Li1[0].${name}[0]`)]: cell('name'), [d1(`List3[0].Li1[0].${dob}[0]`)]: cell('birthDate') })),
      overflow: {
        kind: 'attachment',
        title: 'DV-105, Children',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Date of birth', value: { from: 'birthDate' } },
        ],
      },
    },
    {
      id: 'dv105-residences',
      item: '4',
      label: 'Where the children lived (from, until, city and state, with whom)',
      source: ['residences'],
      sort: { by: 'from', order: 'desc' },
      rows: [
        residenceRow('tf1', null, 'tf2', 'ChoiceChildLiveW8', 'TextField1'),
        residenceRow('tf3', 'tf4', 'tf6', 'ChoiceChildLiveW9', 'TextField2'),
        residenceRow('tf7', 'tf8', 'tf9', 'ChoiceChildLiveW10', 'TextField3'),
        residenceRow('tf10', 'tf11', 'tf12', 'ChoiceChildLiveW11', 'TextField4'),
        residenceRow('tf13', 'tf14', 'tf15', 'ChoiceChildLiveW12', 'TextField5'),
        residenceRow('tf16', 'tf17', 'tf18', 'ChoiceChildLiveW13', 'TextField6'),
      ],
      overflow: { kind: 'attachment', title: 'DV-105, item 4 — More places the children lived', columns: residenceColumns },
    },
    ...dv105Cases.rowGroups,
    ...scheduleGroups((n) => d5(`Li3[0].${n}`), '12c', 'itemc_VirtVist_cb', {
      all: [
        { field: '/visitPlan.supervised', equals: true },
        { field: '/visitPlan.frequency', equals: 'chart' },
      ],
    }),
    ...scheduleGroups((n) => d6(`Li2[0].${n}`), '13b', 'item13b2_VirtVist_cb', { field: '/visitPlan.supervised', equals: false }),
  ],
};
