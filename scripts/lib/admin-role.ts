/**
 * What `npm run admin:grant` / `admin:revoke` do (scripts/admin.ts is the command line around it): grant or revoke
 * the admin role (membership of the Cognito group `admin`) on the target of scripts/lib/target.ts. Answers the line
 * the command prints; bad usage or an unknown email is a ScriptError with its exit code.
 *
 * grant:  adds the member to the group and lifts an earlier `admin:revoke` (not a marker the person's own sign-out
 *         everywhere, password change or account deletion wrote). The admin claim reaches their token when they
 *         sign in to the console (staff app client) with their TOTP authenticator (they enrol one on first sign-in).
 * revoke: removes them from the group, signs them out everywhere (Cognito AdminUserGlobalSignOut: refresh tokens
 *         revoked), and writes a revocation marker so that the API refuses the ID tokens they still hold (at most
 *         15 minutes old) at once.
 */
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/auth/groups';
import { liftAdminRevocation, putRevocation } from '../../functions/lib/store/revocations';
import { resolveTarget, ScriptError, subOf } from './target';

export async function setAdminRole(action: string | undefined, email: string | undefined): Promise<string> {
  if ((action !== 'grant' && action !== 'revoke') || !email || !email.includes('@')) {
    throw new ScriptError('usage: npm run admin:grant -- <email>   |   npm run admin:revoke -- <email>', 64);
  }
  const target = await resolveTarget();
  const sub = await subOf(target, email);
  const input = { UserPoolId: target.userPoolId, Username: email, GroupName: ADMIN_GROUP };
  if (action === 'grant') {
    await target.cognito.send(new AdminAddUserToGroupCommand(input));
    await liftAdminRevocation(sub);
    return `Granted admin for ${email} in ${target.where}. They sign in to the console with their authenticator app (TOTP).`;
  }
  await target.cognito.send(new AdminRemoveUserFromGroupCommand(input));
  await target.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: target.userPoolId, Username: email }));
  await putRevocation(sub, 'admin_revoked');
  return `Revoked admin for ${email} in ${target.where}: signed out everywhere; admin routes refuse their earlier tokens now.`;
}
