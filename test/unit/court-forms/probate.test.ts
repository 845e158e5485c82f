/**
 * Probate's forms filled from its English and Spanish samples and read back with pdf-lib: DE-111's caption, requests,
 * the probate estate of item 3d (only the assets in the decedent's name alone or in common), the will, the
 * appointment, the family tree of items 5–7 and the heirs of item 8 (overflow to Attachment 8); the worksheets that
 * apply; and a version-1 submission upgraded into a packet.
 */
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket } from '../../../functions/lib/packet/build';
import { fillForm } from '../../../functions/lib/packet/fill';
import { formApplies, planPdf, planPdfCopies, planWorksheet, type FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { PROBATE_MAPS } from '../../../shared/questionnaires/probate.forms';
import { probateV1ToV2 } from '../../../shared/questionnaires/probate.upgrade';
import { getQuestionnaire, questionnaireTranslator, validateAnswers } from '../../../shared/questionnaires/registry';
import { filingOf } from '../../../shared/courts/filing';
import { probateSample, probateSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const assets = formAssets(FORMS_DIR);
const ctx: FormatContext = { def: getQuestionnaire('probate'), t: questionnaireTranslator('en') };
const { de111 } = PROBATE_MAPS;
const p1 = (n: string) => `topmostSubform[0].Page1[0].${n}`;
const p2 = (n: string) => `topmostSubform[0].Page2[0].Page2[0].${n}`;
const p3 = (n: string) => `topmostSubform[0].Page3[0].${n}`;
const p4 = (n: string) => `topmostSubform[0].Page4[0].${n}`;
const hdr = (n: string) => p1(`StdP1Header_sf[0].${n}`);

async function fill(answers: unknown) {
  const filled = await fillForm(assets.bytes('DE-111'), planPdf(de111, answers, ctx), assets.fillContext('DE-111'));
  const doc = await PDFDocument.load(await filled.doc.save({ updateFieldAppearances: false }));
  const form = doc.getForm();
  return {
    ...filled,
    text: (name: string) => (form.getField(name) as PDFTextField).getText() ?? '',
    checked: (name: string) => (form.getField(name) as PDFCheckBox).isChecked(),
  };
}
const checkedOf = (f: Awaited<ReturnType<typeof fill>>, names: string[]) => names.filter((n) => f.checked(n));

describe('the samples', () => {
  it.each([
    ['English', probateSample],
    ['Spanish', probateSampleEs],
  ])('the %s sample is valid as it is', (_, sample) => {
    expect(validateAnswers('probate', sample)).toEqual({ ok: true, data: sample });
  });
});

describe('DE-111 from the English sample (will, executor, full IAEA, bond waived by the will)', () => {
  let f: Awaited<ReturnType<typeof fill>>;
  beforeAll(async () => {
    f = await fill(probateSample);
  });

  it('fills the caption and the requests of item 2', () => {
    expect(f.text(hdr('AttyInfo[0].AttyName_ft[0]'))).toBe('María Elena García');
    expect(f.text(hdr('AttyInfo[0].AttyZip_ft[0]'))).toBe('90033');
    expect(f.text(hdr('AttyInfo[0].AttyFor_ft[0]'))).toBe('Self-represented');
    expect(f.text(hdr('TitlePartyName[0].Party1[0]'))).toBe('Roberto Antonio García');
    expect(f.text(p4('CaptionPx_sf[0].TitlePartyName[0].Party1[0]'))).toBe('Roberto Antonio García');
    expect(checkedOf(f, [hdr('FormTitle[0].CheckBox23[0]'), hdr('FormTitle[0].CheckBox23[1]'), hdr('FormTitle[0].CheckBox21[0]')])).toEqual(
      [hdr('FormTitle[0].CheckBox23[0]')],
    );
    expect(f.checked(hdr('FormTitle[0].CheckBox19[0]'))).toBe(true);
    expect(f.checked(hdr('FormTitle[0].CheckBox18[0]'))).toBe(false);
    expect(f.text(p1('FillText141[0]'))).toBe('Eastern Group Publications (Boyle Heights Sunday Independent)');
    expect(f.text(p1('FillText143[0]'))).toBe('María Elena García');
    expect(
      checkedOf(
        f,
        [
          'CheckBox3[0]',
          'CheckBox5[0]',
          'CheckBox6[0]',
          'CheckBox7[0]',
          'CheckBox12[0]',
          'CheckBox12[1]',
          'CheckBox11[0]',
          'CheckBox13[0]',
        ].map(p1),
      ),
    ).toEqual(['CheckBox3[0]', 'CheckBox5[0]', 'CheckBox12[0]', 'CheckBox11[0]'].map(p1));
  });

  it('states where and when the decedent died and lived', () => {
    expect(f.text(p1('FillText146[0]'))).toBe('01/20/2025');
    expect(f.text(p1('FillText147[0]'))).toBe('Los Angeles, California');
    expect(f.checked(p1('CheckBox15[0]'))).toBe(true);
    expect(f.checked(p1('CheckBox81[0]'))).toBe(false);
    expect(f.text(p1('FillText149[0]'))).toBe('1234 E Cesar Chavez Ave, Los Angeles, CA 90033, Los Angeles County');
  });

  it('values only the probate estate in item 3d: no IRA with a beneficiary, no joint account', () => {
    expect(f.text(p2('FillText162[0]'))).toBe('35,000.00'); // checking 29,000 + car 6,000
    expect(f.text(p2('FillText165[0]'))).toBe('36,000.00'); // duplex rent
    expect(f.text(p2('FillText164[0]'))).toBe('120.00'); // interest
    expect(f.text(p2('FillText163[0]'))).toBe('71,120.00');
    expect(f.text(p2('FillText173[0]'))).toBe('1,130,000.00');
    expect(f.text(p2('FillText173[1]'))).toBe('320,000.00');
    expect(f.text(p2('FillText178[0]'))).toBe('810,000.00');
    expect(f.text(p2('FillText177[0]'))).toBe('881,120.00');
  });

  it('describes the will, the codicil and the executors who will not act', () => {
    expect(
      checkedOf(f, ['CheckBox73[0]', 'CheckBox74[0]', 'CheckBox75[0]', 'CheckBox77[0]', 'CheckBox78[0]', 'CheckBox79[0]'].map(p2)),
    ).toEqual(['CheckBox73[0]', 'CheckBox78[0]', 'CheckBox79[0]'].map(p2));
    expect(f.text(p2('FillText179[0]'))).toBe('04/12/2019');
    expect(f.text(p2('FillText181[0]'))).toBe('08/01/2022');
    expect(
      checkedOf(f, ['CheckBox58[0]', 'CheckBox59[0]', 'CheckBox61[0]', 'CheckBox63[0]', 'CheckBox62[0]', 'CheckBox66[0]'].map(p2)),
    ).toEqual(['CheckBox58[0]', 'CheckBox61[0]', 'CheckBox62[0]'].map(p2));
    expect(f.text(p2('FillText182[0]'))).toBe('Carlos García, named as co-executor, declined in writing on March 3, 2025.');
    expect(checkedOf(f, ['CheckBox70[0]', 'CheckBox70[1]', 'CheckBox81[0]', 'CheckBox81[1]'].map(p2))).toEqual(
      ['CheckBox70[0]', 'CheckBox81[0]'].map(p2),
    );
  });

  it('draws the family tree: widowed, children, issue of a child who died first', () => {
    expect(
      checkedOf(
        f,
        [
          'CheckBox55[0]',
          'CheckBox55[1]',
          'CheckBox53[0]',
          'CheckBox52[0]',
          'CheckBox51[1]',
          'CheckBox49[0]',
          'CheckBox48[0]',
          'CheckBox45[0]',
          'CheckBox43[1]',
          'CheckBox41[0]',
          'CheckBox33[0]',
        ].map(p3),
      ),
    ).toEqual(
      ['CheckBox55[1]', 'CheckBox52[0]', 'CheckBox51[1]', 'CheckBox49[0]', 'CheckBox48[0]', 'CheckBox45[0]', 'CheckBox43[1]'].map(p3),
    );
  });

  it('lists the heirs on item 8 top to bottom, a deceased one with the date of death', () => {
    expect(f.text(p4('FillText352[0]'))).toBe('María Elena García\nDaughter');
    expect(f.text(p4('FillText351[0]'))).toBe('Adult');
    expect(f.text(p4('FillText352[8]'))).toBe('Teresa García\nDaughter (died after the will was signed)');
    expect(f.text(p4('FillText350[8]'))).toBe('Deceased 11/02/2023');
    expect(f.text(p4('FillText351[7]'))).toBe('15');
    expect(f.text(p4('FillText352[1]'))).toBe('');
    expect(f.checked(p4('CheckBox83[0]'))).toBe(false);
    expect(f.text(p4('FillText357[0]'))).toBe('María Elena García');
    expect(f.overflowTexts).toEqual([]);
  });
});

describe('DE-111 from the Spanish sample (no will, spouse, administrator, limited IAEA, waivers)', () => {
  let f: Awaited<ReturnType<typeof fill>>;
  beforeAll(async () => {
    f = await fill(probateSampleEs);
  });

  it('asks for letters of administration with limited authority, bond waived by the heirs', () => {
    expect(f.checked(hdr('FormTitle[0].CheckBox21[0]'))).toBe(true);
    expect(f.checked(hdr('FormTitle[0].CheckBox18[0]'))).toBe(true);
    expect(f.checked(hdr('FormTitle[0].CheckBox23[0]'))).toBe(false);
    expect(f.text(hdr('TitlePartyName[0].Party1[0]'))).toBe('Jesús Núñez Ibáñez');
    // Papers reach the petitioner at the mailing address.
    expect(f.text(hdr('AttyInfo[0].AttyStreet_ft[0]'))).toBe('P.O. Box 63021');
    expect(f.text(hdr('AttyInfo[0].AttyCity_ft[0]'))).toBe('Los Ángeles');
    expect(checkedOf(f, ['CheckBox3[0]', 'CheckBox7[0]', 'CheckBox12[1]', 'CheckBox11[0]'].map(p1))).toEqual(
      ['CheckBox7[0]', 'CheckBox12[1]', 'CheckBox11[0]'].map(p1),
    );
    expect(checkedOf(f, ['CheckBox74[0]', 'CheckBox75[0]', 'CheckBox77[0]', 'CheckBox78[0]'].map(p2))).toEqual(
      ['CheckBox75[0]', 'CheckBox77[0]'].map(p2),
    );
    expect(checkedOf(f, ['CheckBox66[0]', 'CheckBox67[0]', 'CheckBox68[0]'].map(p2))).toEqual(['CheckBox66[0]', 'CheckBox68[0]'].map(p2));
    expect(f.text(p2('FillTxt181[0]'))).toBe('Spouse or domestic partner');
  });

  it('writes the foreign citizenship and an estate without the joint-tenancy home, the POD account or untitled items', () => {
    expect(f.checked(p1('CheckBox81[0]'))).toBe(true);
    expect(f.text(p1('TextField3g5[0]'))).toBe('México');
    expect(f.text(p2('FillText162[0]'))).toBe('44,000.00'); // truck 19,000 + business 25,000
    expect(f.text(p2('FillText165[0]'))).toBe('9,600.00');
    expect(f.text(p2('FillText164[0]'))).toBe('12,000.00');
    expect(f.text(p2('FillText173[1]'))).toBe('0.00');
    expect(f.text(p2('FillText177[0]'))).toBe('375,600.00');
  });

  it('checks spouse, both kinds of children and the stepchild', () => {
    expect(
      checkedOf(
        f,
        ['CheckBox55[0]', 'CheckBox55[1]', 'CheckBox48[0]', 'CheckBox47[0]', 'CheckBox45[1]', 'CheckBox43[0]', 'CheckBox43[1]'].map(p3),
      ),
    ).toEqual(['CheckBox55[0]', 'CheckBox48[0]', 'CheckBox47[0]', 'CheckBox45[1]', 'CheckBox43[0]'].map(p3));
    expect(f.text(p4('FillText352[9]'))).toBe('Íñigo Núñez Peña\nHijo');
  });
});

describe('items 6 and 7: the first box that applies', () => {
  it('checks only the first group of living relatives, and the predeceased spouse’s relatives', async () => {
    const answers = {
      ...probateSample,
      maritalStatus: 'widowed',
      childrenSurvived: false,
      childKinds: undefined,
      predeceasedChildIssue: false,
      otherRelatives: ['grandparents', 'issueOfParents', 'nextOfKin'],
      predeceasedSpouseProperty: 'personalProperty5',
      predeceasedSpouseRelatives: ['spouseKin', 'spouseParentsIssue'],
    };
    expect(validateAnswers('probate', answers).ok).toBe(true);
    const f = await fill(answers);
    expect(checkedOf(f, ['CheckBox41[0]', 'CheckBox40[0]', 'CheckBox39[0]', 'CheckBox36[0]'].map(p3))).toEqual(['CheckBox40[0]'].map(p3));
    expect(
      checkedOf(f, ['CheckBox33[0]', 'CheckBox33[1]', 'CheckBox31[0]', 'CheckBox31[1]', 'CheckBox27[0]', 'CheckBox25[0]'].map(p3)),
    ).toEqual(['CheckBox33[1]', 'CheckBox31[1]', 'CheckBox27[0]'].map(p3));
    expect(f.checked(p3('CheckBox49[1]'))).toBe(true);
  });
});

describe('more heirs than item 8’s ten rows', () => {
  it('continues them on Attachment 8 and checks the box', async () => {
    const heirs = Array.from({ length: 12 }, (_, i) => ({
      name: `Nieto ${i + 1} Muñoz`,
      relationship: 'Grandchild',
      deceased: false,
      address: `${i + 1} Calle Ñandú, Los Ángeles, CA 90063`,
    }));
    const plan = planPdf(de111, { ...probateSample, heirs }, ctx);
    expect(plan.overflowRows.map((r) => [r.title, r.rows.map((row) => row[0])])).toEqual([
      ['DE-111, Attachment 8 — Names, relationships, ages and addresses', ['Nieto 11 Muñoz, Grandchild', 'Nieto 12 Muñoz, Grandchild']],
    ]);
    const packet = await buildPacket({
      type: 'probate',
      definitionVersion: 2,
      answers: { ...probateSample, heirs } as Answers,
      submission: { id: 'x', clientName: 'María Elena García', locale: 'en', createdAt: '2026-01-05T18:00:00.000Z' },
      lang: 'en',
      assets,
    });
    const de = packet.status.forms.find((x) => x.form === 'DE-111')!;
    expect(de.attachmentPages).toBeGreaterThan(0);
    const doc = await PDFDocument.load((await packet.formPdf('DE-111'))!);
    expect((doc.getForm().getField(p4('CheckBox83[0]')) as PDFCheckBox).isChecked()).toBe(true);
  });
});

describe('the worksheets', () => {
  it('carry the confidential supplement and the small-estate figures', () => {
    const line = (map: 'de147s' | 'smallEstate', answers: unknown, item: string) =>
      planWorksheet(PROBATE_MAPS[map], answers, ctx).lines.filter((l) => l.item === item);
    expect(line('de147s', probateSample, '3')).toMatchObject([{ text: 'D7654321 — CA' }]);
    expect(line('de147s', probateSampleEs, '2')).toMatchObject([{ text: '02/29/1956' }]);
    expect(line('de147s', probateSampleEs, '3')).toMatchObject([{ text: 'None' }]);
    expect(line('smallEstate', probateSample, '3')).toMatchObject([{ text: '1,165,000.00' }]);
    const residence = line('smallEstate', probateSample, '4')[0];
    expect(residence.kind === 'rows' && residence.rows).toEqual([
      ['Single-family home at 1234 E Cesar Chavez Ave, Los Angeles', '$650,000.00'],
    ]);
    const joint = line('smallEstate', probateSampleEs, '2')[0];
    expect(joint.kind === 'rows' && joint.rows[0][1]).toBe('Joint tenancy / survivorship');
  });
});

/**
 * DE-121, DE-140, DE-131 and DE-142 (issue 27: worksheets before), read back from the two samples' packets, each built
 * once for the whole block.
 */
describe('the notice, the order, the proof of the will and the waivers of bond, as official forms', () => {
  type Packet = Awaited<ReturnType<typeof buildPacket>>;
  const build = (answers: Answers, locale: 'en' | 'es') =>
    buildPacket({
      type: 'probate',
      definitionVersion: 2,
      answers,
      submission: { id: 'x', clientName: 'X', locale, createdAt: '2026-01-05T18:00:00.000Z' },
      lang: 'en',
      assets,
    });
  let en: Packet;
  let es: Packet;
  beforeAll(async () => {
    [en, es] = await Promise.all([build(probateSample, 'en'), build(probateSampleEs, 'es')]);
  });
  const read = async (packet: Packet, form: string) => {
    const doc = await PDFDocument.load((await packet.formPdf(form))!);
    const f = doc.getForm();
    return {
      names: f.getFields().map((x) => x.getName()),
      text: (name: string) => (f.getField(name) as PDFTextField).getText() ?? '',
      checked: (name: string) => (f.getField(name) as PDFCheckBox).isChecked(),
    };
  };

  it('are in the packet as the answers call for them, filled rather than worksheets', () => {
    const applies = (p: Packet) => p.status.forms.filter((f) => f.applies).map((f) => `${f.form} ${f.output}`);
    expect(applies(en)).toEqual([
      'DE-111 pdf',
      'DE-121 pdf',
      'DE-140 pdf',
      'DE-147 pdf',
      'DE-147S worksheet',
      'DE-131 pdf',
      'Asset and small-estate summary worksheet',
    ]);
    expect(applies(es)).toEqual([
      'DE-111 pdf',
      'DE-121 pdf',
      'DE-140 pdf',
      'DE-147 pdf',
      'DE-147S worksheet',
      'DE-142 pdf',
      'Asset and small-estate summary worksheet',
    ]);
    expect(es.status.notes).toContainEqual({ code: 'spanish' });
  });

  it('DE-121: every name of the decedent, the petition’s requests, the petitioner, and the heirs to be mailed', async () => {
    const f = await read(en, 'DE-121');
    const p1 = (n: string) => `DE-121[0].Page1[0].${n}`;
    const p2 = (n: string) => `DE-121[0].Page2[0].${n}`;
    expect(f.text(p1('p1Caption[0].TitlePartyName[0].name_tf[0]'))).toBe('Roberto Antonio García');
    expect(f.text(p1('p1Caption[0].CourtInfo[0].CrtCounty[0]'))).toBe('Los Angeles');
    expect(f.text(p1('Capacity1[0]'))).toBe('Roberto Antonio García, Robert A. Garcia, Roberto Garcia');
    expect(f.text(p1('FillText109[0]'))).toBe('María Elena García');
    expect(f.text(p1('FillText109[1]'))).toBe('Los Angeles');
    expect(f.text(p1('FillText109[2]'))).toBe('María Elena García');
    expect([f.checked(p1('#area[0].CheckBox1[0]')), f.checked(p1('#area[1].CheckBox1[1]'))]).toEqual([true, true]);
    expect(f.text(p1('HearingDate_dt[0]'))).toBe('');
    expect([f.checked(p1('#area[2].limited[0]')), f.checked(p1('#area[3].limited[1]'))]).toEqual([true, false]);
    expect(f.text(p1('Datemail[0]'))).toBe('1234 E Cesar Chavez Ave, Los Angeles, CA 90033');
    // The persons to be mailed: the living heirs, the one who died left out; the proof itself is the mailer's.
    expect(f.text(p2('servname1[0]'))).toBe('María Elena García');
    expect(f.text(p2('poston_date[0]'))).toBe('');
    const served = ['servname1[0]', 'servname2[0]', 'servname3[0]', 'servname4[0]', 'servname5[0]', 'servname5[1]'].map((n) =>
      f.text(p2(n)),
    );
    expect(served).not.toContain('Teresa García');
    expect(served.filter(Boolean)).toHaveLength(probateSample.heirs.filter((h) => !h.deceased).length);
  });

  it('DE-121 without a will: item 4 (the will admitted to probate) stays unticked; item 5 with limited authority', async () => {
    const f = await read(es, 'DE-121');
    expect(f.checked('DE-121[0].Page1[0].#area[0].CheckBox1[0]')).toBe(false);
    expect(f.checked('DE-121[0].Page1[0].#area[1].CheckBox1[1]')).toBe(true);
    // Papers reach the petitioner at the mailing address.
    expect(f.text('DE-121[0].Page1[0].Datemail[0]')).toBe('P.O. Box 63021, Los Ángeles, CA 90063');
  });

  it('DE-140: the order asked for, the findings from the petition, and the court’s own items blank', async () => {
    const f = await read(en, 'DE-140');
    const p = (n: string) => `DE-140[0].Page1[0].${n}`;
    const t = (n: string) => p(`P1Caption[0].FormTitle[0].${n}`);
    expect(
      checkedOf2(f, [
        t('CheckBox23[0]'),
        t('CheckBox22[0]'),
        t('CheckBox21[0]'),
        t('CheckBox17[0]'),
        t('CheckBox18[1]'),
        t('CheckBox18[0]'),
      ]),
    ).toEqual([t('CheckBox23[0]'), t('CheckBox17[0]'), t('CheckBox18[1]')]);
    expect(f.text(p('FillText143[0]'))).toBe('01/20/2025');
    expect(checkedOf2(f, [p('CheckBox45[0]'), p('CheckBox89[0]'), p('CheckBox89[1]')])).toEqual([p('CheckBox45[0]'), p('CheckBox89[1]')]);
    expect([f.text(p('FillText1[0]')), f.text(p('FillText1[1]')), f.text(p('FillText1[2]'))]).toEqual(['04/12/2019', '08/01/2022', '']);
    expect(f.text(p('FillText1[3]'))).toBe('María Elena García');
    expect(
      checkedOf2(f, [p('Choice1[0]'), p('Choice1[2]'), p('CheckBox41[0]'), p('CheckBox41[1]'), p('Choice1[3]'), p('Choice1[4]')]),
    ).toEqual([p('Choice1[0]'), p('CheckBox41[0]'), p('Choice1[3]')]);
    expect([f.text(p('HearingDate[0]')), f.text(p('SigDate[0]')), f.text(p('FillText1[5]'))]).toEqual(['', '', '']);
    const s = await read(es, 'DE-140');
    expect(
      checkedOf2(s, [t('CheckBox21[0]'), t('CheckBox18[0]'), p('Choice1[2]'), p('CheckBox41[1]'), p('CheckBox89[0]'), p('Choice1[3]')]),
    ).toEqual([t('CheckBox21[0]'), t('CheckBox18[0]'), p('Choice1[2]'), p('CheckBox41[1]'), p('CheckBox89[0]'), p('Choice1[3]')]);
  });

  it('DE-131 for the witnessed will: the first witness named under the declaration, what they declare left to them', async () => {
    const f = await read(en, 'DE-131');
    expect(f.text('TEXT.1.13.0')).toBe('Roberto Antonio García');
    expect(f.text('TEXT.1.16')).toBe(probateSample.witnesses![0].name);
    expect(f.text('TEXT.1.17')).toBe(probateSample.witnesses![0].address ?? '');
    expect(f.text('TEXT.1.8')).toBe('Los Angeles');
    expect(['CB.0.0', 'CB.0.1', 'CB.0.6', 'CB.0.7', 'CB.0.9'].filter((n) => f.checked(n))).toEqual([]);
    expect(f.names).not.toContain('NoticeFooter1');
  });

  it('DE-142: one waiver for each adult heir, each copy with field names of its own', async () => {
    const f = await read(es, 'DE-142');
    // Each copy is a root of its own ("topmostSubform[n]", n after DE-111's own topmostSubform[0] in the packet).
    const roots = [...new Set(f.names.map((n) => n.slice(0, n.indexOf('.'))))];
    expect(roots).toHaveLength(4);
    expect(roots).not.toContain('topmostSubform[0]');
    const signers = roots.map((r) => f.text(`${r}.Page1[0].SignerName_tx[0]`));
    expect(signers).toEqual(['Begoña Peña de Núñez', 'Íñigo Núñez Peña', 'Xóchitl Ramírez', 'Ramón Ortiz Núñez']);
    expect(f.text(`${roots[3]}.Page1[0].NamePersRep_tx[0]`)).toBe('Begoña Peña de Núñez');
    expect(f.text(`${roots[2]}.Page1[0].StdP1Header_sf[0].TitlePartyName[0].EstateName_ft[0]`)).toBe('Jesús Núñez Ibáñez');
    expect(f.text(`${roots[1]}.Page1[0].StdP1Header_sf[0].AttyInfo[0].AttyStreet_ft[0]`)).toBe('P.O. Box 63021');
    expect(new Set(f.names).size).toBe(f.names.length);
    expect(f.names.filter((n) => n.endsWith('SignerName_tx[0]'))).toHaveLength(4);
  });
});

const checkedOf2 = (f: { checked: (n: string) => boolean }, names: string[]) => names.filter((n) => f.checked(n));

describe('only what the answers support (issue 25 item 4), on the new forms', () => {
  const planned = (map: PdfFormMap, answers: unknown) => {
    const out = new Map<string, string | boolean>();
    for (const a of planPdf(map, answers, ctx).assignments)
      if (a.kind === 'text') out.set(a.field, a.value);
      else if (a.kind === 'check') out.set(a.field, a.checked);
    return out;
  };
  const withMinorHeir = {
    ...probateSampleEs,
    heirs: [
      ...probateSampleEs.heirs,
      { name: 'Mateo Núñez Ramírez', relationship: 'Nieto', deceased: false, age: 16, address: '3817 E 1st St, Los Ángeles, CA 90063' },
    ],
  };

  it('DE-140 never orders "bond is not required" on waivers when an heir is a minor (answers stored before the rule)', () => {
    expect(planned(PROBATE_MAPS.de140, probateSampleEs).get('DE-140[0].Page1[0].Choice1[3]')).toBe(true);
    expect(planned(PROBATE_MAPS.de140, withMinorHeir).get('DE-140[0].Page1[0].Choice1[3]')).toBe(false);
  });

  it('no DE-142 with a minor among the heirs; with a will, only the beneficiaries under it sign one', () => {
    expect(planPdfCopies(PROBATE_MAPS.de142, withMinorHeir, ctx)).toHaveLength(4);
    expect(formApplies(PROBATE_MAPS.de142, withMinorHeir)).toBe(false);
    const withWill = {
      ...probateSampleEs,
      hasWill: true,
      heirs: probateSampleEs.heirs.map((h, i) => ({ ...h, inWill: i < 2 })),
    };
    const signers = planPdfCopies(PROBATE_MAPS.de142, withWill, ctx).map((p) =>
      p.assignments.flatMap((a) => (a.kind === 'text' && a.field.endsWith('SignerName_tx[0]') ? [a.value] : [])).join(),
    );
    expect(signers).toEqual(['Begoña Peña de Núñez', 'Íñigo Núñez Peña']);
  });

  it('DE-121 item 5 (independent administration) stays unticked when it is not asked', () => {
    expect(planned(PROBATE_MAPS.de121, { ...probateSample, iaea: 'none' }).get('DE-121[0].Page1[0].#area[1].CheckBox1[1]')).toBe(false);
  });
});

describe('DE-147, the official form', () => {
  const fill = async (answers: Answers) => {
    const filled = await fillForm(assets.bytes('DE-147'), planPdf(PROBATE_MAPS.de147, answers, ctx), assets.fillContext('DE-147'));
    const form = (await PDFDocument.load(await filled.doc.save({ updateFieldAppearances: false }))).getForm();
    return (name: string) => (form.getField(`DE-147[0].${name}`) as PDFTextField).getText() ?? '';
  };

  it('captions the estate and writes the personal representative’s address, telephone and name under the acknowledgment', async () => {
    const text = await fill(probateSample as Answers);
    expect(text('Page1[0].TitlePartyName[0].name_tf[0]')).toBe('Roberto Antonio García');
    expect(text('Page2[0].TitlePartyName[0].name_tf[0]')).toBe('Roberto Antonio García');
    expect(text('Page1[0].AttyPartyInfo[0].TextField1[0]')).toBe('María Elena García\n1234 E Cesar Chavez Ave, Los Angeles, CA 90033');
    expect(text('Page1[0].AttyPartyInfo[0].Email[1]')).toBe('Self-represented');
    expect(text('Page2[0].TEXT\\.5\\.1\\.1[0]')).toBe('1234 E Cesar Chavez Ave, Los Angeles, CA 90033\n(323) 555-0101');
    expect(text('Page2[0].SigName[0]')).toBe('María Elena García');
    // The case number is the court's, the date the representative's, the second signature line is not used.
    expect(text('Page1[0].CaseNumber[0].CaseNumber_ft[0]')).toBe('');
    expect(text('Page2[0].SigDate[0]')).toBe('');
    expect(text('Page2[0].SigName[1]')).toBe('');
  });

  it('names the person to be appointed when it is not the petitioner', async () => {
    const other = {
      ...(probateSample as Answers),
      petitionerIsRepresentative: false,
      representative: {
        name: 'Tomás Ruiz Ochoa',
        street: '55 Olive St',
        city: 'Pasadena',
        state: 'CA',
        zip: '91101',
        phone: '(626) 555-0199',
      },
    };
    const text = await fill(other);
    expect(text('Page2[0].SigName[0]')).toBe('Tomás Ruiz Ochoa');
    expect(text('Page2[0].TEXT\\.5\\.1\\.1[0]')).toBe('55 Olive St, Pasadena, CA 91101\n(626) 555-0199');
  });
});

describe('a version-1 submission', () => {
  const v1 = {
    decedentName: 'Roberto Antonio García',
    decedentDateOfBirth: '1948-09-30',
    decedentDateOfDeath: '2025-01-20',
    decedentSsn4: '4821',
    decedentAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
    countyOfDeath: 'Los Angeles',
    maritalStatus: 'widowed',
    hasWill: true,
    willLocation: 'Safe deposit box at Banco Popular',
    nominatedExecutor: 'María Elena García',
    estimatedValue: 68_500_000,
    realProperty: 'Home at 1234 E Cesar Chavez Ave, about $650,000.',
    petitioner: {
      name: 'María Elena García',
      address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      phone: '(323) 555-0101',
      email: 'maria.garcia@example.com',
    },
    relationship: 'child',
    appointmentReason: 'I am named executor in the will.',
    heirs: [{ name: 'Carlos García', address: '55 Elm St, Pasadena, CA 91101', relationship: 'Son', age: 49 }],
    otherFacts: 'The house has a reverse mortgage.',
  };

  it('fails version 2’s checks and is carried to version 2 without losing what the client wrote', () => {
    expect(validateAnswers('probate', v1).ok).toBe(false);
    const up = probateV1ToV2(v1);
    expect(up.petitioner).toEqual({
      name: 'María Elena García',
      street: '1234 E Cesar Chavez Ave',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90033',
      differentMailing: false,
      phone: '(323) 555-0101',
      email: 'maria.garcia@example.com',
    });
    expect(up.petitionerIsRepresentative).toBe(true);
    expect(up.heirs).toEqual([{ name: 'Carlos García', relationship: 'Son', address: '55 Elm St, Pasadena, CA 91101', age: 49 }]);
    expect(up.otherFacts).toBe(
      'Estimated total value (version 1): $685,000.00\n\nReal estate: Home at 1234 E Cesar Chavez Ave, about $650,000.\n\nThe house has a reverse mortgage.',
    );
    expect(probateV1ToV2({ ...v1, nominatedExecutor: 'Carlos García' })).toMatchObject({
      petitionerIsRepresentative: false,
      representative: { name: 'Carlos García' },
    });
  });

  it('builds a packet from the upgraded answers, with the note', async () => {
    const packet = await buildPacket({
      type: 'probate',
      definitionVersion: 1,
      answers: v1,
      submission: { id: 'x', clientName: 'María Elena García', locale: 'en', createdAt: '2025-02-01T18:00:00.000Z' },
      lang: 'en',
      assets,
    });
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    const doc = await PDFDocument.load((await packet.formPdf('DE-111'))!);
    expect((doc.getForm().getField(hdr('TitlePartyName[0].Party1[0]')) as PDFTextField).getText()).toBe('Roberto Antonio García');
    expect((doc.getForm().getField(p1('FillText143[0]')) as PDFTextField).getText()).toBe('María Elena García');
  });
});

describe('bond waived by the heirs (issue 25: only what the answers support)', () => {
  const withMinorHeir = {
    ...probateSampleEs,
    heirs: [
      ...probateSampleEs.heirs,
      { name: 'Mateo Núñez Ramírez', relationship: 'Nieto', deceased: false, age: 16, address: '3817 E 1st St, Los Ángeles, CA 90063' },
    ],
  };

  it('refuses "waived by all heirs" with an heir under 18, at the bond question, in both languages', () => {
    const result = validateAnswers('probate', withMinorHeir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ bond: ['q.probate.errors.minorCannotWaiveBond'] });
    expect(validateAnswers('probate', { ...withMinorHeir, bond: 'bond' }).ok).toBe(true);
    // An heir who has died is not a minor who could not waive.
    const deceasedMinor = {
      ...withMinorHeir,
      heirs: [...probateSampleEs.heirs, { ...withMinorHeir.heirs.at(-1)!, deceased: true, dateOfDeath: '2024-01-02' }],
    };
    expect(validateAnswers('probate', deceasedMinor).ok).toBe(true);
  });

  it('never states on DE-111 that all heirs are adults who waived bond when one is a minor (answers stored before the rule)', async () => {
    const adults = await fill(probateSampleEs);
    expect(adults.checked(p2('CheckBox75[0]'))).toBe(true);
    const minor = await fill(withMinorHeir);
    expect(minor.checked(p2('CheckBox75[0]'))).toBe(false);
    expect(minor.checked(p2('CheckBox74[0]'))).toBe(false);
    expect(minor.checked(p1('CheckBox11[0]'))).toBe(false);
  });
});

describe('the court of a decedent who lived outside California (Prob. Code §7052: where the estate is)', () => {
  const nonresident = {
    ...probateSample,
    decedentAddress: '4410 N 40th St, Phoenix, AZ 85018',
    countyOfDeath: 'Maricopa',
    livedInCalifornia: false,
    propertyInCounty: 'House at 1523 W 35th Pl, Los Angeles, CA 90018',
  };

  it('names the county where the estate is in the caption, never the home county in another state', async () => {
    const answers = { ...nonresident, estateCounty: 'Los Angeles' };
    expect(validateAnswers('probate', answers).ok).toBe(true);
    const filing = filingOf('probate', answers);
    expect(filing.county).toBe('Los Angeles');
    const filled = await fill(answers);
    // 3a(2): "a nonresident of California who left an estate in the county named above", and that county is named.
    expect(filled.checked(p1('CheckBox15[1]'))).toBe(true);
    expect(filled.checked(p1('CheckBox15[0]'))).toBe(false);
    // Item 3c still gives the county the decedent lived in.
    expect(filled.text(p1('FillText149[0]'))).toContain('Maricopa County');
    // The estate in another California county: that county's court, not Los Angeles's table.
    expect(filingOf('probate', { ...nonresident, estateCounty: 'Orange' }).county).toBe('Orange');
  });

  it('asks the county of the estate only of a decedent who lived outside California, in both languages', () => {
    const fields = getQuestionnaire('probate').steps.flatMap((s) => s.fields);
    const estateCounty = fields.find((f) => f.name === 'estateCounty')!;
    expect(estateCounty.showIf).toEqual({ field: 'livedInCalifornia', equals: false });
    for (const locale of ['en', 'es'] as const)
      expect(questionnaireTranslator(locale)('q.probate.fields.estateCounty.label')).not.toBe('q.probate.fields.estateCounty.label');
    expect(filingOf('probate', { ...probateSample, countyOfDeath: 'Orange', estateCounty: 'Los Angeles' }).county).toBe('Orange');
  });
});
