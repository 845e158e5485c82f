/**
 * Response to a petition to establish parental relationship (FL-260) end to end: the English sample (one child) and
 * the Spanish-answer sample (two children, a dependency case, supervised visitation), with FL-210, FL-105, FL-311 and
 * FL-150; a version-1 submission printed from its upgraded answers.
 */
import { parentalRelationshipsSample, parentalRelationshipsSampleEs } from '../../../shared/questionnaires/samples';
import { parentalRelationshipsV1 } from './family-v1.fixture';
import { checked, packetOf, text, v1StillValid } from './family.helpers';

jest.setTimeout(120_000);

const fl260 = (page: number, name: string) => `FL-260[0].Page${page}[0].${name}`;

describe('the English sample', () => {
  it('fills FL-260 with the child and the client’s answers', async () => {
    const { packet, form } = await packetOf('parental-relationships', parentalRelationshipsSample, 'en');
    expect(packet.forms).toEqual(['FL-260', 'FL-210', 'FL-105', 'FL-311', 'FL-150']);
    expect(packet.status.forms.flatMap((f) => f.ask)).toEqual([]);
    const doc = await form('FL-260');
    expect(text(doc, fl260(1, 'List1[0].Li1[0].FillText1[0]'))).toBe('Lucas Hernández');
    expect(text(doc, fl260(1, 'List1[0].Li1[0].DOB1[0]'))).toBe('04/22/2018');
    expect(checked(doc, fl260(1, 'List2[0].Li1[0].CheckBox1[0]'))).toBe(true);
    expect(text(doc, fl260(2, 'SignSub[0].FillText[0]'))).toBe('María Elena García');
  });
});

describe('the Spanish-answer sample', () => {
  it('keeps the Spanish names, lists both children and the other case, and states the supervised visitation', async () => {
    const { packet, form } = await packetOf('parental-relationships', parentalRelationshipsSampleEs, 'es');
    expect(packet.forms).toEqual(['FL-260', 'FL-210', 'FL-105', 'FL-311']);
    const doc = await form('FL-260');
    expect(text(doc, fl260(1, 'List1[0].Li1[0].FillText1[0]'))).toBe('Íker Ibáñez Núñez');
    expect(text(doc, fl260(1, 'List1[0].Li1[0].FillText3[0]'))).toBe('Ángela Ibáñez Núñez');
    expect(text(doc, fl260(1, 'List1[0].Li1[0].DOB2[0]'))).toBe('03/15/2021');
    expect(text(doc, fl260(1, 'List2[0].Li4[0].FillTex1[0]'))).toBe('DK-24-00311');
    expect(text(doc, fl260(2, 'List4[0].Li9[0].FillText1[0]'))).toMatch(/^Supervised visitation for Íñigo Ibáñez Muñoz/);
    expect(text(doc, fl260(2, 'List7[0].Li1[0].FillText[0]'))).toBe('Que las visitas sean en la casa de la tía Guadalupe en Montebello.');
    expect(text(doc, fl260(2, 'SignSub[0].FillText[0]'))).toBe('Begoña Núñez Peña');
  });
});

describe('a submission made under definition version 1', () => {
  it('still validates under version 1 and prints from its upgraded answers with a note', async () => {
    v1StillValid('parental-relationships', parentalRelationshipsV1);
    const { packet } = await packetOf('parental-relationships', parentalRelationshipsV1, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    expect(packet.status.forms.filter((f) => f.applies && f.output === 'pending')).toEqual([]);
    expect(packet.forms[0]).toBe('FL-260');
  });
});
