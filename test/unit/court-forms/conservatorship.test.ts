/**
 * Conservatorship: GC-310 built from the English sample (person and estate, dementia powers, the petitioner as
 * conservator) and the Spanish one (a limited conservatorship of the person for an adult with a developmental
 * disability, another proposed conservator) and read back with pdf-lib; the worksheets; and a version-1 submission
 * carried into a packet.
 */
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket } from '../../../functions/lib/packet/build';
import type { Answers } from '../../../shared/questionnaires/types';
import { conservatorshipV1ToV2 } from '../../../shared/questionnaires/conservatorship.upgrade';
import { validateAnswers } from '../../../shared/questionnaires/registry';
import { conservatorshipSample, conservatorshipSampleEs } from '../../../shared/questionnaires/samples';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(90_000);

const assets = formAssets(FORMS_DIR);

async function packetOf(answers: unknown, locale: 'en' | 'es' = 'en', definitionVersion = 2) {
  const packet = await buildPacket({
    type: 'conservatorship',
    definitionVersion,
    answers: answers as Answers,
    submission: { id: 'x', clientName: 'Client', locale, createdAt: '2026-01-05T18:00:00.000Z' },
    lang: 'en',
    assets,
  });
  const form = async (id: string) => {
    const bytes = await packet.formPdf(id);
    if (!bytes) throw new Error(`${id} is not in the packet`);
    if (process.env.CONSERVATORSHIP_PDF_DIR) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.CONSERVATORSHIP_PDF_DIR}/${id}-${locale}-v${definitionVersion}.pdf`, bytes);
    }
    const f = (await PDFDocument.load(bytes)).getForm();
    return {
      text: (name: string) => (f.getField(name) as PDFTextField).getText() ?? '',
      checked: (name: string) => (f.getField(name) as PDFCheckBox).isChecked(),
      names: () => f.getFields().map((field) => field.getName()),
    };
  };
  return { packet, form };
}
const p = (page: number) => (n: string) => `topmostSubform[0].Page${page}[0].${n}`;
const [p1, p2, p3, p4, p5, p6, p7, p8] = [1, 2, 3, 4, 5, 6, 7, 8].map(p);
const caption = p1('StdP1Header_sf[0].TitlePartyName[0].Party2_ft[0]');
const c = (page: number) => (n: string) => `GC-312[0].Page${page}[0].${n}`;
const [c1, c2, c3, c4] = [1, 2, 3, 4].map(c);

describe('the samples', () => {
  it.each([
    ['English', conservatorshipSample],
    ['Spanish', conservatorshipSampleEs],
  ])('the %s sample is valid as it is', (_, sample) => {
    expect(validateAnswers('conservatorship', sample)).toEqual({ ok: true, data: sample });
  });
});

describe('the English sample: person and estate, the petitioner as conservator', () => {
  let built: Awaited<ReturnType<typeof packetOf>>;
  beforeAll(async () => {
    built = await packetOf(conservatorshipSample);
  });

  it('holds GC-310, GC-314, GC-313 (dementia powers), GC-320, GC-340 and GC-348', () => {
    const applies = built.packet.status.forms.filter((f) => f.applies).map((f) => f.form);
    expect(applies).toEqual(expect.arrayContaining(['GC-310', 'GC-314', 'GC-313', 'GC-320', 'GC-340', 'GC-348']));
  });

  it('fills the official GC-348: the caption, person and estate, and the conservator’s name under the acknowledgment', async () => {
    expect(built.packet.status.forms.find((f) => f.form === 'GC-348')?.output).toBe('pdf');
    const f = await built.form('GC-348');
    expect(f.text('FillText01')).toBe('María Elena García');
    expect(f.text('FillText02')).toBe('1234 E Cesar Chavez Ave');
    expect(f.text('FillText03')).toBe('Los Angeles, CA 90033');
    expect(f.text('FillText08')).toBe('Self-represented');
    expect(f.text('FillText14')).toBe('Rosa Alicia García');
    expect([f.checked('CheckBox01'), f.checked('CheckBox02')]).toEqual([true, true]);
    expect(f.text('FillText17')).toBe('María Elena García');
    expect([f.text('FillText15'), f.text('FillText16'), f.text('FillText19')]).toEqual(['', '', '']);
    // The form has no XFA: its notice to press Clear This Form is a read-only text field, which goes like the buttons.
    expect(f.names().filter((n) => /Notice|Save|Print|Reset/.test(n))).toEqual([]);
    expect(f.names()).toContain('FillText21');
  });

  it('fills the official GC-320: whom it cites, what the petition alleges, who is to be appointed; the hearing and the proof of service left blank', async () => {
    expect(built.packet.status.forms.find((f) => f.form === 'GC-320')?.output).toBe('pdf');
    const f = await built.form('GC-320');
    // GC-310 comes first in the packet under the same root ("topmostSubform[0]"): the packet serves GC-320's fields as
    // the root's second copy (build.ts gives every form fields of its own in the merged PDF).
    const c1 = (n: string) => `topmostSubform[1].Page1[0].${n}`;
    expect(f.text(c1('FillText59[0]'))).toBe('Rosa Alicia García');
    expect(f.text(c1('CaptionP1_sf[0].TitlePartyName[0].Party1_ft[0]'))).toBe('Rosa Alicia García');
    expect(f.text('topmostSubform[1].Page3[0].PxCaption_sf[0].TitlePartyName[0].Party1_ft[0]')).toBe('Rosa Alicia García');
    expect(f.text(c1('CaptionP1_sf[0].AttyInfo[0].AttyName_ft[0]'))).toBe('María Elena García');
    // Person and estate, a general (not limited) conservatorship, the petitioner to be appointed.
    expect(
      ['CheckBox8[0]', 'ChckBox8[0]', 'CheckBox5[0]', 'ChckBox5[0]', 'CheckBx3[0]', 'ChckBox3[0]'].map((n) => f.checked(c1(n))),
    ).toEqual([true, true, true, false, true, true]);
    expect(f.checked(c1('CaptionP1_sf[0].FormTitle[0].#area[0].ChckBx22[0]'))).toBe(false);
    expect(f.text(c1('FillText65[0]'))).toBe('María Elena García');
    expect([f.text(c1('#area[0].FillText61[0]')), f.text('topmostSubform[1].Page3[0].FillText11[0]')]).toEqual(['', '']);
  });

  it('fills the proposed GC-340: the caption, the petitioner, the appointment petitioned for; findings and other orders left to the court', async () => {
    expect(built.packet.status.forms.find((f) => f.form === 'GC-340')?.output).toBe('pdf');
    const f = await built.form('GC-340');
    // Third form of the packet on the root "topmostSubform[0]" (after GC-310 and GC-320): served as its third copy.
    const o = (page: number) => (n: string) => `topmostSubform[2].Page${page}[0].${n}`;
    const [o1, o2, o3] = [1, 2, 3].map(o);
    expect(f.text(o1('StdP1Header_sf[0].TitlePartyName[0].Party2_ft[0]'))).toBe('Rosa Alicia García');
    expect(f.text(o1('StdP1Header_sf[0].CourtInfo[0].CrtCounty_ft[0]'))).toBe('Los Angeles');
    expect(
      ['CheckBox23[0]', 'CheckBox22[0]', 'CheckBx22[0]', 'ChckBx22[0]'].map((n) => f.checked(o1(`StdP1Header_sf[0].FormTitle[0].${n}`))),
    ).toEqual([false, true, true, false]);
    expect([f.text(o1('FillText21[0]')), f.text(o1('FillText26[0]'))]).toEqual(['María Elena García', 'Rosa Alicia García']);
    expect([o2('FillText35[0]'), o2('FillText36[0]'), o2('FillText38[0]'), o2('FillText39[0]'), o2('FillText42[0]')].map(f.text)).toEqual([
      'María Elena García',
      '(323) 555-0101',
      'Rosa Alicia García',
      'María Elena García',
      'Rosa Alicia García',
    ]);
    expect([o2('CheckBox41[0]'), o2('CheckBox41[1]'), o2('OrderEstAppt[0]'), o2('OrderEstAppt[1]')].map(f.checked)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // The findings and the other orders are the court's, whatever the petition alleges or asks (bond, dementia powers).
    expect(
      [o1('CheckBox17[0]'), o1('CheckBox20[0]'), o2('CheckBox44[0]'), o3('CheckBox33[2]'), o3('CheckBox85[0]')].map(f.checked),
    ).toEqual([false, false, false, false, false]);
    expect([o1('FillText16[0]'), o3('FillText51[0]'), o3('FillText52[0]')].map(f.text)).toEqual(['', '', '']);
  });

  it('fills GC-310: the requests, the person, venue, estate, needs, hearing and relatives', async () => {
    const f = await built.form('GC-310');
    expect(f.text(caption)).toBe('Rosa Alicia García');
    expect(f.text(p8('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'))).toBe('Rosa Alicia García');
    expect([p1('StdP1Header_sf[0].FormTitle[0].CheckBox22[0]'), p1('StdP1Header_sf[0].FormTitle[0].CheckBx22[0]')].map(f.checked)).toEqual([
      true,
      true,
    ]);
    expect(f.checked(p1('StdP1Header_sf[0].FormTitle[0].ChckBx22[0]'))).toBe(false);
    expect(f.text(p1('FillText156[0]'))).toBe('María Elena García');
    expect(f.text(p1('FillText157[0]'))).toBe('María Elena García');
    expect(f.text(p1('FillText160[0]'))).toBe('María Elena García');
    expect(f.text(p1('FillText164[0]'))).toBe('1234 E Cesar Chavez Ave, Los Angeles, CA 90033');
    expect([p1('CheckBx19[0]'), p1('ChckBx19[0]'), p1('CheckBx16[0]')].map(f.checked)).toEqual([true, false, true]);
    expect(f.checked(p1('CheckBox9[0]'))).toBe(true);
    expect(f.checked(p1('CheckBox2[0]'))).toBe(true);
    expect(f.checked(p2('CheckBox54[0]'))).toBe(true);
    expect(f.checked(p2('T169[0]'))).toBe(false);
    expect(f.text(p2('FillText171[0]'))).toBe('Rosa Alicia García');
    expect([p2('CheckBox46[0]'), p2('CheckBox45[0]'), p2('CheckBox43[0]')].map(f.checked)).toEqual([true, true, false]);
    expect([p2('#area[0].CheckBox39[0]'), p2('#area[0].CheckBox39[1]')].map(f.checked)).toEqual([false, true]);
    expect([p2('CheckBox35[0]'), p2('CheckBox30[0]')].map(f.checked)).toEqual([true, true]);
    expect(f.text(p2('FillText2[0]'))).toBe('Daughter');
    expect(f.text(p3('FillText26[0]'))).toBe('85,000.00');
    expect(f.text(p3('FillText29[0]'))).toBe('10,800.00');
    expect(f.text(p3('FillText18[0]'))).toBe('111,640.00');
    expect([p4('CheckBox93[0]'), p4('CheckBox93[1]')].map(f.checked)).toEqual([true, false]);
    expect(f.text(p4('FillText37[0]'))).toBe('1,400.00');
    expect(f.checked(p4('CheckBox88[0]'))).toBe(true);
    expect(f.text(p5('FillText39[0]'))).toMatch(/^Physical health: Advanced Alzheimer’s disease/);
    expect(f.text(p5('FillText42[0]'))).toContain('Fraud and undue influence: She sent $4,000');
    expect(f.checked(p6('CheckBox134[0]'))).toBe(true);
    expect(f.checked(p6('CheckBox147[0]'))).toBe(false);
    expect([p6('CheckBox39[10]'), p6('CheckBox39[11]')].map(f.checked)).toEqual([false, true]);
    expect([p6('CheckBox39[0]'), p6('CheckBox39[1]')].map(f.checked)).toEqual([false, true]);
    expect(f.text(p7('FillText44[1]'))).toBe('Carlos García, Son');
    expect(f.text(p7('FillText50[1]'))).toBe('55 Elm St, Pasadena, CA 91101');
    expect(f.text(p7('FillText52[0]'))).toBe('Deceased 01/20/2025');
    expect(f.checked(p7('CheckBox150[0]'))).toBe(false);
    expect(f.text(p8('FillText61[1]'))).toBe('María Elena García');
  });

  it('fills GC-312: needs, residence, alternatives, services, what the person knows, the basis', async () => {
    const f = await built.form('GC-312');
    expect(f.text(c1('p1Caption[0].TitlePartyName[0].Conservatee_ft[0]'))).toBe('Rosa Alicia García');
    expect(f.text(c1('Item1[0].DOB_ft[0]'))).toBe('03/12/1941');
    expect(f.checked(c1('Item2[0].PropConservator_cb[0]'))).toBe(true);
    expect(f.text(c1('Item3[0].Item3a[0].PhysHealth_ft[0]'))).toContain('Medications: Donepezil 10 mg daily');
    expect(f.text(c1('Item3[0].Item3b[0].Food_ft[0]'))).toBe(
      'She forgets to eat and cannot cook safely; she left the stove on twice this year.',
    );
    expect(f.text(c2('Item4[0].FrdUndueInfl_ft[0]'))).toMatch(/^She sent \$4,000/);
    expect(f.text(c2('Item5[0].Item5a[0].ResNature_ft[0]'))).not.toBe('');
    expect(
      [c2('Item5[0].Item5c[0].residence5\\.c[0]'), c2('Item5[0].Item5e[0].Item5e1[0].Item5e1a[0].livinginthe5\\.e[0]')].map(f.checked),
    ).toEqual([true, true]);
    expect(f.text(c3('Item6[0].Item6d[0].POA_ft[0]'))).toBe('She never signed one and no longer has the capacity to sign one.');
    expect(f.checked(c4('Item7[0].Item7a[0].HealthServs_cb[0]'))).toBe(true);
    expect([c4('Item8[0].Item8a[0].Knows_8\\.a[2]'), c4('Item8[0].Item8b[0].Agrees_8\\.b[2]')].map(f.checked)).toEqual([true, true]);
    expect([c4('Item9[0].Item9a[0].PersKnow9a_cb[0]'), c4('Item9[0].Item9a[0].Affidavit9a_cb[0]')].map(f.checked)).toEqual([true, false]);
    expect(f.checked(c4('Item10[0].NotApply3_cb[0]'))).toBe(false);
    expect(f.text(c4('PoPDec[0].TypePrintName[0]'))).toBe('María Elena García');
  });
});

describe('the Spanish sample: a limited conservatorship of the person, another proposed conservator', () => {
  let built: Awaited<ReturnType<typeof packetOf>>;
  beforeAll(async () => {
    built = await packetOf(conservatorshipSampleEs, 'es');
  });

  it('fills GC-310 with the proposed conservator, the limited powers and the disability', async () => {
    const f = await built.form('GC-310');
    expect(f.text(caption)).toBe('Íker Núñez Peña');
    expect(f.checked(p1('StdP1Header_sf[0].FormTitle[0].ChckBx22[0]'))).toBe(true);
    expect(f.checked(p1('StdP1Header_sf[0].FormTitle[0].CheckBx22[0]'))).toBe(false);
    expect(f.text(p1('FillText156[0]'))).toBe('Rosa María Núñez Peña');
    expect(f.text(p1('FillText157[0]'))).toBe('Joaquín Peña Núñez');
    expect(f.text(p1('FillText158[0]'))).toBe('(323) 555-0145');
    expect(f.text(p1('FillText160[0]'))).toBe('');
    expect([p1('CheckBx19[0]'), p1('ChckBx19[0]')].map(f.checked)).toEqual([false, true]);
    expect([p2('CheckBox57[0]'), p2('CheckBox56[0]')].map(f.checked)).toEqual([true, false]);
    expect([p2('CheckBox35[0]'), p2('CheckBox30[0]')].map(f.checked)).toEqual([false, true]);
    // Dispensing with notice to the father is one of the other orders of item 1l.
    expect(f.checked(p2('T169[0]'))).toBe(true);
    expect(f.text(p2('FillText2[0]'))).toBe('Madre');
    expect([p3('CheckBox74[0]'), p3('CheckBox71[0]')].map(f.checked)).toEqual([true, true]);
    expect(f.text(p3('FillText153025[0]'))).toBe('Hermano');
    expect(f.checked(p3('CheckBox61[0]'))).toBe(false);
    expect(f.text(p3('FillText18[0]'))).toBe('');
    expect([p4('CheckBox93[0]'), p4('CheckBox93[1]')].map(f.checked)).toEqual([false, true]);
    expect(f.text(p5('FillText39[0]'))).toContain('Food: Puede comer solo');
    expect(f.text(p5('FillText42[0]'))).toBe('');
    expect([p6('CheckBox39[10]'), p6('CheckBox39[11]')].map(f.checked)).toEqual([true, false]);
    expect([p6('CheckBox147[0]'), p6('CheckBox146[1]'), p6('CheckBox39[6]')].map(f.checked)).toEqual([true, true, true]);
    expect(f.text(p7('FillText45[0]'))).toBe('Ramón Peña, Padre (dirección desconocida)');
    expect(f.text(p7('FillText53[0]'))).toBe('Calle Ñandú 45, Col. Libertad, Tijuana, B.C., México');
  });

  it('appoints on GC-340 a limited conservator of the person only: the estate’s appointment left blank', async () => {
    const f = await built.form('GC-340');
    const o2 = (n: string) => `topmostSubform[2].Page2[0].${n}`;
    expect([o2('FillText35[0]'), o2('FillText38[0]')].map(f.text)).toEqual(['Joaquín Peña Núñez', 'Íker Núñez Peña']);
    expect([o2('CheckBox41[0]'), o2('CheckBox41[1]')].map(f.checked)).toEqual([false, true]);
    expect([o2('FillText39[0]'), o2('FillText40[0]'), o2('FillText42[0]')].map(f.text)).toEqual(['', '', '']);
    expect([o2('OrderEstAppt[0]'), o2('OrderEstAppt[1]')].map(f.checked)).toEqual([false, false]);
  });

  it('fills GC-312 in the client’s words, and says why item 4 does not apply', async () => {
    const f = await built.form('GC-312');
    expect(f.checked(c1('Item2[0].PropConservator_cb[0]'))).toBe(false);
    expect(f.text(c1('Item3[0].Item3d[0].Shelter_ft[0]'))).toBe(
      'No entiende el pago de la renta ni de los servicios; no podría vivir solo.',
    );
    expect(f.checked(c2('Item4[0].FinResources_cb[0]'))).toBe(false);
    expect(f.text(c3('Item6[0].Item6a[0].SDM_ft[0]'))).toMatch(/^Lo intentamos un año/);
    expect([c4('Item8[0].Item8a[0].Knows_8\\.a[0]'), c4('Item8[0].Item8b[0].Agrees_8\\.b[0]')].map(f.checked)).toEqual([true, true]);
    expect([c4('Item10[0].NotApply3_cb[0]'), c4('Item10[0].NotApply4_cb[0]')].map(f.checked)).toEqual([false, true]);
    expect(f.text(c4('Item10[0].NotAppExplain_ft[0]'))).toMatch(/^Item 4: /);
  });
});

describe('older submissions', () => {
  it('a version-1 submission upgrades and still builds a packet with GC-310', async () => {
    const v1 = {
      petitioner: {
        name: 'María Elena García',
        address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
        phone: '(323) 555-0101',
        email: 'maria.garcia@example.com',
      },
      relationship: 'Daughter',
      petitionerIsConservator: true,
      conservateeName: 'Rosa Alicia García',
      conservateeDateOfBirth: '1941-03-12',
      conservateeAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      livesIn: 'relativeHome',
      canAttendHearing: false,
      conservatorshipOf: 'person',
      developmentalDisability: false,
      dementiaPowers: false,
      personalNeeds: 'She cannot manage her medication.',
      alternatives: ['powerOfAttorney'],
      whyNotAlternatives: 'She cannot sign one.',
      relatives: [{ name: 'Carlos García', relationship: 'Son', address: '55 Elm St, Pasadena, CA 91101' }],
    };
    const upgraded = conservatorshipV1ToV2(v1 as Answers);
    const { packet, form } = await packetOf(v1, 'en', 1);
    expect(packet.status.forms.find((f) => f.form === 'GC-310')?.applies).toBe(true);
    const f = await form('GC-310');
    expect(f.text(caption)).toBe('Rosa Alicia García');
    expect(f.text(p1('FillText156[0]'))).toBe('María Elena García');
    // Only the needs the older version asked are printed, without empty headings.
    expect(f.text(p5('FillText39[0]'))).not.toContain('Food:');
    expect(upgraded.conservateeName).toBe('Rosa Alicia García');
  });
});
