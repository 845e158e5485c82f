/**
 * A camera photo for tests (issue 32): the fixture JPEG of a door (test/support/fixtures/door.jpg, drawn by Chromium)
 * with an EXIF APP1 segment written in, as a phone's camera writes it — DateTimeOriginal and GPS latitude/longitude —
 * so the field app's upload and the server's EXIF reading are tried on the bytes a real phone sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DOOR_JPEG = (): Uint8Array => new Uint8Array(readFileSync(join(__dirname, 'fixtures', 'door.jpg')));

function rational3(deg: number): number[] {
  const abs = Math.abs(deg);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 1000);
  return [d, 1, m, 1, s, 1000];
}

/** The JPEG with an EXIF block: taken at `takenAt` ("2026-11-27T18:42:10", the phone's local time) at `gps`. */
export function withExif(jpeg: Uint8Array, takenAt: string, gps: { lat: number; lng: number } | null): Uint8Array {
  // Big-endian TIFF ("MM"): IFD0 at 8 → Exif IFD and GPS IFD pointers; values after the IFDs.
  const bytes: number[] = [];
  const u16 = (v: number) => bytes.push((v >> 8) & 0xff, v & 0xff);
  const u32 = (v: number) => bytes.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
  const date = `${takenAt.slice(0, 4)}:${takenAt.slice(5, 7)}:${takenAt.slice(8, 10)} ${takenAt.slice(11, 19)}\u0000`;

  const ifd0At = 8;
  const ifd0Entries = gps ? 2 : 1;
  const exifAt = ifd0At + 2 + ifd0Entries * 12 + 4;
  const dateAt = exifAt + 2 + 12 + 4;
  const gpsAt = dateAt + date.length;
  const gpsEntries = 4;
  const latAt = gpsAt + 2 + gpsEntries * 12 + 4;
  const lngAt = latAt + 24;

  bytes.push(0x4d, 0x4d);
  u16(42);
  u32(ifd0At);
  // IFD0
  u16(ifd0Entries);
  u16(0x8769);
  u16(4);
  u32(1);
  u32(exifAt);
  if (gps) {
    u16(0x8825);
    u16(4);
    u32(1);
    u32(gpsAt);
  }
  u32(0);
  // Exif IFD: DateTimeOriginal
  u16(1);
  u16(0x9003);
  u16(2);
  u32(date.length);
  u32(dateAt);
  u32(0);
  for (const c of date) bytes.push(c.charCodeAt(0));
  if (gps) {
    u16(gpsEntries);
    const ref = (tag: number, letter: string) => {
      u16(tag);
      u16(2);
      u32(2);
      bytes.push(letter.charCodeAt(0), 0, 0, 0);
    };
    ref(1, gps.lat < 0 ? 'S' : 'N');
    u16(2);
    u16(5);
    u32(3);
    u32(latAt);
    ref(3, gps.lng < 0 ? 'W' : 'E');
    u16(4);
    u16(5);
    u32(3);
    u32(lngAt);
    u32(0);
    for (const v of rational3(gps.lat)) u32(v);
    for (const v of rational3(gps.lng)) u32(v);
  }
  const exif = [...'Exif\u0000\u0000'].map((c) => c.charCodeAt(0)).concat(bytes);
  const length = exif.length + 2;
  const app1 = [0xff, 0xe1, (length >> 8) & 0xff, length & 0xff, ...exif];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.slice(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.slice(2), 2 + app1.length);
  return out;
}
