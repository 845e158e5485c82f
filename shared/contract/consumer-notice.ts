/**
 * The Notice to Consumer of Business and Professions Code §6410.5, in English and Spanish: what a legal document
 * assistant must state at the first contact (§6410.5(a)(1)–(6)) and give the prospective client to read, sign and date
 * before any contract or payment (§6410.5(b)). Plain strings, so the notice page, the server's PDF and tests share it.
 *
 *  (1) the identity of the person making the solicitation          → `identity`
 *  (2) the trade name                                               → `identity`
 *  (3) the kind of services offered                                 → `services`
 *  (4) "I am not an attorney" and, for a fictitious business name, "[name] is not a law firm. I/we cannot represent
 *      you in court, advise you about your legal rights or the law, or select legal forms for you."
 *                                                                   → `notAttorney`, `notLawFirm`
 *  (5) the county of registration and the registration number      → `registration`
 *  (6) the expiry of the current registration period               → `registration`
 *
 * The sheet: black, bold, 12-point type on a separate white 8½ × 11 sheet with no other print or graphics (the page's
 * print stylesheet and the PDF, functions/lib/notice-pdf.ts). The client signs and dates it; they get a copy (print or
 * PDF) before the contract is offered. No other acknowledgment of the notice is asked for (§6410.5(b)).
 *
 * Counsel should compare the wording line by line with the statutory form before launch (docs/compliance.md).
 */
import { BUSINESS } from '../business';
import { formatDate, interpolate, type Locale } from '../i18n/core';

/** Bump whenever the wording changes in either language; the signature records the version shown. */
export const CONSUMER_NOTICE_VERSION = '2026-11-22';

export interface ConsumerNoticeDocument {
  version: string;
  locale: Locale;
  title: string;
  /** The statements, in order; each is printed bold at 12 pt. */
  statements: string[];
  signatureLabel: string;
  dateLabel: string;
  /** "Signed electronically by {name} on {date}" for a signed copy. */
  signedLine: string;
}

export interface NoticeSignature {
  signatureName: string;
  /** ISO timestamp. */
  signedAt: string;
}

export function consumerNotice(locale: Locale, signature?: NoticeSignature | null): ConsumerNoticeDocument {
  const w = WORDS[locale];
  const vars = {
    registrant: BUSINESS.lda.registrant,
    business: BUSINESS.name,
    county: BUSINESS.lda.county,
    number: BUSINESS.lda.registrationNumber,
    expires: formatDate(BUSINESS.lda.expires, locale),
    address: `${BUSINESS.address.street}, ${BUSINESS.address.city}, ${BUSINESS.address.state} ${BUSINESS.address.zip}`,
    phone: BUSINESS.phone,
  };
  const f = (s: string) => interpolate(s, vars);
  return {
    version: CONSUMER_NOTICE_VERSION,
    locale,
    title: w.title,
    statements: [w.identity, w.services, w.notAttorney, w.notLawFirm, w.registration, w.contact].map(f),
    signatureLabel: w.signatureLabel,
    dateLabel: w.dateLabel,
    signedLine: signature
      ? interpolate(w.signedLine, { name: signature.signatureName, date: formatDate(signature.signedAt, locale, { withTime: true }) })
      : '',
  };
}

interface Words {
  title: string;
  identity: string;
  services: string;
  notAttorney: string;
  notLawFirm: string;
  registration: string;
  contact: string;
  signatureLabel: string;
  dateLabel: string;
  signedLine: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    title: 'NOTICE TO CONSUMER',
    identity: 'I am {registrant}, a registered legal document assistant doing business as {business}.',
    services:
      'We offer legal document assistant services: at your specific direction, we type and complete legal documents you have selected for a matter in which you represent yourself, give you published factual information written or approved by an attorney, and file and serve documents for you.',
    notAttorney: 'I am not an attorney.',
    notLawFirm:
      '{business} is not a law firm. We cannot represent you in court, advise you about your legal rights or the law, or select legal forms for you.',
    registration: 'Registered in {county} County. Registration number: {number}. The current registration expires on {expires}.',
    contact: '{business}, {address}. Telephone {phone}.',
    signatureLabel: 'Signature of prospective client',
    dateLabel: 'Date',
    signedLine: 'Signed electronically by {name} on {date}.',
  },
  es: {
    title: 'AVISO AL CONSUMIDOR',
    identity: 'Soy {registrant}, asistente de documentos legales registrada, y hago negocios como {business}.',
    services:
      'Ofrecemos servicios de asistente de documentos legales: bajo su dirección específica, escribimos y completamos los documentos legales que usted eligió para un asunto en el que usted se representa a sí mismo, le damos información objetiva publicada, escrita o aprobada por un abogado, y presentamos y entregamos documentos por usted.',
    notAttorney: 'No soy abogada.',
    notLawFirm:
      '{business} no es un bufete de abogados. No podemos representarlo en la corte, aconsejarle sobre sus derechos legales ni sobre la ley, ni elegir formularios legales por usted.',
    registration: 'Registrada en el condado de {county}. Número de registro: {number}. El registro actual vence el {expires}.',
    contact: '{business}, {address}. Teléfono {phone}.',
    signatureLabel: 'Firma del posible cliente',
    dateLabel: 'Fecha',
    signedLine: 'Firmado electrónicamente por {name} el {date}',
  },
};
