import { defineRoutes } from '../route-def';

/**
 * The field app's routes (functions/field/handler.ts; issue 32), for the office's registered process servers (the
 * `server` group): their assigned jobs only, each attempt as the phone recorded it (PUT by the phone's id: sent twice,
 * recorded once), the photo's original bytes, the mailing, unable to serve. The proof is signed in the documents
 * group (PDF drawing). The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const fieldRoutes = defineRoutes('field', [
  { method: 'GET', path: '/field/jobs', access: 'server', summary: 'The caller’s jobs still in the field, and their registration' },
  { method: 'GET', path: '/field/jobs/{jobId}', access: 'server', summary: 'One assigned job: servee, addresses, safety notes, attempts, diligence so far' },
  { method: 'GET', path: '/field/jobs/{jobId}/papers/{paperId}', access: 'server', summary: 'A link to one of the papers to serve (5 minutes)' },
  { method: 'PUT', path: '/field/jobs/{jobId}/attempts/{attemptId}', access: 'server', summary: 'Record an attempt as the phone made it (idempotent by its id)' },
  { method: 'POST', path: '/field/jobs/{jobId}/attempts/{attemptId}/photo', access: 'server', summary: 'Start uploading an attempt’s photo (presigned POST), unless it arrived already' },
  { method: 'POST', path: '/field/jobs/{jobId}/attempts/{attemptId}/photo/complete', access: 'server', summary: 'The photo is uploaded: check it against its hash, keep it with its arrival record' },
  { method: 'POST', path: '/field/jobs/{jobId}/mailing', access: 'server', summary: 'The copy mailed after a substituted service (or papers served by mail)' },
  { method: 'POST', path: '/field/jobs/{jobId}/unable', access: 'server', summary: 'The papers could not be served (the reason)' },
]);
