import type { SeedUser } from './cognito-setup';

/**
 * The admin's TOTP secret: public like the password (this is a laptop's demo account), so any authenticator app — or
 * `npm run admin:code` — gives its codes. Base32, 160 bits.
 */
export const DEFAULT_ADMIN_TOTP_SECRET = 'LDALOCALADMINTOTPSECRETDEVONLYAB';

/**
 * The seeded accounts (README). Override with ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_TOTP_SECRET / DEMO_EMAIL /
 * DEMO_PASSWORD.
 */
export function seededAccounts(env: NodeJS.ProcessEnv = process.env): { admin: SeedUser; demo: SeedUser } {
  return {
    admin: {
      email: env.ADMIN_EMAIL ?? 'admin@lda.local',
      password: env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
      givenName: 'Rosa',
      familyName: 'Rivera',
      admin: true,
      totpSecret: env.ADMIN_TOTP_SECRET ?? DEFAULT_ADMIN_TOTP_SECRET,
    },
    demo: {
      email: env.DEMO_EMAIL ?? 'demo@lda.local',
      password: env.DEMO_PASSWORD ?? 'Demo-Passw0rd!',
      givenName: 'María',
      familyName: 'González',
    },
  };
}
