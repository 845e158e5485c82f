/** Debian's Chromium through Playwright (never a downloaded browser), as the e2e suite uses it. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { PAGES, type PageDef } from '../../web/src/lib/pages';
import { chromePath } from './env';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
}

/** Sign in through the real /auth page (Amplify → local Cognito), as test/e2e/fixtures.ts does. */
export async function signInUi(page: Page, user: { email: string; password: string }, next?: string): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
  await page
    .getByLabel(/^(email|correo)/i)
    .first()
    .fill(user.email);
  await page
    .getByLabel(/^(password|contraseña)$/i)
    .first()
    .fill(user.password);
  await page
    .getByRole('button', { name: /^(sign in|iniciar sesión)$/i })
    .last()
    .click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 15_000 });
}

/** The public routes the bench measures: the pages listed in the sitemap (web/src/lib/pages.ts). */
export const PUBLIC_ROUTES: readonly string[] = PAGES.filter((p: PageDef) => p.sitemap).map((p) => p.path);
