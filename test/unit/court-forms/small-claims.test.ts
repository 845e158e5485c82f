/**
 * Small claims end to end: the SC-100 packet for the English and the Spanish sample, read back with pdf-lib (the key
 * fields of every item), SC-100A and SC-103 (the official forms), the military attachment, and a
 * submission made under definition version 1 built from its upgraded answers with a note.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { renderAnswers } from '../../../shared/questionnaires/render';
import { planPdf } from '../../../shared/questionnaires/forms/evaluate';
import { sc103 } from '../../../shared/questionnaires/forms/maps/sc-103';
import { definitionAt, getQuestionnaire, questionnaireTranslator, validateAnswers } from '../../../shared/questionnaires/registry';
import { smallClaimsSample, smallClaimsSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { upgradeSmallClaims1 } from '../../../shared/questionnaires/versions';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const assets = formAssets(FORMS_DIR);
const input = (answers: Answers, extra: Partial<PacketInput> = {}): PacketInput => ({
  type: 'small-claims',
  definitionVersion: 2,
  answers,
  submission: {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    clientName: 'María Elena García',
    locale: 'en',
    createdAt: '2026-01-05T18:00:00.000Z',
  },
  lang: 'en',
  assets,
  ...extra,
});
const p = (page: number, name: string) => `SC-100[0].Page${page}[0].${name}`;
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'sc-'));
  writeFileSync(join(dir, 'p.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'])
    .toString()
    .replace(/\s+/g, ' ');
}

/** A version-1 submission as it was stored. */
const v1Answers = {
  fullName: 'María Elena García',
  email: 'maria.garcia@example.com',
  phone: '(323) 555-0101',
  claimAmount: 245_000,
  defendantName: 'Sunset Auto Repair LLC',
  defendantAddress: '4400 Sunset Blvd, Los Angeles, CA 90027',
  incidentDate: '2025-06-14',
  incidentDescription: 'I paid for a transmission repair; the car broke down again two days later.',
  damages: 'Repair $1,950 + towing $150 + rental $350.',
  attempts: 'Demand letter sent July 1.',
};

describe('SC-100 for the English sample', () => {
  it('fills every item the client answered, checks the boxes, names the court and leaves the clerk’s part', async () => {
    const packet = await buildPacket(input(smallClaimsSample));
    expect(packet.forms).toEqual(['SC-100']);
    const doc = await PDFDocument.load((await packet.formPdf('SC-100'))!);
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe('María Elena García');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffAddress1[0]'))).toBe('1234 E Cesar Chavez Ave');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffState1[0]'))).toBe('CA');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffZip1[0]'))).toBe('90033');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffName2[0]'))).toBe('');
    expect(text(doc, p(2, 'List2[0].item2[0].DefendantName1[0]'))).toBe('Sunset Auto Repair LLC');
    expect(text(doc, p(2, 'List2[0].item2[0].DefendantName2[0]'))).toBe('Arturo Beltrán');
    expect(text(doc, p(2, 'List3[0].PlaintiffClaimAmount1[0]'))).toBe('2,450.00');
    expect(text(doc, p(3, 'List3[0].Lib[0].Date1[0]'))).toBe('06/14/2025');
    expect(checked(doc, p(3, 'List4[0].Item4[0].Checkbox50[0]'))).toBe(true);
    expect(checked(doc, p(3, 'List5[0].Lia[0].Checkbox5cb[0]'))).toBe(true);
    expect(text(doc, p(3, 'List6[0].item6[0].ZipCode1[0]'))).toBe('90027');
    expect(checked(doc, p(3, 'List7[0].item7[0].Checkbox60[1]'))).toBe(true);
    expect(checked(doc, p(3, 'List8[0].item8[0].Checkbox61[1]'))).toBe(true);
    expect(checked(doc, p(4, 'List9[0].Item9[0].Checkbox62[1]'))).toBe(true);
    expect(checked(doc, p(4, 'List10[0].li10[0].Checkbox63[1]'))).toBe(true);
    expect(checked(doc, p(4, 'List10[0].li10[0].Checkbox63[0]'))).toBe(false);
    expect(text(doc, p(4, 'Sign[0].PlaintiffName1[0]'))).toBe('María Elena García');
    expect(text(doc, p(1, 'CaptionRight[0].CN[0].CaseName[0]'))).toBe('María Elena García v. Sunset Auto Repair LLC');
    expect(text(doc, p(1, 'CaptionRight[0].CN[0].CaseNumber[0]'))).toBe('');
    const sc100 = packet.status.forms.find((f) => f.form === 'SC-100')!;
    expect(sc100.ask).toEqual([]);
    // The court (issue 25): the courthouse proposed from the answers (the defendant is in Los Angeles, where the
    // Stanley Mosk Courthouse hears small claims), its name and street address in the one box SC-100 has for them.
    expect(text(doc, p(1, 'CaptionRight[0].County[0].CourtInfo[0]'))).toBe(
      'Superior Court of California, County of Los Angeles\nStanley Mosk Courthouse\n111 North Hill Street, Los Angeles, CA 90012',
    );
    expect(sc100.staff.map((s) => s.label)).not.toContain('Court name and street address');
    expect(sc100.notes).toEqual([]);
  });
});

describe('SC-100 for the Spanish sample (entity, DBA, three plaintiffs, three defendants, public entity, period)', () => {
  it('fills the Spanish names and the conditional items, and adds SC-100A, SC-103 and the military attachment', async () => {
    const packet = await buildPacket(
      input(smallClaimsSampleEs, { submission: { ...input(smallClaimsSampleEs).submission, locale: 'es' } }),
    );
    expect(packet.forms).toEqual(['SC-100', 'SC-100A', 'SC-103']);
    expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    const doc = await PDFDocument.load((await packet.formPdf('SC-100'))!);
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe('Panadería Núñez e Hijos, Inc.');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffMailingAddress1[0]'))).toBe('P.O. Box 33871');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffName2[0]'))).toBe('Begoña Núñez Peña');
    expect(text(doc, p(2, 'PxCaption[0].Plaintiff[0]'))).toBe('Panadería Núñez e Hijos, Inc., Begoña Núñez Peña, Íñigo Ibáñez Muñoz');
    expect(checked(doc, p(2, 'List1[0].Item1[0].Checkbox1[0]'))).toBe(true);
    expect(checked(doc, p(2, 'List1[0].Item1[0].Checkbox2[0]'))).toBe(true);
    expect(checked(doc, p(2, 'List2[0].item2[0].Checkbox4[0]'))).toBe(true);
    expect(checked(doc, p(2, 'List2[0].item2[0].Checkbox5[0]'))).toBe(true);
    expect(text(doc, p(3, 'List3[0].Lib[0].Date2[0]'))).toBe('10/07/2024');
    expect(text(doc, p(3, 'List3[0].Lib[0].Date3[0]'))).toBe('10/28/2024');
    expect(checked(doc, p(3, 'List4[0].Item4[0].Checkbox50[1]'))).toBe(true);
    expect(text(doc, p(3, 'List4[0].Item4[0].FillField2[0]'))).toMatch(/^La ciudad rechazó/);
    expect(checked(doc, p(3, 'List8[0].item8[0].Checkbox61[0]'))).toBe(true);
    expect(checked(doc, p(3, 'List8[0].item8[0].Checkbox14[0]'))).toBe(true);
    expect(text(doc, p(3, 'List8[0].item8[0].Date4[0]'))).toBe('02/03/2025');
    expect(checked(doc, p(4, 'List10[0].li10[0].Checkbox63[0]'))).toBe(true);
    expect(text(doc, p(4, 'Sign[0].PlaintiffName2[0]'))).toBe('Begoña Núñez Peña');
    // The defendant on active duty is named on an attachment, as the form has no box for the name.
    const sc100Text = pdfText((await packet.formPdf('SC-100'))!);
    expect(sc100Text).toContain('SC-100, item 2 — Defendant(s) on active military duty');
    expect(sc100Text).toContain('José Ángel Quiñónez');
    const worksheets = pdfText(await packet.mergedPdf());
    expect(worksheets).toContain('Íñigo Ibáñez Muñoz'); // the third plaintiff, on SC-100A
    expect(worksheets).toContain('Constructora Peñalosa S.A.');
    expect(worksheets).toContain('Code Civ. Proc. §185');
    // SC-103, the official form (issue 27: it was a worksheet).
    const sc103 = await PDFDocument.load((await packet.formPdf('SC-103'))!);
    const f = (n: string) => `SC-103[0].Page1[0].${n}`;
    expect(checked(sc103, f('Attachement[0].CheckBox1[0]'))).toBe(true);
    expect(text(sc103, f('List1[0].item1[0].FillText1[0]'))).toBe('La Espiga Dorada');
    expect(text(sc103, f('List1[0].item1[0].FillText2[0]'))).toBe('2150 E César E. Chávez Ave, Los Ángeles, CA 90033');
    expect(text(sc103, f('List1[0].item1[0].FillText3[0]'))).toBe('P.O. Box 33871, Los Ángeles, CA 90033');
    const kinds = ['CheckBox6[0]', 'CheckBox6[1]', 'CheckBox6[2]', 'CheckBox6[3]', 'CheckBox6[4]', 'CheckBox6[5]'];
    expect(kinds.filter((k) => checked(sc103, f(`List2[0].item2[0].${k}`)))).toEqual(['CheckBox6[1]']);
    expect(text(sc103, f('List3[0].item3[0].FillText5[0]'))).toBe('Los Ángeles');
    expect(text(sc103, f('List4[0].item4[0].FillText6[0]'))).toBe('2023-045671');
    expect(text(sc103, f('List5[0].item5[0].FillText7[0]'))).toBe('03/31/2028');
    expect(text(sc103, f('List6[0].item6[0].FillText10[0]'))).toBe('Begoña Núñez Peña, Presidenta');
    expect(text(sc103, f('List6[0].item6[0].FillText9[0]'))).toBe('');
  });
});

describe('SC-103: only the owner or an officer signs (issue 25 item 4)', () => {
  const ctx = { def: getQuestionnaire('small-claims'), t: questionnaireTranslator('en') };
  const signer = (answers: unknown) =>
    planPdf(sc103, answers, ctx).assignments.flatMap((a) => (a.kind === 'text' && a.field.endsWith('FillText10[0]') ? [a.value] : []));
  const noSigner = { ...smallClaimsSampleEs.fictitiousName, signerName: undefined, signerTitle: undefined };

  it('never types the business’s own name as the person who signs; a plaintiff suing as a person signs as themselves', () => {
    expect(signer({ ...smallClaimsSampleEs, fictitiousName: noSigner })).toEqual(['']);
    expect(
      signer({
        ...smallClaimsSampleEs,
        plaintiffType: 'person',
        plaintiff: { ...smallClaimsSampleEs.plaintiff, name: 'Begoña Núñez Peña' },
        fictitiousName: noSigner,
      }),
    ).toEqual(['Begoña Núñez Peña']);
  });
});

describe('SC-100A, the official attachment (issue 25: it was a worksheet)', () => {
  const a = (name: string) => `topmostSubform[0].Page1[0].${name}`;
  const spanish = () => input(smallClaimsSampleEs, { submission: { ...input(smallClaimsSampleEs).submission, locale: 'es' } });

  it('lists the third plaintiff and the other defendants with their mailing address and agent for service', async () => {
    const packet = await buildPacket(spanish());
    const sc100a = packet.status.forms.find((f) => f.form === 'SC-100A')!;
    expect(sc100a).toMatchObject({ output: 'pdf', revision: 'Rev. January 1, 2017', attachmentPages: 1 });
    const doc = await PDFDocument.load((await packet.formPdf('SC-100A'))!);
    expect(text(doc, a('FillText42[0]'))).toBe('Íñigo Ibáñez Muñoz');
    expect(text(doc, a('FillText40[0]'))).toBe('Santa Ana');
    expect(text(doc, a('FillText42[3]'))).toBe('');
    // "Doing business under a fictitious name?" asked of each plaintiff: No for Íñigo, neither box on the empty row.
    expect(checked(doc, a('CheckBox8[1]'))).toBe(true);
    expect(checked(doc, a('CheckBox8[0]'))).toBe(false);
    expect(checked(doc, a('CheckBox2[0]')) || checked(doc, a('CheckBox2[1]'))).toBe(false);
    expect(text(doc, a('FillText42[1]'))).toBe('Constructora Peñalosa S.A.');
    expect(text(doc, a('T86[2]'))).toBe('P.O. Box 71455');
    expect(text(doc, a('T96[3]'))).toBe('90071');
    expect(text(doc, a('FillText42[2]'))).toBe('Graciela Peñalosa Ruiz');
    expect(text(doc, a('FillText42[4]'))).toBe('Presidenta');
    expect(text(doc, a('FillText41[3]'))).toBe('900 W Olympic Blvd, Suite 1200');
    // The second other defendant does not fit the form's one row: continued on MC-025, with the box checked.
    expect(checked(doc, a('CheckBox1[0]'))).toBe(true);
    expect(checked(doc, a('CheckBox6[1]'))).toBe(true);
    expect(checked(doc, a('More2500_cb[1]'))).toBe(true);
    expect(text(doc, a('FillText107[0]'))).toBe('Begoña Núñez Peña');
    const pages = pdfText((await packet.formPdf('SC-100A'))!);
    expect(pages).toContain('SC-100A, item 2 — Other defendants (continued)');
    // The continuation table wraps a long name across its lines.
    expect(pages).toContain('José Ángel');
    expect(pages).toContain('Quiñónez');
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates and renders with its own definition', () => {
    const v1 = definitionAt('small-claims', 1)!;
    expect(v1.schema.safeParse(v1Answers).success).toBe(true);
    const doc = renderAnswers(v1, v1Answers, questionnaireTranslator('es'), 'es');
    expect(doc.sections.flatMap((s) => s.entries).map((e) => e.label)).toContain('¿A quién demanda?');
  });

  it('is carried to version 2: the old one-line address is split, what version 1 did not ask stays for staff', () => {
    const upgraded = upgradeSmallClaims1(v1Answers);
    expect(upgraded).toMatchObject({
      plaintiff: { name: 'María Elena García', email: 'maria.garcia@example.com' },
      defendant: { name: 'Sunset Auto Repair LLC', street: '4400 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90027' },
      dateKind: 'single',
      askedToPay: true,
    });
    const result = validateAnswers('small-claims', upgraded);
    expect(result.ok ? [] : Object.keys(result.fieldErrors).sort()).toEqual(
      [
        'feeDispute',
        'hasOtherDefendants',
        'hasOtherPlaintiffs',
        'manyClaims',
        'military',
        'plaintiff.city',
        'plaintiff.state',
        'plaintiff.street',
        'plaintiff.zip',
        'plaintiffType',
        'usesFictitiousName',
        'venue',
        'defendantType',
      ].sort(),
    );
  });

  it('builds its packet from the upgraded answers, with a note on the cover sheet', async () => {
    const packet = await buildPacket(input(v1Answers, { definitionVersion: 1 }));
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    const doc = await PDFDocument.load((await packet.formPdf('SC-100'))!);
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe('María Elena García');
    expect(text(doc, p(2, 'List2[0].item2[0].DefendantCity1[0]'))).toBe('Los Angeles');
    expect(text(doc, p(2, 'List1[0].Item1[0].PlaintiffAddress1[0]'))).toBe('');
    expect(pdfText(await packet.mergedPdf())).toContain('Submitted under questionnaire version 1 (current: 2)');
  });
});
