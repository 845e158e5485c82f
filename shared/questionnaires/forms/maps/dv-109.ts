/**
 * DV-109 Notice of Court Hearing (Rev. January 1, 2025), the official form (issue 27: it was a worksheet), filed with
 * the request (DV-100). Its instruction: "The person asking for a restraining order must complete items 1 and 2. The
 * court will complete the rest of this form." So the packet writes the two names (items 1 and 2) and, as on DV-100,
 * the court's name and street address from the case's filing (forms/maps/caption.ts); everything else — the case
 * number when the case is new, the hearing, the temporary orders, the service deadline and the clerk — is the court's.
 */
import type { domesticViolence } from '../../domestic-violence';
import { under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber, courtNameAndAddress } from './caption';

const { court, each, pdf, text } = mapsFor<typeof domesticViolence>();

export const DV109_REVISION = 'Rev. January 1, 2025';

const F = under('DV-109[0].');
const p2 = under('DV-109[0].Page2[0].');
const item4 = under('DV-109[0].Page2[0].List4[0].');
const item6 = under('DV-109[0].Page2[0].List6[0].');
const hearing = under('DV-109[0].Page1[0].List3[0].Li1[0].');

export const dv109 = pdf({
  kind: 'pdf',
  form: 'DV-109',
  title: 'Notice of Court Hearing',
  revision: DV109_REVISION,
  fields: {
    [F('Page1[0].P1RightCaption[0].CrtInfo[0].CourtInfo_ft[0]')]: courtNameAndAddress(),
    ...each(
      [
        F('Page1[0].P1RightCaption[0].CaseNo[0].CaseNumber_ft[0]'),
        F('Page2[0].P2Header[0].CaseNumber_ft[0]'),
        F('Page3[0].P3Header[0].CaseNumber_ft[0]'),
      ],
      caseNumber(),
    ),
    [F('Page1[0].List1[0].Li1[0].YourName_tf[0]')]: text('1', 'Person asking for protection: name', 'you.name'),
    [F('Page1[0].List2[0].Li1[0].YourName_tf[0]')]: text('2', 'Person to be restrained: name', 'other.name'),
    [hearing('HearingDate_dt[0]')]: court('Hearing date', '3'),
    [hearing('HearingTime_dt[0]')]: court('Hearing time', '3'),
    [hearing('HearingDept_ft[0]')]: court('Department', '3'),
    [hearing('HearingRm_ft[0]')]: court('Room', '3'),
    [hearing('HearingCourt_ft[0]')]: court('Name and address of the court if different', '3'),
    [item4('Li1[0].List[0].Li1[0].TRO_cb[0]')]: court('Temporary orders: all granted', '4a'),
    [item4('Li1[0].List[0].Li2[0].TRO_cb[0]')]: court('Temporary orders: all denied', '4a'),
    [item4('Li1[0].List[0].Li3[0].TRO_cb[0]')]: court('Temporary orders: partly granted', '4a'),
    [item4('Li2[0].CheckBoxRightCaption[0]')]: court('Reasons for denial', '4b'),
    [item4('Li2[0].List[0].Li1[0].TRONoFacts_cb[0]')]: court('Denial: no reasonable proof of past abuse', '4b'),
    [item4('Li2[0].List[0].Li2[0].TRONoFacts_cb[0]')]: court('Denial: not enough detail', '4b'),
    [item4('Li2[0].List[0].Li3[0].TROOther_cb[0]')]: court('Denial: other reasons', '4b'),
    [item4('Li2[0].List[0].Li3[0].TRODeniedFacts_ft[0]')]: court('Denial: other reasons (text)', '4b'),
    [p2('List5[0].Li1[0].Service110_cb[0]')]: court('Request to keep a minor’s information confidential', '5'),
    [item6('Five_cb[0]')]: court('Service: at least five days before the hearing', '6'),
    [item6('Five_cb[1]')]: court('Service: another number of days', '6'),
    [item6('ServiceOtherDays_nu[0]')]: court('Service: number of days', '6'),
    [item6('Li2[0].Service110_cb[0]')]: court('Serve DV-110 if granted', '6'),
    [item6('Li6[0].Service110_cb[0]')]: court('Serve DV-170 and DV-165', '6'),
    [item6('Li7[0].ServiceOtherForm_cb[0]')]: court('Serve other forms', '6'),
    [item6('Li7[0].ServiceOtherForm_ft[0]')]: court('Serve other forms (specify)', '6'),
    [p2('SignSub[0].Signature_dt[0]')]: court('Date (judicial officer)'),
    [F('Page3[0].ClerkSub[0].ClerkSignature_da[0]')]: court('Clerk’s certificate: date'),
    [F('Page3[0].ClerkSub[0].Clerk_ft[0]')]: court('Clerk’s certificate: clerk'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ from: 'you.name' }, { from: 'other.name' }], separator: ' v. ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
