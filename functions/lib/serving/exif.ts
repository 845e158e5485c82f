/**
 * What a photo's own EXIF says about when and where it was taken (issue 32): DateTimeOriginal and the GPS position,
 * read from a JPEG's APP1 segment. The photo itself is never changed (its original bytes and EXIF are what the office
 * keeps); this only reads them for the arrival record and the proof. Defensive: any malformed structure reads as
 * "nothing", never as an error.
 */

export interface ExifFacts {
  /** "2026-11-27T18:42:10" as the camera wrote it (local time of the phone, no zone). */
  takenAt: string | null;
  gps: { lat: number; lng: number } | null;
}

const NONE: ExifFacts = { takenAt: null, gps: null };

/** The TIFF block of the first APP1 "Exif" segment of a JPEG, or null. */
function tiffBlock(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    // Start of scan or end of image: no metadata beyond.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (length < 2 || i + 2 + length > bytes.length) return null;
    if (marker === 0xe1 && length >= 8) {
      const start = i + 4;
      const header = String.fromCharCode(...bytes.slice(start, start + 6));
      if (header === 'Exif\u0000\u0000') return bytes.slice(start + 6, i + 2 + length);
    }
    i += 2 + length;
  }
  return null;
}

interface Reader {
  u16(at: number): number;
  u32(at: number): number;
  size: number;
}

function reader(t: Uint8Array): Reader | null {
  if (t.length < 8) return null;
  const little = t[0] === 0x49 && t[1] === 0x49;
  const big = t[0] === 0x4d && t[1] === 0x4d;
  if (!little && !big) return null;
  const view = new DataView(t.buffer, t.byteOffset, t.byteLength);
  const ok = (at: number, n: number) => at >= 0 && at + n <= t.length;
  return {
    size: t.length,
    u16: (at) => (ok(at, 2) ? view.getUint16(at, little) : 0),
    u32: (at) => (ok(at, 4) ? view.getUint32(at, little) : 0),
  };
}

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Offset of the value (inline in the entry when it fits in 4 bytes). */
  valueAt: number;
}

const TYPE_SIZES: Readonly<Record<number, number>> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

function entries(r: Reader, ifd: number): Entry[] {
  if (ifd <= 0 || ifd + 2 > r.size) return [];
  const n = r.u16(ifd);
  const out: Entry[] = [];
  for (let k = 0; k < n && k < 512; k++) {
    const at = ifd + 2 + k * 12;
    if (at + 12 > r.size) break;
    const type = r.u16(at + 2);
    const count = r.u32(at + 4);
    const bytes = (TYPE_SIZES[type] ?? 0) * count;
    out.push({ tag: r.u16(at), type, count, valueAt: bytes <= 4 ? at + 8 : r.u32(at + 8) });
  }
  return out;
}

function ascii(t: Uint8Array, e: Entry | undefined): string | null {
  if (!e || e.type !== 2 || e.valueAt + e.count > t.length) return null;
  return String.fromCharCode(...t.slice(e.valueAt, e.valueAt + e.count)).replace(/\p{Cc}+$/u, ''); // the NUL terminator(s)
}

function rationals(r: Reader, e: Entry | undefined): number[] | null {
  if (!e || e.type !== 5 || e.count < 3 || e.valueAt + 24 > r.size) return null;
  const out: number[] = [];
  for (let k = 0; k < 3; k++) {
    const num = r.u32(e.valueAt + k * 8);
    const den = r.u32(e.valueAt + k * 8 + 4);
    if (den === 0) return null;
    out.push(num / den);
  }
  return out;
}

const degrees = (dms: number[], ref: string | null, negative: string): number | null => {
  const value = dms[0] + dms[1] / 60 + dms[2] / 3600;
  if (!Number.isFinite(value)) return null;
  return Math.round((ref === negative ? -value : value) * 1e6) / 1e6;
};

/** DateTimeOriginal (else DateTime) and GPS latitude/longitude of a JPEG, when it carries them. */
export function readExif(bytes: Uint8Array): ExifFacts {
  try {
    const t = tiffBlock(bytes);
    if (!t) return NONE;
    const r = reader(t);
    if (!r || r.u16(2) !== 42) return NONE;
    const ifd0 = entries(r, r.u32(4));
    const exifIfd = ifd0.find((e) => e.tag === 0x8769);
    const gpsIfd = ifd0.find((e) => e.tag === 0x8825);
    const exif = exifIfd ? entries(r, r.u32(exifIfd.valueAt)) : [];
    const raw =
      ascii(
        t,
        exif.find((e) => e.tag === 0x9003),
      ) ??
      ascii(
        t,
        ifd0.find((e) => e.tag === 0x0132),
      );
    const m = raw ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(raw) : null;
    const takenAt = m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}` : null;
    let gps: ExifFacts['gps'] = null;
    if (gpsIfd) {
      const g = entries(r, r.u32(gpsIfd.valueAt));
      const lat = rationals(
        r,
        g.find((e) => e.tag === 2),
      );
      const lng = rationals(
        r,
        g.find((e) => e.tag === 4),
      );
      if (lat && lng) {
        const la = degrees(
          lat,
          ascii(
            t,
            g.find((e) => e.tag === 1),
          ),
          'S',
        );
        const lo = degrees(
          lng,
          ascii(
            t,
            g.find((e) => e.tag === 3),
          ),
          'W',
        );
        if (la !== null && lo !== null && Math.abs(la) <= 90 && Math.abs(lo) <= 180) gps = { lat: la, lng: lo };
      }
    }
    return { takenAt, gps };
  } catch {
    return NONE;
  }
}
