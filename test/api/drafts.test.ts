/** Drafts: a questionnaire in progress, one per type and user, any JSON object up to 200 KB, never validated. */
import type { QuestionnaireType } from '../../shared/catalogue';
import { client, newUser, type TestUser } from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  [user, other] = await Promise.all([newUser(), newUser()]);
});

const draft = (who: TestUser, questionnaireType: QuestionnaireType) => {
  const params = { questionnaireType };
  return {
    get: () => client(who).send('GET /drafts/{questionnaireType}', { params }),
    put: (answers: Record<string, unknown>, step?: string) =>
      client(who).send('PUT /drafts/{questionnaireType}', { params, body: { answers, step } }),
    delete: () => client(who).send('DELETE /drafts/{questionnaireType}', { params }),
  };
};

it('saves, reads, replaces, lists and deletes a draft', async () => {
  const probate = draft(user, 'probate');
  expect((await probate.get()).status).toBe(404);

  const partial = { decedentName: 'Roberto', heirs: [{ name: 'Ana' }], nested: { deep: { deeper: [1, 2, { x: null }] } } };
  const saved = await probate.put(partial, 'estate');
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({
    questionnaireType: 'probate',
    step: 'estate',
    createdAt: expect.any(String),
    updatedAt: saved.body.createdAt,
    expiresAt: expect.any(String),
  });
  // Kept until 90 days after the last save (D-2), in whole seconds (DynamoDB TTL).
  const ninetyDays = 90 * 24 * 3600 * 1000;
  expect(Date.parse(saved.body.expiresAt)).toBe(Math.floor(Date.parse(saved.body.updatedAt) / 1000) * 1000 + ninetyDays);

  const read = await probate.get();
  expect(read.body).toEqual({ ...saved.body, answers: partial });

  const replaced = await probate.put({ decedentName: 'Roberto A.' });
  expect(replaced.body).toMatchObject({ step: null, createdAt: saved.body.createdAt });
  // Each save moves the expiry with it.
  expect(Date.parse(replaced.body.expiresAt)).toBe(Math.floor(Date.parse(replaced.body.updatedAt) / 1000) * 1000 + ninetyDays);
  expect((await probate.get()).body.answers).toEqual({ decedentName: 'Roberto A.' });

  await draft(user, 'name-change').put({}, 'you');
  const list = await client(user).send('GET /drafts');
  expect(list.body.items.map((d) => d.questionnaireType).sort()).toEqual(['name-change', 'probate']);
  expect(list.text).not.toContain('Roberto');

  expect((await probate.delete()).status).toBe(204);
  expect((await probate.get()).status).toBe(404);
  expect((await probate.delete()).status).toBe(404);
});

it('keeps drafts apart per user', async () => {
  await draft(user, 'dissolution').put({ mine: true });
  const theirs = draft(other, 'dissolution');
  expect((await theirs.get()).status).toBe(404);
  expect((await client(other).send('GET /drafts')).body.items).toEqual([]);
  expect((await theirs.delete()).status).toBe(404);
  expect((await draft(user, 'dissolution').get()).body.answers).toEqual({ mine: true });
});

it('accepts answers up to 200 KB and any JSON inside the object', async () => {
  const big = {
    text: 'x'.repeat(199 * 1024),
    numbers: [1e300, -0.5, Number.MAX_SAFE_INTEGER, 1e-200],
    unicode: 'ñ 中文 😀',
    '': 'empty key',
  };
  const smallClaims = draft(user, 'small-claims');
  const res = await smallClaims.put(big);
  expect(res.status).toBe(200);
  expect((await smallClaims.get()).body.answers).toEqual(JSON.parse(JSON.stringify(big)));
});

it('answers 404 for a questionnaire type that does not exist', async () => {
  const params = { questionnaireType: 'not-a-type' };
  expect((await client(user).sendUnchecked('PUT /drafts/{questionnaireType}', { params, body: { answers: {} } })).status).toBe(404);
  expect((await client(user).sendUnchecked('GET /drafts/{questionnaireType}', { params })).status).toBe(404);
});

it('names a type by its public slug in the path (what the web sends), or by its id: the same draft', async () => {
  // The request URL lands in CloudFront's and API Gateway's logs: the web names the domestic-violence questionnaire by
  // its neutral slug (issue 17, D-3); the draft is stored and answered under the type id.
  const bySlug = { questionnaireType: 'document-preparation' };
  const saved = await client(user).send('PUT /drafts/{questionnaireType}', { params: bySlug, body: { answers: { q: 1 } } });
  expect(saved.status).toBe(200);
  expect(saved.body.questionnaireType).toBe('domestic-violence');
  expect((await draft(user, 'domestic-violence').get()).body.answers).toEqual({ q: 1 });
  expect((await client(user).send('GET /drafts/{questionnaireType}', { params: bySlug })).body.answers).toEqual({ q: 1 });
  expect((await client(user).send('DELETE /drafts/{questionnaireType}', { params: bySlug })).status).toBe(204);
  expect((await draft(user, 'domestic-violence').get()).status).toBe(404);
});
