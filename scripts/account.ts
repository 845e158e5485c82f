/**
 * Delete a client's account, keeping what the law makes the business keep (docs/operations.md, "Deleting an account"):
 *   npm run account:delete -- client@example.com          shows what would be deleted and kept
 *   npm run account:delete -- client@example.com --yes    deletes it
 * Deleted: the sign-in (Cognito user, after signing it out everywhere), the profile, drafts, and orders that were
 * neither paid nor submitted with their checkout sessions. Kept 7 years: submissions (answers, history) and the orders
 * and payments behind them. Targets the local stack, or a deployed one with USER_POOL_ID and TABLE_NAME
 * (scripts/lib/target.ts).
 */
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteAccountData, planAccountDeletion } from '../functions/lib/domain/accounts';
import { putRevocation } from '../functions/lib/store/revocations';
import { resolveTarget, run, ScriptError, subOf } from './lib/target';

run('account:delete', async () => {
  const [email, ...flags] = process.argv.slice(2);
  if (!email || !email.includes('@')) throw new ScriptError('usage: npm run account:delete -- <email> [--yes]', 64);
  const target = await resolveTarget();
  const sub = await subOf(target, email);
  if (!flags.includes('--yes')) {
    const { report } = await planAccountDeletion(sub);
    console.log(`Would delete the account ${email} in ${target.where}:`);
    console.log(JSON.stringify(report, null, 2));
    console.log('Run again with --yes to delete.');
    return;
  }
  await target.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: target.userPoolId, Username: email }));
  const report = await deleteAccountData(sub);
  await target.cognito.send(new AdminDeleteUserCommand({ UserPoolId: target.userPoolId, Username: email }));
  // The ID tokens it still holds must not recreate anything on admin routes (and mark when it happened).
  await putRevocation(sub, 'account_deleted');
  console.log(`Deleted the account ${email} in ${target.where}.`);
  console.log(JSON.stringify(report, null, 2));
});
