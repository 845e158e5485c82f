/**
 * docs/emails.md lists every email the product sends, with its subject in English and Spanish (issue 30). This test
 * builds the same table from the code — every kind of shared/notifications.ts, the neutral subject and Cognito's
 * own mails, with their subjects from the message bundles the renderers use — and fails when the doc and the code
 * disagree: a new kind, a changed subject or a kind removed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, type Locale } from '../../../shared/i18n/core';
import mail from '../../../shared/i18n/messages/mail';
import notary from '../../../shared/i18n/messages/notary';
import serving from '../../../shared/i18n/messages/serving';
import {
  ACCOUNT_NOTIFICATIONS,
  APPOINTMENT_NOTIFICATIONS,
  CLIENT_NOTIFICATIONS,
  SERVING_NOTIFICATIONS,
  STAFF_NOTIFICATIONS,
} from '../../../shared/notifications';

const dict = (locale: Locale) => ({ ...flatten(mail[locale]), ...flatten(notary[locale]), ...flatten(serving[locale]) });
const en = dict('en');
const es = dict('es');

/** Each email (kind, or a variant the renderers choose) → the key of its subject. */
const SUBJECT_KEYS: Array<[string, string]> = [
  ...CLIENT_NOTIFICATIONS.map((k): [string, string] => [`client.${k}`, `mail.subject.clientKinds.${k}`]),
  ['client.* (neutral: domestic violence)', 'mail.subject.neutral'],
  ...STAFF_NOTIFICATIONS.map((k): [string, string] => [`staff.${k}`, `mail.subject.staff.${k}`]),
  ['account.signUpCode', 'mail.account.codeSubject'],
  ['account.signUpAttempt', 'mail.account.attemptSubject'],
  ...APPOINTMENT_NOTIFICATIONS.map((k): [string, string] => [`notary.${k}`, `notary.mail.subject.${k}`]),
  ...SERVING_NOTIFICATIONS.map((k): [string, string] => [`serving.${k}`, `serving.mail.subject.${k}`]),
  ['serving.served (substituted service)', 'serving.mail.subject.substituted'],
  ...(['code', 'reset', 'invite', 'mfa'] as const).map((k): [string, string] => [`cognito.${k}`, `mail.cognito.${k}Subject`]),
];

const row = ([kind, key]: [string, string]) => `| \`${kind}\` | ${en[key]} | ${es[key]} |`;

describe('docs/emails.md', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/emails.md'), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- emails:begin -->'), doc.indexOf('<!-- emails:end -->'));

  it('has every kind of shared/notifications.ts', () => {
    const kinds = [
      ACCOUNT_NOTIFICATIONS,
      CLIENT_NOTIFICATIONS,
      STAFF_NOTIFICATIONS,
      APPOINTMENT_NOTIFICATIONS,
      SERVING_NOTIFICATIONS,
    ].flat();
    expect(SUBJECT_KEYS.length).toBe(kinds.length + 1 + 1 + 4);
    for (const [, key] of SUBJECT_KEYS) {
      expect(en[key]).toEqual(expect.any(String));
      expect(es[key]).toEqual(expect.any(String));
    }
  });

  it('lists each email with its English and Spanish subject as the code has them, and nothing else', () => {
    // Cells compared without their padding (a formatter may align the table).
    const cells = (l: string) => l.replace(/\s*\|\s*/g, '|');
    const expected = SUBJECT_KEYS.map(row).map(cells);
    const listed = table
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map(cells);
    expect(listed).toEqual(expected);
  });
});
