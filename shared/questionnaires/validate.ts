/**
 * What the web, the API and the PDF do with one definition, whichever it is: validate answers (whole or one step),
 * list the visible fields and steps. No definition is imported here: the questionnaire form and the answer views take
 * the one they loaded (load.ts), so a page bundles no other questionnaire.
 */
import { allFields } from './define';
import { pruneAnswers, ROOT_ERROR_PATH, toFieldErrors, type FieldErrors, type VisibleField } from './schema';
import type { Answers, QuestionnaireDefinition, Step } from './types';

export type ValidationResult<A = Answers> = { ok: true; data: A } | { ok: false; fieldErrors: FieldErrors };

/** Validates answers against a definition; field errors are i18n keys by dotted path ("_root" for the whole). */
export function validateWith<A>(def: QuestionnaireDefinition<A>, answers: unknown): ValidationResult<A> {
  const result = def.schema.safeParse(answers);
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: toFieldErrors(result.error.issues) };
}

/** Whether an error path belongs to one of the given top-level field names. */
const pathWithin = (path: string, names: readonly string[]): boolean => names.some((name) => path === name || path.startsWith(`${name}.`));

/**
 * Validates one step: the whole answers are checked (conditions and rules may read other steps), and only the
 * errors of this step's fields are reported.
 */
export function validateStep(
  def: QuestionnaireDefinition<unknown>,
  stepId: string,
  answers: unknown,
): { ok: true } | { ok: false; fieldErrors: FieldErrors } {
  const step = def.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`Unknown step ${stepId} in ${def.type}`);
  const result = validateWith(def, answers);
  if (result.ok) return { ok: true };
  const names = step.fields.map((f) => f.name);
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).filter(([path]) => path === ROOT_ERROR_PATH || pathWithin(path, names)),
  );
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true };
}

/** The fields shown for these answers, in document order, with their dotted paths (item indices included). */
export const visibleFields = (def: QuestionnaireDefinition<unknown>, answers: unknown): VisibleField[] =>
  pruneAnswers(allFields(def), answers).visible;

/** The steps with at least one visible field, plus the review step (the form skips the others). */
export function visibleSteps(def: QuestionnaireDefinition<unknown>, answers: unknown): Step[] {
  const shown = new Set(visibleFields(def, answers).map((v) => v.path));
  return def.steps.filter((s) => s.review || s.fields.some((f) => shown.has(f.name)));
}
