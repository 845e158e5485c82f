import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signIn } from '../../infra/local/tokens';
import { client, newUser, stack } from './helpers';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');

async function admin(action: 'grant' | 'revoke', email: string) {
  return run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/admin.ts'), action, email], {
    cwd: ROOT,
    env: { ...process.env, COGNITO_ENDPOINT: stack().cognitoEndpoint, NODE_NO_WARNINGS: '1' },
  });
}

async function isAdmin(email: string, password: string): Promise<boolean> {
  const s = stack();
  const { idToken } = await signIn(s.cognitoEndpoint, s.userPoolClientId, email, password);
  return (await client(idToken).send('GET /me')).body.isAdmin;
}

describe('npm run admin:grant / admin:revoke against the local pool', () => {
  it('grants, then revokes, the admin group; the next sign-in carries the change', async () => {
    const user = await newUser();
    expect(await isAdmin(user.email, user.password)).toBe(false);

    const granted = await admin('grant', user.email);
    expect(granted.stdout).toMatch(/Granted admin/);
    expect(await isAdmin(user.email, user.password)).toBe(true);

    await admin('revoke', user.email);
    expect(await isAdmin(user.email, user.password)).toBe(false);
  }, 60_000);

  it('names the problem for an unknown email', async () => {
    await expect(admin('grant', 'nobody-here@example.test')).rejects.toMatchObject({
      stderr: expect.stringMatching(/No account with the email/),
    });
  }, 60_000);
});
