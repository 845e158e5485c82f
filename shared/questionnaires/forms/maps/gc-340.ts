/**
 * GC-340 Order Appointing Probate Conservator (Rev. January 15, 2016), the official form (issue 27: it was a
 * worksheet), as the proposed order the petitioner lodges with the petition (GC-310). The petitioner fills what the
 * petition asks the court to order and what identifies the case: the caption (the petitioner without an attorney, the
 * conservatorship of the person, the estate or both, limited), the petitioner's name at the hearing (item 1c), the
 * conservatee's name in the findings (item 4), and the appointment itself (item 18: the proposed conservator's name,
 * address and telephone, conservator or limited conservator, of the person and of the estate, as petitioned). The form
 * gives the petitioner no instruction to fill the rest: the hearing (item 1), the findings (items 2–17) and the other
 * orders (items 19–36: bond, powers, voting, the probate referee, the number of boxes checked and of pages attached)
 * are the court's. This questionnaire prepares an initial appointment: every "successor" box is not applicable.
 */
import type { conservatorship } from '../../conservatorship';
import { under } from '../build';
import { mapsFor } from '../typed';
import { attorneyBox, caseNumber, oneLineAddress, standardCourtBox, standardAttorneyNames } from './caption';

const builders = mapsFor<typeof conservatorship>();
const { check, cond, court, each, na, pdf, spec, text } = builders;

export const GC340_REVISION = 'Rev. January 15, 2016';

const PERSON = cond({ field: 'conservatorshipOf', in: ['person', 'both'] });
const ESTATE = cond({ field: 'conservatorshipOf', in: ['estate', 'both'] });
const LIMITED = cond({ field: 'limited', equals: true });
const SELF = cond({ field: 'petitionerIsConservator', equals: true });
const conservatorName = spec({ if: SELF, then: { from: 'petitioner.name' }, else: { from: 'proposedConservator.name' } });
const conservatorPhone = spec({ if: SELF, then: { from: 'petitioner.phone' }, else: { from: 'proposedConservator.phone' } });
const conservatorAddress = spec({ if: SELF, then: oneLineAddress('petitioner'), else: oneLineAddress('proposedConservator') });

const p1 = under('topmostSubform[0].Page1[0].');
const p2 = under('topmostSubform[0].Page2[0].');
const p3 = under('topmostSubform[0].Page3[0].');
const cap = under('topmostSubform[0].Page1[0].StdP1Header_sf[0].');

const SUCCESSOR = 'This questionnaire prepares an initial appointment, not the appointment of a successor conservator';
const successor = (label: string) => na(SUCCESSOR, label);
/** Fields the court completes at or after the hearing, with what they hold. */
const byCourt = (item: string, fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, label]) => [name, court(label, item)]));

export const gc340 = pdf({
  kind: 'pdf',
  form: 'GC-340',
  title: 'Order Appointing Probate Conservator',
  revision: GC340_REVISION,
  fields: {
    ...attorneyBox(builders, 'petitioner', standardAttorneyNames(cap, 'AttyBarNo_dc')),
    ...standardCourtBox(cap),
    ...each(
      [
        cap('TitlePartyName[0].Party2_ft[0]'),
        p2('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'),
        p3('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'),
      ],
      text('Caption', 'Conservatorship of (name)', 'conservateeName'),
    ),
    ...each(
      [
        cap('CaseNumber[0].CaseNumber_ft[0]'),
        p2('CaptionPx_sf[0].CaseNumber[0].CaseNumber_ft[0]'),
        p3('CaptionPx_sf[0].CaseNumber[0].CaseNumber_ft[0]'),
      ],
      caseNumber(),
    ),
    [cap('FormTitle[0].CheckBox23[0]')]: successor('Order appointing successor conservator (title)'),
    [cap('FormTitle[0].CheckBox22[0]')]: check('Title', 'Probate conservator of the person', PERSON),
    [cap('FormTitle[0].CheckBx22[0]')]: check('Title', 'Probate conservator of the estate', ESTATE),
    [cap('FormTitle[0].ChckBx22[0]')]: check('Title', 'Limited conservatorship', LIMITED),
    // Item 1: the hearing. The petitioner's name is known; whether they appeared is the court's.
    [p1('CheckBox05[0]')]: successor('Petition for appointment of successor conservator (1)'),
    ...byCourt('1', {
      [p1('FillText16[0]')]: 'Judicial officer',
      [p1('FillText17[0]')]: 'Hearing date',
      [p1('FillText18[0]')]: 'Hearing time',
      [p1('CheckBox14[2]')]: 'Department',
      [p1('FillText19[0]')]: 'Department (number)',
      [p1('CheckBox14[1]')]: 'Room',
      [p1('FillText20[0]')]: 'Room (number)',
      [p1('CheckBox08[0]')]: 'Petitioner present',
      [p1('CheckBox10[0]')]: 'Attorney for the person cited present',
      [p1('CheckBox11[0]')]: 'Attorney for the person cited',
      [p1('FillText23[0]')]: 'Attorney for the person cited: name',
      [p1('FillText24[0]')]: 'Attorney for the person cited: telephone',
      [p1('FillText25[0]')]: 'Attorney for the person cited: address',
      [p1('CheckBox13[0]')]: 'Person cited was',
      [p1('CheckBox14[3]')]: 'Person cited present',
      [p1('CheckBox14[4]')]: 'Person cited unable to attend',
      [p1('CheckBox14[5]')]: 'Person cited able but unwilling to attend',
      [p1('CheckBox14[0]')]: 'Person cited out of state',
    }),
    [p1('FillText21[0]')]: text('1c', 'Petitioner (name)', 'petitioner.name'),
    [p1('CheckBox09[0]')]: na('The client represents themselves: no attorney for the petitioner', 'Attorney for petitioner (1d)'),
    [p1('FillText22[0]')]: na('The client represents themselves: no attorney for the petitioner', 'Attorney for petitioner: name (1d)'),
    [p1('CheckBox12[0]')]: successor('Attorney for the conservatee on a petition to appoint a successor (1e)'),
    [p1('CheckBox15[0]')]: successor('The conservatee on a petition to appoint a successor conservator was (1g)'),
    [p1('CheckBox16[0]')]: successor('Present (1g)'),
    [p1('CheckBox16[1]')]: successor('Not present (1g)'),
    // Items 2–8: the court's findings. Item 4 names the conservatee.
    [p1('FillText26[0]')]: text('4', 'Name (the proposed conservatee)', 'conservateeName'),
    ...byCourt('4–8', {
      [p1('CheckBox17[0]')]: 'Finding: unable to provide for personal needs (4a)',
      [p1('CheckBox18[0]')]: 'Finding: unable to manage financial resources (4b)',
      [p1('CheckBox19[0]')]: 'Finding: voluntarily requested a conservator (4c)',
      [p1('CheckBox20[0]')]: 'Finding: the conservatee is an adult (5a)',
      [p1('CheckBox20[1]')]: 'Finding: will be an adult on the effective date (5b)',
      [p1('CheckBox20[2]')]: 'Finding: a married minor (5c)',
      [p1('CheckBox20[3]')]: 'Finding: a minor whose marriage has been dissolved (5d)',
      [p1('CheckBox21[0]')]: 'Finding: no capacity to consent to any medical treatment (6)',
      [p1('CheckBox22[0]')]: 'Finding: an adherent of a religion under Prob. Code §2355(b) (6)',
      [p1('CheckBox23[0]')]: 'Finding: independent powers are in the best interest of the estate (7)',
      [p1('CheckBox25[0]')]: 'Finding: cannot communicate a desire to participate in voting (8)',
    }),
    [p1('CheckBox24[0]')]: successor('Successor conservator (7)'),
    // Items 9–17: the court's findings; their "successor" boxes are not applicable.
    ...byCourt('9–17', {
      [p2('CheckBox26[0]')]: 'Finding: dementia (9)',
      [p2('CheckBox27[0]')]: 'Court-appointed attorney for the conservatee (10)',
      [p2('FillText27[0]')]: 'Court-appointed attorney: name (10)',
      [p2('FillText28[0]')]: 'Cost of representation (10)',
      [p2('CheckBox29[0]')]: 'Conservatee able to pay all (10)',
      [p2('CheckBox29[1]')]: 'Conservatee able to pay none (10)',
      [p2('CheckBox29[2]')]: 'Conservatee able to pay a portion (10)',
      [p2('FillText29[0]')]: 'Portion (10)',
      [p2('CheckBox30[0]')]: 'Finding: the conservatee need not attend the hearing (11)',
      [p2('CheckBox31[0]')]: 'Court investigator (12)',
      [p2('FillText30[0]')]: 'Court investigator: name (12)',
      [p2('FillText31[0]')]: 'Court investigator: address and telephone (12)',
      [p2('CheckBox32[0]')]: 'Finding: developmentally disabled (13)',
      [p2('CheckBox33[0]')]: 'Finding: professional fiduciary (14)',
      [p2('CheckBox33[1]')]: 'Finding: licensed professional fiduciary (15)',
      [p2('FillText32[0]')]: 'License number (15)',
      [p2('FillText33[0]')]: 'License issuance or last renewal date (15)',
      [p2('FillText34[0]')]: 'License expiration date (15)',
      [p2('CheckBox33[2]')]: 'Finding: not the spouse (16a)',
      [p2('CheckBox33[3]')]: 'Finding: the spouse, not a party to a marital action (16b)',
      [p2('CheckBox33[4]')]: 'Finding: the spouse, a party to a marital action (16c)',
      [p2('CheckBox33[5]')]: 'Finding: not the domestic partner (17a)',
      [p2('CheckBox33[6]')]: 'Finding: the domestic partner (17b)',
      [p2('CheckBox33[7]')]: 'Finding: the domestic partner who intends to terminate the partnership (17c)',
    }),
    ...each(
      Array.from({ length: 10 }, (_, i) => p2(`CheckBox24[${i}]`)),
      successor('Successor conservator (items 14–17 and 20d)'),
    ),
    // Item 18: the appointment the petition asks for.
    [p2('FillText35[0]')]: text('18a', 'Conservator of the person: name', spec({ if: PERSON, then: conservatorName })),
    [p2('FillText36[0]')]: text('18a', 'Conservator of the person: telephone', spec({ if: PERSON, then: conservatorPhone })),
    [p2('FillText37[0]')]: text('18a', 'Conservator of the person: address', spec({ if: PERSON, then: conservatorAddress })),
    [p2('CheckBox41[0]')]: check('18a', 'Is appointed conservator of the person', cond({ all: [PERSON, { not: LIMITED }] })),
    [p2('CheckBox41[1]')]: check('18a', 'Is appointed limited conservator of the person', cond({ all: [PERSON, LIMITED] })),
    [p2('CheckBox41[2]')]: successor('Is appointed successor conservator of the person (18a)'),
    [p2('FillText38[0]')]: text('18a', 'Of the PERSON of (name)', spec({ if: PERSON, then: { from: 'conservateeName' } })),
    [p2('FillText39[0]')]: text('18b', 'Conservator of the estate: name', spec({ if: ESTATE, then: conservatorName })),
    [p2('FillText41[0]')]: text('18b', 'Conservator of the estate: telephone', spec({ if: ESTATE, then: conservatorPhone })),
    [p2('FillText40[0]')]: text('18b', 'Conservator of the estate: address', spec({ if: ESTATE, then: conservatorAddress })),
    [p2('OrderEstAppt[0]')]: check('18b', 'Is appointed conservator of the estate', cond({ all: [ESTATE, { not: LIMITED }] })),
    [p2('OrderEstAppt[1]')]: check('18b', 'Is appointed limited conservator of the estate', cond({ all: [ESTATE, LIMITED] })),
    [p2('OrderEstAppt[2]')]: successor('Is appointed successor conservator of the estate (18b)'),
    [p2('FillText42[0]')]: text('18b', 'Of the ESTATE of (name)', spec({ if: ESTATE, then: { from: 'conservateeName' } })),
    // Items 19–36: the court's orders.
    ...byCourt('19–20', {
      [p2('CheckBox43[0]')]: 'Order: the conservatee need not attend the hearing (19)',
      [p2('CheckBox44[0]')]: 'Order: bond is not required (20a)',
      [p2('CheckBox45[0]')]: 'Order: bond is fixed (20b)',
      [p2('FillText43[0]')]: 'Bond amount (20b)',
      [p2('CheckBox46[0]')]: 'Order: deposits in a blocked account (20c)',
      [p2('FillText44[0]')]: 'Blocked deposits amount (20c)',
      [p2('FillText45[0]')]: 'Blocked account institution and location (20c)',
      [p2('CheckBox47[0]')]: 'Additional orders in attachment 20c',
    }),
    ...byCourt('20d–34', {
      [p3('CheckBox33[0]')]: 'Order: the conservator may not take possession of property without an order (20d)',
      [p3('CheckBox50[0]')]: 'Order: legal services (21)',
      [p3('CheckBox51[0]')]: 'Paid by the conservatee (21)',
      [p3('CheckBox51[1]')]: "Paid by the conservatee's estate (21)",
      [p3('FillText46[0]')]: 'Sum for legal services (21)',
      [p3('FillText47[0]')]: 'Paid to (21)',
      [p3('CheckBox52[0]')]: 'Forthwith (21)',
      [p3('CheckBox52[1]')]: 'As follows (21)',
      [p3('FillText48[0]')]: 'Terms of payment (21)',
      [p3('CheckBox53[0]')]: 'Continued in attachment 21',
      [p3('CheckBox54[0]')]: 'Order: disqualified from voting (22)',
      [p3('CheckBox55[0]')]: 'Order: medical consent powers under Prob. Code §2355 (23)',
      [p3('CheckBox57[0]')]: 'Order: treatment by an accredited religious practitioner (23)',
      [p3('CheckBox33[1]')]: 'Order: independent powers under Prob. Code §2590 (24)',
      [p3('CheckBox60[0]')]: 'Subject to the conditions provided (24)',
      [p3('CheckBox61[0]')]: 'Order: capacity of the conservatee, Prob. Code §§1873, 1901 (25)',
      [p3('CheckBox62[0]')]: 'Order: powers and duties of the conservator of the person (26)',
      [p3('CheckBox64[0]')]: 'Order: conditions under Prob. Code §2402 (27)',
      [p3('CheckBox33[2]')]: 'Order: placement in a dementia care facility (28a)',
      [p3('CheckBox33[3]')]: 'Order: dementia medications (28b)',
      [p3('Checkbox[0]')]: 'Order: dementia (28)',
      [p3('CheckBox71[0]')]: 'Other orders in attachment 29',
      [p3('CheckBox72[0]')]: 'Probate referee appointed (30)',
      [p3('FillText49[0]')]: 'Probate referee: name and address (30)',
      [p3('CheckBox80[0]')]: 'Order: powers of the limited conservator of the person, Prob. Code §2351.5 (31)',
      [p3('CheckBox82[0]')]: 'Order: powers of the limited conservator of the estate, Prob. Code §1830(b) (32)',
      [p3('CheckBox84[0]')]: 'Order: limits on the civil and legal rights of the limited conservatee (33)',
      [p3('CheckBox85[0]')]: 'This order is effective on (34)',
      [p3('CheckBox86[0]')]: 'The date signed (34)',
      [p3('CheckBox86[1]')]: 'The date the minor attains majority (34)',
      [p3('FillText50[0]')]: 'Date of majority (34)',
      [p3('FillText51[0]')]: 'Number of boxes checked in items 18–34 (35)',
      [p3('FillText52[0]')]: 'Number of pages attached (36)',
      [p3('FillText53[0]')]: 'Date signed by the judicial officer',
      [p3('CheckBox87[0]')]: 'Signature follows last attachment',
    }),
    ...each(
      [p3('CheckBox56[0]'), ...Array.from({ length: 8 }, (_, i) => p3(`CheckBox24[${i}]`))],
      successor('Successor conservator (items 23–32)'),
    ),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Conservatorship of' }, { from: 'conservateeName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
