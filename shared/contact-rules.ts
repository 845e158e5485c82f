/**
 * A case's contact rules: how the office may reach the client, from what the client answered (the domestic-violence
 * questionnaire's "Is it safe for us to call and email you?" and what is safe instead) or, later, from what the
 * client told the office (staff record it, with a note). One definition for the server, which enforces them on every
 * message the outbox sends (functions/lib/outbox/consumer.ts: a message the rules forbid is held, never sent, and
 * staff see a notice), and for the console, which shows them at the top of the case and before every action that
 * would message the client.
 *
 * `contactDecision(rules, channel)` is the one check: email today, SMS and phone calls as the office adds them (an SMS
 * sender calls it with 'sms' before sending, a call list with 'phone'). No rules (any other case) allow everything.
 * No Node-only or browser-only APIs here.
 */
import * as z from 'zod/mini';
import type { QuestionnaireType } from './questionnaire-types';

export const CONTACT_CHANNELS = ['email', 'sms', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Free text the client (or staff, from what the client said) gave about safe contact: one line, bounded. */
const note = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));

export const ContactRulesSchema = z.object({
  /** For each channel, whether the office may use it. */
  allowed: z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() }),
  /** When it is safe to reach the client, in their words (shown to staff; not enforced by a clock). */
  safeTimes: note(200),
  /** A safe way to reach them instead (a person, an address, another number), in their words. */
  safeContact: note(300),
  /** Where the rules come from: the answers of the case, or staff recording what the client told them. */
  source: z.enum(['answers', 'staff']),
  /** When they were set (ISO), and by whom when staff set them. */
  at: z.string(),
  by: z.optional(z.object({ name: z.string() })),
  /** Staff's note of why they changed (what the client said, and how they confirmed it was the client). */
  note: z.optional(z.string()),
});
export type ContactRules = z.infer<typeof ContactRulesSchema>;

/** Whether every channel is allowed (the rules say nothing the office must respect). */
export const allowsEverything = (rules: ContactRules | null | undefined): boolean =>
  !rules || CONTACT_CHANNELS.every((c) => rules.allowed[c]);

export type ContactDecision = { allowed: true } | { allowed: false; reason: 'not_safe' };

/**
 * May the office reach the client through `channel` under `rules`? Every sender asks this before sending, whatever
 * the channel: email (the outbox), SMS and phone calls as they are added. Several rules (a case's and the client's
 * latest) must all allow it.
 */
export function contactDecision(channel: ContactChannel, ...rules: Array<ContactRules | null | undefined>): ContactDecision {
  return rules.every((r) => !r || r.allowed[channel]) ? { allowed: true } : { allowed: false, reason: 'not_safe' };
}

/** Questionnaires that ask about safe contact, and how their answers become rules. */
const FROM_ANSWERS: Partial<Record<QuestionnaireType, (answers: Record<string, unknown>, at: string) => ContactRules | null>> = {
  'domestic-violence': (a, at) => {
    if (typeof a.safeToContact !== 'boolean') return null;
    const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
    const safe = new Set(Array.isArray(a.safeChannels) ? a.safeChannels.map(String) : []);
    const allowed = a.safeToContact
      ? { email: true, sms: true, phone: true }
      : { email: safe.has('email'), sms: safe.has('sms'), phone: safe.has('phone') };
    return {
      allowed,
      safeTimes: a.safeToContact ? null : text(a.safeTimes, 200),
      safeContact: a.safeToContact ? null : text(a.safeContactNotes, 300),
      source: 'answers',
      at,
    };
  },
};

/** The contact rules of a submission's (validated) answers, or null when its questionnaire asks nothing about it. */
export function contactRulesFromAnswers(type: QuestionnaireType, answers: Record<string, unknown>, at: string): ContactRules | null {
  return FROM_ANSWERS[type]?.(answers, at) ?? null;
}

/** What staff send to change a case's rules (POST /admin/submissions/{id}/contact-rules): the channels and a note. */
export const ContactRulesUpdateSchema = z.strictObject({
  allowed: z.strictObject({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() }),
  safeTimes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, { error: 'errors.field.tooLong' })))),
  safeContact: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300, { error: 'errors.field.tooLong' })))),
  note: z
    .string({ error: 'errors.field.required' })
    .check(z.trim(), z.minLength(1, { error: 'errors.field.required' }), z.maxLength(1000, { error: 'errors.field.tooLong' })),
});
export type ContactRulesUpdate = z.infer<typeof ContactRulesUpdateSchema>;
