/**
 * GC-210(P) Petition for Appointment of Guardian of the Person (Rev. July 1, 2016), the official form (issue 27: it was
 * a worksheet), the petition of a guardianship of the person only (the answer `guardianshipOf: 'person'`; GC-210 serves
 * the estate, or the person and the estate). Filled from the guardianship-minor answers: the caption (the children's
 * names on every page, the court's name and street address in the form's one box, the case number once known), the
 * petitioners (the client, and a co-guardian) and their address (items 1–2; no lawyer, item 3), the petitioners as the
 * proposed guardians (item 4's first box: the questionnaire is answered by the person who would be guardian), related,
 * unrelated or a parent's nominee (item 5), the unrelated guardian's statement (item 6), another person nominated
 * (item 7), the children by first, middle and last name (item 8, the surname as the client gave it; more than five
 * continue on Attachment 8), the reasons (item 9), notice excused (item 10b) and the papers filed with it (item 11).
 * The hearing is the court's; the dates of signing and the number of pages (each child's GC-210(CA) is attached) are
 * staff's.
 */
import type { guardianshipMinor } from '../../guardianship-minor';
import { under } from '../build';
import { composed, composedCond, mapsFor } from '../typed';
import { caseNumber } from './caption';
import { anyParent, CHILDREN_NAMES } from './guardianship';

const { ask, attached, cell, check, checkIf, cond, court, each, na, pdf, spec, staff, text, yesNo } = mapsFor<typeof guardianshipMinor>();

export const GC210P_REVISION = 'Rev. July 1, 2016';

const PERSON_ONLY = cond({ field: 'guardianshipOf', equals: 'person' });
const CO = cond({ field: 'hasCoGuardian', equals: true });
const RELATED = cond({ field: 'relatedToChildren', equals: true });
const UNRELATED = cond({ field: 'relatedToChildren', equals: false });
const always = cond({ all: [] });
const childrenNames = composed(CHILDREN_NAMES);

const p1 = under('topmostSubform[0].Page1[0].');
const p2 = under('topmostSubform[0].Page2[0].');
const p3 = under('topmostSubform[0].Page3[0].');
const p4 = under('topmostSubform[0].Page4[0].');

const LAWYER = 'The client represents themselves: no lawyer (item 3)';
const ITEM4 = 'The petitioners are the proposed guardians (item 4, first box): the second box is for another person';
const WARD = 'The petitioner is the adult proposed guardian, not a child of 12 or older';

/** A child's row of item 8: first, middle and last name, date of birth. */
const childRow = (area: number, names: readonly [number, number, number], dob: number) => {
  const a = under(`topmostSubform[0].Page2[0].#area[${area}].`);
  const part = (namePart: 'first' | 'middle' | 'last') => cell(spec({ namePart, of: 'name', surname: 'lastName' }));
  return {
    [a(`childsFName[${names[0]}]`)]: part('first'),
    [a(`childsFName[${names[1]}]`)]: part('middle'),
    [a(`childsFName[${names[2]}]`)]: part('last'),
    [a(`childsDOB[${dob}]`)]: cell('birthDate'),
  };
};

export const gc210p = pdf({
  kind: 'pdf',
  form: 'GC-210(P)',
  title: 'Petition for Appointment of Guardian of the Person',
  revision: GC210P_REVISION,
  when: PERSON_ONLY,
  fields: {
    // Caption.
    ...each(
      [
        p1('P1Caption[0].#area[0].AllChildNames[0]'),
        p2('CaptionPx_sf[0].AllChildNames[0]'),
        p3('CaptionPx_sf[0].AllChildNames[0]'),
        p4('CaptionPx_sf[0].AllChildNames[0]'),
      ],
      text('Caption', 'Guardianship of the person of (all children’s names)', childrenNames),
    ),
    // The box prints "Superior Court of California, County of" above it: the county, then the courthouse and its street.
    [p1('Stamp_court_case[0].CourtInfo_ft[0]')]: text('Caption', 'Court name and street address', {
      join: [{ filing: 'county' }, { filing: 'courthouse' }, { filing: 'street' }, { filing: 'cityZip' }],
      separator: '\n',
    }),
    ...each(
      [
        p1('Stamp_court_case[0].CaseNumber_ft[0]'),
        p2('CaptionPx_sf[0].CaseNumber_ft[0]'),
        p3('CaptionPx_sf[0].CaseNumber_ft[0]'),
        p4('CaptionPx_sf[0].CaseNumber_ft[0]'),
      ],
      caseNumber(),
    ),
    [p1('Stamp_court_case[0].HearingDateTime[0]')]: court('Hearing date and time', 'Caption'),
    [p1('Stamp_court_case[0].HearingDept[0]')]: court('Department', 'Caption'),
    // Item 1: the petitioners.
    [p1('FillText72[0]')]: text('1a', 'Your name', 'guardian.name'),
    [p1('FillText71[0]')]: text('1b', 'Second petitioner (co-guardian)', spec({ if: CO, then: { from: 'coGuardian.name' } })),
    [p1('FillText70[0]')]: na('Two petitioners at most in this questionnaire', 'Third petitioner (1c)'),
    // Item 2: the (first) petitioner's address and telephone.
    [p1('T55[0]')]: text('2', 'Street', 'guardian.street'),
    [p1('T63[1]')]: na('The street line holds the apartment as the client wrote it', 'Apt. (2)'),
    [p1('T64[0]')]: text('2', 'City', 'guardian.city'),
    [p1('T63[0]')]: text('2', 'State', { raw: 'guardian.state' }),
    [p1('T62[0]')]: text('2', 'Zip', 'guardian.zip'),
    [p1('T68[0]')]: text('2', 'Phone', 'guardian.phone'),
    // Item 3: no lawyer.
    [p1('CheckBox27[0]')]: na(LAWYER, 'Your lawyer (3)'),
    ...each(
      [
        p1('TextField1[0]'),
        p1('TextField1[1]'),
        p1('TextField1[2]'),
        p1('TextField1[3]'),
        p1('TextField1[4]'),
        p1('TextField1[5]'),
        p1('TextField1[6]'),
        p1('TextField1[7]'),
        p1('TextField1[8]'),
        p1('TextField1[9]'),
        p1('TextField1[10]'),
      ],
      na(LAWYER, 'Lawyer’s name, bar number, firm, address, telephone, fax, e-mail (3)'),
    ),
    // Item 4: who would be guardian.
    [p1('CheckBox3[0]')]: check('4', 'I/We want to be guardian of the children named in 8', always),
    [p1('CheckBox2[0]')]: na(ITEM4, 'Another person to be guardian (4)'),
    ...each(
      [
        p1('FillText51[0]'),
        p1('FillText49[0]'),
        p1('FillText48[0]'),
        p1('FillText46[0]'),
        p1('FillText45[0]'),
        p1('FillText44[0]'),
        p1('FillText43[0]'),
        p1('FillText43[2]'),
      ],
      na(ITEM4, 'Another proposed guardian: name, address, phone, e-mail (4)'),
    ),
    [p1('CheckBox1[0]')]: na(WARD, 'A child of 12 or older petitions (4)'),
    [p1('FillText42[0]')]: na(WARD, 'The child’s date of birth (4)'),
    ...each(
      [
        p1('FillText51[1]'),
        p1('FillText49[1]'),
        p1('FillText48[1]'),
        p1('FillText46[1]'),
        p1('FillText45[1]'),
        p1('FillText44[1]'),
        p1('FillText43[1]'),
        p1('FillText43[3]'),
      ],
      na(WARD, 'The guardian a child of 12 or older proposes: name, address, phone, e-mail (4)'),
    ),
    // Item 5: the proposed guardian is…
    [p2('CheckBox14[0]')]: check('5a', 'Related to the children', RELATED),
    [p2('CheckBox13[0]')]: check('5b', 'Not related to the children', UNRELATED),
    [p2('CheckBox12[0]')]: check('5c', 'A nominee of a parent', cond({ field: 'nomination', equals: 'you' })),
    // Item 6: a guardian not related to the children.
    [p2('CheckBox11[0]')]: check('6', 'Guardian unrelated to the children (5b)', UNRELATED),
    ...yesNo(
      p2('PropGuardianLicFoster_cb[0]'),
      p2('PropGuardianLicFoster_cb[1]'),
      '6a',
      'Does the proposed guardian run a licensed foster family home?',
      'licensedFosterHome',
    ),
    [p2('CheckBox8[0]')]: check('6b', 'I am the proposed guardian and will furnish information requested', UNRELATED),
    [p2('CheckBox8[1]')]: na('The petitioner is the proposed guardian (6b)', 'I am not the proposed guardian (6c)'),
    // Item 7: another person nominated.
    [p2('CheckBox6[0]')]: check(
      '7',
      'A person other than the proposed guardians has been nominated in a will or other writing',
      cond({ field: 'nomination', equals: 'someoneElse' }),
    ),
    // Item 8: the children (the row group), more on Attachment 8.
    [p2('CheckBox5[0]')]: attached('8', 'Additional children on Attachment 8', ['children']),
    // Item 9: why.
    [p3('FillText138[0]')]: text('9', 'Why each child needs a guardian', 'reason'),
    [p3('CheckBox17[0]')]: attached('9', 'Continued on Attachment 9', [p3('FillText138[0]')]),
    // Item 10: the requests (10a is printed).
    [p3('CheckBox16[0]')]: checkIf('10b', 'Excuse me/us from giving notice of the hearing', 'dispenseNotice'),
    [p3('FillText131[0]')]: text(
      '10b',
      'The children, the persons to be excused from notice and their relationship, the reasons and the steps taken',
      spec({
        if: { field: 'dispenseNotice', equals: true },
        then: {
          join: [
            {
              join: [
                {
                  if: { field: 'dispenseReasons', includes: 'cannotFind' },
                  then: { text: 'They cannot with reasonable diligence be given notice.' },
                },
                {
                  if: { field: 'dispenseReasons', includes: 'justice' },
                  then: { text: 'Giving notice would be contrary to the interest of justice.' },
                },
              ],
              separator: ' ',
            },
            { from: 'dispenseDetails' },
          ],
          separator: '\n',
        },
      }),
    ),
    [p3('CheckBox15[0]')]: attached('10b', 'Continued on Attachment 10b', [p3('FillText131[0]')]),
    [p4('CheckBox26[0]')]: ask('10c', 'Make additional orders', 'only if the client asks for orders beyond the appointment'),
    [p4('FillText176[0]')]: ask('10c', 'Additional orders (specify)', 'only if the client asks for orders beyond the appointment'),
    [p4('CheckBox25[0]')]: attached('10c', 'Continued on Attachment 10c', [p4('FillText176[0]')]),
    // Item 11: filed with the petition.
    [p4('CheckBox24[0]')]: staff('11', 'Consent of Proposed Guardian (GC-211, item 1)', 'check when the court asks for it'),
    [p4('CheckBox23[0]')]: check('11', 'Nomination of Guardian (GC-211, items 2 and 3)', composedCond(anyParent('nominates', true))),
    [p4('CheckBox22[0]')]: check(
      '11',
      'Consent to Appointment of Guardian and Waiver of Notice (GC-211, item 4)',
      composedCond(anyParent('status', 'consents')),
    ),
    [p4('CheckBox21[0]')]: checkIf('11', 'Petition for Appointment of Temporary Guardian (GC-110)', 'temporaryNeeded'),
    [p4('CheckBox20[0]')]: na(
      'The packet prepares GC-110, which serves a temporary guardianship of the person too',
      'Petition for Appointment of Temporary Guardian of the Person (GC-110(P)) (11)',
    ),
    [p4('CheckBox19[0]')]: check('11', 'Confidential Guardian Screening Form (GC-212)', always),
    [p4('CheckBox19[1]')]: checkIf('11', 'Petition for Special Immigrant Juvenile Findings (GC-220)', 'sijFindings'),
    [p4('CheckBox18[0]')]: check('11', 'Other', always),
    [p4('FillText168[0]')]: text('11', 'Other (specify)', {
      text: 'Child Information Attachment (GC-210(CA)) for each child; UCCJEA declaration (FL-105/GC-120); Indian Child Inquiry Attachment (ICWA-010(A))',
    }),
    // Item 12 and the signatures.
    [p4('FillText189[0]')]: staff(
      '12',
      'Number of pages attached',
      'each child’s GC-210(CA), the attachments and any written nomination (item 7)',
    ),
    [p4('FillText188[0]')]: na('The client represents themselves: no attorney signs', 'Date (attorney)'),
    [p4('FillText187[0]')]: na('The client represents themselves: no attorney signs', 'Petitioner’s attorney’s name'),
    [p4('FillText188[1]')]: staff('Signature', 'Date of signing', 'the day the petitioner signs'),
    [p4('FillText187[1]')]: text('Signature', 'Petitioner types or prints name', 'guardian.name'),
    [p4('FillText188[2]')]: staff('Signature', 'Date of signing (second petitioner)', 'the day the co-guardian signs, when there is one'),
    [p4('FillText187[2]')]: text(
      'Signature',
      'Second petitioner types or prints name',
      spec({ if: CO, then: { from: 'coGuardian.name' } }),
    ),
    [p4('FillText188[3]')]: na('Wards of 18 to 20 are not prepared by this questionnaire', 'Date (proposed ward 18 or older)'),
    [p4('FillText187[3]')]: na('Wards of 18 to 20 are not prepared by this questionnaire', 'Proposed ward’s name'),
  },
  rowGroups: [
    {
      id: 'children',
      item: '8',
      label: 'Children: full legal name (first, middle, last) and date of birth',
      source: ['uccjea.children'],
      rows: [
        childRow(12, [0, 1, 2], 0),
        childRow(16, [12, 13, 14], 4),
        childRow(15, [9, 10, 11], 3),
        childRow(14, [6, 7, 8], 2),
        childRow(13, [3, 4, 5], 1),
      ],
      overflow: {
        kind: 'attachment',
        title: 'Form GC-210(P)—Attachment 8: Additional Children',
        columns: [
          { label: 'Full legal name', value: { from: 'name' } },
          { label: 'Date of birth', value: { from: 'birthDate' } },
        ],
      },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Guardianship of the person of' }, childrenNames], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
