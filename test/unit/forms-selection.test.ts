/**
 * The client selects the forms (B&P §6400(d)(1)): every form a service prepares has published information about what
 * it is for, in English and Spanish (the selection page lists them all); the request schema refuses an empty list or a
 * form twice; a form outside the service is found.
 */
import { formInfoKey, FormSelectionRequestSchema, unknownForms } from '../../shared/forms-selection';
import formsInfo from '../../shared/i18n/messages/forms-info';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';

const purposes = (locale: 'en' | 'es') => formsInfo[locale].formsInfo.purpose as Record<string, string>;

it.each(['en', 'es'] as const)('%s: every form of every service says what it is for', (locale) => {
  const missing = QUESTIONNAIRE_TYPES.flatMap((type) => FORMS_META[type].map((f) => f.form)).filter(
    (form) => !purposes(locale)[formInfoKey(form)]?.trim(),
  );
  expect(missing).toEqual([]);
});

it('the information says what a form is for, never that the client needs it', () => {
  const all = [...Object.values(purposes('en')), ...Object.values(purposes('es'))].join('\n');
  expect(all).not.toMatch(/\byou (?:need|should|must)\b|\busted (?:necesita|debe)\b|recommend|recomend/i);
});

it('keys are stable, readable ids', () => {
  expect(formInfoKey('DV-105(A)')).toBe('DV_105_A');
  expect(formInfoKey('Adoption agreement (Fam. Code §9320)')).toBe('Adoption_agreement_Fam_Code_9320');
});

it('the request: at least one form, each once; forms outside the service are found', () => {
  expect(FormSelectionRequestSchema.safeParse({ forms: [] }).success).toBe(false);
  expect(FormSelectionRequestSchema.safeParse({ forms: ['FL-300', 'FL-300'] }).success).toBe(false);
  expect(FormSelectionRequestSchema.safeParse({ forms: ['FL-300'] }).success).toBe(true);
  expect(unknownForms(['FL-300', 'DE-111'], ['FL-300', 'FL-311'])).toEqual(['DE-111']);
});
