/**
 * Name change end to end: NC-100 and one NC-110 per person, filled for the English and the Spanish sample and read back
 * with pdf-lib (where the petitioner lives, the names, persons under 18 and who asks for them, the gender-identity item,
 * date and place of birth, residence, parents, the §1279.5 declaration), the order to show cause each route calls for
 * (NC-120 with publication, NC-125 without, NC-300 for recognition of a change of gender), and a submission made under
 * definition version 1.
 */
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { nameChangeV1ToV2 } from '../../../shared/questionnaires/name-change.upgrade';
import { definitionAt, validateAnswers } from '../../../shared/questionnaires/registry';
import { nameChangeSample, nameChangeSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(120_000);

const assets = formAssets(FORMS_DIR);
const input = (answers: Answers, extra: Partial<PacketInput> = {}): PacketInput => ({
  type: 'name-change',
  definitionVersion: 2,
  answers,
  submission: { id: 'c0ffee00-0000-4000-8000-000000000003', clientName: 'Client', locale: 'en', createdAt: '2026-01-05T18:00:00.000Z' },
  lang: 'en',
  assets,
  ...extra,
});
const nc100 = (name: string) => `NC-100[0].Page1[0].${name}`;
/** A field of the n-th NC-110 copy (0-based): later copies' roots are renamed NC-110[n]. */
const nc110 = (copy: number, name: string) => `NC-110[${copy}].Page1[0].${name}`;
const b7 = (copy: number, name: string) => nc110(copy, `List7[0].LI7B[0].Subli7b[0].${name}`);
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();

describe('the English sample (the petitioner and her daughter; the other parent agrees but does not sign)', () => {
  let packet: Awaited<ReturnType<typeof buildPacket>>;
  beforeAll(async () => {
    packet = await buildPacket(input(nameChangeSample));
  });

  it('holds NC-100, two NC-110 copies, NC-120 with publication and NC-121 to serve the other parent', () => {
    expect(packet.forms).toEqual(['NC-100', 'NC-110', 'NC-120', 'NC-121']);
    expect(packet.status.forms.find((f) => f.form === 'NC-110')!.notes).toContainEqual({ code: 'copies', values: { count: 2 } });
  });

  it('fills NC-100', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-100'))!);
    expect(text(doc, nc100('Caption[0].AttyPartyInfo[0].Street[0]'))).toBe('1234 E Cesar Chavez Ave');
    expect(text(doc, nc100('Caption[0].CourtInfo[0].CrtCounty[0]'))).toBe('Los Angeles');
    expect(checked(doc, nc100('List1[0].LI1A[0].residence[0]'))).toBe(true);
    expect(text(doc, nc100('List2[0].Item2[0].SubItems[0].SubitemB[0].PresentName2[0]'))).toBe('Sofía Hernández García');
    expect(text(doc, nc100('List2[0].Item2[0].SubItems[0].SubitemB[0].ProposedName2[0]'))).toBe('Sofía López García');
    expect(text(doc, nc100('List4[0].Under18Count[0]'))).toBe('1');
    expect(checked(doc, nc100('List5[0].Li5B[0].guardian[0]'))).toBe(true);
    expect(checked(doc, nc100('List5[0].LI5A[0].guardian[0]'))).toBe(false);
    expect(checked(doc, nc100('List6[0].NameChangeGender_cb[0]'))).toBe(false);
  });

  it('fills one NC-110 per person: the adult with her declaration, the child with both parents', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-110'))!);
    expect(text(doc, nc110(0, 'Title[0].Attachment_no[0]'))).toBe('1');
    expect(text(doc, nc110(0, 'Title[0].Number\\.attachments\\.no[0]'))).toBe('2');
    expect(checked(doc, nc110(0, 'List7[0].LI7B[0].person[0]'))).toBe(true);
    expect(text(doc, b7(0, 'Subli7b4[0].Petitioner\\.applies\\.for\\.item\\.7b4\\.ft[0]'))).toBe('Guadalajara, Jalisco, Mexico');
    expect(checked(doc, b7(0, 'SubLi7b5[0].gender[1]'))).toBe(true);
    expect(checked(doc, nc110(0, 'Declaration[0].SubDec[0].declaration1[0]'))).toBe(true);
    expect(checked(doc, nc110(0, 'Declaration[0].SubDec[0].declaration2[0]'))).toBe(true);
    expect(text(doc, nc110(0, 'Declaration[0].DecSign[0].T14[0]'))).toBe('María Elena García');
    expect(text(doc, nc110(1, 'Title[0].Attachment_no[0]'))).toBe('2');
    expect(text(doc, b7(1, 'Subli7b1[0].Petitioner\\.applies\\.for\\.item\\.7b1\\.ft[0]'))).toBe('Sofía Hernández García');
    expect(text(doc, b7(1, 'Subli7b3[0].Petitioner\\.applies\\.for\\.item\\.7b3\\.ft[0]'))).toBe('05/10/2016');
    expect(checked(doc, b7(1, 'Subli7b3[0].eighteen[0]'))).toBe(true);
    expect(checked(doc, nc110(1, 'List7[0].LI7D[0].Sublist7d[0].Subli7d2[0].relationship[0]'))).toBe(true);
    const e = (n: string) => nc110(1, `List7[0].LI7E[0].Sublist7[0].${n}`);
    expect(text(doc, e('SubLI7E1[0].Petitioner\\.applies\\.for\\.item\\.7e1\\.ft[0]'))).toBe('María Elena García');
    expect(text(doc, e('SubLI7E2[0].Petitioner\\.applies\\.for\\.item\\.7e2\\.ft[0]'))).toBe('José Luis Hernández');
    expect(text(doc, e('SubLI7E2[0].Petitioner\\.applies\\.for\\.item\\.7e2\\.address\\.ft[0]'))).toBe(
      '3410 Whittier Blvd, Los Angeles, CA 90023',
    );
    // A minor makes no declaration.
    expect(checked(doc, nc110(1, 'Declaration[0].SubDec[0].declaration1[0]'))).toBe(false);
    expect(text(doc, nc110(1, 'Declaration[0].DecSign[0].T14[0]'))).toBe('');
  });

  it('fills NC-120, the order to show cause: the names, publication in this county in the paper named; the hearing the court’s', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-120'))!);
    const o = (n: string) => `NC-120[0].Page1[0].${n}`;
    const row = (r: string, n: string) => o(`List1[0].Item1[0].Sublist1[0].${r}[0].${n}[0]`);
    expect(text(doc, o('P1Caption[0].TitlePartyName[0].TextField29[0]'))).toBe('María Elena García');
    expect(text(doc, o('P1Caption[0].CourtInfo[0].CrtCounty[0]'))).toBe('Los Angeles');
    expect(text(doc, o('P1Caption[0].AttyPartyInfo[0].AttyFor[0]'))).toBe('Self-represented');
    expect(text(doc, o('List1[0].PetitionerPresentName[0]'))).toBe('María Elena García');
    expect([text(doc, row('LiB', 'PresentName2')), text(doc, row('LiB', 'ProposedName2'))]).toEqual([
      'Sofía Hernández García',
      'Sofía López García',
    ]);
    expect(text(doc, row('LiC', 'PresentName3'))).toBe('');
    expect(checked(doc, o('List1[0].Item1[0].CheckBox9[0]'))).toBe(false);
    expect(checked(doc, o('List3[0].Lia[0].NameChangeGender_cb5[0]'))).toBe(true);
    expect([checked(doc, o('List3[0].Lia[0].order[0]')), checked(doc, o('List3[0].Lia[0].order[1]'))]).toEqual([true, false]);
    expect(text(doc, o('List3[0].Lia[0].TextField2[0]'))).toBe('Los Angeles Daily Journal');
    expect(text(doc, o('List2[0].Lia[0].HearingDate_dt[0]'))).toBe('');
  });

  it('fills NC-121’s caption and the document served, and leaves the service itself to the person who serves', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-121'))!);
    const n = (f: string) => `NC-121[0].Page1[0].${f}`;
    expect(text(doc, n('StdP1Header_sf[0].TitlePartyName[0].TextField1[0]'))).toBe('María Elena García');
    expect(text(doc, n('StdP1Header_sf[0].CourtInfo[0].Street_ft[0]'))).toBe('111 North Hill Street');
    expect(text(doc, n('TextField6[1]'))).toBe('Order to Show Cause for Change of Name (form NC-120)');
    expect([
      text(doc, n('PersonalNamePersonServed_ft[0]')),
      text(doc, n('MailNamePersonServed_ft[0]')),
      text(doc, n('ServerAdd_ft[0]')),
    ]).toEqual(['', '', '']);
  });
});

describe('the Spanish sample (Nevada, birth certificates of this county, one change to conform to gender identity)', () => {
  let packet: Awaited<ReturnType<typeof buildPacket>>;
  beforeAll(async () => {
    packet = await buildPacket(input(nameChangeSampleEs, { submission: { ...input({}).submission, locale: 'es' } }));
  });

  it('keeps NC-120 (one change still needs publication) and no NC-121 (no living parent to serve)', () => {
    expect(packet.forms).toEqual(['NC-100', 'NC-110', 'NC-120']);
  });

  it('never prints on the published NC-120 a change that conforms to gender identity (Code Civ. Proc. §1277.5); out of state, the paper where the petitioner lives', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-120'))!);
    const row = (r: string, f: string) => text(doc, `NC-120[0].Page1[0].List1[0].Item1[0].Sublist1[0].${r}[0].${f}[0]`);
    expect([row('LiA', 'PresentName1'), row('LiA', 'ProposedName1'), row('LiB', 'PresentName2')]).toEqual([
      'Tomás Ramírez Núñez',
      'Tomás Núñez Peña',
      '',
    ]);
    const names = doc
      .getForm()
      .getFields()
      .map((f) => (f.constructor.name === 'PDFTextField' ? text(doc, f.getName()) : ''));
    expect(names.join(' ')).not.toContain('Inés');
    expect(checked(doc, 'NC-120[0].Page1[0].List3[0].Lia[0].order[0]')).toBe(false);
    expect(checked(doc, 'NC-120[0].Page1[0].List3[0].Lia[0].order[1]')).toBe(true);
  });

  it('fills NC-100 items 1b, 4, 5 and 6 and NC-110 with the Spanish answers', async () => {
    const doc = await PDFDocument.load((await packet.formPdf('NC-100'))!);
    expect(text(doc, nc100('Caption[0].AttyPartyInfo[0].Name[0]'))).toBe('Begoña Núñez Peña');
    expect(checked(doc, nc100('List1[0].LI1B[0].residence[0]'))).toBe(true);
    expect(checked(doc, nc100('List1[0].LI1B[0].SubLIB[0].SubLiB2[0].TwoParents_rb[0]'))).toBe(true);
    expect(text(doc, nc100('List4[0].Under18Count[0]'))).toBe('2');
    expect(checked(doc, nc100('List6[0].NameChangeGender_cb[0]'))).toBe(true);
    expect(checked(doc, nc100('List6[0].petitioner[1]'))).toBe(true);
    expect(text(doc, nc100('List6[0].ConformToGenderOthName[0]'))).toBe('Íñigo Ramírez Núñez');
    const att = await PDFDocument.load((await packet.formPdf('NC-110'))!);
    expect(text(att, b7(0, 'Subli7b2[0].Petitioner\\.applies\\.for\\.item\\.7b2\\.ft[0]'))).toBe('Inés Ramírez Núñez');
    expect(text(att, b7(0, 'Subli7b4[0].Petitioner\\.applies\\.for\\.item\\.7b4\\.ft[0]'))).toBe('Los Ángeles, California');
    // The petitioning mother is living: item 7e(3), "only if neither parent is living", stays empty (issue 25).
    expect(text(att, nc110(0, 'List7[0].LI7E[0].Sublist7[0].SubLI7E3[0].Petitioner\\.applies\\.for\\.item\\.7e3\\.ft[0]'))).toBe('');
    expect(checked(att, b7(1, 'SubLi7b5[0].gender[0]'))).toBe(true);
  });

  it('lists near relatives only for a child neither of whose parents is living, and never asks for them otherwise', async () => {
    const grandchild = {
      ...nameChangeSampleEs.people[1],
      relationship: 'nearRelative' as const,
      relationshipOther: 'abuela',
      neitherParentLiving: true,
      nearRelatives: 'Ramón Ramírez Ibáñez, abuelo paterno, 88 Calle Olmo, Ensenada, Baja California, México',
    };
    const answers = { ...nameChangeSampleEs, people: [grandchild] };
    const valid = validateAnswers('name-change', answers);
    if (!valid.ok) throw new Error(JSON.stringify(valid.fieldErrors));
    const att = await PDFDocument.load((await (await buildPacket(input(valid.data as typeof answers))).formPdf('NC-110'))!);
    const e3 = nc110(0, 'List7[0].LI7E[0].Sublist7[0].SubLI7E3[0].Petitioner\\.applies\\.for\\.item\\.7e3\\.ft[0]');
    expect(text(att, e3)).toMatch(/^Ramón Ramírez Ibáñez, abuelo paterno/);
    // A parent petitions: the question is not asked, and near relatives typed anyway are dropped with it.
    const withParent = validateAnswers('name-change', { ...answers, people: [{ ...grandchild, relationship: 'parent' }] });
    if (!withParent.ok) throw new Error(JSON.stringify(withParent.fieldErrors));
    expect((withParent.data as typeof answers).people[0]).not.toHaveProperty('nearRelatives');
    expect((withParent.data as typeof answers).people[0]).not.toHaveProperty('neitherParentLiving');
  });

  it('has no publication when every change conforms to gender identity (NC-125), and NC-300 when recognition is asked', async () => {
    const allGender = { ...nameChangeSampleEs, people: nameChangeSampleEs.people.slice(0, 1) };
    expect(validateAnswers('name-change', allGender).ok).toBe(true);
    expect((await buildPacket(input(allGender), { only: 'NC-125' })).forms).toEqual(['NC-125']);
    expect((await buildPacket(input(allGender))).forms).toEqual(['NC-100', 'NC-110', 'NC-125']);
    const recognition = { ...allGender, genderRecognition: true };
    expect((await buildPacket(input(recognition))).forms).toEqual(['NC-300', 'NC-110']);
  });
});

describe('a submission made under definition version 1', () => {
  const v1Answers: Answers = {
    petitioner: {
      name: 'María Elena García',
      address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      phone: '(323) 555-0101',
      email: 'maria.garcia@example.com',
    },
    dateOfBirth: '1988-02-11',
    people: [
      {
        presentName: 'María Elena García',
        proposedName: 'María Elena López',
        isMinor: false,
        reason: 'family',
        reasonDetails: 'Family name.',
      },
      {
        presentName: 'Sofía Hernández García',
        proposedName: 'Sofía López García',
        isMinor: true,
        birthDate: '2016-05-10',
        relationship: 'Madre',
        reason: 'family',
        reasonDetails: 'Same name as her mother.',
      },
    ],
    sexOffenderRegistration: false,
    underSupervision: false,
    pendingCases: false,
    county: 'Los Angeles',
  };

  it('still validates with its own definition and upgrades: address split, relationship chosen, adult birth date carried', () => {
    expect(definitionAt('name-change', 1)!.schema.safeParse(v1Answers).success).toBe(true);
    const upgraded = nameChangeV1ToV2(v1Answers);
    expect(upgraded).toMatchObject({
      petitioner: { street: '1234 E Cesar Chavez Ave', city: 'Los Angeles', state: 'CA', zip: '90033' },
      people: [{ birthDate: '1988-02-11' }, { relationship: 'parent' }],
    });
    const result = validateAnswers('name-change', upgraded);
    expect(result.ok ? [] : Object.keys(result.fieldErrors).sort()).toEqual(
      ['people.0.placeOfBirth', 'people.0.residenceAddress', 'people.1.placeOfBirth', 'people.1.residenceAddress', 'residence'].sort(),
    );
  });

  it('builds its packet from the upgraded answers with a note', async () => {
    const packet = await buildPacket(input(v1Answers, { definitionVersion: 1 }));
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    const doc = await PDFDocument.load((await packet.formPdf('NC-100'))!);
    expect(text(doc, nc100('Caption[0].AttyPartyInfo[0].City[0]'))).toBe('Los Angeles');
  });
});
