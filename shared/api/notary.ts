/**
 * The notary booking API's request and response schemas (issue 33), shared with the booking form and the console:
 * one definition validates in the browser and on the server. Field errors name i18n keys of the `notary` namespace
 * (shared/i18n/messages/notary.ts). Rules and the quote: shared/notary/rules.ts.
 */
import * as z from 'zod/mini';
import { LocaleSchema, TimestampSchema, CentsSchema, lineOfText, IdSchema } from './common';
import { inLosAngelesCounty } from '../notary/area';
import {
  actFits,
  APPOINTMENT_STATUSES,
  DOCUMENT_TYPES,
  ID_KINDS,
  ID_VALIDITY,
  LIMITS,
  MODES,
  NOTARIAL_ACTS,
  WITNESS_PLANS,
} from '../notary/rules';

const required = (max: number, key: string) => lineOfText(max, key).check(z.minLength(1, { error: key }));

/** A US phone number in any common notation → E.164 (+1XXXXXXXXXX); a North American number plan's shape. */
export const toE164 = (raw: string): string | null => {
  const digits = raw.replace(/[\s.\-()+]/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : null;
};

/**
 * Whether a number can take the office's texts: a US number that is not toll-free (8XX), premium (900), a service
 * code (N11) or a fictional 555-01XX number. Whether a valid mobile number is switched on is only known when a text
 * fails (the outbox records it).
 */
export function canTakeTexts(e164: string): boolean {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (!m) return false;
  const [, area, exchange, line] = m;
  if (/^8(00|33|44|55|66|77|88)$/.test(area) || area === '900' || /^[2-9]11$/.test(area)) return false;
  return !(exchange === '555' && line.startsWith('01'));
}

export const PhoneSchema = z.pipe(
  z.string({ error: 'notary.errors.phone' }).check(z.trim(), z.maxLength(30, { error: 'errors.field.tooLong' })),
  z.transform((v, ctx) => {
    const e164 = toE164(v);
    if (!e164) {
      ctx.issues.push({ code: 'custom', message: 'notary.errors.phone', input: v });
      return z.NEVER;
    }
    return e164;
  }),
);

const EmailSchema = z.pipe(
  z
    .string({ error: 'notary.errors.email' })
    .check(z.trim(), z.minLength(1, { error: 'notary.errors.email' }), z.maxLength(254, { error: 'errors.field.tooLong' })),
  z.email({ error: 'notary.errors.email' }),
);

/** Who to reach: phone first (texts), email; the language of every message; consent to texts (recorded with its time). */
export const ContactSchema = z
  .strictObject({
    name: required(100, 'notary.errors.name'),
    phone: PhoneSchema,
    email: EmailSchema,
    locale: LocaleSchema,
    textReminders: z.boolean({ error: 'errors.field.invalid' }),
  })
  .check(z.refine((c) => !c.textReminders || canTakeTexts(c.phone), { error: 'notary.errors.phoneNoTexts', path: ['phone'] }));
export type Contact = z.output<typeof ContactSchema>;

export const ZipSchema = z.string({ error: 'notary.errors.zip' }).check(
  z.trim(),
  z.regex(/^\d{5}(-\d{4})?$/, { error: 'notary.errors.zip' }),
  z.refine((zip) => inLosAngelesCounty(zip), { error: 'notary.errors.outsideCounty' }),
);

export const AddressSchema = z.strictObject({
  street: required(120, 'notary.errors.street'),
  unit: z.optional(lineOfText(40)),
  city: required(60, 'notary.errors.city'),
  zip: ZipSchema,
  /** Where to go once there (hospital room, gate code): free text the client writes. */
  notes: z.optional(lineOfText(200)),
});
export type Address = z.output<typeof AddressSchema>;

export const DocumentRequestSchema = z
  .strictObject({
    type: z.enum(DOCUMENT_TYPES, { error: 'notary.errors.documentType' }),
    act: z.enum(NOTARIAL_ACTS, { error: 'notary.errors.act' }),
    signatures: z
      .number({ error: 'notary.errors.signatures' })
      .check(
        z.int({ error: 'notary.errors.signatures' }),
        z.gte(1, { error: 'notary.errors.signatures' }),
        z.lte(LIMITS.signaturesPerDocument, { error: 'notary.errors.tooManySignatures' }),
      ),
  })
  .check(z.refine((d) => actFits(d.type, d.act), { error: 'notary.errors.certifiedCopy', path: ['act'] }));

export const IdPlanSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('id'),
      id: z.enum(ID_KINDS, { error: 'notary.errors.idKind' }),
      validity: z.enum(ID_VALIDITY, { error: 'notary.errors.idExpired' }),
    }),
    z.strictObject({ kind: z.literal('witnesses'), witnesses: z.enum(WITNESS_PLANS, { error: 'notary.errors.witnesses' }) }),
  ],
  { error: 'notary.errors.idPlan' },
);

/** A signer: the name the document bears and how they will prove who they are. Never an ID number. */
export const SignerSchema = z.strictObject({ name: required(100, 'notary.errors.signerName'), idPlan: IdPlanSchema });

const DocumentsSchema = z
  .array(DocumentRequestSchema, { error: 'notary.errors.documents' })
  .check(z.minLength(1, { error: 'notary.errors.documents' }), z.maxLength(LIMITS.documents, { error: 'notary.errors.tooManyDocuments' }));
const SignersSchema = z
  .array(SignerSchema, { error: 'notary.errors.signers' })
  .check(z.minLength(1, { error: 'notary.errors.signers' }), z.maxLength(LIMITS.signers, { error: 'notary.errors.tooManySigners' }));

/** POST /notary/appointments (a guest) and POST /me/notary/appointments (signed in): the booking form's whole answer. */
export const BookingRequestSchema = z
  .strictObject({
    mode: z.enum(MODES, { error: 'notary.errors.mode' }),
    /** Mobile visits: where, in Los Angeles County. */
    address: z.optional(AddressSchema),
    documents: DocumentsSchema,
    signers: SignersSchema,
    startsAt: TimestampSchema,
    contact: ContactSchema,
    /** Mobile visits: the travel fee the client agreed to (the server's own figure must be the same). */
    travelFeeAgreedCents: z.optional(CentsSchema),
    /** The pre-visit checklist was read: document complete and unsigned, every signer present, willing, with ID. */
    checklistConfirmed: z.literal(true, { error: 'notary.errors.checklist' }),
    /** The case whose documents are to be signed (from a case's "Book the signing"): the caller's own. */
    caseId: z.optional(IdSchema),
  })
  .check(
    z.refine((b) => b.mode !== 'mobile' || b.address !== undefined, { error: 'notary.errors.address', path: ['address'] }),
    z.refine((b) => b.mode !== 'mobile' || b.travelFeeAgreedCents !== undefined, {
      error: 'notary.errors.travelAgreement',
      path: ['travelFeeAgreedCents'],
    }),
    z.refine((b) => b.documents.every((d) => d.signatures >= 1) && b.documents.reduce((n, d) => n + d.signatures, 0) >= b.signers.length, {
      error: 'notary.errors.fewerSignatures',
      path: ['documents'],
    }),
  );
export type BookingRequest = z.input<typeof BookingRequestSchema>;
export type ParsedBooking = z.output<typeof BookingRequestSchema>;

const DateSchema = z.string({ error: 'errors.field.invalid' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'errors.field.invalid' }));

/** GET /notary/slots */
export const SlotsQuerySchema = z.strictObject({
  mode: z.enum(MODES, { error: 'errors.field.invalid' }),
  from: DateSchema,
  days: z._default(
    z.coerce
      .number({ error: 'errors.field.invalid' })
      .check(z.int(), z.gte(1, { error: 'errors.field.invalid' }), z.lte(14, { error: 'errors.field.invalid' })),
    7,
  ),
});

const SlotSchema = z.object({ start: z.string(), startsAt: z.string(), notary: z.string() });
export const SlotsResponseSchema = z.object({
  days: z.array(z.object({ date: z.string(), weekday: z.string(), slots: z.array(SlotSchema) })),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

const QuoteSchema = z.object({
  lines: z.array(
    z.object({
      document: z.number(),
      type: z.enum(DOCUMENT_TYPES),
      act: z.enum(NOTARIAL_ACTS),
      signatures: z.number(),
      unitCents: z.number(),
      amountCents: z.number(),
      exempt: z.boolean(),
    }),
  ),
  notarialCents: z.number(),
  travel: z.nullable(
    z.object({ zone: z.number(), miles: z.number(), baseCents: z.number(), afterHoursCents: z.number(), totalCents: z.number() }),
  ),
  totalCents: z.number(),
});

const IdPlanOut = z.union([
  z.object({ kind: z.literal('id'), id: z.enum(ID_KINDS), validity: z.enum(ID_VALIDITY) }),
  z.object({ kind: z.literal('witnesses'), witnesses: z.enum(WITNESS_PLANS) }),
]);

/** What the client sees of their appointment (booking answer, manage page). */
export const AppointmentViewSchema = z.object({
  id: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  mode: z.enum(MODES),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Office-time date and clock. */
  date: z.string(),
  start: z.string(),
  notary: z.string(),
  address: z.nullable(
    z.object({ street: z.string(), unit: z.optional(z.string()), city: z.string(), zip: z.string(), notes: z.optional(z.string()) }),
  ),
  documents: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), act: z.enum(NOTARIAL_ACTS), signatures: z.number() })),
  signers: z.array(z.object({ name: z.string(), idPlan: IdPlanOut })),
  quote: QuoteSchema,
  thumbprint: z.boolean(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string(), locale: z.enum(['en', 'es']), textReminders: z.boolean() }),
  /** Texts stopped (the client replied STOP): no more texts until they opt in again. */
  textsStopped: z.boolean(),
});
export type AppointmentView = z.infer<typeof AppointmentViewSchema>;

export const BookingResponseSchema = z.object({
  appointment: AppointmentViewSchema,
  /** Opens the manage page (reschedule, cancel): a signed token, shown once here and in the messages. */
  manageToken: z.string(),
});
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** The manage page's calls carry the token in the body, never in a URL. */
export const ManageTokenSchema = z
  .string({ error: 'errors.field.invalid' })
  .check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/));
export const ManageRequestSchema = z.strictObject({ token: ManageTokenSchema });
export const RescheduleRequestSchema = z.strictObject({
  token: ManageTokenSchema,
  startsAt: TimestampSchema,
  /** Mobile visits: the travel fee agreed for the new time (an evening or weekend visit may change it). */
  travelFeeAgreedCents: z.optional(CentsSchema),
});
export const ManageResponseSchema = z.object({ appointment: AppointmentViewSchema });

// ------------------------------------------------------------------------------------------------------------------
// The console (notarydesk)
// ------------------------------------------------------------------------------------------------------------------

const Clock = z
  .string({ error: 'notary.errors.clock' })
  .check(z.regex(/^([01]\d|2[0-3]):(00|30)$|^24:00$/, { error: 'notary.errors.clock' }));
export const AvailabilityBlockSchema = z.strictObject({
  start: Clock,
  end: Clock,
  office: z.boolean(),
  mobile: z.boolean(),
  notary: required(80, 'notary.errors.notaryOnDuty'),
});
const Blocks = z.array(AvailabilityBlockSchema).check(z.maxLength(6, { error: 'errors.field.invalid' }));
export const WeeklyHoursSchema = z.strictObject({
  monday: Blocks,
  tuesday: Blocks,
  wednesday: Blocks,
  thursday: Blocks,
  friday: Blocks,
  saturday: Blocks,
  sunday: Blocks,
});

export const PutWeeklyRequestSchema = z.strictObject({
  weekly: WeeklyHoursSchema,
  expectedVersion: z.number().check(z.int(), z.nonnegative()),
});
export const PutExceptionRequestSchema = z.strictObject({ blocks: Blocks, note: z._default(lineOfText(200), '') });

const ExceptionOut = z.object({
  date: z.string(),
  note: z.string(),
  blocks: z.array(z.object({ start: z.string(), end: z.string(), office: z.boolean(), mobile: z.boolean(), notary: z.string() })),
});
export const AvailabilityResponseSchema = z.object({
  weekly: z.record(
    z.string(),
    z.array(z.object({ start: z.string(), end: z.string(), office: z.boolean(), mobile: z.boolean(), notary: z.string() })),
  ),
  version: z.number(),
  /** Exceptions from today on (the next LIMITS.horizonDays days). */
  exceptions: z.array(ExceptionOut),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
export const ExceptionResponseSchema = z.object({ exception: ExceptionOut });

export const AdminAppointmentsQuerySchema = z.strictObject({ from: DateSchema, to: DateSchema });

const ReceiptSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  acts: z.number(),
  notarialCents: z.number(),
  travelCents: z.number(),
  totalCents: z.number(),
});

export const AdminAppointmentSchema = z.object({
  ...AppointmentViewSchema.shape,
  version: z.number(),
  createdAt: z.string(),
  /** Signed in when booking (the account's sub), or a guest. */
  booker: z.enum(['account', 'guest']),
  caseId: z.nullable(z.string()),
  /** Straight-line miles from the previous stop of the day (mobile route order), filled by the day's list. */
  completion: z.nullable(
    z.object({ acts: z.number(), notarialCollectedCents: z.number(), travelCollectedCents: z.number(), at: z.string(), by: z.string() }),
  ),
  receipt: z.nullable(ReceiptSchema),
  cancelledBy: z.nullable(z.enum(['client', 'staff'])),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;
export const AdminAppointmentsResponseSchema = z.object({ items: z.array(AdminAppointmentSchema) });
export const AdminAppointmentResponseSchema = z.object({ appointment: AdminAppointmentSchema });

export const CompleteRequestSchema = z.strictObject({
  /** Notarial acts performed (signatures notarized): the journal holds the detail, not the app. */
  acts: z
    .number({ error: 'notary.errors.acts' })
    .check(z.int({ error: 'notary.errors.acts' }), z.gte(1, { error: 'notary.errors.acts' }), z.lte(100, { error: 'notary.errors.acts' })),
  notarialCollectedCents: CentsSchema,
  travelCollectedCents: CentsSchema,
  expectedVersion: z.number().check(z.int(), z.nonnegative()),
});
export const VersionRequestSchema = z.strictObject({ expectedVersion: z.number().check(z.int(), z.nonnegative()) });
