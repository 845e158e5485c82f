/**
 * The business profile: the one source for the name, contact details, hours, LDA registration and claims shown on
 * every page, in the chat assistant, in the LDA contract, on receipts and in PDFs.
 *
 * Office hours: the spec has two readings (chat: Mon–Fri 9–5, Saturday by appointment, Sunday closed; site copy:
 * Mon–Fri 9–6). We use the chat reading everywhere (docs/architecture.md, "Decisions").
 */
export const BUSINESS = {
  name: 'Rivera Family Legal Document Services',
  shortName: 'Rivera Legal Docs',
  phone: '(323) 555-0148',
  phoneE164: '+13235550148',
  email: 'help@riverafamilylegal.com',
  website: 'https://www.riverafamilylegal.com',
  address: {
    street: '4521 Whittier Blvd, Suite 2',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90022',
  },
  /** 24-hour clock; `null` means closed, `appointment` means by appointment only. */
  hours: [
    { day: 'monday', open: '09:00', close: '17:00' },
    { day: 'tuesday', open: '09:00', close: '17:00' },
    { day: 'wednesday', open: '09:00', close: '17:00' },
    { day: 'thursday', open: '09:00', close: '17:00' },
    { day: 'friday', open: '09:00', close: '17:00' },
    { day: 'saturday', open: null, close: null, appointment: true },
    { day: 'sunday', open: null, close: null },
  ] as ReadonlyArray<{ day: string; open: string | null; close: string | null; appointment?: boolean }>,
  /**
   * Business and Professions Code §6400 ff.: registration, bond and county. The expiry dates are settings: update
   * them on renewal (a registration lasts two years, B&P §6406(a)). The build (`vite build`'s prerender, `cdk synth`)
   * warns 60 days before any of them and refuses to build with one past (shared/compliance.ts); pages never show an
   * expired registration (docs/compliance.md, "Registration expiry").
   */
  lda: {
    /** The registered legal document assistant (the person named in the B&P §6410.5 Notice to Consumer). */
    registrant: 'María Rivera',
    registrationNumber: '2024-0142',
    county: 'Los Angeles',
    expires: '2027-03-31',
    bond: { issuer: 'Golden State Surety Co.', amountCents: 2500000, number: 'LDA-GS-778120', expires: '2027-03-31' },
    /**
     * The county clerk's office of the county of registration, which the Notice to Consumer (B&P §6410.5(b)) and the
     * contract (§6410(b)(3)) name so the client can confirm the registration. Published by the office itself:
     *  - LDA registration is done at the Norwalk Headquarters, by appointment:
     *    https://lavote.gov/home/county-clerk/professional-registrations/legal-document-assistant
     *  - "Norwalk Headquarters, 12400 Imperial Highway, Norwalk, CA 90650" and "call our office at 1-800-815-2666":
     *    https://lavote.net/home/voting-elections/voting-options/voting-in-person
     * Check them again on each renewal (docs/compliance.md, "Settings that carry a legal fact").
     */
    countyClerk: {
      name: 'Los Angeles County Registrar-Recorder/County Clerk',
      address: '12400 Imperial Highway, Norwalk, CA 90650',
      phone: '(800) 815-2666',
      website: 'https://www.lavote.gov',
      /** The office's own page about LDA registration (the contract links it). */
      ldaPage: 'https://lavote.gov/home/county-clerk/professional-registrations/legal-document-assistant',
    },
  },
  /**
   * Notary Public (Gov. Code §8200 ff.): never "notario" in Spanish (Gov. Code §8219.5(c), B&P §6126.7). The fee is the
   * Gov. Code §8211 maximum per signature; no remote online notarization (SB 696: not operative in California yet).
   */
  /**
   * Where to get what we cannot give: legal advice (B&P §6411(e)). Published contacts, each checked at its source:
   *  - courtSelfHelp: the Judicial Council's page "Court-based self-help services" ("All courts in California have a
   *    Self-Help Center that can provide free legal help to people who do not have a lawyer … Find your court's
   *    Self-Help Center"): https://selfhelp.courts.ca.gov/court-based-self-help-services
   *  - lawyerReferral: the Los Angeles County Bar Association, whose lawyer referral service (SmartLaw) the State Bar
   *    certifies (its homepage: https://lacba.org/, per the association's public profile).
   */
  referrals: {
    courtSelfHelp: 'https://selfhelp.courts.ca.gov/court-based-self-help-services',
    lawyerReferral: 'https://lacba.org/',
  },
  notary: { name: 'Daniel Rivera', commissionCounty: 'Los Angeles', commissionExpires: '2028-06-30', feePerSignatureCents: 1500 },
  processServer: { registrationNumber: 'PS-2023-5531', county: 'Los Angeles' },
  claims: { clients: 2000, yearsInBusiness: 15 },
  /**
   * Owner's decisions on how the product applies the law (docs/compliance.md records each one and its reasons).
   *
   * noticeWhenNotInPerson — B&P §6410.5(b): "If the first contact is not in person, the legal document assistant …
   * shall provide the notice to the prospective client at the first in-person meeting or mail the notice to the
   * prospective client before entering into a contract or agreement for services or accepting any compensation."
   * Online, the first contact is not in person, so:
   *  - 'deliver-before-contract' (the owner's reading, the default): the client reads, signs and dates the notice
   *    online and keeps a copy; the contract cannot be accepted, and so nothing can be paid, until staff record that
   *    the signed notice was given in person or mailed, with the date (POST /admin/orders/{orderId}/notice-delivery).
   *    The client chooses where it is mailed, or comes to the office for it, and is emailed when the contract opens.
   *  - 'online-signature': counsel has advised in writing that the online notice, signed before the contract and any
   *    payment, satisfies the statute: nothing waits for staff.
   */
  compliance: { noticeWhenNotInPerson: 'deliver-before-contract' as 'deliver-before-contract' | 'online-signature' },
  turnaround: { standardDays: 14, rushHours: [24, 48] },
  caseFileRetentionYears: 7,
  /** Published service prices (site copy), in cents. Questionnaire fees are in shared/catalogue.ts. */
  servicePrices: {
    uncontestedDivorce: 250000,
    contestedDivorce: 250000,
    exParteRequestForOrder: 150000,
    requestForOrder: 125000,
    restrainingOrder: 85000,
    businessEntity: 150000,
    singleLivingTrust: 180000,
    marriedLivingTrust: 250000,
    notarySignature: 1500,
  },
  /** The family behind the business (About page). Role and bio text: site.about.team.<id>.{role,bio}. */
  team: [
    { id: 'maria', name: 'María Rivera', initials: 'MR', languages: ['en', 'es'] },
    { id: 'daniel', name: 'Daniel Rivera', initials: 'DR', languages: ['en', 'es'] },
    { id: 'sofia', name: 'Sofía Rivera', initials: 'SR', languages: ['en', 'es'] },
    { id: 'luis', name: 'Luis Rivera', initials: 'LR', languages: ['en', 'es'] },
  ] as ReadonlyArray<{ id: string; name: string; initials: string; languages: readonly ('en' | 'es')[] }>,
  /** Dates the privacy policy and the terms were last changed (ISO date). */
  policies: { privacyUpdated: '2026-12-01', termsUpdated: '2026-12-01' },
  /** Areas served and languages spoken (site copy, JSON-LD). */
  areaServed: 'Los Angeles County',
  languages: ['English', 'Spanish'],
} as const;

export const formatAddress = (a = BUSINESS.address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Consecutive days with the same hours, e.g. Monday–Friday 09:00–17:00 / Saturday by appointment / Sunday closed. */
export interface HoursGroup {
  from: Weekday;
  to: Weekday;
  open: string | null;
  close: string | null;
  appointment: boolean;
}

export function hoursGroups(hours: typeof BUSINESS.hours = BUSINESS.hours): HoursGroup[] {
  const out: HoursGroup[] = [];
  for (const h of hours) {
    const appointment = Boolean(h.appointment);
    const last = out[out.length - 1];
    if (last && last.open === h.open && last.close === h.close && last.appointment === appointment) last.to = h.day as Weekday;
    else out.push({ from: h.day as Weekday, to: h.day as Weekday, open: h.open, close: h.close, appointment });
  }
  return out;
}

/**
 * "17:00" → "5:00 PM" (en) / "5:00 p. m." (es). Written by hand rather than with Intl: ICU versions differ in the
 * space before AM/PM, and the prerendered HTML (Node) must match what the browser renders when it hydrates.
 */
export function formatClock(hhmm: string, locale: 'en' | 'es'): string {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = locale === 'es' ? (h < 12 ? 'a. m.' : 'p. m.') : h < 12 ? 'AM' : 'PM';
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * The office hours as lines of text in the visitor's language ("Monday to Friday: 9:00 AM – 5:00 PM", …), from the
 * keys common.days.* and common.hours.* (any translator holding the `common` namespace).
 */
export function describeHours(t: (key: string, vars?: Record<string, string | number>) => string, locale: 'en' | 'es'): string[] {
  return hoursGroups().map((g) => {
    const days =
      g.from === g.to
        ? t(`common.days.${g.from}`)
        : t('common.hours.through', { from: t(`common.days.${g.from}`), to: t(`common.days.${g.to}`) });
    if (g.open && g.close) return t('common.hours.range', { days, open: formatClock(g.open, locale), close: formatClock(g.close, locale) });
    return t(g.appointment ? 'common.hours.appointment' : 'common.hours.closed', { days });
  });
}
