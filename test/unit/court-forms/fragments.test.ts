/**
 * The shared fragments (party block, UCCJEA, FL-150) in a definition that uses only them: their questions validate
 * (oldest child first, five-year history, conditions), and their maps fill every field of FL-105 and FL-150 — read
 * back with pdf-lib for an English and a Spanish sample, with overflow to attachments and FL-105(A).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFButton, PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { fillForm } from '../../../functions/lib/packet/fill';
import { pdfFileOf } from '../../../functions/lib/packet/manifest';
import { planPdf, planWorksheet, type FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { questionnaireTranslator, validateWith } from '../../../shared/questionnaires/registry';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { familyEnglish, familyFixture, familySpanish, fixtureFl105, fixtureFl105a, fixtureFl150 } from './fragments.fixture';
import { clone, setPath } from '../questionnaires/helpers';
import { addDays, addYears, todayIso } from '../../../shared/questionnaires/dates';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const assets = formAssets(FORMS_DIR);
const ctx: FormatContext = { def: familyFixture, t: questionnaireTranslator('en') };
const errorsOf = (answers: unknown) => {
  const r = validateWith(familyFixture, answers);
  return r.ok ? {} : r.fieldErrors;
};
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();

async function fill(map: PdfFormMap, answers: unknown) {
  const filled = await fillForm(assets.bytes(map.form), planPdf(map, answers, ctx), assets.fillContext(map.form));
  return { ...filled, doc: await PDFDocument.load(await filled.doc.save({ updateFieldAppearances: false })) };
}

describe('the fragments’ questions', () => {
  it.each([
    ['English', familyEnglish],
    ['Spanish', familySpanish],
  ])('accept the %s sample as it is', (_, sample) => {
    expect(validateWith(familyFixture, sample)).toEqual({ ok: true, data: sample });
  });

  it('ask the children oldest first, as FL-105 lists them', () => {
    const answers = clone(familyEnglish) as Record<string, unknown>;
    setPath(answers, 'uccjea.children', [...familyEnglish.uccjea.children].reverse());
    expect(errorsOf(answers)).toEqual({ 'uccjea.children': ['q.uccjea.errors.oldestFirst'] });
  });

  it('want five years of homes, or since the oldest child was born', () => {
    const answers = clone(familyEnglish) as Record<string, unknown>;
    setPath(answers, 'uccjea.residences', [familyEnglish.uccjea.residences![0]]);
    expect(errorsOf(answers)).toEqual({ 'uccjea.residences': ['q.common.errors.residenceHistory'] });
    // A child born in the last five years: since birth.
    const birth = addYears(todayIso(), -2);
    const young = clone(familySpanish) as Record<string, unknown>;
    setPath(young, 'uccjea.childCount', 1);
    setPath(young, 'uccjea.children', [{ ...familySpanish.uccjea.children[0], birthDate: birth, residences: undefined }]);
    setPath(young, 'uccjea.residences', [{ ...familySpanish.uccjea.children[0].residences![0], from: addDays(birth, 60) }]);
    expect(errorsOf(young)).toEqual({ 'uccjea.residences': ['q.common.errors.residenceHistory'] });
    setPath(young, 'uccjea.residences.0.from', birth);
    expect(errorsOf(young)).toEqual({});
  });

  it('ask each child’s homes only when the children have not lived together, and the shared history otherwise', () => {
    const apart = clone(familyEnglish) as Record<string, unknown>;
    setPath(apart, 'uccjea.livedTogether', false);
    expect(errorsOf(apart)).toEqual({
      'uccjea.children.0.residences': ['q.common.errors.groupMin'],
      'uccjea.children.1.residences': ['q.common.errors.groupMin'],
    });
    const one = clone(familySpanish) as Record<string, unknown>;
    setPath(one, 'uccjea.childCount', 1);
    setPath(one, 'uccjea.children', [familySpanish.uccjea.children[0]]);
    expect(errorsOf(one)).toEqual({ 'uccjea.residences': ['q.common.errors.groupMin'] });
  });

  it('take exactly the number of children announced', () => {
    const answers = clone(familyEnglish) as Record<string, unknown>;
    setPath(answers, 'uccjea.childCount', 3);
    expect(errorsOf(answers)).toEqual({ 'uccjea.children': ['q.common.errors.groupCount'] });
  });
});

describe.each([fixtureFl105, fixtureFl150])('the map of $form', (map) => {
  it('accounts for every data field of the shipped PDF, once', async () => {
    const doc = await PDFDocument.load(readFileSync(join(FORMS_DIR, pdfFileOf(map.form))));
    const fields = doc
      .getForm()
      .getFields()
      .filter((f) => !(f instanceof PDFButton))
      .map((f) => f.getName())
      .sort();
    const named = [...Object.keys(map.fields), ...(map.rowGroups ?? []).flatMap((g) => g.rows.flatMap((r) => Object.keys(r)))].sort();
    expect(named).toEqual(fields);
    expect(map.revision).toBe(assets.entry(map.form)!.revision);
  });
});

describe('FL-105 from the English sample', () => {
  it('fills the caption, the children oldest first, the shared history and the other items', async () => {
    const { doc, overflowTexts } = await fill(fixtureFl105, familyEnglish);
    const p1 = 'FL-105[0].Page1[0].';
    expect(text(doc, `${p1}P1Caption[0].AttyInfo[0].AttyName_ft[0]`)).toBe('María Elena García');
    expect(text(doc, `${p1}P1Caption[0].AttyInfo[0].AttyState_ft[0]`)).toBe('CA');
    expect(text(doc, `${p1}P1Caption[0].AttyInfo[0].Name[0]`)).toBe('Self-represented');
    expect(text(doc, `${p1}P1Caption[0].ProbateParty[0].Party2[0]`)).toBe('José Luis Hernández');
    expect(text(doc, `${p1}P1Caption[0].CaseNo[0].CaseNumber[0]`)).toBe('23STFL01234');
    expect(checked(doc, `${p1}List1[0].Li1[0].Party[0].PartyRepCB[0]`)).toBe(true);
    expect(text(doc, `${p1}List2[0].Li1[0].NumChildren[0]`)).toBe('2');
    expect(text(doc, `${p1}List2[0].Li1[0].Table[0].Row1[0].TextField7[0]`)).toBe('Sofía Hernández García');
    expect(text(doc, `${p1}List2[0].Li1[0].Table[0].Row2[0].TextField1[0]`)).toBe('02/03/2019');
    expect(checked(doc, `${p1}List3[0].Li1[0].OneManyCB[0]`)).toBe(true);
    expect(checked(doc, `${p1}List3[0].Li2[0].KidsLiveApart[0].OneManyCB[0]`)).toBe(false);
    // Present home first: "From 07/2021 to present".
    expect(text(doc, `${p1}List3[0].Li1[0].Table3a[0].Row1[0].From1[0]`)).toBe('07/2021');
    expect(text(doc, `${p1}List3[0].Li1[0].Table3a[0].Row1[0].PersonStreet1[0]`)).toBe(
      'María Elena García, 1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
    );
    expect(text(doc, `${p1}List3[0].Li1[0].Table3a[0].Row2[0].PersonStreet2[0]`)).toBe(
      'Both parents, 1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
    );
    expect(text(doc, `${p1}List3[0].Li1[0].Table3a[0].Row2[0].To2[0]`)).toBe('06/2021');
    const p2 = 'FL-105[0].Page2[0].';
    expect(checked(doc, `${p2}Item4subformset[0].List4[0].Li1[0].OtherCaseYN[0]`)).toBe(true);
    expect(checked(doc, `${p2}Item4subformset[0].List4[0].Li1[0].Table4abc[0].Row4a[0].PGCell4a[0].FamilyCB[0]`)).toBe(true);
    expect(text(doc, `${p2}Item4subformset[0].List4[0].Li1[0].Table4abc[0].Row4a[0].Date4a[0]`)).toBe('08/15/2023');
    expect(checked(doc, `${p2}Item5subformset[0].List5[0].Li1[0].DVROCB[0].DVRO_CB[0]`)).toBe(false);
    expect(checked(doc, `${p2}List6[0].OtherPersonYN[0]`)).toBe(true);
    expect(text(doc, `${p2}List6[0].Li1[0].Name6a[0]`)).toBe('Rosa Alicia García\n55 Elm St, Pasadena, CA 91101');
    expect(checked(doc, `${p2}List6[0].Li1[0].CheckBox6a3[0]`)).toBe(true);
    expect(text(doc, `${p2}P2Caption[0].ShortTitle[0].ShortTitle_ft[0]`)).toBe('María Elena García v. José Luis Hernández');
    expect(text(doc, `${p2}PoPDec[0].PrintName[0]`)).toBe('María Elena García');
    // The court's name needs three lines of the 4a cell's two at 8 pt (the smallest size the packet writes): it
    // continues on the attachment rather than being squeezed below legibility.
    expect(overflowTexts.map((o) => [o.item, o.text])).toEqual([['4a', 'Superior Court of California, Los Angeles, CA']]);
    expect(text(doc, `${p2}Item4subformset[0].List4[0].Li1[0].Table4abc[0].Row4a[0].Court4a[0]`)).toBe('See Attachment 4a');
  });
});

describe('FL-105 from the Spanish sample (five children, not all together)', () => {
  it('continues the fifth child on Attachment 2, checks 3b and lists the others on FL-105(A)', async () => {
    const plan = planPdf(fixtureFl105, familySpanish, ctx);
    expect(plan.overflowRows.map((r) => [r.title, r.rows.length])).toEqual([['FL-105, Attachment 2, Additional Children', 1]]);
    const { doc } = await fill(fixtureFl105, familySpanish);
    const p1 = 'FL-105[0].Page1[0].';
    expect(checked(doc, `${p1}List2[0].Li1[0].CheckBox19[0]`)).toBe(true);
    expect(checked(doc, `${p1}List3[0].Li2[0].KidsLiveApart[0].OneManyCB[0]`)).toBe(true);
    expect(checked(doc, `${p1}List3[0].Li1[0].OneManyCB[0]`)).toBe(false);
    // The oldest child's present home is confidential: the state only, and the box checked.
    expect(text(doc, `${p1}List3[0].Li1[0].Table3a[0].Row1[0].Residence1[0]`)).toBe('California');
    expect(checked(doc, `${p1}List3[0].Li1[0].Table3a[0].Row1a[0].Confidential1a3[0].ConfidentialCB[0]`)).toBe(true);
    // The mailing address is where papers reach the client.
    expect(text(doc, `${p1}P1Caption[0].AttyInfo[0].AttyStreet_ft[0]`)).toBe('P.O. Box 451');
    expect(checked(doc, 'FL-105[0].Page2[0].Item5subformset[0].List5[0].Li1[0].Table5[0].Row5a[0].ROCell5a[0].CrimPO_CB5a[0]')).toBe(true);
    const worksheet = planWorksheet(fixtureFl105a, familySpanish, ctx);
    const rows = worksheet.lines.find((l) => l.kind === 'rows');
    expect(rows?.kind === 'rows' && rows.rows.map((r) => r[0])).toEqual([
      'Niño2 Núñez Peña, 02/12/2022',
      'Niño3 Núñez Peña, 03/13/2023',
      'Niño4 Núñez Peña, 04/14/2024',
      'Niño5 Núñez Peña, 05/15/2025',
    ]);
  });
});

describe('FL-150', () => {
  it('fills work, income by kind, deductions, household, expenses with totals, and child support (English)', async () => {
    const { doc, overflowTexts } = await fill(fixtureFl150, familyEnglish);
    const f = (n: string) => `FL-150[0].${n}`;
    expect(text(doc, f('Page1[0].List1[0].Li1[0].Employer_tf[0]'))).toBe('Kaiser Permanente');
    expect(text(doc, f('Page1[0].List1[0].Li8[0].gross_tf[0]'))).toBe('4,200.00');
    expect(checked(doc, f('Page1[0].List1[0].Li8[0].Gross_cb[0]'))).toBe(true);
    expect(text(doc, f('Page1[0].List2[0].Li1[0].FillText1[0]'))).toMatch(/^3\d$/);
    expect(checked(doc, f('Page1[0].List3[0].Li2[0].Tax_cb2[0]'))).toBe(true);
    expect(text(doc, f('Page2[0].List5[0].Li1[0].TextField7[0]'))).toBe('4,150.00');
    expect(checked(doc, f('Page2[0].List5[0].Li5[0].CBChoice1_cb2[0]'))).toBe(true);
    expect(checked(doc, f('Page2[0].List5[0].Li5[0].CBChoice1_cb3[0]'))).toBe(true);
    expect(text(doc, f('Page2[0].List7[0].L1[0].FillText2[0]'))).toBe('García Tamales');
    expect(text(doc, f('Page2[0].List10[0].L3[0].FillText1[0]'))).toBe('180.00');
    expect(text(doc, f('Page3[0].List12[0].L2[0].FillText1[0]'))).toBe('Mateo Hernández García');
    expect(checked(doc, f('Page3[0].List12[0].L2[0].People2_cb[1]'))).toBe(true);
    // 1,800 + 20 + 700 + 150 + 90 + 300 + item 14's 320 = 3,380.00
    expect(text(doc, f('Page3[0].List13[0].Li16[0].EXPN[0]'))).toBe('320.00');
    expect(text(doc, f('Page3[0].List13[0].Li18[0].TOTAL[0]'))).toBe('3,380.00');
    expect(text(doc, f('Page3[0].List14[0].L1[0].TextField1[0]'))).toBe('Toyota Financial');
    expect(text(doc, f('Page4[0].List16[0].L2[0].TextField[0]'))).toBe('80');
    expect(checked(doc, f('Page4[0].List17[0].L1[0].ChildHC_cb[0]'))).toBe(true);
    expect(text(doc, f('Page4[0].PxCaption_sf[0].CaseNumber[0].CaseNumber_ft[0]'))).toBe('23STFL01234');
    expect(overflowTexts).toEqual([]);
    // Question 10g's explanation is attached as the form asks.
    expect(planPdf(fixtureFl150, familyEnglish, ctx).attachments.map((a) => [a.heading, a.text])).toEqual([
      ['FL-150, Question 10g — Necessary job-related expenses not reimbursed', 'Scrubs and shoes for work.'],
    ]);
  });

  it('continues what does not fit (Spanish): the 7th and 8th debts, a second "other income", the long schedule', async () => {
    const plan = planPdf(fixtureFl150, familySpanish, ctx);
    expect(plan.overflowRows.map((r) => [r.title, r.rows.length])).toEqual([
      ['FL-150, Attachment 5 — Additional income of the same kind', 1],
      ['FL-150, Attachment 14 — Other installment payments and debts', 2],
    ]);
    const { doc, overflowTexts } = await fill(fixtureFl150, familySpanish);
    expect(text(doc, 'FL-150[0].Page2[0].List5[0].Li12[0].FillText1[0]')).toBe('Venta de ropa usada');
    expect(checked(doc, 'FL-150[0].Page2[0].List5[0].Li4[0].CBChoice1_cb[0]')).toBe(true);
    expect(checked(doc, 'FL-150[0].Page3[0].List13[0].Li1[0].List[0].L1[0].CBChoice1_cb1[0]')).toBe(true);
    expect(text(doc, 'FL-150[0].Page1[0].List2[0].Li2[0].FillText1[0]')).toBe('9.º grado');
    expect(overflowTexts.map((o) => o.item)).toEqual(['16b']);
    expect(text(doc, 'FL-150[0].Page4[0].List16[0].L2[0].TextField6[0]')).toBe('See Attachment 16b');
    expect(plan.attachments.map((a) => a.heading)).toEqual(['FL-150, Question 1—Other Jobs']);
  });
});
