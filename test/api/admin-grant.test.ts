import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signIn, staffSignIn } from '../../infra/local/tokens';
import { setAdminRole } from '../../scripts/lib/admin-role';
import { uncheckedInputOf } from '../../shared/api/client';
import { ROUTES, routeKey, type RouteKey } from '../../shared/api/routes';
import { client, newUser, sharedStaff, stack } from './helpers';
import { CASES, World } from './route-cases';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');

/**
 * `npm run admin:grant|revoke` as an operator runs it: a real `tsx scripts/admin.ts` process against the suite's stack.
 * Spawned once (the unknown email below, a test of nothing else): each spawn costs seconds of two busy cores, so the
 * other calls run the same command's main in this process (`admin`).
 */
async function adminCli(action: 'grant' | 'revoke', email: string) {
  const s = stack();
  return run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/admin.ts'), action, email], {
    cwd: ROOT,
    env: {
      ...process.env,
      COGNITO_ENDPOINT: s.cognitoEndpoint,
      DYNAMODB_ENDPOINT: s.dynamodbEndpoint,
      TABLE_NAME: s.tableName,
      NODE_NO_WARNINGS: '1',
    },
  });
}

/** The command's main (scripts/lib/admin-role.ts) in this process, pointed at the suite's stack as adminCli is. */
async function admin(action: 'grant' | 'revoke', email: string): Promise<string> {
  const s = stack();
  Object.assign(process.env, { COGNITO_ENDPOINT: s.cognitoEndpoint, DYNAMODB_ENDPOINT: s.dynamodbEndpoint, TABLE_NAME: s.tableName });
  return setAdminRole(action, email);
}

/** The ID token the console gets: staff app client, TOTP (enrolled on the first staff sign-in). */
async function staffToken(user: { email: string; password: string }, secret?: string) {
  const s = stack();
  const { tokens, totpSecret } = await staffSignIn(s.cognitoEndpoint, s.staffUserPoolClientId, user.email, user.password, secret);
  return { token: tokens.idToken, totpSecret };
}

const isAdmin = async (token: string): Promise<boolean> => (await client(token).send('GET /me')).body.isAdmin;

describe('npm run admin:grant / admin:revoke against the local pool', () => {
  // Each TOTP code signs in once and the server accepts one step either side of now: an authenticator enrolled with the
  // previous step's code (infra/local/tokens.ts) gives two sign-ins without waiting for a new 30-second step, so each
  // test below signs in at most twice per member.
  it('grants, then revokes, the admin group; the next staff sign-in carries the change', async () => {
    const user = await newUser();
    expect(await isAdmin(user.token)).toBe(false);

    expect(await admin('grant', user.email)).toMatch(/Granted admin/);
    const first = await staffToken(user);
    expect(await isAdmin(first.token)).toBe(true);

    expect(await admin('revoke', user.email)).toMatch(/Revoked admin/);
    expect(await isAdmin((await staffToken(user, first.totpSecret)).token)).toBe(false);
  }, 60_000);

  it('the web client never carries the admin claim, even for a member (its sign-in asks for the code too: MFA is per user)', async () => {
    const member = await newUser({ admin: true });
    expect(await isAdmin(member.token)).toBe(true);
    const s = stack();
    const web = await signIn(s.cognitoEndpoint, s.userPoolClientId, member.email, member.password, { totpSecret: member.totpSecret });
    expect(await isAdmin(web.idToken)).toBe(false);
  }, 60_000);

  it("refuses a revoked admin's old ID token on admin routes at once (A-1), and accepts a new sign-in after a new grant", async () => {
    const member = await newUser({ admin: true });
    const old = member.token;
    expect((await client(old).send('POST /admin/submissions/search', { body: {} })).status).toBe(200);

    await admin('revoke', member.email);
    // Still signed by the pool and unexpired, still carrying the admin claim: only the revocation marker refuses it.
    const refused = await client(old).send('POST /admin/submissions/search', { body: {} });
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('unauthorized');
    // admin:revoke signs the member out everywhere, and every signed-in route checks the marker (F3): the old token is
    // refused on client routes too (a new sign-in is a client's as before).
    expect((await client(old).send('GET /me')).status).toBe(401);

    // admin:grant lifts the marker; the member signs in again.
    await admin('grant', member.email);
    const again = await staffToken(member, member.totpSecret);
    expect((await client(again.token).send('POST /admin/submissions/search', { body: {} })).status).toBe(200);
  }, 60_000);

  it('names the problem for an unknown email', async () => {
    // The real command: its message on stderr and a failing exit status.
    await expect(adminCli('grant', 'nobody-here@example.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No account with the email nobody-here@example.test/),
    });
  }, 60_000);
});

/**
 * Every admin route, with the valid request of the authorization matrix (test/api/route-cases.ts) on a fresh owner's
 * case: the revoked member's old token gets 401 whether the route reads the marker on its own or in its first read
 * (functions/lib/store/items.ts), and changes nothing — the staff's view of the case is as it was, and the same request
 * sent next by a staff member in good standing gets the matrix's success (a waive, a delete, a status or assignment
 * change the revoked call had made would answer 404/409 instead).
 */
describe('a revoked staff token on every admin route', () => {
  let revoked: string;
  beforeAll(async () => {
    const member = await newUser({ admin: true });
    await admin('revoke', member.email);
    revoked = member.token;
  }, 60_000);

  const staffView = async (id: string) => {
    const as = client(await sharedStaff());
    const params = { id };
    return Promise.all([
      as.send('GET /admin/submissions/{id}', { params }).then((r) => r.json),
      as.send('GET /admin/submissions/{id}/documents', { params }).then((r) => r.json),
      as.send('GET /admin/submissions/{id}/messages', { params, query: { limit: 50 } }).then((r) => r.json),
      as.send('GET /admin/submissions/{id}/notes', { params, query: { limit: 50 } }).then((r) => r.json),
      as.send('GET /admin/submissions/{id}/document-access', { params, query: { limit: 50 } }).then((r) => r.json),
    ]);
  };

  const admins = ROUTES.filter((r) => r.access === 'admin').map((r) => routeKey(r) as RouteKey);
  it.each(admins)(
    '%s: 401, nothing changed',
    async (key) => {
      const world = new World(await newUser());
      const input = uncheckedInputOf(await CASES[key].request(world));
      const caseId = (input.params as { id?: string } | undefined)?.id;
      const before = caseId ? await staffView(caseId) : null;
      const refused = await client(revoked).sendUnchecked(key, input);
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 401, code: 'unauthorized' });
      if (caseId) expect(await staffView(caseId)).toEqual(before);
      expect((await client(await sharedStaff()).sendUnchecked(key, input)).status).toBe(CASES[key].allowed);
    },
    60_000,
  );
});
