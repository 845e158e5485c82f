/**
 * The forms the adult-adoption questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const adultAdoptionForms = defineForms({
  type: 'adult-adoption',
  version: 1,
  forms: [
    pending('Adoption agreement (Fam. Code §9320)', 'Adoption agreement, drafted on pleading paper (Family Code §9320)'),
    pending(
      'Petition for approval of adoption agreement (Fam. Code §9321)',
      'Petition for approval of the adoption agreement, drafted on pleading paper (Family Code §9321)',
    ),
    pending(
      'Consent of spouse (Fam. Code §§9301–9302)',
      'Consent of the adopting parent’s or the adoptee’s spouse, drafted on pleading paper (Family Code §§9301–9302)',
      true,
    ),
    pending('Order of adoption', 'Order approving the adoption agreement, drafted on pleading paper'),
  ],
});
