/**
 * Delete a client's account, keeping what the law makes the business keep (docs/operations.md, "Deleting an account"):
 *   npm run account:delete -- client@example.com          shows what would be deleted and kept
 *   npm run account:delete -- client@example.com --yes    deletes it
 *   npm run account:delete -- <sub> [--yes]               the same by the account's id: also for data left behind by
 *                                                         an account whose sign-in is already gone
 * First every session of the account ends (the API's revocation marker, written before anything else, so no request
 * still in flight can recreate what follows — docs/security.md F2), then the sign-in (Cognito user, after signing it
 * out everywhere), the profile, drafts, and orders that were neither paid nor submitted with their checkout sessions
 * are deleted. Kept 7 years: submissions (answers, history) and the orders and payments behind them. Targets the local
 * stack, or a deployed one with USER_POOL_ID and TABLE_NAME (scripts/lib/target.ts).
 */
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteAccountData, planAccountDeletion } from '../functions/lib/domain/accounts';
import { putRevocation } from '../functions/lib/store/revocations';
import { resolveTarget, run, ScriptError, subOf, usernameOfSub } from './lib/target';

const SUB = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

run('account:delete', async () => {
  const [who, ...flags] = process.argv.slice(2);
  if (!who || (!who.includes('@') && !SUB.test(who))) throw new ScriptError('usage: npm run account:delete -- <email | sub> [--yes]', 64);
  const target = await resolveTarget();
  // By email: the account must exist. By sub: its sign-in may already be gone (then only the data is left to delete).
  const sub = who.includes('@') ? await subOf(target, who) : who.toLowerCase();
  const username = who.includes('@') ? who : await usernameOfSub(target, sub);
  if (!flags.includes('--yes')) {
    const { report } = await planAccountDeletion(sub);
    console.log(`Would delete the account ${who} in ${target.where}${username ? '' : ' (its sign-in is already deleted)'}:`);
    console.log(JSON.stringify(report, null, 2));
    console.log('Run again with --yes to delete.');
    return;
  }
  // Before anything else: every token of the account is refused from now on, on every route.
  await putRevocation(sub, 'account_deleted');
  if (username) await target.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: target.userPoolId, Username: username }));
  const report = await deleteAccountData(sub);
  if (username) await target.cognito.send(new AdminDeleteUserCommand({ UserPoolId: target.userPoolId, Username: username }));
  console.log(`Deleted the account ${who} in ${target.where}.`);
  console.log(JSON.stringify(report, null, 2));
});
