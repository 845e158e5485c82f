/**
 * Every key the table holds is built here and nowhere else (access patterns in docs/architecture.md).
 * Sort keys that order by time embed the ISO timestamp, so a Query returns newest first with ScanIndexForward=false.
 */
export const keys = {
  profile: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PROFILE' }),
};
