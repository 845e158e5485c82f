/**
 * The form controls, generated from field definitions: one component per family of kinds, objects and repeatable
 * groups rendering their fields recursively. Every control has a label, its help and error linked by
 * aria-describedby, aria-invalid when in error, and an id derived from its path (error summary links, focus).
 */
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useController, useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { evaluateCondition, getPath, resolveRef } from '../../../../shared/questionnaires/conditions';
import type { BooleanField, ChoiceField, Field, GroupField, ObjectField, Option } from '../../../../shared/questionnaires/types';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useDerived, useEngine } from './engine';
import { centsToInput, emptyItem, fieldAtPath, fieldDomId, joinPath, messageVars, numberToInput, parseMoney, parseNumber } from './values';
import { Button } from '../../ui/Button';

type ScalarField = Exclude<Field, ObjectField | GroupField>;

const parentOf = (path: string): string => path.split('.').slice(0, -1).join('.');

/** Ids, state and texts shared by every control. */
function useFieldMeta(field: Field, path: string) {
  const { translate, money } = useI18n();
  const { errors } = useEngine();
  const id = fieldDomId(path);
  const errorKeys = errors[path] ?? [];
  const vars = messageVars(field, money);
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
type FieldMeta = ReturnType<typeof useFieldMeta>;

function Label({ meta, htmlFor }: { meta: FieldMeta; htmlFor?: string }) {
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

function HelpAndError({ meta }: { meta: FieldMeta }) {
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
function useOfferedOptions(options: readonly Option[], path: string): readonly Option[] {
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

function ScalarInput({ field, path }: { field: ScalarField; path: string }) {
  const { t, translate } = useI18n();
  const meta = useFieldMeta(field, path);
  const offered = useOfferedOptions(field.kind === 'select' ? field.options : NO_OPTIONS, path);
  const { field: ctl } = useController<FieldValues>({ name: path });
  const hintId = field.kind === 'money' ? `${meta.id}-hint` : undefined;
  const a11y = {
    id: meta.id,
    name: path,
    'aria-describedby': [meta.describedBy, hintId].filter(Boolean).join(' ') || undefined,
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
    </div>
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

function ObjectFieldset({ field, path }: { field: ObjectField; path: string }) {
  const meta = useFieldMeta(field, path);
  return (
    <fieldset className="q-object" id={meta.id} tabIndex={-1} aria-describedby={meta.describedBy}>
      <legend className="q-legend">{meta.label}</legend>
      <HelpAndError meta={meta} />
      <FieldList fields={field.fields} base={path} />
    </fieldset>
  );
}

/** The number of items a group must have, from its count field (e.g. the number of attorneys-in-fact), if answered. */
function useFixedCount(field: GroupField, path: string): number | undefined {
  const { countField } = field;
  const count = useDerived(
    (values) => (countField === undefined ? null : Number(resolveRef(countField, getPath(values, parentOf(path)), values))),
    countField !== undefined,
  );
  return count !== null && Number.isInteger(count) && count >= field.min && count <= field.max ? count : undefined;
}

function GroupFieldset({ field, path }: { field: GroupField; path: string }) {
  const { t, translate } = useI18n();
  const { def } = useEngine();
  const meta = useFieldMeta(field, path);
  const { control } = useFormContext<FieldValues>();
  const { fields: items, append, remove } = useFieldArray<FieldValues>({ control, name: path });
  const fixedCount = useFixedCount(field, path);
  const lastLength = useRef(items.length);
  /** The control to focus once it is rendered: a new item's first control, or after a removal the add button. */
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // A count chosen elsewhere fixes the number of items.
  useEffect(() => {
    if (fixedCount === undefined || items.length === fixedCount) return;
    if (items.length < fixedCount)
      append(
        Array.from({ length: fixedCount - items.length }, () => emptyItem(field)),
        { shouldFocus: false },
      );
    else remove(Array.from({ length: items.length - fixedCount }, (_, i) => fixedCount + i));
  }, [fixedCount, items.length, append, remove, field]);

  useEffect(() => {
    if (items.length > lastLength.current && fixedCount === undefined) {
      const id = fieldDomId(`${path}.${items.length - 1}.${field.fields[0].name}`);
      pendingFocus.current = () => document.getElementById(id);
    }
    lastLength.current = items.length;
  }, [items.length, path, field, fixedCount]);

  // A new item's controls appear once the watched values include it, possibly a render later: retry until then.
  useEffect(() => {
    const element = pendingFocus.current?.();
    if (!element) return;
    element.focus();
    pendingFocus.current = null;
  });

  const countQuestion =
    field.countField === undefined
      ? undefined
      : fieldAtPath(def, field.countField.startsWith('/') ? field.countField.slice(1) : joinPath(parentOf(path), field.countField));
  const canAdd = fixedCount === undefined && items.length < field.max;
  const canRemove = fixedCount === undefined && items.length > field.min;

  return (
    <fieldset className="q-group" id={meta.id} tabIndex={-1} aria-describedby={meta.describedBy}>
      <legend className="q-legend">{meta.label}</legend>
      <HelpAndError meta={meta} />
      {countQuestion && <p className="q-help">{t('q.common.ui.fixedCount', { question: translate(countQuestion.field.labelKey) })}</p>}
      {items.map((item, i) => {
        const title = translate(field.itemKey, { n: i + 1 });
        return (
          <fieldset className="q-item" key={item.id}>
            <legend className="q-item-title">{title}</legend>
            <FieldList fields={field.fields} base={`${path}.${i}`} />
            {canRemove && (
              <Button
                large
                className="q-remove"
                aria-label={t('q.common.ui.removeItem', { item: title })}
                onClick={() => {
                  pendingFocus.current = () => addButton.current ?? document.getElementById(meta.id);
                  remove(i);
                }}
              >
                {t('q.common.ui.remove')}
              </Button>
            )}
          </fieldset>
        );
      })}
      {canAdd && (
        <Button ref={addButton} large className="q-add" onClick={() => append(emptyItem(field), { shouldFocus: false })}>
          {translate(field.addKey)}
        </Button>
      )}
    </fieldset>
  );
}

const FieldView = memo(function FieldView({ field, path }: { field: Field; path: string }) {
  const { visible } = useEngine();
  if (!visible.has(path)) return null;
  if (field.kind === 'object') return <ObjectFieldset field={field} path={path} />;
  if (field.kind === 'group') return <GroupFieldset field={field} path={path} />;
  return <ScalarInput field={field} path={path} />;
});

/**
 * The controls of a list of fields (a step, an object, a group item); hidden fields render nothing. Memoised: the
 * form re-renders on every answer, a list only when its fields, visibility or errors change.
 */
export const FieldList = memo(function FieldList({ fields, base }: { fields: readonly Field[]; base: string }) {
  return (
    <>
      {fields.map((field) => (
        <FieldView key={field.name} field={field} path={joinPath(base, field.name)} />
      ))}
    </>
  );
});
