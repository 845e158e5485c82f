/**
 * The adult adoption's pleading-paper documents as worksheets: the petition's §9321(b) items (1)–(6), each spouse's
 * consent only when a spouse who is not lawfully separated must consent, §9303 facts, the order, the optional VS-44,
 * and the packets of the English and Spanish samples.
 */
import { adultAdoptionSample, adultAdoptionSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { line, packetOf, rows, worksheet } from './worksheets';

// PDF work is CPU-bound: on a shared 2-core machine one packet can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const TYPE = 'adult-adoption';
const PETITION = 'Petition for approval of adoption agreement (Fam. Code §9321)';
const en = adultAdoptionSample as Answers;
const es = adultAdoptionSampleEs as Answers;

describe('the petition (Fam. Code §9321(b))', () => {
  it('states (1) to (4): relationship, kinship, reason, and the interest of both parties and of the public', () => {
    const plan = worksheet(TYPE, PETITION, en);
    expect(line(plan, '3', '§9321(b)(1)')).toBe(`Known for 18 years. ${adultAdoptionSample.relationship}`);
    expect(line(plan, '4', '§9321(b)(2)')).toBe('Stepson (by marriage)');
    expect(line(plan, '5', '§9321(b)(3)')).toBe(adultAdoptionSample.reason);
    expect(line(plan, '6', '§9321(b)(4)')).toBe(adultAdoptionSample.bestInterest);
    expect(line(worksheet(TYPE, PETITION, es), '4', '§9321(b)(2)')).toBe('None');
  });

  it('lists (5) the living birth parents and the adoptee’s adult children with addresses', () => {
    const plan = worksheet(TYPE, PETITION, es);
    expect(rows(plan, '7', /Living birth parents/)).toEqual([['Ramón Peña', 'Desconocida']]);
    expect(rows(plan, '8', /Adult children/)).toEqual([['Íker Peña Ruiz', '640 S Soto St, Los Ángeles, CA 90023']]);
    expect(rows(worksheet(TYPE, PETITION, en), '8', /Adult children/)).toEqual([]);
  });

  it('states (6) earlier adult adoptions by the adopter or the spouse, with name, date and place, and the §9303 facts', () => {
    const plan = worksheet(TYPE, PETITION, es);
    expect(line(plan, '9', /Earlier adult adoption/)).toBe('Yes');
    expect(rows(plan, '9', /Name of the adult, date and place/)).toEqual([
      ['Petitioner', 'Sofía Peña Ruiz', '02/20/2025', 'Corte Superior de California, condado de Los Ángeles'],
    ]);
    expect(line(plan, '10', /biological sibling/)).toBe('Yes');
    expect(line(plan, '10', /disability/)).toBe('No');
    expect(line(worksheet(TYPE, PETITION, en), '10', /biological sibling/)).toBe('Not applicable');
  });

  it('states each spouse’s consent, or why none is needed', () => {
    expect(line(worksheet(TYPE, PETITION, en), '11', '§9301')).toBe('María Elena García, consents (consent attached)');
    expect(line(worksheet(TYPE, PETITION, en), '12', '§9302')).toBe('Not married');
    expect(line(worksheet(TYPE, PETITION, es), '12', '§9302')).toBe('Begoña Ruiz Ibáñez, consents (consent attached)');
    const separated = { ...en, adopterSeparated: true, adopterSpouseConsents: undefined };
    expect(line(worksheet(TYPE, PETITION, separated), '11', '§9301')).toBe('María Elena García, lawfully separated: consent not required');
  });
});

describe('the other documents', () => {
  it('writes the name after adoption on the agreement and the order', () => {
    expect(line(worksheet(TYPE, 'Adoption agreement (Fam. Code §9320)', en), '4', 'Name of the adoptee after')).toBe(
      'Kevin Ramírez Hernández',
    );
    expect(line(worksheet(TYPE, 'Order of adoption', es), '3', 'The adoptee shall hereafter be known as')).toBe('Andrés Peña Ruiz');
  });

  it('fills VS-44 from the answers, leaving only the birth-certificate details to ask', () => {
    const plan = worksheet(TYPE, 'VS-44', en);
    expect(line(plan, 'Adoptee', 'Place of birth')).toBe('Santa Ana, California, USA');
    expect(line(plan, 'Parent', 'Place of birth')).toBe('Guadalajara, Jalisco, Mexico');
    expect(plan.lines.filter((l) => l.kind === 'ask').map((l) => l.label)).toEqual([
      'Sex and birth-certificate details as printed on the original certificate',
    ]);
  });
});

describe('the packets', () => {
  it('English sample: the adopter’s spouse consents, VS-44 asked for', async () => {
    const { packet, text } = await packetOf(TYPE, en, 'en');
    expect(packet.forms).toEqual([
      'Adoption agreement (Fam. Code §9320)',
      PETITION,
      'Consent of spouse of adopting parent (Fam. Code §9301)',
      'Order of adoption',
      'VS-44',
    ]);
    expect(text).toContain('Kevin Ramírez Hernández');
  });

  it('Spanish sample: the adoptee’s spouse consents, no VS-44', async () => {
    const { packet, text } = await packetOf(TYPE, es, 'es');
    expect(packet.forms).toEqual([
      'Adoption agreement (Fam. Code §9320)',
      PETITION,
      'Consent of spouse of adoptee (Fam. Code §9302)',
      'Order of adoption',
    ]);
    expect(text).toContain('Begoña Ruiz Ibáñez');
    expect(packet.status.forms.every((f) => f.ask.length === 0)).toBe(true);
  });
});
