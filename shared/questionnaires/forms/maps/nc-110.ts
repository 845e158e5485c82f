/**
 * NC-110 Name and Information About the Person Whose Name Is to Be Changed (Rev. January 1, 2023), one copy per person
 * (`repeat`), attached to NC-100 or NC-300 alike (issue 25: one module per official form, its paths typed from the
 * definition). Item 7e(3), near relatives, is filled only when the client said neither of the minor's parents is living.
 */
import type { nameChange } from '../../name-change';
import { under } from '../build';
import { mapsFor, type Cond, type PathTableOf } from '../typed';
import { caseNumber } from './caption';
import { SECOND_PETITIONER, petitioners, secondPetitionerName } from './nc-100';

type F = PathTableOf<typeof nameChange>;
const { check, is, na, pdf, staff, text } = mapsFor<typeof nameChange>();

const n = under('NC-110[0].Page1[0].');
const b = under('NC-110[0].Page1[0].List7[0].LI7B[0].Subli7b[0].');
const d7 = under('NC-110[0].Page1[0].List7[0].LI7D[0].Sublist7d[0].');
const e7 = under('NC-110[0].Page1[0].List7[0].LI7E[0].Sublist7[0].');
const ADULT = is('isMinor', false);
const MINOR = is('isMinor', true);
const rel = (v: F['relationship']): Cond<F> => ({ all: [MINOR, is('relationship', v)] });
/** Neither of the minor's parents is living (NC-110 7e(3)). */
const NO_PARENT = is('neitherParentLiving', true);
/** The petitioner when a parent of the minor: parent (1) on 7e. */
const PARENT_PETITIONER = rel('parent');

const nc110Fields = {
  [n('Caption[0].Petitioner_ft[0]')]: text('Caption', 'Petition of (petitioners)', petitioners),
  [n('Caption[0].CaseNumber_ft[0]')]: caseNumber(),
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
    if: { all: [MINOR, { not: NO_PARENT }] },
    then: { from: 'otherParentName' },
  }),
  [e7('SubLI7E2[0].Petitioner\\.applies\\.for\\.item\\.7e2\\.address\\.ft[0]')]: text('7e(2)', 'Other parent (address)', {
    if: { all: [MINOR, { not: NO_PARENT }] },
    then: { from: 'otherParentAddress' },
  }),
  [e7('SubLI7E3[0].Petitioner\\.applies\\.for\\.item\\.7e3\\.ft[0]')]: text('7e(3)', 'Near relatives (only if neither parent is living)', {
    // Only when the client said both parents have died: never next to a living parent on the same form.
    if: { all: [MINOR, NO_PARENT] },
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

export const nc110 = pdf({
  kind: 'pdf',
  form: 'NC-110',
  title: 'Name and Information About the Person Whose Name Is to Be Changed',
  revision: 'Rev. January 1, 2023',
  // An attachment to NC-100 or NC-300 alike.
  repeat: { each: 'people' },
  attachmentCaption: { shortTitle: petitioners, caseNumber: { filing: 'caseNumber' } },
  fields: nc110Fields,
});
