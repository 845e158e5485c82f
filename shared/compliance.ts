/**
 * The rules that keep the business inside the law it operates under, in one place the web, the functions, the build
 * and `cdk synth` share (docs/compliance.md lists every rule, where it is satisfied and the test that guards it).
 *
 *  - Registration expiry (B&P §6402, §6405, §6406; Gov. Code §8204): the LDA registration, the LDA bond and the notary
 *    commission each expire on a date set in shared/business.ts. `expiryWarnings` says which are within 60 days of
 *    expiring or past; the build prints the first and refuses the second. `ldaRegistrationCurrent` decides whether the
 *    pages may show the registration (and whether the API may take a new notice or contract).
 *  - The B&P §6410.5 Notice to Consumer: `noticeAwaitsDelivery` and `contractInForce` apply the owner's decision for a
 *    first contact that is not in person (BUSINESS.compliance.noticeWhenNotInPerson).
 *  - Small claims limits (CCP §116.220, §116.221, §116.231) as the law has them since 1 January 2024.
 *  - Words the notary may never use in Spanish (Gov. Code §8219.5(c), B&P §6126.7).
 */
import { BUSINESS } from './business';

/** Warn this many days before an expiry date. */
export const EXPIRY_WARNING_DAYS = 60;

export type ExpiringItem = 'ldaRegistration' | 'ldaBond' | 'notaryCommission';

export const EXPIRY_DATES: Record<ExpiringItem, string> = {
  ldaRegistration: BUSINESS.lda.expires,
  ldaBond: BUSINESS.lda.bond.expires,
  notaryCommission: BUSINESS.notary.commissionExpires,
};

export const EXPIRY_LABELS: Record<ExpiringItem, string> = {
  ldaRegistration: 'LDA registration (B&P §6402, §6406; shared/business.ts lda.expires)',
  ldaBond: 'LDA bond (B&P §6405; shared/business.ts lda.bond.expires)',
  notaryCommission: 'Notary Public commission (Gov. Code §8204; shared/business.ts notary.commissionExpires)',
};

export interface ExpiryWarning {
  item: ExpiringItem;
  expires: string;
  /** Whole days from `today` to the expiry date (0 on the last valid day; negative once past). */
  daysLeft: number;
  expired: boolean;
}

/** Today's date in Los Angeles (YYYY-MM-DD): registrations expire at the end of a California day. */
export function californiaDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

const dayNumber = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/** The items that expire within `withinDays` of `today` (YYYY-MM-DD), or have expired; soonest first. */
export function expiryWarnings(
  today: string,
  dates: Record<ExpiringItem, string> = EXPIRY_DATES,
  withinDays: number = EXPIRY_WARNING_DAYS,
): ExpiryWarning[] {
  return (Object.keys(dates) as ExpiringItem[])
    .map((item) => {
      const daysLeft = dayNumber(dates[item]) - dayNumber(today);
      return { item, expires: dates[item], daysLeft, expired: daysLeft < 0 };
    })
    .filter((w) => w.daysLeft <= withinDays)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** One line per warning, for build logs. */
export function describeExpiry(w: ExpiryWarning): string {
  return w.expired
    ? `${EXPIRY_LABELS[w.item]} expired on ${w.expires}. Renew it and update the date.`
    : `${EXPIRY_LABELS[w.item]} expires on ${w.expires} (${w.daysLeft} day${w.daysLeft === 1 ? '' : 's'} left). Renew it and update the date.`;
}

/**
 * Check the expiry dates for a build: warnings are printed with `warn`; any expired item throws, so no build and no
 * deployment carry an expired registration, bond or commission. Used by scripts/prerender.ts and infra/aws/app.ts.
 */
export function checkExpiriesForBuild(
  today: string,
  warn: (line: string) => void,
  dates: Record<ExpiringItem, string> = EXPIRY_DATES,
): void {
  const warnings = expiryWarnings(today, dates);
  for (const w of warnings) warn(`[compliance] ${describeExpiry(w)}`);
  const expired = warnings.filter((w) => w.expired);
  if (expired.length) {
    throw new Error(
      `[compliance] Refusing to build with an expired ${expired.map((w) => w.item).join(', ')}: ` +
        'pages would show it, and the business may not offer the service (docs/compliance.md, "Registration expiry").',
    );
  }
}

/** Whether the LDA registration is current on `today` (valid through its expiry date). */
export const ldaRegistrationCurrent = (today: string = californiaDate(), expires: string = BUSINESS.lda.expires): boolean =>
  dayNumber(expires) >= dayNumber(today);

/** Whether the notary commission is current on `today`. */
export const notaryCommissionCurrent = (today: string = californiaDate(), expires: string = BUSINESS.notary.commissionExpires): boolean =>
  dayNumber(expires) >= dayNumber(today);

export type NoticePolicy = typeof BUSINESS.compliance.noticeWhenNotInPerson;

/**
 * B&P §6410.5(b) for an online client: whether the contract must still wait for staff to record that the signed
 * Notice to Consumer was given in person or mailed (and, since nothing is paid before the contract, any payment too).
 */
export function noticeAwaitsDelivery(
  order: { notice: { deliveredAt: string | null } | null },
  policy: NoticePolicy = BUSINESS.compliance.noticeWhenNotInPerson,
): boolean {
  if (policy === 'online-signature') return false;
  return !order.notice?.deliveredAt;
}

/**
 * Whether an accepted contract stands: under 'deliver-before-contract' only one accepted after the notice was given. An
 * order accepted before that rule (the card payment alone was held then) has its contract accepted again once the
 * notice is given (docs/compliance.md, "Orders in between").
 */
export function contractInForce(
  order: { notice: { deliveredAt: string | null } | null; agreement: { acceptedAt: string } | null },
  policy: NoticePolicy = BUSINESS.compliance.noticeWhenNotInPerson,
): boolean {
  if (!order.agreement) return false;
  if (policy === 'online-signature') return true;
  const delivered = order.notice?.deliveredAt;
  return Boolean(delivered) && Date.parse(order.agreement.acceptedAt) >= Date.parse(delivered!);
}

/**
 * Small claims limits (Code of Civil Procedure), in cents, as they stand since 1 January 2024:
 *  - §116.221: a natural person may claim up to $12,500;
 *  - §116.220(a)(1): anyone else (a business, an entity) up to $6,250;
 *  - §116.231: no more than two claims over $2,500 anywhere in California in a calendar year.
 */
export const SMALL_CLAIMS = {
  naturalPersonLimitCents: 1_250_000,
  entityLimitCents: 625_000,
  frequentClaimThresholdCents: 250_000,
  frequentClaimsPerYear: 2,
} as const;

/**
 * Words the notary may not use in Spanish for "notary public" (Gov. Code §8219.5(c), B&P §6126.7): "notario",
 * "notario público" and their forms. Tests scan every message bundle and the prerendered HTML for them.
 */
export const FORBIDDEN_NOTARY_WORDS = /\bnotar(?:i[oa]s?|ías?)\b/iu;

/**
 * Titles that would present the LDA or the notary as a lawyer (B&P §6126.7 names literal translations that imply it;
 * review m16): "licenciado/a", "asesor(a) legal" or "consultor(a) legal" as a title, "legal advisor/consultant". Scanned
 * in every bundle like FORBIDDEN_NOTARY_WORDS. "Asesoría legal" (advice) is checked apart: only where we say we cannot
 * give it, or where the client may need it from someone else.
 */
export const FORBIDDEN_TITLE_WORDS =
  /\b(?:licenciad[oa]s?|asesor(?:a|es|as)? legal(?:es)?|consultor(?:a|es|as)? legal(?:es)?|legal (?:advisor|adviser|consultant)s?)\b/iu;

/**
 * Gov. Code §8219.5(a): a Notary Public who is not an attorney and advertises in a language other than English posts,
 * in English and in that language, the statement below and the fees the law sets (Gov. Code §8211: at most $15 per
 * signature for an acknowledgment, $15 per person for an oath or affirmation with a jurat). The Secretary of State's
 * prescribed format for the posted notice (§8219.5(b)) is for counsel to confirm (docs/compliance.md, m4). Shown in both languages wherever notary services are advertised (the
 * footer of every page, the chat's notary answers).
 */
export function notaryNotice(feeText: string): { en: string; es: string } {
  return {
    en: `I am not an attorney and, therefore, cannot give legal advice about immigration or any other legal matters. Notary Public fees set by law (Gov. Code §8211): ${feeText} per signature for an acknowledgment; ${feeText} per person for an oath or affirmation with a jurat.`,
    es: `No soy abogado y, por lo tanto, no puedo dar asesoría legal sobre inmigración ni sobre ningún otro asunto legal. Honorarios de Notary Public fijados por la ley (Código de Gobierno §8211): ${feeText} por firma en un reconocimiento; ${feeText} por persona por un juramento o afirmación con jurat (juramento escrito).`,
  };
}
