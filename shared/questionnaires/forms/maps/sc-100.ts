/**
 * SC-100 Plaintiff's Claim and ORDER to Go to Small Claims Court (Rev. January 1, 2026), filled field by field from the
 * small-claims questionnaire (every AcroForm field has its rule), and the caption values the small-claims forms share
 * (SC-100A, SC-103, SC-101 list the same plaintiffs).
 */
import { caseNumber, courtNameAndAddress } from './caption';
import type { smallClaims } from '../../small-claims';
import type { AnswersFor } from '../../types';
import { under } from '../build';
import { mapsFor } from '../typed';

const { attached, cell, check, checkIf, court, pdf, spec, staff, text, yesNo } = mapsFor<typeof smallClaims>();

const p1 = under('SC-100[0].Page1[0].');
const p2 = under('SC-100[0].Page2[0].');
const p3 = under('SC-100[0].Page3[0].');
const p4 = under('SC-100[0].Page4[0].');

/** "María Elena García, Begoña Núñez Peña" — every plaintiff, as the page captions list them. */
export const plaintiffNames = spec({ join: [{ from: 'plaintiff.name' }, { each: 'otherPlaintiffs', value: { from: 'name' } }] });
export const caseName = spec({ join: [{ from: 'plaintiff.name' }, { from: 'defendant.name' }], separator: ' v. ' });
const isPublicEntity = { field: 'defendantType', equals: 'publicEntity' } as const;
const overTwentyFiveHundred = { field: 'claimAmount', greaterThan: 250_000 } as const;

/** One plaintiff row of item 1 (n = 1 or 2), filled from a party block. */
function plaintiffRow(n: 1 | 2) {
  const t = under('SC-100[0].Page2[0].List1[0].Item1[0].');
  return {
    [t(`PlaintiffName${n}[0]`)]: cell('name'),
    [t(`PlaintiffPhone${n}[0]`)]: cell('phone'),
    [t(`PlaintiffAddress${n}[0]`)]: cell('street'),
    [t(`PlaintiffCity${n}[0]`)]: cell('city'),
    [t(`PlaintiffState${n}[0]`)]: cell({ raw: 'state' }),
    [t(`PlaintiffZip${n}[0]`)]: cell('zip'),
    [t(`PlaintiffMailingAddress${n}[0]`)]: cell('mailing.street'),
    [t(`PlaintiffMailingCity${n}[0]`)]: cell('mailing.city'),
    [t(`PlaintiffMailingState${n}[0]`)]: cell({ raw: 'mailing.state' }),
    [t(`PlaintiffMailingZip${n}[0]`)]: cell('mailing.zip'),
    [t(`EmailAdd${n}[0]`)]: cell('email'),
  };
}

const d = under('SC-100[0].Page2[0].List2[0].item2[0].');
const l5 = under('SC-100[0].Page3[0].List5[0].');
type Venue = NonNullable<AnswersFor<typeof smallClaims>['venue']>;
const venueIn = (...values: Venue[]) => ({ field: 'venue', in: values }) as const;

export const sc100 = pdf({
  kind: 'pdf',
  form: 'SC-100',
  title: "Plaintiff's Claim and ORDER to Go to Small Claims Court",
  revision: 'Rev. January 1, 2026',
  fields: {
    // Page 1: the court and the clerk's order.
    [p1('CaptionRight[0].County[0].CourtInfo[0]')]: courtNameAndAddress(),
    [p1('CaptionRight[0].CN[0].CaseNumber[0]')]: caseNumber(),
    [p1('CaptionRight[0].CN[0].CaseName[0]')]: text('Caption', 'Case name', caseName),
    ...Object.fromEntries(
      (
        [
          ['LI1', 'TrialDate1', 'TrialTime1', 'TrialDepartment1', 'TrialDateCourtAdd1'],
          ['LI2', 'TrialDate2', 'TrialTime2', 'TrialDepartment2', 'TrialDateCourtAdd2'],
          ['LI3', 'TrialDate3', 'TrialTIme3', 'TrialDepartment3', 'TrialDateCourtAdd3'],
        ] as const
      ).flatMap(([li, ...names]) =>
        names.map((n) => [p1(`Order[0].List1[0].${li}[0].${n}[0]`), court('Order to go to court: trial date, time, department, court')]),
      ),
    ),
    [p1('Order[0].List1[0].LI3[0].TrialDateClerkSignDate[0]')]: court('Order: date (clerk)'),
    [p1('Order[0].List1[0].LI3[0].TrialDateClerkSign[0]')]: court('Order: clerk, by deputy'),
    // Captions of pages 2–4.
    [p2('PxCaption[0].Plaintiff[0]')]: text('Caption', 'Plaintiff (list names)', plaintiffNames),
    [p2('PxCaption[0].CaseNumber[0]')]: caseNumber(),
    [p3('PxCaption[0].Plaintiff[0]')]: text('Caption', 'Plaintiff (list names)', plaintiffNames),
    [p3('PxCaption[0].CaseNumber[0]')]: caseNumber(),
    [p4('PxCaption[0].Plaintiff[0]')]: text('Caption', 'Plaintiff (list names)', plaintiffNames),
    [p4('PxCaption[0].CaseNumber[0]')]: caseNumber(),
    // 1. The plaintiffs (rows: the plaintiff and the first other plaintiff; more on SC-100A).
    [p2('List1[0].Item1[0].Checkbox1[0]')]: attached('1', 'More than two plaintiffs (SC-100A attached)', ['plaintiffs']),
    [p2('List1[0].Item1[0].Checkbox2[0]')]: check('1', 'A plaintiff does business under a fictitious name (SC-103 attached)', {
      any: [
        { field: 'usesFictitiousName', equals: true },
        { field: 'otherPlaintiffs', some: { field: 'usesFictitiousName', equals: true } },
      ],
    }),
    [p2('List1[0].Item1[0].Checkbox3[0]')]: checkIf('1', 'A plaintiff is a licensee or deferred deposit originator', 'licensee'),
    // 2. The defendant, and the agent for service of a corporation, LLC or public entity.
    [d('DefendantName1[0]')]: text('2', 'Defendant: name', 'defendant.name'),
    [d('DefendantPhone1[0]')]: text('2', 'Defendant: phone', 'defendant.phone'),
    [d('DefendantAddress1[0]')]: text('2', 'Defendant: street address', 'defendant.street'),
    [d('DefendantCity1[0]')]: text('2', 'Defendant: city', 'defendant.city'),
    [d('DefendantState1[0]')]: text('2', 'Defendant: state', { raw: 'defendant.state' }),
    [d('DefendantZip1[0]')]: text('2', 'Defendant: ZIP', 'defendant.zip'),
    [d('DefendantMailingAddress1[0]')]: text('2', 'Defendant: mailing address (if different)', 'defendant.mailing.street'),
    [d('DefendantMailingCity1[0]')]: text('2', 'Defendant: mailing city', 'defendant.mailing.city'),
    [d('DefendantMailingState1[0]')]: text('2', 'Defendant: mailing state', { raw: 'defendant.mailing.state' }),
    [d('DefendantMailingZip1[0]')]: text('2', 'Defendant: mailing ZIP', 'defendant.mailing.zip'),
    [d('DefendantName2[0]')]: text('2', 'Agent for service of process: name', 'agent.name'),
    [d('DefendantJob1[0]')]: text('2', 'Agent for service of process: job title', 'agent.jobTitle'),
    [d('DefendantAddress2[0]')]: text('2', 'Agent for service of process: street', 'agent.street'),
    [d('DefendantCity2[0]')]: text('2', 'Agent for service of process: city', 'agent.city'),
    [d('DefendantState2[0]')]: text('2', 'Agent for service of process: state', { raw: 'agent.state' }),
    [d('DefendantZip2[0]')]: text('2', 'Agent for service of process: ZIP', 'agent.zip'),
    [d('Checkbox4[0]')]: checkIf('2', 'More than one defendant (SC-100A attached)', 'hasOtherDefendants'),
    [d('Checkbox5[0]')]: checkIf('2', 'A defendant is on active military duty', 'military'),
    // 3. The claim.
    [p2('List3[0].PlaintiffClaimAmount1[0]')]: text('3', 'The plaintiff claims the defendant owes', { money: 'claimAmount' }),
    [p2('List3[0].Lia[0].FillField2[0]')]: text('3a', 'Why does the defendant owe the plaintiff money?', 'incidentDescription'),
    [p3('List3[0].Lib[0].Date1[0]')]: text('3b', 'When did this happen? (date)', 'incidentDate'),
    [p3('List3[0].Lib[0].Date2[0]')]: text('3b', 'Time period: date started', 'periodFrom'),
    [p3('List3[0].Lib[0].Date3[0]')]: text('3b', 'Time period: through', 'periodTo'),
    [p3('List3[0].Lic[0].FillField1[0]')]: text('3c', 'How did you calculate the money owed to you?', 'damages'),
    [p3('List3[0].Checkbox1[0]')]: attached('3', 'Need more space (attachment for item 3)', [
      p2('List3[0].Lia[0].FillField2[0]'),
      p3('List3[0].Lic[0].FillField1[0]'),
    ]),
    // 4. Asked the defendant to pay.
    ...yesNo(
      p3('List4[0].Item4[0].Checkbox50[0]'),
      p3('List4[0].Item4[0].Checkbox50[1]'),
      '4',
      'Asked the defendant to pay before suing',
      'askedToPay',
    ),
    [p3('List4[0].Item4[0].FillField2[0]')]: text('4', 'If no, explain why not', 'whyNotAsked'),
    // 5–6. Venue and its ZIP code.
    [l5('Lia[0].Checkbox5cb[0]')]: check(
      '5a',
      'Venue: where the defendant lives, property damaged, plaintiff injured, or contract',
      venueIn('defendantLives', 'propertyDamaged', 'plaintiffInjured', 'contract'),
    ),
    [l5('Lib[0].Checkbox5cb[0]')]: check('5b', 'Venue: consumer contract (buyer or lessee)', venueIn('consumerContract')),
    [l5('Lic[0].Checkbox5cb[0]')]: check('5c', 'Venue: retail installment contract', venueIn('retailInstallment')),
    [l5('Lid[0].Checkbox5cb[0]')]: check('5d', 'Venue: vehicle finance sale', venueIn('vehicleFinance')),
    [l5('Lie[0].Checkbox5cb[0]')]: check('5e', 'Venue: other', venueIn('other')),
    [l5('Lie[0].FillField55[0]')]: text('5e', 'Venue: other (specify)', 'venueOther'),
    [p3('List6[0].item6[0].ZipCode1[0]')]: text('6', 'ZIP code of the place in item 5', 'venueZip'),
    // 7. Attorney-client fee dispute.
    ...yesNo(
      p3('List7[0].item7[0].Checkbox60[0]'),
      p3('List7[0].item7[0].Checkbox60[1]'),
      '7',
      'Attorney-client fee dispute',
      'feeDispute',
    ),
    [p3('List7[0].item7[0].Checkbox11[0]')]: checkIf('7', 'Had arbitration (SC-101 attached)', 'arbitrated'),
    // 8. Public entity.
    [p3('List8[0].item8[0].Checkbox61[0]')]: check('8', 'Suing a public entity: Yes', isPublicEntity),
    [p3('List8[0].item8[0].Checkbox61[1]')]: check('8', 'Suing a public entity: No', {
      all: [{ field: 'defendantType', filled: true }, { not: isPublicEntity }],
    }),
    [p3('List8[0].item8[0].Checkbox14[0]')]: check('8', 'A claim was filed with the public entity', {
      field: 'publicEntityClaimDate',
      filled: true,
    }),
    [p3('List8[0].item8[0].Date4[0]')]: text('8', 'Date the claim was filed', 'publicEntityClaimDate'),
    // 9–10. More than 12 claims; over $2,500 (CCP §116.231).
    ...yesNo(
      p4('List9[0].Item9[0].Checkbox62[0]'),
      p4('List9[0].Item9[0].Checkbox62[1]'),
      '9',
      'More than 12 other small claims in the last 12 months',
      'manyClaims',
    ),
    [p4('List10[0].li10[0].Checkbox63[0]')]: check('10', 'Claim for more than $2,500: Yes', overTwentyFiveHundred),
    [p4('List10[0].li10[0].Checkbox63[1]')]: check('10', 'Claim for more than $2,500: No', {
      all: [{ field: 'claimAmount', filled: true }, { not: overTwentyFiveHundred }],
    }),
    // Declaration.
    [p4('Sign[0].Date1[0]')]: staff('Signature', 'Date the plaintiff signs', 'the day the client signs'),
    [p4('Sign[0].PlaintiffName1[0]')]: text('Signature', 'Plaintiff types or prints name', 'plaintiff.name'),
    [p4('Sign[0].Date2[0]')]: staff('Signature', 'Date the second plaintiff signs', 'only with a second plaintiff'),
    [p4('Sign[0].PlaintiffName2[0]')]: text('Signature', 'Second plaintiff types or prints name', 'otherPlaintiffs.0.name'),
    // Pages 5–6: information for the defendant, with the county's Small Claims Advisor.
    ['SC-100[0].Page5[0].subRIght[0].NeedHelp[0].FillField1[0]']: staff(
      'Information page',
      'Your county’s Small Claims Advisor (English page)',
      'the advisor of the county where the claim is filed',
    ),
    ['SC-100[0].Page6[0].subRight[0].NeedHelpSpanish[0].FillField2[0]']: staff(
      'Information page',
      'Your county’s Small Claims Advisor (Spanish page)',
      'the same advisor, on the Spanish page',
    ),
  },
  rowGroups: [
    {
      id: 'plaintiffs',
      item: '1',
      label: 'The plaintiffs',
      source: ['plaintiff', 'otherPlaintiffs'],
      rows: [plaintiffRow(1), plaintiffRow(2)],
      overflow: { kind: 'form', form: 'SC-100A' },
    },
  ],
  attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  attachments: [
    {
      item: '2',
      label: 'Defendant on active military duty',
      heading: 'SC-100, item 2 — Defendant(s) on active military duty',
      value: { if: { field: 'military', equals: true }, then: { from: 'militaryNames' } },
    },
  ],
});
