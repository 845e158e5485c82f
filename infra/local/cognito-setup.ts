import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/auth/password-policy';
import { ADMIN_GROUP } from '../../shared/auth/groups';
import { LOCAL_AWS } from './dynamodb';

export const LOCAL_POOL_NAME = 'lda-local';
const CLIENT_NAME = 'lda-web';

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_AWS.region,
    credentials: { accessKeyId: LOCAL_AWS.accessKeyId, secretAccessKey: LOCAL_AWS.secretAccessKey },
  });
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** Find or create the local user pool, its web client and the admin group (the same shape as infra/aws auth). */
export async function ensurePool(client: CognitoIdentityProviderClient): Promise<PoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
            TemporaryPasswordValidityDays: PASSWORD_POLICY.tempPasswordValidityDays,
          },
        },
        Schema: [
          { Name: 'given_name', AttributeDataType: 'String', Mutable: true, Required: true },
          { Name: 'family_name', AttributeDataType: 'String', Mutable: true, Required: true },
        ],
      }),
    );
    userPoolId = created.UserPool!.Id!;
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Description: 'Staff: the admin console' }));
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  return { userPoolId, userPoolClientId };
}

export interface SeedUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  admin?: boolean;
}

/** Create a confirmed user with a permanent password (idempotent); add to the admin group when asked. Returns the sub. */
export async function ensureUser(client: CognitoIdentityProviderClient, userPoolId: string, u: SeedUser): Promise<string> {
  let sub: string | undefined;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: u.email }));
    sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if (!(err instanceof UserNotFoundException)) throw err;
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: u.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: u.password,
        UserAttributes: [
          { Name: 'email', Value: u.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: u.givenName },
          { Name: 'family_name', Value: u.familyName },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  }
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: u.email, Password: u.password, Permanent: true }));
  if (u.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: u.email, GroupName: ADMIN_GROUP }));
  if (!sub) throw new Error(`Could not read the sub of ${u.email}`);
  return sub;
}
