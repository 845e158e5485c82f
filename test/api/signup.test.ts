/**
 * Sign-up through our API (docs/security.md B-2): the answers never tell whether an email has an account; the mailbox
 * tells its owner. Against the suite's stack: the local Cognito (behind its compatibility layer), DynamoDB Local, the
 * outbox consumer and the SES emulator's inbox.
 */
import { randomUUID } from 'node:crypto';
import { readInbox, type LocalMail } from '../../infra/local/ses';
import { cognitoCall, signIn } from '../../infra/local/tokens';
import { client, newUser, registerPii, stack, type TestUser } from './helpers';

jest.setTimeout(60_000);

const s = stack();
const api = client(null);
const PASSWORD = 'Signup-Passw0rd!';
const CODE_SUBJECT = { en: 'Your Rivera Legal Docs sign-up code', es: 'Su código de registro de Rivera Legal Docs' };
const ATTEMPT_SUBJECT = { en: 'Someone tried to create an account with your email', es: 'Alguien intentó crear una cuenta con su correo' };

const newEmail = () => {
  const email = `signup-${randomUUID().slice(0, 8)}@example.test`;
  registerPii([email]);
  return email;
};
const person = (email: string, locale: 'en' | 'es' = 'en') => ({ firstName: 'Marisol', lastName: 'Quintero', email, locale });

/** The mails to `to` (bounded wait until `count` are there: the stack's consumer sends within a second or so). */
async function mailsTo(to: string, count = 1): Promise<LocalMail[]> {
  for (let i = 0; i < 300; i++) {
    const found = await readInbox(s.sesEndpoint, to);
    if (found.length >= count) return found.sort((a, b) => a.at - b.at);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} mails to ${to}`);
}

/** The code of the latest sign-up code mail to `to` (the line after "Use this code…"). */
async function latestCode(to: string, count = 1): Promise<string> {
  const mails = (await mailsTo(to, count)).filter((m) => Object.values(CODE_SUBJECT).includes(m.subject));
  const lines = (mails.at(-1)?.body.text ?? '').split('\n');
  const code = lines[4];
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Everything of an answer a caller could tell apart: status, the headers that matter, the body's bytes. */
async function rawAnswer(path: string, body: unknown) {
  const res = await fetch(`${s.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const headers = Object.fromEntries(
    [...res.headers.entries()].filter(
      ([k]) => !['date', 'x-request-id', 'apigw-requestid', 'content-length', 'connection', 'keep-alive'].includes(k),
    ),
  );
  return { status: res.status, headers, text: await res.text() };
}

const signInError = async (email: string, password: string) => {
  try {
    await cognitoCall(s.cognitoEndpoint, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: s.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    return 'signed in';
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
};

let owner: TestUser;
beforeAll(async () => {
  owner = await newUser();
  // The owner reads Spanish: the notice goes out in the owner's language, not the sign-up page's.
  expect((await client(owner).send('PATCH /me', { body: { preferredLanguage: 'es' } })).status).toBe(200);
});

describe('POST /auth/sign-up', () => {
  it('answers a new email, a taken one and a started one byte for byte alike', async () => {
    const started = newEmail();
    expect((await api.send('POST /auth/sign-up', { body: person(started) })).status).toBe(202);
    const answers = [
      await rawAnswer('/auth/sign-up', person(newEmail())),
      await rawAnswer('/auth/sign-up', person(owner.email)),
      await rawAnswer('/auth/sign-up', person(owner.email.toUpperCase())),
      await rawAnswer('/auth/sign-up', person(started)),
    ];
    expect(answers[0].status).toBe(202);
    expect(JSON.parse(answers[0].text)).toEqual({ accepted: true });
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
  });

  it('mails the owner of a taken email, in the owner’s language, with no code; the account is unchanged', async () => {
    const before = (await readInbox(s.sesEndpoint, owner.email)).length;
    expect((await api.send('POST /auth/sign-up', { body: { ...person(owner.email), firstName: 'Intruder' } })).status).toBe(202);
    const mails = await mailsTo(owner.email, before + 1);
    const notice = mails.at(-1)!;
    expect(notice.subject).toBe(ATTEMPT_SUBJECT.es);
    expect(notice.body.text).toContain('No soy abogada.');
    expect(notice.body.text).toContain('/auth');
    expect(mails.some((m) => Object.values(CODE_SUBJECT).includes(m.subject))).toBe(false);
    // Still the owner's account: the password works, the names are the owner's.
    const tokens = await signIn(s.cognitoEndpoint, s.userPoolClientId, owner.email, owner.password);
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, string>;
    expect(claims.given_name).toBe(owner.givenName);
  });

  it('a new email gets a code in the sign-up’s language; no sign-in before it (as a wrong password), the chosen password after', async () => {
    const email = newEmail();
    expect((await api.send('POST /auth/sign-up', { body: person(email, 'es') })).status).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(CODE_SUBJECT.es);
    const code = await latestCode(email);
    // Unverified: signing in fails exactly as a wrong password on a verified account does.
    expect(await signInError(email, PASSWORD)).toBe(await signInError(owner.email, 'Wrong-Passw0rd!'));
    expect(await signInError(email, PASSWORD)).toBe('CognitoCallError: NotAuthorizedException: Incorrect username or password.');

    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code, password: PASSWORD } })).status).toBe(204);
    const tokens = await signIn(s.cognitoEndpoint, s.userPoolClientId, email, PASSWORD);
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, string>;
    expect(claims).toMatchObject({ email, email_verified: true, given_name: 'Marisol', family_name: 'Quintero', locale: 'es' });
    // The profile is made in the sign-up's language (issue 30): her emails and case summaries are Spanish.
    const me = await fetch(`${s.apiUrl}/me`, { headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(((await me.json()) as { profile: { preferredLanguage: string } }).profile.preferredLanguage).toBe('es');
    // Now taken: a second sign-up mails the owner, in the language the account was made in.
    expect((await api.send('POST /auth/sign-up', { body: person(email, 'en') })).status).toBe(202);
    expect((await mailsTo(email, 2)).at(-1)!.subject).toBe(ATTEMPT_SUBJECT.es);
  });

  it('an account begun but never verified starts over: new names, a new code; the earlier code and password are gone', async () => {
    const email = newEmail();
    await api.send('POST /auth/sign-up', { body: { ...person(email), firstName: 'First' } });
    const first = await latestCode(email, 1);
    await api.send('POST /auth/sign-up', { body: { ...person(email), firstName: 'Second' } });
    const second = await latestCode(email, 2);
    // A new code (six random digits: the same one twice is a one-in-a-million chance, not a re-sent code).
    expect(second).not.toBe(first);
    const refused = await api.send('POST /auth/confirm-sign-up', { body: { email, code: first, password: PASSWORD } });
    expect(refused.status).toBe(400);
    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code: second, password: PASSWORD } })).status).toBe(204);
    const tokens = await signIn(s.cognitoEndpoint, s.userPoolClientId, email, PASSWORD);
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, string>;
    expect(claims.given_name).toBe('Second');
  });

  it('refuses a field the form does not have (the password is given with the code) and a bad email, changing nothing', async () => {
    const email = newEmail();
    const extra = await api.sendUnchecked('POST /auth/sign-up', { body: { ...person(email), password: PASSWORD } });
    expect(extra.status).toBe(400);
    expect(extra.error.fieldErrors).toEqual({ password: ['errors.field.unknown'] });
    const bad = await api.sendUnchecked('POST /auth/sign-up', { body: { ...person('not-an-email') } });
    expect(bad.status).toBe(400);
    expect(bad.error.fieldErrors?.email).toEqual(['errors.field.email']);
    // Nothing was made for the refused request: a resend finds no unverified account, so no mail follows.
    expect((await api.send('POST /auth/resend-code', { body: { email } })).status).toBe(202);
    expect((await api.send('POST /auth/sign-up', { body: person(email) })).status).toBe(202);
    expect((await mailsTo(email, 1)).length).toBe(1);
  });
});

describe('the pool itself', () => {
  it('refuses a direct Cognito SignUp, as AWS does with self sign-up off: the API is the only way in', async () => {
    const email = newEmail();
    const answer = await fetch(s.cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: JSON.stringify({ ClientId: s.userPoolClientId, Username: owner.email, Password: PASSWORD }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ __type: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool' });
    // A new email is refused alike and nothing is made: no mail, no account to sign in to.
    const fresh = await signInError(email, PASSWORD);
    expect(fresh).toBe('CognitoCallError: NotAuthorizedException: Incorrect username or password.');
  });
});

describe('POST /auth/confirm-sign-up', () => {
  it('a wrong code, an unknown email and a verified account’s email are the same 400 on `code`', async () => {
    const email = newEmail();
    await api.send('POST /auth/sign-up', { body: person(email) });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [
      await rawAnswer('/auth/confirm-sign-up', { email, code: wrong, password: PASSWORD }),
      await rawAnswer('/auth/confirm-sign-up', { email: newEmail(), code, password: PASSWORD }),
      await rawAnswer('/auth/confirm-sign-up', { email: owner.email, code, password: PASSWORD }),
    ];
    expect(answers[0].status).toBe(400);
    expect(JSON.parse(answers[0].text)).toMatchObject({
      error: { code: 'validation_failed', fieldErrors: { code: ['errors.field.signUpCode'] } },
    });
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
  });

  it('five wrong codes spend it: the right one then fails too, and a new code (resend) works', async () => {
    const email = newEmail();
    await api.send('POST /auth/sign-up', { body: person(email) });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code: wrong, password: PASSWORD } })).status).toBe(400);
    const sixth = await api.send('POST /auth/confirm-sign-up', { body: { email, code, password: PASSWORD } });
    expect(sixth.status).toBe(400);
    expect(sixth.error.fieldErrors).toEqual({ code: ['errors.field.signUpCode'] });

    expect((await api.send('POST /auth/resend-code', { body: { email } })).status).toBe(202);
    const fresh = await latestCode(email, 2);
    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code: fresh, password: PASSWORD } })).status).toBe(204);
    // A code works once.
    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code: fresh, password: PASSWORD } })).status).toBe(400);
  });

  it('the fifth attempt may still be the right one', async () => {
    const email = newEmail();
    await api.send('POST /auth/sign-up', { body: person(email) });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) await api.send('POST /auth/confirm-sign-up', { body: { email, code: wrong, password: PASSWORD } });
    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code, password: PASSWORD } })).status).toBe(204);
  });

  it('refuses a password the policy refuses (400 on `password`), leaving the code usable', async () => {
    const email = newEmail();
    await api.send('POST /auth/sign-up', { body: person(email) });
    const code = await latestCode(email);
    const weak = await api.sendUnchecked('POST /auth/confirm-sign-up', { body: { email, code, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.error.fieldErrors ?? {})).toEqual(['password']);
    expect((await api.send('POST /auth/confirm-sign-up', { body: { email, code, password: PASSWORD } })).status).toBe(204);
  });
});

describe('POST /auth/resend-code', () => {
  it('answers alike for an unknown, an unverified and a verified email, and mails only the unverified one', async () => {
    const unverified = newEmail();
    const unknown = newEmail();
    await api.send('POST /auth/sign-up', { body: person(unverified) });
    await latestCode(unverified, 1);
    const ownerMails = (await readInbox(s.sesEndpoint, owner.email)).length;
    const answers = [
      await rawAnswer('/auth/resend-code', { email: unverified }),
      await rawAnswer('/auth/resend-code', { email: unknown }),
      await rawAnswer('/auth/resend-code', { email: owner.email }),
    ];
    expect(answers[0].status).toBe(202);
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
    await latestCode(unverified, 2);
    // The new code went out (above); by then the other two would have been sent too, had they been queued.
    expect(await readInbox(s.sesEndpoint, unknown)).toEqual([]);
    expect((await readInbox(s.sesEndpoint, owner.email)).length).toBe(ownerMails);
  });
});
