/** Helpers for the questionnaire tests: walking definitions and editing answers by path. */
import { conditionRefs } from '../../../shared/questionnaires/conditions';
import type { Condition, Field, QuestionnaireDefinition } from '../../../shared/questionnaires/types';

export const clone = <T>(value: T): T => structuredClone(value);

/** Sets (or with `undefined`, deletes) the value at a dotted path, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let current: Record<string, unknown> | unknown[] = target;
  for (const segment of segments.slice(0, -1)) {
    const next: unknown = Array.isArray(current) ? current[Number(segment)] : current[segment];
    if (typeof next !== 'object' || next === null) throw new Error(`No object at ${segment} in ${path}`);
    current = next as Record<string, unknown> | unknown[];
  }
  const last = segments[segments.length - 1];
  if (Array.isArray(current)) current[Number(last)] = value;
  else if (value === undefined) delete current[last];
  else current[last] = value;
}

/** Every field of a definition with its key path (names without item indices) and its scope path. */
export interface FieldAt {
  readonly field: Field;
  readonly keyPath: string;
  readonly scope: string;
}
export function everyField(def: QuestionnaireDefinition<unknown>): FieldAt[] {
  const out: FieldAt[] = [];
  const walk = (fields: readonly Field[], scope: string) => {
    for (const field of fields) {
      const keyPath = scope ? `${scope}.${field.name}` : field.name;
      out.push({ field, keyPath, scope });
      if (field.kind === 'object' || field.kind === 'group') walk(field.fields, keyPath);
    }
  };
  walk(
    def.steps.flatMap((s) => s.fields),
    '',
  );
  return out;
}

/** The key paths a condition reads, made absolute (without item indices). */
export const absoluteRefs = (condition: Condition, scope: string): string[] =>
  conditionRefs(condition).map((ref) => (ref.startsWith('/') ? ref.slice(1) : scope ? `${scope}.${ref}` : ref));
