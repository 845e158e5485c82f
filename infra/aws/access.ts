/**
 * What each API function may do and how long it may run, shared by the CDK stack (constructs/api.ts: the functions'
 * roles and settings) and the local stack (infra/local/gateway.ts: the same time limit, and the same DynamoDB
 * actions enforced locally), so that what passes locally is what AWS allows. No CDK imports here.
 */
import type { RouteGroup } from '../../shared/api/routes';

/**
 * The API functions' timeout. HTTP APIs give up after 30 s; a request that takes 10 s is already broken. The
 * DynamoDB and Stripe clients' own timeouts (functions/lib/db.ts, payments/stripe-provider.ts) fit inside it, so a
 * slow dependency is the function's 503 JSON answer rather than Lambda cutting it off.
 */
export const API_FUNCTION_TIMEOUT_SECONDS = 10;

/**
 * DynamoDB item actions a function may be granted (on the table; Query also on its indexes). Transactions need the
 * action of each item they write (PutItem, UpdateItem, DeleteItem), nothing more. Never Scan, BatchWriteItem or table
 * administration.
 */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** What each route group's function may touch. Adding a group to ROUTE_GROUPS makes tsc ask for its entry here. */
export interface GroupAccess {
  /** The item actions its code paths use (functions/lib/store/*), and no others. */
  table: readonly TableAction[];
  /** Read the payment provider's secret key and webhook secret. */
  paymentSecrets: boolean;
  /** Memory (MB); CPU scales with it. PDF rendering (pdf-lib, the documents group) is the heaviest work. */
  memorySize: number;
  /**
   * Case documents (DOCUMENTS_BUCKET; constructs/storage.ts): `true` presign, check and move uploads and serve case
   * files; `'put'` only write case files (the packet, F21).
   */
  documents?: boolean | 'put';
  /** List the admin group (cognito-idp:ListUsersInGroup): who may be assigned a case. */
  staffDirectory?: boolean;
  /**
   * Carry the shipped court forms (functions/packets/forms: the verified PDFs and their manifest) in the bundle's
   * `forms/` folder, named by FORMS_DIR: the court-forms packet routes fill them.
   */
  courtForms?: boolean;
  /**
   * Create and confirm accounts on the user pool (the public sign-up routes: self sign-up is off on the pool). The
   * Cognito actions, on the pool only: ACCOUNT_ADMIN_ACTIONS.
   */
  accountAdmin?: boolean;
  /** Sign and check notary manage links (the secret NOTARY_LINK_KEY_ARN; shared/notary, functions/lib/notary/links.ts). */
  notaryLinkKey?: boolean;
  /**
   * Put accounts in the process servers' group and take them out (the roster, issue 32): SERVER_ROLE_ACTIONS on the
   * pool only.
   */
  serverRoster?: boolean;
}

/** What the roster routes ask of the user pool (functions/lib/serving/roster-cognito.ts), and nothing more. */
export const SERVER_ROLE_ACTIONS = ['AdminGetUser', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminUserGlobalSignOut'] as const;

/** What the sign-up routes ask of the user pool (functions/lib/domain/signup.ts), and nothing more. */
export const ACCOUNT_ADMIN_ACTIONS = [
  'AdminGetUser',
  'AdminCreateUser',
  'AdminUpdateUserAttributes',
  'AdminSetUserPassword',
  'AdminConfirmSignUp',
] as const;
export const GROUP_ACCESS: Record<RouteGroup, GroupAccess> = {
  health: { table: [], paymentSecrets: false, memorySize: 256 },
  // The caller's profile: read (with the caller's revocation marker: BatchGetItem), created on first call, patched; the
  // marker written when the caller ends their sessions.
  profile: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'], paymentSecrets: false, memorySize: 512 },
  // Orders and their open-order pointers (created in one transaction), the caller's order list (GSI1), the profile.
  orders: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'], paymentSecrets: false, memorySize: 512 },
  // Checkout sessions, webhook idempotency records, order payment updates, the profile.
  payments: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'], paymentSecrets: true, memorySize: 512 },
  // The caller's drafts: read, listed, saved (an update), deleted.
  drafts: { table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'], paymentSecrets: false, memorySize: 512 },
  // The submission transaction (items put, order updated, draft and open-order pointer deleted) and reads.
  submissions: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 1024,
  },
  // The case workspace, the client's side (their own case only): it reads the case and its partition, writes
  // documents, reviews, messages and read markers, and removes the client's own uploads (and refused or abandoned
  // ones). Documents in S3.
  clientcase: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 1024,
    documents: true,
  },
  // Drawing a PDF (a printout or the court-forms packet) reads the submission and its answers (one BatchGetItem) and,
  // for a Spanish case's packet, its translation desk (one Query: approved English); the admin route's revocation check
  // reads the caller's marker (GetItem). Adding the packet to the case's documents stores it (S3) and writes one
  // transaction: the document (Put), the case's counts (Update), the client's email (outbox Put) and the audit record (Put).
  // …and the proof of service (issue 32): the job's partition read (Query), the signed proof stored (S3) and the job
  // updated with its history entry and the client's email (Put) in one transaction.
  documents: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    paymentSecrets: false,
    memorySize: 1024,
    courtForms: true,
    // Only the packet's PDF, written into cases/ (F21: no reads, no deletes, nothing under uploads/).
    documents: 'put',
  },
  // Sign-up (public): the code item (put, read, its attempts counted, deleted) and the outbox item, in one transaction.
  auth: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], paymentSecrets: false, memorySize: 512, accountAdmin: true },
  // The console: staff read every submission (lists, search, the export, a case's detail, the overview's counters,
  // notice holds) and change status and payments (history events, audit records and outbox items are put). No
  // deletes, no documents, no staff directory: those are the case workspace's (casework).
  admin: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    paymentSecrets: false,
    memorySize: 1024,
  },
  // The case workspace, the office's side: it reads the case and its partition, writes documents, requests, messages,
  // notes, checklists and assignments, and removes documents (and refused or abandoned uploads) and unassigns cases
  // (the assignment item): the only staff deletes. Documents in S3; the admin group listed for assignment.
  casework: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 1024,
    documents: true,
    staffDirectory: true,
  },
  // The notary booking (issue 33): availability and taken units read (GetItem, Query), the booking transaction (the
  // appointment, each unit conditionally, outbox items: PutItem), cancel and reschedule (the appointment updated,
  // freed units deleted), STOP records read. The manage token's key: notaryLinkKey.
  notary: {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    paymentSecrets: false,
    memorySize: 512,
    notaryLinkKey: true,
  },
  // The console's notary desk: weekly hours (put, conditional), exceptions (put, deleted), appointments read (GSI2) and
  // closed or cancelled (update; freed units deleted; the client's messages put). Reads the manage key to sign links in
  // nothing, but cancelling queues messages only.
  notarydesk: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], paymentSecrets: false, memorySize: 512 },
  // Process serving, the client's side (issue 32): their jobs (GSI1) and each job's partition read, orders created
  // (the job and its history entry: Put), papers' state and payment method (Update); papers in S3.
  serving: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    paymentSecrets: false,
    memorySize: 512,
    documents: true,
  },
  // The console's process-serving desk: the board (GSI2), jobs created, assigned, filed, cancelled, paid (Put, Update);
  // the roster (its partition; alerts queued in the outbox); submissions read for a job from a case; photos and
  // proofs served by presigned GET; the server role granted and removed on the pool.
  servedesk: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    paymentSecrets: false,
    memorySize: 512,
    documents: true,
    serverRoster: true,
  },
  // The field app: the server's jobs (GSI3) and a job's partition, attempts put with the job's update and history
  // entry (and the client's email), photos checked and kept (S3) with their arrival record.
  field: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'], paymentSecrets: false, memorySize: 512, documents: true },
};
