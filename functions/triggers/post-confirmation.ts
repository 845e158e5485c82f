/**
 * Cognito post-confirmation trigger: after a password reset (ConfirmForgotPassword), every session of the person
 * begun before it ends — the API's revocation marker (functions/lib/store/revocations.ts), which every signed-in route
 * checks. Whoever reset the password may be the account's owner taking it back from someone who knew the old one:
 * the other person's ID tokens (and those refreshed from their refresh token, which keep the old sign-in's
 * `auth_time`) are refused from now on. Other confirmations (a sign-up) change nothing.
 *
 * In AWS this is a Lambda on the pool (infra/aws/constructs/auth.ts); the local Cognito layer calls `onConfirmation`
 * in process after ConfirmForgotPassword (infra/local/cognito.ts).
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { log } from '../lib/log';
import { putRevocation } from '../lib/store/revocations';

/** The rule: a password reset ends the person's earlier sessions. */
export async function onConfirmation(event: { triggerSource: string; userAttributes: Record<string, string> }): Promise<void> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return;
  const sub = event.userAttributes.sub;
  if (!sub) throw new Error('A confirmation without the user’s sub');
  await putRevocation(sub, 'password_reset');
  log('info', 'sessions ended', { code: 'password_reset' });
}

export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  await onConfirmation({ triggerSource: event.triggerSource, userAttributes: event.request.userAttributes });
  return event;
};
