/**
 * Dissolution end to end: the English sample (a marriage with two children, separate and community property, a former
 * name) on FL-100, FL-105, FL-311, FL-110, FL-115, FL-140, FL-142 and FL-150; the Spanish-answer sample (a marriage
 * and a domestic partnership, a joint petition) on the FL-700 worksheet with the disclosure; a version-1 submission.
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
    // FL-140 and FL-142 are worksheets listing each asset and debt.
    const merged = pdfText(await packet.mergedPdf());
    expect(merged).toContain('Chase savings ending 4410');
    expect(merged).toContain('FL-142');
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
    const { packet } = await packetOf('dissolution', dissolutionSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-700', 'FL-140', 'FL-142', 'FL-150']);
    expect(packet.status.forms.find((f) => f.form === 'FL-100')?.applies).toBe(false);
    expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    const merged = pdfText(await packet.mergedPdf());
    expect(merged).toContain('Joint Petition for Dissolution or Legal Separation');
    expect(merged).toContain('Begoña Núñez Peña');
    expect(merged).toContain('Ainhoa Muñoz Ortiz');
    expect(merged).toContain('Panadería “La Ñapa” (50 % de cada una) — $35,000.00');
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
