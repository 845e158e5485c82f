import { AcceptedResponseSchema, ConfirmSignUpRequestSchema, ResendCodeRequestSchema, SignUpRequestSchema } from '../../auth/forms';
import { defineContract } from '../contract';
import { authRoutes } from '../route-tables/auth';

/**
 * The public account routes (self sign-up is off on the user pool: accounts are created here). Sign-up and a new code
 * answer the same 202 whatever the email (docs/security.md B-2); a wrong, expired or spent code and an unknown email
 * are the same 400 field error on `code`.
 */
export const authContract = defineContract(authRoutes, {
  'POST /auth/sign-up': {
    body: SignUpRequestSchema,
    success: {
      status: 202,
      description: 'Accepted: a code, or a notice to the email’s owner, is on its way',
      schema: AcceptedResponseSchema,
    },
    errors: ['validation_failed'],
  },
  'POST /auth/confirm-sign-up': {
    body: ConfirmSignUpRequestSchema,
    success: { status: 204, description: 'The account is confirmed, with this password: sign in' },
    errors: ['validation_failed'],
  },
  'POST /auth/resend-code': {
    body: ResendCodeRequestSchema,
    success: {
      status: 202,
      description: 'Accepted: a new code is on its way if the email has an unconfirmed account',
      schema: AcceptedResponseSchema,
    },
    errors: ['validation_failed'],
  },
});
