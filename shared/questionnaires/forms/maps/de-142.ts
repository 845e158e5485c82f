/**
 * DE-142 / DE-111(A-3e) Waiver of Bond by Heir or Beneficiary (Rev. July 1, 2017), the official form (issue 27: it was
 * a worksheet), one copy for each person who signs one (`repeat`; each later copy's fields renamed in the packet so
 * that every copy is filled and signed on its own: issue 25 item 7). It is in the packet only when the client says all
 * heirs or beneficiaries waive bond and none of them is a minor (a minor cannot waive: paragraph F, Prob. Code §1003;
 * the questionnaire refuses that answer, and the map holds to it for answers stored before the rule). The signers are
 * the living heirs listed for DE-111 item 8 who are adults (an age is given only for a minor), and with a will only
 * those who take under it (DE-111 item 3e(2): "all beneficiaries"); without a will every heir at law (item 3e(3)).
 * Filed as Attachment 3e to the petition, as DE-111 items 3e(2)/(3) say ("Affix waiver as Attachment 3e").
 */
import type { probate } from '../../probate';
import { MINOR_HEIR } from '../../probate';
import { under } from '../build';
import { mapsFor } from '../typed';
import { attorneyBoxAt, caseNumber, standardCourtBox } from './caption';

const m = mapsFor<typeof probate>();
const { check, cond, is, pdf, spec, staff, text } = m;

export const DE142_REVISION = 'Rev. July 1, 2017';

const p1 = under('topmostSubform[0].Page1[0].');
const hdr = under('topmostSubform[0].Page1[0].StdP1Header_sf[0].');

/** An heir who signs a waiver: living, an adult, and with a will a beneficiary under it. */
export const WAIVER_SIGNER = cond({
  all: [
    { not: is('deceased', true) },
    { field: 'age', filled: false },
    { any: [{ field: '/hasWill', equals: false }, is('inWill', true)] },
  ],
});

export const de142 = pdf({
  kind: 'pdf',
  form: 'DE-142',
  title: 'Waiver of Bond by Heir or Beneficiary',
  revision: DE142_REVISION,
  when: { all: [is('bond', 'allWaive'), { not: MINOR_HEIR }] },
  repeat: { each: 'heirs', where: WAIVER_SIGNER },
  fields: {
    // The petitioner's box (the waiver is delivered to the petitioner, who files it): absolute paths, as each copy
    // reads its heir.
    ...attorneyBoxAt('/petitioner', {
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
    }),
    ...standardCourtBox(hdr),
    [hdr('TitlePartyName[0].EstateName_ft[0]')]: text('Caption', 'Estate of (name)', '/decedentName'),
    [hdr('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    [hdr('FormTitle[0].#area[0].Attach3d_cb[0]')]: check('Title', 'Attachment 3e to Petition for Probate', { all: [] }),
    [p1('NamePersRep_tx[0]')]: text(
      '4',
      'I waive the posting of bond by (name of personal representative)',
      spec({ if: is('/petitionerIsRepresentative', true), then: { from: '/petitioner.name' }, else: { from: '/representative.name' } }),
    ),
    [p1('Date1_tx[0]')]: staff('Signature', 'Date the heir or beneficiary signs', 'after reading paragraphs A–G'),
    [p1('SignerName_tx[0]')]: text('Signature', 'Name of the heir or beneficiary', 'name'),
    [p1('P1Footer[0].CurrPg_no[0]')]: staff('Footer', 'Page number', 'numbered among the petition’s attachments'),
    [p1('P1Footer[0].TotalPg_no[0]')]: staff('Footer', 'Of (pages)', 'numbered among the petition’s attachments'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: '/decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
