/**
 * The scalar controls of the questionnaire (text, dates, numbers, money, selects, a checkbox) and the choice groups
 * (radio buttons, yes/no, checkbox lists), each with its label, help and error from ./field-parts.
 */
import { useState, type ChangeEvent, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BooleanField, ChoiceField, Field, GroupField, ObjectField, Option } from '../../../../shared/questionnaires/types';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { HelpAndError, Label, useFieldMeta, useOfferedOptions, type FieldMeta } from './field-parts';
import { centsToInput, numberToInput, parseMoney, parseNumber } from './values';
import { maxLengthOf } from '../../../../shared/questionnaires/schema';

export type ScalarField = Exclude<Field, ObjectField | GroupField>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A text box whose typed text converts to a value (numbers, cents). It keeps the text as typed ("3.50", "1,250")
 * and follows the value when it changes from outside (a restored draft, "start over").
 */
function ParsedTextInput({
  value,
  onChange,
  parse,
  format,
  ...props
}: { value: unknown; onChange: (v: unknown) => void; parse: (text: string) => unknown; format: (v: unknown) => string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> & { ref?: Ref<HTMLInputElement> }) {
  const [text, setText] = useState(() => format(value));
  // Only an outside change of the value re-formats the text: when the value differs from the one last rendered and the
  // text does not already say it (typing "3.50" gives 3.5, which keeps the text as typed). Adjusted while rendering
  // (React's "storing information from previous renders"), so no frame shows the old text beside the new value.
  const [renderedValue, setRenderedValue] = useState(value);
  if (!Object.is(value, renderedValue)) {
    setRenderedValue(value);
    if (parse(text) !== value) setText(format(value));
  }
  return (
    <input
      {...props}
      type="text"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parse(e.target.value));
      }}
    />
  );
}

const INPUT_TYPES: Partial<Record<Field['kind'], { type: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] }>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  ssn4: { type: 'text', inputMode: 'numeric' },
  zip: { type: 'text', inputMode: 'numeric' },
};

const NO_OPTIONS: readonly Option[] = [];

export function ScalarInput({ field, path }: { field: ScalarField; path: string }) {
  const { t, translate } = useI18n();
  const meta = useFieldMeta(field, path);
  const offered = useOfferedOptions(field.kind === 'select' ? field.options : NO_OPTIONS, path);
  const { field: ctl } = useController<FieldValues>({ name: path });
  const hintId = field.kind === 'money' ? `${meta.id}-hint` : undefined;
  const limit = field.kind === 'text' || field.kind === 'textarea' ? maxLengthOf(field) : undefined;
  const length = asText(ctl.value).length;
  // Long answers always show their count; one-line answers from 80% of their limit.
  const counted = limit !== undefined && (field.kind === 'textarea' || length >= limit * 0.8);
  const counterId = counted ? `${meta.id}-count` : undefined;
  const a11y = {
    id: meta.id,
    name: path,
    'aria-describedby': [meta.describedBy, hintId, counterId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': meta.invalid || undefined,
    'aria-required': meta.required || undefined,
    autoComplete: 'autoComplete' in field ? field.autoComplete : undefined,
    onBlur: ctl.onBlur,
    ref: ctl.ref,
  };
  const onText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => ctl.onChange(e.target.value);

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = <textarea {...a11y} className="q-input" rows={5} value={asText(ctl.value)} onChange={onText} />;
      break;
    case 'select': {
      control = (
        <select {...a11y} className="q-input" value={asText(ctl.value)} onChange={onText}>
          <option value="">{t('q.common.ui.choose')}</option>
          {offered.map((o) => (
            <option key={o.value} value={o.value}>
              {translate(o.labelKey)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'number':
      control = (
        <ParsedTextInput
          {...a11y}
          className="q-input q-input-short"
          inputMode={field.integer === false ? 'decimal' : 'numeric'}
          value={ctl.value}
          onChange={ctl.onChange}
          parse={parseNumber}
          format={numberToInput}
        />
      );
      break;
    case 'money':
      control = (
        <span className="q-money">
          <span className="q-money-symbol" aria-hidden="true">
            $
          </span>
          <ParsedTextInput
            {...a11y}
            className="q-input q-input-short"
            inputMode="decimal"
            value={ctl.value}
            onChange={ctl.onChange}
            parse={parseMoney}
            format={centsToInput}
          />
        </span>
      );
      break;
    case 'checkbox':
      return (
        <div className={`q-field q-checkbox${meta.invalid ? ' q-field-invalid' : ''}`}>
          <input
            {...a11y}
            type="checkbox"
            className="q-check"
            checked={ctl.value === true}
            onChange={(e) => ctl.onChange(e.target.checked)}
          />
          {/* A checkbox is a statement to confirm: never marked "(optional)". */}
          <Label meta={{ ...meta, required: true }} htmlFor={meta.id} />
          <HelpAndError meta={meta} />
        </div>
      );
    case 'radio':
    case 'checkboxes':
    case 'yesno':
      return <ChoiceGroup field={field} path={path} meta={meta} value={ctl.value} onChange={ctl.onChange} inputRef={ctl.ref} />;
    default: {
      const { type, inputMode } = INPUT_TYPES[field.kind] ?? { type: 'text' };
      control = (
        <input
          {...a11y}
          className={`q-input${field.kind === 'ssn4' || field.kind === 'zip' || field.kind === 'date' ? ' q-input-short' : ''}`}
          type={type}
          inputMode={inputMode}
          spellCheck={field.kind === 'email' ? false : undefined}
          value={asText(ctl.value)}
          onChange={onText}
        />
      );
    }
  }
  return (
    <div className={`q-field${meta.invalid ? ' q-field-invalid' : ''}`}>
      <Label meta={meta} htmlFor={meta.id} />
      <HelpAndError meta={meta} />
      {hintId && (
        <p className="q-help" id={hintId}>
          {t('q.common.ui.moneyHint')}
        </p>
      )}
      {control}
      {counted && <CharacterCount id={counterId!} length={length} limit={limit} />}
    </div>
  );
}

/**
 * The length limit shown as the client types (issue 30: a 10,000-character answer was refused only after Next): for
 * long answers always ("1,234 of 5,000 characters"), for one-line answers from 80% of the limit. Over the limit it says
 * by how much, in a status region (announced once as it appears); the step's check still refuses it with the same
 * limit (shared/questionnaires/schema.ts `maxLengthOf`), and so does the server.
 */
function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const { t, number } = useI18n();
  const over = length - limit;
  return (
    <p id={id} className={`q-counter${over > 0 ? ' q-counter--over' : ''}`}>
      {t('q.common.ui.counter', { count: number(length), limit: number(limit) })}
      {over > 0 && (
        <span role="status" className="q-counter__over">
          {' '}
          {t('q.common.ui.counterOver', { over: number(over) })}
        </span>
      )}
    </p>
  );
}

/** Radio buttons, yes/no and checkbox lists: a fieldset whose legend is the question. */
function ChoiceGroup({
  field,
  path,
  meta,
  value,
  onChange,
  inputRef,
}: {
  field: ChoiceField | BooleanField;
  path: string;
  meta: FieldMeta;
  value: unknown;
  onChange: (v: unknown) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t, translate } = useI18n();
  const offered = useOfferedOptions('options' in field ? field.options : NO_OPTIONS, path);
  const options: Array<{ key: string; label: string; value: string | boolean }> =
    'options' in field
      ? offered.map((o) => ({ key: o.value, label: translate(o.labelKey), value: o.value }))
      : [
          { key: 'yes', label: t('q.common.yes'), value: true },
          { key: 'no', label: t('q.common.no'), value: false },
        ];
  const many = field.kind === 'checkboxes';
  const selected = many ? (Array.isArray(value) ? (value as unknown[]) : []) : [value];
  const toggle = (v: string | boolean, checked: boolean) => {
    if (!many) return onChange(v);
    const rest = selected.filter((s) => s !== v);
    onChange(checked ? [...rest, v] : rest);
  };
  return (
    <fieldset
      className={`q-field q-choice${meta.invalid ? ' q-field-invalid' : ''}`}
      id={`${meta.id}-group`}
      aria-describedby={meta.describedBy}
    >
      <Label meta={meta} />
      <HelpAndError meta={meta} />
      <div className={`q-options${field.kind === 'yesno' ? ' q-options-inline' : ''}`}>
        {options.map((o, i) => {
          const id = i === 0 ? meta.id : `${meta.id}-${o.key}`;
          return (
            <div className="q-option" key={o.key}>
              <input
                id={id}
                ref={i === 0 ? inputRef : undefined}
                className="q-check"
                type={many ? 'checkbox' : 'radio'}
                name={path}
                value={String(o.value)}
                checked={selected.includes(o.value)}
                aria-invalid={meta.invalid || undefined}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              <label htmlFor={id}>{o.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
