/**
 * Case documents: the file rules both sides apply. The web checks a file before uploading it (a clear, translated
 * error and no upload); the server repeats every check — the presigned POST's policy limits size and type at S3, and
 * the uploaded bytes are sniffed before the document is accepted (functions/lib/storage.ts).
 * No Node-only or browser-only APIs here.
 */
import type { QuestionnaireType } from './catalogue';

/** 20 MB: phone photos and scanned PDFs fit; the presigned POST's content-length-range refuses anything larger. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Stored documents per case, enforced by a conditional write on the case (store/documents.ts). */
export const MAX_DOCUMENTS_PER_CASE = 50;
/**
 * Uploads a case may have in progress at once (a presigned POST issued, not yet confirmed), and how long one counts as
 * in progress: the presigned POST lives 10 minutes (functions/lib/storage.ts), plus time for the browser to confirm.
 * Counted with the stored documents against MAX_DOCUMENTS_PER_CASE too, in the same conditional write (F7).
 */
export const MAX_PENDING_UPLOADS = 10;
export const PENDING_UPLOAD_SECONDS = 15 * 60;
/** A document's display name (what the client or staff called it; never part of a storage key). */
export const MAX_DOCUMENT_NAME_LENGTH = 200;
/** Bytes read from the start of a file to recognise its type. */
export const SNIFF_BYTES = 64;

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type DocumentContentType = (typeof DOCUMENT_TYPES)[number];

/**
 * What a document is (its type, as the client or staff name it — apart from its file format above). A fixed list for
 * the papers of a self-help family, probate and small-claims file in Los Angeles County (docs/architecture.md, "Case
 * documents"): the client's papers (identification, prior court orders and judgments, vital records, proofs of
 * service, financial records, photos of papers received) and the office's (drafts for review, the filing packet,
 * filed/endorsed copies); anything else is `other`. A document stored before types existed reads as `other`.
 */
export const DOCUMENT_KINDS = [
  'identification',
  'court_order',
  'vital_record',
  'proof_of_service',
  'financial_record',
  'photo_of_papers',
  'draft',
  'filing_packet',
  'filed_copy',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** What a document without a type (stored before types existed, or a request made without one) reads as. */
export const DEFAULT_DOCUMENT_KIND: DocumentKind = 'other';
/** The i18n key of a type's label (namespace `documents.kinds`). */
export const documentKindLabel = (kind: DocumentKind) => `documents.kinds.${kind}` as const;

export const isDocumentContentType = (v: unknown): v is DocumentContentType =>
  typeof v === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(v);

/** Extensions a browser may report with an empty or unusual `type` (HEIC on Windows and Android). */
const BY_EXTENSION: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
};
/** Types browsers report for the same formats. */
const ALIASES: Record<string, DocumentContentType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heic',
};

/** The document type a file declares (its MIME type, else its extension), or null when it is not an accepted type. */
export function declaredDocumentType(file: { name: string; type: string }): DocumentContentType | null {
  const type = file.type.trim().toLowerCase();
  if (isDocumentContentType(type)) return type;
  if (ALIASES[type]) return ALIASES[type];
  if (type && type !== 'application/octet-stream') return null;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? (BY_EXTENSION[ext] ?? null) : null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** HEIF brands of HEIC/HEVC images (ISO/IEC 23008-12). AVIF (also HEIF-based) is not accepted. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_GENERIC = new Set(['mif1', 'msf1']);

/** What the first bytes of a file are, whatever it claims (magic numbers); null when none of the accepted types. */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // ISO base media file: [size:4]["ftyp"][major brand:4][minor version:4][compatible brands:4 each…]
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
    const major = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(major)) return 'image/heic';
    if (HEIF_GENERIC.has(major)) {
      const end = Math.min(head.length, boxSize || head.length);
      for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(ascii(head, at, at + 4))) return 'image/heic';
    }
  }
  return null;
}

/** i18n keys of the refusals (namespace `documents`); the API uses the same keys as field errors. */
export const DOCUMENT_ERRORS = {
  empty: 'documents.errors.empty',
  tooLarge: 'documents.errors.tooLarge',
  type: 'documents.errors.type',
  mismatch: 'documents.errors.mismatch',
  name: 'documents.errors.name',
  limit: 'documents.errors.limit',
  pending: 'documents.errors.pending',
  kind: 'documents.errors.kind',
  /** Storage refused the upload or the connection failed on the way (the web's; no API answer carries it). */
  upload: 'documents.errors.upload',
} as const;
export type DocumentError = (typeof DOCUMENT_ERRORS)[keyof typeof DOCUMENT_ERRORS];

export type DocumentCheck = { ok: true; contentType: DocumentContentType } | { ok: false; error: DocumentError };

/**
 * Everything that can be known about a file before uploading it: size, declared type and whether its first bytes
 * (at least the first SNIFF_BYTES, fewer only for a smaller file) are that type. The web calls it on the chosen
 * file; the server applies the same rules to the stored object.
 */
export function checkDocumentFile(file: { name: string; type: string; size: number }, head: Uint8Array): DocumentCheck {
  if (file.size <= 0) return { ok: false, error: DOCUMENT_ERRORS.empty };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, error: DOCUMENT_ERRORS.tooLarge };
  const declared = declaredDocumentType(file);
  if (!declared) return { ok: false, error: DOCUMENT_ERRORS.type };
  if (sniffDocumentType(head) !== declared) return { ok: false, error: DOCUMENT_ERRORS.mismatch };
  return { ok: true, contentType: declared };
}

/**
 * A display name as given (the file's name or a title typed by staff): trimmed, 1–200 characters, no control
 * characters, no path separators. Returns the cleaned name or null.
 */
export function cleanDocumentName(raw: string): string | null {
  const name = raw.normalize('NFC').trim();
  if (!name || name.length > MAX_DOCUMENT_NAME_LENGTH) return null;
  if (/[\p{Cc}\p{Cf}/\\]/u.test(name)) return null;
  return name;
}

/**
 * The Content-Disposition S3 answers a presigned GET with (response-content-disposition): an ASCII fallback name
 * and the UTF-8 name (RFC 6266 / RFC 8187). Quotes, backslashes and control characters cannot reach the header.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', displayName: string): string {
  const cleaned = displayName.replace(/[\p{Cc}\p{Cf}"\\/]/gu, '_').trim() || 'document';
  const fallback =
    cleaned
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/[%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Questionnaire types whose notifications use neutral wording (the same text for every kind: no mention of
 * documents, messages or the case), for the safety of people escaping abuse.
 */
export const NEUTRAL_NOTIFICATION_TYPES: ReadonlySet<QuestionnaireType> = new Set<QuestionnaireType>(['domestic-violence']);

/** CORS of the documents bucket: the browser uploads (POST) and downloads (GET) from the site's origin only. */
export const DOCUMENT_BUCKET_CORS = {
  allowedMethods: ['GET', 'POST'] as const,
  allowedHeaders: ['*'] as const,
  exposedHeaders: ['ETag'] as const,
  maxAgeSeconds: 3000,
} as const;
