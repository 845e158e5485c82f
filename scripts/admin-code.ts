/**
 * The current TOTP code of the local admin's authenticator, for `npm start` users without an authenticator app:
 *   npm run admin:code                 the seeded admin (ADMIN_TOTP_SECRET or the default secret)
 *   npm run admin:code -- <secret>     any base32 secret
 * Local development only: in AWS each staff member enrols their own authenticator and the secret never leaves it.
 */
import { DEFAULT_ADMIN_TOTP_SECRET } from '../infra/local/accounts';
import { stepStartMs, timeStep, totpCode } from '../infra/local/totp';

const secret = process.argv[2] ?? process.env.ADMIN_TOTP_SECRET ?? DEFAULT_ADMIN_TOTP_SECRET;
try {
  const step = timeStep();
  const left = Math.ceil((stepStartMs(step + 1) - Date.now()) / 1000);
  console.log(`${totpCode(secret, step)}  (valid for ${left} s more; each code signs in once)`);
} catch (err) {
  console.error(`admin:code: ${(err as Error).message}`);
  process.exit(64);
}
