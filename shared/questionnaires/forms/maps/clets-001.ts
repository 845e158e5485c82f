/**
 * CLETS-001 Confidential Information for Law Enforcement (Rev. January 1, 2026), filled field by field: for law
 * enforcement only, not served on the other person.
 */
import { attached, ask, cell, check, court, text, under, yesNo } from '../build';
import type { PdfFormMap } from '../model';
import { caseNumber } from './caption';
import { caseName, is } from './dv-common';

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
