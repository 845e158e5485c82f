import { z } from 'zod';

/**
 * Stable error codes. Every API error body is `{ error: { code, message, fieldErrors? } }`; the web translates
 * `code` through the i18n key `errors.<code>` and each field error's message key.
 */
export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'payload_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'agreement_required',
  'payment_required',
  'invalid_transition',
  'idempotency_conflict',
  'invalid_signature',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  payload_too_large: 413,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  agreement_required: 409,
  payment_required: 402,
  invalid_transition: 409,
  idempotency_conflict: 409,
  invalid_signature: 400,
  unavailable: 503,
  internal: 500,
};

/** Field path (dotted, e.g. "children.0.name") → i18n message key or plain message. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    retryable: z.boolean().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(code: ErrorCode, message: string, extra?: { fieldErrors?: Record<string, string[]>; retryable?: boolean }): ErrorBody {
  return { error: { code, message, ...extra } };
}
