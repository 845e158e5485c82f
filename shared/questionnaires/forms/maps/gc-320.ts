/**
 * GC-320 Citation for Conservatorship (Rev. July 1, 2016), the official form (issue 27: it was a worksheet), which the
 * petitioner prepares and the clerk issues, to be personally served on the proposed conservatee (Prob. Code §1823–1824):
 * the caption (the petitioner without an attorney, the conservatorship of the person, the estate or both, limited),
 * whom it cites (the proposed conservatee), what the petition alleges (item 1: unable to provide for personal needs,
 * unable to manage financial resources), who should be appointed and of what, and item 3's person and estate; the court
 * and the case number from the case's filing (forms/maps/caption.ts). The hearing's date, time, department and room are
 * the court's (set when the petition is filed), as are the clerk's issuing and seal; the proof of service on page 3 is
 * completed by whoever serves the citation.
 */
import type { conservatorship } from '../../conservatorship';
import { under } from '../build';
import { mapsFor } from '../typed';
import { attorneyBox, caseNumber, standardCourtBox, standardAttorneyNames } from './caption';

const builders = mapsFor<typeof conservatorship>();
const { check, cond, court, each, pdf, spec, staff, text } = builders;

export const GC320_REVISION = 'Rev. July 1, 2016';

const PERSON = cond({ field: 'conservatorshipOf', in: ['person', 'both'] });
const ESTATE = cond({ field: 'conservatorshipOf', in: ['estate', 'both'] });
const LIMITED = cond({ field: 'limited', equals: true });
const conservatorName = spec({
  if: { field: 'petitionerIsConservator', equals: true },
  then: { from: 'petitioner.name' },
  else: { from: 'proposedConservator.name' },
});

const p1 = under('topmostSubform[0].Page1[0].');
const cap = under('topmostSubform[0].Page1[0].CaptionP1_sf[0].');
const p2 = under('topmostSubform[0].Page2[0].');
const p3 = under('topmostSubform[0].Page3[0].');
const PAGES = [cap(''), p2('PxCaption_sf[0].'), p3('PxCaption_sf[0].')];
const SERVER = 'whoever serves the citation completes the proof of service (page 3)';
const served = (item: string, label: string) => staff(item, label, SERVER);

export const gc320 = pdf({
  kind: 'pdf',
  form: 'GC-320',
  title: 'Citation for Conservatorship',
  revision: GC320_REVISION,
  fields: {
    ...attorneyBox(builders, 'petitioner', standardAttorneyNames(cap, 'AttyBarNo_dc')),
    ...standardCourtBox(cap),
    ...each(
      PAGES.map((p) => `${p}TitlePartyName[0].Party1_ft[0]`),
      text('Caption', 'Conservatorship of (name)', 'conservateeName'),
    ),
    ...each(
      PAGES.map((p) => `${p}TitlePartyName[0].#area[0].TitlePerson_cb[0]`),
      check('Caption', 'Conservatorship of the person', PERSON),
    ),
    ...each(
      PAGES.map((p) => `${p}TitlePartyName[0].#area[0].TitleEstate_cb[0]`),
      check('Caption', 'Conservatorship of the estate', ESTATE),
    ),
    ...each(
      PAGES.map((p) => `${p}CaseNumber[0].CaseNumber_ft[0]`),
      caseNumber(),
    ),
    [cap('FormTitle[0].#area[0].ChckBx22[0]')]: check('Caption', 'Limited conservatorship', LIMITED),
    [p1('FillText59[0]')]: text('Citation', 'To (name): the proposed conservatee', 'conservateeName'),
    [p1('#area[0].FillText61[0]')]: court('Hearing date', '1a'),
    [p1('#area[0].FillText60[0]')]: court('Hearing time', '1a'),
    [p1('#area[0].CheckBox27[0]')]: court('Department', '1a'),
    [p1('#area[0].FillText59[1]')]: court('Department (number)', '1a'),
    [p1('#area[0].CheckBox28[0]')]: court('Room', '1a'),
    [p1('#area[0].FillText58[0]')]: court('Room (number)', '1a'),
    [p1('CheckBox9[0]')]: court('Address of court: same as above', '1b'),
    [p1('CheckBox10[0]')]: court('Address of court: other', '1b'),
    [p1('FillText64[0]')]: court('Address of court: other (specify)', '1b'),
    [p1('CheckBox8[0]')]: check('1', 'Alleged: unable to provide for personal needs', PERSON),
    [p1('ChckBox8[0]')]: check('1', 'Alleged: unable to manage financial resources', ESTATE),
    [p1('CheckBox5[0]')]: check('1', 'Appointed as conservator', { not: LIMITED }),
    [p1('ChckBox5[0]')]: check('1', 'Appointed as limited conservator', LIMITED),
    [p1('CheckBx3[0]')]: check('1', 'Of your person', PERSON),
    [p1('ChckBox3[0]')]: check('1', 'Of your estate', ESTATE),
    [p1('FillText65[0]')]: text('1', 'The person to be appointed (name)', conservatorName),
    [p1('CheckBox2[0]')]: check('3', 'A conservator may be appointed for your person', PERSON),
    [p1('CheckBx2[0]')]: check('3', 'A conservator may be appointed for your estate', ESTATE),
    [p2('FillText66[0]')]: court('Date issued'),
    [p2('T56[0]')]: court('Clerk, by'),
    [p3('FillText4[0]')]: served('Proof 2a', 'Person cited (name)'),
    [p3('CheckBox29[0]')]: served('Proof 2b', 'Person served: the person in item 2a'),
    [p3('CheckBox28[0]')]: served('Proof 2b', 'Person served: other'),
    [p3('FillText5[0]')]: served('Proof 2b', 'Person served: name and title or relationship'),
    [p3('FillText22[0]')]: served('Proof 2c', 'Address where served'),
    [p3('CheckBox27[0]')]: served('Proof 3a', 'Personal delivery'),
    [p3('FillText7[0]')]: served('Proof 3a', 'Personal delivery: date'),
    [p3('FillText8[0]')]: served('Proof 3a', 'Personal delivery: time'),
    [p3('CheckBox26[0]')]: served('Proof 3b', 'Mailing'),
    [p3('FillText9[0]')]: served('Proof 3b', 'Mailing: date'),
    [p3('FillText10[0]')]: served('Proof 3b', 'Mailing: from (city)'),
    [p3('CheckBox25[0]')]: served('Proof 3b', 'With the Notice and Acknowledgment of Receipt'),
    [p3('CheckBox24[0]')]: served('Proof 3b', 'Outside California, return receipt requested'),
    [p3('CheckBox23[0]')]: served('Proof 3c', 'Other manner of service'),
    [p3('FillText2[0]')]: served('Proof 3c', 'Other manner of service (specify)'),
    [p3('FillText11[0]')]: served('Proof 4', 'Person serving: name, address and telephone'),
    [p3('CheckBox22[0]')]: served('Proof 4', 'Fee for service'),
    [p3('FillText190[0]')]: served('Proof 4', 'Fee for service: amount'),
    [p3('CheckBox21[0]')]: served('Proof 4', 'Not a registered California process server'),
    [p3('CheckBox20[0]')]: served('Proof 4', 'Exempt from registration'),
    [p3('CheckBox19[0]')]: served('Proof 4', 'Registered California process server'),
    [p3('CheckBox18[0]')]: served('Proof 4', 'Employee or independent contractor'),
    [p3('FillText15[0]')]: served('Proof 4', 'Registration number'),
    [p3('FillText16[0]')]: served('Proof 4', 'County of registration'),
    [p3('FillText17[0]')]: served('Proof 4', 'Registration expires'),
    [p3('CheckBox17[0]')]: served('Proof 5', 'Declaration under penalty of perjury'),
    [p3('CheckBox16[0]')]: served('Proof 6', 'California sheriff or marshal'),
    [p3('FillText19[0]')]: served('Proof', 'Date'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Conservatorship of' }, { from: 'conservateeName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
