/**
 * No personal data in the logs: the stack's log (handlers' structured logs and anything else the stack printed) holds
 * none of the test users' emails, names or SSN digits. Run last (the api project runs in band); the global teardown
 * repeats the scan over the complete log, whatever the order the files ran in.
 *
 * Scope: the local stack's log only. CloudFront's and API Gateway's access logs do not exist locally; what they keep of
 * a request is its URL, which must carry no personal data (docs/security.md D-1, T-6: staff search in a POST body).
 */
import { piiInLog } from './pii';
import { client, newUser, piiFile, registerPii, submit, readyOrder } from './helpers';
import { probateSample } from '../../shared/questionnaires/samples';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

it('logs none of the test users’ emails, names or SSN digits', async () => {
  // Make sure this file alone exercises the paths that handle personal data, failures included.
  const user = await newUser({ givenName: 'Perpetua', familyName: 'Villalobos-Xiquena' });
  await readyOrder(user, 'probate');
  // The answers' own personal data too: the SSN digits as a JSON string, the petitioner's name and email.
  registerPii(['"9264"', probateSample.petitioner.name, probateSample.petitioner.email]);
  const answers = { ...probateSample, decedentSsn4: '9264' };
  expect((await submit(user, 'probate', { ...answers, petitioner: { ...answers.petitioner, email: 'not-an-email' } })).status).toBe(400);
  const created = await submit(user, 'probate', answers);
  expect(created.status).toBe(201);
  expect((await client(user).send('GET /submissions/{id}/pdf', { params: { id: created.body.submission.id } })).status).toBe(200);
  expect((await client(user).send('PATCH /me', { body: { firstName: 'Perpetua', phone: 'not a phone' } })).status).toBe(400);

  const { leaks, scanned } = piiInLog(process.env.LDA_STACK_LOG!, piiFile());
  expect(scanned.values).toBeGreaterThan(3);
  expect(scanned.lines).toBeGreaterThan(10);
  expect(leaks).toEqual([]);
});
