/**
 * Dissolution end to end: the English sample (a marriage with two children, separate and community property, a former
 * name) on FL-100, FL-105, FL-311, FL-110, FL-115, FL-140, FL-142 (the rest of an item on its continuation sheet) and
 * FL-150; the Spanish-answer sample (a marriage and a domestic partnership, a joint petition) on the FL-700 worksheet
 * with the disclosure on FL-140 and FL-142; a version-1 submission.
 */
import { dissolutionSample, dissolutionSampleEs } from '../../../shared/questionnaires/samples';
import { dissolutionV1 } from './family-v1.fixture';
import { checked, packetOf, pdfText, text, v1StillValid } from './family.helpers';

jest.setTimeout(120_000);

const fl100 = (page: number, name: string) => `FL-100[0].Page${page}[0].${name}`;

describe('the English sample (petition for dissolution of a marriage, two children)', () => {
  it('fills FL-100: the relationship, residence, the time to separation, children, custody, support and property', async () => {
    const { packet, form } = await packetOf('dissolution', dissolutionSample, 'en');
    expect(packet.forms).toEqual(['FL-100', 'FL-105', 'FL-311', 'FL-110', 'FL-115', 'FL-140', 'FL-142', 'FL-150']);
    expect(packet.status.forms.flatMap((f) => f.ask)).toEqual([]);
    const doc = await form('FL-100');
    expect(checked(doc, fl100(1, 'CaptionP1_sf[0].FormTitle[0].DissolutionOf_cb[0]'))).toBe(true);
    expect(checked(doc, fl100(1, 'CaptionP1_sf[0].FormTitle[0].Marriage_cb[0]'))).toBe(true);
    expect(checked(doc, fl100(1, 'WeAreMarried_cb[0]'))).toBe(true);
    expect(checked(doc, fl100(1, 'PetitionerMeetsResidencyReqs_cb[0]'))).toBe(true);
    expect(text(doc, fl100(1, 'DateOfMarriage_dt[0]'))).toBe('06/23/2012');
    expect(text(doc, fl100(1, 'DateOfSeparation_dt[0]'))).toBe('11/01/2024');
    // Item 3a(3): 06/23/2012 to 11/01/2024 is 12 years and 4 months.
    expect(text(doc, fl100(1, 'MonthsSeparated_tf[0]'))).toBe('12');
    expect(text(doc, fl100(1, 'MonthsSeparated_tf[1]'))).toBe('4');
    expect(text(doc, fl100(1, 'MinorChildren_sf[0].Child1Name_tf[0]'))).toBe('Sofía Hernández García');
    expect(text(doc, fl100(1, 'MinorChildren_sf[0].Child2Birthdate_dt[0]'))).toBe('02/03/2019');
    expect(checked(doc, fl100(2, 'ToBothJointly_cb[0]'))).toBe(true);
    expect(text(doc, fl100(2, 'ConfirmSeparateProperty_sf[0].SeparatePropertyList2_tf[0]'))).toBe(
      '2008 Ford F-150 owned before the marriage',
    );
    expect(text(doc, fl100(2, 'ConfirmSeparateProperty_sf[0].ConfirmPropertyList2To_tf[0]'))).toBe('Respondent');
    expect(text(doc, fl100(3, 'CommQuasiProperty_sf[0].ListProperty_ft[0]'))).toMatch(/^Home at 789 S Atlantic Blvd/);
    expect(checked(doc, fl100(3, 'RestoreFormerName_cb[0]'))).toBe(true);
    expect(text(doc, fl100(3, 'SpecifyFormerName_tf[0]'))).toBe('María Elena López');
    expect(text(doc, fl100(3, 'PrintPetitionerName_tf[0]'))).toBe('María Elena García');
    const fl311 = await form('FL-311');
    expect(checked(fl311, 'FL-311[0].Page1[0].TitleSub[0].Petition_cb[0]')).toBe(true);
    expect(text(fl311, 'FL-311[0].Page1[0].List1[0].Li1[0].tblMinorChildren[0].child2[0].Child2Name[0]')).toBe('Mateo Hernández García');
    const fl115 = await form('FL-115');
    expect(text(fl115, 'FL-115[0].Page1[0].Page1[0].AddInfo[0].Phone_ft[0]')).toBe('María Elena García');
  });
});

const fl142 = (page: number, name: string) => `FL-142[0].Page${page}[0].${name}`;

describe('the Schedule of Assets and Debts (FL-142)', () => {
  it('is the official form: each asset and debt under its item, separate ones marked P or R, the rest of an item on its continuation sheet, the totals', async () => {
    const { packet, form } = await packetOf('dissolution', dissolutionSample, 'en');
    expect(packet.status.forms.find((f) => f.form === 'FL-142')?.output).toBe('pdf');
    const doc = await form('FL-142');
    const row = (page: number, item: number, field: number) => text(doc, fl142(page, `List${item}[0].Li1[0].TextField${field}[0]`));
    expect(text(doc, fl142(1, 'P1Caption[0].AttyPartyInfo[0].TextField1[0]'))).toBe(
      'María Elena García\n1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
    );
    expect(text(doc, fl142(1, 'P1Caption[0].CourtInfo[0].CrtCounty[0]'))).toBe('Los Angeles');
    expect(text(doc, fl142(1, 'P1Caption[0].TitlePartyName[0].Party2[0]'))).toBe('José Luis Hernández');
    expect(checked(doc, fl142(1, 'P1Caption[0].FormTitle[0].RB2Choice2[0]'))).toBe(true);
    expect(checked(doc, fl142(1, 'P1Caption[0].FormTitle[0].RB2Choice2[1]'))).toBe(false);
    // Item 1: the home on the form (a community asset: no mark in the separate-property column).
    expect([1, 2, 3, 4, 6].map((f) => row(1, 1, f))).toEqual([
      'Home at 789 S Atlantic Blvd, East Los Angeles, CA 90022',
      '',
      '03/02/2015',
      '700,000.00',
      '410,000.00',
    ]);
    // Item 2 lists its columns the other way round (TextField6 is the description).
    expect([6, 4, 2].map((f) => row(1, 2, f))).toEqual(['Furniture and appliances', '', '6,000.00']);
    // Item 3: the client's own separate jewelry, "P"; item 4: the community car, the spouse's truck continues ("R").
    expect([1, 2, 3, 4].map((f) => row(1, 3, f))).toEqual(['Gold jewelry inherited from my grandmother', 'P', '12/24/2018', '3,500.00']);
    expect([1, 2, 4, 5].map((f) => row(2, 4, f))).toEqual(['2019 Honda CR-V', '', '18,000.00', '3,000.00']);
    expect(row(4, 19, 2)).toBe('P');
    expect(row(4, 23, 1)).toBe('Capital One Visa ending 5678, household expenses');
    expect(row(4, 23, 2)).toBe('');
    // Items 17 and 18: the Nevada lot (quasi-community) and the truck are on the continuation sheet, 40,000 + 6,000.
    expect(row(3, 17, 3)).toBe('46,000.00');
    expect(text(doc, fl142(3, 'List18[0].Li1[0].total1[0]'))).toBe('830,500.00');
    expect(text(doc, fl142(3, 'List18[0].Li1[0].total2[0]'))).toBe('413,000.00');
    expect(text(doc, fl142(4, 'List26[0].Li1[0].TotalDebts[0]'))).toBe('16,700.00');
    // Nothing continues item 19–24: item 25 stays blank (not "0.00").
    expect(text(doc, fl142(4, 'List25[0].Li1[0].TextField2[0]'))).toBe('');
    expect(checked(doc, fl142(4, 'List27[0].Li1[0].ChoiceNumber[0]'))).toBe(true);
    expect(text(doc, fl142(4, 'List27[0].Li1[0].FillText1[0]'))).toBe('1');
    expect(text(doc, fl142(4, 'SignSub[0].SigName[0]'))).toBe('María Elena García');
    const merged = pdfText((await packet.formPdf('FL-142'))!);
    expect(merged).toContain('FL-142, continuation of item 1 — Real estate');
    // The quasi-community lot is not marked as anyone's separate property (the continuation sheet's "—").
    expect(merged).toMatch(
      /Lot in Henderson, Nevada, bought while we lived — 09\/10\/2013 \$40,000\.00 — there \(quasi-community property\)/,
    );
    expect(merged).toContain('FL-142, continuation of item 4 — Vehicles, boats, trailers');
  });
});

describe('the preliminary declaration of disclosure (FL-140)', () => {
  it('is the official form: the petitioner’s preliminary declaration, FL-142 and FL-150 attached, the tax returns and the statements the client wrote', async () => {
    const { packet, form } = await packetOf('dissolution', dissolutionSample, 'en');
    expect(packet.status.forms.find((f) => f.form === 'FL-140')?.output).toBe('pdf');
    const doc = await form('FL-140');
    const hdr = (name: string) => `form1[0].Page1[0].StdP1Header_sf[0].${name}`;
    const item = (name: string) => `form1[0].Page1[0].Disclose_cb[0].${name}`;
    // The box's first line is the form's own label: the name starts on the second.
    expect(text(doc, hdr('AddInfo[0].PartyAttyAddInfo_ft[0]'))).toBe(
      '\nMaría Elena García\n1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
    );
    expect(text(doc, hdr('TitlePartyName[0].Party2_ft[0]'))).toBe('José Luis Hernández');
    expect(
      [
        hdr('FormTitle[0].caption_cb[0].CheckBox61[0]'),
        hdr('FormTitle[0].caption_cb[1].respondent_cb[0]'),
        hdr('FormTitle[0].caption_cb[2].preliminary_cb[0]'),
        hdr('FormTitle[0].caption_cb[3].final_cb[0]'),
      ].map((n) => checked(doc, n)),
    ).toEqual([true, false, true, false]);
    expect(
      [
        item('#area[2].Schedule_or_Prop_cb[0]'),
        'form1[0].Page1[0].Date_name_gp[0].IandE_cb[0]',
        item('#area[3].taxreturns_cb[0]'),
        item('#area[6].CheckBox61[0]'),
        item('#area[4].obligations_stmt_cb[0]'),
        item('#area[4].#area[5].investment_opp_db[0]'),
        item('caption_cb[0].petitioner_cb[0]'),
      ].map((n) => checked(doc, n)),
    ).toEqual([true, true, true, true, false, true, false]);
    expect(text(doc, item('Mtl_facts_ft[0]'))).toBe('A broker’s opinion of value of the house, dated October 2024, says $700,000.');
    expect(text(doc, 'form1[0].Page1[0].investmt_opp_ft[0]')).toBe('None.');
    expect(text(doc, 'form1[0].Page1[0].print_name_ft[0]')).toBe('María Elena García');
  });
});

describe('the Spanish-answer sample (marriage and domestic partnership, joint petition)', () => {
  it('goes on the FL-700 worksheet with the Spanish names and text kept, and the disclosure lists the bakery', async () => {
    const { packet, form } = await packetOf('dissolution', dissolutionSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-700', 'FL-140', 'FL-142', 'FL-150']);
    expect(packet.status.forms.find((f) => f.form === 'FL-100')?.applies).toBe(false);
    expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    const merged = pdfText(await packet.mergedPdf());
    expect(merged).toContain('Joint Petition for Dissolution or Legal Separation');
    expect(merged).toContain('Begoña Núñez Peña');
    expect(merged).toContain('Ainhoa Muñoz Ortiz');
    expect(merged).toContain('Panadería “La Ñapa” (50 % de cada una) — $35,000.00');
    // FL-142: one asset or debt per item, so nothing continues: items 17, 25 and 27 stay blank and unticked.
    const doc = await form('FL-142');
    expect(text(doc, fl142(3, 'List15[0].Li1[0].TextField4[0]'))).toBe('35,000.00');
    expect(text(doc, fl142(3, 'List17[0].Li1[0].TextField3[0]'))).toBe('');
    expect(text(doc, fl142(4, 'List25[0].Li1[0].TextField2[0]'))).toBe('');
    expect(checked(doc, fl142(4, 'List27[0].Li1[0].ChoiceNumber[0]'))).toBe(false);
    expect(text(doc, fl142(4, 'List27[0].Li1[0].FillText1[0]'))).toBe('');
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates under version 1 and prints from its upgraded answers with a note', async () => {
    v1StillValid('dissolution', dissolutionV1);
    const { packet, form } = await packetOf('dissolution', dissolutionV1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    expect(packet.status.forms.filter((f) => f.applies && f.output === 'pending')).toEqual([]);
    const doc = await form('FL-100');
    expect(text(doc, fl100(1, 'DateOfMarriage_dt[0]'))).not.toBe('');
  });
});
