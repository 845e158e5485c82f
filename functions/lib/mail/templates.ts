/**
 * Notification emails rendered from the `mail` i18n namespace, in the recipient's language, as text and HTML.
 * What they never hold: names, service types, statuses, document titles, message text or any other case detail —
 * only a subject and a line saying what kind of thing happened (a message, a requested document…), and a sign-in link. `neutral` (domestic-violence cases) uses
 * one wording for every kind. The footer carries the LDA identification (B&P §6408: name, address, phone,
 * registration number, county, expiry, bond) and the §6408.5 statement, and, on optional mail, where to turn it off.
 */
import { BUSINESS, formatAddress } from '../../../shared/business';
import { ldaFacts } from '../../../shared/contract/lda-contract';
import { createTranslator, formatDate, formatMoney, mergeBundles, type Locale, type Translate } from '../../../shared/i18n/core';
import common from '../../../shared/i18n/messages/common';
import mail from '../../../shared/i18n/messages/mail';
import {
  isEssential,
  type AccountNotification,
  type ClientNotification,
  type NotificationKind,
  type StaffNotification,
} from '../../../shared/notifications';

/** The kinds about a client's file or staff work (account mail: renderAccountMail). */
export type CaseNotificationKind = Exclude<NotificationKind, `account.${string}`>;

export interface RenderInput {
  kind: CaseNotificationKind;
  locale: Locale;
  /** The site's origin (SITE_URL), for the sign-in and preferences links. */
  siteUrl: string;
  /** Neutral wording for every kind (domestic-violence cases). */
  neutral: boolean;
  /** The case it is about: a client's link opens its page (issue 30). */
  caseId?: string | null;
  /** A payment receipt's facts (client.paymentReceived; left out of neutral mail). */
  receipt?: { amountCents: number; paidAt: string } | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const translators: Partial<Record<Locale, Translate>> = {};
function translator(locale: Locale): Translate {
  return (translators[locale] ??= createTranslator(mergeBundles([common, mail], locale)));
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where each kind's link goes: a client to the case's page when the mail is about a case (the sign-in page first when
 * signed out, which comes back to it), else to their dashboard; staff to the console. The case id is an opaque UUID.
 */
export function linkFor(kind: CaseNotificationKind, siteUrl: string, caseId: string | null = null): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (kind.startsWith('staff.')) return `${base}/admin`;
  return caseId && kind.startsWith('client.') ? `${base}/submission/${encodeURIComponent(caseId)}` : `${base}/dashboard`;
}

export const preferencesUrl = (siteUrl: string): string => `${siteUrl.replace(/\/+$/, '')}/account`;

export function renderMail(input: RenderInput): RenderedMail {
  const t = translator(input.locale);
  const [audience, name] = input.kind.split('.') as ['client' | 'staff', string];
  const staff = audience === 'staff';
  const neutral = !staff && input.neutral;

  const subject = staff
    ? t(`mail.subject.staff.${name as StaffNotification}`)
    : neutral
      ? t('mail.subject.neutral')
      : t(`mail.subject.clientKinds.${name as ClientNotification}`, { business: BUSINESS.shortName });
  const line = staff
    ? t(`mail.body.staff.${name as StaffNotification}`)
    : neutral
      ? t('mail.body.neutral')
      : t(`mail.body.client.${name as ClientNotification}`, { days: BUSINESS.turnaround.standardDays });
  // A receipt's amount and day (never in neutral mail: an amount can name the service).
  const receipt =
    !staff && !neutral && input.receipt
      ? [
          t('mail.body.receipt.amount', { amount: formatMoney(input.receipt.amountCents, input.locale) }),
          t('mail.body.receipt.date', { date: formatDate(input.receipt.paidAt, input.locale) }),
          t('mail.body.receipt.note'),
        ]
      : [];
  const link = linkFor(input.kind, input.siteUrl, input.caseId ?? null);
  const prompt = t(staff ? 'mail.body.staffSignIn' : 'mail.body.signIn');
  const action = t(staff ? 'mail.action.staff' : 'mail.action.client');
  const noReply = t('mail.body.noReply', { phone: BUSINESS.phone });
  const why = staff
    ? t('mail.footer.staff')
    : isEssential(input.kind)
      ? t('mail.footer.essential')
      : t('mail.footer.optional', { url: preferencesUrl(input.siteUrl) });

  const lda = ldaBlock(input.locale, t);

  const text = textMail([t('mail.greeting'), line, ...receipt, `${prompt} ${link}`, noReply], why, lda);

  const whyHtml =
    staff || isEssential(input.kind)
      ? small(why)
      : `<p style="margin:0 0 6px;font-size:12px;color:#4a4a4a">${escapeHtml(t('mail.footer.optional', { url: '{url}' })).replace(
          '{url}',
          `<a href="${escapeHtml(preferencesUrl(input.siteUrl))}" style="color:#1a4d8f">${escapeHtml(preferencesUrl(input.siteUrl))}</a>`,
        )}</p>`;
  const html = htmlMail(
    input.locale,
    subject,
    [p(t('mail.greeting')), p(line), ...receipt.map((r) => p(r)), p(prompt), button(link, action), p(noReply, ';font-size:14px')],
    whyHtml,
    lda,
  );

  return { subject, text, html };
}

export const p = (s: string, style = '') => `<p style="margin:0 0 12px${style}">${escapeHtml(s)}</p>`;
export const small = (s: string) => `<p style="margin:0 0 6px;font-size:12px;color:#4a4a4a">${escapeHtml(s)}</p>`;
export const button = (link: string, action: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1a4d8f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`;

/** Every email's HTML: the body's paragraphs, a rule, why it was sent, and the LDA block (its §6408.5 line in bold). */
export function htmlMail(locale: Locale, subject: string, body: string[], whyHtml: string, lda: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px">',
    ...body,
    '<hr style="border:none;border-top:1px solid #d0d0d0;margin:20px 0">',
    whyHtml,
    ...lda.map((l, i) =>
      i === lda.length - 1 ? `<p style="margin:8px 0 0;font-size:12px;font-weight:bold">${escapeHtml(l)}</p>` : small(l),
    ),
    '</div></body></html>',
  ].join('\n');
}

export interface AccountMailInput {
  kind: `account.${AccountNotification}`;
  locale: Locale;
  siteUrl: string;
  /** The sign-up code (account.signUpCode only). */
  code?: string;
}

/**
 * Mail about the account (docs/security.md B-2): the sign-up code, or — to the owner of an email someone tried to sign
 * up with — that nothing changed and where to sign in or reset the password. No name, nothing about any file; the
 * same footer as every other email.
 */
export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const t = translator(input.locale);
  const business = BUSINESS.shortName;
  const link = `${input.siteUrl.replace(/\/+$/, '')}/auth`;
  const noReply = t('mail.body.noReply', { phone: BUSINESS.phone });
  const why = t('mail.account.footer');
  const lda = ldaBlock(input.locale, t);
  if (input.kind === 'account.signUpCode') {
    if (!input.code) throw new Error('account.signUpCode needs its code');
    const subject = t('mail.account.codeSubject', { business });
    const text = textMail([t('mail.greeting'), t('mail.account.codeBody'), input.code, t('mail.account.codeExpiry'), noReply], why, lda);
    const code = `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:Consolas,Menlo,monospace">${escapeHtml(input.code)}</p>`;
    const html = htmlMail(
      input.locale,
      subject,
      [p(t('mail.greeting')), p(t('mail.account.codeBody')), code, p(t('mail.account.codeExpiry')), p(noReply, ';font-size:14px')],
      small(why),
      lda,
    );
    return { subject, text, html };
  }
  const subject = t('mail.account.attemptSubject');
  const body = t('mail.account.attemptBody', { business });
  const action = t('mail.account.attemptAction');
  const text = textMail([t('mail.greeting'), body, action, `${t('mail.account.signIn')} ${link}`, noReply], why, lda);
  const html = htmlMail(
    input.locale,
    subject,
    [
      p(t('mail.greeting')),
      p(body),
      p(action),
      p(t('mail.account.signIn')),
      button(link, t('mail.account.action')),
      p(noReply, ';font-size:14px'),
    ],
    small(why),
    lda,
  );
  return { subject, text, html };
}

/**
 * The plain-text part of every email: its paragraphs (greeting first, the no-reply line last) a blank line apart,
 * then after a rule why this email came, and the LDA identification.
 */
export function textMail(paragraphs: string[], why: string, lda: string[]): string {
  return [...paragraphs, `—\n${why}`, lda.join('\n')].join('\n\n');
}

/** The LDA identification for the footer: the business, then each §6408 fact, then the §6408.5 statement. */
export function ldaBlock(locale: Locale, t: Translate = translator(locale)): string[] {
  const facts = ldaFacts(locale).filter((f) => f.value !== BUSINESS.name && f.value !== formatAddress());
  return [
    `${BUSINESS.name} — ${t('mail.footer.lda')}`,
    formatAddress(),
    ...facts.map((f) => `${f.label}: ${f.value}`),
    t('lda.notAttorney'),
  ];
}

/** What Cognito sends by itself (its CustomMessage trigger sources), and which words each uses. */
export type CognitoMailKind = 'code' | 'reset' | 'invite' | 'mfa';

export function cognitoMailKind(triggerSource: string): CognitoMailKind {
  if (triggerSource === 'CustomMessage_ForgotPassword') return 'reset';
  if (triggerSource === 'CustomMessage_AdminCreateUser') return 'invite';
  if (triggerSource === 'CustomMessage_Authentication') return 'mfa';
  return 'code';
}

/**
 * The emails Cognito itself sends (password-reset codes, invitations, attribute verification, sign-up codes), through
 * its CustomMessage trigger (functions/triggers/custom-message.ts; the local Cognito layer runs the same code): both
 * languages in one message, because Cognito does not know the reader's, and the same footer as every other email —
 * the LDA identification of B&P §6408 and the §6408.5 statement, in English and in Spanish (§6408.5(b)). `code` and
 * `username` are Cognito's placeholders ({####}, {username}), each written once.
 */
export function renderCognitoMail(kind: CognitoMailKind, code: string, username: string): { subject: string; html: string; text: string } {
  const en = translator('en');
  const es = translator('es');
  const business = BUSINESS.shortName;
  const subject = `${en(`mail.cognito.${kind}Subject`, { business })} / ${es(`mail.cognito.${kind}Subject`, { business })}`;
  const part = (t: Translate) => [t('mail.greeting'), t(`mail.cognito.${kind}Body`, { username }), t('mail.cognito.ignore')];
  const codeBlock = `<p lang="zxx" style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:Consolas,Menlo,monospace">${code}</p>`;
  const lda = [...ldaBlock('en', en), es('lda.notAttorney')];
  const [enHello, enBody, enIgnore] = part(en);
  const [esHello, esBody, esIgnore] = part(es);
  const html = htmlMail(
    'en',
    subject,
    [
      p(enHello),
      p(enBody),
      codeBlock,
      p(enIgnore, ';font-size:14px'),
      '<hr style="border:none;border-top:1px solid #d0d0d0;margin:20px 0">',
      `<div lang="es">${[p(esHello), p(esBody), p(es('mail.cognito.codeAgain')), p(esIgnore, ';font-size:14px')].join('')}</div>`,
    ],
    small(`${en('mail.cognito.footer')} / ${es('mail.cognito.footer')}`),
    lda,
  );
  const text = textMail(
    [enHello, enBody, code, enIgnore, esHello, esBody, esIgnore],
    `${en('mail.cognito.footer')} / ${es('mail.cognito.footer')}`,
    lda,
  );
  return { subject, html, text };
}
