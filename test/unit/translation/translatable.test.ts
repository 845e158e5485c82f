/**
 * Which answers need English (shared/questionnaires/translatable.ts), declared by the definitions: every free-text
 * question that reaches a form is translatable or explicitly exempt, a new question is translated by construction,
 * each item is placed on the form and item it prints at, and the glossary fixes relationships and places.
 */
import { QUESTIONNAIRE_TYPES } from '../../../shared/questionnaire-types';
import { defineQuestionnaire } from '../../../shared/questionnaires/define';
import { formApplies } from '../../../shared/questionnaires/forms/evaluate';
import { loadForms } from '../../../shared/questionnaires/forms/load';
import type { WorksheetMap } from '../../../shared/questionnaires/forms/model';
import { placementsOf } from '../../../shared/questionnaires/forms/placements';
import { FORM_MAPS, formsOf } from '../../../shared/questionnaires/forms/registry';
import { getQuestionnaire } from '../../../shared/questionnaires/registry';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';
import { filingTexts, namesOnly, withTexts } from '../../../shared/questionnaires/translatable';
import type { Answers, Field, QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { relationshipInEnglish, placeInEnglish, termInEnglish, titleInEnglish } from '../../../shared/i18n/glossary';

/** Every text question of a definition with its key path and its declaration as written (undefined: none). */
function textQuestions(def: QuestionnaireDefinition<unknown>): Array<{ keyPath: string; field: Field & { filing?: string } }> {
  const out: Array<{ keyPath: string; field: Field & { filing?: string } }> = [];
  const walk = (fields: readonly Field[], base: string) => {
    for (const f of fields) {
      const keyPath = base ? `${base}.${f.name}` : f.name;
      if (f.kind === 'text' || f.kind === 'textarea') out.push({ keyPath, field: f });
      if (f.kind === 'object' || f.kind === 'group') walk(f.fields, keyPath);
    }
  };
  walk(
    def.steps.flatMap((s) => s.fields),
    '',
  );
  return out;
}

/** Every text answer, found here by its own walk (not translatable.ts's), so a walk that skips some is caught. */
function everyTextAnswer(def: QuestionnaireDefinition<unknown>, answers: Answers) {
  const out: Array<{ path: string; keyPath: string; text: string; filing: string }> = [];
  const walk = (fields: readonly Field[], value: unknown, path: string, keyPath: string) => {
    if (typeof value !== 'object' || value === null) return;
    for (const f of fields) {
      const v = (value as Record<string, unknown>)[f.name];
      const p = path ? `${path}.${f.name}` : f.name;
      const k = keyPath ? `${keyPath}.${f.name}` : f.name;
      if (f.kind === 'group' && Array.isArray(v)) v.forEach((item, i) => walk(f.fields, item, `${p}.${i}`, k));
      else if (f.kind === 'object') walk(f.fields, v, p, k);
      else if ((f.kind === 'text' || f.kind === 'textarea') && typeof v === 'string' && v.trim())
        out.push({ path: p, keyPath: k, text: v, filing: (f as { filing?: string }).filing ?? 'translate' });
    }
  };
  walk(
    def.steps.flatMap((s) => s.fields),
    answers,
    '',
    '',
  );
  return out;
}

describe('every free-text question that reaches a form is translatable or explicitly exempt', () => {
  it.each(QUESTIONNAIRE_TYPES.map((t) => [t]))('%s', (type) => {
    const def = getQuestionnaire(type);
    const places = placementsOf(formsOf(type));
    const onForms = textQuestions(def).filter((q) => places.has(q.keyPath));
    expect(onForms.length).toBeGreaterThan(0);
    for (const { keyPath, field } of onForms) {
      // Translated (desk), fixed by the glossary where it can be, or declared exempt on the question itself.
      expect([keyPath, ['translate', 'term', 'place', 'names', 'asWritten', undefined].includes(field.filing)]).toEqual([keyPath, true]);
    }
    // The Spanish sample: each text answer that prints on a document of its packet (a form or a generated document
    // that applies to it) is on the desk or fixed by the glossary, unless it is exempt by its declaration (asWritten),
    // a place the glossary does not have, has no letter, or a row group's condition keeps it off this packet's rows,
    // or the map names another item of its list ("owners.0.title", not owner 2's). Generated documents count as
    // forms do: their items are their placements (generated.test.ts holds the generators to them).
    const answers = SAMPLES_ES[type]! as Answers;
    const { desk, fixed } = filingTexts(def, formsOf(type), answers);
    const listed = new Set([...desk, ...fixed].map((i) => i.path));
    const printing = placementsOf(formsOf(type).filter((entry) => formApplies(entry, answers)));
    let checked = 0;
    for (const a of everyTextAnswer(def, answers)) {
      const rules = printing.get(a.keyPath);
      if (!rules) continue;
      const exempt =
        a.filing === 'asWritten' ||
        (a.filing === 'names' && namesOnly(a.text)) ||
        !/\p{L}/u.test(a.text) ||
        // A place the glossary does not have, or one already in English ("Los Angeles"), prints as written.
        (a.filing === 'place' && (placeInEnglish(a.text) ?? a.text) === a.text) ||
        rules.every((r) => r.rows || (r.only !== undefined && r.only !== a.path));
      if (!exempt) checked++;
      expect([a.path, listed.has(a.path)]).toEqual([a.path, exempt ? listed.has(a.path) && !(a.filing === 'asWritten') : true]);
      if (a.filing === 'asWritten') expect([a.path, listed.has(a.path)]).toEqual([a.path, false]);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a question named for a name, an address or a number that prints declares how (not translated by default)', () => {
    // A machine translates names as words ("Rosa Peña" → "Pink Crag"): such a question must say it prints as written
    // (or is a list of names, or a place). Held to the current definitions of every questionnaire.
    const NAMED = /(?:^|[a-z])(?:[Nn]ames?|[Aa]ddress|[Ss]treet|[Cc]aseNumber|[Ll]icense|[Pp]hone|[Pp]late|[Ee]mail|[Zz]ip)$/;
    for (const type of QUESTIONNAIRE_TYPES) {
      const places = placementsOf(formsOf(type));
      const undeclared = textQuestions(getQuestionnaire(type))
        .filter((q) => places.has(q.keyPath) && NAMED.test(q.field.name) && q.field.filing === undefined)
        .map((q) => `${type}: ${q.keyPath}`);
      expect(undeclared).toEqual([]);
    }
  });

  it('a new text question without a declaration is translated by construction (it goes on the desk)', () => {
    const def = defineQuestionnaire({
      type: 'small-claims',
      namespace: 'q.test',
      messages: { en: {}, es: {} },
      steps: [
        {
          id: 'one',
          fields: [
            { kind: 'textarea', name: 'story', required: true },
            { kind: 'text', name: 'who', filing: 'asWritten' },
            { kind: 'text', name: 'kin', filing: 'term' },
          ],
        },
      ],
      summary: () => ({ clientName: '', caseDetails: '', specialInstructions: '' }),
    });
    const map: WorksheetMap = {
      kind: 'worksheet',
      form: 'XX-1',
      title: 'Test',
      reason: 'test',
      items: [
        { kind: 'value', item: '1', label: 'Story', value: { from: 'story' } },
        { kind: 'value', item: '2', label: 'Who', value: { from: 'who' } },
        { kind: 'value', item: '3', label: 'Kin', value: { from: 'kin' } },
      ],
    };
    const { desk, fixed } = filingTexts(def, [map], { story: 'Me echaron de la casa.', who: 'Ana Ruiz', kin: 'Abuela materna' });
    expect(desk.map((d) => [d.path, d.filing, d.placements])).toEqual([
      ['story', 'translate', [{ form: 'XX-1', item: '1', label: 'Story' }]],
    ]);
    expect(fixed.map((f) => [f.path, f.english])).toEqual([['kin', 'Maternal grandmother']]);
  });
});

describe('names', () => {
  it('print as written when they are names only; the client’s words about them go on the desk', () => {
    for (const names of [
      'José Ángel Quiñónez',
      'María de los Ángeles Ruiz y Ana del Río',
      'Dr. Ana Ruiz (Kaiser East LA); Dr. Peter Cho',
      'Ximena, Íker',
    ])
      expect([names, namesOnly(names)]).toEqual([names, true]);
    for (const words of ['Mi hijo Tomás', 'Tomás, mi hijo', 'Guadalupe Núñez Ortega (tía)', 'la vecina de enfrente', 'Su Hermano'])
      expect([words, namesOnly(words)]).toEqual([words, false]);
  });

  it('domestic violence: "Mi hijo Tomás" as a witness is on the desk (DV-100), "Pepe Hernández" as other names is not', () => {
    const answers = SAMPLES_ES['domestic-violence'] as Answers;
    const { desk } = filingTexts(getQuestionnaire('domestic-violence'), formsOf('domestic-violence'), answers);
    const witness = desk.find((d) => d.text === 'Mi hijo Tomás');
    expect(witness?.filing).toBe('names');
    expect(witness?.placements.map((p) => p.form)).toContain('DV-100');
    expect(desk.some((d) => d.keyPath.endsWith('otherNames'))).toBe(false);
  });
});

describe('where each item prints', () => {
  it('small claims: the story on SC-100 item 3a, the damages on 3c, the reason on 4; cities fixed, names as written', () => {
    const { desk, fixed } = filingTexts(getQuestionnaire('small-claims'), formsOf('small-claims'), SAMPLES_ES['small-claims'] as Answers);
    expect(desk.map((d) => [d.path, d.placements.map((p) => `${p.form} ${p.item}`)])).toEqual([
      ['incidentDescription', ['SC-100 3a']],
      ['damages', ['SC-100 3c']],
      ['whyNotAsked', ['SC-100 4']],
    ]);
    // An other defendant's agent (SC-100A item 2, issue 25): the job title is a title the glossary has ("Presidenta");
    // name and street print as written.
    expect(fixed.find((f) => f.path === 'otherDefendants.0.agent.jobTitle')).toMatchObject({
      english: 'President',
      placements: [{ form: 'SC-100A', item: '2' }],
    });
    // SC-103's signer's title (issue 27): a glossary title too.
    expect(fixed.find((f) => f.path === 'fictitiousName.signerTitle')).toMatchObject({
      english: 'President',
      placements: [{ form: 'SC-103', item: '6' }],
    });
    const titles = ['otherDefendants.0.agent.jobTitle', 'fictitiousName.signerTitle'];
    expect(fixed.filter((f) => !titles.includes(f.path)).map((f) => f.english)).toEqual(expect.arrayContaining(['Los Angeles']));
    expect(fixed.filter((f) => !titles.includes(f.path) && f.english !== 'Los Angeles')).toEqual([]);
    expect(
      [...desk, ...fixed].some((i) =>
        ['defendant.name', 'plaintiff.name', 'otherDefendants.0.agent.name', 'otherDefendants.0.agent.street'].includes(i.path),
      ),
    ).toBe(false);
  });

  it('a row group’s condition places an answer on its own row only (FL-105 item 4: the case of its kind)', () => {
    const { desk } = filingTexts(
      getQuestionnaire('request-for-order'),
      formsOf('request-for-order'),
      SAMPLES_ES['request-for-order'] as Answers,
    );
    const court = desk.find((d) => d.path === 'uccjea.cases.0.court')!;
    expect(court.placements.map((p) => `${p.form} ${p.item}`)).toEqual(['FL-105 4d']);
  });

  it('an English answer that happens to match nothing needs nothing; an answer without letters prints as written', () => {
    const answers = { ...(SAMPLES_ES['small-claims'] as Answers), damages: '$5,800.00' };
    const { desk } = filingTexts(getQuestionnaire('small-claims'), formsOf('small-claims'), answers);
    expect(desk.some((d) => d.path === 'damages')).toBe(false);
  });
});

describe('the per-type form loader', () => {
  it.each(QUESTIONNAIRE_TYPES.map((t) => [t]))('%s: the same maps as the registry', async (type) => {
    expect(await loadForms(type)).toBe(FORM_MAPS[type]);
  });
});

describe('approved English in place of the client’s words', () => {
  it('replaces the text at each path in a copy, and nothing else', () => {
    const answers = SAMPLES['small-claims'] as Answers;
    const out = withTexts(
      answers,
      new Map([
        ['incidentDescription', 'English.'],
        ['plaintiff', 'not a string'],
        ['nope.0.x', 'x'],
      ]),
    );
    expect(out).toEqual({ ...answers, incidentDescription: 'English.' });
    expect(answers.incidentDescription).not.toBe('English.');
  });
});

describe('the glossary', () => {
  it('relationships: with or without accents, articles and possessives; unknown words are not guessed', () => {
    expect(relationshipInEnglish('Abuela materna')).toBe('Maternal grandmother');
    expect(relationshipInEnglish('mi  Mamá.')).toBe('Mother');
    expect(relationshipInEnglish('la tía')).toBe('Aunt');
    expect(relationshipInEnglish('Cuñada')).toBe('Sister-in-law');
    expect(relationshipInEnglish('Madre (la peticionaria)')).toBeNull();
    expect(relationshipInEnglish('comadre')).toBeNull();
  });

  it('titles in a business: as the Secretary of State’s forms name the offices; a `term` is a relationship or a title', () => {
    expect(titleInEnglish('Presidenta')).toBe('President');
    expect(titleInEnglish('secretario')).toBe('Secretary');
    expect(titleInEnglish('Directora Financiera')).toBe('Chief Financial Officer');
    expect(titleInEnglish('Miembro administrador')).toBe('Managing Member');
    expect(titleInEnglish('la dueña')).toBe('Owner');
    expect(titleInEnglish('Presidenta y fundadora')).toBeNull();
    expect(termInEnglish('Presidenta')).toBe('President');
    expect(termInEnglish('Abuela materna')).toBe('Maternal grandmother');
    expect(termInEnglish('comadre')).toBeNull();
  });

  it('places: a known place, a list of places with "y", a place it does not have (as written)', () => {
    expect(placeInEnglish('Los Ángeles')).toBe('Los Angeles');
    expect(placeInEnglish('los angeles')).toBe('Los Angeles');
    expect(placeInEnglish('Los Ángeles y Orange')).toBe('Los Angeles and Orange');
    expect(placeInEnglish('Tijuana, Baja California, México')).toBe('Tijuana, Baja California, Mexico');
    expect(placeInEnglish('Zacatecas')).toBeNull();
    expect(placeInEnglish('Whittier')).toBeNull();
  });
});

describe('generated documents on the desk (issue 27)', () => {
  it('durable POA: the special instructions and the directive’s own words go on the desk, placed on the statutory forms', () => {
    const { desk } = filingTexts(getQuestionnaire('durable-poa'), formsOf('durable-poa'), SAMPLES_ES['durable-poa'] as Answers);
    expect(desk.map((d) => [d.path, d.placements.map((p) => `${p.form}, ${p.item}`)])).toEqual([
      ['specialInstructions', ['Statutory Form Power of Attorney (Prob. Code §4401), Instr.']],
      ['healthAgentLimits', ['Advance Health Care Directive (Prob. Code §4701), 1.2']],
      ['endOfLifeOwnWords', ['Advance Health Care Directive (Prob. Code §4701), 2.3']],
      ['painReliefExceptions', ['Advance Health Care Directive (Prob. Code §4701), 2.2']],
      ['otherWishes', ['Advance Health Care Directive (Prob. Code §4701), 2.3']],
      ['donationParts', ['Advance Health Care Directive (Prob. Code §4701), 3.1(b)']],
    ]);
  });

  it('business: "Presidenta" signing the FBN statement is the glossary’s "President"; a place of birth is a place', () => {
    const business = filingTexts(
      getQuestionnaire('business-enterprises'),
      formsOf('business-enterprises'),
      SAMPLES_ES['business-enterprises'] as Answers,
    );
    expect(business.fixed.find((f) => f.path === 'owners.0.title')).toMatchObject({
      english: 'President',
      placements: [{ form: 'Fictitious Business Name Statement', item: '7' }],
    });
    // The second owner's title prints on no document of this packet (the FBN statement names the first owner only).
    expect([...business.desk, ...business.fixed].some((i) => i.path === 'owners.1.title')).toBe(false);
    const adoption = filingTexts(getQuestionnaire('adult-adoption'), formsOf('adult-adoption'), SAMPLES_ES['adult-adoption'] as Answers);
    expect(adoption.fixed.find((f) => f.path === 'adopterBirthPlace')).toMatchObject({
      english: 'Oaxaca, Mexico',
      placements: [
        { form: 'Adoption agreement (Fam. Code §9320)', item: '1' },
        { form: 'Petition for approval of adoption agreement (Fam. Code §9321)', item: '2' },
      ],
    });
    expect(adoption.desk.find((d) => d.path === 'otherFacts')?.placements.map((p) => `${p.form} ${p.item}`)).toEqual([
      'Petition for approval of adoption agreement (Fam. Code §9321) 14',
    ]);
  });
});
