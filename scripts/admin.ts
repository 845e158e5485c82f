/**
 * Grant or revoke the admin role (membership of the Cognito group `admin`).
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:revoke -- someone@example.com
 * Targets the local stack by default (its pool is found by name on COGNITO_ENDPOINT, default http://127.0.0.1:9229;
 * `npm start` must be running). Against a deployed pool set USER_POOL_ID (and AWS credentials/AWS_REGION as for
 * the AWS CLI): the call then goes to Cognito in AWS.
 * The user must sign out and in again for the new group claim to reach their token.
 */
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../shared/auth/groups';
import { cognitoClient, LOCAL_POOL_NAME } from '../infra/local/cognito-setup';

async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !email || !email.includes('@')) {
    console.error('usage: npm run admin:grant -- <email>   |   npm run admin:revoke -- <email>');
    process.exit(64);
  }
  let client: CognitoIdentityProviderClient;
  let userPoolId = process.env.USER_POOL_ID;
  let where: string;
  if (userPoolId) {
    client = new CognitoIdentityProviderClient({});
    where = `user pool ${userPoolId} (AWS)`;
  } else {
    const endpoint = process.env.COGNITO_ENDPOINT ?? `http://127.0.0.1:${process.env.COGNITO_PORT ?? 9229}`;
    client = cognitoClient(endpoint);
    try {
      const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
    } catch {
      console.error(`Could not reach the local Cognito at ${endpoint}. Start the stack with \`npm start\`, or set USER_POOL_ID for AWS.`);
      process.exit(69);
    }
    if (!userPoolId) {
      console.error(`No local user pool named ${LOCAL_POOL_NAME} at ${endpoint}.`);
      process.exit(69);
    }
    where = `the local user pool ${userPoolId}`;
  }
  const input = { UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP };
  try {
    await client.send(action === 'grant' ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
  } catch (err) {
    if (err instanceof UserNotFoundException) {
      console.error(`No account with the email ${email} in ${where}. They must sign up first.`);
      process.exit(1);
    }
    throw err;
  }
  console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} admin for ${email} in ${where}. They must sign in again for it to take effect.`);
}

main().catch((err) => {
  console.error(`admin:${process.argv[2]} failed: ${(err as Error).message}`);
  process.exit(1);
});
