/**
 * Table-driven checks over all fifteen definitions: the sample is valid, every required field is enforced with its
 * message key, hidden fields are not required, every referenced i18n key exists in English and Spanish, conditions
 * only read earlier fields, and the summary and the rendered document are fully translated — each with the messages
 * the type's own chunk brings (shared/questionnaires/load.ts: q.common, the fragments it lists, its namespace), which
 * is all a page or a request that loaded it has.
 */
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { flatten, mergeBundles, type Locale } from '../../../shared/i18n/core';
import { ERROR_KINDS_OF, errorKeyOf } from '../../../shared/questionnaires/keys';
import { loadQuestionnaire, summarizeWith, translatorOf, type LoadedQuestionnaire } from '../../../shared/questionnaires/load';
import {
  getQuestionnaire,
  QUESTIONNAIRE_MESSAGES,
  validateAnswers,
  validateStep,
  visibleFields,
} from '../../../shared/questionnaires/registry';
import { renderAnswers, type RenderedEntry } from '../../../shared/questionnaires/render';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import { absoluteRefs, clone, everyField, setPath } from './helpers';

const LOCALES: Locale[] = ['en', 'es'];
/** Types with no group that needs an item, among the questions their sample shows (their lists are all optional). */
const WITHOUT_REQUIRED_GROUP: readonly string[] = ['small-claims', 'summary-dissolution', 'adult-adoption'];
/** Types whose sample leaves no top-level question hidden (it answers so that every conditional one shows). */
const WITHOUT_HIDDEN_QUESTION: readonly string[] = ['domestic-relations-order'];
const looksLikeKey = (text: string) => /\bq\.[\w.]+/.test(text);

describe.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
  const def = getQuestionnaire(type);
  const sample = SAMPLES[type];
  let loaded: LoadedQuestionnaire;
  beforeAll(async () => {
    loaded = await loadQuestionnaire(type);
  });

  it('accepts its sample and returns it unchanged', () => {
    const result = validateAnswers(type, sample);
    expect(result).toEqual({ ok: true, data: sample });
  });

  it('has 3 to 6 steps with unique ids and unique field names per scope, the review step last', () => {
    expect(def.steps.length).toBeGreaterThanOrEqual(3);
    expect(def.steps.length).toBeLessThanOrEqual(6);
    expect(new Set(def.steps.map((s) => s.id)).size).toBe(def.steps.length);
    def.steps.forEach((s, i) => expect(s.review && i !== def.steps.length - 1).toBe(false));
    const paths = everyField(def).map((f) => f.keyPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('requires every visible required field, with the field’s own message', () => {
    const required = visibleFields(def, sample).filter(({ field }) => field.kind !== 'object' && field.kind !== 'group' && field.required);
    expect(required.length).toBeGreaterThan(0);
    for (const { path, field } of required) {
      const answers = clone(sample) as Record<string, unknown>;
      setPath(answers, path, field.kind === 'checkbox' ? false : undefined);
      const result = validateAnswers(type, answers);
      expect(result.ok ? {} : result.fieldErrors).toMatchObject({ [path]: [errorKeyOf(field, 'required')] });
    }
  });

  it('treats blank text as missing', () => {
    const text = visibleFields(def, sample).find(({ field }) => field.kind === 'text' && field.required);
    // Every type asks at least one required text question its sample answers (a name, at the least).
    if (!text) throw new Error(`${type}: no visible required text field in the sample`);
    const answers = clone(sample) as Record<string, unknown>;
    setPath(answers, text.path, '   ');
    const result = validateAnswers(type, answers);
    expect(result.ok ? {} : result.fieldErrors[text.path]).toEqual([errorKeyOf(text.field, 'required')]);
  });

  it('requires at least one item in groups with a minimum', () => {
    const groups = visibleFields(def, sample).filter(({ field }) => field.kind === 'group' && field.min > 0);
    // Held to the types that have such a group, so an empty loop cannot pass for one that should.
    expect(groups.length > 0).toBe(!WITHOUT_REQUIRED_GROUP.includes(type));
    for (const { path, field } of groups) {
      const answers = clone(sample) as Record<string, unknown>;
      setPath(answers, path, []);
      const result = validateAnswers(type, answers);
      expect(result.ok ? {} : result.fieldErrors[path]).toContain(errorKeyOf(field, 'tooFew'));
    }
  });

  it('does not require hidden fields, and drops their values', () => {
    const shown = new Set(visibleFields(def, sample).map((v) => v.path));
    const hiddenTopLevel = def.steps.flatMap((s) => s.fields).filter((f) => f.showIf && !shown.has(f.name));
    expect(hiddenTopLevel.length > 0).toBe(!WITHOUT_HIDDEN_QUESTION.includes(type));
    for (const field of hiddenTopLevel) {
      const answers = { ...sample, [field.name]: field.kind === 'group' ? [] : field.kind === 'object' ? {} : 'stale answer' };
      const result = validateAnswers(type, answers);
      // Accepted (a hidden question is not validated), and its stale value dropped.
      if (!result.ok) throw new Error(`${type}: hidden ${field.name} refused the answers: ${JSON.stringify(result.fieldErrors)}`);
      expect(Object.keys(result.data)).not.toContain(field.name);
    }
  });

  it('rejects unknown fields', () => {
    const result = validateAnswers(type, { ...sample, injected: 'x' });
    expect(result.ok ? {} : result.fieldErrors).toEqual({ injected: ['q.common.errors.unknownField'] });
  });

  it('validates step by step: the empty form fails every step with an unconditional requirement', () => {
    for (const step of def.steps) {
      const mustFail = step.fields.some(
        (f) => !f.showIf && (f.kind === 'object' || (f.kind === 'group' ? f.min > 0 : f.required === true)),
      );
      const result = validateStep(def, step.id, {});
      if (mustFail) expect(result.ok).toBe(false);
      if (!result.ok) {
        const ownPaths = Object.keys(result.fieldErrors).every((p) => step.fields.some((f) => p === f.name || p.startsWith(`${f.name}.`)));
        expect(ownPaths).toBe(true);
      }
      expect(validateStep(def, step.id, sample)).toEqual({ ok: true });
    }
  });

  it('has every referenced message in English and Spanish', () => {
    const keys = new Set<string>([def.titleKey, ...Object.values(def.submit), ...def.steps.map((s) => s.titleKey)]);
    for (const rule of def.rules) keys.add(rule.errorKey);
    for (const { field } of everyField(def)) {
      keys.add(field.labelKey);
      if (field.helpKey) keys.add(field.helpKey);
      for (const kind of ERROR_KINDS_OF[field.kind]) keys.add(errorKeyOf(field, kind));
      if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes')
        field.options.forEach((o) => keys.add(o.labelKey));
      if (field.kind === 'group') {
        keys.add(field.itemKey);
        keys.add(field.addKey);
        field.rules?.forEach((r) => keys.add(r.errorKey));
      }
      if (field.kind === 'object') field.rules?.forEach((r) => keys.add(r.errorKey));
    }
    for (const locale of LOCALES) {
      const dictionary = mergeBundles(loaded.messages, locale);
      expect([...keys].filter((k) => dictionary[k] === undefined)).toEqual([]);
    }
  });

  it('has the same message keys in both languages', () => {
    expect(Object.keys(flatten(def.messages.es)).sort()).toEqual(Object.keys(flatten(def.messages.en)).sort());
  });

  it('keeps its messages in its own namespace', () => {
    expect(Object.keys(flatten(def.messages.en)).every((k) => k.startsWith(`${def.namespace}.`))).toBe(true);
  });

  it('reads in conditions, options and counts only fields declared earlier', () => {
    const declared = new Set<string>();
    for (const { field, keyPath, scope } of everyField(def)) {
      const refs = [
        ...(field.showIf ? absoluteRefs(field.showIf, scope) : []),
        ...(field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes'
          ? field.options.flatMap((o) => (o.showIf ? absoluteRefs(o.showIf, scope) : []))
          : []),
        ...(field.kind === 'group' && field.countField ? absoluteRefs({ field: field.countField, filled: true }, scope) : []),
      ];
      for (const ref of refs) expect(`${keyPath} reads ${ref}: ${declared.has(ref)}`).toBe(`${keyPath} reads ${ref}: true`);
      declared.add(keyPath);
    }
  });

  it.each(LOCALES)('summarises the sample in %s without untranslated keys', (locale) => {
    const result = validateAnswers(type, sample);
    if (!result.ok) throw new Error('sample invalid');
    const summary = summarizeWith(loaded, result.data, locale);
    expect(summary.clientName.length).toBeGreaterThan(0);
    expect(summary.caseDetails.length).toBeGreaterThan(0);
    expect(looksLikeKey(summary.caseDetails)).toBe(false);
  });

  it.each(LOCALES)('renders the sample in %s as translated plain strings', (locale) => {
    const doc = renderAnswers(def, sample, translatorOf(loaded, locale), locale);
    expect(doc.sections.length).toBeGreaterThan(0);
    const texts: string[] = [doc.title];
    const collect = (entries: readonly RenderedEntry[]) =>
      entries.forEach((e) => {
        texts.push(e.label);
        if (e.kind === 'row') texts.push(e.value);
        if (e.kind === 'object') collect(e.entries);
        if (e.kind === 'group') e.items.forEach((item) => (texts.push(item.title), collect(item.entries)));
      });
    doc.sections.forEach((s) => (texts.push(s.title), collect(s.entries)));
    expect(texts.filter(looksLikeKey)).toEqual([]);
    expect(texts.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
  });
});

describe('message bundles', () => {
  it('all have the same keys in English and Spanish', () => {
    for (const bundle of QUESTIONNAIRE_MESSAGES) {
      expect(Object.keys(flatten(bundle.es)).sort()).toEqual(Object.keys(flatten(bundle.en)).sort());
    }
  });

  it('never repeat a key across bundles', () => {
    const seen = new Map<string, number>();
    QUESTIONNAIRE_MESSAGES.forEach((b) => Object.keys(flatten(b.en)).forEach((k) => seen.set(k, (seen.get(k) ?? 0) + 1)));
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('group minimums are at most one (the "add at least one entry" message says so)', () => {
    for (const type of QUESTIONNAIRE_TYPES) {
      for (const { field } of everyField(getQuestionnaire(type))) if (field.kind === 'group') expect(field.min).toBeLessThanOrEqual(1);
    }
  });
});
