/**
 * The translation desk's API (docs/translation.md): staff's side (`/admin/submissions/{id}/translations…`, the
 * casework function) and the client's (`/submissions/{id}/translations…`, the clientcase function). One schema per
 * request, shared with the web's forms.
 */
import * as z from 'zod/mini';
import { FIELD_ERRORS } from './errors';
import { TimestampSchema } from './common';

/** The i18n keys (namespace `errors.field`) of what staff may type as English. */
export const TRANSLATION_FIELD_ERRORS = {
  empty: 'errors.field.englishEmpty',
  tooLong: 'errors.field.englishTooLong',
  changed: 'errors.field.answerChanged',
  notOnDesk: 'errors.field.notOnDesk',
} as const;

/** The largest English (or comment) a request carries: a textarea's limit. Each item's own limit is checked too. */
export const MAX_ENGLISH_LENGTH = 5000;
export const MAX_CLIENT_COMMENT_LENGTH = 2000;
/** Items one approval or confirmation may carry (one DynamoDB transaction). */
export const MAX_ITEMS_PER_REQUEST = 50;

/** An answer's path ("children.1.relationship"): names and item numbers, dotted. */
export const AnswerPathSchema = z
  .string({ error: FIELD_ERRORS.invalid })
  .check(
    z.maxLength(300, { error: FIELD_ERRORS.invalid }),
    z.regex(/^[A-Za-z][A-Za-z0-9]*(?:\.(?:[A-Za-z][A-Za-z0-9]*|\d{1,3}))*$/, { error: FIELD_ERRORS.invalid }),
  );
/** A hash the server gave (base64url SHA-256 of the text it stands for). */
export const TextHashSchema = z
  .string({ error: FIELD_ERRORS.invalid })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: FIELD_ERRORS.invalid }));

/** Text typed by a person: trimmed, not empty, line breaks and tabs allowed, no other control character. */
const typedText = (max: number, tooLong: string) =>
  z
    .string({ error: FIELD_ERRORS.invalid })
    .check(
      z.trim(),
      z.minLength(1, { error: TRANSLATION_FIELD_ERRORS.empty }),
      z.maxLength(max, { error: tooLong }),
      z.regex(/^(?:[^\p{Cc}]|[\n\t])*$/u, { error: FIELD_ERRORS.invalid }),
    );
export const EnglishTextSchema = typedText(MAX_ENGLISH_LENGTH, TRANSLATION_FIELD_ERRORS.tooLong);

const PlacementSchema = z.object({ form: z.string(), item: z.string(), label: z.string() });
const TrailStepSchema = z.object({ key: z.string(), n: z.optional(z.number()) });
const PersonSchema = z.object({ name: z.string() });

/** Where an answer sits in the questionnaire and on the forms. */
const WhereSchema = {
  path: z.string(),
  labelKey: z.string(),
  trail: z.array(TrailStepSchema),
  placements: z.array(PlacementSchema),
};

export const DRAFTING_STATES = ['notNeeded', 'pending', 'ready', 'failed'] as const;
export const DESK_ITEM_STATES = ['pending', 'draft', 'reviewed', 'approved'] as const;
export type DeskItemState = (typeof DESK_ITEM_STATES)[number];

export const DeskItemSchema = z.object({
  ...WhereSchema,
  kind: z.enum(['text', 'textarea']),
  filing: z.enum(['translate', 'term', 'names']),
  maxLength: z.number(),
  /** The client's words, as they are now. */
  source: z.string(),
  sourceHash: z.string(),
  /** The machine draft of these words (null until the engine has made it). */
  draft: z.nullable(
    z.object({ text: z.string(), unknownWords: z.array(z.string()), engine: z.string(), engineVersion: z.string(), at: TimestampSchema }),
  ),
  /** The English a staff member saved for these words (reviewed, not yet approved). */
  english: z.nullable(z.object({ text: z.string(), by: PersonSchema, at: TimestampSchema })),
  /** The approval of these words' English (an approval of earlier words is `lapsed`). */
  approval: z.nullable(z.object({ text: z.string(), by: PersonSchema, at: TimestampSchema })),
  lapsed: z.nullable(z.object({ by: PersonSchema, at: TimestampSchema })),
  state: z.enum(DESK_ITEM_STATES),
  /** The client's answer to the approved English: confirmed, or a comment to staff. */
  client: z.nullable(z.object({ kind: z.enum(['confirmed', 'comment']), comment: z.nullable(z.string()), at: TimestampSchema })),
});
export type DeskItem = z.infer<typeof DeskItemSchema>;

export const FixedItemSchema = z.object({ ...WhereSchema, source: z.string(), english: z.string() });

export const TranslationDeskSchema = z.object({
  submissionId: z.string(),
  /** The language the client answered in: only Spanish answers are translated. */
  locale: z.enum(['en', 'es']),
  drafting: z.object({
    status: z.enum(DRAFTING_STATES),
    engine: z.nullable(z.string()),
    engineVersion: z.nullable(z.string()),
    at: z.nullable(TimestampSchema),
    /** The engine's error name (never a text), while drafts are missing. */
    lastError: z.nullable(z.string()),
    attempts: z.number(),
  }),
  counts: z.object({ total: z.number(), pending: z.number(), draft: z.number(), reviewed: z.number(), approved: z.number() }),
  items: z.array(DeskItemSchema),
  /** Answers the glossary puts into English (no approval needed). */
  fixed: z.array(FixedItemSchema),
});
export type TranslationDesk = z.infer<typeof TranslationDeskSchema>;

/** Save the English of one item (reviewed). `sourceHash`: the client's words it is for, as the desk showed them. */
export const SaveEnglishRequestSchema = z.strictObject({ path: AnswerPathSchema, sourceHash: TextHashSchema, english: EnglishTextSchema });
export type SaveEnglishRequest = z.infer<typeof SaveEnglishRequestSchema>;

/** Approve items: each with the English approved and the client's words it is for. */
export const ApproveRequestSchema = z.strictObject({
  items: z
    .array(SaveEnglishRequestSchema)
    .check(z.minLength(1, { error: FIELD_ERRORS.required }), z.maxLength(MAX_ITEMS_PER_REQUEST, { error: FIELD_ERRORS.tooLong })),
});
export type ApproveRequest = z.infer<typeof ApproveRequestSchema>;

export const ClientTranslationItemSchema = z.object({
  ...WhereSchema,
  source: z.string(),
  /** What will be filed. */
  english: z.string(),
  englishHash: z.string(),
  /** The machine's Spanish of that English (automatic; null while it is made). */
  back: z.nullable(z.object({ text: z.string(), engine: z.string() })),
  response: z.nullable(z.object({ kind: z.enum(['confirmed', 'comment']), comment: z.nullable(z.string()), at: TimestampSchema })),
});
export type ClientTranslationItem = z.infer<typeof ClientTranslationItemSchema>;

export const ClientTranslationsSchema = z.object({
  locale: z.enum(['en', 'es']),
  /** Answers that will be filed in English, approved or not yet. */
  total: z.number(),
  items: z.array(ClientTranslationItemSchema),
});
export type ClientTranslations = z.infer<typeof ClientTranslationsSchema>;

const ClientRefSchema = z.strictObject({ path: AnswerPathSchema, englishHash: TextHashSchema });
/** "This is what I meant": the client confirms the approved English of these items. */
export const ConfirmTranslationsRequestSchema = z.strictObject({
  items: z
    .array(ClientRefSchema)
    .check(z.minLength(1, { error: FIELD_ERRORS.required }), z.maxLength(MAX_ITEMS_PER_REQUEST, { error: FIELD_ERRORS.tooLong })),
});
export type ConfirmTranslationsRequest = z.infer<typeof ConfirmTranslationsRequestSchema>;

/** The client's comment to staff on one item's English. */
export const TranslationCommentRequestSchema = z.strictObject({
  path: AnswerPathSchema,
  englishHash: TextHashSchema,
  comment: typedText(MAX_CLIENT_COMMENT_LENGTH, FIELD_ERRORS.tooLong),
});
export type TranslationCommentRequest = z.infer<typeof TranslationCommentRequestSchema>;
