/**
 * The forms the small-claims questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const smallClaimsForms = defineForms({
  type: 'small-claims',
  version: 1,
  forms: [pending('SC-100', "Plaintiff's Claim and ORDER to Go to Small Claims Court")],
});
