/**
 * NC-100 Petition for Change of Name (Rev. January 1, 2023), filled from the name-change answers (issue 25: one module
 * per official form, its paths typed from the definition). The petitioners (and the helpers NC-110 and the worksheets
 * share) are here; NC-110, the attachment for each person, is nc-110.ts.
 */
import { GENDER_IDENTITY, type nameChange } from '../../name-change';
import { pagesAttached, under } from '../build';
import { composedCond, mapsFor, type Cond, type PathTableOf, type Spec } from '../typed';
import { caseNumber, courtBox } from './caption';

type F = PathTableOf<typeof nameChange>;
const { attached, cell, check, is, na, pdf, text } = mapsFor<typeof nameChange>();

export const NOT_RECOGNITION: Cond<F> = { not: is('genderRecognition', true) };
const ANY_MINOR: Cond<F> = { field: 'people', some: is('isMinor', true) };
export const MINOR_WITH = (c: Cond<F>): Cond<F> => ({ field: 'people', some: { all: [is('isMinor', true), c] } });
/** The other parent of a minor signs the petition too (absolute, for the per-person NC-110 copies as well). */
export const SECOND_PETITIONER: Cond<F> = {
  field: '/people',
  some: { all: [is('isMinor', true), is('otherParentPosition', 'signs')] },
};
export const secondPetitionerName: Spec<F> = {
  each: '/people',
  value: { if: is('otherParentPosition', 'signs'), then: { from: 'otherParentName' } },
  separator: ', ',
};

/** "María Elena García" or "María Elena García and José Luis Hernández" when the other parent signs too. */
export const petitioners: Spec<F> = {
  join: [{ from: '/petitioner.name' }, { if: SECOND_PETITIONER, then: secondPetitionerName }],
  separator: ' and ',
};

const c = under('NC-100[0].Page1[0].Caption[0].');
const l = under('NC-100[0].Page1[0].');
const item2 = (n: 1 | 2 | 3, row: 'A' | 'B' | 'C') => ({
  [l(`List2[0].Item2[0].SubItems[0].Subitem${row}[0].PresentName${n}[0]`)]: cell('presentName'),
  [l(`List2[0].Item2[0].SubItems[0].Subitem${row}[0].ProposedName${n}[0]`)]: cell('proposedName'),
});
const relationshipIs = (v: F['relationship']) => MINOR_WITH(is('relationship', v));

export const nc100 = pdf({
  kind: 'pdf',
  form: 'NC-100',
  title: 'Petition for Change of Name',
  revision: 'Rev. January 1, 2023',
  when: NOT_RECOGNITION,
  attachmentCaption: { shortTitle: petitioners, caseNumber: { filing: 'caseNumber' } },
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
    ...courtBox({
      county: c('CourtInfo[0].CrtCounty[0]'),
      street: c('CourtInfo[0].CrtStreet[0]'),
      mailing: c('CourtInfo[0].CrtMailingAdd[0]'),
      cityZip: c('CourtInfo[0].CrtCityZip[0]'),
      branch: c('CourtInfo[0].CrtBranch[0]'),
    }),
    [c('TitlePartyName[0].TextField1[0]')]: text('Caption', 'Petition of (name of each petitioner)', petitioners),
    [c('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
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
    [l('List6[0].NameChangeGender_cb[0]')]: check('6', 'Change to conform to gender identity', composedCond(GENDER_IDENTITY)),
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
});
