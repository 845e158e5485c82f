/**
 * Guardianship of a minor: its forms built from the English sample (person and estate, two half-siblings, a
 * co-guardian, a temporary guardianship) and the Spanish one (person only, ICWA "unknown") and read back with pdf-lib:
 * GC-210, FL-105 (the shared map with the guardianship caption), GC-212 for each proposed guardian (the co-guardian's
 * copy fills the same PDF), GC-210(P) (person only: the child's name in first, middle and last parts, item 6 only for
 * a guardian not related to the child), GC-240 (the proposed order: the appointment as petitioned), and the
 * worksheets GC-210(CA) with each child's parents, ICWA-030; more minors
 * than the rows; and a version-1 submission carried into a packet.
 */
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket } from '../../../functions/lib/packet/build';
import type { Answers } from '../../../shared/questionnaires/types';
import { planPdf, planWorksheet, type FormatContext, type WorksheetLine } from '../../../shared/questionnaires/forms/evaluate';
import { GUARDIANSHIP_MAPS } from '../../../shared/questionnaires/guardianship-minor.forms';
import { guardianshipMinorV1ToV2 } from '../../../shared/questionnaires/guardianship-minor.upgrade';
import { getQuestionnaire, questionnaireTranslator, validateAnswers } from '../../../shared/questionnaires/registry';
import { guardianshipMinorSample, guardianshipMinorSampleEs } from '../../../shared/questionnaires/samples';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(90_000);

const assets = formAssets(FORMS_DIR);
const ctx: FormatContext = { def: getQuestionnaire('guardianship-minor'), t: questionnaireTranslator('en') };

async function packetOf(answers: unknown, locale: 'en' | 'es' = 'en', definitionVersion = 2) {
  const packet = await buildPacket({
    type: 'guardianship-minor',
    definitionVersion,
    answers: answers as Answers,
    submission: { id: 'x', clientName: 'Client', locale, createdAt: '2026-01-05T18:00:00.000Z' },
    lang: 'en',
    assets,
  });
  const form = async (id: string) => {
    const bytes = await packet.formPdf(id);
    if (!bytes) throw new Error(`${id} is not in the packet`);
    const f = (await PDFDocument.load(bytes)).getForm();
    return {
      text: (name: string) => (f.getField(name) as PDFTextField).getText() ?? '',
      checked: (name: string) => (f.getField(name) as PDFCheckBox).isChecked(),
    };
  };
  return { packet, form };
}
const rows = (lines: readonly WorksheetLine[], item: string) => {
  const line = lines.find((l) => l.item === item && l.kind === 'rows');
  return line?.kind === 'rows' ? line.rows : [];
};

const g1 = (n: string) => `topmostSubform[0].Page1[0].${n}`;
const g2 = (n: string) => `topmostSubform[0].Page2[0].${n}`;
const g3 = (n: string) => `topmostSubform[0].Page3[0].${n}`;
const s1 = (n: string) => `GC-212[0].Page1[0].${n}`;
const s2 = (n: string) => `GC-212[0].Page2[0].${n}`;

describe('the samples', () => {
  it.each([
    ['English', guardianshipMinorSample],
    ['Spanish', guardianshipMinorSampleEs],
  ])('the %s sample is valid as it is', (_, sample) => {
    expect(validateAnswers('guardianship-minor', sample)).toEqual({ ok: true, data: sample });
  });

  it('ask each child’s parents only when the children do not share both, and the co-guardian’s screening only with one', () => {
    const { sameParents: _s, ...rest } = guardianshipMinorSample;
    const same = validateAnswers('guardianship-minor', { ...rest, sameParents: true });
    expect(same.ok ? {} : same.fieldErrors).toEqual({
      'mother.name': ['q.common.errors.required'],
      'mother.status': ['q.common.errors.choose'],
      'father.name': ['q.common.errors.required'],
      'father.status': ['q.common.errors.choose'],
    });
    const alone = validateAnswers('guardianship-minor', { ...guardianshipMinorSample, hasCoGuardian: false });
    // Accepted without a co-guardian, and the screening answers (for a co-guardian) dropped.
    if (!alone.ok) throw new Error(`refused without a co-guardian: ${JSON.stringify(alone.fieldErrors)}`);
    expect(Object.keys(alone.data)).not.toContain('coGuardianScreening');
  });
});

describe('the English sample: person and estate, half-siblings, a co-guardian', () => {
  let built: Awaited<ReturnType<typeof packetOf>>;
  beforeAll(async () => {
    built = await packetOf(guardianshipMinorSample);
  });

  it('holds GC-210 (not GC-210(P)), both GC-212s, GC-110, and FL-105', () => {
    expect(built.packet.status.forms.filter((f) => f.applies).map((f) => f.form)).toEqual([
      'GC-210',
      'GC-210(CA)',
      'FL-105',
      'GC-212',
      'GC-212 (co-guardian)',
      'GC-110',
      'GC-240',
      'ICWA-010(A)',
    ]);
  });

  it('fills GC-210: guardians, minors, the estate, reasons and what is filed with it', async () => {
    const f = await built.form('GC-210');
    expect(f.text(g1('StdP1Header_sf[0].TitlePartyName[0].Party2_ft[0]'))).toBe('Daniel Ortiz, Sofía Ramírez Ortiz');
    expect(f.checked(g1('StdP1Header_sf[0].FormTitle[0].CheckBx22[0]'))).toBe(true);
    expect(f.checked(g1('StdP1Header_sf[0].FormTitle[0].CheckBox22[0]'))).toBe(false);
    // Item 1 starts below the label the form prints inside the field.
    expect(f.text(g1('FillText3[0]'))).toBe('\nMaría Elena García and Jorge García');
    expect(f.text(g1('FillText5[1]'))).toBe('María Elena García and Jorge García');
    expect(f.checked(g1('CheckBox6[0]'))).toBe(true);
    expect(f.text(g1('FillText10[0]'))).toBe('25,000.00');
    expect(f.checked(g1('CheckBox9[0]'))).toBe(false);
    expect(f.text(g1('FillText11[0]'))).toBe('Daniel Ortiz');
    expect(f.text(g1('FillText71[3]'))).toBe('10/02/2014');
    expect(f.text(g1('FillText11[3]'))).toBe('Sofía Ramírez Ortiz');
    expect(f.text(g1('FillText71[2]'))).toBe('03/15/2019');
    expect([g2('CheckBox40[0]'), g2('CheckBox37[0]'), g2('CheckBox36[0]'), g2('CheckBox35[0]')].map(f.checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(f.text(g2('FillText78[2]'))).toBe('25,600.00');
    expect(f.text(g2('FillText79[0]'))).toBe('0.00');
    expect(f.checked(g2('CheckBox25[0]'))).toBe(true);
    expect([g2('CheckBox23[0]'), g2('CheckBox22[0]'), g2('CheckBox21[0]')].map(f.checked)).toEqual([true, true, false]);
    expect(
      [g3('CheckBox42[0]'), g3('CheckBox41[0]'), g3('CheckBox20[0]'), g3('CheckBox19[0]'), g3('CheckBox18[0]')].map(f.checked),
    ).toEqual([true, true, true, false, true]);
    expect(f.text(g3('FillText17[1]'))).toBe('Jorge García');
    expect(built.packet.status.forms.find((x) => x.form === 'GC-210')!.attachmentPages).toBe(1); // Attachment 10
  });

  it('fills the proposed GC-240: the appointment of the person and of the estate petitioned for; findings and other orders left to the court', async () => {
    const f = await built.form('GC-240');
    // After GC-210 on the same root ("topmostSubform[0]"): the packet serves GC-240's fields as the root's second copy.
    const o = (page: number) => (n: string) => `topmostSubform[1].Page${page}[0].${n}`;
    const [o1, o2, o3] = [1, 2, 3].map(o);
    expect(f.text(o1('CaptionP1_sf[0].CaseNameGdnship[0].NameofWard_ft[0]'))).toBe('Daniel Ortiz, Sofía Ramírez Ortiz');
    expect(f.text(o1('PetName1c_ft[0]'))).toBe('María Elena García and Jorge García');
    expect([o2('CheckBox8a[0]'), o2('CheckBox8b[0]'), o2('CheckBox8b[1]')].map(f.checked)).toEqual([true, true, false]);
    expect([o2('Name8a_ft[0]'), o2('Telephone8a_ft[0]'), o2('NameWard8b_ft[0]')].map(f.text)).toEqual([
      'María Elena García and Jorge García',
      '(323) 555-0101; (323) 555-0103',
      'Daniel Ortiz, Sofía Ramírez Ortiz',
    ]);
    // The blocked account the petition asks for is the court's order (10c), as are the findings.
    expect([o1('Checkbox2a[0]'), o1('Checkbox3\\.\\.1[0]'), o2('Checkbox10b[1]'), o3('CheckboxSigFollows[0]')].map(f.checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([o2('DepAmt10c_ft[0]'), o3('NoPages5_ft[0]')].map(f.text)).toEqual(['', '']);
  });

  it('fills each proposed guardian’s GC-212, never with a Social Security number', async () => {
    const mine = await built.form('GC-212');
    expect(mine.text(s1('TextField[0]'))).toBe('María Elena García');
    expect(mine.text(s1('HearingDate[0]'))).toBe('07/19/1965');
    expect(mine.text(s1('TextField[1]'))).toBe('');
    expect(mine.text(s1('TextField[2]'))).toBe('D1234567');
    expect(mine.text(s1('TextField[5]'))).toBe('(323) 555-0110');
    expect(mine.checked(s1('#area[1].CheckBoxCaption2[1]'))).toBe(true);
    expect(mine.checked(s2('#area[9].CheckBoxCaption18[0]'))).toBe(true);
    expect(mine.checked(s2('#area[8].CheckBoxCaption17[1]'))).toBe(true);
    expect(mine.text(s2('TextField[1]'))).toBe('Daniel Ortiz');
    expect(mine.text(s2('TextField[3]'))).toBe('Second Street Elementary School');
    expect(mine.text(s2('TextField[6]'))).toBe('Sofía Ramírez Ortiz');
    expect(mine.text(s2('#area[10].PrintName[0]'))).toBe('María Elena García');
    const co = await built.form('GC-212 (co-guardian)');
    // The co-guardian's copy has fields of its own (GC-212[1]): editing one copy in a viewer never changes the other.
    const c1 = (n: string) => s1(n).replace(/^GC-212\[0\]/, 'GC-212[1]');
    const c2 = (n: string) => s2(n).replace(/^GC-212\[0\]/, 'GC-212[1]');
    expect(co.text(c1('TextField[0]'))).toBe('Jorge García');
    expect(co.text(c1('HearingDate[0]'))).toBe('02/10/1963');
    expect(co.text(c1('TextField[4]'))).toBe('(323) 555-0103');
    expect(co.checked(c2('#area[9].CheckBoxCaption18[1]'))).toBe(true);
    expect(co.text(c2('#area[10].PrintName[0]'))).toBe('Jorge García');
  });

  it('fills FL-105 with the guardianship caption and the shared home history', async () => {
    const f = await built.form('FL-105');
    expect(f.text('FL-105[0].Page1[0].P1Caption[0].GuardianParty[0].Party5[0]')).toBe('Daniel Ortiz, Sofía Ramírez Ortiz');
    expect(f.text('FL-105[0].Page2[0].P2Caption[0].ShortTitle[0].ShortTitle_ft[0]')).toBe(
      'Guardianship of Daniel Ortiz, Sofía Ramírez Ortiz',
    );
    expect(f.text('FL-105[0].Page1[0].List3[0].Li1[0].Table3a[0].Row2[0].PersonStreet2[0]')).toBe(
      'Ana Ortiz, 300 N Soto St, Los Angeles, CA 90033',
    );
  });

  it('gives each child’s own parents on GC-210(CA), and the relatives within the second degree', () => {
    const { lines } = planWorksheet(GUARDIANSHIP_MAPS.gc210ca, guardianshipMinorSample, ctx);
    expect(rows(lines, '4')).toEqual([
      [
        'Daniel Ortiz',
        'Ana Ortiz — Agrees with the guardianship — 300 N Soto St, Los Angeles, CA 90033',
        'Luis Ortiz — Does not agree, or has not been asked — 1850 W 7th St, Los Angeles, CA 90057',
      ],
      [
        'Sofía Ramírez Ortiz',
        'Ana Ortiz — Agrees with the guardianship — 300 N Soto St, Los Angeles, CA 90033',
        'Unknown — Unknown (parent not identified)',
      ],
    ]);
    expect(rows(lines, '5').map((r) => [r[0], r[3]])).toContainEqual(['Miguel Ortiz', 'Deceased 05/01/2020']);
  });
});

describe('the Spanish sample: person only, ICWA unknown', () => {
  let built: Awaited<ReturnType<typeof packetOf>>;
  beforeAll(async () => {
    built = await packetOf(guardianshipMinorSampleEs, 'es');
  });

  it('holds GC-210(P) instead of GC-210, and the ICWA notice', () => {
    const applies = built.packet.status.forms.filter((f) => f.applies).map((f) => f.form);
    expect(applies).toEqual(['GC-210(P)', 'GC-210(CA)', 'FL-105', 'GC-212', 'GC-240', 'ICWA-010(A)', 'ICWA-030']);
    expect(built.packet.status.notes).toContainEqual({ code: 'spanish' });
  });

  it('fills GC-212 with the other name, the arrest and the explanation on an attachment', async () => {
    const f = await built.form('GC-212');
    expect(f.text(s1('TextField[0]'))).toBe('Guadalupe Núñez Peña, also known as Guadalupe Núñez de Ortega');
    expect(f.text(s1('TextField[2]'))).toBe('');
    expect(f.checked(s1('#area[1].CheckBoxCaption2[0]'))).toBe(true);
    expect(f.checked(s1('#area[2].CheckB12[0]'))).toBe(true);
    expect(f.checked(s1('P1Caption[0].FormTitle2[0].#area[1].CheckBoxCaption[1]'))).toBe(false);
    expect(built.packet.status.forms.find((x) => x.form === 'GC-212')!.attachmentPages).toBe(1);
  });

  it('fills FL-105 with the home in Mexico', async () => {
    const f = await built.form('FL-105');
    expect(f.text('FL-105[0].Page1[0].List3[0].Li1[0].Table3a[0].Row2[0].Residence2[0]')).toBe('Tijuana, Baja California, México');
    expect(f.text('FL-105[0].Page1[0].List2[0].Li1[0].NumChildren[0]')).toBe('1');
  });

  it('fills GC-210(P): the petitioner, the child by first, middle and last name, notice excused, the papers filed', async () => {
    const f = await built.form('GC-210(P)');
    const q = (page: number, n: string) => `topmostSubform[0].Page${page}[0].${n}`;
    expect(
      [1, 2, 3, 4].map((p) => f.text(q(p, p === 1 ? 'P1Caption[0].#area[0].AllChildNames[0]' : 'CaptionPx_sf[0].AllChildNames[0]'))),
    ).toEqual(Array(4).fill('Mateo Ibáñez Núñez'));
    // The box prints "Superior Court of California, County of": the county, then the courthouse.
    expect(f.text(q(1, 'Stamp_court_case[0].CourtInfo_ft[0]')).split('\n')[0]).toBe('Los Angeles');
    expect(f.text(q(1, 'FillText72[0]'))).toBe('Guadalupe Núñez Peña');
    expect(f.text(q(1, 'FillText71[0]'))).toBe('');
    expect([q(1, 'T55[0]'), q(1, 'T63[0]'), q(1, 'T62[0]'), q(1, 'T68[0]')].map(f.text)).toEqual([
      '640 S Soto St',
      'CA',
      '90023',
      '(323) 555-0177',
    ]);
    expect([q(1, 'CheckBox3[0]'), q(1, 'CheckBox2[0]'), q(1, 'CheckBox27[0]')].map(f.checked)).toEqual([true, false, false]);
    // Related (an aunt), a parent's nominee; item 6 is only for a guardian not related to the child.
    expect([q(2, 'CheckBox14[0]'), q(2, 'CheckBox13[0]'), q(2, 'CheckBox12[0]')].map(f.checked)).toEqual([true, false, true]);
    expect([q(2, 'CheckBox11[0]'), q(2, 'PropGuardianLicFoster_cb[1]'), q(2, 'CheckBox8[0]')].map(f.checked)).toEqual([
      false,
      false,
      false,
    ]);
    // Item 8: the surname the client gave is the last name, both words of it.
    expect(['childsFName[0]', 'childsFName[1]', 'childsFName[2]', 'childsDOB[0]'].map((n) => f.text(q(2, `#area[12].${n}`)))).toEqual([
      'Mateo',
      '',
      'Ibáñez Núñez',
      '08/21/2017',
    ]);
    expect(f.checked(q(2, 'CheckBox5[0]'))).toBe(false);
    expect(f.checked(q(3, 'CheckBox16[0]'))).toBe(true);
    expect(f.text(q(3, 'FillText131[0]'))).toMatch(/^They cannot with reasonable diligence be given notice\.\nÍñigo Ibáñez Ruiz/);
    // Item 11: nomination and consent (GC-211), the screening form, SIJ findings; no temporary guardianship asked.
    expect(
      ['CheckBox23[0]', 'CheckBox22[0]', 'CheckBox21[0]', 'CheckBox20[0]', 'CheckBox19[0]', 'CheckBox19[1]', 'CheckBox18[0]'].map((n) =>
        f.checked(q(4, n)),
      ),
    ).toEqual([true, true, false, false, true, true, true]);
    expect(f.text(q(4, 'FillText187[1]'))).toBe('Guadalupe Núñez Peña');
    expect(f.text(q(4, 'FillText189[0]'))).toBe('');
  });

  it('appoints on GC-240 a guardian of the person only: the estate’s appointment left blank', async () => {
    const f = await built.form('GC-240');
    const o2 = (n: string) => `topmostSubform[1].Page2[0].${n}`;
    expect(
      [o2('CheckBox8a[0]'), o2('CaseNameGdnship[0].EstateCheckbox[1]'), o2('CaseNameGdnship[0].EstateCheckbox[0]')].map(f.checked),
    ).toEqual([true, true, false]);
    expect(f.text(o2('Name8a_ft[0]'))).toBe('Guadalupe Núñez Peña');
    expect(f.checked(o2('CheckBox8b[0]'))).toBe(false);
    expect([o2('Name8b_ft[0]'), o2('Address8b_ft[0]'), o2('NameWard8b_ft[0]')].map(f.text)).toEqual(['', '', '']);
  });

  it('prepares the ICWA-030 ancestors', () => {
    const n = planWorksheet(GUARDIANSHIP_MAPS.icwa030, guardianshipMinorSampleEs, ctx).lines;
    expect(rows(n, '5')).toEqual([
      ['Tomás Peña Cuero, Bisabuelo materno', '05/04/1931, Tecate, Baja California, México', 'Kumiai (según la familia)'],
    ]);
  });
});

describe('GC-210(P) for a guardian not related to the children', () => {
  const unrelated = {
    ...guardianshipMinorSampleEs,
    relatedToChildren: false,
    licensedFosterHome: false,
    adoptionPetitionFiled: false,
    nomination: 'none',
    uccjea: {
      ...guardianshipMinorSampleEs.uccjea,
      childCount: 2,
      livedTogether: true,
      children: [
        guardianshipMinorSampleEs.uccjea.children[0],
        { ...guardianshipMinorSampleEs.uccjea.children[0], name: 'Nguyễn Thị Ánh Tuyết', lastName: 'Nguyễn', birthDate: '2019-04-02' },
      ],
    },
  };

  it('ticks item 6 (not a licensed foster home, the statement of the proposed guardian) and names a surname written first', () => {
    const valid = validateAnswers('guardianship-minor', unrelated);
    if (!valid.ok) throw new Error(JSON.stringify(valid.fieldErrors));
    const plan = planPdf(GUARDIANSHIP_MAPS.gc210p, valid.data, ctx);
    const at = (n: string) => {
      const a = plan.assignments.find((x) => x.field === `topmostSubform[0].Page2[0].${n}`);
      return a?.kind === 'check' ? a.checked : a?.kind === 'text' ? a.value : undefined;
    };
    expect([at('CheckBox14[0]'), at('CheckBox13[0]'), at('CheckBox12[0]'), at('CheckBox11[0]')]).toEqual([false, true, false, true]);
    expect([at('PropGuardianLicFoster_cb[0]'), at('PropGuardianLicFoster_cb[1]'), at('CheckBox8[0]')]).toEqual([false, true, true]);
    expect(['childsFName[12]', 'childsFName[13]', 'childsFName[14]'].map((n) => at(`#area[16].${n}`))).toEqual([
      'Thị',
      'Ánh Tuyết',
      'Nguyễn',
    ]);
  });
});

describe('more minors than the forms’ rows', () => {
  it('continue GC-210 item 2 on Attachment 2 and GC-212’s contact rows on an attachment, with the boxes checked', async () => {
    const extra = (n: number) => ({
      ...guardianshipMinorSample.uccjea.children[1],
      name: `Niña ${n} Ortiz`,
      birthDate: `202${n}-01-1${n}`,
    });
    const answers = {
      ...guardianshipMinorSample,
      uccjea: {
        ...guardianshipMinorSample.uccjea,
        childCount: 5,
        children: [...guardianshipMinorSample.uccjea.children, extra(1), extra(2), extra(3)],
      },
    };
    expect(validateAnswers('guardianship-minor', answers).ok).toBe(true);
    const { packet, form } = await packetOf(answers);
    const gc210 = await form('GC-210');
    expect(gc210.checked(g1('CheckBox1[0]'))).toBe(true);
    expect(gc210.checked(g1('StdP1Header_sf[0].FormTitle[0].CheckBx22[0]'))).toBe(true);
    expect((await form('GC-212')).checked(s2('CheckBo[0]'))).toBe(true);
    expect(planPdf(GUARDIANSHIP_MAPS.gc210, answers, ctx).overflowRows.map((r) => [r.title, r.rows.map((row) => row[0])])).toEqual([
      ['GC-210, Attachment 2 — Additional minors', ['Niña 3 Ortiz']],
    ]);
    expect(planPdf(GUARDIANSHIP_MAPS.gc212, answers, ctx).overflowRows.map((r) => r.rows.map((row) => row[0]))).toEqual([
      ['Niña 2 Ortiz', 'Niña 3 Ortiz'],
    ]);
    expect(packet.status.forms.find((f) => f.form === 'GC-210')!.attachmentPages).toBeGreaterThanOrEqual(1);
  });
});

describe('a version-1 submission', () => {
  const v1 = {
    guardian: {
      name: 'María Elena García',
      address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      phone: '(323) 555-0101',
      email: 'maria.garcia@example.com',
    },
    guardianDateOfBirth: '1965-07-19',
    relationship: 'Maternal grandmother',
    household: 'My husband Jorge (62).',
    criminalHistory: false,
    children: [
      {
        name: 'Daniel Ortiz',
        birthDate: '2014-10-02',
        placeOfBirth: 'Los Angeles, California, USA',
        livesWithYou: true,
        residences: [
          {
            from: '2018-01-01',
            to: '2022-12-31',
            address: '300 N Soto St, Los Angeles, CA 90033',
            livedWith: 'Ana Ortiz',
            relationship: 'Mother',
          },
          {
            from: '2023-01-01',
            address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
            livedWith: 'María Elena García',
            relationship: 'Grandmother',
          },
        ],
      },
    ],
    mother: { name: 'Ana Ortiz', status: 'consents', address: 'Unknown shelter, Los Angeles' },
    father: { name: 'Unknown', status: 'unknown' },
    guardianshipOf: 'person',
    reason: 'His mother is in residential treatment.',
    temporaryNeeded: false,
    nativeAmerican: 'no',
    otherCases: true,
    otherCasesDetails: 'Juvenile dependency case closed in 2021, Edelman Children’s Court.',
  };

  it('is carried to version 2: the homes, the parents, the screening answer; case details kept in other facts', () => {
    const up = guardianshipMinorV1ToV2(v1);
    expect(up.guardian).toMatchObject({ street: '1234 E Cesar Chavez Ave', city: 'Los Angeles', state: 'CA', zip: '90033' });
    expect(up.screening).toEqual({ criminalRecord: false });
    expect(up.uccjea).toMatchObject({
      childCount: 1,
      otherCases: true,
      residences: [
        { from: '2018-01-01', to: '2022-12-31', city: 'Los Angeles', state: 'CA', livedWith: 'Ana Ortiz', relationship: 'Mother' },
        { from: '2023-01-01', city: 'Los Angeles', state: 'CA', livedWith: 'María Elena García', relationship: 'Grandmother' },
      ],
    });
    expect(up.mother).toEqual({ name: 'Ana Ortiz', status: 'consents', address: 'Unknown shelter, Los Angeles' });
    expect(up.otherFacts).toBe('Other court cases (version 1): Juvenile dependency case closed in 2021, Edelman Children’s Court.');
  });

  it('builds a packet from the upgraded answers, with the note', async () => {
    const { packet, form } = await packetOf(v1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    const f = await form('FL-105');
    expect(f.text('FL-105[0].Page1[0].List2[0].Li1[0].Table[0].Row1[0].TextField7[0]')).toBe('Daniel Ortiz');
  });
});
