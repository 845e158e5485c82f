import {
  checkDocumentFile,
  cleanDocumentName,
  contentDisposition,
  declaredDocumentType,
  DOCUMENT_ERRORS,
  MAX_DOCUMENT_BYTES,
  sniffDocumentType,
} from '../../../shared/documents';
import { StartUploadRequestSchema } from '../../../shared/casework';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
/** An iPhone photo: ftyp box (24 bytes) with major brand heic. */
const HEIC = bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic');
/** A generic HEIF container whose compatible brands include heic. */
const HEIF_MIF1 = bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1', 'miaf', 'heic');
/** AVIF is HEIF too, but not an accepted type. */
const AVIF = bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf');
const ZIP = bytes('PK', [3, 4, 20, 0]);

describe('sniffDocumentType (magic numbers)', () => {
  it.each([
    ['PDF', PDF, 'application/pdf'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['HEIC', HEIC, 'image/heic'],
    ['HEIF (mif1 + heic)', HEIF_MIF1, 'image/heic'],
  ])('recognises %s', (_name, head, type) => expect(sniffDocumentType(head)).toBe(type));

  it.each([
    ['AVIF', AVIF],
    ['ZIP (a renamed .docx)', ZIP],
    ['text', bytes('hello')],
    ['empty', new Uint8Array()],
    ['a PDF marker not at the start', bytes('xx%PDF-1.4')],
    ['a truncated PNG signature', PNG.slice(0, 5)],
  ])('refuses %s', (_name, head) => expect(sniffDocumentType(head)).toBeNull());
});

describe('declaredDocumentType', () => {
  it('takes the MIME type, its aliases, or the extension when the browser gives none', () => {
    expect(declaredDocumentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(declaredDocumentType({ name: 'a.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(declaredDocumentType({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(declaredDocumentType({ name: 'photo.heif', type: 'application/octet-stream' })).toBe('image/heic');
  });
  it('refuses other types even with an accepted extension', () => {
    expect(declaredDocumentType({ name: 'a.pdf', type: 'application/zip' })).toBeNull();
    expect(declaredDocumentType({ name: 'a.docx', type: '' })).toBeNull();
    expect(declaredDocumentType({ name: 'noextension', type: '' })).toBeNull();
  });
});

describe('checkDocumentFile (before upload, and the same rules on the server)', () => {
  it('accepts a file whose bytes are its declared type', () => {
    expect(checkDocumentFile({ name: 'acta.pdf', type: 'application/pdf', size: 1000 }, PDF)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkDocumentFile({ name: 'IMG.HEIC', type: '', size: MAX_DOCUMENT_BYTES }, HEIC)).toEqual({
      ok: true,
      contentType: 'image/heic',
    });
  });
  it('refuses, with the translated key: empty, over 20 MB, refused type, bytes that do not match', () => {
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 0 }, PDF)).toEqual({
      ok: false,
      error: DOCUMENT_ERRORS.empty,
    });
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 }, PDF)).toEqual({
      ok: false,
      error: DOCUMENT_ERRORS.tooLarge,
    });
    expect(checkDocumentFile({ name: 'a.gif', type: 'image/gif', size: 10 }, bytes('GIF89a'))).toEqual({
      ok: false,
      error: DOCUMENT_ERRORS.type,
    });
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, PNG)).toEqual({
      ok: false,
      error: DOCUMENT_ERRORS.mismatch,
    });
    expect(checkDocumentFile({ name: 'photo.jpg', type: 'image/jpeg', size: 10 }, HEIC)).toEqual({
      ok: false,
      error: DOCUMENT_ERRORS.mismatch,
    });
  });
});

describe('display names', () => {
  it('keeps accents and spaces, refuses control characters, slashes and empty or long names', () => {
    expect(cleanDocumentName('  Acta de matrimonio – María.pdf ')).toBe('Acta de matrimonio – María.pdf');
    expect(cleanDocumentName('../../etc/passwd')).toBeNull();
    expect(cleanDocumentName('a\\b')).toBeNull();
    expect(cleanDocumentName('line\nbreak')).toBeNull();
    expect(cleanDocumentName('bidi\u202Etxt.pdf')).toBeNull();
    expect(cleanDocumentName('   ')).toBeNull();
    expect(cleanDocumentName('x'.repeat(201))).toBeNull();
  });

  it('builds a Content-Disposition no name can break out of (RFC 6266 + RFC 8187)', () => {
    expect(contentDisposition('attachment', 'Acta "ñ".pdf')).toBe(
      `attachment; filename="Acta _n_.pdf"; filename*=UTF-8''Acta%20_%C3%B1_.pdf`,
    );
    const evil = contentDisposition('inline', 'a";\r\nSet-Cookie: x=1;.pdf');
    expect(evil).not.toMatch(/[\r\n]/);
    expect(evil.match(/"/g)).toHaveLength(2); // only the quotes around the fallback name
    expect(contentDisposition('inline', '')).toBe(`inline; filename="document"; filename*=UTF-8''document`);
  });

  it('the upload request schema cleans the name and refuses what the rules refuse', () => {
    const ok = StartUploadRequestSchema.safeParse({ name: ' scan.pdf ', contentType: 'application/pdf', size: 10, kind: 'identification' });
    expect(ok.success && ok.data.name).toBe('scan.pdf');
    // The type: one of the list, required unless the upload answers a request (it then takes the request's).
    const untyped = StartUploadRequestSchema.safeParse({ name: 'scan.pdf', contentType: 'application/pdf', size: 10 });
    expect(untyped.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['kind', DOCUMENT_ERRORS.kind]]);
    expect(StartUploadRequestSchema.safeParse({ name: 's.pdf', contentType: 'application/pdf', size: 10, requestId: 'r-1' }).success).toBe(
      true,
    );
    expect(StartUploadRequestSchema.safeParse({ name: 's.pdf', contentType: 'application/pdf', size: 10, kind: 'selfie' }).success).toBe(
      false,
    );
    const bad = StartUploadRequestSchema.safeParse({ name: 'a/b', contentType: 'image/gif', size: MAX_DOCUMENT_BYTES + 1, extra: 1 });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([DOCUMENT_ERRORS.name, DOCUMENT_ERRORS.type, DOCUMENT_ERRORS.tooLarge]));
  });
});
