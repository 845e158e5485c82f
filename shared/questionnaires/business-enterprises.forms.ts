/**
 * The forms the business-enterprises questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const businessEnterprisesForms = defineForms({
  type: 'business-enterprises',
  version: 1,
  forms: [
    pending('LLC-1', 'Articles of Organization—Limited Liability Company (Secretary of State)', true),
    pending('ARTS-GS', 'Articles of Incorporation of a General Stock Corporation (Secretary of State)', true),
    pending('LLC-12', 'Statement of Information—Limited Liability Company (Secretary of State)', true),
    pending('SI-550', 'Statement of Information—Stock Corporation (Secretary of State)', true),
    pending(
      'Fictitious Business Name Statement',
      'Fictitious Business Name Statement (Los Angeles County Registrar-Recorder/County Clerk)',
      true,
    ),
    pending('SS-4', 'Application for Employer Identification Number (IRS)', true),
    pending('CDTFA seller’s permit', 'Seller’s permit registration (California Department of Tax and Fee Administration)', true),
  ],
});
