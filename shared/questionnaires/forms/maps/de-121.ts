/**
 * DE-121 Notice of Petition to Administer Estate (Rev. January 1, 2013), the official form (issue 27: it was a
 * worksheet), filled from the probate answers. Page 1 is also the text the newspaper publishes (Prob. Code §8120 ff.;
 * the note at its foot says what is printed): the caption, every name the decedent was known by (item 1), the
 * petitioner and the county (item 2), the person to be appointed (item 3), the will (item 4, only with a will) and
 * independent administration (item 5, only when asked), and the petitioner's name, address and telephone (item 10).
 * The hearing (item 6) is the court's. Page 2 is the proof of service by mail, signed by the person who mails the
 * notice (over 18, not a party): their address, the manner, date and place of mailing are theirs, entered by staff;
 * the persons to be mailed are the heirs and beneficiaries of DE-111 item 8 who are living (Prob. Code §8110), the rest
 * continuing on an attachment (the form names DE-121(MA)).
 */
import type { probate } from '../../probate';
import { under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber, oneLineAddress } from './caption';
import { representativeName, WILL } from './de-111';

const m = mapsFor<typeof probate>();
const { attached, cell, check, columns, court, each, is, na, pdf, spec, staff, text } = m;

export const DE121_REVISION = 'Rev. January 1, 2013';

const p1 = under('DE-121[0].Page1[0].');
const cap = under('DE-121[0].Page1[0].p1Caption[0].');
const p2 = under('DE-121[0].Page2[0].');

/** Every name the decedent was known by: the legal name, then the others the client gave. */
export const decedentNames = spec({ join: [{ from: 'decedentName' }, { from: 'decedentOtherNames' }], separator: ', ' });
/** Where papers reach the petitioner: the mailing address when they gave a different one. */
const petitionerAddress = spec({
  if: is('petitioner.differentMailing', true),
  then: oneLineAddress('petitioner.mailing'),
  else: oneLineAddress('petitioner'),
});
const always = m.cond({ all: [] });
const LIVING = m.cond({ not: is('deceased', true) });

/** The proof's six rows of persons served (the form names the sixth row's fields servname5[1], servaddy5[1]). */
const SERVED_ROWS = ['servname1[0]', 'servname2[0]', 'servname3[0]', 'servname4[0]', 'servname5[0]', 'servname5[1]'].map((name, i) => ({
  [p2(name)]: cell('name'),
  [p2(i < 5 ? `servaddy${i + 1}[0]` : 'servaddy5[1]')]: cell('address'),
}));

const SERVER = 'the person who mails the notice (over 18, not a party) completes the proof after mailing';

export const de121 = pdf({
  kind: 'pdf',
  form: 'DE-121',
  title: 'Notice of Petition to Administer Estate',
  revision: DE121_REVISION,
  fields: {
    [cap('AttyPartyInfo[0].TextField1[0]')]: text('Caption', 'Party without attorney: name and address', {
      join: [{ from: 'petitioner.name' }, petitionerAddress],
      separator: '\n',
    }),
    [cap('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Telephone', 'petitioner.phone'),
    [cap('AttyPartyInfo[0].Fax[0]')]: na('Not collected: clients are reached by phone and email', 'Fax number'),
    [cap('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Email address', 'petitioner.email'),
    [cap('AttyPartyInfo[0].Email[1]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    // DE-121's court block has names of its own (CrtStreet, not the standard Street_ft).
    [cap('CourtInfo[0].CrtCounty[0]')]: text('Caption', 'Superior Court of California, county of', { filing: 'county' }),
    [cap('CourtInfo[0].CrtStreet[0]')]: text('Caption', 'Court street address', { filing: 'street' }),
    [cap('CourtInfo[0].CrtMailingAdd[0]')]: text('Caption', 'Court mailing address', { filing: 'mailing' }),
    [cap('CourtInfo[0].CrtCityZip[0]')]: text('Caption', 'Court city and ZIP code', { filing: 'cityZip' }),
    [cap('CourtInfo[0].CrtBranch[0]')]: text('Caption', 'Court branch name', { filing: 'branch' }),
    ...each([cap('TitlePartyName[0].name_tf[0]'), p2('TitlePartyName[0].name_tf[0]')], text('Caption', 'Estate of (name)', 'decedentName')),
    [cap('FormTitle[0].Name1[0]')]: text('Title', 'Notice of petition to administer estate of (name)', 'decedentName'),
    ...each([cap('CaseNumber[0].CaseNumber[0]'), p2('CaseNumber[0].CaseNumber[0]')], caseNumber()),
    [p1('Capacity1[0]')]: text('1', 'All names by which the decedent was known', decedentNames),
    [p1('FillText109[0]')]: text('2', 'A Petition for Probate has been filed by (name of petitioner)', 'petitioner.name'),
    [p1('FillText109[1]')]: text('2', 'In the Superior Court of California, County of', { filing: 'county' }),
    [p1('FillText109[2]')]: text('3', 'The petition requests that (name) be appointed personal representative', representativeName),
    [p1('#area[0].CheckBox1[0]')]: check('4', "The petition requests the decedent's will and codicils be admitted to probate", WILL),
    [p1('#area[1].CheckBox1[1]')]: check('5', 'The petition requests authority under the Independent Administration of Estates Act', {
      field: 'iaea',
      in: ['full', 'limited'],
    }),
    [p1('HearingDate_dt[0]')]: court('Hearing date', '6a'),
    [p1('HearingTime_dt[0]')]: court('Hearing time', '6a'),
    [p1('HearingDept_ft[0]')]: court('Hearing department', '6a'),
    [p1('HearingRoom_ft[0]')]: court('Hearing room', '6a'),
    [p1('RB2Choices1[0]')]: court('Address of court: same as noted above', '6b'),
    [p1('RB2Choices1[1]')]: court('Address of court: other', '6b'),
    [p1('HearingDept_ft[1]')]: court('Address of court (other)', '6b'),
    [p1('#area[2].limited[0]')]: check('10', 'Petitioner (without an attorney)', always),
    [p1('#area[3].limited[1]')]: na('The client represents themselves: no attorney for petitioner', 'Attorney for petitioner'),
    [p1('TextField6[0]')]: text('10', 'Petitioner: name', 'petitioner.name'),
    [p1('Datemail[0]')]: text('10', 'Petitioner: address', petitionerAddress),
    [p1('placemail[0]')]: text('10', 'Petitioner: telephone', 'petitioner.phone'),
    // Page 2: the proof of service by mail.
    [p2('poston_date[0]')]: staff('2', "Mailer's residence or business address", SERVER),
    [p2('#area[0].CheckBox3a[0]')]: staff('3a', 'Deposited with the United States Postal Service', SERVER),
    [p2('#area[1].CheckBox3b[0]')]: staff('3b', 'Placed for collection and mailing (business practice)', SERVER),
    [p2('Datemail[0]')]: staff('4a', 'Date mailed', 'at least 15 days before the hearing (Prob. Code §8110)'),
    [p2('placemail[0]')]: staff('4b', 'Place mailed (city, state)', SERVER),
    [p2('#area[2].CheckBoxCopy[0]')]: staff('5', 'A copy of the petition was served with the notice', SERVER),
    [p2('#area[3].Date[0]')]: staff('Signature', 'Date of signing', SERVER),
    [p2('#area[3].PrintName[0]')]: staff('Signature', 'Name of the person completing the proof', SERVER),
    [p2('#area[4].CheckBoxAttach[0]')]: attached('Persons served', 'Continued on an attachment', ['served']),
  },
  rowGroups: [
    {
      id: 'served',
      item: 'Persons served',
      label: 'Name and address of each person to whom notice is mailed: the living heirs and beneficiaries (DE-111 item 8)',
      source: ['heirs'],
      where: LIVING,
      rows: SERVED_ROWS,
      overflow: {
        kind: 'attachment',
        title: 'DE-121, Attachment — Additional persons to whom notice was mailed',
        columns: columns([
          { label: 'Name of person served', value: { from: 'name' } },
          { label: 'Address (number, street, city, state, and zip code)', value: { from: 'address' } },
        ]),
      },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: 'decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
