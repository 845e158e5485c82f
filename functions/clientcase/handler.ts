import { clientcaseContract } from '../../shared/api/contracts/clientcase';
import * as cw from '../lib/domain/casework';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

/** The English of the client's answers (issue 26): a chunk read on first use, not at a cold start. */
const tr = () => import('../lib/domain/translations');

/** The client's side of a case: their own only (someone else's answers 404). */
const client = (req: { user: Parameters<typeof cw.loadCase>[0]['caller'] }) => ({ caller: req.user, as: 'client' as const });

/**
 * The case workspace, the client's side: documents (S3 uploads and links), reviews of the office's drafts, messages.
 * The office's side is the casework function's; submitting and reading submissions, the submissions function's.
 */
export const handler = createHandler(withSessionCheck(clientcaseContract, assertSessionNotRevoked), {
  'GET /submissions/{id}/documents': async (req) => cw.caseDocumentsPanel(client(req), req.params.id),
  'POST /submissions/{id}/documents': async (req) => {
    const { document, upload } = await cw.startDocumentUpload(client(req), req.params.id, req.body);
    return { document: cw.toCaseDocument(document), upload };
  },
  'POST /submissions/{id}/documents/{documentId}/complete': async (req) => ({
    document: cw.toCaseDocument(await cw.completeDocumentUpload(client(req), req.params.id, req.params.documentId)),
  }),
  'POST /submissions/{id}/documents/{documentId}/link': async (req) =>
    cw.documentLink(client(req), req.params.id, req.params.documentId, req.body.action),
  'POST /submissions/{id}/documents/{documentId}/review': async (req) => ({
    document: cw.toCaseDocument(await cw.reviewDocument(client(req), req.params.id, req.params.documentId, req.body)),
  }),
  'PUT /submissions/{id}/documents/{documentId}/kind': async (req) => ({
    document: cw.toCaseDocument(await cw.changeDocumentKind(client(req), req.params.id, req.params.documentId, req.body.kind)),
  }),
  'DELETE /submissions/{id}/documents/{documentId}': async (req) => cw.deleteDocument(client(req), req.params.id, req.params.documentId),
  'GET /submissions/{id}/messages': async (req) => {
    const page = await cw.caseMessages(client(req), req.params.id, req.query);
    return { items: page.items.map(cw.toMessage), nextCursor: page.nextCursor, thread: page.thread };
  },
  'POST /submissions/{id}/messages': async (req) => ({ message: cw.toMessage(await cw.postMessage(client(req), req.params.id, req.body)) }),
  'POST /submissions/{id}/messages/read': async (req) => ({ thread: await cw.readMessages(client(req), req.params.id) }),
  'GET /submissions/{id}/translations': async (req) => (await tr()).clientTranslations(req.user, req.params.id),
  'POST /submissions/{id}/translations/confirm': async (req) => (await tr()).confirmTranslations(req.user, req.params.id, req.body),
  'POST /submissions/{id}/translations/comment': async (req) => (await tr()).commentOnTranslation(req.user, req.params.id, req.body),
});
