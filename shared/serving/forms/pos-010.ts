/**
 * POS-010, Proof of Service of Summons (civil); FL-115, Proof of Service of Summons (family law); FL-335, Proof of
 * Service by Mail (family law): filled from a proof's answers (./answers.ts) in the packet's map model. Methods the
 * office does not use (notice and acknowledgment, out-of-state mail, other means) are classified not applicable.
 */
import { check, na, staff, text, under } from '../../questionnaires/forms/build';
import type { PdfFormMap } from '../../questionnaires/forms/model';
import { courtBlock, date, raw, yes } from './shapes';

export const POS010_REVISION = 'Rev. January 1, 2007';
export const FL115_PROOF_REVISION = 'Rev. January 1, 2021';
export const FL335_REVISION = 'Rev. January 1, 2012';

const NA_ACK =
  'The office serves in person (or substituted, with the mailing); notice and acknowledgment by mail is not one of its methods';

export function pos010Map(): PdfFormMap {
  const c = under('POS-010[0].Page1[0].P1Caption[0].');
  const p1 = under('POS-010[0].Page1[0].');
  const b = under('POS-010[0].Page1[0].List5[0].Lib[0].');
  const p2 = under('POS-010[0].Page2[0].');
  const six = under('POS-010[0].Page2[0].List6[0].Lid[0].');
  const seven = under('POS-010[0].Page2[0].List7[0].');
  const sub = yes('service.substituted');
  return {
    kind: 'pdf',
    form: 'POS-010',
    title: 'Proof of Service of Summons',
    revision: POS010_REVISION,
    fields: {
      [c('AttyPartyInfo[0].TextField1[0]')]: staff(
        'Caption',
        'Party without attorney: name and address',
        'the client’s name and mailing address, as on the summons',
      ),
      [c('AttyPartyInfo[0].Phone[0]')]: staff('Caption', 'Telephone', 'the client’s, as on the summons'),
      [c('AttyPartyInfo[0].Fax[0]')]: na('Optional, and self-represented clients do not use fax', 'Fax'),
      [c('AttyPartyInfo[0].Email[0]')]: staff('Caption', 'Email (optional)', 'the client’s, if they give one'),
      [c('AttyPartyInfo[0].Nmae[0]')]: na('Clients represent themselves', 'Attorney for'),
      ...courtBlock(c),
      [c('TitlePartyName[0].Party1[0]')]: text('Caption', 'Plaintiff/petitioner', raw('caption.party1')),
      [c('TitlePartyName[0].Party2[0]')]: text('Caption', 'Defendant/respondent', raw('caption.party2')),
      [c('CaseNumber1[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [c('CaseNumber2[0].reqNumber[0]')]: text('Caption', 'Ref. no. or file no.', raw('jobRef')),
      // 2. What was served.
      [p1('List2[0].Lia[0].CheckBox1[0]')]: check('2a', 'Summons', yes('papers.summons')),
      [p1('List2[0].Lib[0].CheckBox2[0]')]: check('2b', 'Complaint', yes('papers.complaint')),
      [p1('List2[0].Lic[0].CheckBox3[0]')]: staff('2c', 'ADR package', 'check when the court’s ADR package was served with the summons'),
      [p1('List2[0].Lid[0].CheckBox4[0]')]: na('Complex cases only', 'Civil case cover sheet'),
      [p1('List2[0].Lie[0].CheckBox5[0]')]: staff('2e', 'Cross-complaint', 'check when a cross-complaint was served'),
      [p1('List2[0].Lif[0].limited124[0]')]: check('2f', 'Other documents', yes('papers.other')),
      [p1('List2[0].Lif[0].TextField66[0]')]: text('2f', 'Other documents (specify)', raw('papers.otherText')),
      // 3. Who was served.
      [p1('List3[0].Lia[0].FillText1[0]')]: text('3a', 'Party served', raw('servee.name')),
      [p1('List3[0].Lib[0].limited2[0]')]: check('3b', 'Person served on behalf of an entity', { field: 'servee.onBehalf', filled: true }),
      [p1('List3[0].Lib[0].TextField16[0]')]: text('3b', 'Name and relationship to the party', raw('servee.onBehalf')),
      [p1('List4[0].item4[0].FillText18[0]')]: text('4', 'Address where the party was served', raw('service.address')),
      // 5a. Personal service.
      [p1('List5[0].Lia[0].Ch1[0]')]: check('5a', 'By personal service', yes('service.personal')),
      [p1('List5[0].Lia[0].SubLista[0].LI1[0].FillText20[0]')]: text('5a', 'Date', {
        if: yes('service.personal'),
        then: date('service.date'),
      }),
      [p1('List5[0].Lia[0].SubLista[0].LI2[0].FillText21[0]')]: text('5a', 'Time', {
        if: yes('service.personal'),
        then: raw('service.timeWithMeridiem'),
      }),
      // 5b. Substituted service.
      [b('Ch1[0]')]: check('5b', 'By substituted service', sub),
      [b('FillText15[0]')]: text('5b', 'Date', { if: sub, then: date('service.date') }),
      [b('FillText16[0]')]: text('5b', 'Time', { if: sub, then: raw('service.timeWithMeridiem') }),
      [b('FillText26[0]')]: text(
        '5b',
        'Name and title or relationship of the person given the papers',
        raw('service.recipientWithRelation'),
      ),
      [b('SubListb[0].Li1[0].Ch3[0]')]: check('5b(1)', 'Business: a person in charge', yes('service.work')),
      [b('SubListb[0].Li2[0].Ch4[0]')]: check('5b(2)', 'Home: a competent member of the household', yes('service.home')),
      [b('SubListb[0].Li3[0].Ch5[0]')]: check(
        '5b(3)',
        'Physical address unknown: the usual mailing address',
        yes('service.mailingAddress'),
      ),
      [b('SubListb[0].Li4[0].Ch6[0]')]: check('5b(4)', 'Copies mailed thereafter', { all: [sub, { field: 'mailing.date', filled: true }] }),
      [b('SubListb[0].Li4[0].FillText28[0]')]: text('5b(4)', 'Date mailed', { if: sub, then: date('mailing.date') }),
      [b('SubListb[0].Li4[0].FillText266[0]')]: text('5b(4)', 'Mailed from (city)', { if: sub, then: raw('mailing.city') }),
      [b('SubListb[0].Li4[0].Ch6[1]')]: na('The mailing is stated in item 5b(4) itself', 'A declaration of mailing is attached'),
      [b('SubListb[0].Li5[0].Ch7[0]')]: check('5b(5)', 'A declaration of diligence is attached', { all: [sub, yes('diligence.attached')] }),
      // 5c, 5d: methods the office does not use.
      [p2('List5[0].Lic[0].Ch1[0]')]: na(NA_ACK, 'By mail and acknowledgment of receipt'),
      [p2('List5[0].Lic[0].SubListc[0].Lii1[0].FillText50[0]')]: na(NA_ACK, 'Date mailed'),
      [p2('List5[0].Lic[0].SubListc[0].Lii2[0].FillText51[0]')]: na(NA_ACK, 'Mailed from'),
      [p2('List5[0].Lic[0].SubListc[0].Lii3[0].CheckBox24[0]')]: na(NA_ACK, 'With two notices and acknowledgment'),
      [p2('List5[0].Lic[0].SubListc[0].Lii4[0].CheckBox25[0]')]: na(NA_ACK, 'To an address outside California'),
      [p2('List5[0].Lid[0].Ch1[0]')]: na('Other means need a court order the office does not carry out', 'By other means'),
      [p2('List5[0].Lid[0].FillText56[0]')]: na('See item 5d', 'Other means (specify)'),
      [p2('List5[0].Lid[0].CheckBox31[0]')]: na('See item 5d', 'Additional page describing service'),
      [p2('PxCaption[0].TitlePartyName[0].Party1[0]')]: text('Caption', 'Plaintiff/petitioner', raw('caption.party1')),
      [p2('PxCaption[0].TitlePartyName[0].Party2[0]')]: text('Caption', 'Defendant/respondent', raw('caption.party2')),
      [p2('PxCaption[0].CaseNumber[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      // 6. The notice to the person served, as completed on the summons.
      [p2('List6[0].Lia[0].CheckBox40[0]')]: check('6a', 'As an individual defendant', { field: 'servee.kind', equals: 'person' }),
      [p2('List6[0].Lib[0].CheckBox41[0]')]: staff('6b', 'As the person sued under a fictitious name', 'as the summons’ notice says'),
      [p2('List6[0].Lib[0].TextField40[0]')]: staff('6b', 'Fictitious name', 'as the summons’ notice says'),
      [p2('List6[0].Lic[0].CheckBox43[0]')]: na('Unlawful detainer (occupant) cases are not served by the office', 'As occupant'),
      [p2('List6[0].Lid[0].CheckBox45[0]')]: check('6d', 'On behalf of an entity', { field: 'servee.kind', equals: 'business' }),
      [p2('List6[0].Lid[0].specify[0]')]: text('6d', 'On behalf of (specify)', {
        if: { field: 'servee.kind', equals: 'business' },
        then: raw('servee.name'),
      }),
      ...Object.fromEntries(
        (
          [
            ['CheckBox55', '416.10 (corporation)'],
            ['CheckBox56', '416.20 (defunct corporation)'],
            ['CheckBox57', '416.30 (joint stock company/association)'],
            ['CheckBox58', '416.40 (association or partnership)'],
            ['CheckBox59', '416.50 (public entity)'],
            ['CheckBox60', '415.95 (business organization, form unknown)'],
            ['CheckBox61', '416.60 (minor)'],
            ['CheckBox62', '416.70 (ward or conservatee)'],
            ['CheckBox63', '416.90 (authorized person)'],
            ['CheckBox64', '415.46 (occupant)'],
            ['CheckBox65', 'other'],
          ] as const
        ).map(([name, label]) => [six(`${name}[0]`), staff('6d', `Under CCP ${label}`, 'the section the summons’ notice names')]),
      ),
      [six('other[0]')]: staff('6d', 'Other section', 'the section the summons’ notice names'),
      // 7. The server.
      [seven('Lia[0].Field1[0]')]: text('7a', 'Name', raw('server.name')),
      [seven('Lib[0].Field2[0]')]: text('7b', 'Address', raw('server.address')),
      [seven('Lic[0].Field3[0]')]: text('7c', 'Telephone', raw('server.phone')),
      [seven('Lid[0].DecimalField11[0]')]: text('7d', 'Fee for service', { money: 'server.fee' }),
      [seven('Lie[0].subListe[0].Li1[0].Ch30[0]')]: na('The office’s servers are registered', 'Not a registered process server'),
      [seven('Lie[0].subListe[0].Li2[0].Ch31[0]')]: na('The office’s servers are registered, not exempt', 'Exempt from registration'),
      [seven('Lie[0].subListe[0].Li3[0].Ch32[0]')]: check('7e(3)', 'A registered California process server', {
        field: 'server.registrationNumber',
        filled: true,
      }),
      [seven('Lie[0].subListe[0].Li3[0].Ch33[0]')]: staff('7e(3)(i)', 'Owner', 'as the server works with the office'),
      [seven('Lie[0].subListe[0].Li3[0].Ch34[0]')]: staff('7e(3)(i)', 'Employee', 'as the server works with the office'),
      [seven('Lie[0].subListe[0].Li3[0].Ch35[0]')]: staff('7e(3)(i)', 'Independent contractor', 'as the server works with the office'),
      [seven('Lie[0].subListe[0].Li3[0].Field12[0]')]: text('7e(3)(ii)', 'Registration number', raw('server.registrationNumber')),
      [seven('Lie[0].subListe[0].Li3[0].Field13[0]')]: text('7e(3)(iii)', 'County', raw('server.county')),
      [p2('List8[0].item8[0].declare1[0]')]: check('8', 'Declaration under penalty of perjury', yes('signature.signed')),
      [p2('List9[0].item9[0].declare1[0]')]: na('Not a sheriff or marshal', 'Sheriff or marshal certificate'),
      [p2('Sign[0].SigDate[0]')]: text('Signature', 'Date', date('signature.date')),
      [p2('Sign[0].SigName[0]')]: text('Signature', 'Name of person who served papers', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}

export function fl115ProofMap(): PdfFormMap {
  const p1 = under('FL-115[0].Page1[0].Page1[0].');
  const p2 = under('FL-115[0].Page2[0].Page2[0].');
  const d = under('FL-115[0].Page1[0].Page1[0].List1[0].LI4[0].List1[0].');
  const b = under('FL-115[0].Page1[0].Page1[0].List3[0].LI2[0].');
  const sub = yes('service.substituted');
  return {
    kind: 'pdf',
    form: 'FL-115',
    title: 'Proof of Service of Summons (Family Law)',
    revision: FL115_PROOF_REVISION,
    fields: {
      [p1('AddInfo[0].PartyAttyAddInfo_ft[0]')]: na('Clients represent themselves: no State Bar number', 'State Bar number'),
      [p1('AddInfo[0].Phone_ft[0]')]: text('Caption', 'Name', raw('caption.party1')),
      [p1('AddInfo[0].Phone_ft[1]')]: na('Clients represent themselves', 'Firm name'),
      [p1('AddInfo[0].Phone_ft[2]')]: staff('Caption', 'Street address', 'the petitioner’s, as on the petition'),
      [p1('AddInfo[0].Phone_ft[3]')]: staff('Caption', 'City', 'the petitioner’s, as on the petition'),
      [p1('AddInfo[0].Phone_ft[4]')]: staff('Caption', 'State', 'the petitioner’s, as on the petition'),
      [p1('AddInfo[0].Phone_ft[5]')]: staff('Caption', 'Zip', 'the petitioner’s, as on the petition'),
      [p1('AddInfo[0].Phone_ft[6]')]: staff('Caption', 'Telephone', 'the petitioner’s, as on the petition'),
      [p1('AddInfo[0].Phone_ft[7]')]: na('Self-represented clients do not use fax', 'Fax'),
      [p1('AddInfo[0].Email_ft[0]')]: staff('Caption', 'Email', 'the petitioner’s, if they give one'),
      [p1('AddInfo[0].AttyFor_ft[0]')]: text('Caption', 'Attorney for', { text: 'Petitioner in pro per' }),
      ...courtBlock(p1, {
        county: 'CourtInfo[0].CrtCounty_ft[0]',
        street: 'CourtInfo[0].Street_ft[0]',
        mailing: 'CourtInfo[0].MailingAdd_ft[0]',
        cityZip: 'CourtInfo[0].CityZip_ft[0]',
        branch: 'CourtInfo[0].Branch_ft[0]',
      }),
      [p1('TitlePartyName[0].Petitioner_tf[0]')]: text('Caption', 'Petitioner', raw('caption.party1')),
      [p1('TitlePartyName[0].Respondent_tf[0]')]: text('Caption', 'Respondent', raw('caption.party2')),
      [p1('CaseNumber[0].CaseNumber_ft[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [p2('Party[0].Petitioner_tf[0]')]: text('Caption', 'Petitioner', raw('caption.party1')),
      [p2('Party[0].Respondent_tf[0]')]: text('Caption', 'Respondent', raw('caption.party2')),
      [p2('CaseNumber[0].CaseNumber_ft[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      // 1. What was served.
      [p1('List1[0].LI1[0].Check1[0]')]: check('1a', 'FL-100, FL-110 and a blank FL-120', yes('papers.fl100')),
      [p1('List1[0].LI2[0].Check1[0]')]: check('1b', 'FL-200, FL-210 and a blank FL-220', yes('papers.fl200')),
      [p1('List1[0].LI3[0].Check1[0]')]: check('1c', 'FL-260, FL-210 and a blank FL-270', yes('papers.fl260')),
      [p1('List1[0].LI4[0].CheckBox1[0]')]: check('1d', 'And other documents', {
        any: ['fl105', 'fl140', 'fl142', 'fl150', 'fl155', 'fl160', 'fl300', 'otherFamily'].map((p) => yes(`papers.${p}`)),
      }),
      [d('LI1[0].CheckBox1[0]')]: check('1d(1)', 'Completed and blank FL-105', yes('papers.fl105')),
      [d('LI2[0].CheckBox1[0]')]: check('1d(2)', 'Completed and blank FL-140', yes('papers.fl140')),
      [d('LI3[0].CheckBox1[0]')]: check('1d(3)', 'Completed and blank FL-142', yes('papers.fl142')),
      [d('LI4[0].CheckBox1[0]')]: check('1d(4)', 'Completed and blank FL-150', yes('papers.fl150')),
      [d('LI5[0].CheckBox1[0]')]: check('1d(5)', 'Completed and blank FL-155', yes('papers.fl155')),
      [d('LI6[0].CheckBox1[0]')]: check('1d(6)', 'Completed and blank FL-160', yes('papers.fl160')),
      [d('LI7[0].CheckBox1[0]')]: check('1d(7)', 'FL-300 and a blank FL-320', yes('papers.fl300')),
      [d('LI8[0].CheckBox1[0]')]: check('1d(8)', 'Other documents', yes('papers.otherFamily')),
      [d('LI8[0].TextField[0]')]: text('1d(8)', 'Other documents (specify)', raw('papers.otherFamilyText')),
      [p1('List2[0].LI1[0].AddressWhereServed_tf[0]')]: text('2', 'Address where the respondent was served', raw('service.address')),
      [p1('List3[0].LI1[0].CheckBox1[0]')]: check('3a', 'Personal service', yes('service.personal')),
      [p1('List3[0].LI1[0].DatePersonalServiceCompleted_dt[0]')]: text('3a', 'Date', {
        if: yes('service.personal'),
        then: date('service.date'),
      }),
      [p1('List3[0].LI1[0].TimePersonalServiceCompleted_dt[0]')]: text('3a', 'Time', {
        if: yes('service.personal'),
        then: raw('service.timeWithMeridiem'),
      }),
      [b('CheckBox1[0]')]: check('3b', 'Substituted service', sub),
      [b('CopiesLeftWith_Name_tf[0]')]: text('3b', 'Left with (name)', raw('service.recipientName')),
      [b('List1[0].RelationshipToRespondent_tf[0]')]: text('3b', 'Title or relationship to respondent', raw('service.relation')),
      [b('List1[0].LI1[0].CheckBox1[0]')]: check('3b(1)', 'Business: a person in charge', yes('service.work')),
      [b('List1[0].LI2[0].CheckBox1[0]')]: check('3b(2)', 'Home: a competent member of the household', yes('service.home')),
      [b('List1[0].LI2[0].DateofSubstitutedService_dt[0]')]: text('3b', 'Date', { if: sub, then: date('service.date') }),
      [b('List1[0].LI2[0].TimeofSubstitutedService__tf[0]')]: text('3b', 'Time', { if: sub, then: raw('service.timeWithMeridiem') }),
      [b('List1[0].LI2[0].DateCopiesMailed_dt[0]')]: text('3b', 'Date copies mailed', { if: sub, then: date('mailing.date') }),
      [p2('List3[0].LI3[0].CheckBox1[0]')]: na(NA_ACK, 'Mail and acknowledgment service'),
      [p2('List3[0].LI3[0].DateofMail_AcknowledgmentService_dt[0]')]: na(NA_ACK, 'Date mailed'),
      [p2('List3[0].LI3[0].CityFromWhichSummonsMailed_tf[0]')]: na(NA_ACK, 'Mailed from'),
      [p2('List3[0].LI3[0].List1[0].LI1[0].Checkbox1[0]')]: na(NA_ACK, 'With two FL-117 and a return envelope'),
      [p2('List3[0].LI3[0].List1[0].LI2[0].CheckBox2[0]')]: na(NA_ACK, 'To an address outside California'),
      [p2('List3[0].LI4[0].CheckBox1[0]')]: na('Other means need a court order the office does not carry out', 'Other (code section)'),
      [p2('List3[0].LI4[0].SpecifyCodeSectio[0]')]: na('See item 3d', 'Code section'),
      [p2('List3[0].LI4[0].item3dattch[0]')]: na('See item 3d', 'Continued on Attachment 3d'),
      [p2('List4[0].NameofServer_tf[0]')]: text('4', 'Name', raw('server.name')),
      [p2('List4[0].ServersAddress_tf[0]')]: text('4', 'Address', raw('server.address')),
      [p2('List4[0].ServersTelephoneNumber_tf[0]')]: text('4', 'Telephone number', raw('server.phone')),
      [p2('List4[0].LI1[0].CheckBox1[0]')]: na('The office’s servers are registered, not exempt', 'Exempt from registration'),
      [p2('List4[0].LI2[0].CheckBox1[0]')]: na('The office’s servers are registered', 'Not a registered process server'),
      [p2('List4[0].LI3[0].CheckBox1[0]')]: check('4c', 'A registered California process server', {
        field: 'server.registrationNumber',
        filled: true,
      }),
      [p2('List4[0].LI3[0].CheckB1[0]')]: staff('4c', 'An employee', 'as the server works with the office'),
      [p2('List4[0].LI3[0].CheckB1[1]')]: staff('4c', 'An independent contractor', 'as the server works with the office'),
      [p2('List4[0].LI3[0].List1[0].LI1[0].ServersRegistrationNumber_tf[0]')]: text(
        '4c(1)',
        'Registration number',
        raw('server.registrationNumber'),
      ),
      [p2('List4[0].LI3[0].List1[0].LI2[0].ServersCounty_tf[0]')]: text('4c(2)', 'County', raw('server.county')),
      [p2('List4[0].LI3[0].List1[0].LI3[0].FeeforService_tf[0]')]: text('4c(3)', 'Fee for service', { money: 'server.fee' }),
      [p2('List5[0].LI1[0].CheckBox1a[0]')]: check('5', 'Declaration under penalty of perjury', yes('signature.signed')),
      [p2('List6[0].LI1[0].CheckBox1a[0]')]: na('Not a sheriff, marshal or constable', 'Sheriff certificate'),
      [p2('SigSub[0].SigDate[0]')]: text('Signature', 'Date', date('signature.date')),
      [p2('SigSub[0].Name[0]')]: text('Signature', 'Name of person who served papers', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}

export function fl335Map(): PdfFormMap {
  const p = under('FL-335[0].Page1[0].');
  const s = under('FL-335[0].Page1[0].SubSet[0].');
  const cap = under('FL-335[0].Page1[0].SubSet[0].P1Caption[0].');
  const sub = under('FL-335[0].Page1[0].SubSet[0].P1Caption[0].Subform[0].');
  return {
    kind: 'pdf',
    form: 'FL-335',
    title: 'Proof of Service by Mail (family law)',
    revision: FL335_REVISION,
    fields: {
      [sub('AttyPartyInfo[0].TextField1[0]')]: staff(
        'Caption',
        'Party without attorney: name and address',
        'the client’s name and mailing address, as on their papers',
      ),
      [sub('AttyPartyInfo[0].Phone[0]')]: staff('Caption', 'Telephone', 'the client’s, as on their papers'),
      [sub('AttyPartyInfo[0].Fax[0]')]: na('Self-represented clients do not use fax', 'Fax'),
      [sub('AttyPartyInfo[0].Email[0]')]: staff('Caption', 'Email', 'the client’s, if they give one'),
      [sub('AttyPartyInfo[0].Email1[0]')]: na('Clients represent themselves', 'Attorney for'),
      ...courtBlock(cap),
      [cap('TitlePartyName[0].Party1[0]')]: text('Caption', 'Petitioner/plaintiff', raw('caption.party1')),
      [cap('TitlePartyName[0].Party2[0]')]: text('Caption', 'Respondent/defendant', raw('caption.party2')),
      [cap('TitlePartyName[0].Party3[0]')]: na(
        'No other parent or party in the cases the office prepares for service',
        'Other parent/party',
      ),
      [sub('CaseNumber[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [sub('CaseNumber[0].CaseSubForm[0].HearingDate[0]')]: text('Caption', 'Hearing date', date('caption.hearingDate')),
      [sub('CaseNumber[0].CaseSubForm[0].HearingTime[0]')]: staff('Caption', 'Hearing time', 'as on the papers served'),
      [sub('CaseNumber[0].CaseSubForm[0].Dept[0]')]: staff('Caption', 'Department', 'as on the papers served'),
      [s('List2[0].LI1[0].FillText1[0]')]: text('2', 'My residence or business address', raw('server.address')),
      [s('List3[0].FillText1[0]')]: text('3', 'Documents served', raw('papers.list')),
      [s('List3[0].LI1[0].Choice1[0]')]: check('3a', 'Deposited with the U.S. Postal Service', yes('mailing.usps')),
      [s('List3[0].LI2[0].Choice1[0]')]: check('3b', 'Placed for collection and mailing (business practice)', yes('mailing.business')),
      [s('List4[0].LI1[0].Text2[0]')]: text('4a', 'Name of person served', raw('servee.name')),
      [s('List4[0].LI2[0].Text2[0]')]: text('4b', 'Address', raw('service.address')),
      [s('List4[0].LI3[0].Text2[0]')]: text('4c', 'Date mailed', date('mailing.date')),
      [s('List4[0].LI4[0].Text2[0]')]: text('4d', 'Place of mailing (city and state)', raw('mailing.city')),
      [s('List5[0].LI1[0].CheckBox1[0]')]: staff(
        '5',
        'A request to modify with an address verification',
        'check when the papers mailed are a postjudgment request with FL-334',
      ),
      [p('SigSubForm[0].SigDate[0]')]: text('Signature', 'Date', date('signature.date')),
      [p('SigSubForm[0].SigName[0]')]: text('Signature', 'Name', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}
