/**
 * DV-200, Proof of Personal Service (CLETS), and FL-330, Proof of Personal Service (family law), filled from a proof's
 * answers (./answers.ts) in the packet's map model. Both are personal service only.
 */
import { check, na, staff, text, under } from '../../questionnaires/forms/build';
import type { PdfFormMap } from '../../questionnaires/forms/model';
import { courtBlock, date, raw, yes } from './shapes';

export const DV200_REVISION = 'Rev. January 1, 2023';
export const FL330_REVISION = 'Rev. January 1, 2012';

export function dv200Map(): PdfFormMap {
  const p = under('DV-200[0].Page1[0].');
  const l4 = under('DV-200[0].Page1[0].List4[0].');
  return {
    kind: 'pdf',
    form: 'DV-200',
    title: 'Proof of Personal Service (CLETS)',
    revision: DV200_REVISION,
    fields: {
      [p('Stamp_court_case[0].CourtInfo_ft[0]')]: text('Caption', 'Court name and street address', raw('caption.courtBlock')),
      [p('Stamp_court_case[0].CaseNumber_ft[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [p('List1[0].Li1[0].TextField2[0]')]: text('1', 'Name of party asking for protection', raw('client.name')),
      [p('List2[0].Li1[0].TextField2[0]')]: text('2', 'Name of party to be restrained', raw('servee.name')),
      [l4('Li1[0].item4a_cb[0]')]: check('4a', 'DV-109 with DV-100 and a blank DV-120', yes('papers.dv109')),
      [l4('Li2[0].item4b_cb[0]')]: check('4b', 'DV-110', yes('papers.dv110')),
      [l4('Li3[0].item4c_cb[0]')]: check('4c', 'DV-105 and DV-140', yes('papers.dv105')),
      [l4('Li4[0].item4d_cb[0]')]: check('4d', 'FL-150 with a blank FL-150', yes('papers.fl150')),
      [l4('Li5[0].item4e_cb[0]')]: check('4e', 'FL-155 with a blank FL-155', yes('papers.fl155')),
      [l4('Li6[0].item4f_cb[0]')]: check('4f', 'DV-115', yes('papers.dv115')),
      [l4('Li7[0].item4g_cb[0]')]: check('4g', 'DV-116', yes('papers.dv116')),
      [l4('Li8[0].item4h_cb[0]')]: check('4h', 'DV-130', yes('papers.dv130')),
      [l4('Li9[0].item4h_cb[0]')]: check('4i', 'Other documents', { field: 'papers.dvOther', filled: true }),
      [l4('Li9[0].OtherSpecify_tf[0]')]: text('4i', 'Other documents (specify)', raw('papers.dvOther')),
      [p('List5[0].Li1[0].date[0]')]: text('5a', 'Date served', date('service.date')),
      [p('List5[0].Li1[0].time[0]')]: text('5a', 'Time served', raw('service.time')),
      [p('List5[0].Li1[0].TeimDef_cb[1]')]: check('5a', 'a.m.', yes('service.am')),
      [p('List5[0].Li1[0].TeimDef_cb[0]')]: check('5a', 'p.m.', yes('service.pm')),
      [p('List5[0].Li2[0].T1611[0]')]: text('5b', 'Address where served', raw('service.street')),
      [p('List5[0].Li2[0].T1981[0]')]: text('5b', 'City', raw('service.city')),
      [p('List5[0].Li2[0].T1982[0]')]: text('5b', 'State', raw('service.state')),
      [p('List5[0].Li2[0].T1983[0]')]: text('5b', 'Zip', raw('service.zip')),
      [p('List6[0].Li1[0].T198[0]')]: text('6', 'Server’s name', raw('server.name')),
      [p('List6[0].Li1[0].T199[0]')]: text('6', 'Server’s address', raw('server.street')),
      [p('List6[0].Li1[0].T200[0]')]: text('6', 'City', raw('server.city')),
      [p('List6[0].Li1[0].T1981[0]')]: text('6', 'State', raw('server.state')),
      [p('List6[0].Li1[0].T1982[0]')]: text('6', 'Zip', raw('server.zip')),
      [p('List6[0].Li1[0].Tel_tf[0]')]: text('6', 'Telephone', raw('server.phone')),
      [p('List6[0].Li1[0].T2981[0]')]: text('6', 'County of registration', raw('server.county')),
      [p('List6[0].Li1[0].T12298[0]')]: text('6', 'Registration number', raw('server.registrationNumber')),
      [p('List7[0].Li1[0].T161[0]')]: text('7', 'Date signed', date('signature.date')),
      [p('List7[0].Li1[0].T214[0]')]: text('7', 'Server’s printed name', raw('server.name')),
    },
    attachmentCaption: { shortTitle: { text: 'DV-200' }, caseNumber: raw('caption.caseNumber') },
  };
}

/** The caption of the family forms (FL-330): the party box is staff's (the client's address is not on the job). */
function familyCaption(c: (name: string) => string, sub: (name: string) => string): PdfFormMap['fields'] {
  return {
    [sub('AttyPartyInfo[0].TextField1[0]')]: staff(
      'Caption',
      'Party without attorney: name and address',
      'the client’s name and mailing address, as on their papers',
    ),
    [sub('AttyPartyInfo[0].Phone[0]')]: staff('Caption', 'Telephone', 'the client’s, as on their papers'),
    [sub('AttyPartyInfo[0].Fax[0]')]: na('Self-represented clients do not use fax', 'Fax'),
    ...courtBlock(c),
    [c('TitlePartyName[0].Party1[0]')]: text('Caption', 'Petitioner/plaintiff', raw('caption.party1')),
    [c('TitlePartyName[0].Party2[0]')]: text('Caption', 'Respondent/defendant', raw('caption.party2')),
    [c('TitlePartyName[0].Party3[0]')]: na('No other parent or party in the cases the office prepares for service', 'Other parent/party'),
  };
}

export function fl330Map(): PdfFormMap {
  const p = under('FL-330[0].Page1[0].');
  const cap = under('FL-330[0].Page1[0].P1Caption[0].');
  const sub = under('FL-330[0].Page1[0].P1Caption[0].Subform[0].');
  return {
    kind: 'pdf',
    form: 'FL-330',
    title: 'Proof of Personal Service (family law)',
    revision: FL330_REVISION,
    fields: {
      ...familyCaption(cap, sub),
      [sub('AttyPartyInfo[0].Email[0]')]: staff('Caption', 'Email', 'the client’s, if they give one'),
      [sub('CaseNumber[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [sub('CaseNumber[0].CaseSubForm[0].HearingDate[0]')]: text('Caption', 'Hearing date', date('caption.hearingDate')),
      [sub('CaseNumber[0].CaseSubForm[0].HearingTime[0]')]: staff('Caption', 'Hearing time', 'as on the papers served'),
      [sub('CaseNumber[0].CaseSubForm[0].Dept[0]')]: staff('Caption', 'Department', 'as on the papers served'),
      [p('List2[0].LI1[0].FillText1[0]')]: text('2', 'Person served', raw('servee.name')),
      [p('List3[0].LI1[0].FillText1[0]')]: text('3', 'Documents served', raw('papers.list')),
      [p('List4[0].LI1[0].DateofHearing_dt[0]')]: text('4a', 'Date', date('service.date')),
      [p('List4[0].LI2[0].DateofHearing_dt[0]')]: text('4b', 'Time', raw('service.timeWithMeridiem')),
      [p('List4[0].LI3[0].FillText1[0]')]: text('4c', 'Address', raw('service.address')),
      [p('List5[0].LI1[0].Choice1[0]')]: na('The office’s servers are registered', 'Not a registered process server'),
      [p('List5[0].LI2[0].Choice1[0]')]: check('5b', 'A registered California process server', {
        field: 'server.registrationNumber',
        filled: true,
      }),
      [p('List5[0].LI3[0].Choice1[0]')]: na('Each server serves under their own registration', 'Employee of a registered process server'),
      [p('List5[0].LI4[0].Choice1[0]')]: na('The office’s servers are registered, not exempt', 'Exempt from registration'),
      [p('List5[0].LI5[0].Choice2[0]')]: na('Not a sheriff or marshal', 'Sheriff or marshal'),
      [p('List6[0].LI1[0].FillText1[0]')]: text('6', 'Name, address, telephone, county of registration and number', raw('server.block')),
      [p('List7[0].LI7[0].CheckBox1[0]')]: check('7', 'Declaration under penalty of perjury', yes('signature.signed')),
      [p('List8[0].LI1[0].CheckBox1[0]')]: na('Not a sheriff or marshal', 'Sheriff or marshal certificate'),
      [p('SigSubForm[0].SigDate[0]')]: text('Signature', 'Date', date('signature.date')),
      [p('SigSubForm[0].SigName[0]')]: text('Signature', 'Name of person who served the papers', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}
