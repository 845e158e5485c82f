/**
 * Helpers for the account and journey specs: the sign-up code from the SES emulator's inbox, signing up through the
 * real /auth page, the agreement, the test-mode payment and the small-claims questionnaire, in English or Spanish.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readInbox } from '../../infra/local/ses';
import type { StackInfo } from '../../infra/local/stack';
import type { ApiClient } from '../../shared/api/client';
import { californiaDate } from '../../shared/compliance';
import { apiAs, expect, freshStaff, staffTokens } from './fixtures';

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
      plaintiffType: 'Are you suing as a person or for a business or other entity?',
      asPerson: 'As a person (myself)',
      you: 'You (the plaintiff)',
      yourName: 'Your full legal name, or the business’s legal name',
      street: 'Street address',
      city: 'City',
      zip: 'ZIP code',
      differentMailing: 'Is the mailing address different from the street address?',
      email: 'Email',
      phone: 'Phone number',
      fictitious: 'Do you or the business file this claim under a fictitious business name',
      otherPlaintiffs: 'Is anyone else suing with you?',
      defendantType: 'Who are you suing?',
      aBusiness: 'A business',
      defendantGroup: 'The defendant',
      defendantName: 'Full legal name of the person, business or public entity',
      otherDefendants: 'Are you suing anyone else in this claim?',
      military: 'Is any defendant on active military duty?',
      amount: 'How much money are you asking for?',
      description: 'Why does the defendant owe you money?',
      dateKind: 'Did it happen on one date or over a period of time?',
      oneDate: 'On one date',
      date: 'When did it happen?',
      damages: 'How did you calculate the amount?',
      askedToPay: 'Have you asked the defendant to pay you',
      venue: 'Why will you file at the courthouse you chose?',
      venueDefendant: 'It is where the defendant lives or does business',
      feeDispute: 'Is your claim about a fee dispute between a lawyer and their client?',
      manyClaims: 'Have you filed more than 12 other small claims in California in the last 12 months?',
      yes: 'Yes',
      no: 'No',
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
      plaintiffType: '¿Demanda como persona o en nombre de un negocio u otra entidad?',
      asPerson: 'A mi nombre, como persona',
      you: 'Usted (el demandante)',
      yourName: 'Su nombre legal completo, o el nombre legal del negocio',
      street: 'Dirección',
      city: 'Ciudad',
      zip: 'Código postal',
      differentMailing: '¿La dirección postal es distinta de la dirección?',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      fictitious: '¿Usted o el negocio presentan este reclamo con un nombre comercial ficticio',
      otherPlaintiffs: '¿Alguien más demanda junto con usted?',
      defendantType: '¿A quién demanda?',
      aBusiness: 'A un negocio',
      defendantGroup: 'El demandado',
      defendantName: 'Nombre legal completo de la persona, el negocio o la entidad pública',
      otherDefendants: '¿Demanda a alguien más en este reclamo?',
      military: '¿Algún demandado está en servicio militar activo?',
      amount: '¿Cuánto dinero reclama?',
      description: '¿Por qué le debe dinero el demandado?',
      dateKind: '¿Ocurrió en una fecha o durante un período?',
      oneDate: 'En una fecha',
      date: '¿Cuándo ocurrió?',
      damages: '¿Cómo calculó la cantidad?',
      askedToPay: '¿Le pidió al demandado que le pague',
      venue: '¿Por qué presentará el reclamo en la corte que eligió?',
      venueDefendant: 'Es donde vive el demandado o tiene su negocio',
      feeDispute: '¿Su reclamo trata de una disputa de honorarios entre un abogado y su cliente?',
      manyClaims: '¿Ha presentado más de 12 reclamos menores en California en los últimos 12 meses?',
      yes: 'Sí',
      no: 'No',
      next: 'Siguiente',
      submit: 'Enviar',
    },
  },
} as const;

/** Open every page in `lang` (the site keeps the choice in localStorage under "language"). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
}

/**
 * The newest sign-up code mailed to `email` (waits for it): our email through the outbox, read from the SES emulator's
 * inbox (the code is the line after "Use this code…", functions/lib/mail/templates.ts).
 */
export async function readCode(stack: StackInfo, email: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const codes = (await readInbox(stack.sesEndpoint, email))
        .sort((a, b) => a.at - b.at)
        .map((m) => (m.body.text ?? '').split('\n')[4] ?? '')
        .filter((line) => /^\d{6}$/.test(line));
      code = codes.length > after ? codes[codes.length - 1] : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The newest password-reset code Cognito sent `email` (the local Cognito's outbox: Cognito mails resets itself). */
export async function readResetCode(stack: StackInfo, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.cognitoEndpoint}/_local/outbox?email=${encodeURIComponent(email)}`);
      const { items } = (await res.json()) as { items: Array<{ code: string | null }> };
      code = items.length ? (items[items.length - 1].code ?? null) : null;
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
  // The code step signs in with the password typed above (kept in the page's memory) and goes on where it was going.
  await page.getByRole('button', { name: w.confirmEmail }).click();
  await expect(page.getByRole('region', { name: w.notifications }).getByText(w.accountCreated)).toBeVisible();
  return person;
}

/** On /notice: read the Notice to Consumer, sign it with the typed name, then go on to the agreement. */
/**
 * On /notice: choose to pick the notice up at the office, sign, go to /forms and select every form, come back to the
 * waiting step; staff record the notice given in person (the console's API, as a staff member of this worker); the
 * page, reloaded, leads on to the contract.
 */
export async function signNotice(page: Page, lang: Lang, name = 'Elena Torres') {
  const n = NOTICE[lang];
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  await page.getByLabel(n.inPerson).check();
  await page.getByLabel(n.signature).fill(name);
  await page.getByRole('button', { name: n.sign }).click();
  await expect(page.getByRole('heading', { name: n.signedTitle })).toBeFocused();
  await page.getByRole('link', { name: n.formsLink }).click();
  await selectAllForms(page, lang);
  await expect(page.getByRole('heading', { name: n.nextTitle })).toBeVisible();
  await giveNotice(name);
  await page.reload();
  await page.getByRole('link', { name: n.continue }).click();
}

/** On /forms: check every form and confirm. */
export async function selectAllForms(page: Page, lang: Lang) {
  const n = NOTICE[lang];
  await expect(page.getByRole('heading', { level: 1, name: n.formsTitle })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: n.formsConfirm }).click();
}

let staff: Promise<ApiClient> | null = null;
/** Staff record the notice signed as `signatureName` given (in person, or mailed) today: the contract opens. */
export async function giveNotice(signatureName: string, method: 'in_person' | 'mail' = 'in_person'): Promise<void> {
  staff ??= freshStaff({ givenName: 'Nora', familyName: 'Notices' }).then(async (s) => apiAs((await staffTokens(s)).idToken));
  const api = await staff;
  const { items } = await api.call('GET /admin/notices', { query: { limit: '100' } });
  const hold = items.find((i) => i.order.notice?.signatureName === signatureName);
  expect(hold, `a notice signed by ${signatureName} waits for staff`).toBeDefined();
  await api.call('POST /admin/orders/{orderId}/notice-delivery', {
    params: { orderId: hold!.order.orderId },
    body: { method, date: californiaDate() },
  });
}

/** The notice page's words (shared/i18n/messages/journey.ts). */
export const NOTICE = {
  en: {
    title: 'Notice to Consumer',
    sheet: 'The notice, in the words the law sets',
    translation: 'Spanish translation of the notice',
    inPerson: 'I will pick it up at your office',
    mail: 'Mail it to me',
    signature: 'Type your full name to sign',
    sign: 'Sign and date the notice',
    signedTitle: 'You signed the notice',
    formsLink: 'Choose my forms',
    formsTitle: 'Choose the forms we prepare',
    formsConfirm: 'Confirm the forms I selected',
    nextTitle: 'What happens next',
    continue: 'Continue to the contract',
  },
  es: {
    title: 'Aviso al Consumidor',
    sheet: 'El aviso, con el texto que fija la ley (en inglés)',
    translation: 'Traducción al español del aviso',
    inPerson: 'Lo recojo en su oficina',
    mail: 'Envíenmelo por correo postal',
    signature: 'Escriba su nombre completo para firmar',
    sign: 'Firmar y fechar el aviso',
    signedTitle: 'Usted firmó el aviso',
    formsLink: 'Elegir mis formularios',
    formsTitle: 'Elija los formularios que preparamos',
    formsConfirm: 'Confirmar los formularios que elegí',
    nextTitle: 'Qué sigue',
    continue: 'Continuar al contrato',
  },
} as const;

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

/** The small-claims questionnaire (definition version 2), step by step, then submit. */
export async function fillSmallClaims(page: Page, lang: Lang, email: string) {
  const q = W[lang].q;
  const next = () => page.getByRole('button', { name: q.next, exact: true }).click();
  /** A yes/no or radio question: the option inside the group the question names. */
  const choose = (question: string, option: string) =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true }).check();
  await choose(q.plaintiffType, q.asPerson);
  const you = page.getByRole('group', { name: q.you });
  await you.getByLabel(q.yourName).fill('Elena Torres');
  await you.getByLabel(q.street).fill('1234 E Cesar Chavez Ave');
  await you.getByLabel(q.city, { exact: true }).fill('Los Angeles');
  await you.getByLabel(q.zip).fill('90033');
  await choose(q.differentMailing, q.no);
  await you.getByLabel(q.phone).fill('(323) 555-0100');
  await you.getByLabel(q.email, { exact: true }).fill(email);
  await choose(q.fictitious, q.no);
  await choose(q.otherPlaintiffs, q.no);
  await next();
  await choose(q.defendantType, q.aBusiness);
  const defendant = page.getByRole('group', { name: q.defendantGroup, exact: true });
  await defendant.getByLabel(q.defendantName).fill('Acme Rentals LLC');
  await defendant.getByLabel(q.street).fill('100 Main St');
  await defendant.getByLabel(q.city, { exact: true }).fill('Los Angeles');
  await defendant.getByLabel(q.zip).fill('90012');
  await defendant.getByRole('group', { name: q.differentMailing }).getByRole('radio', { name: q.no, exact: true }).check();
  await choose(q.otherDefendants, q.no);
  await choose(q.military, q.no);
  await next();
  await page.getByLabel(q.amount).fill('1500');
  await page.getByLabel(q.description).fill('The landlord kept my deposit after I moved out.');
  await choose(q.dateKind, q.oneDate);
  await page.getByLabel(q.date).fill('2025-03-01');
  await page.getByLabel(q.damages).fill('Deposit of $1,500.');
  await choose(q.askedToPay, q.yes);
  await next();
  await choose(q.venue, q.venueDefendant);
  await choose(q.feeDispute, q.no);
  await choose(q.manyClaims, q.no);
  await next();
  await page.getByRole('button', { name: q.submit, exact: true }).click();
}
