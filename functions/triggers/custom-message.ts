/**
 * Cognito CustomMessage trigger: every email Cognito sends by itself — password-reset codes, invitations, attribute
 * verification and sign-up codes — carries what every other email of the business carries (review m3): the LDA
 * identification of B&P §6408 ("in any … correspondence prepared or used by the registrant in electronic form") and
 * the §6408.5 statement, in English and Spanish, rendered by the shared mail layout (functions/lib/mail/templates.ts).
 * In AWS a Lambda (infra/aws/constructs/auth.ts); the local Cognito layer (infra/local/cognito.ts) calls `customMessage`.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { cognitoMailKind, renderCognitoMail } from '../lib/mail/templates';

/** The message for a trigger source, with Cognito's placeholders left for Cognito to fill. */
export function customMessage(e: { triggerSource: string; codeParameter: string; usernameParameter: string | null }): {
  emailSubject: string;
  emailMessage: string;
} {
  const mail = renderCognitoMail(cognitoMailKind(e.triggerSource), e.codeParameter, e.usernameParameter ?? '{username}');
  return { emailSubject: mail.subject, emailMessage: mail.html };
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const { emailSubject, emailMessage } = customMessage({
    triggerSource: event.triggerSource,
    codeParameter: event.request.codeParameter,
    usernameParameter: event.request.usernameParameter ?? null,
  });
  event.response.emailSubject = emailSubject;
  event.response.emailMessage = emailMessage;
  return event;
};
