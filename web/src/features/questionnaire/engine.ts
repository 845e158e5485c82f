/** What every field component needs from the form: the definition, the current values, visibility and errors. */
import { createContext, useContext } from 'react';
import type { FieldErrors } from '../../../../shared/questionnaires/schema';
import type { QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import type { FormValues } from './values';

export interface Engine {
  readonly def: QuestionnaireDefinition;
  /** The watched form values (for option conditions and group counts). */
  readonly values: FormValues;
  /** Dotted paths of the fields shown now. */
  readonly visible: ReadonlySet<string>;
  /** i18n keys by dotted path, for the current step. */
  readonly errors: FieldErrors;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside a questionnaire form');
  return engine;
}
