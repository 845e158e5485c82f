/**
 * Answers as a neutral document: sections (one per step) of labelled rows, objects and groups, every label and value
 * translated and formatted for the locale. Plain strings only (no markup), so every renderer — the review step, the
 * client's submission page, the admin console, the PDF — shows it inertly.
 *
 * Hidden fields are left out; visible fields without an answer are rows with `answered: false` (views may hide them).
 * Works on unvalidated answers too (the review step renders the draft): values of an unexpected type are shown as text.
 */
import { formatDate, formatMoney, formatNumber, type Locale, type Translate } from '../i18n/core';
import { isRecord } from './conditions';
import { isIsoDate } from './dates';
import { allFields } from './define';
import { COMMON_KEYS } from './keys';
import { pruneAnswers } from './schema';
import type { Field, QuestionnaireDefinition } from './types';

export interface RenderedRow {
  readonly kind: 'row';
  readonly path: string;
  readonly label: string;
  readonly value: string;
  readonly answered: boolean;
}
export interface RenderedObject {
  readonly kind: 'object';
  readonly path: string;
  readonly label: string;
  readonly entries: readonly RenderedEntry[];
}
export interface RenderedItem {
  readonly path: string;
  /** e.g. "Child 2" */
  readonly title: string;
  readonly entries: readonly RenderedEntry[];
}
export interface RenderedGroup {
  readonly kind: 'group';
  readonly path: string;
  readonly label: string;
  readonly items: readonly RenderedItem[];
  /** Shown instead of the items when there are none (e.g. "None"). */
  readonly emptyText: string;
}
export type RenderedEntry = RenderedRow | RenderedObject | RenderedGroup;

export interface RenderedSection {
  readonly stepId: string;
  readonly title: string;
  readonly entries: readonly RenderedEntry[];
}
export interface RenderedDocument {
  readonly title: string;
  readonly sections: readonly RenderedSection[];
}

type ScalarField = Exclude<Field, { kind: 'object' | 'group' }>;

/** One answer as display text; `undefined` when there is no answer. */
export function formatAnswer(field: ScalarField, value: unknown, t: Translate, locale: Locale): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const optionLabel = (v: unknown) => {
    const option =
      field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes'
        ? field.options.find((o) => o.value === v)
        : undefined;
    return option ? t(option.labelKey) : String(v);
  };
  switch (field.kind) {
    case 'date':
      return isIsoDate(value) ? formatDate(value, locale) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value, locale) : String(value);
    case 'ssn4':
      return t('q.common.ssnMasked', { last4: String(value) });
    case 'select':
    case 'radio':
      return optionLabel(value);
    case 'checkboxes': {
      if (!Array.isArray(value)) return String(value);
      // In the options' order, whatever the order of clicking.
      const ordered = [
        ...field.options.map((o) => o.value).filter((v) => value.includes(v)),
        ...value.filter((v) => !field.options.some((o) => o.value === v)),
      ];
      return ordered.length ? ordered.map(optionLabel).join(', ') : undefined;
    }
    case 'checkbox':
    case 'yesno':
      return typeof value === 'boolean' ? t(value ? COMMON_KEYS.yes : COMMON_KEYS.no) : String(value);
    default:
      return String(value);
  }
}

export function renderAnswers(def: QuestionnaireDefinition<unknown>, answers: unknown, t: Translate, locale: Locale): RenderedDocument {
  const { answers: pruned, visible } = pruneAnswers(allFields(def), answers);
  const shown = new Set(visible.map((v) => v.path));

  const renderFields = (fields: readonly Field[], scope: unknown, base: string): RenderedEntry[] =>
    fields.flatMap((field): RenderedEntry[] => {
      const path = base ? `${base}.${field.name}` : field.name;
      if (!shown.has(path)) return [];
      const value = isRecord(scope) ? scope[field.name] : undefined;
      const label = t(field.labelKey);
      if (field.kind === 'object') return [{ kind: 'object', path, label, entries: renderFields(field.fields, value, path) }];
      if (field.kind === 'group') {
        const items = Array.isArray(value) ? value : [];
        return [
          {
            kind: 'group',
            path,
            label,
            emptyText: t(COMMON_KEYS.none),
            items: items.map((item, i) => ({
              path: `${path}.${i}`,
              title: t(field.itemKey, { n: i + 1 }),
              entries: renderFields(field.fields, item, `${path}.${i}`),
            })),
          },
        ];
      }
      const text = formatAnswer(field, value, t, locale);
      return [{ kind: 'row', path, label, value: text ?? t(COMMON_KEYS.notAnswered), answered: text !== undefined }];
    });

  return {
    title: t(def.titleKey),
    sections: def.steps
      .map((step) => ({ stepId: step.id, title: t(step.titleKey), entries: renderFields(step.fields, pruned, '') }))
      .filter((section) => section.entries.length > 0),
  };
}
