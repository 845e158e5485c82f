/**
 * Grant or revoke the admin role (membership of the Cognito group `admin`); what each does: scripts/lib/admin-role.ts.
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:revoke -- someone@example.com
 * Targets the local stack by default (scripts/lib/target.ts; `npm start` must be running). Against a deployed stack
 * set USER_POOL_ID and TABLE_NAME (stack outputs) with AWS credentials and AWS_REGION as for the AWS CLI.
 */
import { setAdminRole } from './lib/admin-role';
import { run } from './lib/target';

run(`admin:${process.argv[2]}`, async () => {
  console.log(await setAdminRole(process.argv[2], process.argv[3]));
});
