import type { SeedUser } from './cognito-setup';

/** The seeded accounts (README). Override with ADMIN_EMAIL / ADMIN_PASSWORD / DEMO_EMAIL / DEMO_PASSWORD. */
export function seededAccounts(env: NodeJS.ProcessEnv = process.env): { admin: SeedUser; demo: SeedUser } {
  return {
    admin: {
      email: env.ADMIN_EMAIL ?? 'admin@lda.local',
      password: env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
      givenName: 'Rosa',
      familyName: 'Rivera',
      admin: true,
    },
    demo: {
      email: env.DEMO_EMAIL ?? 'demo@lda.local',
      password: env.DEMO_PASSWORD ?? 'Demo-Passw0rd!',
      givenName: 'María',
      familyName: 'González',
    },
  };
}
