/**
 * Petition to establish parental relationship (FL-200) end to end: the English sample (a mother asking for custody,
 * support and birth expenses, a name change for the child) and the Spanish-answer sample (a father, a voluntary
 * declaration of parentage, a child on the way), with FL-210, FL-105, FL-311 and FL-150; a version-1 submission.
 */
import { paternalRelationshipSample, paternalRelationshipSampleEs } from '../../../shared/questionnaires/samples';
import { paternalRelationshipV1 } from './family-v1.fixture';
import { checked, packetOf, text, v1StillValid } from './family.helpers';

jest.setTimeout(120_000);

const fl200 = (page: number, name: string) => `FL-200[0].Page${page}[0].${name}`;

describe('the English sample', () => {
  it('fills FL-200 with the child, the birth expenses, the repayment asked and the child’s new name', async () => {
    const { packet, form } = await packetOf('paternal-relationship', paternalRelationshipSample, 'en');
    expect(packet.forms).toEqual(['FL-200', 'FL-210', 'FL-105', 'FL-311', 'FL-150']);
    expect(packet.status.forms.flatMap((f) => f.ask)).toEqual([]);
    const doc = await form('FL-200');
    expect(text(doc, fl200(1, 'List2[0].Li1[0].Child1Name_tf[0]'))).toBe('Emma García');
    expect(text(doc, fl200(1, 'List2[0].Li1[0].Child1Birthdate_dt[0]'))).toBe('09/14/2023');
    expect(checked(doc, fl200(1, 'List5[0].Li4[0].CheckBox1[0]'))).toBe(true);
    expect(text(doc, fl200(1, 'List5[0].Li4[0].amount1_tf[0]'))).toBe('1,850.00');
    expect(text(doc, fl200(1, 'List5[0].Li4[0].Payable1_tf[0]'))).toBe('Beverly Hospital');
    expect(text(doc, fl200(1, 'List5[0].Li4[0].For2_tf[0]'))).toBe('Prenatal visits');
    expect(checked(doc, fl200(2, 'List8[0].Li2[0].ToBothJointly_cb[0]'))).toBe(true);
    expect(text(doc, fl200(2, 'list9[0].Li1[0].TextField1[0]'))).toBe('$100 per month until paid in full.');
    expect(text(doc, fl200(2, 'List11[0].Li1[0].FillText1[0]'))).toBe('Emma García to Emma Hernández García');
    expect(text(doc, fl200(2, 'SignSub[0].FillText1[0]'))).toBe('María Elena García');
  });
});

describe('the summons (FL-210)', () => {
  it('is the official form: the respondent and the petitioner on the caption, the petitioner’s name, address and telephone in item 2', async () => {
    const { packet, form } = await packetOf('paternal-relationship', paternalRelationshipSample, 'en');
    expect(packet.status.forms.find((f) => f.form === 'FL-210')?.output).toBe('pdf');
    const doc = await form('FL-210');
    const p1 = (name: string) => `topmostSubform[0].Page1[0].${name}`;
    expect(text(doc, p1('Caption_sf[0].T7[0]'))).toBe('José Luis Hernández');
    expect(text(doc, p1('Caption_sf[0].T16[0]'))).toBe('María Elena García');
    expect(text(doc, p1('OtherSpecify_tf[1]'))).toBe('María Elena García\n1234 E Cesar Chavez Ave, Los Angeles, CA 90033\n(323) 555-0101');
    // The Spanish line of each caption box stays empty (the name is written once), the case number is the court's.
    expect([text(doc, p1('Caption_sf[0].T105[0]')), text(doc, p1('Caption_sf[0].T18[0]'))]).toEqual(['', '']);
  });
});

describe('the Spanish-answer sample', () => {
  it('keeps the Spanish names and text, and states the voluntary declaration of parentage', async () => {
    const { packet, form } = await packetOf('paternal-relationship', paternalRelationshipSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-200', 'FL-210', 'FL-105', 'FL-311']);
    const doc = await form('FL-200');
    expect(text(doc, fl200(1, 'List1[0].Li2[0].FillText1[0]'))).toMatch(/^Soy el padre biológico de Ximena/);
    expect(text(doc, fl200(1, 'List2[0].Li1[0].Child1Name_tf[0]'))).toBe('Ximena Peña Núñez');
    expect(text(doc, fl200(1, 'List5[0].Li6[0].FillText1[0]'))).toMatch(/^Voluntary Declaration of Parentage signed 12\/01\/2022/);
    expect(text(doc, fl200(2, 'List13[0].Li1[0].FillText109[0]'))).toBe('Que mi nombre se agregue al acta de nacimiento de Ximena.');
    expect(text(doc, fl200(2, 'SignSub[0].FillText1[0]'))).toBe('Joaquín Peña Ibáñez');
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates under version 1 and prints from its upgraded answers with a note', async () => {
    v1StillValid('paternal-relationship', paternalRelationshipV1);
    const { packet } = await packetOf('paternal-relationship', paternalRelationshipV1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    expect(packet.status.forms.filter((f) => f.applies && f.output === 'pending')).toEqual([]);
    expect(packet.forms[0]).toBe('FL-200');
  });
});
