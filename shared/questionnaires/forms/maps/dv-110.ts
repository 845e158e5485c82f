/**
 * DV-110 Temporary Restraining Order (Rev. January 1, 2025), the official form (issue 27: it was a worksheet), the
 * proposed order the petitioner files with DV-100. Its instruction: "The person asking for a restraining order must
 * complete 1, 2, and 3 only. The court will complete the rest of this form." So the packet fills, as the petitioner:
 * - the caption: the court's name and street address ("Fill in court name and street address") and the case number
 *   when it is known (forms/maps/caption.ts);
 * - item 1, the protected person; item 2, the restrained person's description (the starred items the police database
 *   needs), the address where they receive the court's orders (page 7: "your last known address, which is written in
 *   2"), and the firearms, parts and ammunition given in DV-100 item 9; item 3, the other protected people (DV-100 item
 *   8), more than four on the attachment the form names ("DV-110, Other Protected People").
 * The rest is the judge's. The packet writes, under each order the client asked for on DV-100, only the terms the
 * client asked for there — the people and places of the no-contact and stay-away orders and the distance, the address
 * to move out from, the other orders, the animals and their distance, the property, "the person in 2" of items 18 and 20,
 * the debts — so that the judge need not copy them from DV-100; every "Not requested / Denied until the hearing /
 * Granted as follows" box, the exceptions of items 11b and 12b (DV-100 does not ask for them), items 4–9, 15, 22–24,
 * the hearings, the signature and the clerk's certificate stay blank for the court. Nothing is written under an order
 * the client did not ask for.
 */
import type { domesticViolence } from '../../domestic-violence';
import { under } from '../build';
import type { FieldRule } from '../model';
import { mapsFor } from '../typed';
import { caseNumber, courtNameAndAddress } from './caption';

const { attached, cell, check, columns, cond, court, each, has, is, na, pdf, spec, text } = mapsFor<typeof domesticViolence>();

export const DV110_REVISION = 'Rev. January 1, 2025';

const F = under('DV-110[0].');
const p1 = under('DV-110[0].Page1[0].');
const i2 = under('DV-110[0].Page1[0].List2[0].Li1[0].');
const i3 = under('DV-110[0].Page1[0].List3[0].Li1[0].');
const p2 = under('DV-110[0].Page2[0].List6[0].');
const p3 = under('DV-110[0].Page3[0].');
const p4 = under('DV-110[0].Page4[0].');
const p5 = under('DV-110[0].Page5[0].');
const p6 = under('DV-110[0].Page6[0].');

const NO_CONTACT = cond(has('orders', 'noContact'));
const STAY_AWAY = cond(has('orders', 'stayAway'));
const ANIMALS = cond(has('orders', 'animals'));
const place = (value: 'me' | 'home' | 'work' | 'vehicle' | 'school' | 'protectedPeople' | 'childrenSchool' | 'other') =>
  cond({ all: [STAY_AWAY, has('stayAwayPlaces', value)] });
const animalOrder = (value: 'stayAway' | 'noHarm' | 'possession') => cond({ all: [ANIMALS, has('animalOrders', value)] });

/** "Relationship to person in 1": what the person in 2 is to the client, in DV-100 item 3's terms, shortest first. */
const RELATIONSHIP = spec({
  join: [
    { if: has('relationship', 'married'), then: { text: 'Spouse' } },
    { if: has('relationship', 'divorced'), then: { text: 'Former spouse' } },
    { if: has('relationship', 'childTogether'), then: { text: 'Parent of our child' } },
    { if: has('relationship', 'engaged'), then: { text: 'Engaged (now or before)' } },
    { if: has('relationship', 'dating'), then: { text: 'Dating (now or before)' } },
    {
      if: has('relationship', 'related'),
      then: {
        join: [
          { if: has('relatedAs', 'parent'), then: { text: 'Parent' } },
          { if: has('relatedAs', 'sibling'), then: { text: 'Sibling' } },
          { if: has('relatedAs', 'child'), then: { text: 'Child' } },
          { if: has('relatedAs', 'grandparent'), then: { text: 'Grandparent' } },
          { if: has('relatedAs', 'childSpouse'), then: { text: 'Child’s spouse' } },
          { if: has('relatedAs', 'grandchild'), then: { text: 'Grandchild' } },
        ],
        separator: ', ',
      },
    },
    { if: has('relationship', 'livedTogether'), then: { text: 'Lived together' } },
  ],
  separator: '; ',
});

/** Item 2's firearms box, from DV-100 item 9: each item given, or what the client answered there. */
const FIREARMS = spec({
  if: is('firearms', 'yes'),
  then: {
    each: 'guns',
    value: { join: [{ from: 'description' }, { from: 'amount' }, { from: 'location' }], separator: ', ' },
    separator: '; ',
  },
  else: {
    if: is('firearms', 'no'),
    then: { text: 'None known (DV-100, item 9: No)' },
    else: { if: is('firearms', 'unknown'), then: { text: 'Not known (DV-100, item 9: I don’t know)' } },
  },
});

/** The three decision boxes of an order ("Not requested", "Denied until the hearing", "Granted as follows"): the judge's. */
const decision = (names: readonly string[], item: string): Record<string, FieldRule> =>
  Object.fromEntries(
    names.map((name, i) => [name, court(`Order ${item}: ${['Not requested', 'Denied until the hearing', 'Granted as follows'][i]}`, item)]),
  );
/** DV-110 lists the boxes in varying orders: [not requested, denied, granted] by their field indexes. */
const boxes = (base: string, order: readonly [number, number, number]) => order.map((i) => `${base}[${i}]`);

const ANIMAL_ROWS = [
  ['item3FullName3_tf1', 'item3relation2_tf1', 'item3relation1_tf2', 'item3relation1_tf3'],
  ['item3FullName3_tf2', 'item3relation2_tf4', 'item3relation1_tf5', 'item3relation1_tf6'],
  ['item3FullName3_tf7', 'item3relation2_tf8', 'item3relation1_tf9', 'item3relation1_tf10'],
  ['item3FullName3_tf11', 'item3relation2_tf12', 'item3relation1_tf13', 'item3relation1_tf'],
] as const;

const DEBT_ROWS = [
  ['T241', 'T244', 'T247', 'T250'],
  ['T341', 'T344', 'T347', 'T350'],
  ['T441', 'T444', 'T447', 'T450'],
] as const;

const PEOPLE_ROWS = [
  ['item3FullName1_tf1', 'item3relation1_tf1', 'item3age1_tf1'],
  ['item3FullName1_tf', 'item3relation1_tf', 'item3age1_tf'],
  ['item3FullName2_tf', 'item3relation2_tf', 'item3age2_tf'],
  ['item3FullName3_tf', 'item3relation3_tf', 'item3age3_tf'],
] as const;

const firearmsFound = (li: number, date: string, location: string, amount?: string): Record<string, FieldRule> => {
  const r = under(`DV-110[0].Page2[0].List6[0].Li${li <= 4 ? 1 : 2}[0].List${li <= 4 ? 'a' : 'b'}[0].Li${li <= 4 ? li : li - 4}[0].`);
  const row = li <= 4 ? `6a(${li})` : `6b(${li - 4})`;
  return {
    [r('TextField[0]')]: court('Prohibited item found: description', row),
    [r(location)]: court('Prohibited item found: location', row),
    ...(amount ? { [r(amount)]: court('Prohibited item found: amount', row) } : {}),
    [r('Choice[0]')]: court('Proof of compliance received', row),
    [r(date)]: court('Proof of compliance received: date', row),
  };
};

export const dv110 = pdf({
  kind: 'pdf',
  form: 'DV-110',
  title: 'Temporary Restraining Order',
  revision: DV110_REVISION,
  fields: {
    // Caption.
    [p1('StampbxSub[0].CourtInfo_ft[0]')]: courtNameAndAddress(),
    ...each(
      [p1('StampbxSub[0].CaseNumber[0]'), ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => F(`Page${n}[0].PxCaption[0].CaseNumber[0]`))],
      caseNumber(),
    ),
    [p1('OrigAmen_cb[0]')]: court('Original order', 'Caption'),
    [p1('OrigAmen_cb[1]')]: court('Amended order', 'Caption'),
    [p1('Amended_ft[0]')]: court('Amended order (text)', 'Caption'),
    // 1. The protected person.
    [p1('List1[0].Li1[0].TextField[0]')]: text('1', 'Protected person (name)', 'you.name'),
    // 2. The restrained person.
    [i2('ParentRel[0]')]: text('2', 'Full name', 'other.name'),
    [i2('gender_cb[0]')]: check('2', 'Gender: M', is('other.gender', 'male')),
    [i2('gender_cb[1]')]: check('2', 'Gender: F', is('other.gender', 'female')),
    [i2('gender_cb[2]')]: check('2', 'Gender: nonbinary', is('other.gender', 'nonbinary')),
    [i2('TF6[0]')]: text('2', 'Race', 'other.race'),
    [i2('T191[0]')]: text('2', 'Age (estimate, if age unknown)', { raw: 'other.age' }),
    [i2('TF1[0]')]: text('2', 'Date of birth', 'other.dateOfBirth'),
    [i2('TF2[0]')]: text('2', 'Height', {
      if: { field: 'other.heightFeet', filled: true },
      then: {
        join: [
          { join: [{ raw: 'other.heightFeet' }, { text: 'ft' }], separator: ' ' },
          {
            if: { field: 'other.heightInches', filled: true },
            then: { join: [{ raw: 'other.heightInches' }, { text: 'in' }], separator: ' ' },
          },
        ],
        separator: ' ',
      },
    }),
    [i2('TF3[0]')]: text('2', 'Weight', {
      if: { field: 'other.weight', filled: true },
      then: { join: [{ raw: 'other.weight' }, { text: 'lb' }], separator: ' ' },
    }),
    [i2('TF4[0]')]: text('2', 'Hair color', 'other.hair'),
    [i2('TF5[0]')]: text('2', 'Eye color', 'other.eyes'),
    [i2('TextField[0]')]: text('2', 'Relationship to person in 1', RELATIONSHIP),
    [i2('TF7[0]')]: text('2', 'Address of restrained person (if known)', 'other.address'),
    [i2('TF8[0]')]: na('The restrained person’s address is asked as one line and written whole on the address line', 'City'),
    [i2('TF9[0]')]: na('The restrained person’s address is asked as one line and written whole on the address line', 'State'),
    [i2('TF10[0]')]: na('The restrained person’s address is asked as one line and written whole on the address line', 'ZIP'),
    [i2('OtherSpecify_tf[0]')]: text(
      '2',
      'Firearms, firearm parts or ammunition the restrained person may have (DV-100, item 9)',
      FIREARMS,
    ),
    // 3. Other protected people (rows in the `dv110-people` group).
    [i3('item3_cb[0]')]: check('3', 'Other protected people', is('protectOthers', true)),
    [i3('AGHagueCert_cb[0]')]: attached('3', 'More people listed on “DV-110, Other Protected People” (attached)', ['dv110-people']),
    // 4. The hearing: the court's.
    [p1('List4[0].Li1[0].T195[0]')]: court('Hearing date', '4'),
    [p1('List4[0].Li1[0].time1[0]')]: court('Hearing time', '4'),
    [p1('List4[0].Li1[0].item4ampm[0]')]: court('Hearing time: a.m.', '4'),
    [p1('List4[0].Li1[0].item4ampm[1]')]: court('Hearing time: p.m.', '4'),
    // 6–9. Findings and hearings: the court's.
    [p2('CheckBoxRightCaption[0]')]: court('Restrained person has prohibited items', '6'),
    ...firearmsFound(1, 'DateField1[0]', 'TextField1[0]'),
    ...firearmsFound(2, 'DateField2[0]', 'TextField1[0]'),
    ...firearmsFound(3, 'DateField3[0]', 'TextField1[0]'),
    ...firearmsFound(4, 'DateField4[0]', 'TextField1[0]'),
    ...firearmsFound(5, 'DateField5[0]', 'TextField2[0]', 'TextField1[0]'),
    ...firearmsFound(6, 'DateField6[0]', 'TextField2[0]', 'TextField1[0]'),
    [p3('List7[0].Li1[0].AGHagueCert_cb[0]')]: court('Hearing to review firearms compliance', '7'),
    [p3('List7[0].Li1[0].HearingDate_dt[0]')]: court('Firearms compliance hearing: date', '7'),
    [p3('List7[0].Li1[0].HearingDept_ft[0]')]: court('Firearms compliance hearing: department', '7'),
    [p3('List7[0].Li1[0].HearingTime_dt[0]')]: court('Firearms compliance hearing: time', '7'),
    [p3('List7[0].Li1[0].HearingRm_ft[0]')]: court('Firearms compliance hearing: room', '7'),
    [p3('List7[0].Li1[0].HearingCourt_ft[0]')]: court('Firearms compliance hearing: court if different', '7'),
    [p3('List9set[0].List9[0].Li1[0].AGHagueCert_cb[0]')]: court('Not granted for good cause', '9'),
    // 10. Order to not abuse: the judge's decision only.
    ...decision(boxes(p3('List10[0].item7_cb'), [1, 0, 2]), '10'),
    // 11. No-contact order: whom, as asked on DV-100 item 11 (the client and each person in item 8).
    ...decision(boxes(p4('List11[0].item8_cb'), [0, 1, 2]), '11'),
    [p4('List11[0].Li1[0].CheckBoxRightCaption[0]')]: check('11a', 'No contact with: the person in 1', NO_CONTACT),
    [p4('List11[0].Li1[0].AGHagueCert_cb[0]')]: check('11a', 'No contact with: the persons in 3', {
      all: [NO_CONTACT, is('protectOthers', true)],
    }),
    [p4('List11[0].Li2[0].AGHagueCert_cb1[0]')]: court('Exception to 11a', '11b'),
    [p4('List11[0].Li2[0].List[0].Li1[0].MultilineCheckBox[0]')]: court('Exception: contact about the children for visits', '11b'),
    [p4('List11[0].Li2[0].List[0].Li2[0].AGHagueCert_cb[0]')]: court('Exception: contact with the children during visits', '11b'),
    [p4('List11[0].Li2[0].List[0].Li3[0].AGHagueCert_cb[0]')]: court('Exception: other', '11b'),
    [p4('List11[0].Li2[0].List[0].Li3[0].TextField2[0]')]: court('Exception: other (explain)', '11b'),
    // 12. Stay-away order: the distance and places asked on DV-100 item 12.
    ...decision(boxes(p4('List12[0].item9_cb'), [0, 1, 2]), '12'),
    [p4('List12[0].Li1[0].T161[0]')]: text('12a', 'Stay at least (yards)', { if: STAY_AWAY, then: { raw: 'stayAwayYards' } }),
    [p4('List12[0].Li1[0].FieldName_cb1[0]')]: check('12a', 'Stay away from: person in 1', place('me')),
    [p4('List12[0].Li1[0].FieldName_cb2[0]')]: check('12a', 'Stay away from: school of person in 1', place('school')),
    [p4('List12[0].Li1[0].FieldName_cb3[0]')]: check('12a', 'Stay away from: home of person in 1', place('home')),
    [p4('List12[0].Li1[0].FieldName_cb4[0]')]: check('12a', 'Stay away from: persons in 3', place('protectedPeople')),
    [p4('List12[0].Li1[0].FieldName_cb5[0]')]: check('12a', 'Stay away from: job or workplace of person in 1', place('work')),
    [p4('List12[0].Li1[0].FieldName_cb6[0]')]: check('12a', 'Stay away from: children’s school or child care', place('childrenSchool')),
    [p4('List12[0].Li1[0].FieldName_cb7[0]')]: check('12a', 'Stay away from: vehicle of person in 1', place('vehicle')),
    [p4('List12[0].Li1[0].AGHagueCert_cb[0]')]: check('12a', 'Stay away from: other', place('other')),
    [p4('List12[0].Li1[0].TextField2[0]')]: text('12a', 'Stay away from: other (explain)', {
      if: place('other'),
      then: { from: 'stayAwayOther' },
    }),
    [p4('List12[0].Li2[0].AGHagueCert_cb1[0]')]: court('Exception to 12a', '12b'),
    [p4('List12[0].Li2[0].List[0].Li1[0].AGHagueCert_cb[0]')]: court('Exception: exchanging the children for visits', '12b'),
    [p4('List12[0].Li2[0].List[0].Li2[0].AGHagueCert_cb[0]')]: court('Exception: visits with the children', '12b'),
    [p4('List12[0].Li2[0].List[0].Li3[0].AGHagueCert_cb[0]')]: court('Exception: other', '12b'),
    [p4('List12[0].Li2[0].List[0].Li3[0].TextFieldItem9b3[0]')]: court('Exception: other (explain)', '12b'),
    [p4('List12[0].Li2[0].List[0].Li3[0].TextFieldItem9b3_tf[0]')]: court('Exception: other (explain, line 2)', '12b'),
    // 13. Move out: the address asked on DV-100 item 13.
    ...decision(boxes(p4('List13[0].Li1[0].item10_cb'), [0, 1, 2]), '13'),
    [p4('List13[0].Li1[0].TextField2[0]')]: text('13', 'Move out from (address)', {
      if: has('orders', 'moveOut'),
      then: { from: 'moveOutAddress' },
    }),
    // 14. Other orders: as described on DV-100 item 14.
    ...decision(boxes(p4('List14[0].Li1[0].item11_cb'), [0, 1, 2]), '14'),
    [p4('List14[0].Li1[0].OtherSpecify_tf[0]')]: text('14', 'Other orders', { if: has('orders', 'other'), then: { from: 'otherOrders' } }),
    // 15. Child custody and visitation: granted on DV-140, the judge's form.
    ...decision(boxes(p5('List15[0].Li1[0].item12_cb'), [0, 1, 2]), '15'),
    [p5('List15[0].Li1[0].AGHagueCert11_cb[0]')]: court('Custody and visitation: other form', '15'),
    [p5('List15[0].Li1[0].TextField[0]')]: court('Custody and visitation: other form (name)', '15'),
    // 16. Animals: the orders and distance asked on DV-100 item 16, the animals in the `dv110-animals` group.
    ...decision(boxes(p5('List16[0].item13_cb'), [0, 1, 2]), '16'),
    [p5('List16[0].Li1[0].AGHagueCert11_cb[0]')]: check('16a', 'Stay away from the animals', animalOrder('stayAway')),
    [p5('List16[0].Li1[0].FillText11\\.yards[0]')]: text('16a', 'Stay away from the animals (yards)', {
      if: animalOrder('stayAway'),
      then: { raw: 'animalYards' },
    }),
    [p5('List16[0].Li2[0].AGHagueCert_cb[0]')]: check('16b', 'Not take, harm or get rid of the animals', animalOrder('noHarm')),
    [p5('List16[0].Li3[0].AGHagueCert11_cb[0]')]: check(
      '16c',
      'Sole possession of the animals to the person in 1',
      animalOrder('possession'),
    ),
    // 17. Control of property: the property described on DV-100 item 17.
    ...decision(boxes(p5('List17[0].Li1[0].item14_cb'), [0, 1, 2]), '17'),
    [p5('List17[0].Li1[0].OtherSpecify_tf[0]')]: text('17', 'Property only the person in 1 may use, control and possess', {
      if: has('moneyOrders', 'property'),
      then: { from: 'propertyItems' },
    }),
    // 18. Insurance: DV-100 item 18 asks it of the person in 2.
    ...decision(boxes(p5('List18[0].Li1[0].item15_cb'), [0, 1, 2]), '18'),
    [p5('List18[0].Li1[0].PersonIn1_cb[0]')]: court('Insurance order: the person in 1 (DV-100 asks it of the person in 2 only)', '18'),
    [p5('List18[0].Li1[0].PersonIn2_cb[0]')]: check('18', 'Insurance order: the person in 2', has('moneyOrders', 'insurance')),
    // 19. Record communications: the judge's decision only.
    ...decision(boxes(p5('List19[0].Li1[0].item16_cb'), [0, 1, 2]), '19'),
    // 20. Property restraint: DV-100 item 20 asks it of the person in 2.
    ...decision(boxes(p6('List20[0].Li1[0].item17_cb'), [0, 1, 2]), '20'),
    [p6('List20[0].Li1[0].PersonIn1_cb[0]')]: court('Property restraint: the person in 1 (DV-100 asks it of the person in 2 only)', '20'),
    [p6('List20[0].Li1[0].PersonIn2_cb[0]')]: check('20', 'Property restraint: the person in 2', has('moneyOrders', 'propertyRestraint')),
    // 21. Pay debts: the debts listed on DV-100 item 22 (the `dv110-debts` group).
    ...decision(boxes(p6('List21[0].Li1[0].item18_cb'), [0, 1, 2]), '21'),
    // 24. Attached pages and the judge's signature.
    [p6('List24[0].FieldName_cb[0]')]: court('Attached pages', '24'),
    [p6('List24[0].Li1[0].NumberOfAttachedPages_ft[0]')]: court('Number of pages attached', '24a'),
    [p6('List24[0].Li2[0].FieldName_cb1[0]')]: court('Attachment: DV-140', '24b'),
    [p6('List24[0].Li2[0].FieldName_cb2[0]')]: court('Attachment: DV-145', '24b'),
    [p6('List24[0].Li2[0].FieldName_cb3[0]')]: court('Attachment: DV-820', '24b'),
    [p6('List24[0].Li2[0].AGHagueCert_cb[0]')]: court('Attachment: other', '24b'),
    [p6('List24[0].Li2[0].TextField2[0]')]: court('Attachment: other (name)', '24b'),
    [p6('SignatureSub[0].SigDate[0]')]: court('Date (judicial officer)'),
    [F('Page9[0].ClertSub[0].T57[0]')]: court('Clerk’s certificate: date'),
    [F('Page9[0].ClertSub[0].T154[0]')]: court('Clerk’s certificate: clerk'),
  },
  rowGroups: [
    {
      id: 'dv110-people',
      item: '3',
      label: 'Other protected people (full name, relationship to person in 1, age)',
      source: ['protectedPeople'],
      where: { field: '/protectOthers', equals: true },
      rows: PEOPLE_ROWS.map(([name, relationship, age]) => ({
        [i3(`${name}[0]`)]: cell('name'),
        [i3(`${relationship}[0]`)]: cell('relationship'),
        [i3(`${age}[0]`)]: cell({ raw: 'age' }),
      })),
      overflow: {
        kind: 'attachment',
        title: 'DV-110, Other Protected People',
        columns: columns([
          { label: 'Full name', value: { from: 'name' } },
          { label: 'Relationship to person in 1', value: { from: 'relationship' } },
          { label: 'Age', value: { raw: 'age' } },
        ]),
      },
    },
    {
      id: 'dv110-animals',
      item: '16',
      label: 'Animals (name, type, breed, color)',
      source: ['animalList'],
      where: { field: '/orders', includes: 'animals' },
      rows: ANIMAL_ROWS.map(([name, type, breed, color]) => {
        const r = (n: string) => p5(`List16[0].Li3[0].${n}[0]`);
        return { [r(name)]: cell('name'), [r(type)]: cell('type'), [r(breed)]: cell('breed'), [r(color)]: cell('color') };
      }),
      overflow: {
        kind: 'attachment',
        title: 'DV-110, item 16 — More animals',
        columns: columns([
          { label: 'Name (or other way to ID animal)', value: { from: 'name' } },
          { label: 'Type of animal', value: { from: 'type' } },
          { label: 'Breed (if known)', value: { from: 'breed' } },
          { label: 'Color', value: { from: 'color' } },
        ]),
      },
    },
    {
      id: 'dv110-debts',
      item: '21',
      label: 'Debts to pay (pay to, for, amount, due date)',
      source: ['debts'],
      where: { field: '/moneyOrders', includes: 'payDebts' },
      rows: DEBT_ROWS.map(([to, what, amount, due]) => {
        const r = (n: string) => p6(`List21[0].Li1[0].${n}[0]`);
        return { [r(to)]: cell('payTo'), [r(what)]: cell('for'), [r(amount)]: cell('amount'), [r(due)]: cell('dueDate') };
      }),
      overflow: {
        kind: 'attachment',
        title: 'DV-110, item 21 — More debts',
        columns: columns([
          { label: 'Pay to', value: { from: 'payTo' } },
          { label: 'For', value: { from: 'for' } },
          { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
          { label: 'Due date', value: { from: 'dueDate' } },
        ]),
      },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ from: 'you.name' }, { from: 'other.name' }], separator: ' v. ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
