/**
 * The forms the domestic-relations-order questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const domesticRelationsOrderForms = defineForms({
  type: 'domestic-relations-order',
  version: 1,
  forms: [
    pending(
      'Domestic relations order (QDRO/DRO)',
      'Domestic relations order dividing a retirement plan, drafted on pleading paper in the plan’s format',
    ),
    pending('FL-348', 'Pension Benefits—Attachment to Judgment', true),
    pending('FL-372', 'Request for Joinder of Employee Benefit Plan and Order', true),
    pending('FL-370', 'Pleading on Joinder—Employee Benefit Plan', true),
  ],
});
