/** Drafts: a questionnaire in progress, one per type and user, any JSON object up to 200 KB, never validated. */
import { call, newUser, type TestUser } from './helpers';

let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  [user, other] = await Promise.all([newUser(), newUser()]);
});

it('saves, reads, replaces, lists and deletes a draft', async () => {
  expect((await call('GET', '/drafts/probate', { token: user.token })).status).toBe(404);

  const partial = { decedentName: 'Roberto', heirs: [{ name: 'Ana' }], nested: { deep: { deeper: [1, 2, { x: null }] } } };
  const saved = await call('PUT', '/drafts/probate', { token: user.token, body: { answers: partial, step: 'estate' } });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({
    questionnaireType: 'probate',
    step: 'estate',
    createdAt: expect.any(String),
    updatedAt: saved.body.createdAt,
  });

  const read = await call('GET', '/drafts/probate', { token: user.token });
  expect(read.body).toEqual({ ...saved.body, answers: partial });

  const replaced = await call('PUT', '/drafts/probate', { token: user.token, body: { answers: { decedentName: 'Roberto A.' } } });
  expect(replaced.body).toMatchObject({ step: null, createdAt: saved.body.createdAt });
  expect((await call('GET', '/drafts/probate', { token: user.token })).body.answers).toEqual({ decedentName: 'Roberto A.' });

  await call('PUT', '/drafts/name-change', { token: user.token, body: { answers: {}, step: 'you' } });
  const list = await call('GET', '/drafts', { token: user.token });
  expect(list.body.items.map((d: { questionnaireType: string }) => d.questionnaireType).sort()).toEqual(['name-change', 'probate']);
  expect(list.text).not.toContain('Roberto');

  expect((await call('DELETE', '/drafts/probate', { token: user.token })).status).toBe(204);
  expect((await call('GET', '/drafts/probate', { token: user.token })).status).toBe(404);
  expect((await call('DELETE', '/drafts/probate', { token: user.token })).status).toBe(404);
});

it('keeps drafts apart per user', async () => {
  await call('PUT', '/drafts/dissolution', { token: user.token, body: { answers: { mine: true } } });
  expect((await call('GET', '/drafts/dissolution', { token: other.token })).status).toBe(404);
  expect((await call('GET', '/drafts', { token: other.token })).body.items).toEqual([]);
  expect((await call('DELETE', '/drafts/dissolution', { token: other.token })).status).toBe(404);
  expect((await call('GET', '/drafts/dissolution', { token: user.token })).body.answers).toEqual({ mine: true });
});

it('accepts answers up to 200 KB and any JSON inside the object', async () => {
  const big = {
    text: 'x'.repeat(199 * 1024),
    numbers: [1e300, -0.5, Number.MAX_SAFE_INTEGER, 1e-200],
    unicode: 'ñ 中文 😀',
    '': 'empty key',
  };
  const res = await call('PUT', '/drafts/small-claims', { token: user.token, body: { answers: big } });
  expect(res.status).toBe(200);
  expect((await call('GET', '/drafts/small-claims', { token: user.token })).body.answers).toEqual(JSON.parse(JSON.stringify(big)));
});

it('answers 404 for a questionnaire type that does not exist', async () => {
  expect((await call('PUT', '/drafts/not-a-type', { token: user.token, body: { answers: {} } })).status).toBe(404);
  expect((await call('GET', '/drafts/not-a-type', { token: user.token })).status).toBe(404);
});
