/**
 * The Notice to Consumer of Business and Professions Code §6410.5(b): the form the statute sets out, line by line, with
 * only the names and facts its brackets ask for (./sources/bp-6410-5.ts holds the statute's text; the unit test
 * compares every line with it). Plain strings, so the notice page, the server's PDF and the tests share them.
 *
 * What is on the sheet, and what is not:
 *  - the eight lines of the statutory form, filled from the business profile (shared/business.ts): the registrant's
 *    name, the business name, the county and registration number, the expiry, and the county clerk's office (address,
 *    phone, website) where the client can confirm the registration. Nothing else: no title, no services paragraph, no
 *    business address or phone (the sheet "contains no other print", and the form names the clerk's office, not ours);
 *  - the client's signature and the date, which the statute asks the client to put on the notice.
 * The oral statements of §6410.5(a) (identity, trade name, services…) are said at the first contact, not printed here:
 * the console's first-contact script (web/src/features/admin/AdminScriptPage.tsx) holds them.
 *
 * Language. The statute prescribes the English form and says nothing about translations. A Spanish-speaking client
 * gets the English sheet (the statutory notice) and, on a separate sheet, a Spanish translation of it, and signs both
 * (the purpose of Civil Code §1632; counsel to confirm: docs/compliance.md).
 *
 * Which designation fills "[They/name of the business]": the registrant's name. The registration (number, county,
 * expiry) is hers, and a name is what the form's first bracket asks for; counsel to confirm.
 */
import { BUSINESS } from '../business';
import { interpolate, type Locale } from '../i18n/core';

/** Bump whenever the wording changes in either language; the signature records the version shown. */
export const CONSUMER_NOTICE_VERSION = '2026-12-01';
// 2026-12-01: the statutory form word for word (B&P §6410.5(b)) with the county clerk line; the services paragraph,
// the business's address and phone taken off; a Spanish translation sheet besides the English one.

export interface NoticeSignature {
  signatureName: string;
  /** ISO timestamp. */
  signedAt: string;
}

/** One sheet: the lines, then the signature and the date. */
export interface NoticeSheet {
  locale: Locale;
  /** Only on the translation sheet: what it is (the statutory sheet carries no heading). */
  heading: string | null;
  /** The statutory lines, in order; each printed black, bold, 12 pt. */
  lines: string[];
  signatureLabel: string;
  dateLabel: string;
}

export interface ConsumerNoticeDocument {
  version: string;
  /** The English statutory sheet, always. */
  statutory: NoticeSheet;
  /** A Spanish translation of it, for a client who reads Spanish (separate sheet), else null. */
  translation: NoticeSheet | null;
}

/** The facts that fill the form's brackets. */
export function noticeFacts(locale: Locale) {
  const clerk = BUSINESS.lda.countyClerk;
  return {
    person: BUSINESS.lda.registrant,
    business: BUSINESS.name,
    county: BUSINESS.lda.county,
    number: BUSINESS.lda.registrationNumber,
    expires: longDate(BUSINESS.lda.expires, locale),
    clerkAddress: clerk.address,
    clerkPhone: clerk.phone,
    clerkWebsite: clerk.website,
  };
}

/** "March 31, 2027" / "31 de marzo de 2027": a date-only value, read as that calendar day. */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

function sheet(locale: Locale, heading: string | null): NoticeSheet {
  const w = WORDS[locale];
  const vars = noticeFacts(locale);
  return {
    locale,
    heading,
    lines: w.lines.map((line) => interpolate(line, vars)),
    signatureLabel: w.signatureLabel,
    dateLabel: w.dateLabel,
  };
}

/**
 * The notice for a client reading `locale`: the English statutory sheet, plus the Spanish translation sheet when the
 * client reads Spanish.
 */
export function consumerNotice(locale: Locale): ConsumerNoticeDocument {
  return {
    version: CONSUMER_NOTICE_VERSION,
    statutory: sheet('en', null),
    translation: locale === 'es' ? sheet('es', WORDS.es.translationHeading) : null,
  };
}

/** The typed signature as it stands on the signature line: "{name} (signed electronically)", in the sheet's language. */
export const signedLine = (locale: Locale, name: string): string => interpolate(WORDS[locale].signedLine, { name });

interface Words {
  lines: readonly string[];
  signatureLabel: string;
  dateLabel: string;
  signedLine: string;
  translationHeading: string;
}

// The English lines are the statute's form with its brackets filled; nothing may be added to them (the unit test
// matches each against ./sources/bp-6410-5.ts). The Spanish lines translate them, in the same order.
const WORDS: Record<Locale, Words> = {
  en: {
    lines: [
      '{person} is not an attorney.',
      '{business} is not a law firm.',
      '{person} cannot represent you in court.',
      '{person} cannot advise you about your legal rights or the law.',
      '{person} cannot select legal forms for you.',
      '{person} is registered in {county} County and the registration number is {number}.',
      '{person}’s registration is valid until {expires}, after which it must be renewed.',
      'To confirm that {person} is registered, you may contact the {county} County clerk’s office at {clerkAddress}, or {clerkPhone}, or {clerkWebsite}.',
    ],
    signatureLabel: 'Signature of prospective client',
    dateLabel: 'Date',
    signedLine: '{name} (signed electronically)',
    translationHeading: '',
  },
  es: {
    lines: [
      '{person} no es abogada.',
      '{business} no es un bufete de abogados.',
      '{person} no puede representarlo en la corte.',
      '{person} no puede aconsejarle sobre sus derechos legales ni sobre la ley.',
      '{person} no puede elegir formularios legales por usted.',
      '{person} está registrada en el condado de {county} y su número de registro es {number}.',
      'El registro de {person} es válido hasta el {expires}; después debe renovarse.',
      'Para confirmar que {person} está registrada, puede comunicarse con la oficina del secretario del condado de {county} (county clerk) en {clerkAddress}, o al {clerkPhone}, o en {clerkWebsite}.',
    ],
    signatureLabel: 'Firma del posible cliente',
    dateLabel: 'Fecha',
    signedLine: '{name} (firmado electrónicamente)',
    translationHeading:
      'Traducción al español del Aviso al Consumidor (Código de Negocios y Profesiones de California, §6410.5). El aviso que exige la ley es la hoja en inglés.',
  },
};
