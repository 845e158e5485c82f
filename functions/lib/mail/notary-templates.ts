/**
 * A notary appointment's messages (issue 33), in the language chosen when booking: the email (text and HTML) and
 * the text message. They carry what the client needs to come prepared — when, where, each signer's ID, the
 * thumbprint notice, the quote — and the manage link. Footer: the Notary Public's §8219.5 notice with the §8211 fee
 * in English and Spanish (the business advertises in Spanish).
 */
import { BUSINESS, formatAddress } from '../../../shared/business';
import { notaryNotice } from '../../../shared/compliance';
import { createTranslator, formatMoney, mergeBundles, type Locale, type Translate } from '../../../shared/i18n/core';
import notary from '../../../shared/i18n/messages/notary';
import type { AppointmentNotification } from '../../../shared/notifications';
import { needsThumbprint } from '../../../shared/notary/rules';
import { formatWhen } from '../../../shared/notary/time';
import type { AppointmentItem } from '../store/notary';

const translators: Partial<Record<Locale, Translate>> = {};
const translator = (locale: Locale): Translate => (translators[locale] ??= createTranslator(mergeBundles([notary], locale)));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type AppointmentForMessage = Pick<AppointmentItem, 'mode' | 'address' | 'signers' | 'documents' | 'quote' | 'startsAt' | 'contact'>;

const addressLine = (a: NonNullable<AppointmentItem['address']>) => [a.street, a.unit, `${a.city}, CA ${a.zip}`].filter(Boolean).join(', ');

/** Each signer's ID plan, as lines (names and kinds of ID only: never a number). */
export function idLines(a: AppointmentForMessage, t: Translate): string[] {
  return a.signers.map((s) =>
    s.idPlan.kind === 'id'
      ? t('notary.review.idLine', { name: s.name, id: t(`notary.ids.${s.idPlan.id}`) })
      : t('notary.review.witnessLine', { name: s.name, witnesses: t(`notary.signers.${s.idPlan.witnesses}`) }),
  );
}

export interface RenderedAppointmentMail {
  subject: string;
  text: string;
  html: string;
}

export function renderAppointmentMail(
  kind: AppointmentNotification,
  a: AppointmentForMessage,
  manage: string,
  siteUrl: string,
): RenderedAppointmentMail {
  const locale = a.contact.locale;
  const t = translator(locale);
  const when = formatWhen(a.startsAt, locale);
  const time = formatWhen(a.startsAt, locale, { timeOnly: true });
  const subject = t(`notary.mail.subject.${kind}`, { when, time });
  const money = (c: number) => formatMoney(c, locale);
  const fee = money(BUSINESS.notary.feePerSignatureCents);
  const notice = notaryNotice(fee);
  const bookUrl = `${siteUrl.replace(/\/+$/, '')}${locale === 'es' ? '/es' : ''}/notary`;

  const paragraphs: string[] = [];
  const list: string[] = [];
  if (kind === 'cancelled') {
    paragraphs.push(t('notary.mail.intro.cancelled', { when, url: bookUrl }));
  } else {
    paragraphs.push(t(`notary.mail.intro.${kind}`));
    paragraphs.push(t('notary.mail.when', { when }));
    paragraphs.push(
      a.mode === 'office' || !a.address
        ? t('notary.mail.whereOffice', { address: formatAddress() })
        : t('notary.mail.whereMobile', { address: addressLine(a.address) }),
    );
    paragraphs.push(t('notary.mail.bring'));
    list.push(...idLines(a, t));
    const after = [t('notary.mail.complete')];
    if (needsThumbprint(a.documents)) after.push(t('notary.mail.thumbprint'));
    after.push(
      t('notary.mail.quote', {
        notarial: money(a.quote.notarialCents),
        travel: money(a.quote.travel?.totalCents ?? 0),
        total: money(a.quote.totalCents),
      }),
    );
    after.push(t('notary.mail.manage', { url: manage }));
    paragraphs.push(...after.map((p) => `\u0000${p}`));
  }
  const noReply = t('notary.mail.noReply', { phone: BUSINESS.phone });
  const footer = [BUSINESS.name, formatAddress(), notice.en, notice.es];

  // Text: paragraphs, the list after "Each signer brings:", then the rest.
  const before = paragraphs.filter((p) => !p.startsWith('\u0000'));
  const rest = paragraphs.filter((p) => p.startsWith('\u0000')).map((p) => p.slice(1));
  const text = [...before, ...list.map((l) => `- ${l}`), ...rest, noReply, `—\n${footer.join('\n')}`].join('\n\n');

  const p = (s: string) =>
    `<p style="margin:0 0 12px">${escapeHtml(s).replace(escapeHtml(manage), `<a href="${escapeHtml(manage)}" style="color:#1a4d8f">${escapeHtml(manage)}</a>`)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px">',
    ...before.map(p),
    list.length ? `<ul style="margin:0 0 12px;padding-left:20px">${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    ...rest.map(p),
    `<p style="margin:0 0 12px;font-size:14px">${escapeHtml(noReply)}</p>`,
    '<hr style="border:none;border-top:1px solid #d0d0d0;margin:20px 0">',
    ...footer.map((l) => `<p style="margin:0 0 6px;font-size:12px;color:#4a4a4a">${escapeHtml(l)}</p>`),
    '</div></body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The text message (short: one or two segments), in the booking's language. */
export function renderAppointmentText(kind: AppointmentNotification, a: AppointmentForMessage, manage: string): string {
  const locale = a.contact.locale;
  const t = translator(locale);
  const where = a.mode === 'office' ? t('notary.mail.text.ourOffice') : t('notary.mail.text.yourAddress');
  return t(`notary.mail.text.${kind}`, {
    business: BUSINESS.shortName,
    when: formatWhen(a.startsAt, locale),
    time: formatWhen(a.startsAt, locale, { timeOnly: true }),
    where,
    url: manage,
  });
}
