import { authContract } from '../../shared/api/contracts/auth';
import { confirmSignUp, resendCode, signUp } from '../lib/domain/signup';
import { createHandler, reply } from '../lib/http';

/** The one answer of sign-up and of a new code, whatever the email (docs/security.md B-2). */
const accepted = () => reply(202 as const, { accepted: true as const });

export const handler = createHandler(authContract, {
  'POST /auth/sign-up': async ({ body }) => {
    await signUp(body);
    return accepted();
  },
  'POST /auth/confirm-sign-up': async ({ body }) => {
    await confirmSignUp(body);
  },
  'POST /auth/resend-code': async ({ body }) => {
    await resendCode(body);
    return accepted();
  },
});
