/**
 * Email notifications: the kinds, who receives each, and which a client may turn off (My Account). One definition
 * for the outbox (functions/lib/outbox), the templates (functions/lib/mail) and the preferences form.
 */
import * as z from 'zod/mini';

export const CLIENT_NOTIFICATIONS = [
  'statusChanged',
  'officeMessage',
  'documentRequested',
  'documentReady',
  'contractOpen',
  'submissionReceived',
  'paymentReceived',
] as const;
export const STAFF_NOTIFICATIONS = ['newSubmission', 'clientMessage', 'newUpload', 'clientReview'] as const;
export type ClientNotification = (typeof CLIENT_NOTIFICATIONS)[number];
export type StaffNotification = (typeof STAFF_NOTIFICATIONS)[number];
/**
 * Mail about the account itself, to an address rather than a client's file: the sign-up code, and the notice to the
 * owner of an email someone tried to sign up with (docs/security.md B-2). Always sent.
 */
export const ACCOUNT_NOTIFICATIONS = ['signUpCode', 'signUpAttempt'] as const;
export type AccountNotification = (typeof ACCOUNT_NOTIFICATIONS)[number];
/**
 * A notary appointment's messages (issue 33), by email and, with consent, by text, in the language chosen when
 * booking: to the appointment's contact (a guest has no account). Always sent while the appointment stands.
 */
export const APPOINTMENT_NOTIFICATIONS = ['booked', 'dayBefore', 'twoHours', 'cancelled', 'rescheduled'] as const;
export type AppointmentNotification = (typeof APPOINTMENT_NOTIFICATIONS)[number];
/**
 * Process serving's messages (issue 32), always sent: to a job's client (with or without an account) when the papers
 * are served and when the server signs the proof, in the client's language; to staff 60 and 30 days before a
 * server's registration or bond expires.
 */
export const SERVING_NOTIFICATIONS = ['served', 'proofSigned', 'registrationExpiring'] as const;
export type ServingNotification = (typeof SERVING_NOTIFICATIONS)[number];
export type NotificationKind =
  | `client.${ClientNotification}`
  | `staff.${StaffNotification}`
  | `account.${AccountNotification}`
  | `notary.${AppointmentNotification}`
  | `serving.${ServingNotification}`;

/**
 * Essential mail is sent whatever the client's preferences: it asks the client to act (a requested document, forms
 * to review) or is the office writing to them. A status change is information the dashboard also shows: the client
 * may turn it off. Staff mail is work mail: always sent.
 */
export const ESSENTIAL: Readonly<Record<ClientNotification, boolean>> = {
  statusChanged: false,
  officeMessage: true,
  documentRequested: true,
  documentReady: true,
  // The signed Notice to Consumer was given or mailed: the client can now accept the contract (B&P §6410.5(b)).
  contractOpen: true,
  // "We received your answers" and the payment receipt (issue 30): the client's record of what they did and paid.
  submissionReceived: true,
  paymentReceived: true,
};

export const isEssential = (kind: NotificationKind): boolean => {
  const [audience, name] = kind.split('.') as ['client' | 'staff' | 'account' | 'notary' | 'serving', string];
  return audience !== 'client' || ESSENTIAL[name as ClientNotification];
};

/** The client's email preferences (profile attribute `emailPreferences`; absent = everything on). */
export const EmailPreferencesSchema = z.strictObject({ nonEssential: z.boolean() });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { nonEssential: true };
