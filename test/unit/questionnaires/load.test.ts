/**
 * The per-type loader (shared/questionnaires/load.ts) against the registry: the same definitions, every past version
 * and no other, and exactly the fragments each definition's labels use (a missing one shows raw keys in the web and the
 * server's summaries; an extra one loads a chunk for nothing). definitions.test.ts checks that a type's loaded
 * messages translate its every key, summary and rendered answers.
 */
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { FRAGMENT_NAMES, loaderEntry, loadQuestionnaire } from '../../../shared/questionnaires/load';
import { getQuestionnaire, PAST_VERSIONS } from '../../../shared/questionnaires/registry';
import type { QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { CURRENT_VERSIONS } from '../../../shared/questionnaires/versions';

/** The fragments (by namespace, q.<name>.*) whose keys a definition's steps, rules and summary name. */
const fragmentsUsed = (def: QuestionnaireDefinition): string[] => {
  const text = JSON.stringify({ steps: def.steps, rules: def.rules }) + def.summary.toString();
  return FRAGMENT_NAMES.filter((name) => text.includes(`"q.${name}.`) || text.includes(`'q.${name}.`) || text.includes(`\`q.${name}.`));
};

describe.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
  it('loads the registry’s current definition, with q.common, its fragments’ messages and its own', async () => {
    const loaded = await loadQuestionnaire(type);
    expect(loaded.definition).toBe(getQuestionnaire(type));
    expect(loaded.definition.version).toBe(CURRENT_VERSIONS[type]);
    expect(loaded.messages[loaded.messages.length - 1]).toBe(loaded.definition.messages);
    expect(loaded.messages).toHaveLength(loaderEntry(type).fragments.length + 2);
    // The same object to a second caller (the web registers its messages once; the server caches its translators).
    expect(await loadQuestionnaire(type)).toBe(loaded);
    // The current version asked by number is the current definition.
    expect((await loadQuestionnaire(type, CURRENT_VERSIONS[type]))?.definition).toBe(loaded.definition);
  });

  it('lists exactly the fragments its definition uses', () => {
    expect([...loaderEntry(type).fragments].sort()).toEqual(fragmentsUsed(getQuestionnaire(type)).sort());
  });

  it('loads every past version the registry keeps, with its own messages and the fragments it names, and no other', async () => {
    const past = PAST_VERSIONS[type] ?? [];
    expect(Object.keys(loaderEntry(type).past).map(Number).sort()).toEqual(past.map((p) => p.definition.version).sort());
    for (const { definition } of past) {
      const entry = loaderEntry(type).past[definition.version];
      // Versions frozen before the fragments existed use none; a later freeze names the ones it uses.
      expect(fragmentsUsed(definition).sort()).toEqual(typeof entry === 'object' ? [...entry.fragments].sort() : []);
      const loaded = await loadQuestionnaire(type, definition.version);
      expect(loaded?.definition).toBe(definition);
      expect(loaded?.messages[loaded.messages.length - 1]).toBe(definition.messages);
    }
    expect(await loadQuestionnaire(type, 99)).toBeNull();
    expect(await loadQuestionnaire(type, 0)).toBeNull();
  });
});
