/**
 * Generated documents (issue 27) on the translation desk (issue 26). A generated document's answers are known the way a
 * form's are: its items (the worksheet map its entry carries, forms/generated.ts) are its placements
 * (forms/placements.ts), so the desk lists what it prints, the cover names it while English is pending, and the packet
 * prints the approved English in it. The declaration is only as good as the generator that follows it, so each
 * generator is held to it here, on what it draws:
 *  - every answer a document prints is one its items declare (else the client's Spanish could print unseen: the POA's
 *    special instructions, the adoption petition's other facts);
 *  - every desk item placed on a document prints in it (the desk does not send staff to a document that lacks it).
 * Each text answer is replaced by a marker of its own ("Zq7qZ"), the documents are generated from the marked answers and
 * the markers are read back from what each generator drew (its Canvas), whatever the case it draws them in.
 */
import { generateDocument } from '../../../functions/lib/documents/generate';
import { QUESTIONNAIRE_TYPES } from '../../../shared/questionnaire-types';
import { formApplies } from '../../../shared/questionnaires/forms/evaluate';
import type { GeneratedDocument } from '../../../shared/questionnaires/forms/generated';
import { placementsOf, placementsOfForm } from '../../../shared/questionnaires/forms/placements';
import { FORM_MAPS, formsOf } from '../../../shared/questionnaires/forms/registry';
import { getQuestionnaire, questionnaireTranslator } from '../../../shared/questionnaires/registry';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';
import { filingTexts, textAnswers, withTexts } from '../../../shared/questionnaires/translatable';
import type { Answers } from '../../../shared/questionnaires/types';
import { valid, NOW } from '../documents/helpers';
import { LONG } from '../documents/long-answers';

// Drawing documents is CPU-bound on a shared machine. Nothing here asserts on time.
jest.setTimeout(120_000);

const generatedOf = (type: (typeof QUESTIONNAIRE_TYPES)[number]) =>
  FORM_MAPS[type].forms.filter((f): f is GeneratedDocument => f.kind === 'generated');
const TYPES = QUESTIONNAIRE_TYPES.filter((t) => generatedOf(t).length > 0);

const marker = (i: number) => `Zq${i}qZ`;

it('the questionnaires with generated documents are the four of issue 27, and each has long answers here', () => {
  expect([...TYPES].sort()).toEqual(Object.keys(LONG).sort());
});

describe.each(TYPES.map((t) => [t]))('%s', (type) => {
  const def = getQuestionnaire(type);
  const cases: Array<[string, Answers]> = [
    ['English sample', SAMPLES[type] as Answers],
    ['Spanish sample', SAMPLES_ES[type] as Answers],
    ['long English answers', LONG[type as keyof typeof LONG](false)],
    ['long Spanish answers', LONG[type as keyof typeof LONG](true)],
  ];

  it.each(cases)('%s: each document prints the answers its items declare, and every desk item placed on it', async (_, raw) => {
    const answers = valid(type, raw);
    const all = textAnswers(def, answers);
    const marked = withTexts(answers, new Map(all.map((a, i) => [a.path, marker(i)])));
    const { desk } = filingTexts(def, formsOf(type), answers);
    const documents = generatedOf(type).filter((e) => formApplies(e, answers));
    expect(documents.length).toBeGreaterThan(0);
    let printedAnswers = 0;
    for (const entry of documents) {
      const g = await generateDocument(entry, marked, {
        clientLocale: 'en',
        ctx: { def, t: questionnaireTranslator('en') },
        now: NOW,
      });
      const drawn = g.canvas.runs.map((r) => r.text).join('\n');
      const printed = new Set([...drawn.matchAll(/zq(\d+)qz/gi)].map((m) => all[Number(m[1])].path));
      printedAnswers += printed.size;
      const declared = placementsOfForm(entry);
      const undeclared = all.filter((a) => printed.has(a.path) && !declared.has(a.keyPath)).map((a) => a.path);
      expect([entry.form, undeclared]).toEqual([entry.form, []]);
      const placedHere = desk.filter((d) => d.placements.some((p) => p.form === entry.form)).map((d) => d.path);
      expect([entry.form, placedHere.filter((p) => !printed.has(p))]).toEqual([entry.form, []]);
    }
    expect(printedAnswers).toBeGreaterThan(0);
  });

  it('its generated documents’ placements are among the questionnaire’s (what the desk and the cover read)', () => {
    const all = placementsOf(formsOf(type));
    for (const entry of generatedOf(type))
      for (const [keyPath, rules] of placementsOfForm(entry)) for (const rule of rules) expect(all.get(keyPath)).toContainEqual(rule);
  });
});
