/** How the SMS API's refusals are read (kept apart from the client, so the outbox consumer loads the SDK on first use). */

/** The number opted out (STOP): AWS refuses with ConflictException, reason DESTINATION_PHONE_NUMBER_OPTED_OUT. */
export const isOptedOutError = (err: unknown): boolean => {
  const e = err as { name?: string; Reason?: string; reason?: string } | null;
  return e?.name === 'ConflictException' && (e.Reason ?? e.reason) === 'DESTINATION_PHONE_NUMBER_OPTED_OUT';
};

/** Refusals that retrying the same text will not change: the outbox item is dead at once. */
export const PERMANENT_SMS_ERRORS = new Set(['ValidationException', 'AccessDeniedException', 'ResourceNotFoundException']);
