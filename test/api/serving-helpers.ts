/**
 * Process serving helpers for the api suite (issue 32): registered servers made the way the office makes them (an
 * account added to the roster by staff through the console's route, then signed in through the staff client with an
 * authenticator, as the field app does), job bodies, and jobs created by the library with a clock in the past (so
 * attempts can be spread over days, as they are in the field).
 */
import { randomUUID, createHash } from 'node:crypto';
import { staffSignIn } from '../../infra/local/tokens';
import type { AttemptRequest, CaseJobRequest, ServerRecord } from '../../shared/api/serving';
import { client, newUser, postToS3, sharedStaff, stack, type TestUser } from './helpers';
import { useStackEnvironment } from './notary-helpers';

const iso = (d: Date) => d.toISOString().slice(0, 10);
export const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

export function serverRecord(over: Partial<ServerRecord> = {}): ServerRecord {
  return {
    name: 'Sofía Rivera',
    phone: '(323) 555-0148',
    street: '4521 Whittier Blvd, Suite 2',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90022',
    registrationNumber: `PS-2025-${Math.floor(1000 + Math.random() * 8999)}`,
    county: 'Los Angeles',
    registrationExpires: daysFromNow(400),
    bondExpires: daysFromNow(300),
    ...over,
  };
}

export interface TestServer extends TestUser {
  record: ServerRecord;
}

/** A registered process server: an account, put on the roster by staff, signed in through the staff client. */
export async function newServer(over: Partial<ServerRecord> = {}): Promise<TestServer> {
  const user = await newUser();
  const record = serverRecord({ name: `${user.givenName} ${user.familyName}`, ...over });
  const added = await client(await sharedStaff()).send('POST /admin/servers', { body: { email: user.email, record } });
  expect(added.status).toBe(201);
  const s = stack();
  const signedIn = await staffSignIn(s.cognitoEndpoint, s.staffUserPoolClientId, user.email, user.password);
  return { ...user, token: signedIn.tokens.idToken, totpSecret: signedIn.totpSecret, record };
}

/** The small-claims job body a case's draft gives (servee, address, SC-100, trial in 30 days). */
export function smallClaimsJob(over: Partial<CaseJobRequest> = {}): CaseJobRequest {
  return {
    paperKind: 'small_claims',
    method: 'personal_or_substituted',
    servee: { kind: 'person', name: 'Roberto Salinas Ochoa', description: 'About 45, 5\'9", grey hair, drives a white pickup' },
    addresses: [
      { kind: 'home', street: '1718 N Alvarado St', unit: 'Apt 3', city: 'Los Angeles', state: 'CA', zip: '90026' },
      { kind: 'work', street: '4400 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90027' },
    ],
    caption: {
      court: 'Stanley Mosk Courthouse, 111 N. Hill St., Los Angeles, CA 90012',
      caseNumber: '26SMCV01234',
      caseName: 'García v. Salinas Ochoa',
    },
    deadline: { basis: 'small_claims', hearingDate: daysFromNow(30), outsideCounty: false },
    safetyNotes: 'Large dog in the yard; knock at the side gate.',
    rush: false,
    papers: ['SC-100, Plaintiff’s Claim and ORDER to Go to Small Claims Court'],
    directionConfirmed: true,
    ...over,
  };
}

/**
 * A job made by the library (not the API) with its creation and assignment `daysAgo` in the past, for tests that need
 * attempts on several days. The client is `owner` (a case-less order).
 */
export async function pastJob(owner: TestUser, server: TestServer, daysAgo: number, over: Partial<CaseJobRequest> = {}) {
  useStackEnvironment();
  const { newJobItem, createServiceJob, assign } = await import('../../functions/lib/domain/serving');
  const { getServer } = await import('../../functions/lib/store/serving');
  const then = new Date(Date.now() - daysAgo * 86_400_000);
  const body = smallClaimsJob(over);
  const by = { sub: 'staff-test', name: 'Staff Test' };
  const job = newJobItem({ ...body, rush: body.rush ?? false, caption: body.caption ?? {} } as never, {
    origin: 'order',
    owner: owner.sub,
    client: { name: `${owner.givenName} ${owner.familyName}`, email: owner.email, phone: null, locale: 'es' },
    caseId: null,
    questionnaireType: null,
    paperSource: 'office',
    by,
    now: then,
  });
  await createServiceJob(job, by);
  const staffCaller = {
    sub: 'staff-test',
    email: 'staff@example.test',
    givenName: 'Staff',
    familyName: 'Test',
    groups: ['admin'],
    isAdmin: true,
  };
  await assign(staffCaller, job, await getServer(server.sub), 1, then);
  return job.id;
}

/** An attempt as the field app sends it: made `at`, at the job's first address unless told. */
export function attempt(at: Date, over: Partial<AttemptRequest> = {}): AttemptRequest {
  return {
    at: at.toISOString(),
    addressId: 'a1',
    outcome: 'no_answer',
    geo: { lat: 34.0902, lng: -118.2765, accuracy: 12, at: at.toISOString() },
    photo: false,
    noPhotoReason: 'Test: no photo',
    notes: 'Lights off, no car in the driveway.',
    ...over,
  };
}

/** The instant `daysAgo` days back at `hour`:`minute` office time (Los Angeles). */
export function officeInstant(daysAgo: number, hour: number, minute = 0): Date {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
  for (const offset of [7, 8]) {
    const at = new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
    at.setUTCHours(at.getUTCHours() + offset);
    const back = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(at);
    if (Number(back) === hour) return at;
  }
  throw new Error('No such office time');
}

export const newAttemptId = () => randomUUID();

/** Upload a photo for an attempt the way the field app does: declare, post the bytes to S3, complete. */
export async function uploadPhoto(server: TestUser, jobId: string, attemptId: string, bytes: Uint8Array) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const started = await client(server).send('POST /field/jobs/{jobId}/attempts/{attemptId}/photo', {
    params: { jobId, attemptId },
    body: { contentType: 'image/jpeg', size: bytes.length, sha256 },
  });
  expect(started.status).toBe(200);
  if (started.body.upload) expect(await postToS3(started.body.upload, bytes)).toBe(204);
  return client(server).send('POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete', { params: { jobId, attemptId } });
}
