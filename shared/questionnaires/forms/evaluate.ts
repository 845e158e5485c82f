/**
 * A form map applied to answers: what goes in every field (plain strings and booleans, in English), which row-group
 * items continue beyond the form's rows, and what is left to staff, the client or the court. Pure: the packet builder
 * (functions/lib/packet) writes the plan into the PDF; the coverage calculator counts it.
 */
import { evaluateCondition, getPath, isEmptyValue, isRecord, resolveRef } from '../conditions';
import { isIsoDate, todayIso } from '../dates';
import type { Field, QuestionnaireDefinition } from '../types';
import { BUSINESS, formatAddress } from '../../business';
import type { Translate } from '../../i18n/core';
import type {
  CellRule,
  Column,
  DateFormat,
  FilingPart,
  FormEntry,
  LdaPart,
  PdfFormMap,
  RowGroup,
  Ruled,
  ValueSpec,
  WorksheetMap,
} from './model';

/** What formatting needs: the definition the answers were validated against, and an English translator for option labels. */
export interface FormatContext {
  readonly def: QuestionnaireDefinition<unknown>;
  /** Translates the questionnaire's keys in English (forms are filed in English). */
  readonly t: Translate;
  /** For a form filled once per item (`repeat`): which copy this is, of how many. */
  readonly copy?: { readonly number: number; readonly count: number };
  /** The court the case is filed in and its number, as the captions write them (`{ filing }` values; empty when absent). */
  readonly filing?: Readonly<Partial<Record<FilingPart, string>>>;
}

/** A value's scope: the answers object it is read from and its key path in the definition (no item indices). */
export interface Scope {
  readonly value: unknown;
  readonly keyPath: string;
}

const stripIndices = (path: string): string =>
  path
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .join('.');
const joinKey = (base: string, path: string): string => stripIndices(base ? `${base}.${path}` : path);
const keyOf = (scope: Scope, path: string): string => (path.startsWith('/') ? stripIndices(path.slice(1)) : joinKey(scope.keyPath, path));

const fieldIndexes = new WeakMap<object, Map<string, Field>>();
/** Every field of a definition by key path ("children.residences.from"). */
function fieldIndex(def: QuestionnaireDefinition<unknown>): Map<string, Field> {
  let index = fieldIndexes.get(def);
  if (!index) {
    index = new Map();
    const walk = (fields: readonly Field[], base: string) => {
      for (const f of fields) {
        const key = base ? `${base}.${f.name}` : f.name;
        index!.set(key, f);
        if (f.kind === 'object' || f.kind === 'group') walk(f.fields, key);
      }
    };
    walk(
      def.steps.flatMap((s) => s.fields),
      '',
    );
    fieldIndexes.set(def, index);
  }
  return index;
}

/** The field an answer path names, if the definition has it. */
export const fieldAt = (def: QuestionnaireDefinition<unknown>, keyPath: string): Field | undefined =>
  fieldIndex(def).get(stripIndices(keyPath));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatFormDate(iso: string, format: DateFormat = 'MM/DD/YYYY'): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-');
  if (format === 'MM/YYYY') return `${m}/${y}`;
  return format === 'MM/DD/YYYY' ? `${m}/${d}/${y}` : `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
}

/** Whole years from a "YYYY-MM-DD" date to `today`. */
export function ageOn(birth: string, today: string): number | null {
  if (!isIsoDate(birth) || !isIsoDate(today) || birth > today) return null;
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whole months from one "YYYY-MM-DD" date to a later one (a month counts once its day is reached), or null. */
export function monthsBetween(from: string, to: string): number | null {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return null;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** Every value at a path where `*` stands for each item of a list. */
export function valuesAt(scope: unknown, root: unknown, path: string): unknown[] {
  const absolute = path.startsWith('/');
  const segments = (absolute ? path.slice(1) : path).split('.');
  let current: unknown[] = [absolute ? root : scope];
  for (const segment of segments) {
    current = current.flatMap((v) => {
      if (segment === '*') return Array.isArray(v) ? v : [];
      return [getPath(v, segment)];
    });
  }
  return current.filter((v) => v !== undefined);
}

/** Integer cents as the forms write amounts: "2,450.00" (or "$2,450.00"). */
export function formatFormMoney(cents: number, dollars = false): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${dollars ? '$' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const ldaValue = (part: LdaPart): string => {
  switch (part) {
    case 'name':
      return BUSINESS.name;
    case 'address':
      return formatAddress();
    case 'phone':
      return BUSINESS.phone;
    case 'registration':
      return BUSINESS.lda.registrationNumber;
    case 'county':
      return BUSINESS.lda.county;
    case 'expires':
      return formatFormDate(BUSINESS.lda.expires);
  }
};

/** An answer written as a form expects it (see `ValueSpec` "from"). */
export function formatForForm(field: Field | undefined, value: unknown, t: Translate): string {
  if (isEmptyValue(value)) return '';
  if (!field)
    return typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : '';
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' ? formatFormDate(value) : '';
    case 'money':
      return typeof value === 'number' ? formatFormMoney(value) : '';
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'yesno':
    case 'checkbox':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : '';
    case 'ssn4':
      return `XXX-XX-${String(value)}`;
    case 'select':
    case 'radio':
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : [value];
      return values
        .map((v) => {
          const option = field.options.find((o) => o.value === v);
          return option ? t(option.labelKey) : String(v);
        })
        .join(', ');
    }
    case 'object':
    case 'group':
      return '';
    default:
      return String(value);
  }
}

/** Evaluates a value spec in a scope (answers root or a list item). */
export function evaluateValue(spec: ValueSpec, scope: Scope, root: unknown, ctx: FormatContext): string {
  const read = (path: string) => resolveRef(path, scope.value, root);
  if ('from' in spec) return formatForForm(fieldAt(ctx.def, keyOf(scope, spec.from)), read(spec.from), ctx.t);
  if ('raw' in spec) {
    const v = read(spec.raw);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  }
  if ('date' in spec) {
    const v = read(spec.date);
    return typeof v === 'string' ? formatFormDate(v, spec.format) : '';
  }
  if ('money' in spec) {
    const v = read(spec.money);
    return typeof v === 'number' ? formatFormMoney(v, spec.format === 'dollars') : '';
  }
  if ('join' in spec)
    return spec.join
      .map((s) => evaluateValue(s, scope, root, ctx))
      .filter((s) => s.trim() !== '')
      .join(spec.separator ?? ', ');
  if ('text' in spec) return spec.text;
  if ('option' in spec) {
    const v = read(spec.option);
    return typeof v === 'string' || typeof v === 'boolean' ? (spec.labels[String(v)] ?? '') : '';
  }
  if ('age' in spec) {
    const v = read(spec.age);
    // A date of birth gives the age today; a number answer already is the age.
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
    const age = typeof v === 'string' ? ageOn(v, todayIso()) : null;
    return age === null ? '' : String(age);
  }
  if ('copy' in spec) return ctx.copy ? String(ctx.copy[spec.copy]) : '';
  if ('filing' in spec) return ctx.filing?.[spec.filing] ?? '';
  if ('span' in spec) {
    const [from, to] = spec.span.map(read);
    const months = typeof from === 'string' && typeof to === 'string' ? monthsBetween(from, to) : null;
    if (months === null) return '';
    return String(spec.unit === 'years' ? Math.floor(months / 12) : months % 12);
  }
  if ('sum' in spec) {
    const amounts = spec.sum.flatMap((path) => valuesAt(scope.value, root, path)).filter((v): v is number => typeof v === 'number');
    return amounts.length ? formatFormMoney(amounts.reduce((a, b) => a + b, 0)) : '';
  }
  if ('total' in spec) {
    let cents = 0;
    for (const term of spec.total) {
      const scopes = term.each === undefined ? [scope.value] : read(term.each);
      if (!Array.isArray(scopes)) continue;
      for (const item of scopes) {
        if (term.where && !evaluateCondition(term.where, item, root)) continue;
        const money = (path: string) => {
          const v = resolveRef(path, item, root);
          return typeof v === 'number' ? v : 0;
        };
        cents += term.add.reduce((a, p) => a + money(p), 0) - (term.subtract ?? []).reduce((a, p) => a + money(p), 0);
      }
    }
    return formatFormMoney(cents);
  }
  if ('count' in spec) {
    const v = read(spec.count);
    // `where` counts only the items for which it holds ("the persons under 18").
    const items = Array.isArray(v) ? v.filter((item) => !spec.where || evaluateCondition(spec.where, item, root)) : [];
    return items.length > 0 ? String(items.length) : '';
  }
  if ('each' in spec) {
    const list = read(spec.each);
    if (!Array.isArray(list)) return '';
    const itemKey = keyOf(scope, spec.each);
    return list
      .map((item) => evaluateValue(spec.value, { value: item, keyPath: itemKey }, root, ctx))
      .filter((s) => s.trim() !== '')
      .join(spec.separator ?? ', ');
  }
  if ('namePart' in spec) {
    const name = read(spec.of);
    const surname = read(spec.surname);
    return typeof name === 'string' ? namePart(name, typeof surname === 'string' ? surname : '', spec.namePart) : '';
  }
  if ('if' in spec) {
    if (evaluateCondition(spec.if, scope.value, root)) return evaluateValue(spec.then, scope, root, ctx);
    return spec.else ? evaluateValue(spec.else, scope, root, ctx) : '';
  }
  if ('continued' in spec) {
    const items = spec.continued.flatMap((group) => listItems(group.source, root, { where: group.where, skip: group.skip, scope }));
    if (items.length === 0) return '';
    const cents = items.reduce((a, item) => {
      const v = getPath(item.value, spec.amount);
      return a + (typeof v === 'number' ? v : 0);
    }, 0);
    return formatFormMoney(cents);
  }
  return ldaValue(spec.lda);
}

/**
 * A part of a name written in full ("Sofía Ramírez Ortiz"), given its surname ("Ramírez Ortiz"): first "Sofía",
 * middle "", last "Ramírez Ortiz". The surname may also lead the name, as Vietnamese and Chinese names are written
 * ("Nguyễn Thị Ánh Tuyết", surname "Nguyễn": first "Thị", middle "Ánh Tuyết"). A surname the name neither ends nor
 * starts with (or none) leaves the name's last word as the last name.
 */
export function namePart(name: string, surname: string, part: 'first' | 'middle' | 'last'): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = surname.trim().split(/\s+/).filter(Boolean);
  const same = (a: readonly string[]) => a.join(' ').toLocaleLowerCase('en-US') === last.join(' ').toLocaleLowerCase('en-US');
  const fits = last.length > 0 && last.length < words.length;
  let given: string[];
  let family: string[];
  if (fits && same(words.slice(words.length - last.length)))
    [given, family] = [words.slice(0, words.length - last.length), words.slice(words.length - last.length)];
  else if (fits && same(words.slice(0, last.length))) [given, family] = [words.slice(last.length), words.slice(0, last.length)];
  else if (words.length > 1) [given, family] = [words.slice(0, -1), words.slice(-1)];
  else [given, family] = [words, []];
  if (part === 'last') return family.join(' ');
  if (part === 'first') return given[0] ?? '';
  return given.slice(1).join(' ');
}

/** The items of a row group (or a worksheet's rows), in order, each with its scope. */
export function listItems(
  source: readonly string[],
  root: unknown,
  options: { where?: RowGroup['where']; sort?: RowGroup['sort']; skip?: number; scope?: Scope } = {},
): Scope[] {
  // Relative sources read the scope (a repeated form's item), "/" sources the answers root.
  const base: Scope = options.scope ?? { value: root, keyPath: '' };
  let items: Scope[] = source.flatMap((path): Scope[] => {
    const value = resolveRef(path, base.value, root);
    const keyPath = keyOf(base, path);
    if (Array.isArray(value)) return value.filter(isRecord).map((item) => ({ value: item, keyPath }));
    return isRecord(value) ? [{ value, keyPath }] : [];
  });
  if (options.where) items = items.filter((item) => evaluateCondition(options.where!, item.value, root));
  if (options.sort) {
    const { by, order } = options.sort;
    const key = (s: Scope) => {
      const v = getPath(s.value, by);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    };
    items = [...items].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka === kb) return 0;
      if (ka === undefined) return 1;
      if (kb === undefined) return -1;
      return order === 'asc' ? ka.localeCompare(kb) : kb.localeCompare(ka);
    });
  }
  return items.slice(options.skip ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------------------------

interface Where {
  readonly item: string;
  readonly label: string;
}
export type Assignment =
  | (Where & { readonly kind: 'text'; readonly field: string; readonly value: string; readonly group?: string; readonly ruled?: Ruled })
  | (Where & { readonly kind: 'check'; readonly field: string; readonly checked: boolean; readonly group?: string })
  | (Where & { readonly kind: 'radio'; readonly field: string; readonly value: string })
  | (Where & { readonly kind: 'attached'; readonly field: string; readonly of: readonly string[] });

/** Row-group items beyond the form's rows, rendered as table rows (for an attachment) or continued on another form. */
export interface RowOverflow extends Where {
  readonly group: string;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}
export interface ContinuedOn extends Where {
  readonly group: string;
  readonly form: string;
  readonly count: number;
}

export interface Left extends Where {
  readonly note?: string;
}

/** A page-count field (`PagesRule`): the builder writes it, or leaves it to staff when `others` holds. */
export interface PageCount extends Where {
  readonly field: string;
  readonly includes: readonly string[];
  /** What staff add to the packet's count (the rule's `others` holds), or undefined. */
  readonly others?: string;
}

export interface PdfPlan {
  readonly kind: 'pdf';
  readonly form: string;
  readonly title: string;
  readonly revision: string;
  readonly assignments: readonly Assignment[];
  readonly overflowRows: readonly RowOverflow[];
  readonly continuedOn: readonly ContinuedOn[];
  /** Client-supplied items the questionnaire does not ask: staff get them from the client. */
  readonly ask: readonly Left[];
  /** Items the preparer completes. */
  readonly staff: readonly Left[];
  /** Items the clerk or judge completes. */
  readonly court: readonly Left[];
  /** Page-count fields the builder fills once the pages are made. */
  readonly pageCounts: readonly PageCount[];
  readonly caption: { readonly shortTitle: string; readonly caseNumber: string };
  /** Text the form asks to attach (`attachments` of the map), when given. */
  readonly attachments: readonly (Where & { readonly heading: string; readonly text: string })[];
}

export type WorksheetLine =
  | (Where & { readonly kind: 'value'; readonly text: string })
  | (Where & { readonly kind: 'rows'; readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] })
  | (Where & { readonly kind: 'ask' | 'staff' | 'court'; readonly note?: string });

export interface WorksheetPlan {
  readonly kind: 'worksheet';
  readonly form: string;
  readonly title: string;
  readonly reason: string;
  readonly lines: readonly WorksheetLine[];
}

const renderColumns = (columns: readonly Column[], item: Scope, root: unknown, ctx: FormatContext): string[] =>
  columns.map((c) => evaluateValue(c.value, item, root, ctx));

function cellAssignment(field: string, rule: CellRule, item: Scope, root: unknown, ctx: FormatContext, group: RowGroup): Assignment {
  const where = { item: rule.item ?? group.item, label: rule.label ?? group.label, group: group.id };
  return rule.kind === 'text'
    ? { kind: 'text', field, value: evaluateValue(rule.value, item, root, ctx), ...where }
    : { kind: 'check', field, checked: evaluateCondition(rule.when, item.value, root), ...where };
}

/** The items a repeated form is filled for (`repeat`), in order. */
export const repeatItems = (map: PdfFormMap, answers: unknown): Scope[] =>
  map.repeat ? listItems([map.repeat.each], answers, { where: map.repeat.where }) : [];

/** Whether a form of a questionnaire belongs in the packet for these answers (a repeated form needs an item). */
export const formApplies = (entry: FormEntry, answers: unknown): boolean =>
  entry.kind === 'pending' ||
  ((!entry.when || evaluateCondition(entry.when, answers, answers)) &&
    (entry.kind !== 'pdf' || !entry.repeat || repeatItems(entry, answers).length > 0));

/** The plans of an official PDF: one, or one per item for a repeated form (`repeat`; none when the list is empty). */
export function planPdfCopies(map: PdfFormMap, answers: unknown, ctx: FormatContext): PdfPlan[] {
  if (!map.repeat) return [planPdf(map, answers, ctx)];
  const items = repeatItems(map, answers);
  return items.map((item, i) => planPdf(map, answers, { ...ctx, copy: { number: i + 1, count: items.length } }, item));
}

/** The plan of an official PDF for these (validated) answers; `scope` is the item of a repeated form's copy. */
export function planPdf(map: PdfFormMap, answers: unknown, ctx: FormatContext, scope?: Scope): PdfPlan {
  const root: Scope = scope ?? { value: answers, keyPath: '' };
  const assignments: Assignment[] = [];
  const ask: Left[] = [];
  const staff: Left[] = [];
  const court: Left[] = [];
  const pageCounts: PageCount[] = [];
  for (const [field, rule] of Object.entries(map.fields)) {
    switch (rule.kind) {
      case 'text': {
        const value = evaluateValue(rule.value, root, answers, ctx);
        const blank = rule.blankLines && value.trim() !== '' ? '\n'.repeat(rule.blankLines) : '';
        assignments.push({
          kind: 'text',
          field,
          value: `${blank}${value}`,
          item: rule.item,
          label: rule.label,
          ...(rule.ruled ? { ruled: rule.ruled } : {}),
        });
        break;
      }
      case 'check':
        assignments.push({
          kind: 'check',
          field,
          checked: evaluateCondition(rule.when, root.value, answers),
          item: rule.item,
          label: rule.label,
        });
        break;
      case 'radio':
        assignments.push({
          kind: 'radio',
          field,
          value: evaluateValue(rule.value, root, answers, ctx),
          item: rule.item,
          label: rule.label,
        });
        break;
      case 'attached':
        assignments.push({ kind: 'attached', field, of: rule.of, item: rule.item, label: rule.label });
        break;
      case 'ask':
        ask.push({ item: rule.item, label: rule.label, note: rule.note });
        break;
      case 'staff':
        staff.push({ item: rule.item, label: rule.label, note: rule.note });
        break;
      case 'court':
        court.push({ item: rule.item ?? '', label: rule.label });
        break;
      case 'pages':
        pageCounts.push({
          field,
          item: rule.item,
          label: rule.label,
          includes: rule.includes ?? [],
          ...(rule.others && evaluateCondition(rule.others.when, root.value, answers) ? { others: rule.others.note } : {}),
        });
        break;
      case 'na':
        break;
    }
  }
  const overflowRows: RowOverflow[] = [];
  const continuedOn: ContinuedOn[] = [];
  for (const group of map.rowGroups ?? []) {
    const items = listItems(group.source, answers, { ...group, scope: root });
    group.rows.forEach((row, i) => {
      const item = items[i];
      for (const [field, rule] of Object.entries(row)) {
        if (item) assignments.push(cellAssignment(field, rule, item, answers, ctx, group));
        else
          assignments.push(
            rule.kind === 'text'
              ? { kind: 'text', field, value: '', item: group.item, label: group.label, group: group.id }
              : { kind: 'check', field, checked: false, item: group.item, label: group.label, group: group.id },
          );
      }
    });
    const rest = items.slice(group.rows.length);
    if (rest.length === 0) continue;
    const where = { item: group.item, label: group.label, group: group.id };
    if (group.overflow.kind === 'attachment') {
      const { title, columns } = group.overflow;
      overflowRows.push({
        ...where,
        item: group.overflow.item ?? group.item,
        title,
        columns: columns.map((c) => c.label),
        rows: rest.map((item) => renderColumns(columns, item, answers, ctx)),
      });
    } else continuedOn.push({ ...where, form: group.overflow.form, count: rest.length });
  }
  return {
    kind: 'pdf',
    form: map.form,
    title: map.title,
    revision: map.revision,
    assignments,
    overflowRows,
    continuedOn,
    ask,
    staff,
    court,
    pageCounts,
    caption: {
      shortTitle: evaluateValue(map.attachmentCaption.shortTitle, root, answers, ctx),
      caseNumber: map.attachmentCaption.caseNumber ? evaluateValue(map.attachmentCaption.caseNumber, root, answers, ctx) : '',
    },
    attachments: (map.attachments ?? [])
      .map((a) => ({ item: a.item, label: a.label, heading: a.heading, text: evaluateValue(a.value, root, answers, ctx) }))
      .filter((a) => a.text.trim() !== ''),
  };
}

/** The plan of a worksheet for these (validated) answers. */
export function planWorksheet(map: WorksheetMap, answers: unknown, ctx: FormatContext): WorksheetPlan {
  const root: Scope = { value: answers, keyPath: '' };
  const lines = map.items.map((line): WorksheetLine => {
    const where = { item: line.item, label: line.label };
    switch (line.kind) {
      case 'value':
        return { ...where, kind: 'value', text: evaluateValue(line.value, root, answers, ctx) };
      case 'rows':
        return {
          ...where,
          kind: 'rows',
          columns: line.columns.map((c) => c.label),
          rows: listItems(line.source, answers, line).map((item) => renderColumns(line.columns, item, answers, ctx)),
        };
      case 'ask':
      case 'staff':
        return { ...where, kind: line.kind, note: line.note };
      case 'court':
        return { ...where, kind: 'court' };
    }
  });
  return { kind: 'worksheet', form: map.form, title: map.title, reason: map.reason, lines };
}
