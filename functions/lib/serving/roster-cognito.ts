/**
 * The server role in the user pool (issue 32): adding a person to the roster puts their account in the `server`
 * group; removing them takes it out and signs them out everywhere (their refresh tokens end; the ID token they hold
 * is refused at once on every field route, which checks the roster entry). The role's claim is issued only through
 * the staff app client with an authenticator (functions/triggers/pre-token-generation.ts). Loaded with `await
 * import()` by the roster routes only.
 */
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SERVER_GROUP } from '../../../shared/auth/groups';
import { clientConfig } from '../aws';

let client: CognitoIdentityProviderClient | null = null;
const idp = () => (client ??= new CognitoIdentityProviderClient(clientConfig(process.env.COGNITO_ENDPOINT)));
const poolId = () => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

/** The account of an email (its sub and username), or null when there is none. */
export async function accountOf(email: string): Promise<{ sub: string; username: string } | null> {
  try {
    const user = await idp().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    return sub && user.Username ? { sub, username: user.Username } : null;
  } catch (err) {
    if (err instanceof UserNotFoundException || (err as { name?: string }).name === 'UserNotFoundException') return null;
    throw err;
  }
}

export async function grantServerRole(username: string): Promise<void> {
  await idp().send(new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: username, GroupName: SERVER_GROUP }));
}

export async function revokeServerRole(username: string): Promise<void> {
  await idp().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId(), Username: username, GroupName: SERVER_GROUP }));
  await idp().send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: username }));
}
