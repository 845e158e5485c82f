/**
 * The forms the name-change questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const nameChangeForms = defineForms({
  type: 'name-change',
  version: 1,
  forms: [
    pending('NC-100', 'Petition for Change of Name'),
    pending('NC-110', 'Name and Information About the Person Whose Name Is to Be Changed', true),
    pending('NC-120', 'Order to Show Cause for Change of Name'),
    pending('NC-121', 'Proof of Service of Order to Show Cause', true),
  ],
});
