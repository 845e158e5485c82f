/**
 * The forms the conservatorship questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const conservatorshipForms = defineForms({
  type: 'conservatorship',
  version: 1,
  forms: [
    pending('GC-310', 'Petition for Appointment of Probate Conservator'),
    pending('GC-312', 'Confidential Supplemental Information (Probate Conservatorship)'),
    pending('GC-314', 'Confidential Conservator Screening Form'),
    pending('GC-313', 'Attachment Requesting Special Orders Regarding Dementia', true),
    pending('GC-320', 'Citation for Conservatorship'),
    pending('GC-340', 'Order Appointing Probate Conservator'),
    pending('GC-348', 'Duties of Conservator and Acknowledgment of Receipt of Handbook'),
  ],
});
