/**
 * The domestic relations order documents as worksheets: one order per plan (only as many as the client's plans), the
 * time rule, account-plan and pension provisions per plan, the official FL-348 only before judgment, the joinder set only for a
 * plan still to be joined, full SSNs collected in the office, and the packets of the English and Spanish samples.
 */
import { domesticRelationsOrderSample, domesticRelationsOrderSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { pdfText } from './family.helpers';
import { kindOf, line, packetOf, rows, worksheet } from './worksheets';

const fieldText = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';

// PDF work is CPU-bound: on a shared 2-core machine one packet can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(120_000);

const TYPE = 'domestic-relations-order';
const en = domesticRelationsOrderSample as Answers;
const es = domesticRelationsOrderSampleEs as Answers;
const order = (n: number) => `Domestic relations order (plan ${n})`;

describe('one order per plan', () => {
  it('captions each order with the parties in their case roles', () => {
    const plan = worksheet(TYPE, order(1), en);
    expect(line(plan, 'Caption', 'Petitioner')).toBe('María Elena García');
    expect(line(plan, 'Caption', 'Respondent')).toBe('José Luis Hernández');
    expect(line(plan, 'Caption', 'Title of the order')).toBe('Domestic Relations Order re: Acme Industries 401(k) Savings Plan');
    const spanish = worksheet(TYPE, order(1), es);
    expect(line(spanish, 'Caption', 'Petitioner')).toBe('Íñigo Peña Ibáñez');
    expect(line(spanish, 'Caption', 'Respondent')).toBe('Rosa María Núñez Peña');
  });

  it('writes an account plan’s division, earnings and loan, and leaves the pension lines not applicable', () => {
    const plan = worksheet(TYPE, order(1), en);
    expect(line(plan, '1b', 'Kind of plan')).toBe('Private employer plan (ERISA)');
    expect(line(plan, '1d', 'Type of plan')).toBe('Defined contribution (account balance)');
    expect(line(plan, '5b', 'Percentage')).toBe('50%');
    expect(line(plan, '5d', 'Valuation date')).toBe('03/01/2021');
    expect(line(plan, '7a', 'Account plan: investment gains')).toBe('Yes');
    expect(line(plan, '7c', 'Account plan: treatment of the loan')).toBe(
      'The share is figured on the balance plus the loan (the loan is added back)',
    );
    expect(line(plan, '8a', 'Pension: separate-interest')).toBe('Not applicable');
    expect(line(plan, '9a', 'Joinder')).toBe('Not applicable (plan not joined)');
  });

  it('writes a public pension’s time rule, service dates, pension provisions and joinder', () => {
    const plan = worksheet(TYPE, order(2), en);
    expect(line(plan, '1c', 'Public retirement system')).toBe('LACERA');
    expect(line(plan, '1d', 'Type of plan')).toBe('Defined benefit (monthly pension)');
    expect(line(plan, '5e', 'Time rule: alternate payee’s share')).toBe('50%');
    expect(line(plan, '5f', 'Time rule: community period')).toBe('05/21/2005 to 03/01/2021');
    expect(line(plan, '6a', 'Participant’s date of hire')).toBe('07/16/2001');
    expect(line(plan, '8a', 'Pension: separate-interest')).toBe('Separate interest');
    expect(line(plan, '8e', 'Pension: surviving spouse for the joint')).toBe('No');
    expect(line(plan, '8f', 'Pension: when')).toBe(
      'When the alternate payee chooses, once the participant reaches the plan’s earliest retirement age',
    );
    expect(line(plan, '9a', 'Joinder')).toBe('No, not yet');
    expect(line(plan, '9c', 'Plan’s name and address for service')).toBe(
      'LACERA, Legal Division, 300 N Lake Ave, Suite 620, Pasadena, CA 91101',
    );
  });

  it('writes military retired pay as a pension paid already, for DFAS', () => {
    const plan = worksheet(TYPE, order(1), es);
    expect(line(plan, '1b', 'Kind of plan')).toBe('Military retired pay: an order for DFAS (10 U.S.C. §1408)');
    expect(line(plan, '1d', 'Type of plan')).toBe('Defined benefit (monthly pension)');
    expect(line(plan, '4c', 'Date of the judgment')).toBe('Not entered yet');
    expect(line(plan, '6c', 'Date the participant left')).toBe('08/31/2012');
    expect(line(plan, '8f', 'Pension: when')).toBe('The participant already receives payments: once the plan accepts the order');
  });

  it('sends staff to collect both full SSNs in the office for the confidential addendum', () => {
    const plan = worksheet(TYPE, order(1), en);
    for (const item of ['2d', '3d'])
      expect(kindOf(plan, item, /Social Security number/)).toEqual({
        kind: 'staff',
        note: 'collect in the office for the confidential addendum; never collected online',
      });
  });
});

describe('FL-348 and the joinder set', () => {
  it('fills the official FL-348: the parties in their case roles, the dates and each employer with its plan (item 1)', async () => {
    const { packet } = await packetOf(TYPE, es, 'es');
    expect(packet.status.forms.find((f) => f.form === 'FL-348')?.output).toBe('pdf');
    const doc = await PDFDocument.load((await packet.formPdf('FL-348'))!);
    // The client (the alternate payee) is the petitioner; the participant, the other spouse, the respondent.
    expect(fieldText(doc, 'FillText25')).toBe('Íñigo Peña Ibáñez');
    expect(fieldText(doc, 'FillText180')).toBe('Rosa María Núñez Peña');
    expect(fieldText(doc, 'FillText17')).toBe(es.caseNumber);
    expect(fieldText(doc, 'FillText21')).toBe('Íñigo Peña Ibáñez');
    expect(fieldText(doc, 'FillText26')).toBe('77 Avenida del Sol, Whittier, CA 90601');
    expect(fieldText(doc, 'FillText30')).toBe('Rosa María Núñez Peña');
    expect(fieldText(doc, 'FillText34')).toBe('4521 Whittier Blvd, Los Ángeles, CA 90022');
    expect(fieldText(doc, 'FillText42')).toBe('02/14/1998');
    expect(fieldText(doc, 'FillText38')).toBe('06/30/2023');
    expect(fieldText(doc, 'FillText51')).toBe('Employer: U.S. Army; Plan: Military retired pay (U.S. Army)');
    expect((doc.getForm().getField('CheckBox23') as PDFCheckBox).isChecked()).toBe(false);
  });

  it('continues a long item 1 on an attachment and checks “See Attached”', async () => {
    const plans = es.plans as Answers[];
    const many = {
      ...es,
      plans: [0, 1, 2, 3].map((i) => ({
        ...plans[0],
        planName: `Supplemental Retirement Savings and Deferred Compensation Plan for Salaried Employees, number ${i + 1}`,
        employer: `Southern California Regional Transportation and Public Works Authority, division ${i + 1}`,
        // The question's longest answer (300 characters).
        administrator: 'Retirement Plan Administration Committee, care of the Benefits Administration Office, '.repeat(4).slice(0, 300),
      })),
    };
    const { packet } = await packetOf(TYPE, many, 'es');
    const doc = await PDFDocument.load((await packet.formPdf('FL-348'))!);
    expect((doc.getForm().getField('CheckBox23') as PDFCheckBox).isChecked()).toBe(true);
    expect(fieldText(doc, 'FillText51')).toMatch(/^See Attachment 1/);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    // The attachment page carries every plan word for word.
    expect(pdfText((await packet.formPdf('FL-348'))!)).toContain('division 4');
  });

  it('names on the joinder forms only the plans still to be joined', () => {
    const plan = worksheet(TYPE, 'FL-372', en);
    expect(rows(plan, '1', /^Request to join/)).toEqual([
      [
        'LACERA Retirement Plan (General Plan D)',
        'County of Los Angeles, Department of Public Works',
        'LACERA, Legal Division, 300 N Lake Ave, Suite 620, Pasadena, CA 91101',
      ],
    ]);
  });
});

describe('the packets', () => {
  it('English sample: two orders (two plans), the joinder set for LACERA, no FL-348 after judgment', async () => {
    const { packet, text } = await packetOf(TYPE, en, 'en');
    expect(packet.forms).toEqual([order(1), order(2), 'FL-372', 'FL-370', 'FL-375', 'FL-374']);
    expect(packet.status.forms.find((f) => f.form === 'FL-348')?.applies).toBe(false);
    // Each plan's order is a generated draft on pleading paper, marked for the administrator's pre-approval.
    expect(packet.status.forms.filter((f) => f.applies).map((f) => f.output)).toEqual([
      'generated',
      'generated',
      'worksheet',
      'worksheet',
      'worksheet',
      'worksheet',
    ]);
    expect(text).toContain('DRAFT — DOMESTIC RELATIONS ORDER — PLAN 2');
    expect(text).toContain('NOT FOR FILING UNTIL APPROVED');
    expect(text).toContain('LACERA Retirement Plan (General Plan D)');
    expect(packet.status.forms.every((f) => f.ask.length === 0)).toBe(true);
  });

  it('Spanish sample: one order, FL-348 before judgment, no joinder for military retired pay', async () => {
    const { packet, text } = await packetOf(TYPE, es, 'es');
    expect(packet.forms).toEqual([order(1), 'FL-348']);
    expect(text).toContain('Íñigo Peña Ibáñez');
    expect(text).toContain('Code Civ. Proc. §185');
  });
});
