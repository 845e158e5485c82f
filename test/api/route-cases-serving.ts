/**
 * Process serving's route cases (issue 32) for the authorization matrix and the contract test: each request built on
 * the world's owner (the client) and the file's shared servers (the one the job is assigned to, and another one), so
 * that the matrix holds every route to its access — a server sees only their assigned jobs, a client only their own
 * jobs and no photo unless shared, staff the console — and that nothing of the owner's changes for anyone else.
 */
import type { RouteKey } from '../../shared/api/routes';
import { DOOR_JPEG } from '../support/exif-jpeg';
import { client, newUser, PDF_BYTES, postToS3, sharedStaff } from './helpers';
import type { Case, World } from './route-cases';
import {
  attempt,
  newAttemptId,
  newServer,
  officeInstant,
  pastJob,
  serverRecord,
  smallClaimsJob,
  uploadPhoto,
  type TestServer,
} from './serving-helpers';

let assigned: Promise<TestServer> | null = null;
let another: Promise<TestServer> | null = null;
/** The server the world's jobs are assigned to (shared by the test file), and one they are not assigned to. */
export const sharedServer = (): Promise<TestServer> => (assigned ??= newServer());
export const otherServer = (): Promise<TestServer> => (another ??= newServer());

const staffClient = async () => client(await sharedStaff());

/** The world's service jobs, each made once. */
const jobs = {
  /** Assigned to the shared server, no attempts yet. */
  open: (w: World) => w.once('job:open', async () => w.keep(await pastJob(w.owner, await sharedServer(), 3))),
  /** With one attempt that carries an uploaded photo. */
  photo: (w: World) =>
    w.once('job:photo', async () => {
      const server = await sharedServer();
      const jobId = await jobs.open(w);
      const id = newAttemptId();
      const put = await client(server).send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
        params: { jobId, attemptId: id },
        body: attempt(officeInstant(1, 9, 30), { photo: true, noPhotoReason: undefined }),
      });
      expect(put.status).toBe(201);
      expect((await uploadPhoto(server, jobId, id, DOOR_JPEG())).status).toBe(200);
      return { jobId, attemptId: w.keep(id) };
    }),
  /** Served in person by the shared server (its proof can be signed). */
  served: (w: World) =>
    w.once('job:served', async () => {
      const server = await sharedServer();
      const jobId = w.keep(await pastJob(w.owner, server, 2, { method: 'personal' }));
      const put = await client(server).send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
        params: { jobId, attemptId: newAttemptId() },
        body: attempt(officeInstant(1, 18, 5), { outcome: 'served', servedDescription: 'Confirmed his name' }),
      });
      expect(put.status).toBe(201);
      return { jobId, version: put.body.job.version };
    }),
  /** Left with an adult after reasonable diligence: the mailing is next. */
  substituted: (w: World) =>
    w.once('job:substituted', async () => {
      const server = await sharedServer();
      const jobId = w.keep(await pastJob(w.owner, server, 4));
      const put = (at: Date, over = {}) =>
        client(server).send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
          params: { jobId, attemptId: newAttemptId() },
          body: attempt(at, over),
        });
      expect((await put(officeInstant(3, 8, 0))).status).toBe(201);
      expect((await put(officeInstant(2, 19, 0))).status).toBe(201);
      const left = await put(officeInstant(1, 13, 0), {
        outcome: 'substituted',
        substituted: { description: 'Man about 60', relation: 'Father, lives there', informed: true, adult: true },
      });
      expect(left.status).toBe(201);
      return { jobId, version: left.body.job.version };
    }),
  /** Signed by the shared server. */
  signed: (w: World) =>
    w.once('job:signed', async () => {
      const server = await sharedServer();
      const { jobId, version } = await jobs.served(w);
      const signed = await client(server).send('POST /field/jobs/{jobId}/proof', {
        params: { jobId },
        body: { signatureName: server.record.name, declared: true, expectedVersion: version },
      });
      expect(signed.status).toBe(200);
      return { jobId, version: signed.body.job.version };
    }),
  /** Paid at the office (a receipt exists). */
  paid: (w: World) =>
    w.once('job:paid', async () => {
      const jobId = await jobs.open(w);
      const staff = await staffClient();
      const job = await staff.call('GET /admin/service-jobs/{jobId}', { params: { jobId } });
      const paid = await staff.send('POST /admin/service-jobs/{jobId}/payment', {
        params: { jobId },
        body: { reference: 'Cash', expectedVersion: job.job.version },
      });
      expect(paid.status).toBe(200);
      return jobId;
    }),
  /** The owner's own order (service of their papers, waiting for uploads and payment). */
  order: (w: World) =>
    w.once('job:order', async () => {
      const res = await client(w.owner).send('POST /service-orders', {
        body: { ...smallClaimsJob(), directionConfirmed: true, locale: 'en' },
      });
      expect(res.status).toBe(201);
      return w.keep(res.body.job.id);
    }),
  /** The owner's order with its paper being uploaded (posted to S3, not yet confirmed). */
  uploading: (w: World) =>
    w.once('job:uploading', async () => {
      const jobId = await jobs.order(w);
      const started = await client(w.owner).send('POST /service-orders/{jobId}/papers/{paperId}', {
        params: { jobId, paperId: 'p1' },
        body: { label: 'SC-100', contentType: 'application/pdf', size: PDF_BYTES.length },
      });
      expect(started.status).toBe(200);
      expect(await postToS3(started.body.upload, PDF_BYTES)).toBe(204);
      return jobId;
    }),
  /** The owner's order with its paper uploaded, assigned to the shared server. */
  uploadedAndAssigned: (w: World) =>
    w.once('job:uploadedAssigned', async () => {
      const jobId = await jobs.uploading(w);
      const done = await client(w.owner).send('POST /service-orders/{jobId}/papers/{paperId}/complete', {
        params: { jobId, paperId: 'p1' },
      });
      expect(done.status).toBe(200);
      const assignedJob = await (
        await staffClient()
      ).send('POST /admin/service-jobs/{jobId}/assign', {
        params: { jobId },
        body: { serverSub: (await sharedServer()).sub, expectedVersion: done.body.job.version },
      });
      expect(assignedJob.status).toBe(200);
      return jobId;
    }),
  /** The owner's order, to be paid by card. */
  cardOrder: (w: World) =>
    w.once('job:card', async () => {
      const res = await client(w.owner).send('POST /service-orders', {
        body: { ...smallClaimsJob(), directionConfirmed: true, locale: 'es' },
      });
      const jobId = w.keep(res.body.job.id);
      expect(
        (await client(w.owner).send('POST /service-orders/{jobId}/payment-method', { params: { jobId }, body: { method: 'card' } })).status,
      ).toBe(200);
      return jobId;
    }),
  session: (w: World) =>
    w.once('job:session', async () => {
      const jobId = await jobs.cardOrder(w);
      const res = await client(w.owner).send('POST /service-orders/{jobId}/checkout', { params: { jobId } });
      expect(res.status).toBe(200);
      return w.keep(res.body.sessionId);
    }),
};

/** What the owner can read of their service jobs: what nobody else's request may change. */
const ownerJobs = async (w: World) => client(w.owner).call('GET /me/service-jobs');

type ServingKey = Extract<
  RouteKey,
  | `${string} /service-orders${string}`
  | `${string} /me/service-jobs${string}`
  | `${string} /field/${string}`
  | `${string} /admin/service-jobs${string}`
  | `${string} /admin/servers${string}`
  | `${string} /admin/submissions/{id}/service-${string}`
  | 'POST /payments/test-mode/{sessionId}/complete-service'
>;

export const SERVING_CASES: { [K in ServingKey]: Case<K> } = {
  // The client's side.
  'POST /service-orders': {
    request: async () => ({ body: { ...smallClaimsJob(), directionConfirmed: true, locale: 'en' } }),
    allowed: 201,
    others: 201,
  },
  'POST /service-orders/{jobId}/papers/{paperId}': {
    request: async (w) => ({
      params: { jobId: await jobs.order(w), paperId: 'p1' },
      body: { label: 'SC-100', contentType: 'application/pdf', size: PDF_BYTES.length },
    }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /service-orders/{jobId}/papers/{paperId}/complete': {
    request: async (w) => ({ params: { jobId: await jobs.uploading(w), paperId: 'p1' } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /service-orders/{jobId}/payment-method': {
    request: async (w) => ({ params: { jobId: await jobs.order(w) }, body: { method: 'office' } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /service-orders/{jobId}/checkout': {
    request: async (w) => ({ params: { jobId: await jobs.cardOrder(w) } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /payments/test-mode/{sessionId}/complete-service': {
    request: async (w) => ({ params: { sessionId: await jobs.session(w) } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'GET /me/service-jobs': { request: async (w) => (await jobs.open(w), {}), allowed: 200, others: 200 },
  'GET /me/service-jobs/{jobId}': { request: async (w) => ({ params: { jobId: await jobs.open(w) } }), allowed: 200 },
  'GET /me/service-jobs/{jobId}/proof': { request: async (w) => ({ params: { jobId: (await jobs.signed(w)).jobId } }), allowed: 200 },
  'GET /me/service-jobs/{jobId}/attempts/{attemptId}/photo': {
    request: async (w) => {
      const p = await jobs.photo(w);
      const staff = await staffClient();
      expect(
        (await staff.send('POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share', { params: p, body: { shared: true } })).status,
      ).toBe(200);
      return { params: p };
    },
    allowed: 200,
  },
  'GET /me/service-jobs/{jobId}/receipt': { request: async (w) => ({ params: { jobId: await jobs.paid(w) } }), allowed: 200 },

  // The field app: the assigned server only.
  'GET /field/jobs': { request: async (w) => (await jobs.open(w), {}), allowed: 200, others: 200 },
  'GET /field/jobs/{jobId}': { request: async (w) => ({ params: { jobId: await jobs.open(w) } }), allowed: 200 },
  'GET /field/jobs/{jobId}/papers/{paperId}': {
    request: async (w) => ({ params: { jobId: await jobs.uploadedAndAssigned(w), paperId: 'p1' } }),
    allowed: 200,
  },
  'PUT /field/jobs/{jobId}/attempts/{attemptId}': {
    request: async (w) => ({ params: { jobId: await jobs.open(w), attemptId: newAttemptId() }, body: attempt(officeInstant(1, 7, 0)) }),
    allowed: 201,
    ownerReads: ownerJobs,
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo': {
    request: async (w) => {
      const p = await jobs.photo(w);
      return { params: p, body: { contentType: 'image/jpeg', size: 1000, sha256: 'a'.repeat(64) } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete': {
    request: async (w) => ({ params: await jobs.photo(w) }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /field/jobs/{jobId}/mailing': {
    request: async (w) => {
      const { jobId, version } = await jobs.substituted(w);
      return {
        params: { jobId },
        body: {
          mailedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          city: 'Los Angeles, CA',
          how: 'usps',
          expectedVersion: version,
        },
      };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /field/jobs/{jobId}/unable': {
    request: async (w) => {
      const jobId = w.keep(await pastJob(w.owner, await sharedServer(), 1));
      return { params: { jobId }, body: { reason: 'Moved out two months ago, per the building manager.', expectedVersion: 2 } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'GET /field/jobs/{jobId}/proof/pdf': { request: async (w) => ({ params: { jobId: (await jobs.served(w)).jobId } }), allowed: 200 },
  'POST /field/jobs/{jobId}/proof': {
    request: async (w) => {
      const { jobId, version } = await jobs.served(w);
      return { params: { jobId }, body: { signatureName: (await sharedServer()).record.name, declared: true, expectedVersion: version } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },

  // The console.
  'GET /admin/service-jobs': { request: async (w) => (await jobs.open(w), { query: { state: 'open' } }), allowed: 200 },
  'POST /admin/service-jobs': {
    request: async () => ({
      body: {
        ...smallClaimsJob(),
        client: { name: 'Walk-in Client', email: 'walkin@example.test', locale: 'es' },
        paidAtOffice: true,
        paymentReference: 'Cash',
      },
    }),
    allowed: 201,
  },
  'GET /admin/service-jobs/{jobId}': { request: async (w) => ({ params: { jobId: await jobs.open(w) } }), allowed: 200 },
  'POST /admin/service-jobs/{jobId}/assign': {
    request: async (w) => {
      const jobId = w.keep(await pastJob(w.owner, await sharedServer(), 1));
      return { params: { jobId }, body: { serverSub: (await otherServer()).sub, expectedVersion: 2 } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share': {
    request: async (w) => ({ params: await jobs.photo(w), body: { shared: false } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'GET /admin/service-jobs/{jobId}/attempts/{attemptId}/photo': { request: async (w) => ({ params: await jobs.photo(w) }), allowed: 200 },
  'GET /admin/service-jobs/{jobId}/proof': { request: async (w) => ({ params: { jobId: (await jobs.signed(w)).jobId } }), allowed: 200 },
  'POST /admin/service-jobs/{jobId}/filed': {
    request: async (w) => {
      const { jobId, version } = await jobs.signed(w);
      return { params: { jobId }, body: { filedOn: new Date().toISOString().slice(0, 10), expectedVersion: version } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /admin/service-jobs/{jobId}/cancel': {
    request: async (w) => ({ params: { jobId: await jobs.order(w) }, body: { reason: 'Client asked to cancel', expectedVersion: 1 } }),
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'POST /admin/service-jobs/{jobId}/payment': {
    request: async (w) => {
      const jobId = w.keep(await pastJob(w.owner, await sharedServer(), 1));
      return { params: { jobId }, body: { reference: 'Card terminal 4412', expectedVersion: 2 } };
    },
    allowed: 200,
    ownerReads: ownerJobs,
  },
  'GET /admin/service-jobs/{jobId}/receipt': { request: async (w) => ({ params: { jobId: await jobs.paid(w) } }), allowed: 200 },
  'GET /admin/submissions/{id}/service-draft': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'POST /admin/submissions/{id}/service-jobs': {
    request: async (w) => ({ params: { id: await w.submission() }, body: smallClaimsJob() }),
    allowed: 201,
    ownerReads: ownerJobs,
  },
  'GET /admin/servers': { request: async () => (await sharedServer(), {}), allowed: 200 },
  'POST /admin/servers': {
    request: async () => ({ body: { email: (await newUser()).email, record: serverRecord() } }),
    allowed: 201,
  },
  'PUT /admin/servers/{serverSub}': {
    request: async () => {
      const server = await newServer();
      return { params: { serverSub: server.sub }, body: { record: { ...server.record, phone: '(323) 555-0199' }, expectedVersion: 1 } };
    },
    allowed: 200,
  },
  'DELETE /admin/servers/{serverSub}': { request: async () => ({ params: { serverSub: (await newServer()).sub } }), allowed: 204 },
};
