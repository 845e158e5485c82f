/**
 * Summary dissolution end to end: FL-800 filled for the English sample (a marriage of under five years, a former name
 * restored) and the Spanish-answer sample (a domestic partnership, no community property), with the judgment on the
 * official FL-825 (never FL-820, which is only for petitions filed before 2011), the disclosure and FL-150; a version-1 submission printed from its upgraded answers.
 */
import { summaryDissolutionSample, summaryDissolutionSampleEs } from '../../../shared/questionnaires/samples';
import { summaryDissolutionV1 } from './family-v1.fixture';
import { checked, packetOf, pdfText, text, v1StillValid } from './family.helpers';

jest.setTimeout(120_000);

const fl800 = (page: number, name: string) => `FL-800[0].Page${page}[0].${name}`;
const fl825 = (page: number, name: string) => `FL-825[0].Page${page}[0].${name}`;

describe('the English sample (a marriage)', () => {
  it('fills FL-800 with the dates, the eligibility items, the former name and both spouses’ addresses', async () => {
    const { packet, form } = await packetOf('summary-dissolution', summaryDissolutionSample, 'en');
    expect(packet.forms).toEqual(['FL-800', 'FL-825', 'FL-140', 'FL-142', 'FL-150']);
    expect(packet.status.forms.flatMap((f) => f.ask)).toEqual([]);
    const doc = await form('FL-800');
    expect(checked(doc, fl800(1, 'P1Caption[0].FormTitle[0].Marriage_rb[0]'))).toBe(true);
    expect(checked(doc, fl800(1, 'List2[0].Li1[0].We_were_married_cb[0]'))).toBe(true);
    expect(text(doc, fl800(1, 'List2[0].Li1[0].Date_of_marriage_ft[0]'))).toBe('02/14/2022');
    expect(text(doc, fl800(1, 'List3[0].Li1[0].on_date_ft[0]'))).toBe('01/10/2025');
    expect(checked(doc, fl800(1, 'List5[0].Li1[0].CA_marriage_residence_reqrmt_cb[0]'))).toBe(true);
    expect(checked(doc, fl800(2, 'List15[0].Li1[0].P1Restoreformername_cb[0]'))).toBe(true);
    expect(text(doc, fl800(2, 'List15[0].Li1[0].P1formername_ft[0]'))).toBe('María Elena López');
    expect(text(doc, fl800(2, 'Parties[0].Petitioner2_ft[0]'))).toBe('José Luis Hernández');
    expect(text(doc, fl800(2, 'List21[0].Li1[0].P1Address_line1_ft[0]'))).toBe('1234 E Cesar Chavez Ave');
    expect(text(doc, fl800(2, 'List22[0].Li1[0].P1City_ft[0]'))).toBe('East Los Angeles');
    expect(text(doc, fl800(2, 'List22[0].Li1[0].P1ZipCode_ft[0]'))).toBe('90022');
    // The disclosure's FL-142 on the official form: the community car and card, the client's own savings marked "P".
    const schedule = await form('FL-142');
    const row = (page: number, item: number, field: number) =>
      text(schedule, `FL-142[0].Page${page}[0].List${item}[0].Li1[0].TextField${field}[0]`);
    expect(packet.status.forms.find((f) => f.form === 'FL-142')?.output).toBe('pdf');
    expect([1, 2, 4, 5].map((f) => row(2, 4, f))).toEqual(['2020 Kia Soul', '', '14,000.00', '6,000.00']);
    expect([1, 2, 4].map((f) => row(2, 5, f))).toEqual(['Savings I had before the marriage', 'P', '8,000.00']);
    expect([1, 2, 3].map((f) => row(4, 23, f))).toEqual(['Visa ending 2231', '', '2,100.00']);
    expect(text(schedule, 'FL-142[0].Page3[0].List18[0].Li1[0].total1[0]')).toBe('25,000.00');
    expect(checked(schedule, 'FL-142[0].Page4[0].List27[0].Li1[0].ChoiceNumber[0]')).toBe(false);
    expect(text(schedule, 'FL-142[0].Page4[0].SignSub[0].SigName[0]')).toBe('María Elena García');
  });
});

describe('the Spanish-answer sample (a registered domestic partnership)', () => {
  it('checks the partnership boxes, keeps the Spanish names and leaves out the forms that do not apply', async () => {
    const { packet, form } = await packetOf('summary-dissolution', summaryDissolutionSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-800', 'FL-825', 'FL-150']);
    const doc = await form('FL-800');
    expect(checked(doc, fl800(1, 'P1Caption[0].FormTitle[0].Domestic_Partnership_rb[0]'))).toBe(true);
    expect(checked(doc, fl800(1, 'P1Caption[0].FormTitle[0].Marriage_rb[0]'))).toBe(false);
    expect(checked(doc, fl800(1, 'List2[0].Li2[0].We_registered_domestic_partnership_cb[0]'))).toBe(true);
    expect(text(doc, fl800(1, 'List2[0].Li2[0].Date_of_registration_ft[0]'))).toBe('05/06/2023');
    expect(checked(doc, fl800(2, 'List13[0].Li1[0].NoCPassetsordebts_tx[0]'))).toBe(true);
    expect(text(doc, fl800(2, 'List15[0].Li2[0].P2Formername_ft[0]'))).toBe('Ainhoa Ortiz Peña');
    expect(text(doc, fl800(2, 'List21[0].Li1[0].P1Name_ft[0]'))).toBe('Begoña Núñez Peña');
    expect(text(doc, fl800(2, 'List22[0].Li1[0].P1Address_line1_ft[0]'))).toBe('Calle Ñandú 12');
    expect(pdfText(await packet.mergedPdf())).toContain('FL-825');
    const judgment = await form('FL-825');
    expect(checked(judgment, fl825(1, 'P1Caption[0].FormTitle[0].Yes1[0]'))).toBe(true);
    expect(checked(judgment, fl825(1, 'P1Caption[0].FormTitle[0].Yes[0]'))).toBe(false);
    expect(checked(judgment, fl825(1, 'List1[0].LI2[0].#area[0].CheckBox1[0]'))).toBe(false);
    expect(checked(judgment, fl825(1, 'List1[0].LI3[0].#area[0].CheckBox19[0]'))).toBe(true);
    expect(text(judgment, fl825(1, 'List1[0].LI3[0].FillText1[0]'))).toBe('Ainhoa Ortiz Peña');
  });
});

describe('the judgment (FL-825)', () => {
  it('names the petitioners and the court, restores the former name asked for, gives the addresses for the notice of entry and leaves the court’s parts blank', async () => {
    const { packet, form } = await packetOf('summary-dissolution', summaryDissolutionSample, 'en');
    expect(packet.status.forms.find((f) => f.form === 'FL-825')?.output).toBe('pdf');
    // FL-820 prints "Use this form ONLY if the Joint Petition … was filed before January 1, 2011".
    expect(packet.status.forms.map((f) => f.form)).not.toContain('FL-820');
    const doc = await form('FL-825');
    expect(text(doc, fl825(1, 'P1Caption[0].TitlePartyName[0].Party1[0]'))).toBe('María Elena García');
    expect(text(doc, fl825(2, 'PxCaption[0].TitlePartyName[0].Party2[0]'))).toBe('José Luis Hernández');
    expect(text(doc, fl825(1, 'P1Caption[0].CourtInfo[0].CrtCounty[0]'))).toBe('Los Angeles');
    expect(text(doc, fl825(1, 'P1Caption[0].Subform[0].AttyPartyInfo[0].TextField1[0]'))).toBe(
      'María Elena García\n1234 E Cesar Chavez Ave\nLos Angeles, CA 90033',
    );
    expect(checked(doc, fl825(1, 'P1Caption[0].FormTitle[0].Yes[0]'))).toBe(true);
    expect(checked(doc, fl825(1, 'List1[0].LI2[0].#area[0].CheckBox1[0]'))).toBe(true);
    expect(text(doc, fl825(1, 'List1[0].LI2[0].FillText1[0]'))).toBe('María Elena López');
    expect(text(doc, fl825(2, '#area[1].FillText4[0]'))).toBe('José Luis Hernández\n789 S Atlantic Blvd\nEast Los Angeles, CA 90022');
    // The effective date, the judge's date and the clerk's notice of entry stay blank.
    expect(text(doc, fl825(1, 'List1[0].LI1[0].FillText1[0]'))).toBe('');
    expect(checked(doc, fl825(1, 'List2[0].LI1[0].#area[0].Choice1[0]'))).toBe(false);
    expect(text(doc, fl825(2, 'SubForm1[0].FillText2[0]'))).toBe('');
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates under version 1 and prints from its upgraded answers with a note', async () => {
    v1StillValid('summary-dissolution', summaryDissolutionV1);
    const { packet } = await packetOf('summary-dissolution', summaryDissolutionV1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    expect(packet.status.forms.filter((f) => f.applies && f.output === 'pending')).toEqual([]);
    expect(packet.forms[0]).toBe('FL-800');
  });
});
