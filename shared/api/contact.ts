/**
 * The contact rules of a case as the console reads and changes them (GET /admin/submissions/{id}/contact, PUT
 * …/contact-rules): the rules (shared/contact-rules.ts) and the messages the outbox held because of them.
 */
import * as z from 'zod/mini';
import { CONTACT_CHANNELS, ContactRulesSchema, ContactRulesUpdateSchema } from '../contact-rules';
import { ACCOUNT_NOTIFICATIONS, APPOINTMENT_NOTIFICATIONS, CLIENT_NOTIFICATIONS, STAFF_NOTIFICATIONS } from '../notifications';

const KINDS = [
  ...CLIENT_NOTIFICATIONS.map((k) => `client.${k}` as const),
  ...STAFF_NOTIFICATIONS.map((k) => `staff.${k}` as const),
  ...ACCOUNT_NOTIFICATIONS.map((k) => `account.${k}` as const),
  ...APPOINTMENT_NOTIFICATIONS.map((k) => `notary.${k}` as const),
];

/** A message the outbox did not send because the rules forbid its channel (what it was, never its content). */
export const HeldNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(KINDS as [string, ...string[]]),
  channel: z.enum(CONTACT_CHANNELS),
  at: z.string(),
});
export type HeldNotice = z.infer<typeof HeldNoticeSchema>;

export const CaseContactResponseSchema = z.object({
  /** Null: the client said nothing about safe contact (any channel may be used). */
  rules: z.nullable(ContactRulesSchema),
  /** Newest first (the last 100). */
  held: z.array(HeldNoticeSchema),
});
export type CaseContactResponse = z.infer<typeof CaseContactResponseSchema>;

/** Staff change the rules from what the client told them; `expectedAt` is the `at` of the rules they saw (null: none). */
export const ContactRulesChangeSchema = z.extend(ContactRulesUpdateSchema, { expectedAt: z.nullable(z.string()) });
export type ContactRulesChange = z.infer<typeof ContactRulesChangeSchema>;

export const ContactRulesResponseSchema = z.object({ rules: ContactRulesSchema });
