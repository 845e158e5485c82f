/**
 * Staff sign in through the real /auth/staff page (Amplify → the local Cognito layer, staff app client): email and
 * password, then a TOTP code computed from the authenticator's secret (RFC 6238, infra/local/totp.ts). Used by the e2e
 * suite (fixtures.ts) and the bench. A code another process already used (the seeded admin is shared by processes;
 * each code signs in once) is refused: the next step's code is tried then.
 */
import type { Page } from '@playwright/test';
import { expect } from './expect';
import { freshTotpCode } from '../../infra/local/tokens';

export async function staffSignIn(
  page: Page,
  staff: { email: string; password: string; totpSecret?: string },
  next?: string,
): Promise<void> {
  if (!staff.totpSecret) throw new Error(`staffSignIn: ${staff.email} has no authenticator secret`);
  await page.goto(next ? `/auth/staff?next=${encodeURIComponent(next)}` : '/auth/staff');
  await page.getByLabel(/^(email|correo)/i).fill(staff.email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(staff.password);
  await page.getByRole('button', { name: /^(continue|continuar)$/i }).click();
  const code = page.getByLabel(/^(6-digit code|código de 6 dígitos)/i);
  for (let attempt = 1; ; attempt++) {
    await code.fill(await freshTotpCode(staff.totpSecret));
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: /^(sign in|iniciar sesión)$/i }).click();
    const outcome = await Promise.race([
      page
        .waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 15_000 })
        .then(() => 'in' as const)
        .catch(() => 'timeout' as const),
      expect(code)
        .toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 })
        .then(() => 'refused' as const)
        .catch(() => 'timeout' as const),
    ]);
    if (outcome === 'in') return;
    if (outcome === 'timeout') throw new Error('staffSignIn: neither signed in nor refused');
    if (attempt >= 3) throw new Error(`staffSignIn: the code was refused ${attempt} times`);
  }
}
