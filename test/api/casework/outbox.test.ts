/**
 * The email outbox against the suite's stack: DynamoDB Local, the SES v2 emulator and the local Cognito.
 * Direct tests use items dated far in the future (and a clock to match) so the stack's own in-process consumer, which
 * drains what is due by the real clock, leaves them alone; the last tests go through the API and the stack's consumer.
 */
import { stackInfo, waitForMail } from './env';
import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../../shared/auth/groups';
import { transact } from '../../../functions/lib/db';
import { SesMailSender, type MailSender, type OutgoingMail } from '../../../functions/lib/mail/sender';
import { deadOutboxItems, dueOutboxIds, getOutboxItem, processOutboxItem, type ConsumerDeps } from '../../../functions/lib/outbox/consumer';
import { BACKOFF_SECONDS, MAX_ATTEMPTS, enqueueEmail, type Notification } from '../../../functions/lib/outbox/outbox';
import { defaultDirectory } from '../../../functions/lib/outbox/recipients';
import { getOrCreateProfile, setEmailPreferences } from '../../../functions/lib/store/profiles';
import type { Caller } from '../../../functions/lib/auth';
import { client as api, newSubmission, newUser, type TestUser } from '../helpers';

jest.setTimeout(60_000);

const FUTURE = new Date('2099-03-01T10:00:00Z');
const at = (seconds: number) => new Date(FUTURE.getTime() + seconds * 1000);
const SITE = 'http://localhost:5173';

const callerOf = (u: TestUser): Caller => ({
  sub: u.sub,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  groups: [],
  isAdmin: false,
});

/** Enqueue as domain code does: the outbox Put inside a transaction. */
async function enqueue(n: Notification, when = FUTURE): Promise<string> {
  const put = enqueueEmail(n, when);
  await transact([put]);
  return (put.Put!.Item as { id: string }).id;
}

/** A sender that fails `failures` times with `errorName`, then delegates to SES. */
function flakySender(failures: number, errorName = 'TooManyRequestsException'): MailSender & { calls: OutgoingMail[] } {
  const real = new SesMailSender();
  const calls: OutgoingMail[] = [];
  let left = failures;
  return {
    calls,
    async send(mail) {
      calls.push(mail);
      if (left-- > 0) throw Object.assign(new Error('simulated SES failure'), { name: errorName });
      return real.send(mail);
    },
  };
}

const deps = (sender: MailSender, now: Date): ConsumerDeps => ({ sender, directory: defaultDirectory, siteUrl: SITE, now: () => now });

let client: TestUser;
beforeAll(async () => {
  client = await newUser();
  const profile = await api(client).send('PATCH /me', { body: { preferredLanguage: 'es' } });
  expect(profile.status).toBe(200);
});

describe('sending', () => {
  it('sends a client notification in their language through SES, then marks it sent and out of the queue', async () => {
    const id = await enqueue({
      kind: 'client.documentRequested',
      recipient: { type: 'client', userId: client.sub },
      caseId: 'case-x',
      neutral: false,
    });
    expect(await dueOutboxIds(FUTURE, 1000)).toContain(id);
    expect(await processOutboxItem(id, deps(new SesMailSender(), FUTURE))).toBe('sent');
    const mail = await waitForMail(client.email, (m) => m.subject === 'Rivera Legal Docs necesita un documento suyo');
    expect(mail.body.text).toContain('Nuestra oficina necesita un documento suyo.');
    // Linked to the case it is about, not the dashboard (issue 30).
    expect(mail.body.text).toContain(`${SITE}/submission/case-x`);
    expect(mail.from).toBe(stackInfo.mailFrom);
    const item = await getOutboxItem(id);
    expect(item).toMatchObject({ status: 'sent', attempts: 1, delivered: [client.sub] });
    expect(item!.GSI2PK).toBeUndefined();
    expect(item!.expiresAt).toBeGreaterThan(FUTURE.getTime() / 1000);
    expect(await dueOutboxIds(at(3600), 1000)).not.toContain(id);
    expect(await processOutboxItem(id, deps(new SesMailSender(), FUTURE))).toBe('gone');
  });

  it('skips optional mail the client turned off, and still sends essential mail', async () => {
    const u = await newUser();
    await getOrCreateProfile(callerOf(u));
    await setEmailPreferences(callerOf(u), { nonEssential: false });
    const sender = flakySender(0);
    const optional = await enqueue({
      kind: 'client.statusChanged',
      recipient: { type: 'client', userId: u.sub },
      caseId: null,
      neutral: false,
    });
    const essential = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: u.sub },
      caseId: null,
      neutral: false,
    });
    expect(await processOutboxItem(optional, deps(sender, FUTURE))).toBe('skipped');
    expect(await getOutboxItem(optional)).toMatchObject({ status: 'skipped', skipReason: 'opted_out' });
    expect(await processOutboxItem(essential, deps(sender, FUTURE))).toBe('sent');
    expect(sender.calls.map((m) => m.to)).toEqual([u.email]);
  });

  it('skips mail to someone without a profile (nothing to send to) instead of retrying forever', async () => {
    const id = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: randomUUID() },
      caseId: null,
      neutral: false,
    });
    expect(await processOutboxItem(id, deps(flakySender(0), FUTURE))).toBe('skipped');
    expect(await getOutboxItem(id)).toMatchObject({ status: 'skipped', skipReason: 'no_recipient' });
  });

  it('uses neutral wording for a domestic-violence case', async () => {
    const sender = flakySender(0);
    const id = await enqueue({
      kind: 'client.documentRequested',
      recipient: { type: 'client', userId: client.sub },
      caseId: null,
      neutral: true,
    });
    expect(await processOutboxItem(id, deps(sender, FUTURE))).toBe('sent');
    expect(sender.calls[0].subject).toBe('Nueva notificación en su cuenta');
    expect(sender.calls[0].text).toContain('Tiene una notificación nueva en su cuenta.');
    expect(sender.calls[0].text).not.toMatch(/documento suyo/);
  });
});

describe('retries, backoff and the dead letter', () => {
  it('retries a failed send after the backoff, not before, and sends once SES answers', async () => {
    const sender = flakySender(1);
    const id = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: client.sub },
      caseId: null,
      neutral: false,
    });
    expect(await processOutboxItem(id, deps(sender, FUTURE))).toBe('retry');
    const waiting = await getOutboxItem(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'TooManyRequestsException',
      dueAt: at(BACKOFF_SECONDS[0]).toISOString(),
    });
    expect(await dueOutboxIds(at(BACKOFF_SECONDS[0] - 1), 1000)).not.toContain(id);
    expect(await processOutboxItem(id, deps(sender, at(BACKOFF_SECONDS[0] - 1)))).toBe('not_due');
    expect(await dueOutboxIds(at(BACKOFF_SECONDS[0]), 1000)).toContain(id);
    expect(await processOutboxItem(id, deps(sender, at(BACKOFF_SECONDS[0])))).toBe('sent');
    expect(sender.calls).toHaveLength(2);
    expect(await getOutboxItem(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: dead, listed for ops, never sent again`, async () => {
    const sender = flakySender(100);
    const id = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: client.sub },
      caseId: null,
      neutral: false,
    });
    let now = FUTURE;
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(await processOutboxItem(id, deps(sender, now)));
      const item = await getOutboxItem(id);
      now = new Date(item!.dueAt);
    }
    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retry'), 'dead']);
    expect(await getOutboxItem(id)).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS, lastError: 'TooManyRequestsException' });
    expect((await deadOutboxItems(1000)).map((i) => i.id)).toContain(id);
    expect(await processOutboxItem(id, deps(sender, at(10 ** 6)))).toBe('gone');
    expect(sender.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('a permanent SES refusal is dead at once', async () => {
    const id = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: client.sub },
      caseId: null,
      neutral: false,
    });
    expect(await processOutboxItem(id, deps(flakySender(1, 'MessageRejected'), FUTURE))).toBe('dead');
  });

  it('two consumers racing for one item: it is sent once', async () => {
    const sender = flakySender(0);
    const id = await enqueue({
      kind: 'client.officeMessage',
      recipient: { type: 'client', userId: client.sub },
      caseId: null,
      neutral: false,
    });
    const outcomes = await Promise.all([1, 2, 3].map(() => processOutboxItem(id, deps(sender, FUTURE))));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(sender.calls).toHaveLength(1);
  });
});

describe('staff recipients', () => {
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = await Promise.all([newUser({ admin: true }), newUser({ admin: true })]);
  });

  it('the local Cognito pages ListUsersInGroup as Cognito does (Limit, NextToken)', async () => {
    const idp = new CognitoIdentityProviderClient({
      endpoint: stackInfo.cognitoEndpoint,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const seen: string[] = [];
    let NextToken: string | undefined;
    let pages = 0;
    do {
      const page = await idp.send(
        new ListUsersInGroupCommand({ UserPoolId: stackInfo.userPoolId, GroupName: ADMIN_GROUP, Limit: 1, NextToken }),
      );
      expect(page.Users!.length).toBeLessThanOrEqual(1);
      seen.push(...page.Users!.map((u) => u.Attributes!.find((x) => x.Name === 'email')!.Value!));
      NextToken = page.NextToken;
      pages++;
    } while (NextToken);
    expect(pages).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([a.email, b.email]));
    await expect(
      idp.send(new ListUsersInGroupCommand({ UserPoolId: stackInfo.userPoolId, GroupName: ADMIN_GROUP, Limit: 61 })),
    ).rejects.toThrow(/between 1 and 60/);
  });

  it('mails every staff member, or only the assignee', async () => {
    const all = flakySender(0);
    const id = await enqueue({ kind: 'staff.newUpload', recipient: { type: 'staff', assignee: null }, caseId: 'case-y', neutral: false });
    expect(await processOutboxItem(id, deps(all, FUTURE))).toBe('sent');
    expect(all.calls.map((m) => m.to)).toEqual(expect.arrayContaining([a.email, b.email]));
    // a and b have no profile yet: English (other admins of the suite may have chosen Spanish).
    expect(all.calls.filter((m) => [a.email, b.email].includes(m.to)).map((m) => m.subject)).toEqual([
      'New upload from a client',
      'New upload from a client',
    ]);

    const one = flakySender(0);
    const assigned = await enqueue({
      kind: 'staff.clientMessage',
      recipient: { type: 'staff', assignee: b.sub },
      caseId: 'case-y',
      neutral: false,
    });
    expect(await processOutboxItem(assigned, deps(one, FUTURE))).toBe('sent');
    expect(one.calls.map((m) => m.to)).toEqual([b.email]);
  });

  it('after a partial failure, a retry does not mail the staff members already mailed', async () => {
    const real = new SesMailSender();
    const calls: string[] = [];
    let n = 0;
    const failSecond: MailSender = {
      async send(m) {
        calls.push(m.to);
        if (++n === 2) throw Object.assign(new Error('x'), { name: 'TooManyRequestsException' });
        return real.send(m);
      },
    };
    const id = await enqueue({
      kind: 'staff.newSubmission',
      recipient: { type: 'staff', assignee: null },
      caseId: 'case-z',
      neutral: false,
    });
    expect(await processOutboxItem(id, deps(failSecond, FUTURE))).toBe('retry');
    expect((await getOutboxItem(id))!.delivered).toHaveLength(1);
    expect(await processOutboxItem(id, deps(failSecond, at(BACKOFF_SECONDS[0])))).toBe('sent');
    expect(new Set(calls).size).toBe(calls.length - 1); // only the failed one was tried twice
  });
});

describe('through the API and the stack’s own consumer', () => {
  it('a new submission mails staff, and a status change mails the client in Spanish', async () => {
    const admin = await newUser({ admin: true });
    const submission = await newSubmission(client);
    const staffMail = await waitForMail(admin.email, (m) => m.subject === 'New submission to review');
    expect(staffMail.body.text).toMatch(/https?:\/\/[^ ]+\/admin\b/);
    const change = await api(admin).send('POST /admin/submissions/{id}/status', {
      params: { id: submission.id },
      body: { status: 'processing', expectedVersion: 1 },
    });
    expect(change.status).toBe(200);
    const clientMail = await waitForMail(
      client.email,
      (m) =>
        m.subject === 'Su expediente con Rivera Legal Docs tiene una novedad' && m.body.text!.includes('Hay una novedad en su expediente'),
    );
    // No case details: not the service, not the status, not the client's name.
    expect(clientMail.body.text).not.toMatch(/small|reclamos|processing|procesando/i);
    expect(clientMail.body.text).not.toContain(client.givenName);
    expect(clientMail.body.html).toContain('lang="es"');
  });
});
