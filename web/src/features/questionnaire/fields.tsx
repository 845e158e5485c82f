/**
 * The form controls, generated from field definitions: one component per family of kinds (./inputs, with the parts
 * they share in ./field-parts), and here the objects and repeatable groups rendering their fields recursively. Every
 * control has a label, its help and error linked by aria-describedby, aria-invalid when in error, and an id derived
 * from its path (error summary links, focus).
 */
import { memo, useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { getPath, resolveRef } from '../../../../shared/questionnaires/conditions';
import type { Field, GroupField, ObjectField } from '../../../../shared/questionnaires/types';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { useDerived, useEngine } from './engine';
import { HelpAndError, parentOf, useFieldMeta } from './field-parts';
import { ScalarInput } from './inputs';
import { emptyItem, fieldAtPath, fieldDomId, joinPath } from './values';

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
