/**
 * Which staff member a case is assigned to. The submission META carries `assignedTo` ({ sub, name }, shown with the
 * case and read by the outbox to pick the recipient of staff mail); an ASSIGNMENT item in the case's partition lists
 * the case under its staff member in GSI1 (`STAFF#<sub>` / `CASE#<assignedAt>#<caseId>`): "my cases".
 * A change is one transaction, conditional on the assignee the staff member saw (two people reassigning at once:
 * one wins, the other gets a conflict).
 */
import { expr } from './expr';
import { indexKeys, keys, queries, type Key } from './keys';
import { queryPage, type Page, type PageRequest } from './query';
import { tableName, type TransactItem } from '../db';

export interface AssignedTo {
  sub: string;
  name: string;
}

export interface AssignmentItem extends Key {
  entity: 'assignment';
  caseId: string;
  staff: AssignedTo;
  assignedAt: string;
  assignedBy: AssignedTo;
  GSI1PK: string;
  GSI1SK: string;
}

/** Assign (or unassign: `to` null) from the assignee that was read (`expected`, null when none). */
export function assignmentOps(a: {
  caseId: string;
  expected: string | null;
  to: AssignedTo | null;
  by: AssignedTo;
  now: Date;
}): TransactItem[] {
  const e = expr();
  const condition =
    a.expected === null
      ? `attribute_exists(PK) AND attribute_not_exists(${e.name('assignedTo')})`
      : `attribute_exists(PK) AND ${e.name('assignedTo')}.${e.name('sub')} = ${e.value(a.expected)}`;
  const meta: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.submission(a.caseId),
      UpdateExpression: a.to ? `SET ${e.name('assignedTo')} = ${e.value(a.to)}` : `REMOVE ${e.name('assignedTo')}`,
      ConditionExpression: condition,
      ...e.attributes(),
    },
  };
  if (!a.to) return [meta, { Delete: { TableName: tableName(), Key: keys.assignment(a.caseId) } }];
  const at = a.now.toISOString();
  const item: AssignmentItem = {
    ...keys.assignment(a.caseId),
    ...indexKeys.assignment(a.to.sub, at, a.caseId),
    entity: 'assignment',
    caseId: a.caseId,
    staff: a.to,
    assignedAt: at,
    assignedBy: a.by,
  };
  return [meta, { Put: { TableName: tableName(), Item: item } }];
}

/** The cases assigned to a staff member, most recently assigned first (GSI1). One Query. */
export const listAssignedCases = (staffSub: string, page: PageRequest): Promise<Page<AssignmentItem>> =>
  queryPage<AssignmentItem>(queries.assignedTo(staffSub), page);
