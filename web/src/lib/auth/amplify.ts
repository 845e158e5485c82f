import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '../../../../shared/config';
import { PASSWORD_POLICY } from '../../../../shared/auth/password-policy';

/** Configure Amplify Auth from /config.json. Locally, userPoolEndpoint points at the cognito-local compatibility layer. */
export function configureAmplify(c: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: c.userPoolId,
        userPoolClientId: c.userPoolClientId,
        ...(c.userPoolEndpoint ? { userPoolEndpoint: c.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
        userAttributes: { email: { required: true }, given_name: { required: true }, family_name: { required: true } },
        passwordFormat: {
          minLength: PASSWORD_POLICY.minLength,
          requireLowercase: PASSWORD_POLICY.requireLowercase,
          requireUppercase: PASSWORD_POLICY.requireUppercase,
          requireNumbers: PASSWORD_POLICY.requireDigits,
          requireSpecialCharacters: PASSWORD_POLICY.requireSymbols,
        },
      },
    },
  });
}
