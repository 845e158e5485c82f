/**
 * What every questionnaire control shares: its ids, state and texts (useFieldMeta), its label or legend, its help and
 * error (linked by aria-describedby), and the options a choice offers now (conditional options follow the answers).
 */
import { useMemo } from 'react';
import { evaluateCondition, getPath } from '../../../../shared/questionnaires/conditions';
import type { Field, Option } from '../../../../shared/questionnaires/types';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useDerived, useEngine } from './engine';
import { fieldDomId, messageVars } from './values';

export const parentOf = (path: string): string => path.split('.').slice(0, -1).join('.');

/** Ids, state and texts shared by every control. */
export function useFieldMeta(field: Field, path: string) {
  const { translate, money, number } = useI18n();
  const { errors } = useEngine();
  const id = fieldDomId(path);
  const errorKeys = errors[path] ?? [];
  const vars = messageVars(field, money, number);
  const helpId = field.helpKey ? `${id}-help` : undefined;
  const errorId = errorKeys.length ? `${id}-error` : undefined;
  const required = 'required' in field && field.required === true;
  return {
    id,
    required,
    invalid: errorKeys.length > 0,
    label: translate(field.labelKey),
    help: field.helpKey ? translate(field.helpKey) : undefined,
    errors: errorKeys.map((key) => translate(key, vars)),
    helpId,
    errorId,
    describedBy: [helpId, errorId].filter(Boolean).join(' ') || undefined,
  };
}
export type FieldMeta = ReturnType<typeof useFieldMeta>;

export function Label({ meta, htmlFor }: { meta: FieldMeta; htmlFor?: string }) {
  const { t } = useI18n();
  const content = (
    <>
      {meta.label}
      {!meta.required && <span className="q-optional"> {t('q.common.ui.optional')}</span>}
    </>
  );
  return htmlFor ? (
    <label className="q-label" htmlFor={htmlFor}>
      {content}
    </label>
  ) : (
    <legend className="q-label">{content}</legend>
  );
}

export function HelpAndError({ meta }: { meta: FieldMeta }) {
  const { t } = useI18n();
  return (
    <>
      {meta.help && (
        <p className="q-help" id={meta.helpId}>
          {meta.help}
        </p>
      )}
      {meta.errorId && (
        <p className="q-error" id={meta.errorId}>
          <span className="visually-hidden">{t('q.common.ui.errorPrefix')} </span>
          {meta.errors.join(' ')}
        </p>
      )}
    </>
  );
}

/**
 * The options offered now: those without a condition, and those whose condition the answers meet. Only a field with
 * conditional options follows the answers (and re-renders when the offered set changes, not on every keystroke).
 */
export function useOfferedOptions(options: readonly Option[], path: string): readonly Option[] {
  const conditional = options.some((o) => o.showIf);
  const shown = useDerived(
    (values) =>
      conditional
        ? options.filter((o) => !o.showIf || evaluateCondition(o.showIf, getPath(values, parentOf(path)), values)).map((o) => o.value)
        : null,
    conditional,
  );
  return useMemo(() => (shown === null ? options : options.filter((o) => shown.includes(o.value))), [options, shown]);
}
