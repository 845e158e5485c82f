/**
 * The forms the name-change questionnaire serves (reference: /work/shared/reference/court-forms.md §3.15; model:
 * forms/model.ts). NC-100 (Rev. January 1, 2023) and NC-110 (Rev. January 1, 2023, one copy per person whose name
 * changes: `repeat`, attached to NC-100 or NC-300) are filled field by field; NC-120 (publication), NC-125 (gender
 * identity, no publication), NC-121 (service on a parent who does not sign) and NC-300 (when recognition of a change of
 * gender is also asked: the form NC-100 itself names it) are worksheets in their item order.
 */
import { attached, cell, check, court, defineForms, na, pagesAttached, staff, text, under } from './forms/build';
import type { FieldRule, PdfFormMap, ValueSpec, WorksheetMap } from './forms/model';
import { GENDER_IDENTITY, NEEDS_PUBLICATION } from './name-change';
import type { Condition } from './types';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const NOT_RECOGNITION: Condition = { not: is('genderRecognition', true) };
const ANY_MINOR: Condition = { field: 'people', some: is('isMinor', true) };
const MINOR_WITH: (c: Condition) => Condition = (c) => ({ field: 'people', some: { all: [is('isMinor', true), c] } });
/** The other parent of a minor signs the petition too (absolute, for the per-person NC-110 copies as well). */
const SECOND_PETITIONER: Condition = { field: '/people', some: { all: [is('isMinor', true), is('otherParentPosition', 'signs')] } };
const secondPetitionerName: ValueSpec = {
  each: '/people',
  value: { if: is('otherParentPosition', 'signs'), then: { from: 'otherParentName' } },
  separator: ', ',
};

/** "María Elena García" or "María Elena García and José Luis Hernández" when the other parent signs too. */
const petitioners: ValueSpec = {
  join: [{ from: '/petitioner.name' }, { if: SECOND_PETITIONER, then: secondPetitionerName }],
  separator: ' and ',
};

const c = under('NC-100[0].Page1[0].Caption[0].');
const l = under('NC-100[0].Page1[0].');
const item2 = (n: 1 | 2 | 3, row: 'A' | 'B' | 'C') => ({
  [l(`List2[0].Item2[0].SubItems[0].Subitem${row}[0].PresentName${n}[0]`)]: cell('presentName'),
  [l(`List2[0].Item2[0].SubItems[0].Subitem${row}[0].ProposedName${n}[0]`)]: cell('proposedName'),
});
const relationshipIs = (v: string) => MINOR_WITH(is('relationship', v));

export const nc100: PdfFormMap = {
  kind: 'pdf',
  form: 'NC-100',
  title: 'Petition for Change of Name',
  revision: 'Rev. January 1, 2023',
  when: NOT_RECOGNITION,
  attachmentCaption: { shortTitle: petitioners },
  fields: {
    // Caption: the petitioner without a lawyer, the court.
    [c('AttyPartyInfo[0].AttyBarNo[0]')]: na('The client files without a lawyer', 'State Bar number'),
    [c('AttyPartyInfo[0].Name[0]')]: text('Caption', 'Name', 'petitioner.name'),
    [c('AttyPartyInfo[0].AttyFirm[0]')]: na('The client files without a lawyer', 'Firm name'),
    [c('AttyPartyInfo[0].Street[0]')]: text('Caption', 'Street address', 'petitioner.street'),
    [c('AttyPartyInfo[0].City[0]')]: text('Caption', 'City', 'petitioner.city'),
    [c('AttyPartyInfo[0].State[0]')]: text('Caption', 'State', { raw: 'petitioner.state' }),
    [c('AttyPartyInfo[0].Zip[0]')]: text('Caption', 'ZIP', 'petitioner.zip'),
    [c('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Telephone', 'petitioner.phone'),
    [c('AttyPartyInfo[0].Fax[0]')]: na('Optional fax number; the questionnaire does not ask for one', 'Fax'),
    [c('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Email', 'petitioner.email'),
    [c('AttyPartyInfo[0].AttyFor[0]')]: text('Caption', 'Attorney for (self-represented)', { text: 'Self-represented' }),
    [c('CourtInfo[0].CrtCounty[0]')]: text('Caption', 'County', 'county'),
    [c('CourtInfo[0].CrtStreet[0]')]: staff('Caption', 'Court street address', 'the courthouse where the petition is filed'),
    [c('CourtInfo[0].CrtMailingAdd[0]')]: staff('Caption', 'Court mailing address'),
    [c('CourtInfo[0].CrtCityZip[0]')]: staff('Caption', 'Court city and ZIP'),
    [c('CourtInfo[0].CrtBranch[0]')]: staff('Caption', 'Court branch name'),
    [c('TitlePartyName[0].TextField1[0]')]: text('Caption', 'Petition of (name of each petitioner)', petitioners),
    [c('CaseNumber[0].CaseNumber_ft[0]')]: court('Case number', 'Caption'),
    // 1. The petitioner and where they live.
    [l('List1[0].PetitionerPresentName[0]')]: text('1', 'Petitioner (present name)', petitioners),
    [l('List1[0].LI1A[0].residence[0]')]: check('1a', 'Resides in this county', is('residence', 'county')),
    [l('List1[0].LI1B[0].residence[0]')]: check('1b', 'Does not live in California', is('residence', 'outOfState')),
    [l('List1[0].LI1B[0].SubLIB[0].SubLiB1[0].TwoParents_rb[0]')]: check('1b', 'Marriage license issued in this county', {
      all: [is('residence', 'outOfState'), is('outOfStateRecord', 'marriageLicense')],
    }),
    [l('List1[0].LI1B[0].SubLIB[0].SubLiB2[0].TwoParents_rb[0]')]: check('1b', 'Birth certificate issued in this county', {
      all: [is('residence', 'outOfState'), is('outOfStateRecord', 'birthCertificate')],
    }),
    // 2. The names (three rows; more on an attachment).
    [l('List2[0].Item2[0].CheckBox9[0]')]: attached('2', 'More names continued on an attachment', ['names']),
    // 4–5. Persons under 18 and who asks for them.
    [l('List4[0].Under18Count[0]')]: text('4', 'Number of persons under 18', {
      if: ANY_MINOR,
      then: { count: 'people', where: is('isMinor', true) },
    }),
    [l('List5[0].LI5A[0].guardian[0]')]: check('5', 'Requested by two parents', { all: [relationshipIs('parent'), SECOND_PETITIONER] }),
    [l('List5[0].Li5B[0].guardian[0]')]: check('5', 'Requested by one parent', {
      all: [relationshipIs('parent'), { not: SECOND_PETITIONER }],
    }),
    [l('List5[0].Li5C[0].guardian[0]')]: check('5', 'Requested by a near relative', relationshipIs('nearRelative')),
    [l('List5[0].Li5C[0].RequesterRelativeNameRelation[0]')]: text('5', 'Near relative: name and relationship', {
      if: relationshipIs('nearRelative'),
      then: {
        join: [
          { from: 'petitioner.name' },
          { each: 'people', value: { if: is('relationship', 'nearRelative'), then: { from: 'relationshipOther' } }, separator: ', ' },
        ],
        separator: ', ',
      },
    }),
    [l('List5[0].Li5D[0].guardian[0]')]: check('5', 'Requested by a guardian', relationshipIs('guardian')),
    [l('List5[0].Li5D[0].RequesterGuardianName[0]')]: text('5', 'Guardian (name)', {
      if: relationshipIs('guardian'),
      then: { from: 'petitioner.name' },
    }),
    [l('List5[0].Li5E[0].guardian[0]')]: na(
      'An attorney for a juvenile-court dependent files for the minor; not this service',
      'Attorney for a minor',
    ),
    [l('List5[0].Li5E[0].TextField[0]')]: na(
      'An attorney for a juvenile-court dependent files for the minor; not this service',
      'Attorney (name)',
    ),
    [l('List5[0].Li5F[0].guardian[0]')]: check('5', 'Requested by another person', relationshipIs('other')),
    [l('List5[0].Li5F[0].RequesterOthSpecify[0]')]: text('5', 'Other (specify)', {
      if: relationshipIs('other'),
      then: { each: 'people', value: { if: is('relationship', 'other'), then: { from: 'relationshipOther' } }, separator: ', ' },
    }),
    // 6. Gender identity (Code Civ. Proc. §1277.5).
    [l('List6[0].NameChangeGender_cb[0]')]: check('6', 'Change to conform to gender identity', GENDER_IDENTITY),
    [l('List6[0].petitioner[0]')]: check('6', 'Gender identity: of the petitioner', {
      field: 'people',
      some: { all: [is('genderIdentity', true), is('isMinor', false)] },
    }),
    [l('List6[0].petitioner[1]')]: check('6', 'Gender identity: of another person (name)', MINOR_WITH(is('genderIdentity', true))),
    [l('List6[0].ConformToGenderOthName[0]')]: text('6', 'Gender identity: name of the other person', {
      each: 'people',
      value: { if: { all: [is('genderIdentity', true), is('isMinor', true)] }, then: { from: 'presentName' } },
      separator: ', ',
    }),
    // 7. NC-110 for each person; pages attached.
    [l('List7[0].Li7A[0].AttachmentCount[0]')]: pagesAttached('7a', 'Number of pages attached', { includes: ['NC-110'] }),
  },
  rowGroups: [
    {
      id: 'names',
      item: '2',
      label: 'Present and proposed names',
      source: ['people'],
      rows: [item2(1, 'A'), item2(2, 'B'), item2(3, 'C')],
      overflow: {
        kind: 'attachment',
        title: 'NC-100, item 2 — More names',
        columns: [
          { label: 'Present name', value: { from: 'presentName' } },
          { label: 'Proposed name', value: { from: 'proposedName' } },
        ],
      },
    },
  ],
};

const n = under('NC-110[0].Page1[0].');
const b = under('NC-110[0].Page1[0].List7[0].LI7B[0].Subli7b[0].');
const d7 = under('NC-110[0].Page1[0].List7[0].LI7D[0].Sublist7d[0].');
const e7 = under('NC-110[0].Page1[0].List7[0].LI7E[0].Sublist7[0].');
const ADULT = is('isMinor', false);
const MINOR = is('isMinor', true);
const rel = (v: string): Condition => ({ all: [MINOR, is('relationship', v)] });
/** The petitioner when a parent of the minor: parent (1) on 7e. */
const PARENT_PETITIONER = rel('parent');

const nc110Fields: Record<string, FieldRule> = {
  [n('Caption[0].Petitioner_ft[0]')]: text('Caption', 'Petition of (petitioners)', petitioners),
  [n('Caption[0].CaseNumber_ft[0]')]: court('Case number', 'Caption'),
  [n('Title[0].Attachment_no[0]')]: text('Title', 'Attachment (number)', { copy: 'number' }),
  [n('Title[0].Number\\.attachments\\.no[0]')]: text('Title', 'of (number of attachments)', { copy: 'count' }),
  [n('List7[0].LI7B[0].person[0]')]: check('7b', 'Self', ADULT),
  [n('List7[0].LI7B[0].person[1]')]: check('7b', 'Other', MINOR),
  [b('Subli7b1[0].Petitioner\\.applies\\.for\\.item\\.7b1\\.ft[0]')]: text('7b(1)', 'Present name', 'presentName'),
  [b('Subli7b2[0].Petitioner\\.applies\\.for\\.item\\.7b2\\.ft[0]')]: text('7b(2)', 'Proposed name', 'proposedName'),
  [b('Subli7b3[0].Petitioner\\.applies\\.for\\.item\\.7b3\\.ft[0]')]: text('7b(3)', 'Date of birth', 'birthDate'),
  [b('Subli7b3[0].eighteen[0]')]: check('7b(3)', 'Under 18', MINOR),
  [b('Subli7b3[0].eighteen[1]')]: check('7b(3)', '18 or older', ADULT),
  [b('Subli7b4[0].Petitioner\\.applies\\.for\\.item\\.7b4\\.ft[0]')]: text('7b(4)', 'Place of birth', 'placeOfBirth'),
  [b('SubLi7b5[0].gender[0]')]: check('7b(5)', 'Sex on the original birth certificate: male', is('birthSex', 'male')),
  [b('SubLi7b5[0].gender[1]')]: check('7b(5)', 'Sex on the original birth certificate: female', is('birthSex', 'female')),
  [b('Subli7b6[0].Petitioner\\.applies\\.for\\.item\\.7b6\\.address\\.ft[0]')]: text(
    '7b(6)',
    'Current residence address',
    'residenceAddress',
  ),
  [n('List7[0].LI7C[0].Petitioner\\.applies\\.for\\.item\\.7c\\.\\.reason\\.ft[0]')]: text(
    '7c',
    'Reason for the name change',
    'reasonDetails',
  ),
  [d7('Subli7d1[0].relationship[0]')]: check('7d', 'Relationship: self', ADULT),
  [d7('Subli7d2[0].relationship[0]')]: check('7d', 'Relationship: parent', rel('parent')),
  [d7('Subli7d3[0].relationship[0]')]: check('7d', 'Relationship: guardian', rel('guardian')),
  [d7('Subli7d4[0].relationship[0]')]: na(
    'An attorney or guardian ad litem appointed by the juvenile court files for the minor; not this service',
    'Guardian ad litem or attorney',
  ),
  [d7('Subli7d5[0].relationship[0]')]: check('7d', 'Relationship: near relative', rel('nearRelative')),
  [d7('Subli7d5[0].TextField6[0]')]: text('7d', 'Near relative (relationship)', {
    if: rel('nearRelative'),
    then: { from: 'relationshipOther' },
  }),
  [d7('Subli7d6[0].relationship[0]')]: check('7d', 'Relationship: other', rel('other')),
  [d7('Subli7d6[0].TextField6[0]')]: text('7d', 'Other relationship (specify)', { if: rel('other'), then: { from: 'relationshipOther' } }),
  [e7('SubLI7E1[0].Petitioner\\.applies\\.for\\.item\\.7e1\\.ft[0]')]: text('7e(1)', 'Parent (name)', {
    if: PARENT_PETITIONER,
    then: { from: '/petitioner.name' },
  }),
  [e7('SubLI7E1[0].Petitioner\\.applies\\.for\\.item\\.7e1\\.address\\.ft[0]')]: text('7e(1)', 'Parent (address)', {
    if: PARENT_PETITIONER,
    then: {
      join: [
        { from: '/petitioner.street' },
        { from: '/petitioner.city' },
        { join: [{ raw: '/petitioner.state' }, { from: '/petitioner.zip' }], separator: ' ' },
      ],
    },
  }),
  [e7('SubLI7E2[0].Petitioner\\.applies\\.for\\.item\\.7e2\\.ft[0]')]: text('7e(2)', 'Other parent (name)', {
    if: MINOR,
    then: { from: 'otherParentName' },
  }),
  [e7('SubLI7E2[0].Petitioner\\.applies\\.for\\.item\\.7e2\\.address\\.ft[0]')]: text('7e(2)', 'Other parent (address)', {
    if: MINOR,
    then: { from: 'otherParentAddress' },
  }),
  [e7('SubLI7E3[0].Petitioner\\.applies\\.for\\.item\\.7e3\\.ft[0]')]: text('7e(3)', 'Near relatives (only if neither parent is living)', {
    if: MINOR,
    then: { from: 'nearRelatives' },
  }),
  // 7f. The declaration of an adult whose name changes (Code Civ. Proc. §1279.5).
  [n('Declaration[0].SubDec[0].declaration1[0]')]: check('7f', 'Not under CDCR jurisdiction or in county jail', {
    all: [ADULT, is('/underSupervision', false)],
  }),
  [n('Declaration[0].SubDec[0].declaration1[1]')]: check('7f', 'Under CDCR jurisdiction or in county jail', {
    all: [ADULT, is('/underSupervision', true)],
  }),
  [n('Declaration[0].SubDec[0].declaration2[0]')]: check('7f', 'Not required to register as a sex offender', {
    all: [ADULT, is('/sexOffenderRegistration', false)],
  }),
  [n('Declaration[0].SubDec[0].declaration2[1]')]: check('7f', 'Required to register as a sex offender', {
    all: [ADULT, is('/sexOffenderRegistration', true)],
  }),
  [n('Declaration[0].DecSign[0].SigDate[0]')]: staff('7f', 'Date of the declaration', 'the day the person signs'),
  [n('Declaration[0].DecSign[0].T14[0]')]: text('7f', 'Name of the person whose name is to be changed', {
    if: ADULT,
    then: { from: 'presentName' },
  }),
  [n('AttySign[0].SigDate[0]')]: na('The client files without a lawyer', 'Attorney’s signature date'),
  [n('AttySign[0].T14[0]')]: na('The client files without a lawyer', 'Attorney’s name'),
  [n('PetitionerSign[0].SigDate1[0]')]: staff('Signature', 'Date the petitioner signs', 'the day the client signs'),
  [n('PetitionerSign[0].T1444[0]')]: text('Signature', 'Petitioner (type or print name)', '/petitioner.name'),
  [n('PetitionerSign[0].SigDate[0]')]: staff('Signature', 'Date the second petitioner signs', 'only when the other parent signs'),
  [n('PetitionerSign[0].T14[0]')]: text('Signature', 'Second petitioner (type or print name)', {
    if: SECOND_PETITIONER,
    then: secondPetitionerName,
  }),
  [n('PetitionerSign[0].AddlSigs[0]')]: na('Two petitioners at most: both have signature lines', 'Additional signature lines'),
  [n('PetitionerSign[0].PetSigLastAtt[0]')]: staff(
    'Signature',
    'Signatures follow the last attachment',
    'check on every copy but the last',
  ),
};

export const nc110: PdfFormMap = {
  kind: 'pdf',
  form: 'NC-110',
  title: 'Name and Information About the Person Whose Name Is to Be Changed',
  revision: 'Rev. January 1, 2023',
  // An attachment to NC-100 or NC-300 alike.
  repeat: { each: 'people' },
  attachmentCaption: { shortTitle: petitioners },
  fields: nc110Fields,
};

const names = { kind: 'rows', item: '', label: '', source: ['people'] } as const;

const nc120: WorksheetMap = {
  kind: 'worksheet',
  form: 'NC-120',
  title: 'Order to Show Cause for Change of Name',
  reason: 'not in the verified forms folder',
  when: { all: [NOT_RECOGNITION, NEEDS_PUBLICATION] },
  items: [
    { kind: 'value', item: 'Caption', label: 'Petition of', value: petitioners },
    { kind: 'court', item: 'Caption', label: 'Case number' },
    {
      ...names,
      item: '1',
      label: 'Present and proposed names',
      columns: [
        { label: 'Present name', value: { from: 'presentName' } },
        { label: 'Proposed name', value: { from: 'proposedName' } },
      ],
    },
    { kind: 'court', item: '2', label: 'Hearing date, time, department and room' },
    { kind: 'value', item: '3', label: 'Newspaper of general circulation for publication', value: { from: 'newspaper' } },
  ],
};

const nc125: WorksheetMap = {
  kind: 'worksheet',
  form: 'NC-125',
  title: 'Order to Show Cause for Change of Name to Conform to Gender Identity',
  reason: 'not in the verified forms folder',
  when: { all: [NOT_RECOGNITION, { not: NEEDS_PUBLICATION }] },
  items: [
    { kind: 'value', item: 'Caption', label: 'Petition of', value: petitioners },
    { kind: 'court', item: 'Caption', label: 'Case number' },
    {
      ...names,
      item: '1',
      label: 'Present and proposed names',
      columns: [
        { label: 'Present name', value: { from: 'presentName' } },
        { label: 'Proposed name', value: { from: 'proposedName' } },
      ],
    },
    { kind: 'court', item: '2–3', label: 'Objection deadline and hearing only if an objection is filed (no publication)' },
  ],
};

const nc121: WorksheetMap = {
  kind: 'worksheet',
  form: 'NC-121',
  title: 'Proof of Service of Order to Show Cause',
  reason: 'not in the verified forms folder',
  when: {
    all: [NOT_RECOGNITION, MINOR_WITH({ all: [{ field: 'otherParentName', filled: true }, { not: is('otherParentPosition', 'signs') }] })],
  },
  items: [
    { kind: 'value', item: 'Caption', label: 'Petition of', value: petitioners },
    {
      ...names,
      item: '1',
      label: 'Parent to be served (name and address)',
      where: { all: [MINOR, { field: 'otherParentName', filled: true }, { not: is('otherParentPosition', 'signs') }] },
      columns: [
        { label: 'Parent', value: { from: 'otherParentName' } },
        { label: 'Address', value: { from: 'otherParentAddress' } },
      ],
    },
    { kind: 'staff', item: '2–5', label: 'Server, manner, date and place of service', note: 'completed by the person who serves' },
  ],
};

/** NC-100 (Rev. January 1, 2023) names the form for this request: NC-300 (the older NC-200 series before 2023). */
const nc300: WorksheetMap = {
  kind: 'worksheet',
  form: 'NC-300',
  title: 'Petition for Recognition of Change of Gender (with change of name and new birth certificate)',
  reason: 'not in the verified forms folder',
  when: is('genderRecognition', true),
  items: [
    {
      kind: 'value',
      item: 'Caption',
      label: 'Petitioner (name, address, phone, email)',
      value: {
        join: [
          { from: 'petitioner.name' },
          { from: 'petitioner.street' },
          { from: 'petitioner.city' },
          { raw: 'petitioner.state' },
          { from: 'petitioner.zip' },
          { from: 'petitioner.phone' },
          { from: 'petitioner.email' },
        ],
      },
    },
    { kind: 'value', item: 'Caption', label: 'County', value: { from: 'county' } },
    { kind: 'court', item: 'Caption', label: 'Case number' },
    {
      ...names,
      item: '1–3',
      label: 'Each person: present and proposed name, birth date and place, residence, relationship to the petitioner',
      columns: [
        { label: 'Present name', value: { from: 'presentName' } },
        { label: 'Proposed name', value: { from: 'proposedName' } },
        { label: 'Born', value: { join: [{ from: 'birthDate' }, { from: 'placeOfBirth' }], separator: ', ' } },
        { label: 'Residence', value: { from: 'residenceAddress' } },
        { label: 'Change of gender asked', value: { from: 'genderIdentity' } },
        {
          label: 'Parents (for a minor)',
          value: { join: [{ from: 'otherParentName' }, { from: 'otherParentAddress' }, { from: 'nearRelatives' }], separator: '; ' },
        },
      ],
    },
    {
      kind: 'value',
      item: '4',
      label: 'Required to register as a sex offender (Code Civ. Proc. §1279.5)',
      value: { from: 'sexOffenderRegistration' },
    },
    {
      kind: 'staff',
      item: 'Signature',
      label: 'Date and signature; the attestation of the change of gender for each person',
      note: 'signed by the client',
    },
  ],
};

export const nameChangeForms = defineForms({
  type: 'name-change',
  version: 2,
  forms: [nc100, nc300, nc110, nc120, nc125, nc121],
});
