/**
 * DV-100 Request for Domestic Violence Restraining Order (Rev. January 1, 2025), filled field by field (every AcroForm
 * field has its rule). Nothing here names the client's home address: item 1 is the address the client chose for court
 * papers, and the phone and email go on the form only when the client chose to put them there (`formContact`).
 */
import { attached, cell, cellCheck, check, na, pagesAttached, staff, text, under, yesNo } from '../build';
import type { CellRule, Column, FieldRule, PdfFormMap, ValueSpec } from '../model';
import { caseNumber, courtNameAndAddress } from './caption';
import { caseKinds, caseName, CUSTODY, has, is } from './dv-common';

const F = under('DV-100[0].');

/** The phone or email on DV-100 item 1: the client's own, another one, or none (`formContact`). */
const formContact = (own: string, other: string): ValueSpec => ({
  if: is('formContact', 'same'),
  then: { from: own },
  else: { if: is('formContact', 'other'), then: { from: other } },
});

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
