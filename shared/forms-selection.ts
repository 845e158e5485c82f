/**
 * The client selects the forms we prepare (B&P §6400(d)(1): self-help service completes documents "selected by" the
 * client; §6411(e): an LDA may not select forms for them). Before the contract the client reads, for each form the
 * service prepares, its official name and what it is for (the `formsInfo` messages: published information), and
 * confirms the list they direct us to prepare; they may change it until they submit their answers, and every change is
 * recorded on the order (PUT /orders/{orderId}/forms).
 */
import * as z from 'zod/mini';
import { FIELD_ERRORS } from './api/errors';

export { formInfoKey } from './form-info-key';

/** At most this many forms in a selection (no service prepares more than 11). */
export const MAX_SELECTED_FORMS = 40;

/** PUT /orders/{orderId}/forms — the forms the client directs us to prepare, by name, at least one, each once. */
export const FormSelectionRequestSchema = z.strictObject({
  forms: z
    .array(
      z
        .string({ error: FIELD_ERRORS.forms })
        .check(z.minLength(1, { error: FIELD_ERRORS.forms }), z.maxLength(120, { error: FIELD_ERRORS.forms })),
    )
    .check(
      z.minLength(1, { error: FIELD_ERRORS.formsEmpty }),
      z.maxLength(MAX_SELECTED_FORMS, { error: FIELD_ERRORS.forms }),
      z.refine((forms) => new Set(forms).size === forms.length, { error: FIELD_ERRORS.forms }),
    ),
});
export type FormSelectionRequest = z.infer<typeof FormSelectionRequestSchema>;

/** The forms a selection may name: the service's (from its form maps); anything else is refused. */
export const unknownForms = (selected: readonly string[], offered: readonly string[]): string[] =>
  selected.filter((f) => !offered.includes(f));
