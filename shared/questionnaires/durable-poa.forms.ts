/**
 * The forms the durable-poa questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const durablePoaForms = defineForms({
  type: 'durable-poa',
  version: 1,
  forms: [
    pending('Statutory Form Power of Attorney (Prob. Code §4401)', 'Uniform Statutory Form Power of Attorney (Probate Code §4401)'),
    pending('Advance Health Care Directive (Prob. Code §4701)', 'Advance Health Care Directive (Probate Code §4701)'),
  ],
});
