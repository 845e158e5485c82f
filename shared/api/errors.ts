import * as z from 'zod/mini';

/**
 * Stable error codes. Every API error body is `{ error: { code, message, fieldErrors?, retryable? } }`; the web
 * translates `code` through the i18n key `errors.<code>` and each field error, which is an i18n key too
 * (`errors.field.*` for the API's own schemas, `q.*` for questionnaire answers).
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
  'notice_required',
  'notice_delivery_required',
  'forms_required',
  'registration_lapsed',
  'payment_required',
  'invalid_transition',
  'idempotency_conflict',
  'invalid_signature',
  'slot_taken',
  'slot_unavailable',
  'quote_changed',
  'diligence_not_met',
  'evidence_missing',
  'registration_expired',
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
  notice_required: 409,
  notice_delivery_required: 409,
  forms_required: 409,
  registration_lapsed: 503,
  payment_required: 402,
  invalid_transition: 409,
  idempotency_conflict: 409,
  invalid_signature: 400,
  slot_taken: 409,
  slot_unavailable: 409,
  quote_changed: 409,
  diligence_not_met: 409,
  evidence_missing: 409,
  registration_expired: 409,
  unavailable: 503,
  internal: 500,
};

/** Field path (dotted, e.g. "children.0.name"; "_root" for the whole body) → i18n message keys. */
export type FieldErrors = Record<string, string[]>;

// Every page's API client parses error bodies with it, public pages included.
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    retryable: z.optional(z.boolean()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(code: ErrorCode, message: string, extra?: { fieldErrors?: FieldErrors; retryable?: boolean }): ErrorBody {
  return { error: { code, message, ...extra } };
}

/**
 * The i18n keys (namespace `errors.field`, shared/i18n/messages/errors.ts) the API's request schemas use. A schema
 * names its message with `{ error: FIELD_ERRORS.x }`; issues without a key are mapped by kind in `toFieldErrors`.
 */
export const FIELD_ERRORS = {
  required: 'errors.field.required',
  invalid: 'errors.field.invalid',
  tooLong: 'errors.field.tooLong',
  tooLarge: 'errors.field.tooLarge',
  tooDeep: 'errors.field.tooDeep',
  unknown: 'errors.field.unknown',
  firstName: 'errors.field.firstName',
  lastName: 'errors.field.lastName',
  phone: 'errors.field.phone',
  signatureName: 'errors.field.signatureName',
  contractVersion: 'errors.field.contractVersion',
  noticeVersion: 'errors.field.noticeVersion',
  accepted: 'errors.field.accepted',
  cursor: 'errors.field.cursor',
  note: 'errors.field.note',
  signUpCode: 'errors.field.signUpCode',
  addressLine1: 'errors.field.addressLine1',
  city: 'errors.field.city',
  state: 'errors.field.state',
  zip: 'errors.field.zip',
  deliveryDate: 'errors.field.deliveryDate',
  forms: 'errors.field.forms',
  formsEmpty: 'errors.field.formsEmpty',
} as const;

export const ROOT_FIELD = '_root';

/**
 * i18n keys a schema may name: the API's own (errors.*), questionnaire labels (q.*), the document file rules
 * (documents.*), the case's court (filing.*), the notary booking's (notary.*), process serving's (serving.*).
 */
const isMessageKey = (message: string): boolean => /^(errors|q|documents|filing|notary|serving)\.[\w.-]+$/.test(message);

/**
 * zod issues → field errors made of i18n keys, de-duplicated. Unknown keys are reported at their own path
 * ("answers.x": errors.field.unknown) so a form can point at them; an issue whose message is not a key (zod's
 * defaults) is mapped by kind: a missing value → required, a too long string → tooLong, anything else → invalid.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A Map, not an object: paths come from the request ("__proto__", "valueOf" are field names like any other).
  const out = new Map<string, string[]>();
  const add = (path: string, key: string) => {
    const list = out.get(path || ROOT_FIELD) ?? [];
    if (!list.includes(key)) out.set(path || ROOT_FIELD, [...list, key]);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add(base ? `${base}.${k}` : k, FIELD_ERRORS.unknown);
    } else if (isMessageKey(issue.message)) {
      add(base, issue.message);
    } else if (issue.code === 'invalid_type' && issue.input === undefined) {
      add(base, FIELD_ERRORS.required);
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      add(base, FIELD_ERRORS.tooLong);
    } else {
      add(base, FIELD_ERRORS.invalid);
    }
  }
  return Object.fromEntries(out);
}
