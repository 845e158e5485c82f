import * as z from 'zod/mini';
import { hasHiddenFormatting } from '../text-safety';
import { slugOf, typeFromSlug } from '../questionnaire-slugs';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../questionnaire-types';
import { LOCALES } from '../i18n/core';
import { FIELD_ERRORS } from './errors';

/** Building blocks of the contract shared by several areas. */

export const QuestionnaireTypeSchema = z.enum(QUESTIONNAIRE_TYPES, { error: FIELD_ERRORS.invalid });
/**
 * A questionnaire type in a request's path (`/drafts/{questionnaireType}`): its public slug (shared/questionnaire-slugs.ts),
 * which is what the web sends, so that the URLs CloudFront and API Gateway log name the domestic-violence
 * questionnaire neutrally (issue 17, D-3); the type id is accepted too (staff tools, links made before). Parsed to the
 * type id. No slug is another type's id (test/unit/questionnaire-slugs.test.ts), so either reading is unambiguous.
 */
export const QuestionnaireTypePathSchema = z.pipe(
  z.enum([...new Set([...QUESTIONNAIRE_TYPES.map(slugOf), ...QUESTIONNAIRE_TYPES])], { error: FIELD_ERRORS.invalid }),
  z.transform((value: string): QuestionnaireType => typeFromSlug(value) ?? (value as QuestionnaireType)),
);
export const LocaleSchema = z.enum(LOCALES, { error: FIELD_ERRORS.invalid });

/** Server-generated ids (orders, submissions) are UUIDs. */
export const IdSchema = z.uuid();

/**
 * An id in a path: any plausible id (letters, digits, dashes; at most 64) is looked up and may simply not exist;
 * anything else answers 404 without a lookup (and can never address another kind of item).
 */
export const PathIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/** A calendar date in a path (`/admin/notary/exceptions/{date}`): YYYY-MM-DD; anything else answers 404. */
export const DatePathSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/** An ISO 8601 UTC timestamp, as every date on the wire. */
export const TimestampSchema = z.iso.datetime();

/** Integer US cents. */
export const CentsSchema = z.number().check(z.int(), z.nonnegative());

/** One line of free text: trimmed, no control characters or hidden formatting (shared/text-safety.ts). */
export const lineOfText = (max: number, error: string = FIELD_ERRORS.invalid) =>
  z.string({ error }).check(
    z.trim(),
    z.maxLength(max, { error: FIELD_ERRORS.tooLong }),
    z.regex(/^[^\p{Cc}]*$/u, { error }),
    z.refine((v) => !hasHiddenFormatting(v), { error }),
  );

export const PAGE_LIMIT = { default: 25, max: 100 } as const;

/** `?limit=&cursor=` of every paged list. The cursor is opaque: pass back `nextCursor` as it came. */
export const PageQuerySchema = z.strictObject({
  limit: z._default(
    z.coerce
      .number({ error: FIELD_ERRORS.invalid })
      .check(
        z.int({ error: FIELD_ERRORS.invalid }),
        z.gte(1, { error: FIELD_ERRORS.invalid }),
        z.lte(PAGE_LIMIT.max, { error: FIELD_ERRORS.invalid }),
      ),
    PAGE_LIMIT.default,
  ),
  cursor: z.optional(
    z
      .string({ error: FIELD_ERRORS.cursor })
      .check(z.minLength(1, { error: FIELD_ERRORS.cursor }), z.maxLength(2048, { error: FIELD_ERRORS.cursor })),
  ),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of a list, newest first; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });

/** A request without a body; a body, if sent, must be an empty object (the client never sets price, status…). */
export const EmptyBodySchema = z.optional(z.strictObject({}));

/** Who did something, as other people may see it: a display name, never an email. */
export const ActorRoleSchema = z.enum(['client', 'staff']);
