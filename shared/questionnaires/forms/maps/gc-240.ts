/**
 * GC-240 Order Appointing Guardian or Extending Guardianship of the Person (Rev. July 1, 2016), the official form
 * (issue 27: it was a worksheet), as the proposed order the petitioner lodges with the petition (GC-210 or GC-210(P)).
 * The petitioner fills what identifies the case and what the petition asks the court to order: the caption (the
 * petitioner without an attorney, the guardianship of the person, the estate or both, the children's names), the
 * petitioner's name at the hearing (item 1c), and the appointment (item 8a of the person, 8b of the estate, only as
 * petitioned: the proposed guardians' names, addresses and telephones, the children's names). The form gives the
 * petitioner no instruction to fill the rest: the hearing (item 1), the findings (items 2–7) and the other orders
 * (items 9–18: notice dispensed with, bond or blocked account, fees, powers, the probate referee, the counts of boxes and
 * pages, the judge's signature) are the court's. Item 8c extends a guardianship past 18, which this questionnaire does
 * not prepare.
 */
import type { guardianshipMinor } from '../../guardianship-minor';
import { under } from '../build';
import { composed, mapsFor } from '../typed';
import { attorneyBox, caseNumber, standardCourtBox, standardAttorneyNames } from './caption';
import { CHILDREN_NAMES, GUARDIAN_ADDRESSES, GUARDIAN_NAMES, GUARDIAN_PHONES } from './guardianship';

const builders = mapsFor<typeof guardianshipMinor>();
const { check, cond, court, each, na, pdf, spec, text } = builders;

export const GC240_REVISION = 'Rev. July 1, 2016';

const PERSON = cond({ field: 'guardianshipOf', in: ['person', 'both'] });
const ESTATE = cond({ field: 'guardianshipOf', in: ['estate', 'both'] });
const children = composed(CHILDREN_NAMES);
const [names, addresses, phones] = [GUARDIAN_NAMES, GUARDIAN_ADDRESSES, GUARDIAN_PHONES].map(composed);

const p1 = under('topmostSubform[0].Page1[0].');
const p2 = under('topmostSubform[0].Page2[0].');
const p3 = under('topmostSubform[0].Page3[0].');
const cap = under('topmostSubform[0].Page1[0].CaptionP1_sf[0].');

const EXTENSION = 'This questionnaire petitions for an appointment, not an extension past the ward’s 18th birthday';
/** Fields the court completes at or after the hearing, with what they hold. */
const byCourt = (item: string, fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, label]) => [name, court(label, item)]));

export const gc240 = pdf({
  kind: 'pdf',
  form: 'GC-240',
  title: 'Order Appointing Guardian or Extending Guardianship of the Person',
  revision: GC240_REVISION,
  fields: {
    ...attorneyBox(builders, 'guardian', standardAttorneyNames(cap, 'AttyBarNo_dc')),
    ...standardCourtBox(cap),
    ...each(
      [cap('CaseNameGdnship[0].NameofWard_ft[0]'), p2('CaseNameGdnship[0].NameofWard_ft[0]'), p3('CaseNameGdnship[0].NameofWard_ft[0]')],
      text('Caption', 'Guardianship of (names)', children),
    ),
    ...each(
      [cap('CaseNumber[0].CaseNumber_ft[0]'), p2('CaseNumber[0].CaseNumber_ft[0]'), p3('CaseNumber[0].CaseNumber_ft[0]')],
      caseNumber(),
    ),
    ...each(
      [cap('CaseNameGdnship[0].PersonCheckbox[0]'), p2('CaseNameGdnship[0].EstateCheckbox[1]'), p3('CaseNameGdnship[0].EstateCheckbox[1]')],
      check('Caption', 'Guardianship of the person', PERSON),
    ),
    ...each(
      [cap('CaseNameGdnship[0].EstateCheckbox[0]'), p2('CaseNameGdnship[0].EstateCheckbox[0]'), p3('CaseNameGdnship[0].EstateCheckbox[0]')],
      check('Caption', 'Guardianship of the estate', ESTATE),
    ),
    // Item 1: the hearing. The petitioners' names are known; whether they appeared is the court's.
    ...byCourt('1', {
      [p1('JudgeName_ft[0]')]: 'Judge',
      [p1('Hearingdate_ft[0]')]: 'Hearing date',
      [p1('HearingTime_ft[0]')]: 'Hearing time',
      [p1('Checkbox1b1[0]')]: 'Department',
      [p1('HearingDept_ft[0]')]: 'Department (number)',
      [p1('Checkbox1b2[0]')]: 'Room',
      [p1('HearingRoom_ft[0]')]: 'Room (number)',
      [p1('Checkbox1c[0]')]: 'Petitioner present',
      [p1('Checkbox1e[0]')]: 'Attorney for the (proposed) ward present',
      [p1('NATPetAtty_ft[0]')]: 'Attorney for the (proposed) ward: name, address, e-mail, telephone',
    }),
    [p1('PetName1c_ft[0]')]: text('1c', 'Petitioner (name)', names),
    [p1('Checkbox1d[0]')]: na('The client represents themselves: no attorney for the petitioner', 'Attorney for petitioner (1d)'),
    [p1('PetLawName1d_ft[0]')]: na(
      'The client represents themselves: no attorney for the petitioner',
      'Attorney for petitioner: name (1d)',
    ),
    // Items 2–7: the court's findings.
    ...byCourt('2–7', {
      [p1('Checkbox2a[0]')]: 'Finding: all notices required by law have been given (2a)',
      [p1('Checkbox2b1[0]')]: 'Finding: notice to the following persons (2b)',
      [p1('Checkbox2b2[0]')]: 'Has been dispensed with (2b)',
      [p1('Checkbox2b3[0]')]: 'Should be dispensed with (2b)',
      [p1('names2b_tx[0]')]: 'Persons to whom notice is dispensed with (2b)',
      [p1('Checkbox3\\.\\.1[0]')]: 'Finding: appointment of a guardian is necessary or convenient (3)',
      [p1('Checkbox3\\.2[0]')]: 'Of the person (3)',
      [p1('Checkbox3\\.2[1]')]: 'Of the estate (3)',
      [p1('Checkbox[0]')]: 'Finding: extension past the 18th birthday (4)',
      [p1('Checkbox5[0]')]: 'Finding: independent powers are in the best interest of the estate (5)',
      [p1('Checkbox6[0]')]: 'Court-appointed attorney for the (proposed) ward (6)',
      [p1('AttyName6_ft[0]')]: 'Court-appointed attorney: name (6)',
      [p1('AttyCost6_ft[0]')]: 'Cost of representation (6)',
      [p1('Checkbox[1]')]: 'Court investigator, probation officer or domestic relations investigator (7)',
      [p1('CI7_ft[0]')]: 'Investigator: name, title, address, telephone (7)',
    }),
    // Item 8: the appointment the petition asks for.
    [p2('CheckBox8a[0]')]: check('8a', 'Appointment of the guardian of the person', PERSON),
    [p2('Name8a_ft[0]')]: text('8a', 'Guardian of the person: name', spec({ if: PERSON, then: names })),
    [p2('Address8a_ft[0]')]: text('8a', 'Guardian of the person: address', spec({ if: PERSON, then: addresses })),
    [p2('Telephone8a_ft[0]')]: text('8a', 'Guardian of the person: telephone', spec({ if: PERSON, then: phones })),
    [p2('NameWard8a_ft[0]')]: text('8a', 'Is appointed guardian of the PERSON of (name)', spec({ if: PERSON, then: children })),
    [p2('CheckBox8b[0]')]: check('8b', 'Appointment of the guardian of the estate', ESTATE),
    [p2('Name8b_ft[0]')]: text('8b', 'Guardian of the estate: name', spec({ if: ESTATE, then: names })),
    [p2('Address8b_ft[0]')]: text('8b', 'Guardian of the estate: address', spec({ if: ESTATE, then: addresses })),
    [p2('Telephone8b_ft[0]')]: text('8b', 'Guardian of the estate: telephone', spec({ if: ESTATE, then: phones })),
    [p2('NameWard8b_ft[0]')]: text('8b', 'Is appointed guardian of the ESTATE of (name)', spec({ if: ESTATE, then: children })),
    ...each(
      [p2('CheckBox8b[1]'), p2('Name8b_ft[1]'), p2('Address8b_ft[1]'), p2('Telephone8b_ft[1]'), p2('NameWard8b_ft[1]')],
      na(EXTENSION, 'Extension of the guardianship of the person (8c)'),
    ),
    // Items 9–18: the court's orders.
    ...byCourt('9–11', {
      [p2('Checkbox9[0]')]: 'Order: notice to the persons in item 2b dispensed with (9)',
      [p2('Checkbox10a[0]')]: 'Order: bond is not required (10a)',
      [p2('Checkbox10b[0]')]: 'Order: bond is fixed (10b)',
      [p2('BondAmt10b_ft[0]')]: 'Bond amount (10b)',
      [p2('Checkbox10b[1]')]: 'Order: deposits in a blocked account (10c)',
      [p2('DepAmt10c_ft[0]')]: 'Blocked deposits amount (10c)',
      [p2('FinInst10c[0]')]: 'Blocked account institution and location (10c)',
      [p2('Checkbox10b[2]')]: 'Additional orders in Attachment 10c',
      [p2('Checkbox10b[3]')]: 'Order: no possession of property without a court order (10d)',
      [p2('Checkbox10b[5]')]: 'Order: legal services (11)',
      [p2('Checkbox10b[4]')]: 'Paid by the parents (11)',
      [p2('Checkbox10b[6]')]: "Paid by the (proposed) ward's estate (11)",
      [p2('AttyPayee11_ft[0]')]: 'Paid to (11)',
      [p2('AmtPayable11_ft[0]')]: 'Sum (11)',
      [p2('Checkbox11\\.4[0]')]: 'Forthwith (11)',
      [p2('Checkbox11\\.5[0]')]: 'As follows (11)',
      [p2('TermsPay11_ft[0]')]: 'Terms of payment (11)',
    }),
    ...byCourt('12–18', {
      [p2('Checkbox5[1]')]: 'Order: independent powers under Prob. Code §2590 (12)',
      [p2('Checkbox10b[7]')]: 'Subject to the conditions provided (12)',
      [p2('Checkbox5[0]')]: 'Order: powers and duties of the guardian of the person (13)',
      [p3('Checkbox5[0]')]: 'Order: conditions under Prob. Code §2402 (14)',
      [p3('Checkbox15[0]')]: 'Other orders in Attachment 15',
      [p3('Checkbox15[1]')]: 'Probate referee appointed (16)',
      [p3('ProbRef16_ft[0]')]: 'Probate referee: name and address (16)',
      [p3('NoPages5_ft[1]')]: 'Number of boxes checked in items 9–16 (17)',
      [p3('NoPages5_ft[0]')]: 'Number of pages attached (18)',
      [p3('SigDate_ft[0]')]: 'Date signed by the judicial officer',
      [p3('CheckboxSigFollows[0]')]: 'Signature follows last attachment',
    }),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Guardianship of' }, children], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
