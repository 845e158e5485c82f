/**
 * The notary line's rules (issue 33): what a client may book, and the quote the law allows. One definition for the
 * booking form, the API's validation and price, the console's completion and receipt, and the reminders.
 *
 * Law applied (docs/compliance.md, "Notary"):
 *  - Gov. Code §8211 caps the fees: "(a) For taking an acknowledgment or proof of a deed, or other instrument, to
 *    include the seal and the writing of the certificate, the sum of fifteen dollars ($15) for each signature taken.
 *    (b) For administering an oath or affirmation to one person and executing the jurat, including the seal, the sum
 *    of fifteen dollars ($15)." and §8211(e): "For certifying a copy of a power of attorney under Section 4307 of the
 *    Probate Code the sum of fifteen dollars ($15)." (the amounts in force since 1 January 2021; older copies of the
 *    section read ten dollars). §8211(d): "No fee may be charged to notarize signatures on vote by mail ballot
 *    identification envelopes or other voting materials." §8211(f): "In accordance with Section 6107, no fee may be
 *    charged to a United States military veteran for notarization of an application or a claim for a pension,
 *    allotment, allowance, compensation, insurance, or any other veteran's benefit."
 *  - The act (acknowledgment or jurat) is the one the document's certificate or the receiving agency names: a notary
 *    who is not an attorney may not choose it for the client (that is legal advice). The client says which, or that
 *    they do not know and will bring the document.
 *  - Gov. Code §8206(a)(2)(G): the signer of a deed, quitclaim deed, deed of trust or other document affecting real
 *    property, or of a power of attorney, leaves a right thumbprint in the notary's journal. The journal is the
 *    notary's (§8206): this app stores no ID numbers, thumbprints or journal entries.
 *  - Civil Code §1185(b): satisfactory evidence of identity is an identification document that is current or was
 *    issued within five years (the kinds below, consular identification included), or credible witnesses: one known
 *    to the notary who knows the signer, or two who are not known to the notary and present their own ID.
 */
import { BUSINESS } from '../business';

export const FEE_PER_SIGNATURE_CENTS: number = BUSINESS.notary.feePerSignatureCents;

/** The documents a client books for, as the document itself says (labels: notary.documents.*). */
export const DOCUMENT_TYPES = [
  'powerOfAttorney',
  'healthCareDirective',
  'trust',
  'deed',
  'affidavit',
  'minorTravel',
  'vehicle',
  'business',
  'veteransBenefit',
  'voting',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Documents whose signers leave a thumbprint in the journal (Gov. Code §8206(a)(2)(G)): real-property documents and
 * powers of attorney. An advance health care directive holds a power of attorney for health care.
 */
export const THUMBPRINT_DOCUMENTS: ReadonlySet<DocumentType> = new Set<DocumentType>(['powerOfAttorney', 'healthCareDirective', 'deed']);

/** No fee may be charged (Gov. Code §8211(d) voting materials, §8211(f) veterans' benefits). */
export const FEE_EXEMPT_DOCUMENTS: ReadonlySet<DocumentType> = new Set<DocumentType>(['veteransBenefit', 'voting']);

/**
 * The notarial act, as the document's certificate or the receiving agency states it; `unknown`: the client will bring
 * the document and its certificate decides (the notary may not choose). A certified copy of a power of attorney
 * (Probate Code §4307) is for a power of attorney only.
 */
export const NOTARIAL_ACTS = ['acknowledgment', 'jurat', 'certifiedCopy', 'unknown'] as const;
export type NotarialAct = (typeof NOTARIAL_ACTS)[number];

/** Identification documents a signer may bring (Civil Code §1185(b)(3)–(4)); labels: notary.ids.*. */
export const ID_KINDS = [
  'californiaLicense',
  'usPassport',
  'otherStateLicense',
  'canadaMexicoLicense',
  'militaryId',
  'consularId',
  'foreignPassport',
  'tribalId',
  'governmentEmployeeId',
  'inmateId',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** An ID is acceptable only if it is current or was issued within the last five years (Civil Code §1185(b)(3)). */
export const ID_VALIDITY = ['current', 'issuedWithin5Years'] as const;
export type IdValidity = (typeof ID_VALIDITY)[number];

/** Credible witnesses (Civil Code §1185(b)(1)): one the notary knows, or two with their own ID. */
export const WITNESS_PLANS = ['oneKnownToNotary', 'twoWithId'] as const;
export type WitnessPlan = (typeof WITNESS_PLANS)[number];

export type IdPlan = { kind: 'id'; id: IdKind; validity: IdValidity } | { kind: 'witnesses'; witnesses: WitnessPlan };

export const MODES = ['office', 'mobile'] as const;
export type Mode = (typeof MODES)[number];

/** What one appointment holds; more is a different job (call the office). */
export const LIMITS = {
  signers: 6,
  documents: 8,
  signaturesPerDocument: 12,
  /** Book at least this long ahead (minutes), and at most this many days ahead. */
  leadMinutes: 120,
  horizonDays: 60,
} as const;

export interface DocumentRequest {
  type: DocumentType;
  act: NotarialAct;
  /** Signatures to notarize on it (each signer's, once per capacity). */
  signatures: number;
}

export interface QuoteLine {
  document: number;
  type: DocumentType;
  act: NotarialAct;
  signatures: number;
  unitCents: number;
  amountCents: number;
  /** No fee allowed (§8211(d), (f)). */
  exempt: boolean;
}

export interface TravelQuote {
  zone: number;
  miles: number;
  baseCents: number;
  /** Evening or weekend visit: on the travel fee only, never on the notarial fees. */
  afterHoursCents: number;
  totalCents: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** Statutory notarial fees (Gov. Code §8211), the sum of the lines. */
  notarialCents: number;
  /** Mobile visits only: agreed before booking, a separate line. */
  travel: TravelQuote | null;
  totalCents: number;
}

/** The most the notary may charge for one document's signatures (Gov. Code §8211). */
export const statutoryFeeCents = (d: Pick<DocumentRequest, 'type' | 'signatures'>): number =>
  FEE_EXEMPT_DOCUMENTS.has(d.type) ? 0 : FEE_PER_SIGNATURE_CENTS * d.signatures;

/** The quote: $15 × signatures per document ($0 where the law says so), travel apart. */
export function quoteOf(documents: readonly DocumentRequest[], travel: TravelQuote | null): Quote {
  const lines = documents.map((d, i) => ({
    document: i,
    type: d.type,
    act: d.act,
    signatures: d.signatures,
    unitCents: FEE_EXEMPT_DOCUMENTS.has(d.type) ? 0 : FEE_PER_SIGNATURE_CENTS,
    amountCents: statutoryFeeCents(d),
    exempt: FEE_EXEMPT_DOCUMENTS.has(d.type),
  }));
  const notarialCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { lines, notarialCents, travel, totalCents: notarialCents + (travel?.totalCents ?? 0) };
}

export const needsThumbprint = (documents: readonly Pick<DocumentRequest, 'type'>[]): boolean =>
  documents.some((d) => THUMBPRINT_DOCUMENTS.has(d.type));

/** Whether an act fits a document (a certified copy is of a power of attorney only, Probate Code §4307). */
export const actFits = (type: DocumentType, act: NotarialAct): boolean => act !== 'certifiedCopy' || type === 'powerOfAttorney';

/** The statutory cap on what staff may record as collected for `acts` notarial acts of a booking's documents. */
export function collectibleNotarialCents(documents: readonly Pick<DocumentRequest, 'type'>[], acts: number): number {
  return documents.every((d) => FEE_EXEMPT_DOCUMENTS.has(d.type)) ? 0 : acts * FEE_PER_SIGNATURE_CENTS;
}

export const APPOINTMENT_STATUSES = ['booked', 'completed', 'noShow', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
