import { HTTP_STATUS, type ErrorCode, type FieldErrors } from '../../shared/api/errors';

/**
 * An error the API answers as `{ error: { code, message, fieldErrors?, retryable? } }` with the code's HTTP status
 * (shared/api/errors.ts). Domain and store functions throw it with a stable code; `createHandler` maps it to the
 * response, and maps anything else to 503 (dependency unavailable) or 500 without detail.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fieldErrors?: FieldErrors; retryable?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/** 404 for what does not exist and for what belongs to someone else: the two must look the same. */
export const notFound = (what = 'Not found') => new ApiError('not_found', what);

export const validationFailed = (fieldErrors: FieldErrors, message = 'Request validation failed') =>
  new ApiError('validation_failed', message, { fieldErrors });

/**
 * A dependency kept refusing for a reason that passes (throttling, transaction conflicts): answered 503, retryable.
 * Thrown by db.transact after its own retries and by domain code that gives up retrying.
 */
export class DependencyUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServiceUnavailable';
  }
}

/** Errors that mean a dependency (the database) could not be reached or is overloaded: retryable, answered 503. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  const names = [
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
    // A single write on an item a transaction holds at that moment: contention, not a fault of the request.
    'TransactionConflictException',
    'InternalServerError',
    'ServiceUnavailable',
    'TimeoutError',
    'RequestTimeout',
  ];
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'];
  return names.includes(e.name ?? '') || codes.includes(e.code ?? '') || (e.$metadata?.httpStatusCode ?? 0) >= 500;
}
