/**
 * From fields to a zod schema, in three stages:
 *  1. `pruneAnswers`: walks the answers in field order, drops hidden fields (their condition is false) and empty
 *     values ("", whitespace, null, NaN, []), normalizes typed text as a court form prints it (NFC; zero-width,
 *     bidi and other invisible or control characters removed, line breaks kept in long text: printable.ts) and trims
 *     it, and defaults visible objects to {} and visible groups to []. It also lists the visible fields (used by the
 *     form and the renderer).
 *  2. A strict object schema per scope: types and formats (each field is optional here: whether it is required
 *     depends on visibility); text a court form cannot print (emoji, pictographs, private-use and other characters
 *     outside the packet's font) is refused with `q.common.errors.unprintable`.
 *  3. `checkAnswers`: required-when-visible, option conditions, group counts and the declarative rules.
 * `buildSchema` runs all three and reports the issues of 2 and 3 together.
 *
 * Every issue message is an i18n key. Conditions may only read fields declared before them (checked by the unit
 * tests), so stage 1 (reading partly pruned answers) and stage 3 (reading pruned answers) agree.
 *
 * Written on `zod/mini` (functions and `.check(...)` rather than methods): the same core and the same issues as
 * classic zod, without the classic API a page or a function would otherwise load with its questionnaire
 * (docs/benchmarks.md, fifth pass). test/unit/questionnaires/accept-refuse.test.ts holds what classic zod accepted and
 * refused.
 */
import * as z from 'zod/mini';
import { evaluateCondition, getPath, isEmptyValue, isRecord, resolveRef, type Scope } from './conditions';
import { addDays, addYears, earliestAllowedFutureDate, isIsoDate, latestAllowedPastDate, todayIso } from './dates';
import { COMMON_KEYS, errorKeyOf } from './keys';
import { firstUnprintable, normalizeText } from './printable';
import type { ChoiceField, ErrorKind, Field, GroupField, Rule } from './types';
import { HIDDEN_FORMATTING } from '../text-safety';

export const TEXT_MAX_LENGTH = 200;
export const TEXTAREA_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;
export const TEL_MAX_LENGTH = 30;
/** $1 billion: a sanity bound for money fields without their own maximum. */
export const DEFAULT_MAX_CENTS = 100_000_000_000;
/** Residence periods may leave gaps of up to a month (people rarely remember exact moving days). */
export const GAP_TOLERANCE_DAYS = 31;

export const maxLengthOf = (field: Field): number | undefined => {
  switch (field.kind) {
    case 'text':
      return field.maxLength ?? TEXT_MAX_LENGTH;
    case 'textarea':
      return field.maxLength ?? TEXTAREA_MAX_LENGTH;
    case 'email':
      return EMAIL_MAX_LENGTH;
    case 'tel':
      return TEL_MAX_LENGTH;
    default:
      return undefined;
  }
};

/** Field errors keyed by dotted path ("children.0.name"); "_root" for the answers as a whole. Values are i18n keys. */
export type FieldErrors = Record<string, string[]>;
export const ROOT_ERROR_PATH = '_root';

const joinPath = (base: string, name: string): string => (base ? `${base}.${name}` : name);

// ---------------------------------------------------------------------------------------------------------------
// Stage 1: pruning and visibility
// ---------------------------------------------------------------------------------------------------------------

export interface VisibleField {
  /** Dotted path with item indices, e.g. "children.0.residences.1.from". */
  readonly path: string;
  readonly field: Field;
}

interface PruneContext {
  root: Scope | undefined;
  readonly visible: VisibleField[];
}

const STRING_KINDS: ReadonlySet<Field['kind']> = new Set(['text', 'textarea', 'email', 'tel', 'ssn4', 'zip', 'date', 'select', 'radio']);
/** Typed text: normalized as the court form prints it (printable.ts); choices and dates are values, only trimmed. */
const TYPED_KINDS: ReadonlySet<Field['kind']> = new Set(['text', 'textarea', 'email', 'tel', 'ssn4', 'zip']);

/**
 * `attach` puts the value's pruned copy in its parent before its own fields are pruned, so that a condition reading
 * an absolute path ("/uccjea.livedTogether") inside it sees the earlier fields already pruned — as stage 3 does.
 */
function normalizeValue(field: Field, value: unknown, path: string, ctx: PruneContext, attach: (v: unknown) => void): unknown {
  if (field.kind === 'object') return pruneScope(field.fields, value ?? {}, path, ctx, attach);
  if (field.kind === 'group') {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return value;
    const items: unknown[] = [...value];
    attach(items);
    value.forEach((item, i) => {
      items[i] = pruneScope(field.fields, item, `${path}.${i}`, ctx, (copy) => (items[i] = copy));
    });
    return items;
  }
  if (isEmptyValue(value)) return undefined;
  if (typeof value === 'string' && TYPED_KINDS.has(field.kind)) {
    // Only invisible characters: as good as empty.
    const text = normalizeText(value, field.kind === 'textarea');
    return text === '' ? undefined : text;
  }
  if (typeof value === 'string' && STRING_KINDS.has(field.kind)) return value.trim();
  return value;
}

function pruneScope(fields: readonly Field[], raw: unknown, base: string, ctx: PruneContext, attach?: (v: unknown) => void): unknown {
  if (!isRecord(raw)) return raw;
  // Unknown keys are kept so that the strict object schema rejects them.
  const out: Record<string, unknown> = { ...raw };
  attach?.(out);
  ctx.root ??= out;
  for (const field of fields) {
    if (field.showIf && !evaluateCondition(field.showIf, out, ctx.root)) {
      delete out[field.name];
      continue;
    }
    const path = joinPath(base, field.name);
    ctx.visible.push({ path, field });
    const value = normalizeValue(field, out[field.name], path, ctx, (v) => (out[field.name] = v));
    if (value === undefined) delete out[field.name];
    else out[field.name] = value;
  }
  return out;
}

/** The answers without hidden fields and empty values, and the visible fields in document order. */
export function pruneAnswers(fields: readonly Field[], raw: unknown): { answers: unknown; visible: VisibleField[] } {
  const ctx: PruneContext = { root: undefined, visible: [] };
  return { answers: pruneScope(fields, raw, '', ctx), visible: ctx.visible };
}

// ---------------------------------------------------------------------------------------------------------------
// Stage 2: types and formats
// ---------------------------------------------------------------------------------------------------------------

/**
 * Printable text on one line; long text may also hold line breaks and tabs. Neither may hold direction overrides or
 * zero-width characters (shared/text-safety.ts: a name must read as it was typed, F9).
 */
const ONE_LINE = new RegExp(`^[^\\p{Cc}${HIDDEN_FORMATTING}]*$`, 'u');
const MULTI_LINE = new RegExp(`^(?:[^\\p{Cc}${HIDDEN_FORMATTING}]|[\\n\\t])*$`, 'u');
/** US phone numbers in any common notation: 10 digits after an optional +1. */
const PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const SSN4 = /^\d{4}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;

const choiceValues = (field: ChoiceField): [string, ...string[]] => {
  const values = field.options.map((o) => o.value);
  if (values.length === 0) throw new Error(`Field ${field.name} has no options`);
  return values as [string, ...string[]];
};

function valueSchema(field: Field): z.ZodMiniType {
  const key = (kind: ErrorKind) => ({ error: errorKeyOf(field, kind) });
  const invalid = key('invalid');
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return z.string(invalid).check(
        z.maxLength(maxLengthOf(field) ?? TEXT_MAX_LENGTH, key('tooLong')),
        z.regex(field.kind === 'text' ? ONE_LINE : MULTI_LINE, invalid),
        z.refine((v) => firstUnprintable(v) === undefined, key('unprintable')),
      );
    case 'email':
      return z.pipe(z.string(invalid).check(z.maxLength(EMAIL_MAX_LENGTH, key('tooLong'))), z.email(invalid));
    case 'tel':
      return z.string(invalid).check(z.regex(PHONE, invalid));
    case 'ssn4':
      return z.string(invalid).check(z.regex(SSN4, invalid));
    case 'zip':
      return z.string(invalid).check(z.regex(ZIP, invalid));
    case 'date': {
      const checks = [z.refine<string>(isIsoDate, { ...invalid, abort: true })];
      if (field.range === 'past') checks.push(z.refine<string>((v) => v <= latestAllowedPastDate(), key('tooBig')));
      if (field.range === 'future') checks.push(z.refine<string>((v) => v >= earliestAllowedFutureDate(), key('tooSmall')));
      return z.string(invalid).check(...checks);
    }
    case 'number': {
      const checks: Array<z.core.$ZodCheck<number>> = [];
      if (field.integer !== false) checks.push(z.int(invalid));
      if (field.min !== undefined) checks.push(z.minimum(field.min, key('tooSmall')));
      if (field.max !== undefined) checks.push(z.maximum(field.max, key('tooBig')));
      return z.number(invalid).check(...checks);
    }
    case 'money':
      return z
        .number(invalid)
        .check(
          z.int(invalid),
          z.minimum(field.minCents ?? 0, key('tooSmall')),
          z.maximum(field.maxCents ?? DEFAULT_MAX_CENTS, key('tooBig')),
        );
    case 'select':
    case 'radio':
      return z.enum(choiceValues(field), invalid);
    case 'checkboxes':
      return z
        .array(z.enum(choiceValues(field), invalid), invalid)
        .check(z.refine((values) => new Set(values).size === values.length, invalid));
    case 'checkbox':
    case 'yesno':
      return z.boolean(invalid);
    case 'object':
      return scopeSchema(field.fields, errorKeyOf(field, 'invalid'));
    case 'group':
      return z
        .array(scopeSchema(field.fields, errorKeyOf(field, 'invalid')), invalid)
        .check(z.minLength(field.min, key('tooFew')), z.maxLength(field.max, key('tooMany')));
  }
}

/** A strict object of optional fields: unknown keys are rejected with `q.common.errors.unknownField`. */
function scopeSchema(fields: readonly Field[], invalidKey: string) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) shape[field.name] = z.optional(valueSchema(field));
  return z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? COMMON_KEYS.unknownField : invalidKey) });
}

// ---------------------------------------------------------------------------------------------------------------
// Stage 3: required fields, option conditions, counts and rules
// ---------------------------------------------------------------------------------------------------------------

export interface Issue {
  readonly path: string;
  readonly message: string;
}

function checkChoice(field: ChoiceField, value: unknown, scope: Scope, root: Scope, path: string, issues: Issue[]): void {
  const selected = Array.isArray(value) ? value : [value];
  const offered = field.options.filter((o) => !o.showIf || evaluateCondition(o.showIf, scope, root)).map((o) => o.value);
  if (selected.some((v) => typeof v === 'string' && field.options.some((o) => o.value === v) && !offered.includes(v))) {
    issues.push({ path, message: errorKeyOf(field, 'invalid') });
  }
}

function checkGroup(field: GroupField, items: unknown, scope: Scope, root: Scope, path: string, issues: Issue[]): void {
  if (!Array.isArray(items)) return;
  if (field.countField !== undefined) {
    const count = Number(resolveRef(field.countField, scope, root));
    if (Number.isInteger(count) && items.length !== count) issues.push({ path, message: errorKeyOf(field, 'count') });
  }
  items.forEach((item, i) => checkScope(field.fields, field.rules ?? [], item, root, `${path}.${i}`, issues));
}

function checkScope(fields: readonly Field[], rules: readonly Rule[], scope: unknown, root: Scope, base: string, issues: Issue[]): void {
  if (!isRecord(scope)) return;
  for (const field of fields) {
    if (field.showIf && !evaluateCondition(field.showIf, scope, root)) continue;
    const path = joinPath(base, field.name);
    const value = scope[field.name];
    switch (field.kind) {
      case 'object':
        checkScope(field.fields, field.rules ?? [], value, root, path, issues);
        break;
      case 'group':
        checkGroup(field, value, scope, root, path, issues);
        break;
      default: {
        const missing = field.kind === 'checkbox' ? value !== true : value === undefined;
        if (field.required && missing) issues.push({ path, message: errorKeyOf(field, 'required') });
        if (!missing && (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes')) {
          checkChoice(field, value, scope, root, path, issues);
        }
      }
    }
  }
  for (const rule of rules) checkRule(rule, scope, root, base, issues);
}

const rulePath = (ref: string, base: string): string => (ref.startsWith('/') ? ref.slice(1) : joinPath(base, ref));

/** Whether periods [from, to] cover [start, today] with gaps of at most GAP_TOLERANCE_DAYS. */
export function coversPeriod(periods: ReadonlyArray<{ from: string; to?: string }>, start: string, today: string): boolean {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  let coveredUntil = start;
  for (const p of sorted) {
    if (p.from > addDays(coveredUntil, GAP_TOLERANCE_DAYS)) return false;
    const end = p.to ?? today;
    if (end > coveredUntil) coveredUntil = end;
  }
  return addDays(coveredUntil, GAP_TOLERANCE_DAYS) >= today;
}

function checkRule(rule: Rule, scope: Scope, root: Scope, base: string, issues: Issue[]): void {
  const read = (ref: string) => resolveRef(ref, scope, root);
  switch (rule.kind) {
    case 'atLeastOne':
      if (rule.fields.every((ref) => isEmptyValue(read(ref))))
        issues.push({ path: rulePath(rule.fields[0], base), message: rule.errorKey });
      return;
    case 'different': {
      const [a, b] = rule.fields.map(read);
      if (!isEmptyValue(a) && !isEmptyValue(b) && a === b) issues.push({ path: rulePath(rule.fields[1], base), message: rule.errorKey });
      return;
    }
    case 'atMost': {
      const answer = read(rule.field);
      // A list (group, checkboxes) counts its items: "a sole proprietorship has one owner".
      const value = Array.isArray(answer) ? answer.length : answer;
      if (typeof value !== 'number' || value <= rule.max) return;
      if (rule.when && !evaluateCondition(rule.when, scope, root)) return;
      issues.push({ path: rulePath(rule.field, base), message: rule.errorKey });
      return;
    }
    case 'never':
      if (evaluateCondition(rule.when, scope, root)) issues.push({ path: rulePath(rule.field, base), message: rule.errorKey });
      return;
    case 'dateOrder': {
      const earlier = read(rule.earlier);
      const later = read(rule.later);
      if (isIsoDate(earlier) && isIsoDate(later) && earlier > later)
        issues.push({ path: rulePath(rule.later, base), message: rule.errorKey });
      return;
    }
    case 'lessThanYears': {
      const earlier = read(rule.earlier);
      const later = read(rule.later);
      if (isIsoDate(earlier) && isIsoDate(later) && earlier <= later && later >= addYears(earlier, rule.years))
        issues.push({ path: rulePath(rule.later, base), message: rule.errorKey });
      return;
    }
    case 'ordered': {
      const items = read(rule.group);
      if (!Array.isArray(items)) return;
      const keys = items
        .map((item) => getPath(item, rule.by))
        .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
      const sorted = [...keys].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
      if (rule.order === 'desc') sorted.reverse();
      if (keys.some((k, i) => String(k) !== String(sorted[i]))) issues.push({ path: rulePath(rule.group, base), message: rule.errorKey });
      return;
    }
    case 'coversYears': {
      const items = read(rule.group);
      if (!Array.isArray(items)) return;
      const today = todayIso();
      const notBefore = rule.notBefore === undefined ? undefined : earliestAt(rule.notBefore, scope, root);
      const windowStart = addYears(today, -rule.years);
      const start = isIsoDate(notBefore) && notBefore > windowStart ? notBefore : windowStart;
      const periods = items.flatMap((item) => {
        const from = getPath(item, rule.from);
        const to = getPath(item, rule.to);
        return isIsoDate(from) ? [{ from, to: isIsoDate(to) ? to : undefined }] : [];
      });
      // An empty group or items without a valid start date already carry their own error; judge coverage after.
      if (periods.length === 0 || periods.length < items.length) return;
      if (!coversPeriod(periods, start, today)) issues.push({ path: rulePath(rule.group, base), message: rule.errorKey });
      return;
    }
  }
}

/** The value at a rule path, or with `*` segments the earliest of the ISO dates found there. */
function earliestAt(path: string, scope: Scope, root: Scope): unknown {
  if (!path.includes('*')) return resolveRef(path, scope, root);
  const absolute = path.startsWith('/');
  let values: unknown[] = [absolute ? root : scope];
  for (const segment of (absolute ? path.slice(1) : path).split('.'))
    values = values.flatMap((v) => (segment === '*' ? (Array.isArray(v) ? v : []) : [getPath(v, segment)]));
  const dates = values.filter(isIsoDate).sort();
  return dates[0];
}

/** Stage 3 over the whole answers (pruned). */
export function checkAnswers(fields: readonly Field[], rules: readonly Rule[], answers: unknown): Issue[] {
  const issues: Issue[] = [];
  if (isRecord(answers)) checkScope(fields, rules, answers, answers, '', issues);
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// The schema and its errors
// ---------------------------------------------------------------------------------------------------------------

/**
 * The schema of the whole answers. Stages 2 and 3 both run on the pruned answers and their issues are reported
 * together, so the form shows every error at once (a zod refinement would be skipped after some issues).
 */
export function buildSchema(fields: readonly Field[], rules: readonly Rule[]): z.ZodMiniType {
  const typed = scopeSchema(fields, COMMON_KEYS.invalid);
  return z.transform((raw: unknown, payload) => {
    const pruned = pruneAnswers(fields, raw).answers;
    const result = typed.safeParse(pruned);
    // The stage-2 issues as they were found (code, path, message and the rest), for the answers as given.
    if (!result.success) for (const issue of result.error.issues) payload.issues.push({ ...issue, input: raw } as z.core.$ZodRawIssue);
    for (const issue of checkAnswers(fields, rules, pruned))
      payload.issues.push({ code: 'custom', message: issue.message, path: issue.path.split('.'), input: raw });
    return result.success ? result.data : z.NEVER;
  });
}

const isMessageKey = (message: string): boolean => /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message) && !message.includes(' ');

/** zod issues → field errors (i18n keys, de-duplicated); unknown keys are reported at their own path. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A Map, not an object literal: an answer key such as "__proto__" must become a path, not reach the prototype.
  const out = new Map<string, string[]>();
  const add = (path: string, key: string) => {
    const target = path || ROOT_ERROR_PATH;
    const list = out.get(target) ?? [];
    if (!list.includes(key)) list.push(key);
    out.set(target, list);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') issue.keys.forEach((k) => add(joinPath(base, k), COMMON_KEYS.unknownField));
    else add(base, isMessageKey(issue.message) ? issue.message : COMMON_KEYS.invalid);
  }
  return Object.fromEntries(out);
}
