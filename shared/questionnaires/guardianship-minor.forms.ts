/**
 * The forms the guardianship-minor questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const guardianshipMinorForms = defineForms({
  type: 'guardianship-minor',
  version: 1,
  forms: [
    pending('GC-210', 'Petition for Appointment of Guardian of Minor', true),
    pending('GC-210(P)', 'Petition for Appointment of Guardian of the Person', true),
    pending('GC-210(CA)', 'Guardianship Petition—Child Information Attachment'),
    pending('FL-105', 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)'),
    pending('GC-212', 'Confidential Guardian Screening Form'),
    pending('GC-110', 'Petition for Appointment of Temporary Guardian', true),
    pending('GC-240', 'Order Appointing Guardian or Extending Guardianship of the Person'),
    pending('ICWA-010(A)', 'Indian Child Inquiry Attachment'),
    pending('ICWA-030', 'Notice of Child Custody Proceeding for Indian Child', true),
  ],
});
