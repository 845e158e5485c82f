/**
 * Process serving through the API (issue 32), on the real stack: a job from a small-claims case in one step; the
 * field app's attempts (idempotent by the phone's id, the photo's original bytes kept with an arrival record);
 * substituted service refused until the diligence rule in force is met; the mailing and its 10th day; the SC-104
 * signed by the server who served — and refused to anyone else, or to an expired registration; the client's view
 * (no photo unless shared) and emails in their language.
 */
import { createHash } from 'node:crypto';
import { readInbox } from '../../infra/local/ses';
import { readExif } from '../../functions/lib/serving/exif';
import { DOOR_JPEG, withExif } from '../support/exif-jpeg';
import { client, newSubmission, newUser, sharedStaff, stack, type TestUser } from './helpers';
import {
  attempt,
  daysFromNow,
  newAttemptId,
  newServer,
  officeInstant,
  pastJob,
  smallClaimsJob,
  uploadPhoto,
  type TestServer,
} from './serving-helpers';

jest.setTimeout(120_000);

let staff: TestUser;
let server: TestServer;
let otherServer: TestServer;
beforeAll(async () => {
  staff = await sharedStaff();
  [server, otherServer] = await Promise.all([newServer(), newServer()]);
});

const field = (who: TestUser = server) => client(who);

describe('a job from a small-claims case', () => {
  it('drafts the job from the answers, creates it in one step, and only the assigned server sees it', async () => {
    const owner = await newUser();
    const submission = await newSubmission(owner, 'small-claims');
    const draft = await client(staff).send('GET /admin/submissions/{id}/service-draft', { params: { id: submission.id } });
    expect(draft.status).toBe(200);
    expect(draft.body.paperKind).toBe('small_claims');
    expect(draft.body.papers[0]).toMatch(/^SC-100/);
    expect(draft.body.servees[0]).toMatchObject({
      role: 'defendant',
      servee: { kind: 'business', name: 'Sunset Auto Repair LLC', agentName: 'Arturo Beltrán' },
      addresses: [
        expect.objectContaining({ street: '350 S Grand Ave, Suite 1200', city: 'Los Angeles' }),
        expect.objectContaining({ street: '4400 Sunset Blvd' }),
      ],
    });

    const s = draft.body.servees[0];
    const created = await client(staff).send('POST /admin/submissions/{id}/service-jobs', {
      params: { id: submission.id },
      body: smallClaimsJob({
        servee: { kind: 'business', name: s.servee.name, agentName: s.servee.agentName!, agentTitle: 'Registered agent' },
        addresses: s.addresses.map((a) => ({ kind: a.kind, street: a.street, city: a.city, state: a.state, zip: a.zip })),
        papers: draft.body.papers,
      }),
    });
    expect(created.status).toBe(201);
    const job = created.body.job;
    expect(job).toMatchObject({ state: 'new', caseId: submission.id, proofForm: 'SC-104', priceCents: 8500, origin: 'case' });
    // Small claims: served at least 15 days before the trial, substituted 10 days earlier, the proof 5 days before.
    expect(job.deadline).toMatchObject({
      basis: 'small_claims',
      serveBy: daysFromNow(15),
      substituteBy: daysFromNow(5),
      proofBy: daysFromNow(25),
    });

    // Not assigned yet: no server sees it.
    expect((await field().send('GET /field/jobs/{jobId}', { params: { jobId: job.id } })).status).toBe(404);
    const assigned = await client(staff).send('POST /admin/service-jobs/{jobId}/assign', {
      params: { jobId: job.id },
      body: { serverSub: server.sub, expectedVersion: job.version },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.job.state).toBe('assigned');
    const mine = await field().send('GET /field/jobs', {});
    expect(mine.body.items.map((i) => i.id)).toContain(job.id);
    expect(mine.body.registration).toMatchObject({ number: server.record.registrationNumber, current: true });
    expect((await field(otherServer).send('GET /field/jobs/{jobId}', { params: { jobId: job.id } })).status).toBe(404);
    expect((await field(otherServer).send('GET /field/jobs', {})).body.items.map((i) => i.id)).not.toContain(job.id);
    // The client sees it on their case, without the server's field data.
    const mineAsClient = await client(owner).send('GET /me/service-jobs', {});
    expect(mineAsClient.body.items.map((j) => j.id)).toContain(job.id);
    // Staff and clients are not servers.
    expect((await client(staff).send('GET /field/jobs', {})).status).toBe(403);
    expect((await client(owner).send('GET /field/jobs', {})).status).toBe(403);
  });
});

describe('attempts from the field app', () => {
  it('records an attempt once: the same one sent again changes nothing; another under its id is refused', async () => {
    const owner = await newUser();
    const jobId = await pastJob(owner, server, 3);
    const id = newAttemptId();
    const body = attempt(officeInstant(1, 9, 15));
    const first = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', { params: { jobId, attemptId: id }, body });
    expect(first.status).toBe(201);
    expect(first.body.duplicate).toBe(false);
    const again = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', { params: { jobId, attemptId: id }, body });
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.job.attempts).toHaveLength(1);
    const other = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: id },
      body: { ...body, outcome: 'not_home' },
    });
    expect(other.status).toBe(409);
    expect(other.error?.code).toBe('idempotency_conflict');
    // Another server cannot write to it (their own jobs only), nor can the time be in the future.
    expect(
      (
        await field(otherServer).send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
          params: { jobId, attemptId: newAttemptId() },
          body,
        })
      ).status,
    ).toBe(404);
    const future = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: newAttemptId() },
      body: attempt(new Date(Date.now() + 3_600_000)),
    });
    expect(future.status).toBe(400);
    expect(future.error?.fieldErrors?.at).toEqual(['serving.errors.future']);
  });

  it('keeps the photo’s original bytes and EXIF, with the server’s record of its arrival, once', async () => {
    const owner = await newUser();
    const jobId = await pastJob(owner, server, 2);
    const id = newAttemptId();
    // Yesterday (office time): after the assignment two days ago and never in the future, whatever the hour of the run.
    const put = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: id },
      body: attempt(officeInstant(1, 7, 40), { photo: true, noPhotoReason: undefined }),
    });
    expect(put.status).toBe(201);
    expect(put.body.job.photosWaiting).toEqual([id]);
    const photo = withExif(DOOR_JPEG(), '2026-11-27T07:40:12', { lat: 34.0902, lng: -118.2765 });
    const done = await uploadPhoto(server, jobId, id, photo);
    expect(done.status).toBe(200);
    expect(done.body.attempt.photo).toMatchObject({
      size: photo.length,
      contentType: 'image/jpeg',
      takenAt: '2026-11-27T07:40:12',
      exifGps: { lat: expect.closeTo(34.0902, 4), lng: expect.closeTo(-118.2765, 4) },
    });
    expect(done.body.attempt.photo.receivedAt).not.toBeNull();
    // Sent again (the answer was lost): the same record, no second upload asked for.
    const again = await client(server).send('POST /field/jobs/{jobId}/attempts/{attemptId}/photo', {
      params: { jobId, attemptId: id },
      body: { contentType: 'image/jpeg', size: photo.length, sha256: createHash('sha256').update(photo).digest('hex') },
    });
    expect(again.body).toEqual({ received: true, upload: null });
    // The bytes in S3 are the camera's, EXIF included; the arrival record sits beside them.
    const link = await client(staff).send('GET /admin/service-jobs/{jobId}/attempts/{attemptId}/photo', {
      params: { jobId, attemptId: id },
    });
    const stored = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(photo).digest('hex'));
    expect(readExif(stored).gps).not.toBeNull();
    const { useStackEnvironment } = await import('./notary-helpers');
    useStackEnvironment();
    process.env.DOCUMENTS_BUCKET = stack().documentsBucket;
    process.env.S3_ENDPOINT = stack().s3Endpoint;
    const { arrivalOf } = await import('../../functions/lib/serving/photos');
    expect(await arrivalOf(jobId, id)).toMatchObject({
      jobId,
      attemptId: id,
      size: photo.length,
      exif: { takenAt: '2026-11-27T07:40:12' },
    });
  });

  it('refuses a photo whose bytes are not the ones declared, and keeps nothing of it', async () => {
    const owner = await newUser();
    const jobId = await pastJob(owner, server, 2);
    const id = newAttemptId();
    const put = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: id },
      body: attempt(officeInstant(1, 8, 5), { photo: true, noPhotoReason: undefined }),
    });
    expect(put.status).toBe(201);
    const photo = DOOR_JPEG();
    const started = await client(server).send('POST /field/jobs/{jobId}/attempts/{attemptId}/photo', {
      params: { jobId, attemptId: id },
      body: { contentType: 'image/jpeg', size: photo.length, sha256: '0'.repeat(64) },
    });
    const { postToS3 } = await import('./helpers');
    expect(await postToS3(started.body.upload!, photo)).toBe(204);
    const done = await client(server).send('POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete', {
      params: { jobId, attemptId: id },
    });
    expect(done.status).toBe(400);
    expect(done.error?.fieldErrors?.photo).toEqual(['serving.errors.photoChanged']);
    const job = await field().send('GET /field/jobs/{jobId}', { params: { jobId } });
    expect(job.body.job.photosWaiting).toEqual([id]);
  });
});

describe('substituted service, the mailing and the proof', () => {
  it('refuses substituted service after two attempts on one day, allows it after 3 days at 3 times, and the server signs SC-104', async () => {
    const owner = await newUser();
    const jobId = await pastJob(owner, server, 6);
    const put = (at: Date, over = {}) =>
      field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
        params: { jobId, attemptId: newAttemptId() },
        body: attempt(at, over),
      });
    const substituted = {
      outcome: 'substituted' as const,
      substituted: {
        recipientName: 'Marta Salinas',
        description: 'Woman about 40, brown hair',
        relation: 'Wife, lives there',
        informed: true as const,
        adult: true as const,
      },
    };

    expect((await put(officeInstant(5, 8, 10))).status).toBe(201);
    expect((await put(officeInstant(5, 8, 40))).status).toBe(201);
    const tooSoon = await put(officeInstant(5, 9, 5), substituted);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.error?.code).toBe('diligence_not_met');
    expect(tooSoon.error?.fieldErrors?.outcome).toContain('serving.diligence.missing.days');

    expect((await put(officeInstant(4, 13, 20))).status).toBe(201);
    expect((await put(officeInstant(3, 19, 45), { addressId: 'a2' })).status).toBe(201);
    const before = await field().send('GET /field/jobs/{jobId}', { params: { jobId } });
    expect(before.body.job.diligence).toMatchObject({ met: true, days: 3, bands: ['morning', 'afternoon', 'evening'] });
    const left = await put(officeInstant(2, 18, 30), substituted);
    expect(left.status).toBe(201);
    expect(left.body.job.state).toBe('substituted');
    // No more attempts; the proof waits for the mailing.
    expect((await put(officeInstant(1, 10, 0))).status).toBe(409);
    const version = left.body.job.version;
    const early = await client(server).send('POST /field/jobs/{jobId}/proof', {
      params: { jobId },
      body: { signatureName: server.record.name, declared: true, expectedVersion: version },
    });
    expect(early.status).toBe(409);

    const mailed = await client(server).send('POST /field/jobs/{jobId}/mailing', {
      params: { jobId },
      body: { mailedOn: daysFromNow(-1), city: 'Los Angeles, CA', how: 'usps', expectedVersion: version },
    });
    expect(mailed.status).toBe(200);
    expect(mailed.body.job.mailing).toMatchObject({ mailedOn: daysFromNow(-1), completeOn: daysFromNow(9) });
    expect(mailed.body.job.completeOn).toBe(daysFromNow(9));

    // Staff never sign for the server; another server is not theirs to sign.
    expect(
      (
        await client(staff).send('POST /field/jobs/{jobId}/proof', {
          params: { jobId },
          body: { signatureName: 'X', declared: true, expectedVersion: mailed.body.job.version },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await client(otherServer).send('POST /field/jobs/{jobId}/proof', {
          params: { jobId },
          body: { signatureName: 'X', declared: true, expectedVersion: mailed.body.job.version },
        })
      ).status,
    ).toBe(404);

    const preview = await client(server).send('GET /field/jobs/{jobId}/proof/pdf', { params: { jobId } });
    expect(preview.status).toBe(200);
    const signed = await client(server).send('POST /field/jobs/{jobId}/proof', {
      params: { jobId },
      body: { signatureName: server.record.name, declared: true, expectedVersion: mailed.body.job.version },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.job).toMatchObject({ state: 'proof_signed', proof: { form: 'SC-104', signedBy: expect.any(String) } });

    // The client: the proof to download, attempts with time and outcome, no GPS; no photo unless shared.
    const mine = await client(owner).send('GET /me/service-jobs/{jobId}', { params: { jobId } });
    // Five recorded: the refused substitution (409) and the attempt after service (409) changed nothing.
    expect(mine.body.job.attempts).toHaveLength(5);
    expect(JSON.stringify(mine.body.job)).not.toContain('34.0902');
    expect(JSON.stringify(mine.body.job)).not.toContain('Lights off');
    const link = await client(owner).send('GET /me/service-jobs/{jobId}/proof', { params: { jobId } });
    expect(link.status).toBe(200);
    const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    // Emails at service and at proof, in the client's language (Spanish), without names.
    const mails = async () => (await readInbox(stack().sesEndpoint, owner.email)).map((m) => m.subject);
    for (let i = 0; i < 60 && (await mails()).length < 2; i++) await new Promise((r) => setTimeout(r, 250));
    expect((await mails()).sort()).toEqual(
      ['Sus documentos se dejaron con un adulto y se enviarán por correo', 'Su comprobante de entrega está listo'].sort(),
    );
    const bodies = (await readInbox(stack().sesEndpoint, owner.email)).map((m) => JSON.stringify(m));
    for (const b of bodies) expect(b).not.toContain('Salinas');
  });

  it('refuses to let a server whose registration or bond expired sign', async () => {
    const owner = await newUser();
    const lapsing = await newServer();
    const jobId = await pastJob(owner, lapsing, 2, { method: 'personal' });
    const served = await field(lapsing).send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: newAttemptId() },
      body: attempt(officeInstant(1, 17, 30), { outcome: 'served', servedDescription: 'Confirmed his name; man about 45' }),
    });
    expect(served.status).toBe(201);
    const roster = await client(staff).send('GET /admin/servers', {});
    const row = roster.body.items.find((r) => r.sub === lapsing.sub)!;
    const expired = await client(staff).send('PUT /admin/servers/{serverSub}', {
      params: { serverSub: lapsing.sub },
      body: { record: { ...row.record, bondExpires: daysFromNow(-1) }, expectedVersion: row.version },
    });
    expect(expired.status).toBe(200);
    expect(expired.body.server).toMatchObject({ current: false, alert: 30 });
    const refused = await client(lapsing).send('POST /field/jobs/{jobId}/proof', {
      params: { jobId },
      body: { signatureName: lapsing.record.name, declared: true, expectedVersion: served.body.job.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('registration_expired');
  });

  it('shows a client an attempt’s photo only once staff share it', async () => {
    const owner = await newUser();
    const jobId = await pastJob(owner, server, 2);
    const id = newAttemptId();
    const put = await field().send('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
      params: { jobId, attemptId: id },
      body: attempt(officeInstant(1, 7, 10), { photo: true, noPhotoReason: undefined }),
    });
    expect(put.status).toBe(201);
    expect((await uploadPhoto(server, jobId, id, DOOR_JPEG())).status).toBe(200);
    const asClient = () =>
      client(owner).send('GET /me/service-jobs/{jobId}/attempts/{attemptId}/photo', { params: { jobId, attemptId: id } });
    expect((await asClient()).status).toBe(404);
    expect(
      (
        await client(staff).send('POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share', {
          params: { jobId, attemptId: id },
          body: { shared: true },
        })
      ).status,
    ).toBe(200);
    expect((await asClient()).status).toBe(200);
    expect(
      (await client(await newUser()).send('GET /me/service-jobs/{jobId}/attempts/{attemptId}/photo', { params: { jobId, attemptId: id } }))
        .status,
    ).toBe(404);
  });
});
