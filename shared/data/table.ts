/**
 * The one DynamoDB table definition. The CDK data construct and the local stack (infra/local) both create the
 * table from this object, so keys, indexes and TTL can never drift between AWS and a laptop.
 * Access patterns and key shapes are documented in docs/architecture.md; keys are built only in functions/lib/store/keys.ts.
 */
export const TABLE = {
  /** Local table name; in AWS CloudFormation names the table and passes it to the functions as TABLE_NAME. */
  localName: 'lda-local',
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    /** A user's items by kind and time: USER#<sub> / SUB#<createdAt>#<id>, ORDER#<createdAt>#<id>; a staff member's
     *  assigned cases: STAFF#<sub> / CASE#<assignedAt>#<caseId>. */
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Everything of one kind, newest first: SUBS / <createdAt>#<id>; the outbox: OUTBOX#pending / <dueAt>#<id>
     *  (sparse: only items waiting to be sent) and OUTBOX#dead / <deadAt>#<id>. */
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /** Submissions in one status, newest first: STATUS#<status> / <createdAt>#<id>. */
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;

export type TableDefinition = typeof TABLE;
export type IndexName = (typeof TABLE.globalSecondaryIndexes)[number]['indexName'];
