/**
 * Between the definition's answers and the form's state: initial values, the conversions of typed text to numbers
 * and cents, DOM ids, and the placeholders of validation messages.
 */
import { isRecord } from '../../../../shared/questionnaires/conditions';
import { maxLengthOf } from '../../../../shared/questionnaires/schema';
import type { Field, GroupField, QuestionnaireDefinition } from '../../../../shared/questionnaires/types';

/** The form's state: the answers' shape, holding what the client typed (validated by the shared schema). */
export type FormValues = Record<string, unknown>;

export const joinPath = (base: string, name: string): string => (base ? `${base}.${name}` : name);

/** The id of a field's (first) control, e.g. "q-children-0-name". Error summary links and focus use it. */
export const fieldDomId = (path: string): string => `q-${path.replace(/\./g, '-')}`;

function initialOf(field: Field): unknown {
  switch (field.kind) {
    case 'object':
      return initialScope(field.fields);
    case 'group':
      return Array.from({ length: field.min }, () => initialScope(field.fields));
    case 'checkboxes':
      return [];
    case 'checkbox':
      return false;
    case 'text':
    case 'textarea':
    case 'select':
    case 'radio':
      return field.defaultValue ?? '';
    case 'yesno':
    case 'number':
    case 'money':
      return undefined;
    default:
      return '';
  }
}

function initialScope(fields: readonly Field[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, initialOf(f)]));
}

/** A new, empty item of a group. */
export const emptyItem = (group: GroupField): FormValues => initialScope(group.fields);

/** Saved values (a draft) laid over the defaults, so every field has a value and nothing saved is lost. */
function overlay(fields: readonly Field[], saved: unknown): FormValues {
  const base = initialScope(fields);
  if (!isRecord(saved)) return base;
  const out: FormValues = { ...base };
  for (const field of fields) {
    if (!(field.name in saved)) continue;
    const value = saved[field.name];
    if (field.kind === 'object') out[field.name] = overlay(field.fields, value);
    else if (field.kind === 'group')
      out[field.name] = Array.isArray(value) ? value.map((item) => overlay(field.fields, item)) : base[field.name];
    else out[field.name] = value;
  }
  return out;
}

export const initialValues = (def: QuestionnaireDefinition, saved?: unknown): FormValues =>
  overlay(
    def.steps.flatMap((s) => s.fields),
    saved,
  );

/** "1,250.50", "$1250.5", "1250" → cents; unparseable text stays text (the schema reports it); blank → undefined. */
export function parseMoney(text: string): number | string | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return undefined;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return text;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents → what the money input shows: "1250.50", or "1250" for whole dollars. */
export function centsToInput(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isInteger(value)) return '';
  const dollars = Math.trunc(value / 100);
  const cents = value % 100;
  return cents === 0 ? String(dollars) : `${dollars}.${String(cents).padStart(2, '0')}`;
}

/** "42" → 42, "3.5" → 3.5; other text stays text (the schema reports it); blank → undefined. */
export function parseNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

export const numberToInput = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

/** Values for a field's message placeholders: {min}, {max}, {maxLength} (money limits formatted as money). */
export function messageVars(
  field: Field,
  money: (cents: number) => string,
  number: (n: number) => string = String,
): Record<string, string | number> {
  const vars: Record<string, string | number> = {};
  const maxLength = maxLengthOf(field);
  if (maxLength !== undefined) vars.maxLength = number(maxLength);
  if (field.kind === 'number') {
    if (field.min !== undefined) vars.min = field.min;
    if (field.max !== undefined) vars.max = field.max;
  }
  if (field.kind === 'money') {
    vars.min = money(field.minCents ?? 0);
    if (field.maxCents !== undefined) vars.max = money(field.maxCents);
  }
  if (field.kind === 'group') {
    vars.min = field.min;
    vars.max = field.max;
  }
  return vars;
}

/** The field at a dotted path ("children.0.residences.1.from"), with the titles of the items on the way. */
export function fieldAtPath(
  def: QuestionnaireDefinition,
  path: string,
): { field: Field; trail: Array<{ group: GroupField; index: number }> } | undefined {
  let fields: readonly Field[] = def.steps.flatMap((s) => s.fields);
  const trail: Array<{ group: GroupField; index: number }> = [];
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    const field = fields.find((f) => f.name === segments[i]);
    if (!field) return undefined;
    if (i === segments.length - 1) return { field, trail };
    if (field.kind === 'object') fields = field.fields;
    else if (field.kind === 'group') {
      const index = Number(segments[++i]);
      if (!Number.isInteger(index)) return undefined;
      if (i === segments.length - 1) return { field, trail };
      trail.push({ group: field, index });
      fields = field.fields;
    } else return undefined;
  }
  return undefined;
}
