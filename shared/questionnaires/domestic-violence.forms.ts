/**
 * The forms the domestic-violence questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model:
 * forms/model.ts). DV-100 (Rev. January 1, 2025), CLETS-001 (Rev. January 1, 2026) and DV-105 (Rev. January 1, 2026)
 * are filled field by field (every AcroForm field has its rule); FL-150 comes from the shared fragment when support is
 * asked for; DV-109 (Rev. January 1, 2025) too, in forms/maps/dv-109.ts (issue 27); DV-105(A), DV-108 and DV-110 are
 * worksheets in their item order (DV-105(A): no blank found; DV-108 and DV-110: blanks held, maps not written yet).
 *
 * Nothing here names the client's home address: item 1 of DV-100 is the address the client chose for court papers,
 * and the phone and email go on DV-100 only when the client chose to put them there (`formContact`).
 */
import { caseNumber, courtNameAndAddress } from './forms/maps/caption';
import { attached, ask, cell, cellCheck, check, court, defineForms, na, pagesAttached, staff, text, under, yesNo } from './forms/build';
import { dv109 } from './forms/maps/dv-109';
import type { CellRule, Column, FieldRule, PdfFormMap, RowGroup, ValueSpec, WorksheetMap } from './forms/model';
import { fl150Map } from './forms/maps/fl-150';
import { mapsFor } from './forms/typed';
import type { domesticViolence } from './domestic-violence';
import type { Condition } from './types';

const F = under('DV-100[0].');
const caseName: ValueSpec = { join: [{ from: 'you.name' }, { from: 'other.name' }], separator: ' v. ' };
const has = (field: string, value: string): Condition => ({ field, includes: value });
const is = (field: string, value: string | number | boolean): Condition => ({ field, equals: value });
const CUSTODY = has('childOrders', 'custody');

/** The phone or email on DV-100 item 1: the client's own, another one, or none (`formContact`). */
const formContact = (own: string, other: string): ValueSpec => ({
  if: is('formContact', 'same'),
  then: { from: own },
  else: { if: is('formContact', 'other'), then: { from: other } },
});

/** Where a case was filed, its year and number, as DV-100 item 4b and DV-105 item 5a ask. */
const caseLine: ValueSpec = { join: [{ from: 'court' }, { raw: 'year' }, { from: 'caseNumber' }], separator: ', ' };
const caseColumns: readonly Column[] = [
  { label: 'Kind of case', value: { join: [{ from: 'kind' }, { from: 'otherKind' }], separator: ': ' } },
  { label: 'Where filed', value: { from: 'court' } },
  { label: 'Year', value: { raw: 'year' } },
  { label: 'Case number', value: { from: 'caseNumber' } },
];

/** One checkbox and one line per kind of case (DV-100 item 4b, DV-105 item 5a); `where` narrows the cases. */
function caseKinds(
  prefix: string,
  item: string,
  boxes: Readonly<Record<string, readonly [box: string, line: string]>>,
  where?: Condition,
): { fields: Record<string, FieldRule>; rowGroups: RowGroup[] } {
  const fields: Record<string, FieldRule> = {};
  const rowGroups: RowGroup[] = [];
  for (const [kind, [box, line]] of Object.entries(boxes)) {
    const ofKind: Condition = where ? { all: [{ field: 'kind', equals: kind }, where] } : { field: 'kind', equals: kind };
    fields[box] = check(item, `Other case: ${kind}`, { field: 'cases', some: ofKind });
    rowGroups.push({
      id: `${prefix}-${kind}`,
      item,
      label: `Other cases: ${kind} (where, year, number)`,
      source: ['cases'],
      where: ofKind,
      rows: [{ [line]: cell(kind === 'other' ? { join: [{ from: 'otherKind' }, caseLine], separator: ': ' } : caseLine) }],
      overflow: { kind: 'attachment', title: `${prefix}, item ${item} — Other ${kind} cases`, columns: caseColumns },
    });
  }
  return { fields, rowGroups };
}

// ---------------------------------------------------------------------------------------------------------------
// DV-100 items 5–7: the same questions about each time of abuse.
// ---------------------------------------------------------------------------------------------------------------

interface IncidentNames {
  date: string;
  witnesses: readonly [unknown: string, no: string, yes: string];
  witnessNames: string;
  weapon: readonly [no: string, yes: string];
  weaponDetails: string;
  harm: readonly [no: string, yes: string];
  harmDetails: string;
  police: readonly [unknown: string, no: string, yes: string];
  details: string;
  frequency: readonly [once: string, twoToFive: string, weekly: string, other: string];
  frequencyOther: string;
  dates: string;
}

function incidentRow(n: IncidentNames, item: '5' | '6' | '7'): Record<string, CellRule> {
  const three = (names: readonly string[], field: string) =>
    Object.fromEntries(['unknown', 'no', 'yes'].map((v, i) => [names[i], cellCheck({ field, equals: v })]));
  // Each text names its own sub-item: a text continued on an attachment is "7c", not the group's "6–7".
  const at = (letter: string, label: string) => ({ item: `${item}${letter}`, label });
  return {
    [n.date]: cell('date', at('a', 'Date of abuse')),
    ...three(n.witnesses, 'witnesses'),
    [n.witnessNames]: cell('witnessNames', at('b', 'Anyone else hear or see: names')),
    [n.weapon[0]]: cellCheck({ field: 'weapon', equals: false }),
    [n.weapon[1]]: cellCheck({ field: 'weapon', equals: true }),
    [n.weaponDetails]: cell('weaponDetails', at('c', 'Gun or other weapon (describe)')),
    [n.harm[0]]: cellCheck({ field: 'harm', equals: false }),
    [n.harm[1]]: cellCheck({ field: 'harm', equals: true }),
    [n.harmDetails]: cell('harmDetails', at('d', 'Emotional or physical harm (describe)')),
    ...three(n.police, 'police'),
    [n.details]: cell('details', at('f', 'More details about how the person in 2 was abusive')),
    ...Object.fromEntries(
      ['once', 'twoToFive', 'weekly', 'other'].map((v, i) => [n.frequency[i], cellCheck({ field: 'frequency', equals: v })]),
    ),
    [n.frequencyOther]: cell('frequencyOther', at('g', 'How often: other')),
    [n.dates]: cell('dates', at('g', 'Dates or estimates of when it happened')),
  };
}

const incidentNames = (page: number, list: number, names: Omit<IncidentNames, 'date'> & { date?: string }): IncidentNames => {
  const u = under(`DV-100[0].Page${page}[0].List${list}[0].`);
  const all = { date: names.date ?? 'Li1[0].dtabs[0]', ...names } as IncidentNames;
  return Object.fromEntries(
    Object.entries(all).map(([k, v]) => [k, Array.isArray(v) ? (v as string[]).map(u) : u(v as string)]),
  ) as unknown as IncidentNames;
};

const item5 = incidentNames(3, 5, {
  date: 'Li1[0].dtAbs[0]',
  witnesses: ['Li2[0].YesNo5b_cb[0]', 'Li2[0].YesNo5b_cb[1]', 'Li2[0].YesNo5b_cb[2]'],
  witnessNames: 'Li2[0].item5a2[0]',
  weapon: ['Li3[0].YesNo5c_cb[0]', 'Li3[0].YesNo5c_cb[1]'],
  weaponDetails: 'Li3[0].item5a3[0]',
  harm: ['Li4[0].YesNo5d_cb[0]', 'Li4[0].YesNo5d_cb[1]'],
  harmDetails: 'Li4[0].item26d_tf[0]',
  police: ['Li5[0].YesNo5e_cb[0]', 'Li5[0].YesNo5e_cb[1]', 'Li5[0].YesNo5e_cb[2]'],
  details: 'Li6[0].TextField[0]',
  frequency: ['Li7[0].YesNo5g_cb[0]', 'Li7[0].YesNo5g_cb[1]', 'Li7[0].YesNo5g_cb[2]', 'Li7[0].YesNo5g_cb[3]'],
  frequencyOther: 'Li7[0].TextField[0]',
  dates: 'Li7[0].TextField7[0]',
});
const item6 = incidentNames(4, 6, {
  witnesses: ['li2[0].YesNo6b_cb[0]', 'li2[0].YesNo6b_cb[1]', 'li2[0].YesNo6b_cb[2]'],
  witnessNames: 'li2[0].item5b2[0]',
  weapon: ['Li3[0].YesNo6c_cb[0]', 'Li3[0].YesNo6c_cb[1]'],
  weaponDetails: 'Li3[0].item5b3[0]',
  harm: ['Li4[0].YesNo6d_cb[0]', 'Li4[0].YesNo6d_cb[1]'],
  harmDetails: 'Li4[0].item26d_tf[0]',
  police: ['Li5[0].YesNo6e_cb[0]', 'Li5[0].YesNo6e_cb[1]', 'Li5[0].YesNo6e_cb[2]'],
  details: 'Li6[0].TextField[0]',
  frequency: ['Li7[0].abuseFreq[0]', 'Li7[0].abuseFreq[1]', 'Li7[0].abuseFreq[2]', 'Li7[0].abuseFreq[3]'],
  frequencyOther: 'Li7[0].TextField[0]',
  dates: 'Li7[0].item26d_tf[0]',
});
const item7 = incidentNames(5, 7, {
  witnesses: ['Li2[0].YesNo7b_cb[0]', 'Li2[0].YesNo7b_cb[1]', 'Li2[0].YesNo7b_cb[2]'],
  witnessNames: 'Li2[0].item5b2[0]',
  weapon: ['Li3[0].YesNo7c_cb[0]', 'Li3[0].YesNo7c_cb[1]'],
  weaponDetails: 'Li3[0].item5b3[0]',
  harm: ['Li4[0].YesNo7d_cb[0]', 'Li4[0].YesNo7d_cb[1]'],
  harmDetails: 'Li4[0].item26d_tf[0]',
  police: ['Li5[0].YesNo7e_cb[0]', 'Li5[0].YesNo7e_cb[1]', 'Li5[0].YesNo7e_cb[2]'],
  details: 'Li6[0].TextField[0]',
  frequency: ['Li7[0].YesNo7g_cb[0]', 'Li7[0].YesNo7g_cb[1]', 'Li7[0].YesNo7g_cb[2]', 'Li7[0].YesNo7g_cb[3]'],
  frequencyOther: 'Li7[0].TextField[0]',
  dates: 'Li7[0].item26d_tf[0]',
});

const incidentColumns: readonly Column[] = [
  { label: 'Date', value: { from: 'date' } },
  { label: 'Anyone else hear or see (names)', value: { join: [{ from: 'witnesses' }, { from: 'witnessNames' }], separator: ': ' } },
  { label: 'Gun or other weapon', value: { join: [{ from: 'weapon' }, { from: 'weaponDetails' }], separator: ': ' } },
  { label: 'Emotional or physical harm', value: { join: [{ from: 'harm' }, { from: 'harmDetails' }], separator: ': ' } },
  { label: 'Police came', value: { from: 'police' } },
  { label: 'What happened', value: { from: 'details' } },
  { label: 'How often', value: { join: [{ from: 'frequency' }, { from: 'frequencyOther' }, { from: 'dates' }], separator: '; ' } },
];

// ---------------------------------------------------------------------------------------------------------------
// DV-100
// ---------------------------------------------------------------------------------------------------------------

const p = (n: number) => under(`DV-100[0].Page${n}[0].`);
const captions = Object.fromEntries(
  [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => [p(n)('PxCaption[0].CaseNumber[0]'), caseNumber()]),
);
const l3 = under('DV-100[0].Page2[0].List3[0].');
const l4 = under('DV-100[0].Page2[0].List4[0].');
const l8 = under('DV-100[0].Page6[0].List8[0].Li2[0].List[0].');
const l9 = under('DV-100[0].Page6[0].List9[0].');
const l12 = under('DV-100[0].Page7[0].List12[0].');
const l13 = under('DV-100[0].Page8[0].List13[0].');
const l16 = under('DV-100[0].Page9[0].List16[0].');
const l22 = under('DV-100[0].Page10[0].List22[0].');
const l23 = under('DV-100[0].Page11[0].List23[0].Li1[0].');
const l24 = under('DV-100[0].Page11[0].List24[0].');
const l28 = under('DV-100[0].Page12[0].List28[0].');

const dv100Cases = caseKinds('DV-100', '4b', {
  custody: [l4('Li2[0].CheckBox1[0]'), l4('Li2[0].TextField1[0]')],
  divorce: [l4('Li2[0].CheckBox2[0]'), l4('Li2[0].TextField2[0]')],
  juvenile: [l4('Li2[0].CheckBox3[0]'), l4('Li2[0].TextField3[0]')],
  guardianship: [l4('Li2[0].CheckBox4[0]'), l4('Li2[0].TextField4[0]')],
  criminal: [l4('Li2[0].CheckBox5[0]'), l4('Li2[0].TextField5[0]')],
  other: [l4('Li2[0].CheckBox6[0]'), l4('Li2[0].TextField6[0]')],
});

const yards = (box100: string, boxOther: string, other: string, item: string, path: string): Record<string, FieldRule> => ({
  [box100]: check(item, 'Distance: 100 yards', is(path, 100)),
  [boxOther]: check(item, 'Distance: other', { all: [{ field: path, filled: true }, { not: is(path, 100) }] }),
  [other]: text(item, 'Distance: other (yards)', { if: { not: is(path, 100) }, then: { raw: path } }),
});

const personRow = (n: 1 | 2 | 3 | 4, age: string) => ({
  [l8(`li1[0].item3fullname${n}_tf[0]`)]: cell('name'),
  [l8(`li1[0].${age}[0]`)]: cell({ raw: 'age' }),
  [l8(`li1[0].item3Relation${n}_tf[0]`)]: cell('relationship'),
  [l8(`li1[0].YesNo8b1${n}_cb[0]`)]: cellCheck({ field: 'livesWithYou', equals: true }),
  [l8(`li1[0].YesNo8b1${n}_cb[1]`)]: cellCheck({ field: 'livesWithYou', equals: false }),
});

export const dv100: PdfFormMap = {
  kind: 'pdf',
  form: 'DV-100',
  title: 'Request for Domestic Violence Restraining Order',
  revision: 'Rev. January 1, 2025',
  attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  fields: {
    [F('Page1[0].rightCaption[0].CourtInfo[0]')]: courtNameAndAddress(),
    [F('Page1[0].rightCaption[0].CaseNumber[0]')]: caseNumber(),
    ...captions,
    // 1. The person asking for protection (an address for court papers; phone and email only if the client chose to).
    [F('Page1[0].List1[0].Li1[0].YourName_tf[0]')]: text('1a', 'Your name', 'you.name'),
    [F('Page1[0].List1[0].Li2[0].tf[0]')]: text('1b', 'Your age', { raw: 'you.age' }),
    [F('Page1[0].List1[0].Li3[0].address_ft[0]')]: text('1c', 'Address (for court papers)', 'you.street'),
    [F('Page1[0].List1[0].Li3[0].T70[0]')]: text('1c', 'City', 'you.city'),
    [F('Page1[0].List1[0].Li3[0].T76[0]')]: text('1c', 'State', { raw: 'you.state' }),
    [F('Page1[0].List1[0].Li3[0].T77[0]')]: text('1c', 'ZIP', 'you.zip'),
    [F('Page1[0].List1[0].Li4[0].T42[0]')]: text('1d', 'Telephone (optional)', formContact('you.phone', 'formPhone')),
    [F('Page1[0].List1[0].Li4[0].T67[0]')]: na('Optional fax number; the questionnaire does not ask for one', 'Fax'),
    [F('Page1[0].List1[0].Li4[0].T73[0]')]: text('1d', 'Email (optional)', formContact('you.email', 'formEmail')),
    [F('Page1[0].List1[0].Li5[0].ParentRel1[0]')]: na('The client files without a lawyer', 'Lawyer: name'),
    [F('Page1[0].List1[0].Li5[0].ParentRel2[0]')]: na('The client files without a lawyer', 'Lawyer: State Bar number'),
    [F('Page1[0].List1[0].Li5[0].ParentRel[0]')]: na('The client files without a lawyer', 'Lawyer: firm'),
    // 2. The person to be restrained.
    [F('Page1[0].List2[0].Li1[0].TextField[0]')]: text('2a', 'Full name', 'other.name'),
    [F('Page1[0].List2[0].Li2[0].T78[0]')]: text('2b', 'Age (estimate)', { raw: 'other.age' }),
    [F('Page1[0].List2[0].Li3[0].T78[0]')]: text('2c', 'Date of birth (if known)', 'other.dateOfBirth'),
    [F('Page1[0].List2[0].Li4[0].gender2d_cb[0]')]: check('2d', 'Gender: M', is('other.gender', 'male')),
    [F('Page1[0].List2[0].Li4[0].gender2d_cb[1]')]: check('2d', 'Gender: F', is('other.gender', 'female')),
    [F('Page1[0].List2[0].Li4[0].gender2d_cb[2]')]: check('2d', 'Gender: nonbinary', is('other.gender', 'nonbinary')),
    [F('Page1[0].List2[0].li5[0].TextField[0]')]: text('2e', 'Race', 'other.race'),
    // 3. The relationship (Fam. Code §6211).
    [l3('Li1[0].CheckBox2[0]')]: check('3a', 'We have a child or children together', has('relationship', 'childTogether')),
    [l3('Li1[0].TextField[0]')]: text('3a', 'Names of the children', {
      if: has('relationship', 'childTogether'),
      then: { each: 'children', value: { from: 'name' }, separator: ', ' },
    }),
    [l3('Li1[0].TextField1[0]')]: na('Second line of the children’s names: longer lists continue on an attachment', 'Children (line 2)'),
    [l3('Li2[0].CheckBox2[0]')]: check('3b', 'Married or registered domestic partners', has('relationship', 'married')),
    [l3('Li3[0].CheckBox2[0]')]: check('3c', 'Used to be married or registered domestic partners', has('relationship', 'divorced')),
    [l3('Li4[0].CheckBox2[0]')]: check('3d', 'Dating or used to date', has('relationship', 'dating')),
    [l3('Li5[0].CheckBox2[0]')]: check('3e', 'Engaged or used to be engaged', has('relationship', 'engaged')),
    [l3('Li6[0].CheckBox1[0]')]: check('3f', 'We are related', has('relationship', 'related')),
    [l3('Li6[0].CheckBox2[0]')]: check('3f', 'Related: parent, stepparent or parent-in-law', has('relatedAs', 'parent')),
    [l3('Li6[0].CheckBox3[0]')]: check('3f', 'Related: sibling', has('relatedAs', 'sibling')),
    [l3('Li6[0].CheckBox4[0]')]: check('3f', 'Related: child, stepchild or adopted child', has('relatedAs', 'child')),
    [l3('Li6[0].CheckBox5[0]')]: check('3f', 'Related: grandparent', has('relatedAs', 'grandparent')),
    [l3('Li6[0].CheckBox6[0]')]: check('3f', 'Related: child’s spouse', has('relatedAs', 'childSpouse')),
    [l3('Li6[0].CheckBox7[0]')]: check('3f', 'Related: grandchild', has('relatedAs', 'grandchild')),
    [l3('Li7[0].CheckBox2[0]')]: check('3g', 'We live or used to live together', has('relationship', 'livedTogether')),
    ...yesNo(
      l3('Li7[0].YesNo3g_cb[0]'),
      l3('Li7[0].YesNo3g_cb[1]'),
      '3g',
      'Lived together as family, not only as roommates',
      'livedAsFamily',
    ),
    // 4. Other restraining orders and court cases.
    ...yesNo(l4('Li1[0].YesNo4a_cb[1]'), l4('Li1[0].YesNo4a_cb[0]'), '4a', 'Restraining orders now against the person in 2', 'priorOrders'),
    ...yesNo(l4('Li2[0].YesNo4b_cb[1]'), l4('Li2[0].YesNo4b_cb[0]'), '4b', 'Other court cases with the person in 2', 'otherCases'),
    ...dv100Cases.fields,
    // 5–7. The abuse (5: most recent, in the `recent` row group; 6–7: the other times; more on an attachment).
    [F('Page5[0].List7[0].MultilineCheckBox[0]')]: attached('7', 'More space needed to describe the abuse (attached)', ['incidents']),
    // 8. Other protected people.
    [F('Page6[0].List8[0].Li1[0].YesNo8a1_cb[0]')]: check('8a', 'Other people to protect: No', is('protectOthers', false)),
    [F('Page6[0].List8[0].Li2[0].YesNo8a2_cb[0]')]: check('8a', 'Other people to protect: Yes', is('protectOthers', true)),
    [l8('li1[0].MultilineCheckBox[0]')]: attached('8', 'More people to protect (attached)', ['protectedPeople']),
    [l8('li2[0].TextField[0]')]: text('8b', 'Why do these people need protection?', 'whyProtect'),
    // 9. Firearms.
    [l9('Li1[0].YesNo9abc_cb[0]')]: check('9', 'Firearms: I don’t know', is('firearms', 'unknown')),
    [l9('LI2[0].YesNo9abc_cb[0]')]: check('9', 'Firearms: No', is('firearms', 'no')),
    [l9('li3[0].YesNo9abc_cb[0]')]: check('9', 'Firearms: Yes', is('firearms', 'yes')),
    // 10–12. Orders about conduct, contact and distance.
    [F('Page7[0].List10[0].Li1[0].CheckBoxRightCaption[0]')]: check('10', 'Order to not abuse', has('orders', 'personalConduct')),
    [F('Page7[0].List11[0].Li1[0].CheckBoxRightCaption[0]')]: check('11', 'No-contact order', has('orders', 'noContact')),
    [l12('CheckBoxRightCaption[0]')]: check('12', 'Stay-away order', has('orders', 'stayAway')),
    [l12('li1[0].CheckBox1[0]')]: check('12a', 'Stay away from: me', has('stayAwayPlaces', 'me')),
    [l12('li1[0].CheckBox2[0]')]: check('12a', 'Stay away from: my school', has('stayAwayPlaces', 'school')),
    [l12('li1[0].CheckBox3[0]')]: check('12a', 'Stay away from: my home', has('stayAwayPlaces', 'home')),
    [l12('li1[0].CheckBox4[0]')]: check('12a', 'Stay away from: each person in 8', has('stayAwayPlaces', 'protectedPeople')),
    [l12('li1[0].CheckBox5[0]')]: check('12a', 'Stay away from: my job or workplace', has('stayAwayPlaces', 'work')),
    [l12('li1[0].CheckBox6[0]')]: check(
      '12a',
      'Stay away from: my children’s school or childcare',
      has('stayAwayPlaces', 'childrenSchool'),
    ),
    [l12('li1[0].CheckBox7[0]')]: check('12a', 'Stay away from: my vehicle', has('stayAwayPlaces', 'vehicle')),
    [l12('li1[0].CheckBox8[0]')]: check('12a', 'Stay away from: other', has('stayAwayPlaces', 'other')),
    [l12('li1[0].TextField[0]')]: text('12a', 'Stay away from: other (explain)', 'stayAwayOther'),
    ...yards(l12('Li2[0].CheckBox12b1[0]'), l12('Li2[0].CheckBox12b2[0]'), l12('Li2[0].FillText8Yards[0]'), '12b', 'stayAwayYards'),
    [l12('Li3[0].YesNo12c_cb[0]')]: check('12c', 'Live together or close to each other: No', is('livingNear', 'no')),
    [l12('Li3[0].YesSub[0].YesNo12c_cb[0]')]: check('12c', 'Live together or close to each other: Yes', {
      field: 'livingNear',
      in: ['together', 'sameBuilding', 'neighborhood', 'other'],
    }),
    [l12('Li3[0].YesSub[0].YesCheckBoxSub[0].CheckBox12c[0]')]: check('12c', 'Live together', is('livingNear', 'together')),
    [l12('Li3[0].YesSub[0].YesCheckBoxSub[0].CheckBox12c[1]')]: check('12c', 'Same building', is('livingNear', 'sameBuilding')),
    [l12('Li3[0].YesSub[0].YesCheckBoxSub[0].CheckBox12c[2]')]: check('12c', 'Same neighborhood', is('livingNear', 'neighborhood')),
    [l12('Li3[0].YesSub[0].YesCheckBoxSub[0].CheckBox12c[3]')]: check('12c', 'Close: other', is('livingNear', 'other')),
    [l12('Li3[0].YesSub[0].YesCheckBoxSub[0].TextField[0]')]: text('12c', 'Close: other (explain)', 'livingNearOther'),
    ...yesNo(l12('Li4[0].YesNo12d_cb[1]'), l12('Li4[0].YesNo12d_cb[0]'), '12d', 'Same workplace or school', 'sameWorkOrSchool'),
    [l12('Li4[0].CheckBox1[0]')]: check('12d', 'Work together (company)', { field: 'shared.work', filled: true }),
    [l12('Li4[0].TextField1[0]')]: text('12d', 'Work together at (company)', 'shared.work'),
    [l12('Li4[0].CheckBox2[0]')]: check('12d', 'Same school', { field: 'shared.school', filled: true }),
    [l12('Li4[0].TextField2[0]')]: text('12d', 'Same school (name)', 'shared.school'),
    [l12('Li4[0].CheckBox3[0]')]: check('12d', 'Shared place: other', { field: 'shared.other', filled: true }),
    [l12('Li4[0].TextField4[0]')]: text('12d', 'Shared place: other (explain)', 'shared.other'),
    // 13. Move out.
    [l13('CheckBoxRightCaption[0]')]: check('13', 'Order to move out', has('orders', 'moveOut')),
    [l13('Li1[0].TextField[0]')]: text('13a', 'Address to move out from', 'moveOutAddress'),
    [l13('Li2[0].CheckBox1[0]')]: check('13b', 'I own the home', has('rightToLive', 'own')),
    [l13('Li2[0].CheckBox2[0]')]: check('13b', 'Lived at this address for years and months', has('rightToLive', 'time')),
    [l13('Li2[0].FillText9years[0]')]: text('13b', 'Years at this address', { raw: 'livedYears' }),
    [l13('Li2[0].FillText9months[0]')]: text('13b', 'Months at this address', { raw: 'livedMonths' }),
    [l13('Li2[0].CheckBox3[0]')]: check('13b', 'My name is on the lease', has('rightToLive', 'lease')),
    [l13('Li2[0].CheckBox4[0]')]: check('13b', 'I pay some or all of the rent or mortgage', has('rightToLive', 'rent')),
    [l13('Li2[0].CheckBox5[0]')]: check('13b', 'I live here with my children', has('rightToLive', 'children')),
    [l13('Li2[0].CheckBox6[0]')]: check('13b', 'Right to live there: other', has('rightToLive', 'other')),
    [l13('Li2[0].TextField1[0]')]: text('13b', 'Right to live there: other (explain)', 'rightToLiveOther'),
    [l13('Li2[0].TextField2[0]')]: na('Second line of 13b “Other”: a longer answer continues on an attachment', '13b other (line 2)'),
    // 14–15.
    [F('Page8[0].List14[0].Li1[0].CheckBoxRightCaption[0]')]: check('14', 'Other orders', has('orders', 'other')),
    [F('Page8[0].List14[0].Li1[0].item26d_tf[0]')]: text('14', 'Other orders (describe)', 'otherOrders'),
    [F('Page8[0].LIST15[0].CtyChildFreed_cb[0]')]: check('15', 'Child custody and visitation (DV-105)', CUSTODY),
    // 16. Animals.
    [l16('CheckBoxRightCaption[0]')]: check('16', 'Protect animals', has('orders', 'animals')),
    [l16('Li2[0].List[0].Li1[0].CheckBoxRightCaption[0]')]: check('16b', 'Stay away from the animals', has('animalOrders', 'stayAway')),
    ...yards(
      l16('Li2[0].List[0].Li1[0].YesNo16b1_cb[0]'),
      l16('Li2[0].List[0].Li1[0].YesNo16b1_cb[1]'),
      l16('Li2[0].List[0].Li1[0].TextField[0]'),
      '16b',
      'animalYards',
    ),
    [l16('Li2[0].List[0].Li2[0].MultilineCheckBox[0]')]: check(
      '16b',
      'Not take, harm or get rid of the animals',
      has('animalOrders', 'noHarm'),
    ),
    [l16('Li2[0].List[0].Li3[0].CheckBoxRightCaption1[0]')]: check(
      '16b',
      'Sole possession of the animals',
      has('animalOrders', 'possession'),
    ),
    [l16('Li2[0].List[0].Li3[0].CheckBoxRightCaption2[0]')]: check(
      '16b',
      'Because: person in 2 abuses the animals',
      has('animalReasons', 'abuses'),
    ),
    [l16('Li2[0].List[0].Li3[0].CheckBoxRightCaption3[0]')]: check('16b', 'Because: I take care of them', has('animalReasons', 'careFor')),
    [l16('Li2[0].List[0].Li3[0].CheckBoxRightCaption4[0]')]: check('16b', 'Because: I purchased them', has('animalReasons', 'purchased')),
    [l16('Li2[0].List[0].Li3[0].CheckBoxRightCaption5[0]')]: check('16b', 'Because: other', has('animalReasons', 'other')),
    [l16('Li2[0].List[0].Li3[0].TextField1[0]')]: text('16b', 'Because: other (explain)', 'animalReasonOther'),
    [l16('Li2[0].List[0].Li3[0].TextField2[0]')]: na(
      'Second line of 16b “Other”: a longer answer continues on an attachment',
      '16b other (line 2)',
    ),
    // 17–21.
    [F('Page9[0].List17[0].CtyChildFreed_cb[0]')]: check('17', 'Control of property', has('moneyOrders', 'property')),
    [F('Page9[0].List17[0].Li1[0].item26d_tf[0]')]: text('17a', 'Property to control (describe)', 'propertyItems'),
    [F('Page9[0].List17[0].Li2[0].item26d_tf[0]')]: text('17b', 'Why control of the property', 'propertyReason'),
    [F('Page9[0].List18[0].Li1[0].CtyChildFreed_cb[0]')]: check('18', 'Health and other insurance', has('moneyOrders', 'insurance')),
    [F('Page9[0].List19[0].Li1[0].CtyChildFreed_cb[0]')]: check(
      '19',
      'Record communications',
      has('otherRequests', 'recordCommunications'),
    ),
    [F('Page10[0].List20[0].Li1[0].CheckBoxRightCaption[0]')]: check('20', 'Property restraint', has('moneyOrders', 'propertyRestraint')),
    [F('Page10[0].List21[0].Li1[0].CtyChildFreed_cb[0]')]: check(
      '21',
      'Extend my deadline to give notice',
      has('otherRequests', 'moreTime'),
    ),
    [F('Page10[0].List21[0].Li1[0].item26d_tf[0]')]: text('21', 'Why more time to give notice', 'moreTimeReason'),
    // 22. Debts.
    [l22('CheckBoxRightCaption[0]')]: check('22', 'Pay debts owed for property', has('moneyOrders', 'payDebts')),
    [l22('Li1[0].item26d_tf[0]')]: text('22a', 'Why the person in 2 should pay these debts', 'debtsReason'),
    [l22('Li2[0].List[0].checkbox22b[0]')]: check('22b', 'Debts made as a result of abuse: No', {
      all: [has('moneyOrders', 'payDebts'), { not: { field: 'debts', some: is('fromAbuse', true) } }],
    }),
    [l22('Li2[0].List[0].checkbox22b[1]')]: check('22b', 'Debts made as a result of abuse: Yes', {
      all: [has('moneyOrders', 'payDebts'), { field: 'debts', some: is('fromAbuse', true) }],
    }),
    ...yesNo(
      l22('Li2[0].List[0].Li2[0].YesNo22b2_cb[1]'),
      l22('Li2[0].List[0].Li2[0].YesNo22b2_cb[0]'),
      '22b',
      'Know how the debts were made',
      'debtKnowHow',
    ),
    [l22('Li2[0].List[0].Li2[0].item26d_tf[0]')]: text('22b', 'How the person in 2 made the debts', 'debtHow'),
    // 23–28.
    [l23('CtyChildFreed_cb[0]')]: check('23', 'Pay expenses caused by the abuse', has('moneyOrders', 'payExpenses')),
    [l24('CheckBoxRightCaption[0]')]: check('24', 'Child support', has('childOrders', 'support')),
    [l24('Li1[0].CheckBox3[0]')]: check('24a', 'No child support order and I want one', {
      all: [has('childOrders', 'support'), is('supportOrder', 'none')],
    }),
    [l24('Li2[0].CheckBox3[0]')]: check('24b', 'A child support order I want changed', {
      all: [has('childOrders', 'support'), is('supportOrder', 'change')],
    }),
    [l24('Li3[0].CheckBox3[0]')]: check('24c', 'Receive or applied for TANF, welfare or CalWORKs', {
      all: [has('childOrders', 'support'), is('publicAssistance', true)],
    }),
    [F('Page11[0].List25[0].Li1[0].CheckBoxRightCaption[0]')]: check('25', 'Spousal support', has('moneyOrders', 'spousalSupport')),
    [F('Page11[0].List26[0].Li1[0].CtyChildFreed_cb[0]')]: check('26', 'Lawyer’s fees and costs', has('moneyOrders', 'lawyerFees')),
    [F('Page12[0].List27[0].Li1[0].CtyChildFreed_cb[0]')]: check(
      '27',
      'Batterer intervention program',
      has('otherRequests', 'battererProgram'),
    ),
    [l28('AGHagueCert_cb[0]')]: check('28', 'Transfer of wireless phone account', has('moneyOrders', 'wireless')),
    // 32–34. Pages attached and signatures.
    [F('Page13[0].List32[0].Li1[0].T97[0]')]: pagesAttached('32', 'Number of extra pages attached'),
    [F('Page13[0].List33[0].Li1[0].SigDate[0]')]: staff('33', 'Date signed', 'the day the client signs'),
    [F('Page13[0].List33[0].Li1[0].YourName_tf[0]')]: text('33', 'Type or print your name', 'you.name'),
    [F('Page13[0].List34[0].Li1[0].SigDate[0]')]: na('The client files without a lawyer', 'Lawyer’s signature date'),
    [F('Page13[0].List34[0].Li1[0].T14[0]')]: na('The client files without a lawyer', 'Lawyer’s name'),
  },
  rowGroups: [
    {
      id: 'priorOrders',
      item: '4a',
      label: 'Restraining orders now: date of order and date it expires',
      source: ['priorOrderList'],
      rows: [
        { [l4('Li1[0].List1[0].Li1[0].DateField8[0]')]: cell('date'), [l4('Li1[0].List1[0].Li1[0].DateField5[0]')]: cell('expires') },
        { [l4('Li1[0].List1[0].Li2[0].DateField9[0]')]: cell('date'), [l4('Li1[0].List1[0].Li2[0].DateField7[0]')]: cell('expires') },
      ],
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 4a — Other restraining orders',
        columns: [
          { label: 'Kind of order', value: { from: 'kind' } },
          { label: 'Date of order', value: { from: 'date' } },
          { label: 'Date it expires', value: { from: 'expires' } },
          { label: 'Court or agency', value: { from: 'court' } },
          { label: 'Case number', value: { from: 'caseNumber' } },
        ],
      },
    },
    ...dv100Cases.rowGroups,
    {
      id: 'recent',
      item: '5',
      label: 'Most recent abuse',
      source: ['recent'],
      rows: [incidentRow(item5, '5')],
      overflow: { kind: 'attachment', title: 'DV-100, item 5 — Most recent abuse', columns: incidentColumns },
    },
    {
      id: 'incidents',
      item: '6–7',
      label: 'Other times of abuse',
      source: ['incidents'],
      rows: [incidentRow(item6, '6'), incidentRow(item7, '7')],
      overflow: {
        kind: 'attachment',
        item: '7',
        title: 'DV-100, item 7 — More abuse (DV-101 may be used instead)',
        columns: incidentColumns,
      },
    },
    {
      id: 'protectedPeople',
      item: '8a',
      label: 'Other protected people (name, age, relationship, lives with you)',
      source: ['protectedPeople'],
      rows: [personRow(1, 'item3age1_tf'), personRow(2, 'item3age2_tf'), personRow(3, 'item3age_tf'), personRow(4, 'item3age4_tf')],
      overflow: {
        kind: 'attachment',
        title: 'DV-100, Other Protected People',
        columns: [
          { label: 'Full name', value: { from: 'name' } },
          { label: 'Age', value: { raw: 'age' } },
          { label: 'Relationship to you', value: { from: 'relationship' } },
          { label: 'Lives with you', value: { from: 'livesWithYou' } },
        ],
      },
    },
    {
      id: 'guns',
      item: '9',
      label: 'Firearms, parts and ammunition (description, amount, location)',
      source: ['guns'],
      rows: [1, 2, 3, 4, 5, 6].map((n) => ({
        [l9(`li3[0].LIst[0].li${n}[0].TextField1[0]`)]: cell('description'),
        [l9(`li3[0].LIst[0].li${n}[0].TextField2[0]`)]: cell('amount'),
        [l9(`li3[0].LIst[0].li${n}[0].TextField3[0]`)]: cell('location'),
      })),
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 9 — More firearms',
        columns: [
          { label: 'Description', value: { from: 'description' } },
          { label: 'Number or amount', value: { from: 'amount' } },
          { label: 'Location', value: { from: 'location' } },
        ],
      },
    },
    {
      id: 'animals',
      item: '16a',
      label: 'Animals (name, type, breed, color)',
      source: ['animalList'],
      rows: [
        ['TextField1', 'TextField2', 'TextField3', 'TextField4'],
        ['TextField', 'TextField1', 'TextField2', 'TextField3'],
        ['TextField', 'TextField1', 'TextField2', 'TextField3'],
        ['TextField', 'TextField1', 'TextField2', 'TextField3'],
      ].map(([a, b, c, d], i) => {
        const r = (n: string) => l16(`Li1[0].List[0].Li${i + 1}[0].${n}[0]`);
        return { [r(a)]: cell('name'), [r(b)]: cell('type'), [r(c)]: cell('breed'), [r(d)]: cell('color') };
      }),
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 16a — More animals',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Type', value: { from: 'type' } },
          { label: 'Breed', value: { from: 'breed' } },
          { label: 'Color', value: { from: 'color' } },
        ],
      },
    },
    {
      id: 'debts',
      item: '22a',
      label: 'Debts to pay (to, for, amount, due date; made through abuse)',
      source: ['debts'],
      rows: (
        [
          ['TextField', 'TextField2', 'TextField3', 'DateField1'],
          ['TextField', 'TextField1', 'TextField3', 'DateField2'],
          ['TextField', 'TextField1', 'TextField3', 'DateField3'],
        ] as const
      ).map(([to, what, amount, due], i) => {
        const r = (n: string) => l22(`Li1[0].List[0].Li${i + 1}[0].${n}[0]`);
        return {
          [r(to)]: cell('payTo'),
          [r(what)]: cell('for'),
          [r(amount)]: cell('amount'),
          [r(due)]: cell('dueDate'),
          [l22(`Li2[0].List[0].Li1[0].CheckBoxRightCaption${i + 1}[0]`)]: cellCheck(is('fromAbuse', true)),
        };
      }),
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 22 — More debts',
        columns: [
          { label: 'Pay to', value: { from: 'payTo' } },
          { label: 'For', value: { from: 'for' } },
          { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
          { label: 'Due date', value: { from: 'dueDate' } },
          { label: 'Made through abuse', value: { from: 'fromAbuse' } },
        ],
      },
    },
    {
      id: 'expenses',
      item: '23',
      label: 'Expenses caused by the abuse (to, for, amount)',
      source: ['expenses'],
      rows: [
        ['T47', 'T50', 'T53'],
        ['T56', 'T59', 'T62'],
        ['T63', 'T66', 'T67'],
        ['T68', 'T69', 'T70'],
      ].map(([to, what, amount]) => ({
        [l23(`${to}[0]`)]: cell('payTo'),
        [l23(`${what}[0]`)]: cell('for'),
        [l23(`${amount}[0]`)]: cell('amount'),
      })),
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 23 — More expenses',
        columns: [
          { label: 'Pay to', value: { from: 'payTo' } },
          { label: 'For', value: { from: 'for' } },
          { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
        ],
      },
    },
    {
      id: 'phones',
      item: '28',
      label: 'Wireless numbers to transfer (whose, number)',
      source: ['phones'],
      rows: (
        [
          ['Li1', 'item28aMyNoa_cb', 'Telephone2_ft'],
          ['Li2', 'item28bMyNob_cb', 'Telephone3_ft'],
          ['Li3', 'item28aMyNoc_cb', 'Telephone2_ft'],
          ['Li4', 'item28bMyNod_cb', 'Telephone3_ft'],
        ] as const
      ).map(([li, box, tel]) => ({
        [l28(`${li}[0].${box}[0]`)]: cellCheck(is('whose', 'mine')),
        [l28(`${li}[0].${box}[1]`)]: cellCheck(is('whose', 'child')),
        [l28(`${li}[0].${tel}[0]`)]: cell('number'),
      })),
      overflow: {
        kind: 'attachment',
        title: 'DV-100, item 28 — More wireless numbers',
        columns: [
          { label: 'Whose number', value: { from: 'whose' } },
          { label: 'Number', value: { from: 'number' } },
        ],
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// CLETS-001 (confidential: for law enforcement only, not served on the other person)
// ---------------------------------------------------------------------------------------------------------------

const c1 = under('CLETS-001[0].Page1[0].List1[0].Li1[0].');
const c2 = under('CLETS-001[0].Page2[0].');

export const clets001: PdfFormMap = {
  kind: 'pdf',
  form: 'CLETS-001',
  title: 'Confidential Information for Law Enforcement',
  revision: 'Rev. January 1, 2026',
  attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  fields: {
    ['CLETS-001[0].Page1[0].RightCaption[0].CaseNumber_ft[0]']: caseNumber(),
    ['CLETS-001[0].Page1[0].RightCaption[0].DateField1[0]']: court('Date received by court', 'Caption'),
    [c2('CaseNumber_ft[0]')]: caseNumber(),
    // 1. The restrained person.
    [c1('nametf[0]')]: text('1', 'Name', 'other.name'),
    [c1('othernametf[0]')]: text('1', 'Other names used', 'other.otherNames'),
    [c1('marktf[0]')]: text('1', 'Marks, scars or tattoos', 'other.marks'),
    [c1('ssntf[0]')]: ask(
      '1',
      'Social Security number (if known)',
      'the client may give it to staff in person; it is not collected online',
    ),
    [c1('drivelicensetf[0]')]: text('1', 'Driver’s license (number and state)', 'other.license'),
    [c1('cartypetf[0]')]: text('1', 'Vehicle type', 'other.vehicleType'),
    [c1('modeltf[0]')]: text('1', 'Vehicle model', 'other.vehicleModel'),
    [c1('yeartf[0]')]: text('1', 'Vehicle year', { raw: 'other.vehicleYear' }),
    [c1('plateno[0]')]: text('1', 'Plate number', 'other.vehiclePlate'),
    [c1('employertf[0]')]: text('1', 'Employer and address', 'other.employer'),
    [c1('phonetf[0]')]: text('1', 'Telephone', 'other.phone'),
    [c1('item1ME[0]')]: check('1', 'Speaks English: Yes', is('other.speaksEnglish', 'yes')),
    [c1('item1ME[1]')]: check('1', 'Speaks English: I don’t know', is('other.speaksEnglish', 'unknown')),
    [c1('item1ME[2]')]: check('1', 'Speaks English: No', is('other.speaksEnglish', 'no')),
    [c1('notf[0]')]: text('1', 'Language', 'other.language'),
    [c1('item1firearmME[0]')]: check('1', 'Firearms: No', is('firearms', 'no')),
    [c1('item1firearmME[1]')]: check('1', 'Firearms: I don’t know', is('firearms', 'unknown')),
    [c1('item1firearmME[2]')]: check('1', 'Firearms: Yes', is('firearms', 'yes')),
    [c1('Yestf[0]')]: text('1', 'Firearms: type, amount, location', {
      if: is('firearms', 'yes'),
      then: {
        each: 'guns',
        value: { join: [{ from: 'description' }, { from: 'amount' }, { from: 'location' }], separator: ', ' },
        separator: '; ',
      },
    }),
    // 2–3. The protected person.
    [c2('List2[0].Li1[0].yournametf[0]')]: text('2', 'Your name', 'you.name'),
    [c2('List3[0].Li1[0].agetf[0]')]: text('3', 'Age', { raw: 'you.age' }),
    [c2('List3[0].Li1[0].dob[0]')]: text('3', 'Date of birth', 'you.dateOfBirth'),
    [c2('Item3genderME[0]')]: check('3', 'Gender: X (nonbinary)', is('you.gender', 'nonbinary')),
    [c2('Item3genderME[1]')]: check('3', 'Gender: male', is('you.gender', 'male')),
    [c2('Item3genderME[2]')]: check('3', 'Gender: female', is('you.gender', 'female')),
    [c2('racetf[0]')]: text('3', 'Race', 'you.race'),
    [c2('item3phonetf[0]')]: text('3', 'Telephone', 'you.phone'),
    ...yesNo(c2('item3EnglishME[1]'), c2('item3EnglishME[0]'), '3', 'Speaks English', 'you.speaksEnglish'),
    [c2('item3englishtf[0]')]: text('3', 'Language', 'you.language'),
    // 4. Other protected people.
    [c2('List4[0].Li1[0].item4cb[0]')]: attached('4', 'More protected people (attached)', ['clets-people']),
  },
  rowGroups: [
    {
      id: 'clets-people',
      item: '4',
      label: 'Other protected people (name, gender, race, date of birth)',
      source: ['protectedPeople'],
      rows: [1, 2, 3, 4].map((n) => {
        const r = (f: string) => c2(`List4[0].Li1[0].item4${f}${n}[0]`);
        return {
          [r('nametf')]: cell('name'),
          [r('gendertf')]: cell({ option: 'gender', labels: { female: 'F', male: 'M', nonbinary: 'X' } }),
          [r('racetf')]: cell('race'),
          [r('dob')]: cell('dateOfBirth'),
        };
      }),
      overflow: {
        kind: 'attachment',
        title: 'CLETS-001, item 4 — More protected people',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Gender', value: { from: 'gender' } },
          { label: 'Race', value: { from: 'race' } },
          { label: 'Date of birth', value: { from: 'dateOfBirth' } },
        ],
      },
    },
  ],
};

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

// ---------------------------------------------------------------------------------------------------------------
// Worksheets: forms the project does not hold.
// ---------------------------------------------------------------------------------------------------------------

const dv105a: WorksheetMap = {
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

const dv108: WorksheetMap = {
  kind: 'worksheet',
  form: 'DV-108',
  title: 'Request for Orders to Prevent Child Abduction',
  reason: 'not in the verified forms folder',
  when: { all: [has('relationship', 'childTogether'), CUSTODY, is('abductionRisk', true)] },
  items: [
    { kind: 'value', item: 'Caption', label: 'Case name', value: caseName },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    { kind: 'value', item: '1–2', label: 'Names of the parties', value: caseName },
    { kind: 'value', item: '3', label: 'Why the person in 2 may take the children', value: { from: 'abductionReasons' } },
    { kind: 'value', item: '3', label: 'Details', value: { from: 'abductionDetails' } },
    { kind: 'value', item: '4–10', label: 'Orders asked for to prevent abduction', value: { from: 'abductionOrders' } },
    { kind: 'staff', item: 'Signature', label: 'Date and signature', note: 'the day the client signs' },
  ],
};

const dv110: WorksheetMap = {
  kind: 'worksheet',
  form: 'DV-110',
  title: 'Temporary Restraining Order',
  reason: 'not in the verified forms folder',
  items: [
    { kind: 'value', item: '1', label: 'Protected person: name', value: { from: 'you.name' } },
    {
      kind: 'value',
      item: '1',
      label: 'Address for court papers',
      value: { join: [{ from: 'you.street' }, { from: 'you.city' }, { raw: 'you.state' }, { from: 'you.zip' }] },
    },
    { kind: 'value', item: '2', label: 'Restrained person: name', value: { from: 'other.name' } },
    { kind: 'value', item: '2', label: 'Gender', value: { from: 'other.gender' } },
    {
      kind: 'value',
      item: '2',
      label: 'Height',
      value: { join: [{ raw: 'other.heightFeet' }, { raw: 'other.heightInches' }], separator: ' ft ' },
    },
    { kind: 'value', item: '2', label: 'Weight', value: { raw: 'other.weight' } },
    { kind: 'value', item: '2', label: 'Hair color', value: { from: 'other.hair' } },
    { kind: 'value', item: '2', label: 'Eye color', value: { from: 'other.eyes' } },
    { kind: 'value', item: '2', label: 'Race', value: { from: 'other.race' } },
    {
      kind: 'value',
      item: '2',
      label: 'Age and date of birth',
      value: { join: [{ raw: 'other.age' }, { from: 'other.dateOfBirth' }], separator: ', ' },
    },
    { kind: 'value', item: '2', label: 'Relationship to the protected person', value: { from: 'relationship' } },
    {
      kind: 'rows',
      item: '3',
      label: 'Additional protected persons',
      source: ['protectedPeople'],
      columns: [
        { label: 'Full name', value: { from: 'name' } },
        { label: 'Gender', value: { from: 'gender' } },
        { label: 'Age', value: { raw: 'age' } },
        { label: 'Lives with you', value: { from: 'livesWithYou' } },
        { label: 'Relationship to you', value: { from: 'relationship' } },
      ],
    },
    { kind: 'court', item: '4–24', label: 'Orders the judge makes' },
  ],
};

export const domesticViolenceForms = defineForms({
  type: 'domestic-violence',
  version: 2,
  forms: [
    dv100,
    clets001,
    dv105,
    dv105a,
    dv108,
    dv109,
    dv110,
    fl150Map(mapsFor<typeof domesticViolence>(), {
      declarant: 'you',
      ageFrom: 'you.age',
      mailing: false,
      caption: { petitioner: { from: 'you.name' }, respondent: { from: 'other.name' } },
      when: {
        any: [
          { field: 'childOrders', includes: 'support' },
          { field: 'moneyOrders', includes: 'spousalSupport' },
        ],
      },
    }),
  ],
});
