/**
 * Notification emails rendered from the `mail` i18n namespace, in the recipient's language, as text and HTML.
 * What they never hold: names, service types, statuses, document titles, message text or any other case detail —
 * only a neutral subject, what kind of thing happened, and a sign-in link. `neutral` (domestic-violence cases) uses
 * one wording for every kind. The footer carries the LDA identification (B&P §6408: name, address, phone,
 * registration number, county, expiry, bond) and the §6408.5 statement, and, on optional mail, where to turn it off.
 */
import { BUSINESS, formatAddress } from '../../../shared/business';
import { ldaFacts } from '../../../shared/contract/lda-contract';
import { createTranslator, mergeBundles, type Locale, type Translate } from '../../../shared/i18n/core';
import common from '../../../shared/i18n/messages/common';
import mail from '../../../shared/i18n/messages/mail';
import { isEssential, type ClientNotification, type NotificationKind, type StaffNotification } from '../../../shared/notifications';

export interface RenderInput {
  kind: NotificationKind;
  locale: Locale;
  /** The site's origin (SITE_URL), for the sign-in and preferences links. */
  siteUrl: string;
  /** Neutral wording for every kind (domestic-violence cases). */
  neutral: boolean;
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where each kind's link goes: clients to their dashboard (the sign-in page when signed out), staff to the console. */
export function linkFor(kind: NotificationKind, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return kind.startsWith('staff.') ? `${base}/admin` : `${base}/dashboard`;
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
      : t('mail.subject.client', { business: BUSINESS.shortName });
  const line = staff
    ? t(`mail.body.staff.${name as StaffNotification}`)
    : neutral
      ? t('mail.body.neutral')
      : t(`mail.body.client.${name as ClientNotification}`);
  const link = linkFor(input.kind, input.siteUrl);
  const prompt = t(staff ? 'mail.body.staffSignIn' : 'mail.body.signIn');
  const action = t(staff ? 'mail.action.staff' : 'mail.action.client');
  const noReply = t('mail.body.noReply', { phone: BUSINESS.phone });
  const why = staff
    ? t('mail.footer.staff')
    : isEssential(input.kind)
      ? t('mail.footer.essential')
      : t('mail.footer.optional', { url: preferencesUrl(input.siteUrl) });

  const lda = ldaBlock(input.locale, t);

  const text = [t('mail.greeting'), '', line, '', `${prompt} ${link}`, '', noReply, '', '—', why, '', ...lda].join('\n');

  const p = (s: string, style = '') => `<p style="margin:0 0 12px${style}">${escapeHtml(s)}</p>`;
  const small = (s: string) => `<p style="margin:0 0 6px;font-size:12px;color:#4a4a4a">${escapeHtml(s)}</p>`;
  const whyHtml =
    staff || isEssential(input.kind)
      ? small(why)
      : `<p style="margin:0 0 6px;font-size:12px;color:#4a4a4a">${escapeHtml(t('mail.footer.optional', { url: '{url}' })).replace(
          '{url}',
          `<a href="${escapeHtml(preferencesUrl(input.siteUrl))}" style="color:#1a4d8f">${escapeHtml(preferencesUrl(input.siteUrl))}</a>`,
        )}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px">',
    p(t('mail.greeting')),
    p(line),
    p(prompt),
    `<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1a4d8f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
    p(noReply, ';font-size:14px'),
    '<hr style="border:none;border-top:1px solid #d0d0d0;margin:20px 0">',
    whyHtml,
    ...lda.map((l, i) =>
      i === lda.length - 1 ? `<p style="margin:8px 0 0;font-size:12px;font-weight:bold">${escapeHtml(l)}</p>` : small(l),
    ),
    '</div></body></html>',
  ].join('\n');

  return { subject, text, html };
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
