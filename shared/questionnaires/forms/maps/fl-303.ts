/**
 * FL-303 Declaration Regarding Notice and Service of Request for Temporary Emergency (Ex Parte) Orders (Rev. July 1,
 * 2020), the official form (issue 27: it was a worksheet), which the client signs under penalty of perjury when asking
 * for emergency orders (Cal. Rules of Court, rules 5.151–5.169): the caption; item 1, the client's role in the case;
 * item 2, whether the client gave notice of the request for emergency orders; item 3a, the notice as the client
 * described it (the date, the time as written, the way it was given, the orders it named, the other person's answer
 * and whether the client believes they will oppose); the client's name under the signature.
 *
 * Left to staff, with the reason, what the answers do not say or what happens after the packet is made: who in item
 * 3a(1) received the notice (the answers give a name, not whether it is the party or their attorney), the number,
 * address or place the notice went to, whether it was given by 10 a.m. the court day before (item 3a(3), known once
 * the hearing is set), whether a client who gave no notice asks the court to waive it (3b) or could not give it (3c),
 * the hearing (item 2) and the service of the papers (item 4), and the date of signing.
 */
import type { requestForOrder } from '../../request-for-order';
import { under } from '../build';
import type { RadioRule, ValueSpec } from '../model';
import { composed, composedCond, mapsFor } from '../typed';
import { attorneyBox, caseNumber, firstPhone, standardCourtBox } from './caption';
import { caseName, RFO_CAPTION, RFO_ROLES } from './fl-300';

const builders = mapsFor<typeof requestForOrder>();
const { attached, check, cond, each, na, pdf, spec, staff, text } = builders;

export const FL303_REVISION = 'Rev. July 1, 2020';

const GAVE = cond({ field: 'emergency.noticeGiven', equals: true });
const DID_NOT = cond({ field: 'emergency.noticeGiven', equals: false });
const how = (value: 'inPerson' | 'phone' | 'email' | 'text' | 'voicemail') =>
  cond({ all: [GAVE, { field: 'emergency.noticeHow', equals: value }] });

const p1 = under('FL-303[0].Page1[0].');
const p2 = under('FL-303[0].Page2[0].');

/** A radio group of the form (`radio` has no typed builder: the value is the option's export value, "1" or "2"). */
const radio = (item: string, label: string, value: ValueSpec): RadioRule => ({ kind: 'radio', item, label, value });

const WHO = 'the answers name the person notified (emergency.noticeTo), not whether they are the party or their attorney: tick the box';
const WHERE = 'the answers say how the notice was given, not the number, address or place it went to';
const TEN_AM = 'whether the notice was given by 10 a.m. the court day before depends on the hearing date the office sets';
const WAIVER =
  'the answers say why no notice was given (emergency.noNoticeReason), not whether the client asks the court to waive notice (3b) or was unable to give it (3c)';
const HEARING = 'the emergency hearing the office schedules with the court';
const SERVICE = 'completed once the papers are served, before the request is filed';

/** Item 3a(5): the other person's answer, in the declaration's words. */
const response = spec({
  option: 'emergency.noticeResponse',
  labels: {
    agree: 'Agreed to the request.',
    oppose: 'Opposed the request.',
    noResponse: 'Did not respond.',
    unknown: 'I do not know whether they agree or oppose the request.',
  },
});

/** Item 3a(4): the emergency orders the client asks (and named in the notice). */
const ordersRequested = spec({
  if: GAVE,
  then: {
    join: [
      { if: { field: 'emergency.orders', includes: 'childCustody' }, then: { text: 'Child custody and visitation (parenting time)' } },
      { if: { field: 'emergency.orders', includes: 'propertyControl' }, then: { text: 'Property control' } },
      { if: { field: 'emergency.orders', includes: 'other' }, then: { text: 'Other orders, as stated in the Request for Order' } },
    ],
    separator: '; ',
  },
});

export const fl303 = pdf({
  kind: 'pdf',
  form: 'FL-303',
  title: 'Declaration Regarding Notice and Service of Request for Temporary Emergency (Ex Parte) Orders',
  revision: FL303_REVISION,
  when: { field: 'expedited', equals: true },
  fields: {
    ...attorneyBox(builders, 'you', {
      barNumber: p1('AddInfo[0].BarNo_ft[0]'),
      name: p1('AddInfo[0].AttyName_ft[0]'),
      firm: p1('AddInfo[0].AttyFirm_ft[0]'),
      street: p1('AddInfo[0].AttyStreet_ft[0]'),
      city: p1('AddInfo[0].AttyCity_ft[0]'),
      state: p1('AddInfo[0].AttyState_ft[0]'),
      zip: p1('AddInfo[0].AttyZip_ft[0]'),
      phone: p1('AddInfo[0].Phone_ft[0]'),
      fax: p1('AddInfo[0].Fax_ft[0]'),
      email: p1('AddInfo[0].Email_ft[0]'),
      attorneyFor: p1('AddInfo[0].AttyFor_ft[0]'),
    }),
    // The request's party block has a cell, home and work phone (no `phone`): the first one given, as FL-300's box.
    [p1('AddInfo[0].Phone_ft[0]')]: text('Caption', 'Party without attorney: telephone', firstPhone('you')),
    ...standardCourtBox(p1),
    ...each(
      [p1('TitlePartyName[0].Petitioner_ft[0]'), p2('Parties[0].Petitioner_ft[0]')],
      text('Caption', 'Petitioner', composed(RFO_CAPTION.petitioner)),
    ),
    ...each(
      [p1('TitlePartyName[0].Respondent_ft[0]'), p2('Parties[0].Respondent_ft[0]')],
      text('Caption', 'Respondent', composed(RFO_CAPTION.respondent)),
    ),
    ...each(
      [p1('TitlePartyName[0].OtherParentParty_ft[0]'), p2('Parties[0].OtherParentParty_ft[0]')],
      text('Caption', 'Other parent/party', composed(RFO_CAPTION.otherParty)),
    ),
    ...each([p1('CaseNumber[0].CaseNumber_ft[0]'), p2('CaseNumber[0].CaseNumber_ft[0]')], caseNumber()),
    // Item 1: the client is a party of the case, never an attorney.
    [p1('Attorneyfor_cb[0]')]: na('The client represents themselves', 'I am: attorney for'),
    [p1('Petitioner_cb[0]')]: check('1', 'I am: petitioner', composedCond(RFO_ROLES.self.petitioner)),
    [p1('respondent_cb[0]')]: check('1', 'I am: respondent', composedCond(RFO_ROLES.self.respondent)),
    [p1('OtherParentParty_cb[0]')]: check('1', 'I am: other parent/party', composedCond(RFO_ROLES.self.otherParent)),
    [p1('NotAParty_cb[0]')]: na('The client is a party of the case', 'I am: not a party in the case'),
    [p1('Specify_nonparty_ft[0]')]: na('The client is a party of the case', 'Not a party: name and title'),
    // Item 2: notice of the request for emergency orders, given or not.
    [p1('RadioButtonList[0]')]: radio('2', 'I did / did not give notice', {
      if: GAVE,
      then: { text: '1' },
      else: { if: DID_NOT, then: { text: '2' } },
    }),
    [p1('CheckBox61[18]')]: check('2', 'Notice for temporary emergency (ex parte) orders', { field: 'expedited', equals: true }),
    [p1('CheckBox61[11]')]: staff('2', 'Notice that there will be an emergency court hearing', HEARING),
    [p1('CheckBox61[10]')]: staff('2', 'Notice that papers will be submitted to the court on the request', HEARING),
    [p1('CheckBox61[17]')]: na('The request is not to reschedule a hearing', 'Notice to reschedule a hearing'),
    [p1('CheckBox61[19]')]: na('The request is not to reschedule a hearing', 'Notice to reschedule a hearing on emergency orders'),
    [p1('DateofHearing_dt[0]')]: staff('2', 'Hearing date', HEARING),
    [p1('TimeofHearing_tf[0]')]: staff('2', 'Hearing time', HEARING),
    [p1('#area[1].CheckBox61[8]')]: staff('2', 'Department', HEARING),
    [p1('DepartmentNo_tf[0]')]: staff('2', 'Department (number)', HEARING),
    [p1('#area[2].CheckBox61[9]')]: staff('2', 'Room', HEARING),
    [p1('Courtroom_tf[0]')]: staff('2', 'Room (number)', HEARING),
    [p1('#area[0].RadioButtonList6[0]')]: staff('2', 'Address of court: same as above or other', HEARING),
    [p1('Otherspecify_tf[0]')]: staff('2', 'Address of court: other (specify)', HEARING),
    // Item 3a: the notice the client gave.
    [p1('CheckBox61[7]')]: check('3a', 'I gave notice as described in items (1) through (5)', GAVE),
    [p1('CheckBox61[0]')]: staff('3a(1)', 'Notice to: petitioner', WHO),
    [p1('CheckBox61[1]')]: staff('3a(1)', 'Notice to: respondent', WHO),
    [p1('CheckBox61[4]')]: staff('3a(1)', 'Notice to: other parent/party', WHO),
    [p1('CheckBox61[2]')]: staff('3a(1)', 'Notice to: child’s attorney', WHO),
    [p1('CheckBox61[3]')]: staff('3a(1)', 'Notice to: petitioner’s attorney', WHO),
    [p1('CheckBox61[5]')]: staff('3a(1)', 'Notice to: respondent’s attorney', WHO),
    [p1('CheckBox61[6]')]: staff('3a(1)', 'Notice to: other parent’s/party’s attorney', WHO),
    [p1('CheckBox61[12]')]: staff('3a(1)', 'Notice to: other', WHO),
    [p1('Specifynameofpersonnotified_ft[0]')]: staff('3a(1)', 'Notice to: other (specify)', WHO),
    [p1('FaxNumberUsed_tf[0]')]: text('3a(2)', 'I gave notice on (date)', { if: GAVE, then: { from: 'emergency.noticeDate' } }),
    [p1('TimeofPersonalService_tf[0]')]: text('3a(2)', 'At (time, as the client wrote it)', {
      if: GAVE,
      then: { from: 'emergency.noticeTime' },
    }),
    [p1('RadioButtonList1[0]')]: staff('3a(2)', 'a.m. or p.m.', 'the time is as the client wrote it (emergency.noticeTime)'),
    [p1('CheckBox61[13]')]: check('3a(2)', 'Notice given personally', how('inPerson')),
    [p1('LocationofPersonalService_tf[0]')]: staff('3a(2)', 'Personally: at (location)', WHERE),
    [p1('CheckBox61[14]')]: check('3a(2)', 'Notice given by telephone', how('phone')),
    [p1('TelephoneNumber_tf[0]')]: staff('3a(2)', 'Telephone number used', WHERE),
    [p1('CheckBox61[20]')]: na('The questionnaire offers no notice by fax', 'Notice given by fax'),
    [p1('FaxNumberUsed_tf[2]')]: na('The questionnaire offers no notice by fax', 'Fax number used'),
    [p1('CheckBox61[15]')]: check('3a(2)', 'Notice given by voicemail', how('voicemail')),
    [p1('VoiceMailNumber_tf[0]')]: staff('3a(2)', 'Voicemail number used', WHERE),
    [p1('CheckBox61[16]')]: check('3a(2)', 'Notice given by electronic means (email or text message)', {
      any: [how('email'), how('text')],
    }),
    [p1('FaxNumberUsed_tf[1]')]: staff('3a(2)', 'Electronic service address of the person', WHERE),
    [p1('CheckBox61[21]')]: na('The questionnaire offers no notice by overnight carrier', 'Notice by overnight mail or carrier'),
    [p1('TextField[0]')]: na('The questionnaire offers no notice by overnight carrier', 'Overnight: address of delivery'),
    [p1('RadioButtonList3[0]')]: staff('3a(3)', 'Notice by 10 a.m. the court day before, or after', TEN_AM),
    [p1('SpecifyExceptionalCircumstances_ft[0]')]: staff('3a(3)', 'After 10 a.m.: the exceptional circumstances', TEN_AM),
    [p2('SpecifyOrdersRequested_ft[0]')]: text('3a(4)', 'The temporary emergency orders the notice named', ordersRequested),
    [p2('ResponseToNotice_ft[0]')]: text('3a(5)', 'The person notified responded as follows', { if: GAVE, then: response }),
    [p2('Checkbox[0]')]: attached('3a(5)', 'Attachment 3a(5)', [p2('ResponseToNotice_ft[0]')]),
    // Item 3a(6): the client expects opposition when the other person opposed; not when they agreed; otherwise staff ask.
    [p2('RadioButtonList4[0]')]: radio('3a(6)', 'I do / do not believe the person will oppose', {
      if: { all: [GAVE, { field: 'emergency.noticeResponse', equals: 'oppose' }] },
      then: { text: '1' },
      else: { if: { all: [GAVE, { field: 'emergency.noticeResponse', equals: 'agree' }] }, then: { text: '2' } },
    }),
    // Items 3b and 3c: no notice given.
    [p2('CheckBox61[6]')]: staff('3b', 'Request for waiver of notice', WAIVER),
    [p2('CheckBox61[3]')]: staff('3b(1)', 'To prevent immediate danger or irreparable harm', WAIVER),
    [p2('CheckBox61[4]')]: staff('3b(2)', 'To prevent an immediate risk of removal from California', WAIVER),
    [p2('CheckBox61[5]')]: staff('3b(3)', 'To prevent immediate loss or damage to property', WAIVER),
    [p2('CheckBox61[22]')]: staff('3b(4)', 'Other exceptional circumstances', WAIVER),
    [p2('OtherExceptionalCircumstances_ft[0]')]: staff('3b(4)', 'Other exceptional circumstances (specify)', WAIVER),
    [p2('WaiveNoticeRequest_FactsInSupport_ft[0]')]: staff('3b', 'Facts showing exceptional circumstances', WAIVER),
    [p2('Checkbox[1]')]: staff('3b', 'Attachment 3b', WAIVER),
    [p2('CheckBox61[2]')]: staff('3c', 'Unable to provide notice', WAIVER),
    [p2('TextField[1]')]: staff('3c', 'The efforts made to inform the other person', WAIVER),
    [p2('Checkbox[2]')]: staff('3c', 'Attachment 3c', WAIVER),
    // Item 4: service of the papers.
    [p2('CheckBox61[14]')]: staff('4', 'Service of documents', SERVICE),
    [p2('CheckBox61[7]')]: staff('4a', 'Served on: petitioner', SERVICE),
    [p2('CheckBox61[9]')]: staff('4a', 'Served on: respondent', SERVICE),
    [p2('CheckBox61[10]')]: staff('4a', 'Served on: petitioner’s attorney', SERVICE),
    [p2('CheckBox61[11]')]: staff('4a', 'Served on: respondent’s attorney', SERVICE),
    [p2('CheckBox61[8]')]: staff('4a', 'Served on: other parent/party', SERVICE),
    [p2('CheckBox61[13]')]: staff('4a', 'Served on: child’s attorney', SERVICE),
    [p2('CheckBox61[12]')]: staff('4a', 'Served on: other parent’s/party’s attorney', SERVICE),
    [p2('CheckBox61[21]')]: staff('4a', 'Served on: other', SERVICE),
    [p2('Specifynameofpersonnotified_ft[0]')]: staff('4a', 'Served on: other (specify)', SERVICE),
    [p2('CheckBox61[15]')]: staff('4a(1)', 'FL-300 for emergency orders and FL-305', SERVICE),
    [p2('CheckBox61[1]')]: na('The request is not to reschedule a hearing', 'Request to reschedule hearing (FL-306, FL-309)'),
    [p2('CheckBox61[19]')]: na('The request is not to reschedule a hearing', 'Request to reschedule an emergency hearing (FL-307, FL-309)'),
    [p2('CheckBox61[20]')]: staff('4a(4)', 'Other documents', SERVICE),
    [p2('Specifynameofpersonnotified_ft[1]')]: staff('4a(4)', 'Other documents (specify)', SERVICE),
    [p2('FaxNumberUsed_tf[1]')]: staff('4b', 'Served on (date)', SERVICE),
    [p2('TimeofPersonalService_tf[0]')]: staff('4b', 'Served at (time)', SERVICE),
    [p2('RadioButtonList5[0]')]: staff('4b', 'a.m. or p.m.', SERVICE),
    [p2('CheckBox61[16]')]: staff('4b', 'Served personally', SERVICE),
    [p2('LocationofPersonalService_tf[0]')]: staff('4b', 'Personally: at (location)', SERVICE),
    [p2('CheckBox61[17]')]: staff('4b', 'Served by fax', SERVICE),
    [p2('FaxNumberUsed_tf[0]')]: staff('4b', 'Fax number used', SERVICE),
    [p2('CheckBox61[0]')]: staff('4b', 'Served by electronic means', SERVICE),
    [p2('FaxNumberUsed_tf[2]')]: staff('4b', 'Electronic service address', SERVICE),
    [p2('CheckBox61[18]')]: staff('4b', 'Served by overnight mail or carrier', SERVICE),
    [p2('TextField[0]')]: staff('4b', 'Overnight: address of delivery', SERVICE),
    [p2('Circumstances_cb[0]')]: staff('4c', 'Not served: exceptional circumstances in 3b', SERVICE),
    [p2('Circumstances3c_cb[0]')]: staff('4c', 'Not served: exceptional circumstances in 3c', SERVICE),
    [p2('Checkbox[3]')]: staff('4c', 'Attachment 4c', SERVICE),
    [p2('SigDate[0]')]: staff('Signature', 'Date', 'the day the client signs'),
    [p2('T14[0]')]: text('Signature', 'Type or print name', 'you.name'),
  },
  attachmentCaption: { shortTitle: composed(caseName), caseNumber: { filing: 'caseNumber' } },
});
