/**
 * NC-121 Proof of Service of Order to Show Cause (Change of Name) (Rev. January 1, 2019), the official form (issue 27:
 * it was a worksheet), in the packet when a minor's name is to be changed and a living parent does not sign the
 * petition (NC-120's note: that parent is served with the order to show cause at least 30 days before the hearing,
 * Code Civ. Proc. §1277(a)(4)). Filled from the name-change answers: the caption and the document served (item 3).
 * Everything else is the declarant's — the person over 18, not a party, who serves: the manner (personal delivery, or
 * mail only to an address outside California), their address, and the name, address, date and place of the service
 * they made, which lands in item 3a or 3b by the manner. The parent to be served is named, with their address, on
 * the minor's NC-110; staff complete the proof with the server.
 */
import { NEEDS_PUBLICATION, type nameChange } from '../../name-change';
import { under } from '../build';
import { composedCond, mapsFor } from '../typed';
import { attorneyBoxAt, caseNumber, standardCourtBox } from './caption';
import { MINOR_WITH, NOT_RECOGNITION, petitioners } from './nc-100';

const m = mapsFor<typeof nameChange>();
const { is, na, pdf, staff, text } = m;

export const NC121_REVISION = 'Rev. January 1, 2019';

const p = under('NC-121[0].Page1[0].');
const hdr = under('NC-121[0].Page1[0].StdP1Header_sf[0].');

/** A minor's living parent who does not sign the petition: served with the order to show cause. */
export const PARENT_TO_SERVE = MINOR_WITH({
  all: [{ field: 'otherParentName', filled: true }, { not: is('otherParentPosition', 'signs') }],
});

const SERVER = 'the person who serves (over 18, not a party) completes it after serving';

export const nc121 = pdf({
  kind: 'pdf',
  form: 'NC-121',
  title: 'Proof of Service of Order to Show Cause',
  revision: NC121_REVISION,
  when: { all: [NOT_RECOGNITION, PARENT_TO_SERVE] },
  fields: {
    // The name-change petitioner gives one address (no separate mailing address).
    ...attorneyBoxAt(
      'petitioner',
      {
        barNumber: hdr('AttyInfo[0].AttyBarNo_dc[0]'),
        name: hdr('AttyInfo[0].AttyName_ft[0]'),
        firm: hdr('AttyInfo[0].AttyFirm_ft[0]'),
        street: hdr('AttyInfo[0].AttyStreet_ft[0]'),
        city: hdr('AttyInfo[0].AttyCity_ft[0]'),
        state: hdr('AttyInfo[0].AttyState_ft[0]'),
        zip: hdr('AttyInfo[0].AttyZip_ft[0]'),
        phone: hdr('AttyInfo[0].Phone_ft[0]'),
        fax: hdr('AttyInfo[0].Fax_ft[0]'),
        email: hdr('AttyInfo[0].Email_ft[0]'),
        attorneyFor: hdr('AttyInfo[0].AttyFor_ft[0]'),
      },
      { mailing: false },
    ),
    ...standardCourtBox(hdr),
    [hdr('TitlePartyName[0].TextField1[0]')]: text('Caption', 'Petition of (name of each petitioner)', petitioners),
    [hdr('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    [hdr('FormTitle[0].RadioButtonList[0]')]: staff('Title', 'By personal delivery / by mailing (outside California only)', SERVER),
    [p('ServerAdd_ft[0]')]: staff('2', "Server's residence or business address", SERVER),
    // The order the court issues on the petition: NC-120 when a change is published, NC-125 when every change is to
    // conform to gender identity (Code Civ. Proc. §1277.5).
    [p('TextField6[1]')]: text('3', 'I personally delivered or mailed a copy of the (title of document)', {
      if: composedCond(NEEDS_PUBLICATION),
      then: { text: 'Order to Show Cause for Change of Name (form NC-120)' },
      else: { text: 'Order to Show Cause for Change of Name to Conform to Gender Identity (form NC-125)' },
    }),
    [p('TextField6[2]')]: na(
      'The title of the document takes one line (shrunk to fit, never below 8 pt)',
      'Title of document: second line',
    ),
    [p('RadioButtonList[0]')]: staff('3a/3b', 'Personal delivery or mail', SERVER),
    [p('PersonalNamePersonServed_ft[0]')]: staff('3a(1)', 'Name of person served (the parent named on the minor’s NC-110)', SERVER),
    [p('PersonalDeliveryAdd_ft[0]')]: staff('3a(2)', 'Address where delivered', SERVER),
    [p('PersonalDeliveryDate_dt[0]')]: staff('3a(3)', 'Date delivered', 'at least 30 days before the hearing'),
    [p('PersonalDeliveryTime_dt[0]')]: staff('3a(4)', 'Time delivered', SERVER),
    [p('MailNamePersonServed_ft[0]')]: staff('3b(2)(a)', 'Name of person served', SERVER),
    [p('TextField6[0]')]: staff('3b(2)(a)', 'Name of person served: second line', SERVER),
    [p('MailAddressServedft[0]')]: staff('3b(2)(b)', 'Address on envelope (outside California)', SERVER),
    [p('MailDate_dt[0]')]: staff('3b(2)(c)', 'Date of mailing', 'at least 30 days before the hearing'),
    [p('MailPlace_ft[0]')]: staff('3b(2)(d)', 'Place of mailing (city and state)', SERVER),
    [p('Date_dt[0]')]: staff('Signature', 'Date of signing', SERVER),
    [p('PrintName_ft[0]')]: staff('Signature', 'Name of the declarant', SERVER),
  },
  attachmentCaption: { shortTitle: petitioners, caseNumber: { filing: 'caseNumber' } },
});
