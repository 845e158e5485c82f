/**
 * Where the operator scripts (admin.ts, account.ts) act: the local stack by default, or a deployed stack when
 * USER_POOL_ID is set (AWS credentials and AWS_REGION as for the AWS CLI; TABLE_NAME from the stack outputs).
 *   local:  COGNITO_ENDPOINT (default http://127.0.0.1:${COGNITO_PORT:-9229}), the pool named lda-local;
 *           DYNAMODB_ENDPOINT (default http://127.0.0.1:${DYNAMODB_PORT:-8000}), table lda-local.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE } from '../../shared/data/table';
import { cognitoClient, LOCAL_POOL_NAME } from '../../infra/local/cognito-setup';
import { LOCAL_AWS } from '../../infra/local/dynamodb';

export interface Target {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /** For messages: which pool this is. */
  where: string;
}

export class ScriptError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Resolve the pool and point the store layer (functions/lib/db.ts) at the matching table. */
export async function resolveTarget(env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  if (env.USER_POOL_ID) {
    if (!env.TABLE_NAME) throw new ScriptError('Set TABLE_NAME (the TableName stack output) as well as USER_POOL_ID.', 64);
    return { cognito: new CognitoIdentityProviderClient({}), userPoolId: env.USER_POOL_ID, where: `user pool ${env.USER_POOL_ID} (AWS)` };
  }
  const endpoint = env.COGNITO_ENDPOINT ?? `http://127.0.0.1:${env.COGNITO_PORT ?? 9229}`;
  const cognito = cognitoClient(endpoint);
  let userPoolId: string | undefined;
  try {
    const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
  } catch {
    throw new ScriptError(
      `Could not reach the local Cognito at ${endpoint}. Start the stack with \`npm start\`, or set USER_POOL_ID for AWS.`,
      69,
    );
  }
  if (!userPoolId) throw new ScriptError(`No local user pool named ${LOCAL_POOL_NAME} at ${endpoint}.`, 69);
  Object.assign(env, {
    TABLE_NAME: env.TABLE_NAME ?? TABLE.localName,
    DYNAMODB_ENDPOINT: env.DYNAMODB_ENDPOINT ?? `http://127.0.0.1:${env.DYNAMODB_PORT ?? 8000}`,
    AWS_REGION: env.AWS_REGION ?? LOCAL_AWS.region,
  });
  return { cognito, userPoolId, where: `the local user pool ${userPoolId}` };
}

/** The account's sub (the id the table knows it by), or a clear error. */
export async function subOf(target: Target, email: string): Promise<string> {
  try {
    const user = await target.cognito.send(new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error(`${email} has no sub attribute`);
    return sub;
  } catch (err) {
    if (err instanceof UserNotFoundException)
      throw new ScriptError(`No account with the email ${email} in ${target.where}. They must sign up first.`, 1);
    throw err;
  }
}

/** The sign-in name of the account with this sub, or null when it has none any more (deleted). */
export async function usernameOfSub(target: Target, sub: string): Promise<string | null> {
  const { Users = [] } = await target.cognito.send(
    new ListUsersCommand({ UserPoolId: target.userPoolId, Filter: `sub = "${sub.replace(/"/g, '')}"`, Limit: 1 }),
  );
  return Users[0]?.Username ?? null;
}

/** Run a script's main, turning ScriptErrors into their message and exit code. */
export function run(name: string, main: () => Promise<void>): void {
  main().catch((err) => {
    if (err instanceof ScriptError) {
      console.error(err.message);
      process.exit(err.exitCode);
    }
    console.error(`${name} failed: ${(err as Error).message}`);
    process.exit(1);
  });
}
