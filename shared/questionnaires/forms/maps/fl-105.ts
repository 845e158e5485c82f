/**
 * FL-105/GC-120 (Rev. January 1, 2025) filled from the `uccjea` object (uccjea.ts): every AcroForm field of the form
 * has its rule here, so a questionnaire only names where its declarant's party block is and what its caption says:
 *
 *   fl105Map({
 *     declarant: 'you',                                             // a party block (party.ts) at the answers root
 *     caption: { petitioner: { from: 'you.name' }, respondent: { from: 'otherParty.name' }, caseNumber: { from: 'caseNumber' } },
 *     when: { field: 'orders', includes: 'childCustody' },          // optional
 *   })
 *
 * and adds `fl105aWorksheet()` for the children who have not lived together.
 */
import type { Condition } from '../../types';
import { attached, cell, cellCheck, check, na, pagesAttached, staff, text, under, yesNo } from '../build';
import type { Column, FieldRule, PdfFormMap, RowGroup, ValueSpec, WorksheetMap } from '../model';
import { plain, plainCond, type Cond, type MapBuilders, type Spec } from '../typed';
import { attorneyBoxAt, caseNumber, courtBox, type PartyPath } from './caption';

export const FL105_REVISION = 'Rev. January 1, 2025';
const U = 'uccjea';

/** What a questionnaire tells the map, typed against its own answers (F: its path table). */
export interface Fl105Options<F> {
  /** Path of the declarant's party block (name, street, city, state, zip, phone, email; party.ts). */
  readonly declarant: PartyPath<F>;
  readonly caption: {
    readonly petitioner?: Spec<F>;
    readonly respondent?: Spec<F>;
    readonly otherParty?: Spec<F>;
    /** Probate guardianships only: "GUARDIANSHIP OF (name)". */
    readonly guardianshipOf?: Spec<F>;
    readonly caseNumber?: Spec<F>;
    /** "CASE NAME" on page 2; default "<petitioner> v. <respondent>". */
    readonly caseName?: Spec<F>;
  };
  readonly when?: Cond<F>;
}

const p1 = under('FL-105[0].Page1[0].');
const p2 = under('FL-105[0].Page2[0].');
const cap = under('FL-105[0].Page1[0].P1Caption[0].');
const always: Condition = { all: [] };

/** "Los Angeles, California", or only the state when the present address is confidential. */
const residencePlace: ValueSpec = {
  if: { field: 'confidential', equals: true },
  then: { from: 'state' },
  else: { join: [{ from: 'city' }, { from: 'state' }] },
};
/** "Ana López, 12 Oak St, Pasadena, CA 91101", or with the state only when that address is confidential. */
const personAndAddress: ValueSpec = {
  join: [
    { from: 'livedWith' },
    { if: { field: 'livedWithConfidential', equals: true }, then: { from: 'livedWithState' }, else: { from: 'livedWithAddress' } },
  ],
};

const residenceColumns: readonly Column[] = [
  { label: 'From (month/year)', value: { date: 'from', format: 'MM/YYYY' } },
  { label: 'To', value: { if: { field: 'to', filled: true }, then: { date: 'to', format: 'MM/YYYY' }, else: { text: 'Present' } } },
  { label: 'Residence (city, state)', value: residencePlace },
  { label: 'Person child lived with and complete current address', value: personAndAddress },
  { label: 'Relationship', value: { from: 'relationship' } },
];

/** Item 3a: the residence history of the only child, of all the children together, or of the oldest child. */
function residenceRows(): RowGroup {
  const t = under('FL-105[0].Page1[0].List3[0].Li1[0].Table3a[0].');
  const row = (n: number) => ({
    [t(`Row${n}[0].From${n}[0]`)]: cell({ date: 'from', format: 'MM/YYYY' }),
    ...(n === 1
      ? {}
      : { [t(`Row${n}[0].To${n}[0]`)]: cell({ if: { field: 'to', filled: true }, then: { date: 'to', format: 'MM/YYYY' } }) }),
    [t(`Row${n}[0].Residence${n}[0]`)]: cell(residencePlace),
    [t(`Row${n}[0].PersonStreet${n}[0]`)]: cell(personAndAddress),
    [t(`Row${n}[0].Relationship${n}[0]`)]: cell({ from: 'relationship' }),
    ...(n === 1
      ? {
          [t('Row1a[0].Confidential1a3[0].ConfidentialCB[0]')]: cellCheck({ field: 'confidential', equals: true }),
          [t('Row1a[0].Confidential1a4[0].ConfidentialCB[0]')]: cellCheck({ field: 'livedWithConfidential', equals: true }),
        }
      : {}),
  });
  return {
    id: 'residences',
    item: '3a',
    label: 'Residence history for the past five years',
    // One of the two is answered: the shared history, or (children apart) the oldest child's own.
    source: [`${U}.residences`, `${U}.children.0.residences`],
    sort: { by: 'from', order: 'desc' },
    rows: [1, 2, 3, 4, 5].map(row),
    overflow: { kind: 'attachment', title: 'FL-105, Attachment 3a — Additional addresses', columns: residenceColumns },
  };
}

/** Item 4: one row per kind of proceeding; more cases of a kind continue on Attachment 4. */
function caseRows(): RowGroup[] {
  const t = under('FL-105[0].Page2[0].Item4subformset[0].List4[0].Li1[0].');
  const columns: readonly Column[] = [
    { label: 'Proceeding', value: { from: 'kind' } },
    { label: 'Case number', value: { from: 'caseNumber' } },
    { label: 'Court (name, state or tribe, location)', value: { from: 'court' } },
    { label: 'Court order or judgment (date)', value: { from: 'orderDate' } },
    { label: 'Name of each child', value: { from: 'childNames' } },
    { label: 'Your connection to the case', value: { from: 'role' } },
    { label: 'Case status', value: { from: 'status' } },
  ];
  const overflow = { kind: 'attachment', title: 'FL-105, Attachment 4 — Other proceedings', columns } as const;
  const full = (id: string, letter: string, label: string, kinds: readonly string[], box: string): RowGroup => ({
    id,
    item: `4${letter}`,
    label,
    source: [`${U}.cases`],
    where: { field: 'kind', in: kinds },
    rows: [
      {
        [t(box)]: cellCheck(always),
        [t(`Table4abc[0].Row4${letter}[0].CaseNo4${letter}[0]`)]: cell('caseNumber'),
        [t(`Table4abc[0].Row4${letter}[0].Court4${letter}[0]`)]: cell('court'),
        [t(`Table4abc[0].Row4${letter}[0].Date4${letter}[0]`)]: cell('orderDate'),
        [t(`Table4abc[0].Row4${letter}[0].ChildName4${letter}[0]`)]: cell('childNames'),
        [t(`Table4abc[0].Row4${letter}[0].YourRole4${letter}[0]`)]: cell('role'),
        [t(`Table4abc[0].Row4${letter}[0].CaseStatus4${letter}[0]`)]: cell('status'),
      },
    ],
    overflow,
  });
  const short = (id: string, letter: string, label: string, kind: string, box: string): RowGroup => ({
    id,
    item: `4${letter}`,
    label,
    source: [`${U}.cases`],
    where: { field: 'kind', equals: kind },
    rows: [
      {
        [t(box)]: cellCheck(always),
        [t(`Table4de[0].Row4${letter}[0].CaseNo4${letter}[0]`)]: cell('caseNumber'),
        [t(`Table4de[0].Row4${letter}[0].Court4${letter}[0]`)]: cell('court'),
      },
    ],
    overflow,
  });
  return [
    full('casesFamily', 'a', 'Other proceeding: family', ['family'], 'Table4abc[0].Row4a[0].PGCell4a[0].FamilyCB[0]'),
    full(
      'casesGuardianship',
      'b',
      'Other proceeding: probate guardianship',
      ['guardianship'],
      'Table4abc[0].Row4b[0].PGCell4b[0].PGCB4b[0]',
    ),
    full('casesOther', 'c', 'Other proceeding: other', ['other', 'criminal', 'civil'], 'Table4abc[0].Row4c[0].PGCell4c[0].OtherCB[0]'),
    short('casesJuvenile', 'd', 'Other proceeding: juvenile', 'juvenile', 'Table4de[0].Row4d[0].PGCell4d[0].JuvCB[0]'),
    short('casesAdoption', 'e', 'Other proceeding: adoption', 'adoption', 'Table4de[0].Row4e[0].PGCell4e[0].AdoptCB[0]'),
  ];
}

/** Item 5: protective orders in effect, one row per kind of court. */
function orderRows(): RowGroup[] {
  const t = under('FL-105[0].Page2[0].Item5subformset[0].List5[0].Li1[0].Table5[0].');
  const columns: readonly Column[] = [
    { label: 'Court', value: { from: 'kind' } },
    { label: 'County', value: { from: 'county' } },
    { label: 'State or tribe', value: { from: 'stateOrTribe' } },
    { label: 'Case number (if known)', value: { from: 'caseNumber' } },
    { label: 'Orders expire (date)', value: { from: 'expires' } },
  ];
  const row = (id: string, letter: string, kind: string, box: string): RowGroup => ({
    id,
    item: `5${letter}`,
    label: `Protective order in effect: ${kind}`,
    source: [`${U}.orders`],
    where: { field: 'kind', equals: kind },
    rows: [
      {
        [t(`Row5${letter}[0].ROCell5${letter}[0].${box}[0]`)]: cellCheck(always),
        [t(`Row5${letter}[0].County5${letter}[0]`)]: cell('county'),
        [t(`Row5${letter}[0].StateTribe5${letter}[0]`)]: cell('stateOrTribe'),
        [t(`Row5${letter}[0].CaseNo5${letter}[0]`)]: cell('caseNumber'),
        [t(`Row5${letter}[0].ExpDate5${letter}[0]`)]: cell('expires'),
      },
    ],
    overflow: { kind: 'attachment', title: 'FL-105, Attachment 5 — Protective orders in effect', columns },
  });
  return [
    row('ordersCriminal', 'a', 'criminal', 'CrimPO_CB5a'),
    row('ordersFamily', 'b', 'family', 'FamRO_CB5b'),
    row('ordersJuvenile', 'c', 'juvenile', 'JuvRO_CB5c'),
    row('ordersOther', 'd', 'other', 'OtherRO_CB5d'),
  ];
}

/** Item 6: other people with the children or claiming rights, three columns a–c. */
function claimantRows(): RowGroup {
  const t = under('FL-105[0].Page2[0].List6[0].');
  const column = (n: number, letter: string) => ({
    [t(`Li${n}[0].Name6${letter}[0]`)]: cell({ join: [{ from: 'name' }, { from: 'address' }], separator: '\n' }),
    [t(`Li${n}[0].CheckBox6${letter}1[0]`)]: cellCheck({ field: 'hasPhysicalCustody', equals: true }),
    [t(`Li${n}[0].CheckBox6${letter}2[0]`)]: cellCheck({ field: 'claimsCustody', equals: true }),
    [t(`Li${n}[0].CheckBox6${letter}3[0]`)]: cellCheck({ field: 'claimsVisitation', equals: true }),
    [t(`Li${n}[0].Child6${letter}[0]`)]: cell('childNames'),
  });
  return {
    id: 'claimants',
    item: '6',
    label: 'Persons not a party who have custody or claim rights',
    source: [`${U}.claimants`],
    rows: [column(1, 'a'), column(2, 'b'), column(3, 'c')],
    overflow: {
      kind: 'attachment',
      title: 'FL-105, Attachment 6 — Other persons with custody or claiming rights',
      columns: [
        { label: 'Name and address', value: { join: [{ from: 'name' }, { from: 'address' }] } },
        { label: 'Has physical custody', value: { if: { field: 'hasPhysicalCustody', equals: true }, then: { text: 'X' } } },
        { label: 'Claims custody rights', value: { if: { field: 'claimsCustody', equals: true }, then: { text: 'X' } } },
        { label: 'Claims visitation rights', value: { if: { field: 'claimsVisitation', equals: true }, then: { text: 'X' } } },
        { label: 'Name of each child', value: { from: 'childNames' } },
      ],
    },
  };
}

/**
 * FL-105 for a questionnaire holding the `uccjea` object at its root: `fl105Map(mapsFor<typeof def>(), { … })`. The
 * form's own lines read the fragment's questions (checked by test/unit/court-forms/map-paths.test.ts for every
 * questionnaire that uses it); what the questionnaire passes is typed against its answers.
 */
export function fl105Map<F>(_: MapBuilders<F>, options: Fl105Options<F>): PdfFormMap {
  const caption = {
    petitioner: options.caption.petitioner && plain(options.caption.petitioner),
    respondent: options.caption.respondent && plain(options.caption.respondent),
    otherParty: options.caption.otherParty && plain(options.caption.otherParty),
    guardianshipOf: options.caption.guardianshipOf && plain(options.caption.guardianshipOf),
    caseNumber: options.caption.caseNumber && plain(options.caption.caseNumber),
    caseName: options.caption.caseName && plain(options.caption.caseName),
  };
  const caseName: ValueSpec = caption.caseName ?? {
    join: [caption.petitioner ?? { text: '' }, caption.respondent ?? { text: '' }],
    separator: ' v. ',
  };
  const childRow = (n: number) => {
    const t = under(`FL-105[0].Page1[0].List2[0].Li1[0].Table[0].Row${n}[0].`);
    return {
      [t(n === 1 ? 'TextField7[0]' : 'TextField8[0]')]: cell('name'),
      [t('TextField1[0]')]: cell('birthDate'),
      [t('TextField2[0]')]: cell('placeOfBirth'),
    };
  };
  const fields: Record<string, FieldRule> = {
    ...attorneyBoxAt(options.declarant, {
      barNumber: cap('AttyInfo[0].BarNo_ft[0]'),
      name: cap('AttyInfo[0].AttyName_ft[0]'),
      firm: cap('AttyInfo[0].AttyFirm_ft[0]'),
      street: cap('AttyInfo[0].AttyStreet_ft[0]'),
      city: cap('AttyInfo[0].AttyCity_ft[0]'),
      state: cap('AttyInfo[0].AttyState_ft[0]'),
      zip: cap('AttyInfo[0].AttyZip_ft[0]'),
      phone: cap('AttyInfo[0].Phone[0]'),
      fax: cap('AttyInfo[0].Fax[0]'),
      email: cap('AttyInfo[0].Email[0]'),
      attorneyFor: cap('AttyInfo[0].Name[0]'),
    }),
    ...courtBox({
      county: cap('CrtInfo[0].CrtCounty[0]'),
      street: cap('CrtInfo[0].CrtStreet[0]'),
      mailing: cap('CrtInfo[0].CrtMailingAdd[0]'),
      cityZip: cap('CrtInfo[0].CrtCityZip[0]'),
      branch: cap('CrtInfo[0].CrtBranch[0]'),
    }),
    [cap('ProbateParty[0].Party1[0]')]: caption.petitioner
      ? text('Caption', 'Petitioner', caption.petitioner)
      : na('Not a party in this case type', 'Petitioner'),
    [cap('ProbateParty[0].Party2[0]')]: caption.respondent
      ? text('Caption', 'Respondent', caption.respondent)
      : na('Not a party in this case type', 'Respondent'),
    [cap('ProbateParty[0].Party3[0]')]: caption.otherParty
      ? text('Caption', 'Other party', caption.otherParty)
      : na('No other party in this case type', 'Other party'),
    [cap('ProbateParty[0].Party4[0]')]: na('Juvenile cases only', "Child's name"),
    [cap('GuardianParty[0].Party5[0]')]: caption.guardianshipOf
      ? text('Caption', 'Guardianship of', caption.guardianshipOf)
      : na('Probate guardianship cases only', 'Guardianship of'),
    [cap('CaseNo[0].CaseNumber[0]')]: caption.caseNumber ? text('Caption', 'Case number', caption.caseNumber) : caseNumber(),
    [p1('List1[0].Li1[0].Party[0].PartyRepCB[0]')]: check('1', 'I am a party to this proceeding', always),
    [p1('List1[0].Li1[0].AuthRep[0].PartyRepCB[0]')]: na(
      'Clients are parties, not an agency’s representative',
      'Authorized representative of an agency',
    ),
    [p1('List1[0].Li1[0].Agencyname[0]')]: na('Clients are parties, not an agency’s representative', 'Agency name'),
    [p1('List2[0].Li1[0].NumChildren[0]')]: text('2', 'Number of children', { count: `${U}.children` }),
    [p1('List2[0].Li1[0].CheckBox19[0]')]: attached('2', 'More children listed on Attachment 2', ['children']),
    [p1('List3[0].Li1[0].OneManyCB[0]')]: check('3a', 'Only one child, or all the children lived together for five years', {
      any: [
        { field: `${U}.childCount`, equals: 1 },
        { field: `${U}.livedTogether`, equals: true },
      ],
    }),
    [p1('List3[0].Li1[0].AddlAddyCB[0]')]: attached('3a', 'Additional addresses listed on Attachment 3a', ['residences']),
    [p1('List3[0].Li2[0].KidsLiveApart[0].OneManyCB[0]')]: check('3b', 'The children have not all lived together (FL-105(A) attached)', {
      field: `${U}.livedTogether`,
      equals: false,
    }),
    [p2('P2Caption[0].ShortTitle[0].ShortTitle_ft[0]')]: text('Caption', 'Case name', caseName),
    [p2('P2Caption[0].CaseNumber[0].CaseNumber[0]')]: caption.caseNumber
      ? text('Caption', 'Case number', caption.caseNumber)
      : caseNumber(),
    ...yesNo(
      p2('Item4subformset[0].List4[0].Li1[0].OtherCaseYN[0]'),
      p2('Item4subformset[0].List4[0].Li1[0].OtherCaseYN[1]'),
      '4',
      'Other court cases concerning the children',
      `${U}.otherCases`,
    ),
    [p2('Item5subformset[0].List5[0].Li1[0].DVROCB[0].DVRO_CB[0]')]: check('5', 'Protective orders now in effect', {
      field: `${U}.ordersInEffect`,
      equals: true,
    }),
    ...yesNo(
      p2('List6[0].OtherPersonYN[0]'),
      p2('List6[0].OtherPersonYN[1]'),
      '6',
      'Other persons with custody or claiming rights',
      `${U}.otherClaimants`,
    ),
    [p2('List7[0].Li1[0].Checkbox[0]')]: pagesAttached('7', 'Pages attached (box)'),
    [p2('List7[0].Li1[0].PPAttached[0]')]: pagesAttached('7', 'Number of pages attached'),
    [p2('PoPDec[0].SigDate[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p2('PoPDec[0].PrintName[0]')]: text('Signature', 'Name of declarant', { from: `${options.declarant}.name` }),
  };
  return {
    kind: 'pdf',
    form: 'FL-105',
    title: 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)',
    revision: FL105_REVISION,
    ...(options.when ? { when: plainCond(options.when) } : {}),
    fields,
    rowGroups: [
      {
        id: 'children',
        item: '2',
        label: 'Minor children (oldest first)',
        source: [`${U}.children`],
        sort: { by: 'birthDate', order: 'asc' },
        rows: [1, 2, 3, 4].map(childRow),
        overflow: {
          kind: 'attachment',
          title: 'FL-105, Attachment 2, Additional Children',
          columns: [
            { label: 'Full name', value: { from: 'name' } },
            { label: 'Date of birth', value: { from: 'birthDate' } },
            { label: 'Place of birth (city and state)', value: { from: 'placeOfBirth' } },
          ],
        },
      },
      residenceRows(),
      ...caseRows(),
      ...orderRows(),
      claimantRows(),
    ],
    attachmentCaption: { shortTitle: caseName, caseNumber: caption.caseNumber ?? { filing: 'caseNumber' } },
  };
}

/**
 * FL-105(A)/GC-120(A), which the project does not hold: for children who have not all lived together, each other
 * child's residence history (the oldest child's is on FL-105 item 3a).
 */
export function fl105aWorksheet(when?: Condition): WorksheetMap {
  return {
    kind: 'worksheet',
    form: 'FL-105(A)',
    title: 'Attachment 3b to FL-105/GC-120: additional children’s residence history',
    reason: 'not in the verified forms folder',
    when: when ? { all: [when, { field: `${U}.livedTogether`, equals: false }] } : { field: `${U}.livedTogether`, equals: false },
    items: [
      {
        kind: 'rows',
        item: '3b',
        label: 'Each other child: current address and residence history for the past five years',
        source: [`${U}.children`],
        skip: 1,
        columns: [
          { label: 'Child', value: { join: [{ from: 'name' }, { from: 'birthDate' }] } },
          {
            label: 'Residences (from – to: city, state; lived with, present address; relationship)',
            value: {
              each: 'residences',
              separator: '\n',
              value: {
                join: [
                  {
                    join: [
                      { date: 'from', format: 'MM/YYYY' },
                      { if: { field: 'to', filled: true }, then: { date: 'to', format: 'MM/YYYY' }, else: { text: 'present' } },
                    ],
                    separator: ' – ',
                  },
                  residencePlace,
                  personAndAddress,
                  { from: 'relationship' },
                ],
                separator: '; ',
              },
            },
          },
        ],
      },
      { kind: 'staff', item: '—', label: 'Declarant’s signature and date', note: 'same as FL-105' },
    ],
  };
}
