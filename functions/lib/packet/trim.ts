/**
 * Some official forms embed whole TrueType fonts — DV-100 carries Times New Roman (1.2 MB), Times New Roman Bold and
 * Arial Bold in full, for its link buttons' captions and its AcroForm's default resources — which make up most of a
 * domestic-violence packet. Such a font is a *simple* font: a page can only ever show the 256 codes of its encoding,
 * so every glyph those codes can reach is kept, byte for byte, and the outlines of the thousands of others (Greek,
 * Cyrillic, Hebrew, Arabic…) are emptied. Glyph numbers, the character maps, the widths and the hinting programs stay
 * as they are: whatever the form printed, and whatever a viewer types into a field in that font, looks the same.
 * Tables PDF viewers do not read for TrueType fonts (PDF 32000 §9.9: kerning, OpenType layout, device metrics,
 * embedded bitmaps, digital signature) go. Fonts with a /Differences encoding, symbolic fonts and fonts any composite
 * (Type0) font uses are left untouched.
 */
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFDocument } from 'pdf-lib';

/** Fonts smaller than this are already subsets (the form's page text): nothing worth trimming. */
const MIN_FONT_BYTES = 100_000;

/** WinAnsiEncoding's codes 0x80–0x9F (PDF 32000 Annex D); the rest of its printable codes are their Latin-1 selves. */
const WIN_ANSI_HIGH = [
  0x20ac, 0x2022, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x2022, 0x017d, 0x2022, 0x2022,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x2022, 0x017e, 0x0178,
];
/** Every character a WinAnsi (or standard-encoded) simple font can show. */
const SHOWABLE: readonly number[] = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...WIN_ANSI_HIGH,
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
];

/** Tables PDF renderers never read from an embedded TrueType program. */
const DROP = new Set([
  'DSIG',
  'hdmx',
  'VDMX',
  'LTSH',
  'kern',
  'GPOS',
  'GSUB',
  'GDEF',
  'JSTF',
  'BASE',
  'EBDT',
  'EBLC',
  'EBSC',
  'PCLT',
  'morx',
  'mort',
  'feat',
  'prop',
  'meta',
  'MATH',
]);

const u16 = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];
const u32 = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3];

function checksum(b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < b.length; i += 4)
    sum = (sum + (((b[i] << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0)) >>> 0;
  return sum;
}

interface Tables {
  readonly tables: Map<string, Uint8Array>;
  readonly glyphs: number;
  /** A glyph's outline bytes. */
  glyph(id: number): Uint8Array;
}

/** The tables of a TrueType program, or null if it is not one (or lacks what a TrueType needs). */
function readTables(font: Uint8Array): Tables | null {
  const version = u32(font, 0);
  if (version !== 0x00010000 && version !== 0x74727565) return null;
  const count = u16(font, 4);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(rec, rec + 4));
    tables.set(tag, font.subarray(u32(font, rec + 8), u32(font, rec + 8) + u32(font, rec + 12)));
  }
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !maxp || !loca || !glyf) return null;
  const long = u16(head, 50) === 1;
  const offset = (i: number) => (long ? u32(loca, i * 4) : u16(loca, i * 2) * 2);
  return { tables, glyphs: u16(maxp, 4), glyph: (id) => glyf.subarray(offset(id), offset(id + 1)) };
}

/** The glyphs a composite glyph is made of (none for a simple one). */
function components(outline: Uint8Array): number[] {
  if (outline.length < 10 || (u16(outline, 0) & 0x8000) === 0) return [];
  const out: number[] = [];
  let pos = 10;
  for (;;) {
    const flags = u16(outline, pos);
    out.push(u16(outline, pos + 2));
    pos += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
    if (!(flags & 0x0020) || pos >= outline.length) return out;
  }
}

/** The font program with only `keep`'s glyph outlines (long loca), the unread tables dropped; null if not a TrueType. */
export function trimGlyphs(font: Uint8Array, keep: ReadonlySet<number>): Uint8Array | null {
  const read = readTables(font);
  if (!read) return null;
  const { tables, glyphs } = read;
  const head = tables.get('head')!;
  const parts: Uint8Array[] = [];
  const newLoca = new Uint8Array((glyphs + 1) * 4);
  let at = 0;
  for (let i = 0; i < glyphs; i++) {
    new DataView(newLoca.buffer).setUint32(i * 4, at);
    if (!keep.has(i)) continue;
    const data = read.glyph(i);
    const padded = new Uint8Array(data.length + ((4 - (data.length % 4)) % 4));
    padded.set(data);
    parts.push(padded);
    at += padded.length;
  }
  new DataView(newLoca.buffer).setUint32(glyphs * 4, at);
  const newGlyf = new Uint8Array(at);
  let pos = 0;
  for (const p of parts) {
    newGlyf.set(p, pos);
    pos += p.length;
  }
  const newHead = new Uint8Array(head);
  new DataView(newHead.buffer).setUint32(8, 0); // checkSumAdjustment, set below
  new DataView(newHead.buffer).setInt16(50, 1); // long loca
  const out = new Map(tables);
  for (const tag of DROP) out.delete(tag);
  out.set('glyf', newGlyf);
  out.set('loca', newLoca);
  out.set('head', newHead);
  const tags = [...out.keys()].sort();
  const dirLength = 12 + tags.length * 16;
  const total = dirLength + tags.reduce((n, t) => n + out.get(t)!.length + ((4 - (out.get(t)!.length % 4)) % 4), 0);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  const pow = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint16(6, pow * 16);
  view.setUint16(8, Math.log2(pow));
  view.setUint16(10, tags.length * 16 - pow * 16);
  let tablePos = dirLength;
  tags.forEach((tag, i) => {
    const data = out.get(tag)!;
    const rec = 12 + i * 16;
    for (let k = 0; k < 4; k++) file[rec + k] = tag.charCodeAt(k);
    view.setUint32(rec + 4, checksum(data));
    view.setUint32(rec + 8, tablePos);
    view.setUint32(rec + 12, data.length);
    file.set(data, tablePos);
    tablePos += data.length + ((4 - (data.length % 4)) % 4);
  });
  const headPos = view.getUint32(12 + tags.indexOf('head') * 16 + 8);
  view.setUint32(headPos + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}

/** The glyphs a simple font can show: those its showable characters map to, with composite glyphs' components. */
function showableGlyphs(font: Uint8Array): Set<number> | null {
  const read = readTables(font);
  if (!read) return null;
  let parsed: ReturnType<typeof fontkit.create>;
  try {
    parsed = fontkit.create(font);
  } catch {
    return null;
  }
  const keep = new Set<number>([0]);
  const add = (id: number) => {
    if (keep.has(id) || id >= read.glyphs) return;
    keep.add(id);
    for (const c of components(read.glyph(id))) add(c);
  };
  for (const cp of SHOWABLE) if (parsed.hasGlyphForCodePoint(cp)) add(parsed.glyphForCodePoint(cp).id);
  return keep;
}

/** Trimmed programs by the sha256 of the embedded stream: compressed bytes and length (a warm Lambda trims each once). */
const trimmed = new Map<string, { deflated: Uint8Array; length: number } | null>();

/** Trims every large simple TrueType font program of a document (see above). Returns how many, and the bytes saved. */
export function trimSimpleFonts(doc: PDFDocument): { fonts: number; saved: number } {
  const context = doc.context;
  // Which font dictionaries use each font program, and whether every one of them is a simple, non-symbolic WinAnsi font.
  const users = new Map<string, { ref: PDFRef; simple: boolean }>();
  for (const [, obj] of context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const subtype = obj.get(PDFName.of('Subtype'));
    const descriptors: PDFDict[] = [];
    const own = obj.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    if (own) descriptors.push(own);
    const descendants = obj.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    if (descendants)
      for (let i = 0; i < descendants.size(); i++) {
        const d = descendants.lookupMaybe(i, PDFDict)?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
        if (d) descriptors.push(d);
      }
    for (const fd of descriptors) {
      const file = fd.get(PDFName.of('FontFile2'));
      if (!(file instanceof PDFRef)) continue;
      const encoding = obj.get(PDFName.of('Encoding'));
      const flagsValue = fd.get(PDFName.of('Flags'));
      const flags = flagsValue instanceof PDFNumber ? flagsValue.asNumber() : 0;
      const simple =
        subtype === PDFName.of('TrueType') && (encoding === undefined || encoding === PDFName.of('WinAnsiEncoding')) && (flags & 4) === 0; // not symbolic
      const seen = users.get(file.toString());
      users.set(file.toString(), { ref: file, simple: (seen?.simple ?? true) && simple });
    }
  }
  let fonts = 0;
  let saved = 0;
  for (const { ref, simple } of users.values()) {
    if (!simple) continue;
    const stream = context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || stream.contents.length < MIN_FONT_BYTES / 4) continue;
    const key = createHash('sha256').update(stream.contents).digest('hex');
    if (!trimmed.has(key)) {
      const program =
        stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? new Uint8Array(inflateSync(stream.contents)) : null;
      const keep = program && program.length >= MIN_FONT_BYTES ? showableGlyphs(program) : null;
      const out = program && keep ? trimGlyphs(program, keep) : null;
      trimmed.set(key, out && out.length < program!.length ? { deflated: new Uint8Array(deflateSync(out)), length: out.length } : null);
    }
    const done = trimmed.get(key);
    if (!done || done.deflated.length >= stream.contents.length) continue;
    saved += stream.contents.length - done.deflated.length;
    context.assign(ref, context.stream(done.deflated, { Filter: 'FlateDecode', Length1: done.length }));
    fonts++;
  }
  return { fonts, saved };
}
