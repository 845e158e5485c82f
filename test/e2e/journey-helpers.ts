/**
 * Helpers for the account and journey specs: the sign-up code from the local Cognito outbox, signing up through the
 * real /auth page, the agreement, the test-mode payment and the small-claims questionnaire, in English or Spanish.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { expect } from './fixtures';

export type Lang = 'en' | 'es';

/** Words the specs look for, in both languages (the app's own messages). */
export const W = {
  en: {
    signUpTab: 'Create account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    createAccount: 'Create account',
    code: 'Confirmation code',
    confirmEmail: 'Confirm email',
    accountCreated: 'Account created!',
    signIn: 'Sign in',
    agreementTitle: 'Service agreement',
    region: 'Agreement text',
    agree: 'I have read and agree to this agreement',
    signature: 'Type your full name to sign',
    accept: 'Accept and continue',
    payTitle: 'How would you like to pay?',
    card: 'Pay online by card',
    office: 'Pay at our office',
    continue: 'Continue',
    checkout: 'Continue to secure checkout',
    testTitle: 'Test mode — no real card is charged',
    payTest: 'Pay (test)',
    paid: 'Payment received',
    toQuestionnaire: 'Continue to the questionnaire',
    thankYou: 'Thank you! Your submission was received.',
    toDashboard: 'Go to your dashboard',
    dashboard: 'Your Submissions',
    pending: 'Pending',
    service: 'Small Claims',
    details: 'Submission details',
    notifications: 'Notifications',
    q: {
      fullName: 'Full legal name',
      email: 'Email',
      phone: 'Phone number',
      amount: 'How much money are you asking for?',
      defendant: 'Who are you suing?',
      address: 'Their address',
      date: 'When did it happen?',
      description: 'Describe what happened',
      damages: 'How did you calculate the amount?',
      next: 'Next',
      submit: 'Submit',
    },
  },
  es: {
    signUpTab: 'Crear cuenta',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
    createAccount: 'Crear cuenta',
    code: 'Código de confirmación',
    confirmEmail: 'Confirmar correo',
    accountCreated: '¡Cuenta creada!',
    signIn: 'Iniciar sesión',
    agreementTitle: 'Contrato de servicios',
    region: 'Texto del contrato',
    agree: 'Leí el contrato y estoy de acuerdo',
    signature: 'Escriba su nombre completo para firmar',
    accept: 'Aceptar y continuar',
    payTitle: '¿Cómo desea pagar?',
    card: 'Pagar en línea con tarjeta',
    office: 'Pagar en nuestra oficina',
    continue: 'Continuar',
    checkout: 'Continuar al pago seguro',
    testTitle: 'Modo de prueba: no se cobra ninguna tarjeta real',
    payTest: 'Pagar (prueba)',
    paid: 'Pago recibido',
    toQuestionnaire: 'Continuar al cuestionario',
    thankYou: '¡Gracias! Recibimos su solicitud.',
    toDashboard: 'Ir a su panel',
    dashboard: 'Sus Solicitudes',
    pending: 'Pendiente',
    service: 'Reclamos Menores',
    details: 'Detalles de la solicitud',
    notifications: 'Notificaciones',
    q: {
      fullName: 'Nombre legal completo',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      amount: '¿Cuánto dinero reclama?',
      defendant: '¿A quién demanda?',
      address: 'Su dirección',
      date: '¿Cuándo ocurrió?',
      description: 'Describa lo que pasó',
      damages: '¿Cómo calculó la cantidad?',
      next: 'Siguiente',
      submit: 'Enviar',
    },
  },
} as const;

/** Open every page in `lang` (the site keeps the choice in localStorage under "language"). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
}

/** The newest code the local Cognito outbox holds for `email` (waits for it to arrive). */
export async function readCode(stack: StackInfo, email: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.cognitoEndpoint}/_local/outbox?email=${encodeURIComponent(email)}`);
      const { items } = (await res.json()) as { items: Array<{ code: string | null }> };
      code = items.length > after ? (items[items.length - 1].code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

export function newPerson() {
  return {
    email: `e2e-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 6)}-Aa1!`,
    first: 'Elena',
    last: 'Torres',
  };
}

/** On /auth: the sign-up tab, the form, the emailed code, then sign in with the new account. */
export async function signUpAndSignIn(page: Page, stack: StackInfo, lang: Lang, person = newPerson()) {
  const w = W[lang];
  await page.getByRole('tab', { name: w.signUpTab }).click();
  await page.getByLabel(w.firstName, { exact: true }).fill(person.first);
  await page.getByLabel(w.lastName, { exact: true }).fill(person.last);
  await page.getByLabel(w.email, { exact: true }).fill(person.email);
  await page.getByLabel(w.password, { exact: true }).fill(person.password);
  await page.getByLabel(w.confirmPassword, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: w.createAccount, exact: true }).click();

  const code = await readCode(stack, person.email);
  await page.getByLabel(w.code).fill(code);
  await page.getByRole('button', { name: w.confirmEmail }).click();
  await expect(page.getByRole('region', { name: w.notifications }).getByText(w.accountCreated)).toBeVisible();

  // Back on "Sign in" with the email filled in; the password is next.
  await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(person.email);
  await page.getByLabel(w.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  return person;
}

/** On /agreement: read to the end (keyboard: the region scrolls with End), agree, sign, accept. */
export async function acceptAgreement(page: Page, lang: Lang, name = 'Elena Torres') {
  const w = W[lang];
  await expect(page.getByRole('heading', { level: 1, name: w.agreementTitle })).toBeVisible();
  const region = page.getByRole('region', { name: w.region });
  await region.focus();
  await page.keyboard.press('End');
  await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.getByLabel(w.agree).check();
  await page.getByLabel(w.signature).fill(name);
  await page.getByRole('button', { name: w.accept }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.payTitle })).toBeVisible();
}

/** From payment selection: card, the test-mode checkout, the success page. */
export async function payByCardInTestMode(page: Page, lang: Lang) {
  const w = W[lang];
  await page.getByLabel(w.card).check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.testTitle })).toBeVisible();
  await page.getByRole('button', { name: w.payTest }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
}

/** The small-claims questionnaire (the questionnaire engineer's form), step by step, then submit. */
export async function fillSmallClaims(page: Page, lang: Lang, email: string) {
  const q = W[lang].q;
  const next = () => page.getByRole('button', { name: q.next, exact: true }).click();
  await page.getByLabel(q.fullName).fill('Elena Torres');
  await page.getByLabel(q.email, { exact: true }).fill(email);
  await page.getByLabel(q.phone, { exact: true }).fill('(323) 555-0100');
  await next();
  await page.getByLabel(q.amount).fill('1500');
  await page.getByLabel(q.defendant).fill('Acme Rentals LLC');
  await page.getByLabel(q.address).fill('100 Main St, Los Angeles, CA 90012');
  await page.getByLabel(q.date).fill('2025-03-01');
  await next();
  await page.getByLabel(q.description).fill('The landlord kept my deposit after I moved out.');
  await page.getByLabel(q.damages).fill('Deposit of $1,500.');
  await next();
  await page.getByRole('button', { name: q.submit, exact: true }).click();
}
