/**
 * The forms the probate questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const probateForms = defineForms({
  type: 'probate',
  version: 1,
  forms: [
    pending('DE-111', 'Petition for Probate'),
    pending('DE-121', 'Notice of Petition to Administer Estate'),
    pending('DE-140', 'Order for Probate'),
    pending('DE-147', 'Duties and Liabilities of Personal Representative'),
    pending('DE-147S', 'Confidential Supplement to Duties and Liabilities of Personal Representative'),
    pending('DE-131', 'Proof of Subscribing Witness', true),
    pending('DE-135', 'Proof of Holographic Instrument', true),
    pending('DE-142', 'Waiver of Bond by Heir or Beneficiary', true),
  ],
});
