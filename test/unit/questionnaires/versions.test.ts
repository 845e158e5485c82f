/**
 * Definition versions: each definition's version is the one versions.ts records, the answers of the current version
 * pass through unchanged, a version that never existed is refused, and every kept older version still has all its
 * labels in both languages (older submissions render and print with them).
 */
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { flatten, mergeBundles } from '../../../shared/i18n/core';
import { ERROR_KINDS_OF, errorKeyOf } from '../../../shared/questionnaires/keys';
import { definitionAt, getQuestionnaire, PAST_VERSIONS, QUESTIONNAIRE_MESSAGES } from '../../../shared/questionnaires/registry';
import { CURRENT_VERSIONS, UPGRADES, upgradeAnswers } from '../../../shared/questionnaires/versions';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { everyField } from './helpers';

describe.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
  const current = getQuestionnaire(type);

  it('has the version versions.ts records, and its answers pass through unchanged', () => {
    expect(current.version).toBe(CURRENT_VERSIONS[type]);
    expect(definitionAt(type, current.version)).toBe(current);
    const sample = SAMPLES[type] as Answers;
    expect(upgradeAnswers(type, current.version, sample)).toBe(sample);
  });

  it('refuses versions that never existed', () => {
    for (const v of [0, -1, 1.5, current.version + 1]) expect(upgradeAnswers(type, v, {})).toBeNull();
    expect(definitionAt(type, current.version + 1)).toBeNull();
  });

  it('keeps every older version below the current one, with an upgrade to the next or none at all', () => {
    const past = PAST_VERSIONS[type] ?? [];
    // Every version below the current one is kept (past definitions render older submissions and upgrade drafts).
    expect(past.map((p) => p.definition.version)).toEqual(Array.from({ length: current.version - 1 }, (_, i) => i + 1));
    past.forEach((p, i) => {
      expect(p.definition.type).toBe(type);
      expect(p.definition.version).toBe(i + 1);
      expect(p.definition.version).toBeLessThan(current.version);
      expect(definitionAt(type, p.definition.version)).toBe(p.definition);
    });
    for (const v of Object.keys(UPGRADES[type] ?? {}).map(Number)) expect(v).toBeLessThan(current.version);
  });
});

describe('older versions', () => {
  const dictionaries = { en: mergeBundles(QUESTIONNAIRE_MESSAGES, 'en'), es: mergeBundles(QUESTIONNAIRE_MESSAGES, 'es') };
  const cases = QUESTIONNAIRE_TYPES.flatMap((type) => (PAST_VERSIONS[type] ?? []).map((p) => [type, p.definition.version] as const));
  // An empty table fails the suite (`it.each` refuses one): the older versions kept are what this checks.
  it.each(cases)('%s v%i has every label in both languages, in its own namespace', (type, version) => {
    const def = definitionAt(type, version)!;
    const keys = new Set<string>([def.titleKey, ...def.steps.map((s) => s.titleKey)]);
    for (const { field } of everyField(def)) {
      keys.add(field.labelKey);
      for (const kind of ERROR_KINDS_OF[field.kind]) keys.add(errorKeyOf(field, kind));
      if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes')
        field.options.forEach((o) => keys.add(o.labelKey));
      if (field.kind === 'group') keys.add(field.itemKey);
    }
    for (const locale of ['en', 'es'] as const) expect([...keys].filter((k) => dictionaries[locale][k] === undefined)).toEqual([]);
    expect(Object.keys(flatten(def.messages.en)).every((k) => k.startsWith(`${def.namespace}.`))).toBe(true);
    expect(def.namespace).not.toBe(getQuestionnaire(type).namespace);
  });
});
