/**
 * Sign in against the local Cognito endpoint and return real tokens (seed, tests, bench): USER_PASSWORD_AUTH, then,
 * for a user with a TOTP authenticator, the SOFTWARE_TOKEN_MFA challenge answered with a code computed from the
 * secret (infra/local/totp.ts). Also enrols an authenticator through the same calls the web makes
 * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference).
 */
import { stepStartMs, timeStep, totpCode } from './totp';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

interface CognitoAnswer {
  AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string };
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  SecretCode?: string;
  __type?: string;
  message?: string;
}

export class CognitoCallError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
    this.name = 'CognitoCallError';
  }
}

/** One call of the Cognito JSON protocol. */
export async function cognitoCall(endpoint: string, action: string, body: unknown): Promise<CognitoAnswer> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as CognitoAnswer;
  if (!res.ok) throw new CognitoCallError(answer.__type ?? String(res.status), answer.message ?? '');
  return answer;
}

/**
 * The last time step this process used a code of a secret for: the server accepts each step's code once, so the next
 * sign-in uses a later step (the server's window reaches one step ahead) or waits for one.
 */
const usedSteps = new Map<string, number>();

async function nextStep(secret: string): Promise<number> {
  for (;;) {
    const step = Math.max(timeStep(), (usedSteps.get(secret) ?? -Infinity) + 1);
    if (step <= timeStep() + 1) return step;
    await new Promise((r) => setTimeout(r, Math.max(50, stepStartMs(step - 1) - Date.now() + 50)));
  }
}

/** A code the server has not seen yet for this secret, as far as this process knows. */
export async function freshTotpCode(secret: string): Promise<string> {
  const step = await nextStep(secret);
  usedSteps.set(secret, step);
  return totpCode(secret, step);
}

const tokensOf = (a: CognitoAnswer): Tokens => ({
  idToken: a.AuthenticationResult!.IdToken,
  accessToken: a.AuthenticationResult!.AccessToken,
  refreshToken: a.AuthenticationResult!.RefreshToken,
});

export async function signIn(
  cognitoEndpoint: string,
  clientId: string,
  email: string,
  password: string,
  opts: { totpSecret?: string } = {},
): Promise<Tokens> {
  let answer: CognitoAnswer;
  try {
    answer = await cognitoCall(cognitoEndpoint, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  } catch (err) {
    throw new Error(`Sign-in failed: ${(err as Error).message}`);
  }
  if (answer.AuthenticationResult) return tokensOf(answer);
  if (answer.ChallengeName !== 'SOFTWARE_TOKEN_MFA') throw new Error(`Sign-in stopped at an unexpected challenge: ${answer.ChallengeName}`);
  if (!opts.totpSecret) throw new Error('Sign-in needs a TOTP code: this account has an authenticator (pass its secret)');
  // Another process (the seed, another test file) may have used this step already: then the next one.
  for (let attempt = 1; ; attempt++) {
    const step = await nextStep(opts.totpSecret);
    usedSteps.set(opts.totpSecret, step);
    try {
      const done = await cognitoCall(cognitoEndpoint, 'RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: clientId,
        Session: answer.Session,
        ChallengeResponses: {
          USERNAME: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
          SOFTWARE_TOKEN_MFA_CODE: totpCode(opts.totpSecret, step),
        },
      });
      return tokensOf(done);
    } catch (err) {
      if (!(err instanceof CognitoCallError && err.type === 'CodeMismatchException') || attempt >= 3) throw err;
    }
  }
}

/**
 * Enrol a TOTP authenticator for a signed-in user and turn TOTP MFA on, as the web's enrolment screen does.
 * Returns the secret (what the QR code carries).
 */
export async function enrolTotp(cognitoEndpoint: string, accessToken: string, opts: { previousStep?: boolean } = {}): Promise<string> {
  const { SecretCode } = await cognitoCall(cognitoEndpoint, 'AssociateSoftwareToken', { AccessToken: accessToken });
  const secret = SecretCode!;
  const verify = (code: string) =>
    cognitoCall(cognitoEndpoint, 'VerifySoftwareToken', { AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'tests' });
  if (opts.previousStep) {
    // The previous step's code (the server accepts ±1 step) leaves the current and next steps for sign-ins right
    // after; at a step boundary it may just have left the window: then a fresh code.
    try {
      await verify(totpCode(secret, timeStep() - 1));
    } catch (err) {
      if (!(err instanceof CognitoCallError)) throw err;
      await verify(await freshTotpCode(secret));
    }
  } else {
    await verify(await freshTotpCode(secret));
  }
  await cognitoCall(cognitoEndpoint, 'SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  return secret;
}

/**
 * A staff member's tokens as the admin console gets them: through the staff app client, with a TOTP code. Without a
 * known secret the member enrols an authenticator first (as on their first sign-in to the console), and the secret is
 * returned for later sign-ins.
 */
export async function staffSignIn(
  cognitoEndpoint: string,
  staffClientId: string,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<{ tokens: Tokens; totpSecret: string }> {
  if (totpSecret) return { tokens: await signIn(cognitoEndpoint, staffClientId, email, password, { totpSecret }), totpSecret };
  const first = await signIn(cognitoEndpoint, staffClientId, email, password);
  // Enrolled with the previous step's code: this sign-in and the next one need not wait for a new 30-second step.
  const secret = await enrolTotp(cognitoEndpoint, first.accessToken, { previousStep: true });
  return { tokens: await signIn(cognitoEndpoint, staffClientId, email, password, { totpSecret: secret }), totpSecret: secret };
}
