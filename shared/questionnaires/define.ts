/**
 * `defineQuestionnaire`: turns a literal definition (specs with optional keys) into a `QuestionnaireDefinition`:
 * derives the i18n keys that were left out and builds the zod schema. The answers type is inferred from the literal,
 * so each definition's `summary` (and its sample) is checked against its own fields.
 *
 * Derived keys, under the definition's namespace <ns>:
 *   title                         <ns>.title
 *   step                          <ns>.steps.<stepId>
 *   field label / help            <ns>.fields.<fieldPath>.label / .help    (fieldPath: names without item indices)
 *   option label                  <ns>.fields.<fieldPath>.options.<value>
 *   group item title / add button <ns>.fields.<fieldPath>.item / .add       ("Child {n}", "Add a child")
 *   submit messages               <ns>.submit.successTitle / successText / errorTitle / errorText
 */
import type { QuestionnaireType } from '../catalogue';
import type { MessageBundle } from '../i18n/core';
import { buildSchema } from './schema';
import type { CaseSummary, Field, FieldSpec, QuestionnaireDefinition, Rule, Step, StepAnswers, StepSpec, SummaryContext } from './types';
import type { ZodMiniType } from 'zod/mini';

export interface QuestionnaireSpec<S extends readonly StepSpec[]> {
  readonly type: QuestionnaireType;
  /** Default 1. Raise it when older answers would no longer pass (see types.ts and history.ts). */
  readonly version?: number;
  /** e.g. "q.requestForOrder" */
  readonly namespace: string;
  /**
   * The key of the questionnaire's title (the form page's heading); default `<ns>.title`. A definition names it when
   * the title must be chosen with care (a neutral title for a questionnaire a client may fill on a shared device).
   */
  readonly titleKey?: string;
  readonly messages: MessageBundle;
  readonly steps: S;
  readonly rules?: readonly Rule[];
  readonly summary: (answers: StepAnswers<S>, ctx: SummaryContext) => CaseSummary;
}

/** The spec without its optional key properties, with the resolved keys. */
function withKeys<F extends FieldSpec>(spec: F, keys: { labelKey: string; helpKey?: string }): Omit<F, 'labelKey' | 'help'> & typeof keys {
  const { labelKey: _labelKey, help: _help, ...rest } = spec;
  return { ...rest, ...keys };
}

function resolveField(spec: FieldSpec, ns: string, parentPath: string): Field {
  const fieldPath = parentPath ? `${parentPath}.${spec.name}` : spec.name;
  const base = `${ns}.fields.${fieldPath}`;
  const keys = {
    labelKey: spec.labelKey ?? `${base}.label`,
    ...(spec.help === undefined ? {} : { helpKey: spec.help === true ? `${base}.help` : spec.help }),
  };
  switch (spec.kind) {
    case 'object':
      return { ...withKeys(spec, keys), fields: spec.fields.map((f) => resolveField(f, ns, fieldPath)) };
    case 'group':
      return {
        ...withKeys(spec, keys),
        fields: spec.fields.map((f) => resolveField(f, ns, fieldPath)),
        itemKey: spec.itemKey ?? `${base}.item`,
        addKey: spec.addKey ?? `${base}.add`,
      };
    case 'select':
    case 'radio':
    case 'checkboxes':
      return {
        ...withKeys(spec, keys),
        options: spec.options.map((o) => ({ ...o, labelKey: o.labelKey ?? `${base}.options.${o.value}` })),
      };
    default:
      return withKeys(spec, keys);
  }
}

export function defineQuestionnaire<const S extends readonly StepSpec[]>(
  spec: QuestionnaireSpec<S>,
): QuestionnaireDefinition<StepAnswers<S>> {
  const ns = spec.namespace;
  const steps: Step[] = spec.steps.map((s) => ({
    id: s.id,
    titleKey: s.titleKey ?? `${ns}.steps.${s.id}`,
    fields: s.fields.map((f) => resolveField(f, ns, '')),
    review: s.review === true,
  }));
  const rules = spec.rules ?? [];
  const schema = buildSchema(
    steps.flatMap((s) => s.fields),
    rules,
  ) as ZodMiniType<StepAnswers<S>>; // the schema's output is exactly the answers the steps describe (see schema.ts)
  return {
    type: spec.type,
    version: spec.version ?? 1,
    namespace: ns,
    titleKey: spec.titleKey ?? `${ns}.title`,
    steps,
    rules,
    submit: {
      successTitleKey: `${ns}.submit.successTitle`,
      successTextKey: `${ns}.submit.successText`,
      errorTitleKey: `${ns}.submit.errorTitle`,
      errorTextKey: `${ns}.submit.errorText`,
    },
    schema,
    messages: spec.messages,
    summary: spec.summary,
  };
}

/** Every top-level field of a definition, in step order. */
export const allFields = (def: Pick<QuestionnaireDefinition<unknown>, 'steps'>): Field[] => def.steps.flatMap((s) => s.fields);
