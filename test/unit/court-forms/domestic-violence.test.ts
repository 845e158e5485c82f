/**
 * Domestic violence end to end: DV-100, CLETS-001 and DV-105 filled for the English and the Spanish sample and read
 * back with pdf-lib (the key fields of each item: the parties, the relationship, item 4's other orders and cases, the
 * abuse, the protected people, firearms, the orders, custody and the visit chart), the rows that continue on MC-025, the
 * forms only some answers call for, and a submission made under definition version 1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { domesticViolenceV1ToV2 } from '../../../shared/questionnaires/domestic-violence.upgrade';
import { definitionAt, validateAnswers } from '../../../shared/questionnaires/registry';
import { domesticViolenceSample, domesticViolenceSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(120_000);

const assets = formAssets(FORMS_DIR);
const input = (answers: Answers, extra: Partial<PacketInput> = {}): PacketInput => ({
  type: 'domestic-violence',
  definitionVersion: 2,
  answers,
  submission: { id: 'c0ffee00-0000-4000-8000-000000000002', clientName: 'Client', locale: 'en', createdAt: '2026-01-05T18:00:00.000Z' },
  lang: 'en',
  assets,
  ...extra,
});
const dv = (page: number, name: string) => `DV-100[0].Page${page}[0].${name}`;
const clets = (page: number, name: string) => `CLETS-001[0].Page${page}[0].${name}`;
const d105 = (page: number, name: string) => `DV-105[0].Page${page}[0].${name}`;
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'dv-'));
  writeFileSync(join(dir, 'p.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'])
    .toString()
    .replace(/\s+/g, ' ');
}

describe('the English sample (child together, custody with a supervised visit chart, child support)', () => {
  let packet: Awaited<ReturnType<typeof buildPacket>>;
  beforeAll(async () => {
    packet = await buildPacket(input(domesticViolenceSample));
  });

  it('holds DV-100, CLETS-001, DV-105, DV-109, DV-110 and FL-150, all official forms (no DV-108: no abduction fear)', () => {
    expect(packet.forms).toEqual(['DV-100', 'CLETS-001', 'DV-105', 'DV-109', 'DV-110', 'FL-150']);
    expect(packet.status.forms.filter((f) => f.applies).map((f) => f.output)).toEqual(['pdf', 'pdf', 'pdf', 'pdf', 'pdf', 'pdf']);
  });

  it('fills DV-110 items 1–3 and the terms of the orders asked on DV-100, leaving every decision to the judge', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('DV-110'))!);
    const p = (page: number, name: string) => `DV-110[0].Page${page}[0].${name}`;
    const two = (name: string) => p(1, `List2[0].Li1[0].${name}`);
    expect(text(doc, p(1, 'List1[0].Li1[0].TextField[0]'))).toBe('María Elena García');
    expect(text(doc, two('ParentRel[0]'))).toBe('José Luis Hernández');
    expect(checked(doc, two('gender_cb[0]'))).toBe(true);
    expect(text(doc, two('T191[0]'))).toBe('40');
    expect(text(doc, two('TF2[0]'))).toBe('5 ft 10 in');
    expect(text(doc, two('TF3[0]'))).toBe('190 lb');
    expect(text(doc, two('TF4[0]'))).toBe('Black');
    expect(text(doc, two('TextField[0]'))).toBe('Parent of our child; Lived together');
    expect(text(doc, two('TF7[0]'))).toBe('789 S Atlantic Blvd, East Los Angeles, CA 90022');
    expect(text(doc, two('OtherSpecify_tf[0]'))).toBe('Black handgun, 1, Glove box of his truck');
    expect(checked(doc, p(1, 'List3[0].Li1[0].item3_cb[0]'))).toBe(true);
    expect(text(doc, p(1, 'List3[0].Li1[0].item3FullName1_tf1[0]'))).toBe('Rosa García');
    expect(text(doc, p(1, 'List3[0].Li1[0].item3relation1_tf1[0]'))).toBe('Mother');
    expect(checked(doc, p(1, 'List3[0].Li1[0].AGHagueCert_cb[0]'))).toBe(false);
    expect(checked(doc, p(4, 'List11[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
    expect(text(doc, p(4, 'List12[0].Li1[0].T161[0]'))).toBe('100');
    expect(checked(doc, p(4, 'List12[0].Li1[0].FieldName_cb1[0]'))).toBe(true);
    expect(checked(doc, p(4, 'List12[0].Li1[0].FieldName_cb6[0]'))).toBe(true);
    // Only the places the client named: not the school (not asked for), no move-out (not asked for).
    expect(checked(doc, p(4, 'List12[0].Li1[0].FieldName_cb2[0]'))).toBe(false);
    expect(text(doc, p(4, 'List13[0].Li1[0].TextField2[0]'))).toBe('');
    // The judge's: every "Not requested / Denied / Granted", the hearing, the exceptions, the signature.
    for (const name of ['List11[0].item8_cb[0]', 'List11[0].item8_cb[2]', 'List12[0].item9_cb[2]', 'List12[0].Li2[0].AGHagueCert_cb1[0]'])
      expect(checked(doc, p(4, name))).toBe(false);
    expect(text(doc, p(1, 'List4[0].Li1[0].T195[0]'))).toBe('');
    expect(text(doc, p(6, 'SignatureSub[0].SigDate[0]'))).toBe('');
  });

  it('fills DV-109’s items 1 and 2 and leaves the rest to the court, as the form instructs', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('DV-109'))!);
    expect(text(doc, 'DV-109[0].Page1[0].List1[0].Li1[0].YourName_tf[0]')).toBe('María Elena García');
    expect(text(doc, 'DV-109[0].Page1[0].List2[0].Li1[0].YourName_tf[0]')).toBe('José Luis Hernández');
    expect(text(doc, 'DV-109[0].Page1[0].List3[0].Li1[0].HearingDate_dt[0]')).toBe('');
    expect(checked(doc, 'DV-109[0].Page2[0].List4[0].Li1[0].List[0].Li1[0].TRO_cb[0]')).toBe(false);
  });

  it('fills DV-100: the address for court papers, no phone or email on the form, item 4a, the abuse, people, firearms, orders', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('DV-100'))!);
    expect(text(doc, dv(1, 'List1[0].Li1[0].YourName_tf[0]'))).toBe('María Elena García');
    expect(text(doc, dv(1, 'List1[0].Li3[0].address_ft[0]'))).toBe('P.O. Box 33021');
    expect(text(doc, dv(1, 'List1[0].Li3[0].T77[0]'))).toBe('90033');
    // The client chose not to put contact details on a form the other person receives.
    expect(text(doc, dv(1, 'List1[0].Li4[0].T42[0]'))).toBe('');
    expect(text(doc, dv(1, 'List1[0].Li4[0].T73[0]'))).toBe('');
    expect(text(doc, dv(1, 'List2[0].Li3[0].T78[0]'))).toBe('12/01/1985');
    expect(checked(doc, dv(1, 'List2[0].Li4[0].gender2d_cb[0]'))).toBe(true);
    expect(checked(doc, dv(2, 'List3[0].Li1[0].CheckBox2[0]'))).toBe(true);
    expect(text(doc, dv(2, 'List3[0].Li1[0].TextField[0]'))).toBe('Lucas Hernández García');
    expect(checked(doc, dv(2, 'List3[0].Li7[0].YesNo3g_cb[0]'))).toBe(true);
    expect(checked(doc, dv(2, 'List4[0].Li1[0].YesNo4a_cb[1]'))).toBe(true);
    expect(text(doc, dv(2, 'List4[0].Li1[0].List1[0].Li1[0].DateField8[0]'))).toBe('05/30/2025');
    expect(text(doc, dv(2, 'List4[0].Li1[0].List1[0].Li1[0].DateField5[0]'))).toBe('06/06/2025');
    expect(checked(doc, dv(2, 'List4[0].Li2[0].YesNo4b_cb[0]'))).toBe(true);
    expect(text(doc, dv(3, 'List5[0].Li1[0].dtAbs[0]'))).toBe('05/30/2025');
    expect(checked(doc, dv(3, 'List5[0].Li2[0].YesNo5b_cb[2]'))).toBe(true);
    expect(text(doc, dv(3, 'List5[0].Li2[0].item5a2[0]'))).toBe('Ana Ruiz (neighbor)');
    expect(checked(doc, dv(3, 'List5[0].Li7[0].YesNo5g_cb[1]'))).toBe(true);
    expect(text(doc, dv(4, 'List6[0].Li1[0].dtabs[0]'))).toBe('12/24/2024');
    expect(checked(doc, dv(4, 'List6[0].Li7[0].abuseFreq[2]'))).toBe(true);
    expect(text(doc, dv(5, 'List7[0].Li1[0].dtabs[0]'))).toBe('');
    expect(text(doc, dv(6, 'List8[0].Li2[0].List[0].li1[0].item3fullname1_tf[0]'))).toBe('Rosa García');
    expect(checked(doc, dv(6, 'List8[0].Li2[0].List[0].li1[0].YesNo8b11_cb[0]'))).toBe(true);
    expect(checked(doc, dv(6, 'List9[0].li3[0].YesNo9abc_cb[0]'))).toBe(true);
    expect(text(doc, dv(6, 'List9[0].li3[0].LIst[0].li1[0].TextField3[0]'))).toBe('Glove box of his truck');
    expect(checked(doc, dv(7, 'List10[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
    expect(checked(doc, dv(7, 'List12[0].li1[0].CheckBox4[0]'))).toBe(true);
    expect(checked(doc, dv(7, 'List12[0].li1[0].CheckBox2[0]'))).toBe(false);
    expect(checked(doc, dv(7, 'List12[0].Li2[0].CheckBox12b1[0]'))).toBe(true);
    expect(checked(doc, dv(7, 'List12[0].Li3[0].YesNo12c_cb[0]'))).toBe(true);
    expect(checked(doc, dv(8, 'LIST15[0].CtyChildFreed_cb[0]'))).toBe(true);
    expect(checked(doc, dv(9, 'List19[0].Li1[0].CtyChildFreed_cb[0]'))).toBe(true);
    expect(checked(doc, dv(11, 'List24[0].Li1[0].CheckBox3[0]'))).toBe(true);
    expect(checked(doc, dv(12, 'List28[0].Li1[0].item28aMyNoa_cb[0]'))).toBe(true);
    expect(text(doc, dv(12, 'List28[0].Li1[0].Telephone2_ft[0]'))).toBe('(323) 555-0101');
    expect(text(doc, dv(13, 'List33[0].Li1[0].YourName_tf[0]'))).toBe('María Elena García');
    expect(packet.status.forms.find((f) => f.form === 'DV-100')!.ask).toEqual([]);
  });

  it('fills CLETS-001 for law enforcement (description, vehicle, firearms, the protected person)', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('CLETS-001'))!);
    expect(text(doc, clets(1, 'List1[0].Li1[0].nametf[0]'))).toBe('José Luis Hernández');
    expect(text(doc, clets(1, 'List1[0].Li1[0].plateno[0]'))).toBe('8ABC123');
    expect(text(doc, clets(1, 'List1[0].Li1[0].yeartf[0]'))).toBe('2016');
    expect(checked(doc, clets(1, 'List1[0].Li1[0].item1ME[0]'))).toBe(true);
    expect(text(doc, clets(1, 'List1[0].Li1[0].Yestf[0]'))).toBe('Black handgun, 1, Glove box of his truck');
    expect(text(doc, clets(1, 'List1[0].Li1[0].ssntf[0]'))).toBe('');
    expect(text(doc, clets(2, 'List3[0].Li1[0].dob[0]'))).toBe('02/11/1988');
    expect(checked(doc, clets(2, 'Item3genderME[2]'))).toBe(true);
    expect(text(doc, clets(2, 'List4[0].Li1[0].item4nametf1[0]'))).toBe('Rosa García');
    expect(text(doc, clets(2, 'List4[0].Li1[0].item4gendertf1[0]'))).toBe('F');
  });

  it('fills DV-105: roles, the child, the homes newest first, custody, and Saturday on the supervised chart', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('DV-105'))!);
    expect(checked(doc, d105(1, 'List1[0].Li1[0].CheckBoxitem1Relation[0]'))).toBe(true);
    expect(text(doc, d105(1, 'List3[0].Li1[0].TextField1[0]'))).toBe('Lucas Hernández García');
    expect(text(doc, d105(1, 'List3[0].Li1[0].TextField35[0]'))).toBe('04/22/2018');
    expect(text(doc, d105(1, 'List4[0].Li2[0].tf1[0]'))).toBe('03/2023');
    expect(text(doc, d105(1, 'List4[0].Li2[0].tf2[0]'))).toBe('Los Angeles, California');
    expect(text(doc, d105(1, 'List4[0].Li2[0].tf4[0]'))).toBe('02/2023');
    expect(checked(doc, d105(1, 'List4[0].Li2[0].ChoiceChildLiveW9[1]'))).toBe(true);
    expect(checked(doc, d105(3, 'List6[0].Li1[0].item6cb2[0]'))).toBe(true);
    expect(checked(doc, d105(4, 'List9[0].Li1[0].YesSub[0].CheckBoxRightCaptionItem9[0]'))).toBe(true);
    expect(checked(doc, d105(4, 'List11[0].Li1[0].ChoiceItem11[0]'))).toBe(true);
    const l12 = (n: string) => d105(5, `List12[0].${n}`);
    expect(text(doc, l12('Li1[0].List[0].Li1[0].TextField2[0]'))).toBe('Family Visitation Services of Los Angeles');
    expect(text(doc, l12('Li1[0].List[0].Li1[0].NumericField2[0]'))).toBe('100');
    expect(checked(doc, l12('Li3[0].CheckBoxRightCaptionItem12c[3]'))).toBe(true);
    expect(text(doc, l12('Li3[0].tf31[0]'))).toBe('10:00 a.m.'); // Saturday, the sixth row
    expect(text(doc, l12('Li3[0].tf32[0]'))).toBe('12:00 p.m.');
    expect(text(doc, l12('Li3[0].tf1[0]'))).toBe(''); // Monday
    expect(checked(doc, l12('Li3[0].CheckBoxRightCaption12b[0]'))).toBe(true);
  });
});

describe('the Spanish sample (married, no children, money orders, five people to protect)', () => {
  let packet: Awaited<ReturnType<typeof buildPacket>>;
  beforeAll(async () => {
    packet = await buildPacket(input(domesticViolenceSampleEs, { submission: { ...input({}).submission, locale: 'es' } }));
  });

  it('leaves DV-105 out and keeps FL-150 for spousal support', () => {
    expect(packet.forms).toEqual(['DV-100', 'CLETS-001', 'DV-109', 'DV-110', 'FL-150']);
  });

  it('fills DV-110 with the orders asked: distances, move-out, other orders, animals, property, debts, five people', async () => {
    const bytes = (await packet.formPdf('DV-110'))!;
    const doc = await PDFDocument.load(bytes);
    const p = (page: number, name: string) => `DV-110[0].Page${page}[0].${name}`;
    expect(text(doc, p(1, 'List2[0].Li1[0].TextField[0]'))).toBe('Spouse; Lived together');
    expect(text(doc, p(1, 'List2[0].Li1[0].OtherSpecify_tf[0]'))).toBe('None known (DV-100, item 9: No)');
    expect(text(doc, p(1, 'List3[0].Li1[0].item3FullName3_tf[0]'))).toBe('Ana Núñez Peña');
    expect(checked(doc, p(1, 'List3[0].Li1[0].AGHagueCert_cb[0]'))).toBe(true);
    expect(checked(doc, p(4, 'List11[0].Li1[0].AGHagueCert_cb[0]'))).toBe(true);
    expect(text(doc, p(4, 'List12[0].Li1[0].T161[0]'))).toBe('200');
    expect(text(doc, p(4, 'List12[0].Li1[0].TextField2[0]'))).toBe('La iglesia de San Alfonso');
    expect(text(doc, p(4, 'List13[0].Li1[0].TextField2[0]'))).toBe('812 S Ford Blvd, Apt. 3, Los Ángeles, CA 90022');
    expect(text(doc, p(4, 'List14[0].Li1[0].OtherSpecify_tf[0]'))).toContain('redes sociales');
    expect(text(doc, p(5, 'List16[0].Li1[0].FillText11\\.yards[0]'))).toBe('200');
    expect(text(doc, p(5, 'List16[0].Li3[0].item3FullName3_tf1[0]'))).toBe('Canela');
    expect(text(doc, p(5, 'List17[0].Li1[0].OtherSpecify_tf[0]'))).toBe('El auto Toyota Corolla 2019 y mi celular.');
    expect(checked(doc, p(5, 'List18[0].Li1[0].PersonIn2_cb[0]'))).toBe(true);
    expect(checked(doc, p(5, 'List18[0].Li1[0].PersonIn1_cb[0]'))).toBe(false);
    expect(text(doc, p(6, 'List21[0].Li1[0].T241[0]'))).toBe('Administración del edificio');
    expect(text(doc, p(6, 'List21[0].Li1[0].T247[0]'))).toBe('1,850.00');
    expect(text(doc, p(6, 'List21[0].Li1[0].T350[0]'))).toBe('08/05/2025');
    const attachment = pdfText(bytes);
    expect(attachment).toContain('DV-110, Other Protected People');
    expect(attachment).toContain('Lucía Peña');
  });

  it('fills DV-100 with the Spanish answers, the safe phone chosen for the form, item 4 and the rows that continue on MC-025', async () => {
    const bytes = (await packet.formPdf('DV-100'))!;
    const doc = await PDFDocument.load(bytes);
    expect(text(doc, dv(1, 'List1[0].Li1[0].YourName_tf[0]'))).toBe('Guadalupe Núñez Peña');
    expect(text(doc, dv(1, 'List1[0].Li3[0].T70[0]'))).toBe('Los Ángeles');
    expect(text(doc, dv(1, 'List1[0].Li4[0].T42[0]'))).toBe('(213) 555-0188');
    expect(text(doc, dv(1, 'List2[0].Li1[0].TextField[0]'))).toBe('Óscar Ramírez Ibáñez');
    expect(checked(doc, dv(2, 'List3[0].Li2[0].CheckBox2[0]'))).toBe(true);
    expect(checked(doc, dv(2, 'List3[0].Li1[0].CheckBox2[0]'))).toBe(false);
    expect(text(doc, dv(2, 'List4[0].Li1[0].List1[0].Li2[0].DateField7[0]'))).toBe('02/21/2025');
    expect(checked(doc, dv(2, 'List4[0].Li2[0].YesNo4b_cb[1]'))).toBe(true);
    expect(checked(doc, dv(2, 'List4[0].Li2[0].CheckBox5[0]'))).toBe(true);
    expect(text(doc, dv(2, 'List4[0].Li2[0].TextField5[0]'))).toBe(
      'Corte Superior de Los Ángeles, Los Ángeles, California, 2025, 25CR01234',
    );
    expect(checked(doc, dv(2, 'List4[0].Li2[0].CheckBox1[0]'))).toBe(false);
    expect(checked(doc, dv(3, 'List5[0].Li3[0].YesNo5c_cb[1]'))).toBe(true);
    expect(text(doc, dv(3, 'List5[0].Li3[0].item5a3[0]'))).toBe('Un cuchillo de cocina');
    expect(checked(doc, dv(3, 'List5[0].Li7[0].YesNo5g_cb[3]'))).toBe(true);
    expect(text(doc, dv(3, 'List5[0].Li7[0].TextField[0]'))).toBe('Cada vez que bebe');
    expect(text(doc, dv(5, 'List7[0].Li1[0].dtabs[0]'))).toBe('11/02/2024');
    expect(checked(doc, dv(5, 'List7[0].MultilineCheckBox[0]'))).toBe(true);
    expect(checked(doc, dv(6, 'List8[0].Li2[0].List[0].li1[0].MultilineCheckBox[0]'))).toBe(true);
    expect(checked(doc, dv(6, 'List9[0].LI2[0].YesNo9abc_cb[0]'))).toBe(true);
    const attachment = pdfText(bytes);
    expect(attachment).toContain('DV-100, item 4a — Other restraining orders');
    expect(attachment).toContain('Rompió mis papeles de migración');
    expect(attachment).toContain('DV-100, Other Protected People');
  });

  it('fills CLETS-001: the language, no firearms, four people and the "more people" box', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('CLETS-001'))!);
    expect(checked(doc, clets(1, 'List1[0].Li1[0].item1ME[2]'))).toBe(true);
    expect(text(doc, clets(1, 'List1[0].Li1[0].notf[0]'))).toBe('Español');
    expect(checked(doc, clets(1, 'List1[0].Li1[0].item1firearmME[0]'))).toBe(true);
    expect(checked(doc, clets(2, 'item3EnglishME[0]'))).toBe(true);
    expect(text(doc, clets(2, 'List4[0].Li1[0].item4nametf4[0]'))).toBe('Ana Núñez Peña');
    expect(text(doc, clets(2, 'List4[0].Li1[0].item4dob2[0]'))).toBe('01/09/1955');
    expect(checked(doc, clets(2, 'List4[0].Li1[0].item4cb[0]'))).toBe(true);
  });
});

describe('a client afraid the other parent may take the child (DV-108)', () => {
  it('fills only the reasons and orders the client gave, and asks staff the particulars the questionnaire asks together', async () => {
    const answers: Answers = {
      ...domesticViolenceSample,
      abductionRisk: true,
      abductionReasons: ['threatened', 'preparing'],
      abductionDetails: 'He said he would take our son to Mexico; last month he asked the school for his records.',
      abductionOrders: ['noMove', 'passports', 'bond'],
    };
    const packet = await buildPacket(input(answers));
    expect(packet.forms).toEqual(['DV-100', 'CLETS-001', 'DV-105', 'DV-108', 'DV-109', 'DV-110', 'FL-150']);
    const doc = await PDFDocument.load((await packet.formPdf('DV-108'))!);
    const p = (page: number, name: string) => `DV-108[0].Page${page}[0].${name}`;
    expect(text(doc, p(1, 'List1[0].LI1[0].Yourname[0]'))).toBe('María Elena García');
    expect(text(doc, p(1, 'List2[0].LI1[0].OtherParentsName[0]'))).toBe('José Luis Hernández');
    expect(checked(doc, p(1, 'List3[0].Li4[0].CheckBoxRightCaption[0]'))).toBe(true);
    expect(checked(doc, p(1, 'List3[0].Li4[0].CheckBoxRightCaption4[0]'))).toBe(true);
    expect(checked(doc, p(1, 'List3[0].Li3[0].CheckBoxRightCaption1[0]'))).toBe(true);
    // Stated under penalty of perjury: "has violated a custody order" was not said, nor which preparations.
    expect(checked(doc, p(1, 'List3[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(false);
    expect(checked(doc, p(1, 'List3[0].Li3[0].CheckBoxRightCaption2[0]'))).toBe(false);
    expect(text(doc, p(1, 'List3[0].Li7[0].item26d_tf[0]'))).toContain('take our son to Mexico');
    expect(checked(doc, p(2, 'List4[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
    expect(checked(doc, p(2, 'List5[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
    expect(text(doc, p(2, 'List5[0].Li1[0].TextField[0]'))).toBe('The children’s passports');
    expect(checked(doc, p(2, 'List6[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(false);
    expect(checked(doc, p(2, 'List10[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
    const asked = packet.status.forms.find((f) => f.form === 'DV-108')!.ask.map((a) => `${a.item} ${a.label}`);
    expect(asked).toEqual(expect.arrayContaining(['3c Quit a job', '10 Bond amount']));
  });
});

describe('a submission made under definition version 1', () => {
  const v1Answers: Answers = {
    name: 'María Elena García',
    age: 37,
    mailingAddress: 'P.O. Box 33021, Los Angeles, CA 90033',
    phone: '(323) 555-0101',
    email: 'maria.garcia@example.com',
    safeToContact: true,
    otherName: 'José Luis Hernández',
    otherAge: 40,
    description: 'Tall, short black hair',
    relationship: 'married',
    livesWithYou: false,
    recentDate: '2025-05-30',
    recentAbuse: 'He broke the door and grabbed my arm.',
    injured: true,
    policeCame: false,
    firearms: 'no',
    orders: ['personalConduct', 'stayAway'],
    stayAwayYards: 100,
    temporaryOrders: true,
  };

  it('still validates with its own definition, and upgrades to version 2 keeping what the client wrote', () => {
    const v1 = definitionAt('domestic-violence', 1)!;
    expect(v1.schema.safeParse(v1Answers).success).toBe(true);
    const upgraded = domesticViolenceV1ToV2(v1Answers);
    expect(upgraded).toMatchObject({
      you: { name: 'María Elena García', street: 'P.O. Box 33021', city: 'Los Angeles', state: 'CA', zip: '90033' },
      relationship: ['married'],
      orders: ['personalConduct', 'noContact', 'stayAway'],
      recent: { date: '2025-05-30', harm: true, police: 'no' },
    });
    expect(String(upgraded.otherFacts)).toContain('Tall, short black hair');
    expect(validateAnswers('domestic-violence', upgraded).ok).toBe(false); // version 2 asks more: the client completes it
  });

  it('builds its packet from the upgraded answers with a note, never an error', async () => {
    const packet = await buildPacket(input(v1Answers, { definitionVersion: 1 }));
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    const doc = await PDFDocument.load((await packet.formPdf('DV-100'))!);
    expect(text(doc, dv(1, 'List1[0].Li3[0].T70[0]'))).toBe('Los Angeles');
    expect(checked(doc, dv(7, 'List11[0].Li1[0].CheckBoxRightCaption[0]'))).toBe(true);
  });
});
