/**
 * The case workspace's rules (issue 15), for thin route handlers: every function takes the verified caller and the
 * side they act on (`client`: their own case only, someone else's answers 404; `staff`: admin routes), does at most
 * three DynamoDB calls, and writes each event with its email notification in one transaction (outbox).
 * A case is a submission: `caseId` is the submission id.
 *
 * The items a route needs first (the case, a document, a request, the thread) are read together in one BatchGetItem
 * (store/items.ts), which on admin routes also carries the staff member's revocation marker: the session check costs
 * no call of its own. The counts below include it.
 */
import { ROOT_FIELD } from '../../../shared/api/errors';
import type { CaseDocument, DocumentRequest, Message } from '../../../shared/api/casework';
import type { QuestionnaireType } from '../../../shared/catalogue';
import {
  hasUnread,
  type ChecklistUpdateRequest,
  type DocumentReviewRequest,
  type MessageRequest,
  type Party,
  type StartUploadRequest,
} from '../../../shared/casework';
import { DEFAULT_DOCUMENT_KIND, type DocumentKind } from '../../../shared/documents';
import { DOCUMENT_ERRORS, MAX_DOCUMENTS_PER_CASE } from '../../../shared/documents';
import { getChecklist, putChecklist } from '../store/checklists';
import { displayName, type Caller } from '../auth';
import { cancellationCodes, transact, type TransactItem } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { log } from '../log';
import { notifyClient, notifyStaff } from '../outbox/outbox';
import { staffMembers } from '../outbox/recipients';
import { acceptUpload, presignDownload, presignUpload, type PresignedUpload } from '../storage';
import { assignmentOps, listAssignedCases, type AssignedTo } from '../store/assignments';
import {
  createUploadingDocument,
  pendingUploadRemoveOp,
  uploadRefusal,
  documentAvailableOps,
  documentDeleteOps,
  documentRequestPutOps,
  documentRequestWaiveOps,
  documentReviewOps,
  listDocumentAccess,
  listDocumentRequests,
  listDocuments,
  recordDocumentAccess,
  setDocumentKind,
  uploadingDeleteOp,
  type Actor,
  type DocumentAccessItem,
  type DocumentItem,
  type DocumentRequestItem,
} from '../store/documents';
import {
  clearUnread,
  listMessages,
  markThreadRead,
  messagePostOps,
  threadStateOf,
  type MessageItem,
  type ThreadItem,
} from '../store/messages';
import type { NoteItem } from '../store/notes';
import { addNote, listNotes } from '../store/notes';
import type { PageRequest } from '../store/query';
import { getItems } from '../store/items';
import { caseContactRulesUpdateOp, clientContactRulesPutOp, listHeldNotices } from '../store/contact';
import type { CaseContactResponse, ContactRulesChange } from '../../../shared/api/contact';
import type { ContactRules } from '../../../shared/contact-rules';
import { caseScope, cooldownOp, coolingDown, limitReached, STAFF_NOTICE_COOLDOWN_SECONDS, type LimitItem } from '../store/mail-limits';
import type { StaffNotification } from '../../../shared/notifications';
import { keys } from '../store/keys';
import type { SubmissionItem } from '../store/submissions';

export interface CaseCaller {
  caller: Caller;
  /** Which side of the case the route serves: client routes pass 'client', admin routes 'staff'. */
  as: Party;
}

/** Who acts, as the other side sees them: a client by full name, a staff member by first name (never an email). */
export const actorOf = ({ caller, as }: CaseCaller): Actor => ({
  role: as,
  sub: caller.sub,
  name: as === 'staff' ? caller.givenName?.trim() || 'Staff' : displayName(caller, 'Client'),
});

// What the API answers: people by role and name only (no subs), documents without their storage details.
const person = (a: Actor) => ({ role: a.role, name: a.name });
export const toCaseDocument = (d: DocumentItem): CaseDocument => ({
  id: d.id,
  name: d.name,
  contentType: d.contentType,
  kind: d.kind ?? DEFAULT_DOCUMENT_KIND,
  size: d.size,
  status: d.status,
  source: d.source,
  requestId: d.requestId,
  uploadedBy: person(d.uploadedBy),
  createdAt: d.createdAt,
  availableAt: d.availableAt,
  review: d.review ? { decision: d.review.decision, comment: d.review.comment, at: d.review.at } : null,
});
export const toDocumentRequest = (r: DocumentRequestItem): DocumentRequest => ({
  id: r.id,
  title: r.title,
  details: r.details,
  kind: r.kind ?? DEFAULT_DOCUMENT_KIND,
  status: r.status,
  requestedBy: person(r.requestedBy),
  createdAt: r.createdAt,
  fulfilledAt: r.fulfilledAt,
  waivedAt: r.waivedAt ?? null,
  documentIds: r.documentIds,
});
export const toMessage = (m: MessageItem): Message => ({
  id: m.id,
  body: m.body,
  documentId: m.documentId ?? null,
  author: person(m.author),
  at: m.at,
});
export const toNote = (n: NoteItem) => ({ id: n.id, body: n.body, author: person(n.author), at: n.at });
export const toDocumentAccess = (a: DocumentAccessItem) => ({
  id: a.id,
  documentId: a.documentId,
  action: a.action,
  actor: person(a.actor),
  at: a.at,
});

/** The case, if the caller may act on it: the client's own, or any case for staff. */
function mayActOn(c: CaseCaller, meta: SubmissionItem | null): SubmissionItem {
  if (!meta || (c.as === 'client' && meta.userId !== c.caller.sub)) throw notFound('Case not found');
  return meta;
}

/** A document the caller may see: the client's own case's (ownerId on the document: no case read needed). */
function maySee(c: CaseCaller, doc: DocumentItem | null): DocumentItem {
  if (!doc || (c.as === 'client' && doc.ownerId !== c.caller.sub)) throw notFound('Document not found');
  return doc;
}

/** The case, if the caller may act on it. One BatchGetItem (with the staff member's revocation marker). */
export async function loadCase(c: CaseCaller, caseId: string): Promise<SubmissionItem> {
  const [meta] = await getItems<SubmissionItem>([keys.submission(caseId)]);
  return mayActOn(c, meta);
}

/** A document the caller may see. One BatchGetItem (with the staff member's revocation marker). */
async function loadDocument(c: CaseCaller, caseId: string, documentId: string): Promise<DocumentItem> {
  const [doc] = await getItems<DocumentItem>([keys.document(caseId, documentId)]);
  return maySee(c, doc);
}

/** The cooldown item of staff's notices of one kind on a case (read with the case, to skip a notice in cooldown). */
const staffNoticeLimit = (caseId: string, kind: StaffNotification) => keys.mailLimit(caseScope(caseId), `staff.${kind}`);

/**
 * Write `ops` with staff's email notice of the client's activity, at most one per case and kind every 10 minutes
 * (F12): a client's ten messages or photos in a row are one email (staff see each in the console's counters). The
 * cooldown read with the case skips the notice at once; a notice sent meanwhile by a concurrent request makes the
 * cooldown's condition fail, and `ops` are written without it. The notice goes after `ops`, so a caller's reading of
 * `ops`' cancellation reasons by index is unchanged.
 */
async function transactWithStaffNotice(
  ops: TransactItem[],
  meta: SubmissionItem,
  kind: StaffNotification,
  cooldown: LimitItem | null,
  now: Date,
): Promise<void> {
  if (coolingDown(cooldown, now)) return transact(ops);
  try {
    await transact([
      ...ops,
      notifyStaff(meta, kind, now),
      cooldownOp(caseScope(meta.id), `staff.${kind}`, now, STAFF_NOTICE_COOLDOWN_SECONDS),
    ]);
  } catch (err) {
    if (!limitReached(err, ops.length + 1)) throw err;
    await transact(ops);
  }
}

// ------------------------------------------------------------------------------------------------------------------
// Documents
// ------------------------------------------------------------------------------------------------------------------

/**
 * Start an upload (client or staff): checks the case, the limit and the request it answers, records the document as
 * `uploading` and returns the presigned POST (key, exact type, ≤ 20 MB). 2 DynamoDB calls (the case and the request
 * in one read, the put).
 */
export async function startDocumentUpload(
  c: CaseCaller,
  caseId: string,
  req: StartUploadRequest & { forReview?: boolean },
): Promise<{ document: DocumentItem; upload: PresignedUpload }> {
  for (let attempt = 1; ; attempt++) {
    // The case and the request it answers, in one read.
    const [found, request] = await getItems<SubmissionItem | DocumentRequestItem>([
      keys.submission(caseId),
      ...(req.requestId ? [keys.documentRequest(caseId, req.requestId)] : []),
    ]);
    const meta = mayActOn(c, found as SubmissionItem | null);
    const now = new Date();
    // The stored documents and the uploads in progress together stay under the case's limit, and only so many
    // uploads may be in progress at once (F7): refused here, and held by the conditional write below.
    const refusal = uploadRefusal(meta, now);
    if (refusal === 'limit') throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.limit] }, 'The case holds the most documents it can');
    if (refusal === 'pending')
      throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.pending] }, 'Too many uploads in progress on this case');
    let kind: DocumentKind = req.kind ?? DEFAULT_DOCUMENT_KIND;
    if (req.requestId) {
      if (!request || request.status !== 'open')
        throw validationFailed({ requestId: ['errors.field.invalid'] }, 'No open request with this id');
      // Without a type of its own, an upload answering a request is what the request asked for.
      kind = req.kind ?? (request as DocumentRequestItem).kind ?? DEFAULT_DOCUMENT_KIND;
    }
    const document = await createUploadingDocument(
      {
        caseId,
        ownerId: meta.userId,
        name: req.name,
        contentType: req.contentType,
        kind,
        source: c.as,
        requestId: req.requestId ?? null,
        uploadedBy: actorOf(c),
        now,
        forReview: c.as === 'staff' && req.forReview === true,
      },
      meta,
    );
    if (!document) {
      // The case changed between the read and the write (a document stored, an expired upload cleared): read again.
      if (attempt >= 5) throw new ApiError('conflict', 'The case changed meanwhile; please try again');
      continue;
    }
    // The presigned POST takes exactly the size announced (at most 20 MB): nothing larger is stored for a while.
    const upload = await presignUpload({ caseId, documentId: document.id, contentType: req.contentType, maxBytes: req.size, now });
    return { document, upload };
  }
}

/**
 * The browser says its upload finished: the object is verified (size, type, magic bytes — refused objects are deleted
 * and the document forgotten), moved into the case, counted under the limit (conditional), and the other side is
 * told: staff of a client's upload; the client of the office's document ready for review. 2 DynamoDB calls (the
 * document and the case in one read, the write).
 */
export async function completeDocumentUpload(c: CaseCaller, caseId: string, documentId: string): Promise<DocumentItem> {
  const [foundDoc, meta, cooldown] = await getItems<DocumentItem | SubmissionItem | LimitItem>([
    keys.document(caseId, documentId),
    keys.submission(caseId),
    staffNoticeLimit(caseId, 'newUpload'),
  ]);
  const doc = maySee(c, foundDoc as DocumentItem | null);
  if (doc.status === 'available') return doc; // a retried "done": the same answer
  // The client who started it confirms their own upload; for the office, any staff member (one office, one case file).
  if (c.as === 'client' ? doc.uploadedBy.sub !== c.caller.sub : doc.source !== 'staff') throw notFound('Document not found');
  const verdict = await acceptUpload({ caseId, documentId, contentType: doc.contentType });
  const pending = Boolean((meta as SubmissionItem | null)?.pendingUploads);
  if (!verdict.ok) {
    await transact([uploadingDeleteOp(doc), ...(pending ? [pendingUploadRemoveOp(caseId, documentId)] : [])]).catch(() => undefined);
    const key =
      verdict.reason === 'too_large'
        ? DOCUMENT_ERRORS.tooLarge
        : verdict.reason === 'empty' || verdict.reason === 'missing'
          ? DOCUMENT_ERRORS.empty
          : verdict.reason === 'type'
            ? DOCUMENT_ERRORS.type
            : DOCUMENT_ERRORS.mismatch;
    log('warn', 'document refused', { ref: documentId, code: verdict.reason });
    throw validationFailed({ file: [key] }, 'The uploaded file was refused');
  }
  if (!meta) throw notFound('Case not found');
  const now = new Date();
  const available = documentAvailableOps(doc, verdict.size, now, pending);
  try {
    if (doc.source === 'client')
      await transactWithStaffNotice(available, meta as SubmissionItem, 'newUpload', cooldown as LimitItem | null, now);
    else await transact([...available, notifyClient(meta as SubmissionItem, 'documentReady', now)]);
  } catch (err) {
    const codes = cancellationCodes(err);
    if (!codes) throw err;
    if (codes[0] === 'ConditionalCheckFailed') {
      // The copy under cases/ is locked already (F8): it stays, unreachable, with no document naming it.
      await transact([uploadingDeleteOp(doc), ...(pending ? [pendingUploadRemoveOp(caseId, documentId)] : [])]).catch(() => undefined);
      throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.limit] }, 'The case holds the most documents it can');
    }
    throw new ApiError('conflict', 'The document changed meanwhile; reload and try again');
  }
  return { ...doc, status: 'available', size: verdict.size, availableAt: now.toISOString() };
}

/** The case's available documents (clients never see uploads in progress of others). 2 DynamoDB calls. */
export async function caseDocuments(c: CaseCaller, caseId: string): Promise<DocumentItem[]> {
  await loadCase(c, caseId);
  const docs = await listDocuments(caseId);
  return docs.filter((d) => d.status === 'available' || d.uploadedBy.sub === c.caller.sub);
}

/**
 * The documents panel of a case: its documents (available ones, and the caller's own uploads in progress), what the
 * office asked for, and how many more documents it can hold. 3 DynamoDB calls (the case — with the staff member's
 * revocation marker —, then both lists at once).
 */
export async function caseDocumentsPanel(
  c: CaseCaller,
  caseId: string,
): Promise<{ documents: CaseDocument[]; requests: DocumentRequest[]; remaining: number }> {
  const meta = await loadCase(c, caseId);
  const [docs, requests] = await Promise.all([listDocuments(caseId), listDocumentRequests(caseId)]);
  return {
    documents: docs.filter((d) => d.status === 'available' || d.uploadedBy.sub === c.caller.sub).map(toCaseDocument),
    requests: requests.map(toDocumentRequest),
    remaining: Math.max(0, MAX_DOCUMENTS_PER_CASE - (meta.documentCount ?? 0)),
  };
}

/**
 * The client's answer to an office document sent for review: approve it, or ask for changes with a comment. Staff see
 * it on the document, and the assigned staff member (all staff when unassigned) is emailed in the same transaction
 * (neutral subject, no case details). Once only. 2 DynamoDB calls (the document and the case in one read, the write).
 */
export async function reviewDocument(c: CaseCaller, caseId: string, documentId: string, req: DocumentReviewRequest): Promise<DocumentItem> {
  if (c.as !== 'client') throw notFound('Document not found');
  const [foundDoc, found] = await getItems<DocumentItem | SubmissionItem>([keys.document(caseId, documentId), keys.submission(caseId)]);
  const doc = maySee(c, foundDoc as DocumentItem | null);
  const meta = found as SubmissionItem | null;
  if (doc.status !== 'available' || doc.source !== 'staff' || !doc.review || !meta) throw notFound('Document not found');
  if (doc.review.decision !== 'pending') throw new ApiError('conflict', 'This document was already reviewed');
  const now = new Date();
  const { review, ops } = documentReviewOps(doc, { decision: req.decision, comment: req.comment ?? null, by: actorOf(c), now });
  try {
    await transact([...ops, notifyStaff(meta, 'clientReview', now)]);
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'This document was already reviewed');
    throw err;
  }
  return { ...doc, review };
}

/** A 5-minute link to view or download a document; the access is recorded first (who, when). 2 DynamoDB calls. */
export async function documentLink(
  c: CaseCaller,
  caseId: string,
  documentId: string,
  action: 'view' | 'download',
): Promise<{ url: string; expiresAt: string }> {
  const doc = await loadDocument(c, caseId, documentId);
  if (doc.status !== 'available') throw notFound('Document not found');
  const now = new Date();
  await recordDocumentAccess({ doc, action, actor: actorOf(c), now });
  return presignDownload({
    caseId,
    documentId,
    displayName: doc.name,
    disposition: action === 'view' ? 'inline' : 'attachment',
    signingDate: now,
  });
}

/**
 * Change what a document is (its type): staff on any case, a client on a document they uploaded to their own case
 * (someone else's case: 404; the office's document on their case: 403, as for deleting it). 2 DynamoDB calls.
 */
export async function changeDocumentKind(c: CaseCaller, caseId: string, documentId: string, kind: DocumentKind): Promise<DocumentItem> {
  const doc = await loadDocument(c, caseId, documentId);
  if (c.as === 'client' && doc.uploadedBy.sub !== c.caller.sub) throw new ApiError('forbidden', 'Only the office can change this document');
  const saved = await setDocumentKind(caseId, documentId, kind, c.as === 'client' ? { sub: c.caller.sub } : null);
  if (!saved) throw notFound('Document not found');
  return saved;
}

/**
 * Remove a document from the case (staff, or the client who uploaded it): nobody sees it in the app any more; its
 * object stays in the case file, locked for the retention period (F8). 2 DynamoDB calls.
 */
export async function deleteDocument(c: CaseCaller, caseId: string, documentId: string): Promise<void> {
  const doc = await loadDocument(c, caseId, documentId);
  if (c.as === 'client' && doc.uploadedBy.sub !== c.caller.sub) throw new ApiError('forbidden', 'Only the office can remove this document');
  if (doc.status !== 'available') {
    // An upload in progress: forgotten, and its place among the uploads in progress given back (a case written
    // before they were counted has none to give back: that update is refused, harmlessly).
    await transact([uploadingDeleteOp(doc)]).catch(() => undefined);
    await transact([pendingUploadRemoveOp(caseId, documentId)]).catch(() => undefined);
    return;
  }
  try {
    await transact(documentDeleteOps(doc));
  } catch (err) {
    if (cancellationCodes(err)) throw notFound('Document not found');
    throw err;
  }
  // Removed from the case in the app only: its object is part of the case file, locked for its retention (F8).
}

/** Every view and download of the case's documents, newest first (staff). 2 DynamoDB calls. */
export async function documentAccessLog(c: CaseCaller, caseId: string, page: PageRequest) {
  if (c.as !== 'staff') throw notFound('Case not found');
  await loadCase(c, caseId);
  return listDocumentAccess(caseId, page);
}

// ------------------------------------------------------------------------------------------------------------------
// Document requests
// ------------------------------------------------------------------------------------------------------------------

/** Staff ask the client for a document; the client is emailed in the same transaction. 2 DynamoDB calls. */
export async function requestDocument(c: CaseCaller, caseId: string, req: { title: string; details?: string; kind?: DocumentKind }) {
  if (c.as !== 'staff') throw notFound('Case not found');
  const meta = await loadCase(c, caseId);
  const now = new Date();
  const { item, ops } = documentRequestPutOps({
    caseId,
    title: req.title,
    details: req.details ?? null,
    kind: req.kind ?? DEFAULT_DOCUMENT_KIND,
    requestedBy: actorOf(c),
    now,
  });
  await transact([...ops, notifyClient(meta, 'documentRequested', now)]);
  return item;
}

/** Staff waive an open request: the client no longer needs to provide it. 2 DynamoDB calls. */
export async function waiveDocumentRequest(c: CaseCaller, caseId: string, requestId: string): Promise<DocumentRequestItem> {
  if (c.as !== 'staff') throw notFound('Case not found');
  const [request] = await getItems<DocumentRequestItem>([keys.documentRequest(caseId, requestId)]);
  if (!request) throw notFound('Request not found');
  if (request.status !== 'open') throw new ApiError('conflict', 'This request is no longer open');
  const now = new Date();
  const by = actorOf(c);
  try {
    await transact(documentRequestWaiveOps(caseId, requestId, by, now));
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'This request is no longer open');
    throw err;
  }
  return { ...request, status: 'waived', waivedAt: now.toISOString(), waivedBy: by };
}

export async function caseDocumentRequests(c: CaseCaller, caseId: string) {
  await loadCase(c, caseId);
  return listDocumentRequests(caseId);
}

// ------------------------------------------------------------------------------------------------------------------
// Messages
// ------------------------------------------------------------------------------------------------------------------

/**
 * Post to the case's thread (optionally pointing at one of the case's available documents); the other side's unread
 * count goes up and they are emailed, in the same transaction; the author's own count goes to 0 if they had unread
 * messages (posting reads the thread). 2 DynamoDB calls (the case, the thread and the linked document in one read, the
 * transaction).
 */
export async function postMessage(c: CaseCaller, caseId: string, req: MessageRequest) {
  const [found, cooldown, thread, doc] = await getItems<SubmissionItem | LimitItem | ThreadItem | DocumentItem>([
    keys.submission(caseId),
    staffNoticeLimit(caseId, 'clientMessage'),
    keys.thread(caseId),
    ...(req.documentId ? [keys.document(caseId, req.documentId)] : []),
  ]);
  const meta = mayActOn(c, found as SubmissionItem | null);
  if (req.documentId && (!doc || (doc as DocumentItem).status !== 'available'))
    throw validationFailed({ documentId: ['errors.field.invalid'] }, 'No such document in this case');
  const now = new Date();
  const { item, ops } = messagePostOps({
    caseId,
    body: req.body,
    documentId: req.documentId ?? null,
    author: actorOf(c),
    now,
    authorHadUnread: hasUnread(threadStateOf(thread as ThreadItem | null), c.as),
  });
  if (c.as === 'client') await transactWithStaffNotice(ops, meta, 'clientMessage', cooldown as LimitItem | null, now);
  else await transact([...ops, notifyClient(meta, 'officeMessage', now)]);
  return item;
}

/** A page of the thread (newest first) with the read markers. 2 DynamoDB calls (the case and the thread in one read). */
export async function caseMessages(c: CaseCaller, caseId: string, page: PageRequest) {
  const [meta, thread] = await getItems<SubmissionItem | ThreadItem>([keys.submission(caseId), keys.thread(caseId)]);
  mayActOn(c, meta as SubmissionItem | null);
  return { ...(await listMessages(caseId, page)), thread: threadStateOf(thread as ThreadItem | null) };
}

/**
 * The caller's side has read the thread up to now: their unread count goes to 0 (conditional on the client owning the
 * case: no case read first) and their marker moves. 2 DynamoDB calls (3 when another tab read later meanwhile); for
 * staff one more before the first write, the revocation marker (no read here could carry it).
 */
export async function readMessages(c: CaseCaller, caseId: string) {
  if (!(await clearUnread(caseId, c.as, c.as === 'client' ? c.caller.sub : null))) throw notFound('Case not found');
  return markThreadRead(caseId, c.as, new Date());
}

// ------------------------------------------------------------------------------------------------------------------
// Contact rules (staff only): how the client may be reached, and what was held because of them
// ------------------------------------------------------------------------------------------------------------------

/** The case's contact rules and the messages the outbox held because of them. 2 DynamoDB calls. */
export async function caseContact(c: CaseCaller, caseId: string): Promise<CaseContactResponse> {
  if (c.as !== 'staff') throw notFound('Case not found');
  const meta = await loadCase(c, caseId);
  const held = await listHeldNotices(caseId);
  return {
    rules: meta.contactRules ?? null,
    held: held.map((h) => ({ id: h.outboxId, kind: h.kind, channel: h.channel, at: h.at })),
  };
}

/**
 * Staff record what the client told them about safe contact (for example that email is safe again, or no longer):
 * the case's rules and the client's latest, with who did it, when and their note (how they knew it was the client).
 * From the rules they saw: 409 when someone changed them meanwhile. 2 DynamoDB calls.
 */
export async function changeContactRules(c: CaseCaller, caseId: string, req: ContactRulesChange): Promise<ContactRules> {
  if (c.as !== 'staff') throw notFound('Case not found');
  const meta = await loadCase(c, caseId);
  const rules: ContactRules = {
    allowed: req.allowed,
    safeTimes: req.safeTimes || null,
    safeContact: req.safeContact || null,
    source: 'staff',
    at: new Date().toISOString(),
    by: { name: actorOf(c).name },
    note: req.note,
  };
  try {
    await transact([caseContactRulesUpdateOp(caseId, rules, req.expectedAt), clientContactRulesPutOp(meta.userId, caseId, rules)]);
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The contact rules changed since they were loaded');
    throw err;
  }
  log('info', 'contact rules changed', { ref: caseId });
  return rules;
}

// ------------------------------------------------------------------------------------------------------------------
// Internal notes and assignment (staff only)
// ------------------------------------------------------------------------------------------------------------------

export async function addInternalNote(c: CaseCaller, caseId: string, body: string) {
  if (c.as !== 'staff') throw notFound('Case not found');
  await loadCase(c, caseId);
  return addNote({ caseId, body, author: actorOf(c), now: new Date() });
}

export async function internalNotes(c: CaseCaller, caseId: string, page: PageRequest) {
  if (c.as !== 'staff') throw notFound('Case not found');
  await loadCase(c, caseId);
  return listNotes(caseId, page);
}

/** The display name of a current staff member (a member of the admin group), or null. One ListUsersInGroup walk. */
export const staffNameOf = async (sub: string): Promise<string | null> => (await staffMembers()).find((m) => m.sub === sub)?.name ?? null;

/**
 * Assign the case to a staff member (or nobody), from the assignee the staff member saw; 409 when someone changed it
 * meanwhile. The assignee must be on staff (`staffName` answers null otherwise: 400). 2 DynamoDB calls.
 */
export async function assignCase(
  c: CaseCaller,
  caseId: string,
  req: { assignee: string | null; expectedAssignee: string | null },
  staffName: (sub: string) => Promise<string | null> = staffNameOf,
): Promise<AssignedTo | null> {
  if (c.as !== 'staff') throw notFound('Case not found');
  await loadCase(c, caseId);
  let to: AssignedTo | null = null;
  if (req.assignee) {
    const name = await staffName(req.assignee);
    if (name === null) throw validationFailed({ assignee: ['errors.field.invalid'] }, 'Not a staff member');
    to = { sub: req.assignee, name };
  }
  const by = { sub: c.caller.sub, name: displayName(c.caller, 'Staff') };
  try {
    await transact(assignmentOps({ caseId, expected: req.expectedAssignee, to, by, now: new Date() }));
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The assignment changed since it was loaded');
    throw err;
  }
  return to;
}

export const myCases = (c: CaseCaller, page: PageRequest) => {
  if (c.as !== 'staff') throw notFound('Not found');
  return listAssignedCases(c.caller.sub, page);
};

// ------------------------------------------------------------------------------------------------------------------
// Document checklists (staff): what to ask for, per questionnaire type
// ------------------------------------------------------------------------------------------------------------------

export const documentChecklist = (type: QuestionnaireType) => getChecklist(type);

/** Replace a type's checklist from the version read (409 when someone changed it meanwhile). One DynamoDB call (on the admin route, after the revocation marker read alone: 2). */
export async function updateDocumentChecklist(c: CaseCaller, type: QuestionnaireType, req: ChecklistUpdateRequest) {
  if (c.as !== 'staff') throw notFound('Not found');
  const saved = await putChecklist(
    type,
    { en: req.en, es: req.es },
    req.expectedVersion,
    { sub: c.caller.sub, name: actorOf(c).name },
    new Date(),
  );
  if (!saved) throw new ApiError('conflict', 'The checklist changed since it was loaded');
  return saved;
}
