/**
 * NC-120 Order to Show Cause for Change of Name (Rev. January 1, 2023), the official form (issue 27: it was a
 * worksheet), prepared from the name-change answers as the proposed order the petitioner lodges with NC-100, in the
 * packet when a change is to be published (Code Civ. Proc. §1277). Filled: the caption, the petitioners (item 1), the
 * present and proposed names of item 1a–e — only of the persons whose change is not to conform to gender identity:
 * §1277.5 exempts those changes from the order to show cause and its publication, so their names are not printed on an
 * order the newspaper publishes — rows beyond five on an attachment with "Continued on Attachment 1" checked, and item
 * 3a's publication with the newspaper the client named (printed in this county for a resident of it, else where the
 * petitioner lives). The hearing (item 2), any other order (3b), the date and the judge's signature are the court's.
 */
import { NEEDS_PUBLICATION, type nameChange } from '../../name-change';
import { under } from '../build';
import { composedCond, mapsFor } from '../typed';
import { attorneyBoxAt, caseNumber, courtBox } from './caption';
import { NOT_RECOGNITION, petitioners } from './nc-100';

const m = mapsFor<typeof nameChange>();
const { attached, cell, check, columns, court, is, pdf, text } = m;

export const NC120_REVISION = 'Rev. January 1, 2023';

const c = under('NC-120[0].Page1[0].P1Caption[0].');
const l = under('NC-120[0].Page1[0].');
const sub = under('NC-120[0].Page1[0].List1[0].Item1[0].Sublist1[0].');

/** Item 1's five rows: the form numbers the fourth row's fields 44 and the fifth's 4. */
const NAME_ROWS = (
  [
    ['LiA', '1'],
    ['LiB', '2'],
    ['LiC', '3'],
    ['LiD', '44'],
    ['LiE', '4'],
  ] as const
).map(([row, n]) => ({
  [sub(`${row}[0].PresentName${n}[0]`)]: cell('presentName'),
  [sub(`${row}[0].ProposedName${n}[0]`)]: cell('proposedName'),
}));

const PUBLISHED = m.cond({ not: is('genderIdentity', true) });

export const nc120 = pdf({
  kind: 'pdf',
  form: 'NC-120',
  title: 'Order to Show Cause for Change of Name',
  revision: NC120_REVISION,
  when: { all: [NOT_RECOGNITION, composedCond(NEEDS_PUBLICATION)] },
  fields: {
    // The name-change petitioner gives one address (no separate mailing address).
    ...attorneyBoxAt(
      'petitioner',
      {
        barNumber: c('AttyPartyInfo[0].AttyBarNo[0]'),
        name: c('AttyPartyInfo[0].Name[0]'),
        firm: c('AttyPartyInfo[0].AttyFirm[0]'),
        street: c('AttyPartyInfo[0].Street[0]'),
        city: c('AttyPartyInfo[0].City[0]'),
        state: c('AttyPartyInfo[0].State[0]'),
        zip: c('AttyPartyInfo[0].Zip[0]'),
        phone: c('AttyPartyInfo[0].Phone[0]'),
        fax: c('AttyPartyInfo[0].Fax[0]'),
        email: c('AttyPartyInfo[0].Email[0]'),
        attorneyFor: c('AttyPartyInfo[0].AttyFor[0]'),
      },
      { mailing: false },
    ),
    ...courtBox({
      county: c('CourtInfo[0].CrtCounty[0]'),
      street: c('CourtInfo[0].CrtStreet[0]'),
      mailing: c('CourtInfo[0].CrtMailingAdd[0]'),
      cityZip: c('CourtInfo[0].CrtCityZip[0]'),
      branch: c('CourtInfo[0].CrtBranch[0]'),
    }),
    [c('TitlePartyName[0].TextField29[0]')]: text('Caption', 'Petition of (name of each petitioner)', petitioners),
    [c('CaseNumber[0].CaseNumber[0]')]: caseNumber(),
    [l('List1[0].PetitionerPresentName[0]')]: text('1', 'Petitioner (name) filed a petition for a decree changing names', petitioners),
    [l('List1[0].Item1[0].CheckBox9[0]')]: attached('1', 'Continued on Attachment 1', ['names']),
    // Item 2: the hearing, set by the court.
    [l('List2[0].Lia[0].HearingDate_dt[0]')]: court('Hearing date', '2a'),
    [l('List2[0].Lia[0].HearingTime_dt[0]')]: court('Hearing time', '2a'),
    [l('List2[0].Lia[0].Checkbox1[0]')]: court('Department', '2a'),
    [l('List2[0].Lia[0].HearingDept_ft[0]')]: court('Department', '2a'),
    [l('List2[0].Lia[0].Checkbox2[0]')]: court('Room', '2a'),
    [l('List2[0].Lia[0].HearingRoom_ft[0]')]: court('Room', '2a'),
    [l('List2[0].Lib[0].address1[0]')]: court('Address of the court: same as noted above', '2b'),
    [l('List2[0].Lib[0].address1[1]')]: court('Address of the court: other', '2b'),
    [l('List2[0].Lib[0].TextField6[0]')]: court('Address of the court (other)', '2b'),
    // Item 3: publication, as the proposed order asks it (the form is in the packet only when a change is published).
    [l('List3[0].Lia[0].NameChangeGender_cb5[0]')]: check('3a', 'Publication once a week for four successive weeks', { all: [] }),
    [l('List3[0].Lia[0].order[0]')]: check('3a', 'For a resident of this county: printed in this county', is('residence', 'county')),
    [l('List3[0].Lia[0].TextField2[0]')]: text('3a', 'Newspaper (specify paper)', 'newspaper'),
    [l('List3[0].Lia[0].order[1]')]: check(
      '3a',
      'For other petitioners: printed where the petitioner resides',
      is('residence', 'outOfState'),
    ),
    [l('List3[0].Lib[0].OneParent_rb36[0]')]: court('Other order', '3b'),
    [l('List3[0].Lib[0].TextField25[0]')]: court('Other order (specify)', '3b'),
    [l('Sign[0].SigDate[0]')]: court('Date of the order', 'Signature'),
  },
  rowGroups: [
    {
      id: 'names',
      item: '1',
      label: 'Present and proposed names (persons whose change is not to conform to gender identity)',
      source: ['people'],
      where: PUBLISHED,
      rows: NAME_ROWS,
      overflow: {
        kind: 'attachment',
        title: 'NC-120, Attachment 1 — Present and proposed names',
        columns: columns([
          { label: 'Present name', value: { from: 'presentName' } },
          { label: 'Proposed name', value: { from: 'proposedName' } },
        ]),
      },
    },
  ],
  attachmentCaption: { shortTitle: petitioners, caseNumber: { filing: 'caseNumber' } },
});
