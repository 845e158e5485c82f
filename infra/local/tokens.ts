/** Sign in with USER_PASSWORD_AUTH against the local Cognito endpoint and return real tokens (seed, tests, bench). */
export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export async function signIn(cognitoEndpoint: string, clientId: string, email: string, password: string): Promise<Tokens> {
  const res = await fetch(cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string }; __type?: string; message?: string };
  if (!res.ok || !body.AuthenticationResult) throw new Error(`Sign-in failed for a seeded account: ${body.__type ?? res.status} ${body.message ?? ''}`);
  const r = body.AuthenticationResult;
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}
