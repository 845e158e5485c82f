/**
 * Request for Order end to end: FL-300, FL-311, FL-105 and FL-150 filled for the English sample (a change of custody,
 * visitation and support orders) and the Spanish-answer sample (five children, restraining orders, supervised
 * visitation, emergency orders on FL-303 and FL-305 and shortened time), read back with pdf-lib; emergency orders for property
 * only; a version-1 submission printed from its upgraded answers with a note.
 */
import type { PDFDocument, PDFRadioGroup } from 'pdf-lib';
import { validateAnswers } from '../../../shared/questionnaires/registry';
import { requestForOrderSample, requestForOrderSampleEs } from '../../../shared/questionnaires/samples';
import { requestForOrderV1 } from './family-v1.fixture';
import { checked, packetOf, pdfText, text, v1StillValid } from './family.helpers';

jest.setTimeout(120_000);

const fl300 = (page: number, name: string) => `FL-300[0].Page${page}[0].${name}`;
const fl311 = (page: number, name: string) => `FL-311[0].Page${page}[0].${name}`;
const fl305 = (page: number, name: string) => `FL-305[0].Page${page}[0].${name}`;
const fl303 = (page: number, name: string) => `FL-303[0].Page${page}[0].${name}`;
const radio = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFRadioGroup).getSelected();

describe('the English sample (change of custody, visitation, child and spousal support, property control)', () => {
  it('fills FL-300 with the parties, the children and each order asked, and nothing is left to ask the client', async () => {
    const { packet, form } = await packetOf('request-for-order', requestForOrderSample, 'en');
    expect(packet.forms).toEqual(['FL-300', 'FL-311', 'FL-105', 'FL-150']);
    expect(packet.status.forms.flatMap((f) => f.ask)).toEqual([]);
    const doc = await form('FL-300');
    expect(text(doc, fl300(1, 'TitlePartyName[0].Petitioner_1_ft[0]'))).toBe('María Elena García');
    expect(text(doc, fl300(1, 'TitlePartyName[0].Respondent_ft[0]'))).toBe('José Luis Hernández');
    expect(text(doc, fl300(1, 'CaseNumber[0].CaseNumber_ft[0]'))).toBe('23STFL01234');
    expect(checked(doc, fl300(1, 'FormTitle[0].modify_cb[0]'))).toBe(true);
    expect(text(doc, fl300(1, 'List1[0].Li1[0].NameOfParty_ft[0]'))).toBe('José Luis Hernández');
    expect(checked(doc, fl300(1, 'List1[0].Li1[0].Petitioner_cb2[0]'))).toBe(true);
    expect(checked(doc, fl300(1, 'List1[0].Li1[0].Petitioner_cb1[0]'))).toBe(false);
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child1Name_ft[0]'))).toBe('Sofía Hernández García');
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child2BirthDate_dt[0]'))).toBe('02/03/2019');
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child1LegalCustody_ft[0]'))).toBe('Both parents (joint)');
    expect(checked(doc, fl300(2, 'List2[0].Li2[0].List[0].Li1[0].fl311_cb[0]'))).toBe(true);
    expect(text(doc, fl300(3, 'List2Cont[0].Li1[0].List[0].Li1[0].FileDateChildCustodyOrderFiled\\.dt[0]'))).toBe('08/15/2023');
    expect(text(doc, fl300(3, 'List4[0].Li1[0].AmountofSpousalPartnerSupportRequested_nu[0]'))).toBe('800.00');
    expect(text(doc, fl300(3, 'List4[0].Li2[0].AmountofSpousalPartnerSupportOrdered_nu[0]'))).toBe('500.00');
    expect(text(doc, fl300(4, 'List5[0].Li2[0].Debt1_PayTo_ft[0]'))).toBe('Honda Financial Services');
    expect(text(doc, fl300(4, 'List5[0].Li2[0].Debt1_Amount_nu[0]'))).toBe('415.00');
    expect(text(doc, fl300(4, 'List6[0].AmountOfAttorneyFeesCosts_nu[0]'))).toBe('3,500.00');
    expect(text(doc, fl300(4, 'signsub[0].TypePrintName_ft[0]'))).toBe('María Elena García');
    // The court's part stays empty.
    expect(text(doc, fl300(1, 'CourtInfo[0].CrtCounty_ft[0]'))).toBe('Los Angeles');
  });

  it('fills FL-311 with the schedule the client asks for, from the client’s side', async () => {
    const { form } = await packetOf('request-for-order', requestForOrderSample, 'en');
    const doc = await form('FL-311');
    expect(text(doc, fl311(1, 'List1[0].Li1[0].tblMinorChildren[0].child1[0].Child1Name[0]'))).toBe('Sofía Hernández García');
    expect(text(doc, fl311(2, 'List4[0].Li1[0].List[0].Li2[0].DayOfWeekAlternateWeekendVisitsStart_ft[0]'))).toBe('Friday');
    expect(text(doc, fl311(2, 'List4[0].Li1[0].List[0].Li2[0].DayOfWeekAlternateWeekendVisitsEnd_ft[0]'))).toBe('Sunday');
    expect(text(doc, fl311(2, 'List4[0].Li1[0].List[0].Li3[0].DayOfWeekDayVisitsStart_ft[0]'))).toBe('Wednesday');
    expect(text(doc, fl311(4, 'List7[0].Li2[0].TransportToVisitsProvidedBy_Name_ft[0]'))).toBe('José Luis Hernández');
    expect(text(doc, fl311(5, 'List11[0].Li1[0].SpecifyHolidayScheduleHere_ft[0]'))).toMatch(
      /^Thanksgiving: with the mother in even years/,
    );
  });

  it('fills FL-105 and FL-150 from the shared fragments', async () => {
    const { form } = await packetOf('request-for-order', requestForOrderSample, 'en');
    const fl105 = await form('FL-105');
    expect(text(fl105, 'FL-105[0].Page1[0].List2[0].Li1[0].NumChildren[0]')).toBe('2');
    expect(text(fl105, 'FL-105[0].Page1[0].List3[0].Li1[0].Table3a[0].Row1[0].Relationship1[0]')).toBe('Mother');
    const fl150 = await form('FL-150');
    expect(text(fl150, 'FL-150[0].Page1[0].StdP1Header_sf[0].TitlePartyName[0].Party1_ft[0]')).toBe('María Elena García');
  });
});

describe('the Spanish-answer sample (five children, restraining orders, supervised visitation, emergency orders)', () => {
  it('keeps the Spanish letters, sends the fifth child to an attachment and adds the conditional forms', async () => {
    const { packet, form } = await packetOf('request-for-order', requestForOrderSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-300', 'FL-311', 'FL-312', 'FL-105', 'FL-105(A)', 'FL-150', 'FL-303', 'FL-305']);
    expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    const doc = await form('FL-300');
    expect(text(doc, fl300(1, 'TitlePartyName[0].Petitioner_1_ft[0]'))).toBe('Íñigo Ibáñez Muñoz');
    expect(text(doc, fl300(1, 'List1[0].Li1[0].NameOfParty_ft[0]'))).toBe('Íñigo Ibáñez Muñoz');
    expect(checked(doc, fl300(1, 'List1[0].Li1[0].Petitioner_cb1[0]'))).toBe(true);
    expect(text(doc, fl300(2, 'List1[0].Li1[0].CriminalProtectiveOrders_CaseNo_ft[0]'))).toBe('24CR01234');
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child4Name_ft[0]'))).toBe('Ángel Ibáñez Núñez');
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child1PhysicalCustody_ft[0]'))).toBe('Begoña Núñez Peña');
    expect(text(doc, fl300(4, 'List8[0].Li1[0].SpecifyServiceDetails_CourtDaysBeforeHearing_tf[0]'))).toBe('5');
    expect(text(doc, fl300(4, 'List9[0].Li1[0].ReasonForChange_ft[0]'))).toMatch(/^Soy la madre de los cinco niños/);
    // The fifth child does not fit the four rows: named on an attachment in the form's style.
    const fl300Text = pdfText((await packet.formPdf('FL-300'))!);
    expect(fl300Text).toContain('Begoñita Ibáñez Núñez');
    expect(fl300Text).toMatch(/Attachment 2a/);
    const fl311 = await form('FL-311');
    expect(text(fl311, 'FL-311[0].Page4[0].List6[0].Li3[0].NameofSupervisor_ft[0]')).toBe('Centro de Visitas Familiares Esperanza');
    expect(text(fl311, 'FL-311[0].Page4[0].List6[0].Li3[0].List[0].Lii[0].PercentPaidByPetitioner_no[0]')).toBe('100');
    const fl150 = await form('FL-150');
    expect(text(fl150, 'FL-150[0].Page1[0].List1[0].Li4[0].Party_occupation_tf[0]')).toBe('Costurera');
    expect(text(fl150, 'FL-150[0].Page3[0].List13[0].Li18[0].TOTAL[0]')).toBe('2,730.00');
    // FL-303 on the official form: she is the respondent, gave notice by telephone on 03/10/2025, and he opposed.
    expect(packet.status.forms.find((f) => f.form === 'FL-303')?.output).toBe('pdf');
    const notice = await form('FL-303');
    expect(['Petitioner_cb', 'respondent_cb', 'OtherParentParty_cb'].map((n) => checked(notice, fl303(1, `${n}[0]`)))).toEqual([
      false,
      true,
      false,
    ]);
    expect(radio(notice, fl303(1, 'RadioButtonList[0]'))).toBe('1');
    expect(checked(notice, fl303(1, 'CheckBox61[7]'))).toBe(true);
    expect(text(notice, fl303(1, 'FaxNumberUsed_tf[0]'))).toBe('03/10/2025');
    expect(['CheckBox61[13]', 'CheckBox61[14]', 'CheckBox61[15]', 'CheckBox61[16]'].map((n) => checked(notice, fl303(1, n)))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(text(notice, fl303(2, 'SpecifyOrdersRequested_ft[0]'))).toBe('Child custody and visitation (parenting time)');
    expect(text(notice, fl303(2, 'ResponseToNotice_ft[0]'))).toBe('Opposed the request.');
    expect(radio(notice, fl303(2, 'RadioButtonList4[0]'))).toBe('1');
    expect(text(notice, fl303(2, 'T14[0]'))).toBe('Begoña Núñez Peña');
    // FL-305 on the official form: custody of the children to her (the respondent), the fifth on Attachment 3c.
    expect(packet.status.forms.find((f) => f.form === 'FL-305')?.output).toBe('pdf');
    const orders = await form('FL-305');
    expect(text(orders, fl305(1, 'P1Caption[0].TitlePartyName[0].Respondent_ft[0]'))).toBe('Begoña Núñez Peña');
    expect(text(orders, fl305(1, 'List1[0].TextField3[0]'))).toBe('Íñigo Ibáñez Muñoz');
    expect([fl305(1, 'List1[0].Petitioner_cb[0]'), fl305(1, 'List1[0].Respondent_cb[0]')].map((n) => checked(orders, n))).toEqual([
      true,
      false,
    ]);
    expect(checked(orders, fl305(1, 'P1Caption[0].FormTitle[0].ChildCustody_cb[0]'))).toBe(true);
    expect(checked(orders, fl305(1, 'P1Caption[0].FormTitle[0].PropertyRestraint_cb[0]'))).toBe(false);
    expect(text(orders, fl305(1, 'List3[0].LI3[0].Child4Name_ft[0]'))).toBe('Ángel Ibáñez Núñez');
    expect(
      ['Child1TempCustodytoPetitioner_cb', 'ToRespondent_cb', 'ToOtherParentParty_cb'].map((n) =>
        checked(orders, fl305(1, `List3[0].LI3[0].${n}[0]`)),
      ),
    ).toEqual([false, true, false]);
    expect(checked(orders, fl305(1, 'List3[0].LI3[0].Children_continued_cb[0]'))).toBe(true);
    expect(text(orders, fl305(2, 'List3Cont[0].Li1[0].TextField2[0]'))).toMatch(/FL-311\): supervised visitation/);
    expect(checked(orders, fl305(2, 'List3Cont[0].LI2[0].List1[0].LI2[0].Petitioner_cb[0]'))).toBe(true);
    expect(text(orders, fl305(2, 'List3Cont[0].LI2[0].List1[0].LI2[0].List1[0].LI2[0].ListCounties_ft[0]'))).toBe('Los Ángeles y Orange');
    // The court's findings and its hearing stay blank: a proposed order never states what the judge found.
    expect(checked(orders, fl305(1, 'List2[0].Li1[0].CheckBox19[0]'))).toBe(false);
    expect(checked(orders, fl305(1, 'List3[0].Li1[0].List[0].Li1[0].CheckBox19[0]'))).toBe(false);
    expect(text(orders, fl305(1, 'List1[0].LI1[0].DateofHearing_dt[0]'))).toBe('');
    const ordersText = pdfText((await packet.formPdf('FL-305'))!);
    expect(ordersText).toMatch(
      /Attachment 3c — Temporary physical custody, care, and control .*Lucía Ibáñez Núñez 05\/15\/2022 Respondent/,
    );
  });
});

describe('emergency orders for property control only, without notice (FL-303, FL-305)', () => {
  it('asks the property order and its payments, and leaves custody unticked although FL-300 asks custody', async () => {
    const answers = {
      ...requestForOrderSample,
      expedited: true,
      emergency: {
        orders: ['propertyControl' as const],
        harm: 'He said he will move into the apartment this weekend and change the locks.',
        noticeGiven: false,
        noNoticeReason: 'He said he would hurt me if I told him I was going to court.',
      },
    };
    const valid = validateAnswers('request-for-order', answers);
    expect(valid.ok ? [] : valid.fieldErrors).toEqual([]);
    const { form } = await packetOf('request-for-order', answers, 'en');
    const orders = await form('FL-305');
    expect(checked(orders, fl305(1, 'P1Caption[0].FormTitle[0].PropertyRestraint_cb[0]'))).toBe(true);
    expect(checked(orders, fl305(1, 'P1Caption[0].FormTitle[0].ChildCustody_cb[0]'))).toBe(false);
    expect(checked(orders, fl305(1, 'List3[0].ChildCustodyVisitation_cb[0]'))).toBe(false);
    expect(text(orders, fl305(1, 'List3[0].LI3[0].Child1Name_ft[0]'))).toBe('');
    expect(checked(orders, fl305(1, 'List3[0].LI3[0].Child1TempCustodytoPetitioner_cb[0]'))).toBe(false);
    expect(checked(orders, fl305(2, 'List3Cont[0].LI2[0].List1[0].LI2[0].Petitioner_cb[0]'))).toBe(false);
    expect(checked(orders, fl305(2, 'List4[0].LI1[0].PetitionerExclusiveUser_cb[0]'))).toBe(true);
    expect(checked(orders, fl305(2, 'List4[0].LI1[0].CheckBox2[0]'))).toBe(true);
    expect(text(orders, fl305(2, 'List4[0].LI1[0].SpecifyPropertyControl_ft[0]'))).toMatch(/^The apartment at 1234 E Cesar Chavez Ave/);
    expect(checked(orders, fl305(2, 'List4[0].LI2[0].Respondent_cb[0]'))).toBe(true);
    expect(text(orders, fl305(2, 'List4[0].LI2[0].Debt1_PayTo_ft[0]'))).toBe('Honda Financial Services');
    expect(text(orders, fl305(2, 'List4[0].LI2[0].Debt1_Amount_nu[0]'))).toBe('415.00');
    // FL-303: no notice given — "did not", and nothing of item 3a (the notice's date, way, response) is stated.
    const notice = await form('FL-303');
    expect(radio(notice, fl303(1, 'RadioButtonList[0]'))).toBe('2');
    expect(checked(notice, fl303(1, 'CheckBox61[7]'))).toBe(false);
    expect(text(notice, fl303(2, 'SpecifyOrdersRequested_ft[0]'))).toBe('');
    expect(radio(notice, fl303(2, 'RadioButtonList4[0]'))).toBe(undefined);
  });
});

describe('the client is the other parent/party (version 3: the case’s other party asked)', () => {
  // The client's child's grandmother asks for visitation in the parents' case: José is the respondent she asks orders
  // against, María the petitioner of that case; both are named on every caption and both are served (issue 25).
  const answers = {
    ...requestForOrderSampleEs,
    role: 'otherParent' as const,
    otherPartyRole: 'respondent' as const,
    secondParty: { name: 'María Elena García', street: '1234 E Cesar Chavez Ave', city: 'Los Angeles', state: 'CA' as const, zip: '90033' },
    restrainingBetween: ['secondParty' as const, 'otherParty' as const],
  };

  it('names the petitioner, the respondent and the client on FL-300, FL-311, FL-105 and FL-150, and serves both parties', async () => {
    const valid = validateAnswers('request-for-order', answers);
    expect(valid.ok ? [] : valid.fieldErrors).toEqual([]);
    const { packet, form } = await packetOf('request-for-order', answers, 'en');
    expect(packet.status.notes.filter((n) => n.code === 'pendingMap')).toEqual([]);
    const doc = await form('FL-300');
    expect(text(doc, fl300(1, 'TitlePartyName[0].Petitioner_1_ft[0]'))).toBe('María Elena García');
    expect(text(doc, fl300(1, 'TitlePartyName[0].Respondent_ft[0]'))).toBe('Íñigo Ibáñez Muñoz');
    expect(text(doc, fl300(1, 'List1[0].Li1[0].NameOfParty_ft[0]'))).toBe('Íñigo Ibáñez Muñoz, María Elena García');
    expect(checked(doc, fl300(1, 'List1[0].Li1[0].Petitioner_cb1[0]'))).toBe(true);
    expect(checked(doc, fl300(1, 'List1[0].Li1[0].Petitioner_cb2[0]'))).toBe(true);
    // Item 1 of page 2: the orders are between the two parents, not the client.
    expect(checked(doc, fl300(2, 'List1[0].CheckBox2[0]'))).toBe(true);
    expect(checked(doc, fl300(2, 'List1[0].CheckBox3[0]'))).toBe(true);
    expect(checked(doc, fl300(2, 'List1[0].CheckBox61[0]'))).toBe(false);
    const fl311 = await form('FL-311');
    expect(text(fl311, 'FL-311[0].Page1[0].PxCaption_sf[0].PartySub[0].Parties[0].Petitioner_ft[0]')).toBe('María Elena García');
    expect(text(fl311, 'FL-311[0].Page1[0].PxCaption_sf[0].PartySub[0].Parties[0].OtherParentParty_ft[0]')).toBe('Begoña Núñez Peña');
    const fl105 = await form('FL-105');
    expect(text(fl105, 'FL-105[0].Page1[0].P1Caption[0].ProbateParty[0].Party1[0]')).toBe('María Elena García');
    const fl150 = await form('FL-150');
    expect(text(fl150, 'FL-150[0].Page1[0].StdP1Header_sf[0].TitlePartyName[0].Party1_ft[0]')).toBe('María Elena García');
    // FL-305 is directed to both parties of the case.
    const orders = await form('FL-305');
    expect(text(orders, fl305(1, 'List1[0].TextField3[0]'))).toBe('Íñigo Ibáñez Muñoz and María Elena García');
    expect([fl305(1, 'List1[0].Petitioner_cb[0]'), fl305(1, 'List1[0].Respondent_cb[0]')].map((n) => checked(orders, n))).toEqual([
      true,
      true,
    ]);
  });

  it('ticks only the parties the orders are between (a criminal order against a third person ticks none)', async () => {
    const { form } = await packetOf('request-for-order', { ...answers, restrainingBetween: ['otherParty', 'someoneElse'] }, 'en');
    const doc = await form('FL-300');
    expect(checked(doc, fl300(2, 'List1[0].CheckBox2[0]'))).toBe(false);
    expect(checked(doc, fl300(2, 'List1[0].CheckBox3[0]'))).toBe(true);
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates under version 1 and prints from its upgraded answers with a note', async () => {
    v1StillValid('request-for-order', requestForOrderV1);
    const { packet, form } = await packetOf('request-for-order', requestForOrderV1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 3 } });
    // Every form of the older submission prints (FL-105(A)'s table once failed on a two-line cell).
    expect(packet.status.forms.filter((f) => f.applies && f.output === 'pending')).toEqual([]);
    const doc = await form('FL-300');
    expect(text(doc, fl300(1, 'CaseNumber[0].CaseNumber_ft[0]'))).toBe('23STFL01234');
    expect(text(doc, fl300(2, 'List2[0].Li1[0].Child1Name_ft[0]'))).toBe('Sofía Hernández García');
  });
});
