/**
 * Reading answers by path and evaluating `Condition`s. Pure and defensive: answers may be partial or malformed
 * (form state, unvalidated request bodies), so every read tolerates any shape.
 */
import type { Condition, Primitive } from './types';

export type Scope = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Scope => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `undefined`, `null`, blank strings, NaN and empty arrays count as "no answer". */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Reads a dotted path ("children.0.name") from a value ("" is the value itself); undefined when any step is missing. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** A condition or rule path: relative to `scope`, or to `root` when it starts with "/". */
export const resolveRef = (path: string, scope: unknown, root: unknown): unknown =>
  path.startsWith('/') ? getPath(root, path.slice(1)) : getPath(scope, path);

const samePrimitive = (value: unknown, expected: Primitive): boolean =>
  typeof value === 'string' && typeof expected === 'string' ? value.trim() === expected : value === expected;

export function evaluateCondition(condition: Condition, scope: unknown, root: unknown): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, scope, root));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, scope, root));
  if ('not' in condition) return !evaluateCondition(condition.not, scope, root);
  const value = resolveRef(condition.field, scope, root);
  if ('equals' in condition) return samePrimitive(value, condition.equals);
  if ('in' in condition) return condition.in.some((expected) => samePrimitive(value, expected));
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  if ('some' in condition) return Array.isArray(value) && value.some((item) => evaluateCondition(condition.some, item, root));
  if ('greaterThan' in condition) {
    if (Array.isArray(value)) return value.length > condition.greaterThan;
    return typeof value === 'number' && !Number.isNaN(value) && value > condition.greaterThan;
  }
  return isEmptyValue(value) !== condition.filled;
}

/** The field paths a condition reads (for the definition checks in the tests). */
export function conditionRefs(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionRefs);
  if ('any' in condition) return condition.any.flatMap(conditionRefs);
  if ('not' in condition) return conditionRefs(condition.not);
  // `some` reads the list and, in each item, the fields its own condition names ("people.isMinor").
  if ('some' in condition)
    return [condition.field, ...conditionRefs(condition.some).map((ref) => (ref.startsWith('/') ? ref : `${condition.field}.${ref}`))];
  return [condition.field];
}
