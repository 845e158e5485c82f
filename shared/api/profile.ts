import * as z from 'zod/mini';
import { LOCALES } from '../i18n/core';
import { EmailPreferencesSchema } from '../notifications';

/**
 * What a person's name may hold (issue 30): letters of any alphabet with their accents, spaces, hyphens, apostrophes
 * and periods ("María José O’Carter-Nguyen Jr.") — no emoji, symbols, digits or control characters, which would reach
 * the court forms and the contract's signature line.
 */
export const NAME_CHARACTERS = /^[\p{L}\p{M}' ’.-]*$/u;

/** A person's name part: trimmed, 1–100 characters, letters and the punctuation names use (NAME_CHARACTERS): no
 * hidden formatting either (direction overrides, zero-width characters are not letters: F9). */
export const personName = (key: string) =>
  z
    .string({ error: key })
    .check(
      z.trim(),
      z.minLength(1, { error: key }),
      z.maxLength(100, { error: 'errors.field.tooLong' }),
      z.regex(NAME_CHARACTERS, { error: 'errors.field.nameCharacters' }),
    );

/** US phone in any common notation: 10 digits after removing punctuation (an optional leading 1). */
export const phoneSchema = z.string().check(
  z.trim(),
  z.maxLength(30, { error: 'errors.field.tooLong' }),
  z.refine((v) => /^\+?1?[\s.\-()]*(\d[\s.\-()]*){10}$/.test(v), { error: 'errors.field.phone' }),
);

export const ProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  preferredLanguage: z.enum(LOCALES),
  /** Which emails the client gets: `nonEssential` off leaves only the essential ones (shared/notifications.ts). */
  emailPreferences: EmailPreferencesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /me */
export const MeResponseSchema = z.object({ profile: ProfileSchema, isAdmin: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** PATCH /me — the form on My Account uses the same schema. */
export const UpdateProfileRequestSchema = z.partial(
  z.strictObject({
    firstName: personName('errors.field.firstName'),
    lastName: personName('errors.field.lastName'),
    phone: z.nullable(z.union([phoneSchema, z.literal('')])),
    preferredLanguage: z.enum(LOCALES),
    emailPreferences: EmailPreferencesSchema,
  }),
);
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/**
 * POST /me/sessions/end: why every session of the caller ends — the person signed out of every device, or changed
 * their password (the web then signs them out of Cognito everywhere too). The API refuses every ID token of a session
 * begun until now, this one included.
 */
export const END_SESSIONS_REASONS = ['signed_out', 'password_changed'] as const;
export const EndSessionsRequestSchema = z.strictObject({ reason: z.enum(END_SESSIONS_REASONS) });
export type EndSessionsRequest = z.infer<typeof EndSessionsRequestSchema>;

/** GET /health */
export const HealthResponseSchema = z.object({ status: z.literal('ok'), version: z.string(), time: z.string() });
