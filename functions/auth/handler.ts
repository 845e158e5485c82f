import { authContract } from '../../shared/api/contracts/auth';
import { confirmSignUp, queueAccountJob } from '../lib/domain/signup';
import { createHandler, reply } from '../lib/http';

/** The one answer of sign-up and of a new code, whatever the email (docs/security.md B-2). */
const accepted = () => reply(202 as const, { accepted: true as const });

export const handler = createHandler(authContract, {
  // Queued for the outbox consumer: the answer and its timing are the same whatever the email (F6).
  'POST /auth/sign-up': async ({ body }) => {
    await queueAccountJob({ kind: 'signUp', request: body });
    return accepted();
  },
  'POST /auth/confirm-sign-up': async ({ body }) => {
    await confirmSignUp(body);
  },
  'POST /auth/resend-code': async ({ body }) => {
    await queueAccountJob({ kind: 'resendCode', request: body });
    return accepted();
  },
});
