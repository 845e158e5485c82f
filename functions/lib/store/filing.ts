/**
 * The court staff chose for a case (issue 25): `filing` on the submission META ({ courthouseId, caseNumber, by, at }),
 * written conditionally on the choice the staff member saw (two people changing it at once: one wins, the other gets a
 * conflict), with an audit record in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FilingChoice } from '../../../shared/courts/filing';
import { tableName, type TransactItem } from '../db';
import { expr } from './expr';
import { keys } from './keys';

/** Set the case's filing from the choice that was read (`expectedAt`: its time, null when there was none). */
export function filingChoiceOps(a: { caseId: string; expectedAt: string | null; choice: FilingChoice }): TransactItem[] {
  const e = expr();
  const condition =
    a.expectedAt === null
      ? `attribute_exists(PK) AND attribute_not_exists(${e.name('filing')})`
      : `attribute_exists(PK) AND ${e.name('filing')}.${e.name('at')} = ${e.value(a.expectedAt)}`;
  const auditId = randomUUID();
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(a.caseId),
        UpdateExpression: `SET ${e.name('filing')} = ${e.value(a.choice)}`,
        ConditionExpression: condition,
        ...e.attributes(),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.audit(a.choice.at, auditId),
          entity: 'audit',
          id: auditId,
          at: a.choice.at,
          action: 'case.filingChanged',
          actorSub: a.choice.by.sub,
          actorName: a.choice.by.name,
          caseId: a.caseId,
          courthouseId: a.choice.courthouseId,
          caseNumber: a.choice.caseNumber,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}
