/**
 * Process serving's emails (issue 32), in the reader's language: to the client when the papers are served (or left
 * with an adult, to be mailed) and when the proof is signed — with the date, never the names or the case; a
 * restraining-order job's email is the neutral one — and to staff before a server's registration or bond expires.
 * The footer is every email's (the business's identification and the §6408.5 statement) with the process server's
 * registration line (B&P §22350).
 */
import { BUSINESS } from '../../../shared/business';
import { createTranslator, formatDate, mergeBundles, type Locale, type Translate } from '../../../shared/i18n/core';
import common from '../../../shared/i18n/messages/common';
import mail from '../../../shared/i18n/messages/mail';
import serving from '../../../shared/i18n/messages/serving';
import { button, htmlMail, ldaBlock, p, small, textMail, type RenderedMail } from './templates';

const translators: Partial<Record<Locale, Translate>> = {};
const translator = (locale: Locale): Translate => (translators[locale] ??= createTranslator(mergeBundles([common, mail, serving], locale)));

/** `caseId`: the client's case with an account, whose page shows the service (issue 30); else the dashboard. */
export type ClientServingMail = { kind: 'served' | 'substituted' | 'proofSigned'; date: string; neutral: boolean; caseId?: string | null };

function render(locale: Locale, subject: string, line: string, link: string, action: string, why: string, staff: boolean): RenderedMail {
  const t = translator(locale);
  const noReply = t('mail.body.noReply', { phone: BUSINESS.phone });
  const prompt = t(staff ? 'mail.body.staffSignIn' : 'mail.body.signIn');
  const lda = [
    ...ldaBlock(locale, t).slice(0, -1),
    t('serving.mail.registration', { number: BUSINESS.processServer.registrationNumber, county: BUSINESS.processServer.county }),
    ...ldaBlock(locale, t).slice(-1),
  ];
  const text = textMail([t('mail.greeting'), line, `${prompt} ${link}`, noReply], why, lda);
  const html = htmlMail(
    locale,
    subject,
    [p(t('mail.greeting')), p(line), p(prompt), button(link, action), p(noReply, ';font-size:14px')],
    small(why),
    lda,
  );
  return { subject, text, html };
}

/** The client's email about their service job. */
export function renderServingMail(m: ClientServingMail, locale: Locale, siteUrl: string): RenderedMail {
  const t = translator(locale);
  const base = siteUrl.replace(/\/+$/, '');
  const link = m.caseId ? `${base}/submission/${encodeURIComponent(m.caseId)}` : `${base}/dashboard`;
  const date = formatDate(m.date, locale);
  const subject = m.neutral ? t('mail.subject.neutral') : t(`serving.mail.subject.${m.kind}`);
  const line = m.neutral ? t('serving.mail.body.neutral') : t(`serving.mail.body.${m.kind}`, { date });
  return render(locale, subject, line, link, t('mail.action.client'), t('serving.mail.footer'), false);
}

/** Staff's alert before a server's registration or bond expires. */
export function renderExpiryMail(
  s: { name: string; number: string; county: string; expiresOn: string },
  locale: Locale,
  siteUrl: string,
): RenderedMail {
  const t = translator(locale);
  const date = formatDate(s.expiresOn, locale);
  return render(
    locale,
    t('serving.mail.subject.registrationExpiring', { date }),
    t('serving.mail.body.registrationExpiring', { name: s.name, number: s.number, county: s.county, date }),
    `${siteUrl.replace(/\/+$/, '')}/admin/servers`,
    t('serving.mail.staffAction'),
    t('mail.footer.staff'),
    true,
  );
}
