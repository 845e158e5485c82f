import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminStatusEvent, AdminSubmission } from '../../../shared/api/admin';
import type { PaymentMethod, PaymentStatus } from '../../../shared/api/orders';
import type { StatusEvent, Submission, SubmissionStatus } from '../../../shared/api/submissions';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { ContactRules } from '../../../shared/contact-rules';
import type { FilingChoice } from '../../../shared/courts/filing';
import type { Locale } from '../../../shared/i18n/core';
import { ddb, tableName, type TransactItem } from '../db';
import { expr } from './expr';
import { indexKeys, keys, queries, type Key } from './keys';
import { queryAll, queryPage, type Page, type PageRequest } from './query';
import { getItems } from './items';
import { placeChangeParts, type PlaceChange } from './unpaid';

/**
 * A submission is one partition `SUB#<id>`: META (listing fields, status, version; the only item in the GSIs),
 * ANSWERS (kept apart so that lists and GSIs stay small) and one EVENT#<version> per status change.
 */
export interface SubmissionItem extends Key {
  entity: 'submission';
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  GSI3PK: string;
  GSI3SK: string;
  id: string;
  userId: string;
  orderId: string;
  questionnaireType: QuestionnaireType;
  status: SubmissionStatus;
  version: number;
  locale: Locale;
  /** The questionnaire definition's version the answers were validated against; absent on items written before versions (1). */
  definitionVersion?: number;
  clientName: string;
  /** The email typed in the answers (anyone's); the account's own, verified, is accountEmail. */
  clientEmail: string;
  /** The account's verified email (absent on submissions made before it was recorded). */
  accountEmail?: string;
  caseDetails: string;
  specialInstructions: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Folded words the admin search matches (name, email, service type in both languages). */
  search: string;
  /** When the submission entered its status (time in status, store/stats.ts); absent on items written before it. */
  statusSince?: string;
  createdAt: string;
  updatedAt: string;
  /** Available documents in the case (store/documents.ts keeps it, conditionally, under the 50-document limit). */
  documentCount?: number;
  /** The court staff chose for the case and its case number, with who and when (store/filing.ts); absent: the proposal. */
  filing?: FilingChoice;
  /** The staff member the case is assigned to (store/assignments.ts). */
  assignedTo?: { sub: string; name: string };
  /** Document requests still open (store/documents.ts). */
  openRequests?: number;
  /** Office documents waiting for the client's review (store/documents.ts). */
  reviewsPending?: number;
  /** Messages the client / the office has not read (store/messages.ts). */
  unreadClient?: number;
  unreadStaff?: number;
  /** When work started (the first change to processing) and when it was completed: the client's tracker. */
  processingAt?: string;
  completedAt?: string;
  /** The staff's latest note to the client (with a status change): the dashboard shows it (issue 30). */
  lastNote?: { text: string; at: string };
  /** The submission holds one of its client's places among those waiting for an office payment (store/unpaid.ts). */
  holdsUnpaidSlot?: boolean;
  /** Uploads in progress on the case: document id → epoch seconds when it stops counting (store/documents.ts). */
  pendingUploads?: Record<string, number>;
  /** How the office may reach the client about this case (shared/contact-rules.ts); absent: any way. */
  contactRules?: ContactRules;
}

interface AnswersItem extends Key {
  entity: 'submissionAnswers';
  answersJson: string;
}

export interface StatusEventItem extends Key {
  entity: 'statusEvent';
  version: number;
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  note: string | null;
  at: string;
  actorRole: 'client' | 'staff';
  actorSub: string;
  actorName: string;
}

export type SubmissionFields = Omit<SubmissionItem, keyof Key | 'entity' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'GSI3PK' | 'GSI3SK'>;
export type StatusEventFields = Omit<StatusEventItem, keyof Key | 'entity'>;

export function toSubmission(item: SubmissionFields): Submission {
  return {
    id: item.id,
    orderId: item.orderId,
    questionnaireType: item.questionnaireType,
    status: item.status,
    version: item.version,
    locale: item.locale,
    definitionVersion: item.definitionVersion ?? 1,
    clientName: item.clientName,
    clientEmail: item.clientEmail,
    caseDetails: item.caseDetails,
    specialInstructions: item.specialInstructions,
    payment: { method: item.paymentMethod, status: item.paymentStatus },
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    activity: activityOf(item, 'client'),
  };
}

/** What the case asks of `reader` (counters kept on META by the workspace's transactions; never below 0). */
export const activityOf = (
  item: Pick<SubmissionFields, 'openRequests' | 'reviewsPending' | 'unreadClient' | 'unreadStaff'>,
  reader: 'client' | 'staff',
) => ({
  openRequests: Math.max(0, item.openRequests ?? 0),
  reviewsPending: Math.max(0, item.reviewsPending ?? 0),
  unreadMessages: Math.max(0, (reader === 'client' ? item.unreadClient : item.unreadStaff) ?? 0),
});

export const toAdminSubmission = (item: SubmissionFields): AdminSubmission => ({
  ...toSubmission(item),
  accountEmail: item.accountEmail ?? null,
  activity: activityOf(item, 'staff'),
  userId: item.userId,
  assignedTo: item.assignedTo ? { sub: item.assignedTo.sub, name: item.assignedTo.name } : null,
});

/** The client's view of an event: who by name only. */
export const toStatusEvent = (item: StatusEventItem): StatusEvent => ({
  version: item.version,
  from: item.from,
  to: item.to,
  note: item.note,
  at: item.at,
  actor: { role: item.actorRole, name: item.actorName },
});

export const toAdminStatusEvent = (item: StatusEventItem): AdminStatusEvent => ({
  ...toStatusEvent(item),
  actor: { role: item.actorRole, name: item.actorName, sub: item.actorSub },
});

/** The three items of a new submission (each must not exist yet). */
export function submissionCreateOps(fields: SubmissionFields, answers: unknown, firstEvent: StatusEventFields): TransactItem[] {
  const meta: SubmissionItem = { ...keys.submission(fields.id), ...indexKeys.submission(fields), entity: 'submission', ...fields };
  const answersItem: AnswersItem = {
    ...keys.submissionAnswers(fields.id),
    entity: 'submissionAnswers',
    answersJson: JSON.stringify(answers),
  };
  const event: StatusEventItem = { ...keys.statusEvent(fields.id, firstEvent.version), entity: 'statusEvent', ...firstEvent };
  return [meta, answersItem, event].map((Item) => ({
    Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
  }));
}

export async function getSubmission(id: string): Promise<SubmissionItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.submission(id), ConsistentRead: true }));
  return (Item as SubmissionItem | undefined) ?? null;
}

export interface SubmissionFile {
  meta: SubmissionItem;
  answers: Record<string, unknown>;
  /** Oldest first. */
  events: StatusEventItem[];
}

type SubmissionPart = SubmissionItem | AnswersItem | StatusEventItem;
const isMeta = (i: SubmissionPart): i is SubmissionItem => i.entity === 'submission';
const isAnswers = (i: SubmissionPart): i is AnswersItem => i.entity === 'submissionAnswers';
const isEvent = (i: SubmissionPart): i is StatusEventItem => i.entity === 'statusEvent';

/** The whole file — META, ANSWERS and the status history — in one consistent Query of its partition. */
export async function getSubmissionFile(id: string): Promise<SubmissionFile | null> {
  const items = await queryAll<SubmissionPart>(queries.submissionItems(id), { consistent: true });
  const meta = items.find(isMeta);
  const answers = items.find(isAnswers);
  if (!meta || !answers) return null;
  // EVENT#<6-digit version> sort keys: already in version order.
  return { meta, answers: JSON.parse(answers.answersJson) as Record<string, unknown>, events: items.filter(isEvent) };
}

/**
 * META and ANSWERS without the history (the PDF), in one BatchGetItem (on an admin route, with the caller's revocation
 * marker: store/items.ts).
 */
export async function getSubmissionWithAnswers(id: string): Promise<Omit<SubmissionFile, 'events'> | null> {
  const [meta, answers] = await getItems<SubmissionPart>([keys.submission(id), keys.submissionAnswers(id)]);
  return meta && isMeta(meta) && answers && isAnswers(answers)
    ? { meta, answers: JSON.parse(answers.answersJson) as Record<string, unknown> }
    : null;
}

export const listSubmissionsOf = (sub: string, page: PageRequest): Promise<Page<SubmissionItem>> =>
  queryPage<SubmissionItem>(queries.submissionsOf(sub), page);

/** What staff's list can be narrowed by (POST /admin/submissions/search). */
export interface SubmissionFilter {
  status?: SubmissionStatus;
  /** Folded search words, each of which must occur in `search`. */
  words: string[];
  questionnaireType?: QuestionnaireType;
  paymentStatus?: PaymentStatus;
  /** createdAt bounds (inclusive): a key condition on GSI2/GSI3, so only those items are read. */
  createdFrom?: string;
  createdTo?: string;
  /** updatedAt strictly before this instant ("needs attention"), computed by the caller from `pendingForDays`. */
  updatedBefore?: string;
  /**
   * The "needs attention" days `updatedBefore` came from. The cursor is bound to this, not to the instant: each page's
   * request computes its own instant (now minus the days), so an instant in the cursor would refuse every next page.
   */
  pendingForDays?: number;
  /** The cases of one staff member (`{ sub }`: "Assigned to me") or unassigned ones ('none'). */
  assignee?: { sub: string } | 'none';
}

/**
 * Staff's list: all submissions (GSI2) or those in one status (GSI3), by creation time (newest first, or oldest with
 * `ascending`), within a creation range (key condition), narrowed by the other filters (a FilterExpression). Any
 * filter beyond the key (assignment included) reads at most `readBudget` items per page (see queryPage); the cursor is bound to every filter.
 */
export function listSubmissions(
  filter: SubmissionFilter,
  page: Omit<PageRequest, 'scope'> & { readBudget: number; ascending?: boolean },
): Promise<Page<SubmissionItem>> {
  const spec = queries.submissionsCreatedBetween(filter.status, filter.createdFrom, filter.createdTo);
  const e = expr();
  const conditions = [
    ...filter.words.map((w) => `contains(${e.name('search')}, ${e.value(w)})`),
    ...(filter.questionnaireType ? [`${e.name('questionnaireType')} = ${e.value(filter.questionnaireType)}`] : []),
    ...(filter.paymentStatus ? [`${e.name('paymentStatus')} = ${e.value(filter.paymentStatus)}`] : []),
    ...(filter.updatedBefore ? [`${e.name('updatedAt')} < ${e.value(filter.updatedBefore)}`] : []),
    ...(filter.assignee === 'none' ? [`attribute_not_exists(${e.name('assignedTo')})`] : []),
    ...(filter.assignee && filter.assignee !== 'none'
      ? [`${e.name('assignedTo')}.${e.name('sub')} = ${e.value(filter.assignee.sub)}`]
      : []),
  ];
  const scope = {
    order: page.ascending ? 'asc' : 'desc',
    words: filter.words.join(' ') || undefined,
    type: filter.questionnaireType,
    payment: filter.paymentStatus,
    pendingForDays: filter.pendingForDays?.toString(),
    assignee: filter.assignee === 'none' ? 'none' : filter.assignee?.sub,
  };
  if (conditions.length === 0) return queryPage<SubmissionItem>(spec, { ...page, scope });
  const { ExpressionAttributeNames = {}, ExpressionAttributeValues = {} } = e.attributes();
  return queryPage<SubmissionItem>(spec, {
    ...page,
    scope,
    filter: { expression: conditions.join(' AND '), names: ExpressionAttributeNames, values: ExpressionAttributeValues },
  });
}

/**
 * A status change: the conditional update of META (from the version and status that were read; GSI3 follows the
 * status) and its history event, for one transaction. A concurrent change makes the condition fail: nothing is written.
 */
export function statusChangeOps(meta: SubmissionItem, event: StatusEventFields, place: PlaceChange = 'keep'): TransactItem[] {
  const e = expr();
  // The place among those waiting for an office payment moves with the status, on the condition that it is as read.
  const slot = placeChangeParts(e, meta, place);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(meta.id),
        UpdateExpression:
          e.set({
            status: event.to,
            version: event.version,
            updatedAt: event.at,
            statusSince: event.at,
            ...(event.to === 'processing' && !meta.processingAt ? { processingAt: event.at } : {}),
            ...(event.to === 'completed' ? { completedAt: event.at } : {}),
            ...(event.note ? { lastNote: { text: event.note, at: event.at } } : {}),
            ...indexKeys.submissionStatus(event.to, meta.createdAt, meta.id),
            ...slot.set,
          }) + e.remove(...slot.remove),
        ConditionExpression: `${e.name('version')} = ${e.value(meta.version)} AND ${e.name('status')} = ${e.value(meta.status)} AND ${slot.condition}`,
        ...e.attributes(),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.statusEvent(meta.id, event.version), entity: 'statusEvent', ...event } satisfies StatusEventItem,
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...slot.counter,
  ];
}

/**
 * Keep the listing's payment columns in step when the order is paid after the submission (office payments, or a card
 * payment of an office order); a submission that held a place among those waiting for an office payment gives it back.
 * Conditional on the place as read, so a status change racing the payment cannot give it back twice.
 */
export function paymentSnapshotOps(
  meta: Pick<SubmissionItem, 'id' | 'userId' | 'holdsUnpaidSlot'>,
  payment: { method: PaymentMethod; status: PaymentStatus },
  now: string,
): TransactItem[] {
  const e = expr();
  const slot = placeChangeParts(e, meta, meta.holdsUnpaidSlot ? 'release' : 'keep');
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(meta.id),
        UpdateExpression:
          e.set({ paymentMethod: payment.method, paymentStatus: payment.status, updatedAt: now }) + e.remove(...slot.remove),
        ConditionExpression: `attribute_exists(PK) AND ${slot.condition}`,
        ...e.attributes(),
      },
    },
    ...slot.counter,
  ];
}
