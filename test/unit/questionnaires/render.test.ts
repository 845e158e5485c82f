/** The neutral document model: translated labels, locale-formatted values, hidden fields left out. */
import { durablePoa } from '../../../shared/questionnaires/durable-poa';
import { probate } from '../../../shared/questionnaires/probate';
import { questionnaireTranslator } from '../../../shared/questionnaires/registry';
import { renderAnswers, type RenderedEntry, type RenderedGroup, type RenderedRow } from '../../../shared/questionnaires/render';
import { durablePoaSample, probateSample } from '../../../shared/questionnaires/samples';
import type { QuestionnaireDefinition } from '../../../shared/questionnaires/types';

const find = (entries: readonly RenderedEntry[], path: string): RenderedEntry | undefined => {
  for (const e of entries) {
    if (e.path === path) return e;
    const inner =
      e.kind === 'object'
        ? find(e.entries, path)
        : e.kind === 'group'
          ? e.items.map((i) => find(i.entries, path)).find(Boolean)
          : undefined;
    if (inner) return inner;
  }
  return undefined;
};
const render = (answers: unknown, locale: 'en' | 'es', def: QuestionnaireDefinition<unknown> = probate) =>
  renderAnswers(def, answers, questionnaireTranslator(locale), locale);
const row = (doc: ReturnType<typeof render>, path: string) =>
  find(
    doc.sections.flatMap((s) => s.entries),
    path,
  ) as RenderedRow;

describe('renderAnswers', () => {
  it('titles the document and one section per step', () => {
    const doc = render(probateSample, 'en');
    expect(doc.title).toBe('Probate Questionnaire');
    expect(doc.sections.map((s) => s.stepId)).toEqual(['decedent', 'estate', 'petitioner', 'heirs', 'debts', 'additional']);
    expect(doc.sections[0].title).toBe('The person who died');
  });

  it('formats values for the locale', () => {
    const en = render(probateSample, 'en');
    const es = render(probateSample, 'es');
    expect(row(en, 'decedentDateOfDeath')).toMatchObject({ label: 'Date of death', value: 'Jan 20, 2025', answered: true });
    expect(row(es, 'decedentDateOfDeath').value).toBe('20 ene 2025');
    expect(row(en, 'funeralExpenses').value).toBe('$8,500');
    expect(row(en, 'hasWill').value).toBe('Yes');
    expect(row(es, 'hasWill').value).toBe('Sí');
    expect(row(es, 'maritalStatus').value).toBe('Viudo(a)');
    expect(row(en, 'decedentSsn4').value).toBe('XXX-XX-4821');
  });

  it('renders groups with numbered items', () => {
    const heirs = find(render(probateSample, 'en').sections[3].entries, 'heirs') as RenderedGroup;
    expect(heirs.items.map((i) => i.title)).toEqual(['Heir 1', 'Heir 2', 'Heir 3', 'Heir 4']);
    expect(find(heirs.items[3].entries, 'heirs.3.age')).toMatchObject({ label: 'Age (if under 18)', value: '15' });
  });

  it('marks unanswered optional fields and leaves hidden ones out', () => {
    const doc = render({ ...probateSample, hasWill: false, creditors: '' }, 'en');
    expect(row(doc, 'creditors')).toMatchObject({ value: 'Not answered', answered: false });
    expect(row(doc, 'willLocation')).toBeUndefined();
  });

  it('shows checkbox selections and hides a step with nothing to show', () => {
    const doc = render(durablePoaSample, 'en', durablePoa);
    expect(row(doc, 'powers').value).toBe(
      '(A) Real property transactions, (C) Stock and bond transactions, (E) Banking and other financial institution transactions, (G) Insurance and annuity transactions, (J) Personal and family maintenance, (K) Benefits from Social Security, Medicare, Medicaid, or other governmental programs, or civil or military service, (M) Tax matters',
    );
    expect(row(doc, 'donationPurposes').value).toBe('Transplant, Therapy');
    expect(row(doc, 'donationParts')).toBeUndefined();
    expect(render({}, 'en').sections.map((s) => s.stepId)).toEqual(['decedent', 'estate', 'petitioner', 'heirs', 'debts', 'additional']);
  });

  it('keeps malformed values as plain text', () => {
    const doc = render({ ...probateSample, funeralExpenses: 'lots', heirs: 'x' }, 'en');
    expect(row(doc, 'funeralExpenses').value).toBe('lots');
    expect((find(doc.sections[3].entries, 'heirs') as RenderedGroup).items).toEqual([]);
  });
});
