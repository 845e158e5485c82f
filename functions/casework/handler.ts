import { caseworkContract } from '../../shared/api/contracts/casework';
import * as cw from '../lib/domain/casework';
import { caseFiling, chooseFiling } from '../lib/domain/filing';
import { createHandler, withSessionCheck } from '../lib/http';
import { staffMembers } from '../lib/outbox/recipients';
import { assertSessionNotRevoked } from '../lib/revocation';

/**
 * The translation desk's rules: a chunk read on the desk's first request, so the workspace's other routes do not load
 * them at a cold start (the function's budget: docs/benchmarks.md).
 */
const tr = () => import('../lib/domain/translations');

/** The office's side of a case (createHandler has checked the admin group and the session on every route here). */
const staff = (req: { user: Parameters<typeof cw.loadCase>[0]['caller'] }) => ({ caller: req.user, as: 'staff' as const });

/**
 * The case workspace, the office's side: documents (S3 uploads and links), requests, messages, internal notes,
 * assignment (the staff directory: Cognito) and document checklists. The client's side is the submissions function's.
 */
export const handler = createHandler(withSessionCheck(caseworkContract, assertSessionNotRevoked), {
  'GET /admin/submissions/{id}/documents': async (req) => cw.caseDocumentsPanel(staff(req), req.params.id),
  'POST /admin/submissions/{id}/documents': async (req) => {
    const { document, upload } = await cw.startDocumentUpload(staff(req), req.params.id, req.body);
    return { document: cw.toCaseDocument(document), upload };
  },
  'POST /admin/submissions/{id}/documents/{documentId}/complete': async (req) => ({
    document: cw.toCaseDocument(await cw.completeDocumentUpload(staff(req), req.params.id, req.params.documentId)),
  }),
  'POST /admin/submissions/{id}/documents/{documentId}/link': async (req) =>
    cw.documentLink(staff(req), req.params.id, req.params.documentId, req.body.action),
  'PUT /admin/submissions/{id}/documents/{documentId}/kind': async (req) => ({
    document: cw.toCaseDocument(await cw.changeDocumentKind(staff(req), req.params.id, req.params.documentId, req.body.kind)),
  }),
  'DELETE /admin/submissions/{id}/documents/{documentId}': async (req) =>
    cw.deleteDocument(staff(req), req.params.id, req.params.documentId),
  'GET /admin/submissions/{id}/document-access': async (req) => {
    const page = await cw.documentAccessLog(staff(req), req.params.id, req.query);
    return { items: page.items.map(cw.toDocumentAccess), nextCursor: page.nextCursor };
  },
  'POST /admin/submissions/{id}/requests': async (req) => ({
    request: cw.toDocumentRequest(await cw.requestDocument(staff(req), req.params.id, req.body)),
  }),
  'POST /admin/submissions/{id}/requests/{requestId}/waive': async (req) => ({
    request: cw.toDocumentRequest(await cw.waiveDocumentRequest(staff(req), req.params.id, req.params.requestId)),
  }),
  'GET /admin/submissions/{id}/messages': async (req) => {
    const page = await cw.caseMessages(staff(req), req.params.id, req.query);
    return { items: page.items.map(cw.toMessage), nextCursor: page.nextCursor, thread: page.thread };
  },
  'POST /admin/submissions/{id}/messages': async (req) => ({
    message: cw.toMessage(await cw.postMessage(staff(req), req.params.id, req.body)),
  }),
  'POST /admin/submissions/{id}/messages/read': async (req) => ({ thread: await cw.readMessages(staff(req), req.params.id) }),
  'GET /admin/submissions/{id}/contact': async (req) => cw.caseContact(staff(req), req.params.id),
  'PUT /admin/submissions/{id}/contact-rules': async (req) => ({ rules: await cw.changeContactRules(staff(req), req.params.id, req.body) }),
  'GET /admin/submissions/{id}/notes': async (req) => {
    const page = await cw.internalNotes(staff(req), req.params.id, req.query);
    return { items: page.items.map(cw.toNote), nextCursor: page.nextCursor };
  },
  'POST /admin/submissions/{id}/notes': async (req) => ({
    note: cw.toNote(await cw.addInternalNote(staff(req), req.params.id, req.body.body)),
  }),
  'PUT /admin/submissions/{id}/assignment': async (req) => ({ assignedTo: await cw.assignCase(staff(req), req.params.id, req.body) }),
  'GET /admin/submissions/{id}/filing': async (req) => caseFiling(staff(req), req.params.id),
  'PUT /admin/submissions/{id}/filing': async (req) => chooseFiling(staff(req), req.params.id, req.body),
  'GET /admin/staff': async () => ({ staff: (await staffMembers()).map((m) => ({ sub: m.sub, name: m.name })) }),
  'GET /admin/checklists/{questionnaireType}': async (req) => ({ checklist: await cw.documentChecklist(req.params.questionnaireType) }),
  'GET /admin/submissions/{id}/translations': async (req) => (await tr()).translationDesk(req.user, req.params.id),
  'PUT /admin/submissions/{id}/translations/item': async (req) => (await tr()).saveEnglish(req.user, req.params.id, req.body),
  'POST /admin/submissions/{id}/translations/approve': async (req) => (await tr()).approveTranslations(req.user, req.params.id, req.body),
  'POST /admin/submissions/{id}/translations/retry': async (req) => (await tr()).retryDrafting(req.user, req.params.id),
  'PUT /admin/checklists/{questionnaireType}': async (req) => ({
    checklist: await cw.updateDocumentChecklist(staff(req), req.params.questionnaireType, req.body),
  }),
});
