/**
 * Small constructors for writing form maps (model.ts) concisely. Every one returns plain data.
 *
 *   const p2 = under('SC-100[0].Page2[0].');
 *   fields: {
 *     [p2('List1[0].Item1[0].PlaintiffName1[0]')]: text('1', 'Plaintiff name', 'plaintiff.name'),
 *     ...yesNo(p3('…Checkbox60[0]'), p3('…Checkbox60[1]'), '7', 'Attorney-client fee dispute', 'feeDispute'),
 *     [p1('…TrialDate1[0]')]: court('Trial date', '—'),
 *   }
 */
import type { Condition } from '../types';
import type {
  AskRule,
  AttachedRule,
  CellRule,
  CheckRule,
  CourtRule,
  FieldRule,
  NotApplicableRule,
  PagesRule,
  PdfFormMap,
  PendingForm,
  Placement,
  QuestionnaireForms,
  Ruled,
  StaffRule,
  TextRule,
  ValueSpec,
} from './model';

/** A prefix for the long Designer field names: `under('SC-100[0].Page2[0].')('List1[0]…')`. */
export const under =
  (prefix: string) =>
  (name: string): string =>
    `${prefix}${name}`;

const asValue = (value: ValueSpec | string): ValueSpec => (typeof value === 'string' ? { from: value } : value);

/** A text field: an answer path (written as the form expects, see ValueSpec "from") or any value spec. */
export const text = (item: string, label: string, value: ValueSpec | string, ruled?: Ruled): TextRule => ({
  kind: 'text',
  item,
  label,
  value: asValue(value),
  ...(ruled ? { ruled } : {}),
});
/** A text field whose first line holds a label the form prints inside it: the value starts `blankLines` lines below. */
export const textBelowLabel = (item: string, label: string, value: ValueSpec | string, blankLines = 1): TextRule => ({
  ...text(item, label, value),
  blankLines,
});
/** A checkbox checked when the condition holds. */
export const check = (item: string, label: string, when: Condition): CheckRule => ({ kind: 'check', item, label, when });
/** A checkbox checked when a yes/no answer is yes. */
export const checkIf = (item: string, label: string, path: string): CheckRule => check(item, label, { field: path, equals: true });
/** The two checkboxes of a Yes/No item: Yes when the answer is true, No when it is false, neither when unanswered. */
export const yesNo = (yesField: string, noField: string, item: string, label: string, path: string): Record<string, CheckRule> => ({
  [yesField]: check(item, `${label}: Yes`, { field: path, equals: true }),
  [noField]: check(item, `${label}: No`, { field: path, equals: false }),
});
/** A checkbox checked when something continues on an attachment (text fields that overflowed, row groups). */
export const attached = (item: string, label: string, of: readonly string[]): AttachedRule => ({ kind: 'attached', item, label, of });
/** The number of pages attached (the packet builder counts them: `PagesRule`). */
export const pagesAttached = (item: string, label: string, options: Omit<PagesRule, 'kind' | 'item' | 'label'> = {}): PagesRule => ({
  kind: 'pages',
  item,
  label,
  ...options,
});
export const ask = (item: string, label: string, note?: string): AskRule => ({ kind: 'ask', item, label, ...(note ? { note } : {}) });
export const staff = (item: string, label: string, note?: string): StaffRule => ({ kind: 'staff', item, label, ...(note ? { note } : {}) });
export const court = (label: string, item?: string): CourtRule => ({ kind: 'court', label, ...(item ? { item } : {}) });
export const na = (reason: string, label?: string): NotApplicableRule => ({ kind: 'na', reason, ...(label ? { label } : {}) });

/** Cells of a row group (`at`: the cell's own item and label, where the row spans several items). */
export const cell = (value: ValueSpec | string, at?: Placement): CellRule => ({ kind: 'text', value: asValue(value), ...(at ?? {}) });
export const cellCheck = (when: Condition): CellRule => ({ kind: 'check', when });

/** The same rule for several fields (e.g. the caption's case number on every page). */
export const each = <R extends FieldRule>(names: readonly string[], rule: R): Record<string, R> =>
  Object.fromEntries(names.map((n) => [n, rule]));

export const pending = (form: string, title: string, conditional = false): PendingForm => ({
  kind: 'pending',
  form,
  title,
  ...(conditional ? { conditional } : {}),
});

/** The shipped PDF a map fills (its `pdf`, or the form it names). */
export const pdfOf = (map: PdfFormMap): string => map.pdf ?? map.form;

export const defineForms = <const F extends QuestionnaireForms>(forms: F): F => forms;
