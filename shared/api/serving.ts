/**
 * Process serving (issue 32): the request and response schemas of the service jobs, the field app and the console —
 * one definition validates in the browser (the forms, the field app's queue) and on the server. Field errors name
 * i18n keys of the `serving` namespace (shared/i18n/messages/serving.ts). Rules: shared/serving/rules.ts; states,
 * deadlines, prices: shared/serving/jobs.ts.
 */
import * as z from 'zod/mini';
import { CentsSchema, IdSchema, lineOfText, LocaleSchema, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { DOCUMENT_TYPES } from '../documents';
import { JOB_LIMITS, JOB_STATES, METHODS, methodsFor, PAPER_KINDS } from '../serving/jobs';
import { ADDRESS_KINDS, OUTCOMES, TIME_BANDS } from '../serving/rules';

const required = (max: number, key: string) => lineOfText(max, key).check(z.minLength(1, { error: key }));
const optionalLine = (max: number) => z.optional(lineOfText(max));
/** Free text over several lines (notes, descriptions): trimmed, no control characters but line breaks. */
const textBlock = (max: number, key = 'errors.field.invalid') =>
  z.string({ error: key }).check(
    z.trim(),
    z.maxLength(max, { error: 'errors.field.tooLong' }),
    // No control character (Unicode Cc) but line breaks, carriage returns and tabs.
    z.regex(/^(?:[\n\r\t]|[^\p{Cc}])*$/u, { error: key }),
  );

export const DateSchema = z
  .string({ error: 'serving.errors.date' })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'serving.errors.date' }));

// ---------------------------------------------------------------------------------------------------------------
// What a job is made of (requests)
// ---------------------------------------------------------------------------------------------------------------

export const ServeeSchema = z
  .strictObject({
    kind: z.enum(['person', 'business'], { error: 'serving.errors.serveeKind' }),
    /** The person to serve (a business: its name). */
    name: required(120, 'serving.errors.serveeName'),
    /** A business: the person authorized to accept service and their title. */
    agentName: optionalLine(120),
    agentTitle: optionalLine(80),
    /** What the server needs to recognize the person: age, height, hair, car… (never a photo of them). */
    description: z.optional(textBlock(JOB_LIMITS.description)),
    /** When they are usually at each place. */
    hours: optionalLine(200),
  })
  .check(z.refine((s) => s.kind === 'person' || Boolean(s.agentName), { error: 'serving.errors.agentName', path: ['agentName'] }));
export type Servee = z.output<typeof ServeeSchema>;

export const ServiceAddressSchema = z.strictObject({
  kind: z.enum(ADDRESS_KINDS, { error: 'serving.errors.addressKind' }),
  street: required(120, 'serving.errors.street'),
  unit: optionalLine(40),
  city: required(60, 'serving.errors.city'),
  state: z._default(z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'serving.errors.state' })), 'CA'),
  zip: z.string({ error: 'serving.errors.zip' }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, { error: 'serving.errors.zip' })),
  /** Gate code, which door, where to park. */
  notes: optionalLine(200),
});
export type ServiceAddressInput = z.output<typeof ServiceAddressSchema>;

export const CaptionSchema = z.strictObject({
  /** "Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, 111 N. Hill St…" */
  court: optionalLine(200),
  caseNumber: optionalLine(40),
  caseName: optionalLine(160),
});

export const DeadlineInputSchema = z.discriminatedUnion(
  'basis',
  [
    z.strictObject({
      basis: z.literal('small_claims'),
      hearingDate: DateSchema,
      outsideCounty: z.boolean({ error: 'errors.field.invalid' }),
    }),
    z.strictObject({
      basis: z.literal('dv109'),
      hearingDate: DateSchema,
      daysBefore: z
        .number({ error: 'serving.errors.daysBefore' })
        .check(
          z.int({ error: 'serving.errors.daysBefore' }),
          z.gte(1, { error: 'serving.errors.daysBefore' }),
          z.lte(30, { error: 'serving.errors.daysBefore' }),
        ),
    }),
    z.strictObject({ basis: z.literal('date'), serveBy: DateSchema, hearingDate: z.optional(DateSchema) }),
  ],
  { error: 'serving.errors.deadline' },
);

const AddressesSchema = z
  .array(ServiceAddressSchema, { error: 'serving.errors.addresses' })
  .check(
    z.minLength(1, { error: 'serving.errors.addresses' }),
    z.maxLength(JOB_LIMITS.addresses, { error: 'serving.errors.tooManyAddresses' }),
  );

const PaperLabelSchema = required(80, 'serving.errors.paperLabel');
const PapersSchema = z
  .array(PaperLabelSchema, { error: 'serving.errors.papers' })
  .check(z.minLength(1, { error: 'serving.errors.papers' }), z.maxLength(JOB_LIMITS.papers, { error: 'serving.errors.tooManyPapers' }));

/** What every new job states: who, where, what, how, by when. */
const JobCoreShape = {
  paperKind: z.enum(PAPER_KINDS, { error: 'serving.errors.paperKind' }),
  method: z.enum(METHODS, { error: 'serving.errors.method' }),
  servee: ServeeSchema,
  addresses: AddressesSchema,
  caption: CaptionSchema,
  deadline: DeadlineInputSchema,
  /** Dangers at the place (a dog, a threat made before): the server reads them before going. */
  safetyNotes: z.optional(textBlock(JOB_LIMITS.description)),
  rush: z._default(z.boolean({ error: 'errors.field.invalid' }), false),
};

/** POST /service-orders: a client orders service of their own papers (signed in; papers uploaded next). */
export const ServiceOrderRequestSchema = z
  .strictObject({
    ...JobCoreShape,
    /** The papers they will upload, by what the court calls them ("SC-100, Plaintiff's Claim"). */
    papers: PapersSchema,
    /** The client chose the method themselves, from the court's descriptions, and accepts the terms of the service. */
    directionConfirmed: z.literal(true, { error: 'serving.errors.direction' }),
    /** Not a party: the client is not serving the papers themselves (the office's server is 18+ and not named). */
    locale: LocaleSchema,
  })
  .check(z.refine((o) => methodFits(o.paperKind, o.method), { error: 'serving.errors.methodForPapers', path: ['method'] }));
export type ServiceOrderRequest = z.input<typeof ServiceOrderRequestSchema>;
export type ParsedServiceOrder = z.output<typeof ServiceOrderRequestSchema>;

/** POST /admin/submissions/{id}/service-jobs: staff create a job from a case (the draft of GET …/service-draft, checked). */
export const CaseJobRequestSchema = z
  .strictObject({
    ...JobCoreShape,
    /** The packet's forms to serve ("SC-100") and other papers named by staff. */
    papers: PapersSchema,
    /** The client chose the method (staff record it as told). */
    directionConfirmed: z.literal(true, { error: 'serving.errors.direction' }),
  })
  .check(z.refine((o) => methodFits(o.paperKind, o.method), { error: 'serving.errors.methodForPapers', path: ['method'] }));
export type CaseJobRequest = z.input<typeof CaseJobRequestSchema>;

/** POST /admin/service-jobs: a walk-in (no account needed): the client's contact for the emails. */
export const WalkInJobRequestSchema = z
  .strictObject({
    ...JobCoreShape,
    papers: PapersSchema,
    directionConfirmed: z.literal(true, { error: 'serving.errors.direction' }),
    client: z.strictObject({
      name: required(120, 'serving.errors.clientName'),
      email: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email({ error: 'serving.errors.email' }))),
      phone: optionalLine(30),
      locale: LocaleSchema,
    }),
    /** Paid at the counter (cash, card terminal): recorded now with its reference. */
    paidAtOffice: z._default(z.boolean(), false),
    paymentReference: optionalLine(80),
  })
  .check(z.refine((o) => methodFits(o.paperKind, o.method), { error: 'serving.errors.methodForPapers', path: ['method'] }));
export type WalkInJobRequest = z.input<typeof WalkInJobRequestSchema>;

function methodFits(kind: (typeof PAPER_KINDS)[number], method: (typeof METHODS)[number]): boolean {
  return methodsFor(kind).includes(method);
}

/** POST /service-orders/{jobId}/papers: a paper to upload (PDF or a photo of it). */
export const StartPaperUploadSchema = z.strictObject({
  label: PaperLabelSchema,
  contentType: z.enum(DOCUMENT_TYPES, { error: 'documents.errors.type' }),
  size: z
    .number()
    .check(z.int(), z.gte(1, { error: 'documents.errors.empty' }), z.lte(20 * 1024 * 1024, { error: 'documents.errors.tooLarge' })),
});

export const PaymentMethodRequestSchema = z.strictObject({ method: z.enum(['card', 'office'], { error: 'errors.field.invalid' }) });

// ---------------------------------------------------------------------------------------------------------------
// The field app's records (the queue sends exactly these; each attempt's id is made on the phone)
// ---------------------------------------------------------------------------------------------------------------

export const GeoSchema = z.strictObject({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  /** Metres (the browser's accuracy radius). */
  accuracy: z.number().check(z.gte(0), z.lte(100_000)),
  /** When the position was fixed (the device's clock). */
  at: TimestampSchema,
});
export type Geo = z.output<typeof GeoSchema>;

export const SubstitutedSchema = z.strictObject({
  /** Their name if they gave it. */
  recipientName: optionalLine(120),
  /** What they look like (required when there is no name: the form asks for "name or description"). */
  description: required(300, 'serving.errors.recipientDescription'),
  /** Their relation to the servee ("roommate", "spouse", "manager"). */
  relation: required(80, 'serving.errors.relation'),
  /** The server told them what the papers are (§415.20(b): "who shall be informed of the contents"). */
  informed: z.literal(true, { error: 'serving.errors.informed' }),
  /** They appear to be at least 18 (§415.20(b)). */
  adult: z.literal(true, { error: 'serving.errors.adult' }),
});

/** PUT /field/jobs/{jobId}/attempts/{attemptId}: one attempt, as the phone recorded it (idempotent by its id). */
export const AttemptRequestSchema = z
  .strictObject({
    /** The device's clock when the attempt was made (ISO, UTC). */
    at: TimestampSchema,
    addressId: z.string().check(z.regex(/^a\d{1,2}$/, { error: 'serving.errors.address' })),
    outcome: z.enum(OUTCOMES, { error: 'serving.errors.outcome' }),
    geo: z.nullable(GeoSchema),
    /** Why there is no GPS fix (no signal, permission refused, unsafe to wait). */
    noGeoReason: optionalLine(300),
    /** A photo of the door or entrance was taken (it uploads on its own: POST …/photo). */
    photo: z.boolean(),
    noPhotoReason: optionalLine(300),
    substituted: z.optional(SubstitutedSchema),
    /** Personal service: how the servee was identified and what they look like. */
    servedDescription: optionalLine(300),
    notes: z.optional(textBlock(JOB_LIMITS.notes)),
  })
  .check(
    z.refine((a) => a.outcome !== 'substituted' || a.substituted !== undefined, {
      error: 'serving.errors.substituted',
      path: ['substituted'],
    }),
    z.refine((a) => a.outcome === 'substituted' || a.substituted === undefined, { error: 'errors.field.unknown', path: ['substituted'] }),
    z.refine((a) => a.geo !== null || Boolean(a.noGeoReason), { error: 'serving.errors.noGeoReason', path: ['noGeoReason'] }),
    z.refine((a) => a.photo || Boolean(a.noPhotoReason), { error: 'serving.errors.noPhotoReason', path: ['noPhotoReason'] }),
  );
export type AttemptRequest = z.input<typeof AttemptRequestSchema>;
export type ParsedAttempt = z.output<typeof AttemptRequestSchema>;

/** The photo formats a phone's camera gives (HEIC is kept but cannot be printed on the proof). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const StartPhotoSchema = z.strictObject({
  contentType: z.enum(PHOTO_TYPES, { error: 'serving.errors.photoType' }),
  size: z
    .number()
    .check(z.int(), z.gte(1, { error: 'serving.errors.photoSize' }), z.lte(MAX_PHOTO_BYTES, { error: 'serving.errors.photoSize' })),
  /** The photo's SHA-256 (hex) as the phone holds it: the server checks the bytes it receives against it. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'errors.field.invalid' })),
});

/** POST /field/jobs/{jobId}/mailing: the copy mailed after a substituted service (or a service by mail). */
export const MailingRequestSchema = z.strictObject({
  mailedOn: DateSchema,
  /** Where it was mailed from: "Los Angeles, CA". */
  city: required(80, 'serving.errors.mailCity'),
  how: z.enum(['usps', 'business'], { error: 'serving.errors.mailHow' }),
  expectedVersion: z.number().check(z.int()),
});

export const UnableRequestSchema = z.strictObject({
  reason: required(500, 'serving.errors.unableReason'),
  expectedVersion: z.number().check(z.int()),
});

/** POST /field/jobs/{jobId}/proof: the server signs their own proof (typed name, under penalty of perjury). */
export const SignProofRequestSchema = z.strictObject({
  signatureName: required(120, 'serving.errors.signatureName'),
  declared: z.literal(true, { error: 'serving.errors.declared' }),
  expectedVersion: z.number().check(z.int()),
});

// ---------------------------------------------------------------------------------------------------------------
// Staff requests
// ---------------------------------------------------------------------------------------------------------------

export const AssignRequestSchema = z.strictObject({ serverSub: IdSchema, expectedVersion: z.number().check(z.int()) });
export const ShareRequestSchema = z.strictObject({ shared: z.boolean() });
export const FiledRequestSchema = z.strictObject({ filedOn: DateSchema, expectedVersion: z.number().check(z.int()) });
export const CancelJobRequestSchema = z.strictObject({
  reason: required(300, 'serving.errors.cancelReason'),
  expectedVersion: z.number().check(z.int()),
});
export const OfficePaymentRequestSchema = z.strictObject({ reference: optionalLine(80), expectedVersion: z.number().check(z.int()) });

export const ServerRecordSchema = z
  .strictObject({
    name: required(120, 'serving.errors.serverName'),
    phone: required(30, 'serving.errors.phone'),
    street: required(120, 'serving.errors.street'),
    city: required(60, 'serving.errors.city'),
    state: z._default(z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'serving.errors.state' })), 'CA'),
    zip: z.string({ error: 'serving.errors.zip' }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, { error: 'serving.errors.zip' })),
    registrationNumber: required(40, 'serving.errors.registrationNumber'),
    county: required(40, 'serving.errors.county'),
    registrationExpires: DateSchema,
    bondExpires: DateSchema,
  })
  .check(z.refine((r) => r.registrationExpires > '2000-01-01', { error: 'serving.errors.date', path: ['registrationExpires'] }));
export type ServerRecord = z.output<typeof ServerRecordSchema>;
/** POST /admin/servers: add an existing account (by its email) to the roster and the server role. */
export const AddServerRequestSchema = z.strictObject({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email({ error: 'serving.errors.email' })),
  record: ServerRecordSchema,
});
export const UpdateServerRequestSchema = z.strictObject({ record: ServerRecordSchema, expectedVersion: z.number().check(z.int()) });

export const JobsQuerySchema = z.strictObject({
  state: z.optional(z.enum([...JOB_STATES, 'open'], { error: 'errors.field.invalid' })),
  server: z.optional(IdSchema),
  atRisk: z.optional(z.enum(['true', 'false'], { error: 'errors.field.invalid' })),
});

// ---------------------------------------------------------------------------------------------------------------
// Views (responses)
// ---------------------------------------------------------------------------------------------------------------

const AddressOut = z.object({
  id: z.string(),
  kind: z.enum(ADDRESS_KINDS),
  street: z.string(),
  unit: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  notes: z.nullable(z.string()),
});
export type ServiceAddress = z.infer<typeof AddressOut>;

const DeadlineOut = z.object({
  basis: z.enum(['small_claims', 'dv109', 'date']),
  hearingDate: z.nullable(z.string()),
  serveBy: z.string(),
  substituteBy: z.nullable(z.string()),
  proofBy: z.nullable(z.string()),
  outsideCounty: z.optional(z.boolean()),
  daysBefore: z.optional(z.number()),
});

const PaperOut = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['expected', 'uploading', 'available']),
  source: z.enum(['packet', 'client', 'office']),
});

export const PaymentOut = z.object({
  method: z.nullable(z.enum(['card', 'office'])),
  status: z.enum(['unpaid', 'paid']),
  paidAt: z.nullable(TimestampSchema),
  reference: z.nullable(z.string()),
  receiptNumber: z.nullable(z.string()),
});

const MailingOut = z.object({ mailedOn: z.string(), city: z.string(), how: z.enum(['usps', 'business']), completeOn: z.string() });

/** An attempt as the client sees it: when, where (their own address list), what happened. No GPS, no photo unless shared. */
export const ClientAttemptSchema = z.object({
  id: z.string(),
  at: TimestampSchema,
  addressId: z.string(),
  outcome: z.enum(OUTCOMES),
  photoShared: z.boolean(),
});
/** An attempt as the server and staff see it: everything recorded, and the photo's arrival. */
export const AttemptSchema = z.object({
  id: z.string(),
  at: TimestampSchema,
  receivedAt: TimestampSchema,
  addressId: z.string(),
  outcome: z.enum(OUTCOMES),
  band: z.enum(TIME_BANDS),
  geo: z.nullable(z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: z.string() })),
  noGeoReason: z.nullable(z.string()),
  photo: z.object({
    expected: z.boolean(),
    /** When the server received the bytes (null: still on the phone). */
    receivedAt: z.nullable(TimestampSchema),
    contentType: z.nullable(z.string()),
    size: z.nullable(z.number()),
    /** From the photo's own EXIF, when it carries them. */
    takenAt: z.nullable(z.string()),
    exifGps: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
    shared: z.boolean(),
  }),
  noPhotoReason: z.nullable(z.string()),
  substituted: z.nullable(z.object({ recipientName: z.nullable(z.string()), description: z.string(), relation: z.string() })),
  servedDescription: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  serverName: z.string(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const DiligenceSchema = z.object({
  rule: z.enum(['case-law', 'ab747']),
  source: z.string(),
  met: z.boolean(),
  attempts: z.number(),
  days: z.number(),
  bands: z.array(z.enum(TIME_BANDS)),
  dwelling: z.boolean(),
  need: z.object({ attempts: z.number(), days: z.number(), bands: z.number(), dwelling: z.boolean() }),
  missing: z.array(z.object({ key: z.enum(['attempts', 'days', 'bands', 'dwelling']), need: z.number(), have: z.number() })),
});
export type Diligence = z.infer<typeof DiligenceSchema>;

const ProofOut = z.object({
  form: z.string(),
  signedAt: TimestampSchema,
  signedBy: z.string(),
  filedOn: z.nullable(z.string()),
});

const JobBase = {
  id: z.string(),
  state: z.enum(JOB_STATES),
  version: z.number(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  paperKind: z.enum(PAPER_KINDS),
  method: z.enum(METHODS),
  proofForm: z.string(),
  caption: z.object({ court: z.nullable(z.string()), caseNumber: z.nullable(z.string()), caseName: z.nullable(z.string()) }),
  papers: z.array(PaperOut),
  servee: z.object({
    kind: z.enum(['person', 'business']),
    name: z.string(),
    agentName: z.nullable(z.string()),
    agentTitle: z.nullable(z.string()),
    description: z.nullable(z.string()),
    hours: z.nullable(z.string()),
  }),
  addresses: z.array(AddressOut),
  deadline: DeadlineOut,
  rush: z.boolean(),
  priceCents: CentsSchema,
  server: z.nullable(z.object({ name: z.string() })),
  mailing: z.nullable(MailingOut),
  /** The day service is complete: the service day (personal), the 10th day after mailing (substituted). */
  completeOn: z.nullable(z.string()),
  proof: z.nullable(ProofOut),
};

/** The client's view of their job. */
export const ClientJobSchema = z.object({
  ...JobBase,
  caseId: z.nullable(z.string()),
  questionnaireType: z.nullable(QuestionnaireTypeSchema),
  payment: PaymentOut,
  attempts: z.array(ClientAttemptSchema),
  /** Papers the client still has to upload before the job can start. */
  papersMissing: z.number(),
});
export type ClientJob = z.infer<typeof ClientJobSchema>;

/** The server's view: everything needed at the door, the diligence so far, what the proof will need. */
export const FieldJobSchema = z.object({
  ...JobBase,
  safetyNotes: z.nullable(z.string()),
  attempts: z.array(AttemptSchema),
  diligence: DiligenceSchema,
  /** Attempts a proof cannot carry yet (from 2027: no photo with time and GPS, and no reason). */
  lackingEvidence: z.array(z.string()),
  /** Photos the server said they took and the server has not received yet. */
  photosWaiting: z.array(z.string()),
});
export type FieldJob = z.infer<typeof FieldJobSchema>;

/** Staff's view: the field view and the office's parts. */
export const AdminJobSchema = z.object({
  ...FieldJobSchema.shape,
  caseId: z.nullable(z.string()),
  questionnaireType: z.nullable(QuestionnaireTypeSchema),
  origin: z.enum(['case', 'order', 'walkin']),
  client: z.object({ name: z.string(), email: z.nullable(z.string()), phone: z.nullable(z.string()), locale: LocaleSchema }),
  serverSub: z.nullable(z.string()),
  payment: PaymentOut,
  atRisk: z.boolean(),
  history: z.array(z.object({ at: TimestampSchema, event: z.string(), by: z.string() })),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

/** A row of the jobs board. */
export const JobRowSchema = z.object({
  id: z.string(),
  state: z.enum(JOB_STATES),
  /** For a change made from the board (assign): refused with 409 if the job moved since the board was read. */
  version: z.number(),
  serveeName: z.string(),
  city: z.string(),
  paperKind: z.enum(PAPER_KINDS),
  serveBy: z.string(),
  atRisk: z.boolean(),
  daysLeft: z.number(),
  server: z.nullable(z.object({ sub: z.string(), name: z.string() })),
  attempts: z.number(),
  paymentStatus: z.enum(['unpaid', 'paid']),
  caseId: z.nullable(z.string()),
  clientName: z.string(),
});
export type JobRow = z.infer<typeof JobRowSchema>;

export const JobsListSchema = z.object({ items: z.array(JobRowSchema) });
export const FieldJobsListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      state: z.enum(JOB_STATES),
      serveeName: z.string(),
      address: AddressOut,
      serveBy: z.string(),
      daysLeft: z.number(),
      attempts: z.number(),
      rush: z.boolean(),
      paperKind: z.enum(PAPER_KINDS),
      nextStep: z.enum(['attempt', 'mail', 'sign', 'done']),
    }),
  ),
  /** The signed-in server's registration, as the proofs will print it (and whether it is current). */
  registration: z.nullable(
    z.object({ number: z.string(), county: z.string(), expiresOn: z.string(), current: z.boolean(), daysLeft: z.number() }),
  ),
});
export type FieldJobsList = z.infer<typeof FieldJobsListSchema>;

export const ServerRowSchema = z.object({
  sub: z.string(),
  email: z.string(),
  version: z.number(),
  active: z.boolean(),
  record: z.object({
    name: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    registrationNumber: z.string(),
    county: z.string(),
    registrationExpires: z.string(),
    bondExpires: z.string(),
  }),
  expiresOn: z.string(),
  daysLeft: z.number(),
  alert: z.union([z.literal(0), z.literal(30), z.literal(60)]),
  current: z.boolean(),
  openJobs: z.number(),
});
export type ServerRow = z.infer<typeof ServerRowSchema>;

export const ClientJobsListSchema = z.object({ items: z.array(ClientJobSchema) });
export const LinkSchema = z.object({ url: z.string(), expiresAt: TimestampSchema });
export const UploadSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: TimestampSchema });

/** GET /admin/submissions/{id}/service-draft: what the case already says, for the one-step job form. */
export const CaseJobDraftSchema = z.object({
  caseId: z.string(),
  questionnaireType: QuestionnaireTypeSchema,
  paperKind: z.nullable(z.enum(PAPER_KINDS)),
  papers: z.array(z.string()),
  caption: z.object({ court: z.nullable(z.string()), caseNumber: z.nullable(z.string()), caseName: z.nullable(z.string()) }),
  servees: z.array(
    z.object({
      role: z.string(),
      servee: z.object({
        kind: z.enum(['person', 'business']),
        name: z.string(),
        agentName: z.nullable(z.string()),
        agentTitle: z.nullable(z.string()),
        description: z.nullable(z.string()),
      }),
      addresses: z.array(
        z.object({ kind: z.enum(ADDRESS_KINDS), street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
      ),
    }),
  ),
  client: z.object({ name: z.string(), locale: LocaleSchema }),
  jobs: z.array(z.object({ id: z.string(), state: z.enum(JOB_STATES), serveeName: z.string() })),
});
export type CaseJobDraft = z.infer<typeof CaseJobDraftSchema>;

export const ReceiptSchema = z.object({
  receiptNumber: z.string(),
  jobId: z.string(),
  paidAt: TimestampSchema,
  method: z.enum(['card', 'office']),
  reference: z.nullable(z.string()),
  clientName: z.string(),
  serveeName: z.string(),
  lines: z.array(z.object({ key: z.enum(['service', 'rush', 'extraAddress']), quantity: z.number(), amountCents: z.number() })),
  totalCents: z.number(),
  server: z.nullable(z.object({ name: z.string(), registrationNumber: z.string(), county: z.string() })),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ClientJobResponseSchema = z.object({ job: ClientJobSchema });
export const FieldJobResponseSchema = z.object({ job: FieldJobSchema });
export const AdminJobResponseSchema = z.object({ job: AdminJobSchema });
/** PUT …/attempts/{attemptId}: the attempt as recorded; `duplicate` when it had been recorded before (nothing changed). */
export const AttemptResponseSchema = z.object({ attempt: AttemptSchema, job: FieldJobSchema, duplicate: z.boolean() });
/** POST …/photo: where to post the bytes, or that they arrived already (the queue then skips the upload). */
export const PhotoStartResponseSchema = z.object({ received: z.boolean(), upload: z.nullable(UploadSchema) });
export const PhotoCompleteResponseSchema = z.object({ attempt: AttemptSchema });
export const PaperUploadResponseSchema = z.object({ job: ClientJobSchema, upload: UploadSchema });
export const ServersResponseSchema = z.object({ items: z.array(ServerRowSchema) });
export const ServerResponseSchema = z.object({ server: ServerRowSchema });
export const ReceiptResponseSchema = z.object({ receipt: ReceiptSchema });
