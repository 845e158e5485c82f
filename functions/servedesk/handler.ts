import { servedeskContract } from '../../shared/api/contracts/servedesk';
import { FIELD_STATES, OPEN_STATES, registrationStatus, EXPIRY_ALERT_DAYS } from '../../shared/serving/jobs';
import { addDays, fromOfficeTime } from '../../shared/notary/time';
import { SERVED_PAPERS, serveesFromAnswers } from '../../shared/serving/from-case';
import type { Caller } from '../lib/auth';
import * as serving from '../lib/domain/serving';
import { ApiError, notFound, validationFailed } from '../lib/errors';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { notifyServing } from '../lib/outbox/outbox';
import { assertSessionNotRevoked } from '../lib/revocation';
import { getSubmissionWithAnswers } from '../lib/store/submissions';
import {
  boardJobs,
  changeJob,
  getAttempt,
  getJob,
  getJobFile,
  getServer,
  jobsOfServer,
  listServers,
  putServer,
  setPhotoShared,
  type JobItem,
  type ServerItem,
} from '../lib/store/serving';

async function adminJob(jobId: string) {
  const file = await getJobFile(jobId);
  if (!file) throw notFound('No such service job');
  return serving.toAdminJob(file.job, file.attempts, file.events);
}

async function job(jobId: string): Promise<JobItem> {
  const found = await getJob(jobId);
  if (!found) throw notFound('No such service job');
  return found;
}

/** The staff alerts before a registration or bond expires (60 and 30 days), those still ahead. */
function expiryAlerts(s: Pick<ServerItem, 'sub' | 'registrationExpires' | 'bondExpires'>, now: Date) {
  const { expiresOn } = registrationStatus(s, serving.todayOffice(now));
  return EXPIRY_ALERT_DAYS.map((days) => fromOfficeTime(addDays(expiresOn, -days), '09:00'))
    .filter((at) => at.getTime() > now.getTime())
    .map((dueAt) => notifyServing({ server: { sub: s.sub, expiresOn }, dueAt }, now));
}

async function serverRow(s: ServerItem) {
  const jobs = await jobsOfServer(s.sub);
  return serving.toServerRow(s, jobs.filter((j) => FIELD_STATES.has(j.state)).length, serving.todayOffice());
}

const clientOfCase = (meta: { clientName: string; clientEmail: string; locale: 'en' | 'es' }) => ({
  name: meta.clientName,
  email: meta.clientEmail || null,
  phone: null,
  locale: meta.locale,
});

/** The console's process-serving desk (issue 32): createHandler has checked the admin group and the session. */
export const handler = createHandler(withSessionCheck(servedeskContract, assertSessionNotRevoked), {
  'GET /admin/service-jobs': async (req) => {
    const today = serving.todayOffice();
    const { state, server, atRisk } = req.query;
    const rows = (await boardJobs())
      .filter((j) => !state || (state === 'open' ? OPEN_STATES.has(j.state) || FIELD_STATES.has(j.state) : j.state === state))
      .filter((j) => !server || j.serverSub === server)
      .map((j) => serving.toRow(j, today))
      .filter((r) => atRisk === undefined || r.atRisk === (atRisk === 'true'));
    return { items: rows };
  },
  'POST /admin/service-jobs': async (req) => {
    const by = serving.actorOf(req.user);
    const now = new Date();
    const { client, paidAtOffice, paymentReference, ...input } = req.body;
    let item = serving.newJobItem(input, {
      origin: 'walkin',
      owner: null,
      client: { name: client.name, email: client.email ?? null, phone: client.phone ?? null, locale: client.locale },
      caseId: null,
      questionnaireType: null,
      paperSource: 'office',
      by,
      now,
    });
    if (paidAtOffice)
      item = {
        ...item,
        payment: {
          method: 'office',
          status: 'paid',
          paidAt: now.toISOString(),
          reference: paymentReference ?? null,
          receiptNumber: serving.receiptNumberOf(item.id, now),
          receivedBy: by,
        },
      };
    await serving.createServiceJob(item, by);
    return reply(201, { job: serving.toAdminJob(item, [], []) });
  },
  'GET /admin/service-jobs/{jobId}': async (req) => ({ job: await adminJob(req.params.jobId) }),
  'POST /admin/service-jobs/{jobId}/assign': async (req) => {
    const [found, server] = await Promise.all([job(req.params.jobId), getServer(req.body.serverSub)]);
    await serving.assign(req.user, found, server, req.body.expectedVersion);
    return { job: await adminJob(req.params.jobId) };
  },
  'POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share': async (req) => {
    await job(req.params.jobId);
    const attempt = await getAttempt(req.params.jobId, req.params.attemptId);
    if (!attempt) throw notFound('No such attempt');
    if (req.body.shared && !attempt.photo.receivedAt) throw new ApiError('conflict', 'There is no photo to share yet');
    await setPhotoShared(req.params.jobId, req.params.attemptId, req.body.shared);
    return { job: await adminJob(req.params.jobId) };
  },
  'GET /admin/service-jobs/{jobId}/attempts/{attemptId}/photo': async (req) => {
    await job(req.params.jobId);
    const attempt = await getAttempt(req.params.jobId, req.params.attemptId);
    if (!attempt || !attempt.photo.receivedAt) throw notFound('No such photo');
    const { photoLink } = await import('../lib/serving/photos');
    return photoLink(req.params.jobId, attempt.id, `attempt-${attempt.at.slice(0, 10)}-${attempt.id.slice(0, 8)}.jpg`);
  },
  'GET /admin/service-jobs/{jobId}/proof': async (req) => {
    const found = await job(req.params.jobId);
    if (!found.proof) throw notFound('The proof is not signed yet');
    const { presignDownload } = await import('../lib/storage');
    return presignDownload({
      caseId: found.id,
      documentId: found.proof.documentId,
      displayName: `${found.proof.form} proof of service.pdf`,
      disposition: 'inline',
    });
  },
  'POST /admin/service-jobs/{jobId}/filed': async (req) => {
    await serving.markFiled(req.user, await job(req.params.jobId), req.body.filedOn, req.body.expectedVersion);
    return { job: await adminJob(req.params.jobId) };
  },
  'POST /admin/service-jobs/{jobId}/cancel': async (req) => {
    await serving.cancelJob(req.user, await job(req.params.jobId), req.body.reason, req.body.expectedVersion);
    return { job: await adminJob(req.params.jobId) };
  },
  'POST /admin/service-jobs/{jobId}/payment': async (req) => {
    await serving.recordOfficePayment(req.user, await job(req.params.jobId), req.body.reference, req.body.expectedVersion);
    return { job: await adminJob(req.params.jobId) };
  },
  'GET /admin/service-jobs/{jobId}/receipt': async (req) => {
    const found = await job(req.params.jobId);
    return { receipt: serving.receiptOf(found, found.serverSub ? await getServer(found.serverSub) : null) };
  },
  'GET /admin/submissions/{id}/service-draft': async (req) => {
    const sub = await getSubmissionWithAnswers(req.params.id);
    if (!sub) throw notFound('No such submission');
    const { meta, answers } = sub;
    const served = SERVED_PAPERS[meta.questionnaireType];
    const servees = serveesFromAnswers(meta.questionnaireType, answers);
    const jobs = (await boardJobs()).filter((j) => j.caseId === meta.id);
    return {
      caseId: meta.id,
      questionnaireType: meta.questionnaireType,
      paperKind: served?.kind ?? null,
      papers: [...(served?.papers ?? [])],
      caption: { court: null, caseNumber: null, caseName: servees[0] ? `${meta.clientName} v. ${servees[0].servee.name}` : null },
      servees,
      client: { name: meta.clientName, locale: meta.locale },
      jobs: jobs.map((j) => ({ id: j.id, state: j.state, serveeName: j.servee.name })),
    };
  },
  'POST /admin/submissions/{id}/service-jobs': async (req) => {
    const sub = await getSubmissionWithAnswers(req.params.id);
    if (!sub) throw notFound('No such submission');
    const by = serving.actorOf(req.user);
    const item = serving.newJobItem(req.body, {
      origin: 'case',
      owner: sub.meta.userId,
      client: clientOfCase(sub.meta),
      caseId: sub.meta.id,
      questionnaireType: sub.meta.questionnaireType,
      paperSource: 'packet',
      by,
      now: new Date(),
    });
    await serving.createServiceJob(item, by);
    return reply(201, { job: serving.toAdminJob(item, [], []) });
  },
  'GET /admin/servers': async () => {
    const servers = (await listServers()).filter((s) => s.active);
    return { items: await Promise.all(servers.map(serverRow)) };
  },
  'POST /admin/servers': async (req) => {
    const { accountOf, grantServerRole } = await import('../lib/serving/roster-cognito');
    const account = await accountOf(req.body.email);
    if (!account) throw validationFailed({ email: ['serving.errors.noAccount'] }, 'No account has that email');
    const now = new Date();
    const existing = await getServer(account.sub);
    if (existing?.active) throw new ApiError('conflict', 'That person is already on the roster');
    const item = serving.serverItem(account.sub, req.body.email, req.body.record, (existing?.version ?? 0) + 1, now, existing?.createdAt);
    await putServer(item, null, expiryAlerts(item, now));
    await grantServerRole(account.username);
    return reply(201, { server: await serverRow(item) });
  },
  'PUT /admin/servers/{serverSub}': async (req) => {
    const existing = await getServer(req.params.serverSub);
    if (!existing || !existing.active) throw notFound('No such server');
    const now = new Date();
    const item = serving.serverItem(existing.sub, existing.email, req.body.record, existing.version + 1, now, existing.createdAt);
    const renewed =
      registrationStatus(item, serving.todayOffice(now)).expiresOn !== registrationStatus(existing, serving.todayOffice(now)).expiresOn;
    await putServer(item, req.body.expectedVersion, renewed ? expiryAlerts(item, now) : []);
    return { server: await serverRow(item) };
  },
  'DELETE /admin/servers/{serverSub}': async (req) => {
    const existing = await getServer(req.params.serverSub);
    if (!existing || !existing.active) throw notFound('No such server');
    const open = (await jobsOfServer(existing.sub)).filter((j) => FIELD_STATES.has(j.state));
    if (open.length) throw new ApiError('conflict', 'Reassign this server’s open jobs first');
    await putServer({ ...existing, active: false, version: existing.version + 1, updatedAt: new Date().toISOString() }, existing.version);
    const { revokeServerRole } = await import('../lib/serving/roster-cognito');
    await revokeServerRole(existing.email);
  },
});

export type { Caller };
void changeJob;
