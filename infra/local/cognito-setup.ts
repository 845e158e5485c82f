import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  ResourceNotFoundException,
  UserNotFoundException,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/auth/password-policy';
import { ADMIN_GROUP, SERVER_GROUP } from '../../shared/auth/groups';
import { CLIENT_TOKEN_VALIDITY, STAFF_CLIENT_NAME, WEB_CLIENT_NAME } from '../../shared/auth/clients';
import { LOCAL_AWS } from './dynamodb';

export const LOCAL_POOL_NAME = 'lda-local';

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_AWS.region,
    credentials: { accessKeyId: LOCAL_AWS.accessKeyId, secretAccessKey: LOCAL_AWS.secretAccessKey },
  });
}

export interface PoolIds {
  userPoolId: string;
  /** The clients' app client. */
  userPoolClientId: string;
  /** The staff app client (admin console): short sessions, the only one whose tokens may carry the admin group. */
  staffUserPoolClientId: string;
}

/** An app client like infra/aws/constructs/auth.ts makes, with USER_PASSWORD_AUTH (cognito-local has no SRP). */
function clientInput(
  userPoolId: string,
  name: string,
  validity: (typeof CLIENT_TOKEN_VALIDITY)[keyof typeof CLIENT_TOKEN_VALIDITY],
): CreateUserPoolClientCommandInput {
  return {
    UserPoolId: userPoolId,
    ClientName: name,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    PreventUserExistenceErrors: 'ENABLED',
    AccessTokenValidity: validity.accessTokenMinutes,
    IdTokenValidity: validity.idTokenMinutes,
    RefreshTokenValidity: validity.refreshTokenMinutes,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
  };
}

/**
 * Find or create the local user pool (TOTP MFA optional, as in AWS), its two app clients and the admin group (the same
 * shape as infra/aws auth). Pools made before a client existed get it added.
 */
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
  // The process servers' group (issue 32) is ensured on every start: pools made before it existed get it too.
  try {
    await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: SERVER_GROUP }));
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: SERVER_GROUP, Description: 'Process servers: the field app' }),
    );
  }
  // TOTP only, optional per user (as the CDK pool): members of the admin group need it for the admin claim.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const clients = (await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }))).UserPoolClients ?? [];
  const ensureClient = async (name: string, validity: (typeof CLIENT_TOKEN_VALIDITY)[keyof typeof CLIENT_TOKEN_VALIDITY]) =>
    clients.find((c) => c.ClientName === name)?.ClientId ??
    (await client.send(new CreateUserPoolClientCommand(clientInput(userPoolId, name, validity)))).UserPoolClient!.ClientId!;
  return {
    userPoolId,
    userPoolClientId: await ensureClient(WEB_CLIENT_NAME, CLIENT_TOKEN_VALIDITY.web),
    staffUserPoolClientId: await ensureClient(STAFF_CLIENT_NAME, CLIENT_TOKEN_VALIDITY.staff),
  };
}

export interface SeedUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  admin?: boolean;
  /** A process server (the `server` group, issue 32). */
  server?: boolean;
  /** The account's TOTP authenticator secret (base32), when it has one: the seeded admin. */
  totpSecret?: string;
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
  if (u.server) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: u.email, GroupName: SERVER_GROUP }));
  if (!sub) throw new Error(`Could not read the sub of ${u.email}`);
  return sub;
}
