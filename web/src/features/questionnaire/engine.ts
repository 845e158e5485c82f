/**
 * What every field component needs from the form: the definition, visibility and errors. The answers themselves are
 * not in here: a field reads its own value through react-hook-form, and the few that depend on other answers (options
 * with conditions, groups whose size another answer fixes) derive just that with `useDerived`, so typing in one field
 * re-renders that field only (the benchmarks measure it: Interaction to Next Paint while typing).
 */
import { createContext, useContext } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { FieldErrors } from '../../../../shared/questionnaires/schema';
import type { QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import type { FormValues } from './values';

export interface Engine {
  readonly def: QuestionnaireDefinition;
  /** Dotted paths of the fields shown now (the same Set until the visible fields change). */
  readonly visible: ReadonlySet<string>;
  /** i18n keys by dotted path, for the current step (the same object until the errors change). */
  readonly errors: FieldErrors;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside a questionnaire form');
  return engine;
}

/**
 * A value derived from all the answers; the component re-renders only when the derived value changes (deep
 * equality). With `enabled: false` the value is computed once and not followed.
 */
export function useDerived<T>(compute: (values: FormValues) => T, enabled = true): T {
  return useWatch<FieldValues>({ compute: (values) => compute(values as FormValues), disabled: !enabled }) as T;
}
