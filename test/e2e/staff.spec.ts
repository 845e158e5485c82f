/**
 * Staff sign-in with an authenticator (issue 17, B-1), against the local Cognito layer's real TOTP: the console signs
 * in through the staff app client; a member without an authenticator enrols one (QR code and key), then every sign-in
 * asks for its code. The admin claim — and so the console — needs both (the API refuses admin routes otherwise).
 */
import { freshTotpCode } from '../../infra/local/tokens';
import { totpCode, timeStep } from '../../infra/local/totp';
import { expect, expectNoAxeViolations, freshStaff, freshUser, signIn, staffSignIn, test } from './fixtures';

/** A code that is certainly wrong now: none of the steps the server accepts (±1) has it. */
function wrongCode(secret: string): string {
  const taken = new Set([-1, 0, 1].map((d) => totpCode(secret, timeStep() + d)));
  for (let n = 0; ; n++) {
    const code = String((Number(totpCode(secret)) + 1 + n) % 1_000_000).padStart(6, '0');
    if (!taken.has(code)) return code;
  }
}

test('a new staff member enrols an authenticator from the QR code or key, then signs in with its codes', async ({ page }) => {
  const member = await freshUser({ givenName: 'Nora', familyName: 'Nueva', admin: true });

  // The console sends a visitor to the staff sign-in, with the way back.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/staff\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Enrolment: the QR code (drawn in the page) and the same secret as text.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  const qr = page.getByRole('img', { name: `QR code to add Rivera Legal Docs (${member.email}) to an authenticator app` });
  await expect(qr).toBeVisible();
  expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(33);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);

  // A wrong code: said on the field (aria-invalid, described by the error) and in a toast; focus back on the field.
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  const describedBy = (await code.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText('That code is not correct');
  await expect(page.getByTestId('toast').filter({ hasText: 'That code is not correct' })).toBeVisible();

  // The right code: enrolled, and the fresh tokens carry the admin claim.
  await code.fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();

  // Signed out and back: now the code is asked for at once.
  await page.getByRole('button', { name: /Signed in as/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await staffSignIn(page, { ...member, totpSecret: secret });
  await expect(page).toHaveURL(/\/admin$/);
});

test('the code screen is accessible and a wrong code is refused; the right one opens the console', async ({ page }) => {
  const staff = await freshStaff();
  await page.goto('/auth/staff');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  const code = page.getByLabel('6-digit code');
  await expectNoAxeViolations(page);
  await code.fill('12 34');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The code has 6 digits.')).toBeVisible();
  await code.fill(wrongCode(staff.totpSecret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/staff$/);
  await code.fill(await freshTotpCode(staff.totpSecret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a client at the staff sign-in is refused and left signed out; a staff account at the clients’ sign-in is sent on', async ({
  page,
}) => {
  const client = await freshUser();
  await page.goto('/auth/staff');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This account has no access to the staff console.').first()).toBeVisible();
  // No enrolment was offered, and no session stays behind.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);

  const staff = await freshStaff();
  await signIn(page, staff);
  await expect(page.getByText('This is a staff account.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('the staff sign-in in Spanish', async ({ page }) => {
  const staff = await freshStaff();
  await page.goto('/auth/staff');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(staff.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Escriba su código' })).toBeFocused();
  await page.getByLabel('Código de 6 dígitos').fill(await freshTotpCode(staff.totpSecret));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
