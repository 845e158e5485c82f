/**
 * SC-104, Proof of Service (small claims), and SC-104A, Proof of Mailing (substituted service), filled from a proof's
 * answers (./answers.ts) in the packet's map model (shared/questionnaires/forms/model.ts): every AcroForm field of
 * the shipped PDFs has its rule. The server's signature line is left to the drawn e-signature (the form has no field
 * for it); the clerk's items are the court's.
 */
import { check, na, staff, text, under } from '../../questionnaires/forms/build';
import type { PdfFormMap } from '../../questionnaires/forms/model';
import { date, raw, yes } from './shapes';

export const SC104_REVISION = 'Rev. January 1, 2009';
export const SC104A_REVISION = 'Rev. January 1, 2006';

export function sc104Map(): PdfFormMap {
  const p1 = under('SC-104[0].Page1[0].');
  const p2 = under('SC-104[0].Page2[0].');
  const l4a = under('SC-104[0].Page2[0].List4[0].Lia[0].');
  const l4b = under('SC-104[0].Page2[0].List4[0].Lib[0].');
  const l5 = under('SC-104[0].Page2[0].List5[0].item5[0].');
  return {
    kind: 'pdf',
    form: 'SC-104',
    title: 'Proof of Service (small claims)',
    revision: SC104_REVISION,
    fields: {
      // Caption (page 1: court, case, hearing; page 2: case name and number).
      [p1('RightCaption[0].CourtInfo[0]')]: text('Caption', 'Court name and street address', raw('caption.courtBlock')),
      [p1('RightCaption[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [p1('RightCaption[0].CaseName[0]')]: text('Caption', 'Case name', raw('caption.caseName')),
      [p1('RightCaption[0].Hearindate[0]')]: text('Caption', 'Hearing date', date('caption.hearingDate')),
      [p1('RightCaption[0].Time[0]')]: staff('Caption', 'Hearing time', 'as printed on the SC-100 the court returned'),
      [p1('RightCaption[0].Dept[0]')]: staff('Caption', 'Hearing department', 'as printed on the SC-100 the court returned'),
      [p2('PxCaption[0].CaseName[0]')]: text('Caption', 'Case name', raw('caption.caseName')),
      [p2('PxCaption[0].CaseNumber[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      // 1. Who was served.
      [p1('List1[0].Lia[0].FullName[0]')]: text('1a', 'Person served', {
        if: { field: 'servee.kind', equals: 'person' },
        then: raw('servee.name'),
      }),
      [p1('List1[0].Lib[0].FullName1[0]')]: text('1b', 'Business or agency name', {
        if: { field: 'servee.kind', equals: 'business' },
        then: raw('servee.name'),
      }),
      [p1('List1[0].Lib[0].FullName2[0]')]: text('1b', 'Person authorized for service and job title', {
        if: { field: 'servee.kind', equals: 'business' },
        then: raw('servee.agentLine'),
      }),
      // 3. The documents served.
      [p1('List3[0].Lia[0].Filed_cb[0]')]: check('3a', 'SC-100, Plaintiff’s Claim', yes('papers.sc100')),
      [p1('List3[0].Lib[0].AmFiling_cb[0]')]: check('3b', 'SC-120, Defendant’s Claim', yes('papers.sc120')),
      [p1('List3[0].Lic[0].NotYet_cb1[0]')]: na(
        'Orders for examination are served by the sheriff or a court appointee for a civil arrest warrant; the office does not take them',
        'Order for examination',
      ),
      [p1('List3[0].Lic[0].SubListc[0].Li1[0].Level3[0]')]: na('See item 3c', 'SC-134'),
      [p1('List3[0].Lic[0].SubListc[0].Li2[0].Level3[0]')]: na('See item 3c', 'AT-138/EJ-125'),
      [p1('List3[0].Lid[0].NotYet_cb[0]')]: check('3d', 'Other documents', yes('papers.other')),
      [p1('List3[0].Lid[0].T1865[0]')]: text('3d', 'Other documents (specify)', raw('papers.otherText')),
      // 4a. Personal service.
      [l4a('Level31[0]')]: check('4a', 'Personal service', yes('service.personal')),
      [l4a('HearingDate_dt1[0]')]: text('4a', 'Date of personal service', { if: yes('service.personal'), then: date('service.date') }),
      [l4a('HearingTime_dt1[0]')]: text('4a', 'Time of personal service', { if: yes('service.personal'), then: raw('service.time') }),
      [l4a('TimeDef_cb[0]')]: check('4a', 'a.m.', { all: [yes('service.personal'), yes('service.am')] }),
      [l4a('TimeDef_cb[1]')]: check('4a', 'p.m.', { all: [yes('service.personal'), yes('service.pm')] }),
      [l4a('RestrainedStreet_ft2[0]')]: text('4a', 'Address of personal service', {
        if: yes('service.personal'),
        then: raw('service.street'),
      }),
      [l4a('RestrainedCity_ft2[0]')]: text('4a', 'City', { if: yes('service.personal'), then: raw('service.city') }),
      [l4a('RestrainedState_ft2[0]')]: text('4a', 'State', { if: yes('service.personal'), then: raw('service.state') }),
      [l4a('RestrainedZip_ft2[0]')]: text('4a', 'Zip', { if: yes('service.personal'), then: raw('service.zip') }),
      // 4b. Substituted service, and the mailing.
      [l4b('Level31[0]')]: check('4b', 'Substituted service', yes('service.substituted')),
      [l4b('AmFiling_cb[0]')]: check('4b', 'A competent adult at the home', yes('service.home')),
      [l4b('AmFiling_cb[1]')]: check('4b', 'An adult in charge where the person usually works', yes('service.work')),
      [l4b('AmFiling_cb[2]')]: check('4b', 'An adult in charge where the person usually receives mail', yes('service.mailingAddress')),
      [l4b('HearingDate_dt3[0]')]: text('4b', 'Date of substituted service', {
        if: yes('service.substituted'),
        then: date('service.date'),
      }),
      [l4b('HearingTime_dt3[0]')]: text('4b', 'Time of substituted service', { if: yes('service.substituted'), then: raw('service.time') }),
      [l4b('TimeDef_cba[0]')]: check('4b', 'a.m.', { all: [yes('service.substituted'), yes('service.am')] }),
      [l4b('TimeDef_cba[1]')]: check('4b', 'p.m.', { all: [yes('service.substituted'), yes('service.pm')] }),
      [l4b('RestrainedStreet_ft3[0]')]: text('4b', 'Address of substituted service', {
        if: yes('service.substituted'),
        then: raw('service.street'),
      }),
      [l4b('RestrainedCity_ft3[0]')]: text('4b', 'City', { if: yes('service.substituted'), then: raw('service.city') }),
      [l4b('RestrainedState_ft3[0]')]: text('4b', 'State', { if: yes('service.substituted'), then: raw('service.state') }),
      [l4b('RestrainedZip_ft3[0]')]: text('4b', 'Zip', { if: yes('service.substituted'), then: raw('service.zip') }),
      [l4b('Level5_2[0]')]: text('4b', 'Name or description of the person given the papers', raw('service.recipient')),
      [l4b('HearingDate_dt4[0]')]: text('4b', 'Date mailed', { if: yes('service.substituted'), then: date('mailing.date') }),
      [l4b('HearingCity_dt1[0]')]: text('4b', 'Mailed from (city, state)', { if: yes('service.substituted'), then: raw('mailing.city') }),
      [l4b('SubListb[0].Lia[0].ConductThreat_cb[0]')]: check('4b', 'At a U.S. Postal Service mail drop', {
        all: [yes('service.substituted'), yes('mailing.usps')],
      }),
      [l4b('SubListb[0].Lib[0].ConductThreat_cb[0]')]: check('4b', 'At an office or business mail drop', {
        all: [yes('service.substituted'), yes('mailing.business')],
      }),
      [l4b('SubListb[0].Lic[0].ConductThreat_cb[0]')]: na(
        'The server who left the papers mails them (never someone else for them): SC-104A is not needed',
        'With someone else, SC-104A attached',
      ),
      // 5. The server.
      [l5('RestrainedFullName_ft4[0]')]: text('5', 'Server’s name', raw('server.name')),
      [l5('RestrainedAge_ft4[0]')]: text('5', 'Server’s phone', raw('server.phone')),
      [l5('RestrainedStreet_ft4[0]')]: text('5', 'Server’s address', raw('server.street')),
      [l5('RestrainedCity_ft4[0]')]: text('5', 'City', raw('server.city')),
      [l5('RestrainedState_ft[0]')]: text('5', 'State', raw('server.state')),
      [l5('RestrainedZip_ft[0]')]: text('5', 'Zip', raw('server.zip')),
      [l5('RestrainedCity_ft[0]')]: text('5', 'Fee for service', { money: 'server.fee' }),
      [l5('RestrainedFullName_ft[0]')]: text('5', 'County of registration', raw('server.county')),
      [l5('RestrainedAge_ft[0]')]: text('5', 'Registration number', raw('server.registrationNumber')),
      // 6. The declaration: the date the server signs, their printed name.
      [p2('List6[0].item6[0].SigDate[0]')]: text('6', 'Date signed', date('signature.date')),
      [p2('List6[0].item6[0].SigName[0]')]: text('6', 'Server’s printed name', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}

/** SC-104A: the proof of mailing by someone other than the person who left the papers (the mailer signs it). */
export function sc104aMap(): PdfFormMap {
  const p = under('SC-104A[0].Page1[0].');
  const business = { field: 'servee.kind', equals: 'business' };
  const person = { field: 'servee.kind', equals: 'person' };
  return {
    kind: 'pdf',
    form: 'SC-104A',
    title: 'Proof of Mailing (Substituted Service)',
    revision: SC104A_REVISION,
    fields: {
      [p('Header[0].CaseNumber_ft[0]')]: text('Caption', 'Case number', raw('caption.caseNumber')),
      [p('List1[0].Lia[0].CheckBox5[0]')]: check('1a', 'SC-100', yes('papers.sc100')),
      [p('List1[0].Lib[0].CheckBox4[0]')]: check('1b', 'SC-120', yes('papers.sc120')),
      [p('List1[0].Lic[0].CheckBox3[0]')]: check('1c', 'Other documents', yes('papers.other')),
      [p('List1[0].Lic[0].FillText20[0]')]: text('1c', 'Other documents (specify)', raw('papers.otherText')),
      [p('List2[0].Lia[0].FillText19[0]')]: text('2a', 'Person’s name', { if: person, then: raw('servee.name') }),
      [p('List2[0].Lia[0].SvcPersonAdress1[0]')]: text('2a', 'Street', { if: person, then: raw('service.street') }),
      [p('List2[0].Lia[0].SvcPersonCity1[0]')]: text('2a', 'City', { if: person, then: raw('service.city') }),
      [p('List2[0].Lia[0].SvcPersonState1[0]')]: text('2a', 'State', { if: person, then: raw('service.state') }),
      [p('List2[0].Lia[0].SvcPersonZip1[0]')]: text('2a', 'Zip', { if: person, then: raw('service.zip') }),
      [p('List2[0].Lib[0].AppellantMailingAddress[0]')]: text('2b', 'Business or public entity name', {
        if: business,
        then: raw('servee.name'),
      }),
      [p('List2[0].Lib[0].AppellantMailingCity[0]')]: text('2b', 'Person authorized for service', {
        if: business,
        then: raw('servee.agent'),
      }),
      [p('List2[0].Lib[0].AppellantMailingZip[0]')]: staff('2b', 'Job title', 'as on SC-104 item 1b'),
      [p('List2[0].Lib[0].SvcPersonAdress[0]')]: text('2b', 'Street', { if: business, then: raw('service.street') }),
      [p('List2[0].Lib[0].SvcPersonCity[0]')]: text('2b', 'City', { if: business, then: raw('service.city') }),
      [p('List2[0].Lib[0].SvcPersonState[0]')]: text('2b', 'State', { if: business, then: raw('service.state') }),
      [p('List2[0].Lib[0].SvcPersonZip[0]')]: text('2b', 'Zip', { if: business, then: raw('service.zip') }),
      [p('List3[0].Lia[0].a[0]')]: check('3a', 'A U.S. Postal Service mail drop', yes('mailing.usps')),
      [p('List3[0].Lib[0].a[0]')]: check('3b', 'An office or business mail drop', yes('mailing.business')),
      [p('List4[0].Lia[0].FillText7[0]')]: text('4a', 'Date mailed', date('mailing.date')),
      [p('List4[0].Lib[0].FillText6[0]')]: text('4b', 'Mailed from (city, state)', raw('mailing.city')),
      [p('List5[0].Item5[0].FillText5[0]')]: text('5', 'Mailer’s address', raw('server.address')),
      [p('Sign[0].FillText40[0]')]: text('6', 'Date signed', date('signature.date')),
      [p('Sign[0].FillText30[0]')]: text('6', 'Mailer’s printed name', raw('server.name')),
    },
    attachmentCaption: { shortTitle: raw('caption.caseName'), caseNumber: raw('caption.caseNumber') },
  };
}
