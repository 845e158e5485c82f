/**
 * The notary line's data (issue 33), in the one table (keys.ts): the weekly hours (one versioned item), exceptions by
 * date, taken units of time (one item each, written with attribute_not_exists: never double-booked), appointments
 * (by id; GSI2 by office-time month; GSI1 by booker), and phone numbers that answered STOP. Every read is a GetItem or
 * a Query of one partition, never a table scan. What the app never stores: ID numbers, thumbprints, journal entries (§8206).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Address, Contact } from '../../../shared/api/notary';
import type { AppointmentStatus, DocumentRequest, IdPlan, Mode, Quote } from '../../../shared/notary/rules';
import { DEFAULT_WEEKLY, type AvailabilityBlock, type WeeklyHours } from '../../../shared/notary/settings';
import type { AvailabilityException } from '../../../shared/notary/slots';
import { cancellationCodes, ddb, isConditionFailed, tableName, transact, type TransactItem } from '../db';
import { ApiError } from '../errors';
import { expr } from './expr';
import { indexKeys, keys, queries, type Key } from './keys';
import { queryAll } from './query';

export interface Actor {
  sub: string;
  name: string;
}

export interface AppointmentItem extends Key {
  entity: 'notaryAppointment';
  id: string;
  status: AppointmentStatus;
  version: number;
  mode: Mode;
  address: Address | null;
  documents: DocumentRequest[];
  signers: Array<{ name: string; idPlan: IdPlan }>;
  contact: Contact;
  /** When the client agreed to texts (the consent record), or null. */
  textConsentAt: string | null;
  owner: string | null;
  caseId: string | null;
  startsAt: string;
  endsAt: string;
  /** Office-time date and clock of the start. */
  date: string;
  start: string;
  notary: string;
  /** The units of time it holds (keys.notarySlot). */
  units: string[];
  quote: Quote;
  manageNonce: string;
  createdAt: string;
  updatedAt: string;
  completion?: { acts: number; notarialCollectedCents: number; travelCollectedCents: number; at: string; by: Actor; receiptNumber: string };
  cancelledBy?: 'client' | 'staff';
  cancelledAt?: string;
  expiresAt?: number;
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK?: string;
  GSI2SK?: string;
}

/** Appointments are kept this long after their time (the business's records of fees collected), then expire. */
export const APPOINTMENT_RETENTION_DAYS = 3 * 365;
export const retentionOf = (endsAt: string): number => Math.floor(new Date(endsAt).getTime() / 1000) + APPOINTMENT_RETENTION_DAYS * 86_400;

// ------------------------------------------------------------------------------------------------------------------
// Availability
// ------------------------------------------------------------------------------------------------------------------

interface WeeklyItem extends Key {
  entity: 'notaryWeekly';
  weekly: WeeklyHours;
  version: number;
  updatedAt: string;
  updatedBy: Actor;
}

/** The weekly hours and their version (0: never saved, the defaults of shared/notary/settings.ts). */
export async function getWeekly(): Promise<{ weekly: WeeklyHours; version: number }> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.notaryWeekly() }));
  const item = Item as WeeklyItem | undefined;
  return item ? { weekly: item.weekly, version: item.version } : { weekly: DEFAULT_WEEKLY, version: 0 };
}

/** Replace the weekly hours if they are still at `expectedVersion` (409 otherwise). */
export async function putWeekly(weekly: WeeklyHours, expectedVersion: number, by: Actor, now: Date): Promise<number> {
  const item: WeeklyItem = {
    ...keys.notaryWeekly(),
    entity: 'notaryWeekly',
    weekly,
    version: expectedVersion + 1,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : '#v = :v',
        ...(expectedVersion === 0
          ? {}
          : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': expectedVersion } }),
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) throw new ApiError('conflict', 'The hours changed since they were read');
    throw err;
  }
  return item.version;
}

interface ExceptionItem extends Key, AvailabilityException {
  entity: 'notaryException';
  updatedAt: string;
  updatedBy: Actor;
  expiresAt: number;
}

export async function listExceptions(from: string, to: string): Promise<AvailabilityException[]> {
  const items = await queryAll<ExceptionItem>(queries.notaryExceptions(from, to));
  return items.map(({ date, blocks, note }) => ({ date, blocks, note }));
}

export async function putException(
  date: string,
  blocks: AvailabilityBlock[],
  note: string,
  by: Actor,
  now: Date,
): Promise<AvailabilityException> {
  // An exception is kept a year past its date, then expires.
  const expiresAt = Math.floor(new Date(`${date}T00:00:00Z`).getTime() / 1000) + 365 * 86_400;
  const item: ExceptionItem = {
    ...keys.notaryException(date),
    entity: 'notaryException',
    date,
    blocks,
    note,
    updatedAt: now.toISOString(),
    updatedBy: by,
    expiresAt,
  };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item }));
  return { date, blocks, note };
}

export async function deleteException(date: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.notaryException(date) }));
}

/** Units taken between two units (inclusive), one Query per month touched. */
export async function takenUnits(fromUnit: string, toUnit: string): Promise<Set<string>> {
  const months: string[] = [];
  for (let m = fromUnit.slice(0, 7); m <= toUnit.slice(0, 7);) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  const pages = await Promise.all(months.map((m) => queryAll<Key>(queries.notarySlots(m, fromUnit, toUnit), { projection: ['SK'] })));
  return new Set(pages.flat().map((i) => i.SK));
}

// ------------------------------------------------------------------------------------------------------------------
// Appointments
// ------------------------------------------------------------------------------------------------------------------

export async function getAppointment(id: string): Promise<AppointmentItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.appointment(id), ConsistentRead: true }));
  return (Item as AppointmentItem | undefined) ?? null;
}

const slotPut = (unit: string, appointmentId: string, expiresAt: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.notarySlot(unit), entity: 'notarySlot', appointmentId, expiresAt },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});
const slotDelete = (unit: string, appointmentId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.notarySlot(unit),
    ConditionExpression: '#a = :a',
    ExpressionAttributeNames: { '#a': 'appointmentId' },
    ExpressionAttributeValues: { ':a': appointmentId },
  },
});

/** A transaction refused because a slot unit was already taken: 409 slot_taken; anything else is rethrown. */
function slotTakenOr(err: unknown, slotIndexes: number[]): never {
  const codes = cancellationCodes(err);
  if (codes && slotIndexes.some((i) => codes[i] === 'ConditionalCheckFailed')) {
    throw new ApiError('slot_taken', 'That time was just taken. Please choose another.');
  }
  throw err;
}

/** Book: the appointment, each unit of its time (conditional), its messages — all or nothing. */
export async function createAppointment(a: AppointmentItem, messages: TransactItem[]): Promise<void> {
  const slots = a.units.map((u) => slotPut(u, a.id, a.expiresAt ?? retentionOf(a.endsAt)));
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: a, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...slots,
    ...messages,
  ];
  try {
    await transact(items);
  } catch (err) {
    slotTakenOr(
      err,
      slots.map((_, i) => i + 1),
    );
  }
}

const versionCondition = (e: ReturnType<typeof expr>, a: Pick<AppointmentItem, 'version'>, status: AppointmentStatus = 'booked') =>
  `${e.name('version')} = ${e.value(a.version)} AND ${e.name('status')} = ${e.value(status)}`;

/** 409 conflict (someone changed it) or invalid_transition (it is no longer booked), from the item as read. */
async function whyRefused(id: string): Promise<never> {
  const now = await getAppointment(id);
  if (now && now.status !== 'booked') throw new ApiError('invalid_transition', 'The appointment is no longer booked');
  throw new ApiError('conflict', 'The appointment changed since it was read');
}

/** Cancel: the appointment's status, its units freed (each still its own), the client's message. */
export async function cancelAppointment(
  a: AppointmentItem,
  by: 'client' | 'staff',
  now: Date,
  messages: TransactItem[],
): Promise<AppointmentItem> {
  const e = expr();
  const set = {
    status: 'cancelled',
    version: a.version + 1,
    cancelledBy: by,
    cancelledAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.appointment(a.id),
        UpdateExpression: e.set(set),
        ConditionExpression: versionCondition(e, a),
        ...e.attributes(),
      },
    },
    ...a.units.map((u) => slotDelete(u, a.id)),
    ...messages,
  ];
  try {
    await transact(items);
  } catch (err) {
    if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') await whyRefused(a.id);
    throw err;
  }
  return { ...a, ...set, status: 'cancelled', cancelledBy: by };
}

/** Move to other units: those no longer held are freed, new ones taken conditionally, messages queued — all or nothing. */
export async function moveAppointment(
  a: AppointmentItem,
  to: Pick<AppointmentItem, 'startsAt' | 'endsAt' | 'date' | 'start' | 'units' | 'notary' | 'quote'>,
  now: Date,
  messages: TransactItem[],
): Promise<AppointmentItem> {
  const e = expr();
  const month = to.date.slice(0, 7);
  const set = {
    ...to,
    ...indexKeys.appointment({ id: a.id, startsAt: to.startsAt, month, owner: a.owner }),
    version: a.version + 1,
    updatedAt: now.toISOString(),
    expiresAt: retentionOf(to.endsAt),
  };
  const freed = a.units.filter((u) => !to.units.includes(u));
  const taken = to.units.filter((u) => !a.units.includes(u));
  const puts = taken.map((u) => slotPut(u, a.id, set.expiresAt));
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.appointment(a.id),
        UpdateExpression: e.set(set),
        ConditionExpression: versionCondition(e, a),
        ...e.attributes(),
      },
    },
    ...freed.map((u) => slotDelete(u, a.id)),
    ...puts,
    ...messages,
  ];
  try {
    await transact(items);
  } catch (err) {
    const codes = cancellationCodes(err);
    if (codes?.[0] === 'ConditionalCheckFailed') await whyRefused(a.id);
    slotTakenOr(
      err,
      puts.map((_, i) => 1 + freed.length + i),
    );
  }
  return { ...a, ...set };
}

/** Completed (with what was collected) or a no-show: the status, conditional on the version read. */
export async function closeAppointment(
  a: AppointmentItem,
  status: 'completed' | 'noShow',
  now: Date,
  completion?: AppointmentItem['completion'],
): Promise<AppointmentItem> {
  const e = expr();
  const set = { status, version: a.version + 1, updatedAt: now.toISOString(), ...(completion ? { completion } : {}) };
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.appointment(a.id),
        UpdateExpression: e.set(set),
        ConditionExpression: versionCondition(e, a),
        ...e.attributes(),
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) await whyRefused(a.id);
    throw err;
  }
  return { ...a, ...set };
}

/** Appointments starting between two instants, in time order: one GSI2 Query per office-time month. */
export async function appointmentsBetween(months: string[], from: string, to: string): Promise<AppointmentItem[]> {
  const pages = await Promise.all(months.map((m) => queryAll<AppointmentItem>(queries.appointmentsBetween(m, from, to))));
  return pages.flat().sort((x, y) => x.startsAt.localeCompare(y.startsAt));
}

// ------------------------------------------------------------------------------------------------------------------
// Texts: STOP
// ------------------------------------------------------------------------------------------------------------------

export async function textsStopped(e164: string): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.smsOptOut(e164), ConsistentRead: true }));
  return Boolean(Item);
}

/** Record a STOP (the inbound keyword, or AWS refusing a text to an opted-out number). */
export async function recordTextsStopped(e164: string, source: 'keyword' | 'carrier', now: Date): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.smsOptOut(e164), entity: 'smsOptOut', phone: e164, source, at: now.toISOString() },
    }),
  );
}

/** START (or UNSTOP): texts may go again. */
export async function clearTextsStopped(e164: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.smsOptOut(e164) }));
}

/** The owner (sub) of a case, or null if there is no such case (a signed-in booking "from a case"). */
export async function caseOwner(caseId: string): Promise<string | null> {
  const { Item } = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.submission(caseId),
      ProjectionExpression: '#u',
      ExpressionAttributeNames: { '#u': 'userId' },
    }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : null;
}
