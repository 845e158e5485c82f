/**
 * The one font the packet writes with: Liberation Sans (metric-compatible with Arial/Helvetica, SIL Open Font License;
 * Debian's fonts-liberation2, in functions/packets/forms/fonts/ with its licence). It prints Latin-1, Latin Extended
 * and Vietnamese, so "Nguyễn", "Łukasz" and "Siobhán" print as written; what it cannot print (emoji, other scripts) is
 * left out of the page and reported, never replaced by "?".
 *
 * Embedded subset, and once per packet: every document of a packet embeds the same subset — the packet's characters,
 * in one order, decided before anything is drawn (`PacketFont.forPacket`) — so the subsets are byte-identical and the
 * merge keeps one copy (acroform.ts `dedupeStreams`). Text is drawn without kerning, so the widths measured here are
 * the widths on the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFHexString, type PDFDocument, type PDFFont } from 'pdf-lib';

export const FONT_FILE = join('fonts', 'LiberationSans-Regular.ttf');
/** The embedded font's name: a subset tag (six capitals, PDF 32000 §9.6.4) and the font's PostScript name. */
const EMBEDDED_NAME = 'LDAPKT+LiberationSans';

type Parsed = ReturnType<typeof fontkit.create>;

interface Loaded {
  readonly bytes: Uint8Array;
  readonly font: Parsed;
  readonly upm: number;
  readonly advances: Map<number, number>;
}

const loaded = new Map<string, Loaded>();
function load(dir: string): Loaded {
  let entry = loaded.get(dir);
  if (!entry) {
    const bytes = new Uint8Array(readFileSync(join(dir, FONT_FILE)));
    const font = fontkit.create(bytes);
    entry = { bytes, font, upm: font.unitsPerEm, advances: new Map() };
    loaded.set(dir, entry);
  }
  return entry;
}

/** Characters that carry no ink and are dropped without a word: zero-width and other format characters, controls. */
const SILENT = /[\p{Cf}\p{Cc}]/u;

/** The characters every packet may draw (its own fixed wording: item numbers, "See Attachment", dates, money). */
const BASE = (() => {
  let s = '';
  for (let c = 0x20; c < 0x7f; c++) s += String.fromCharCode(c);
  for (let c = 0xa0; c <= 0xff; c++) s += String.fromCharCode(c);
  return `${s}–—‘’“”•…€`;
})();

export interface Printable {
  /** The text with what the font cannot print left out (line breaks kept). */
  readonly text: string;
  /** Characters left out that would have printed something (emoji, other scripts), in order of appearance, once each. */
  readonly unprintable: readonly string[];
}

export class PacketFont {
  private readonly docs = new WeakMap<PDFDocument, Promise<PDFFont>>();
  /** The packet's characters in the order every subset includes them. */
  readonly repertoire: string;
  /** Fraction of the em: hhea ascender (room for accented capitals) and descender (positive). */
  readonly ascent: number;
  readonly descent: number;

  private constructor(
    private readonly f: Loaded,
    chars: Iterable<string>,
  ) {
    const set = new Set<string>(BASE);
    for (const ch of chars) if (this.canPrint(ch)) set.add(ch);
    this.repertoire = [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
    this.ascent = f.font.ascent / f.upm;
    this.descent = -f.font.descent / f.upm;
  }

  /** The font for one packet, whose texts are `texts` (what is not among them may still be drawn, but costs a copy). */
  static forPacket(dir: string, texts: Iterable<string>): PacketFont {
    const chars: string[] = [];
    for (const t of texts) for (const ch of t.normalize('NFC')) chars.push(ch);
    return new PacketFont(load(dir), chars);
  }

  /** Whether the font prints this character (a code point). */
  canPrint(ch: string): boolean {
    const cp = ch.codePointAt(0)!;
    return cp >= 0x20 && !SILENT.test(ch) && this.f.font.hasGlyphForCodePoint(cp);
  }

  /** The text as it prints: NFC, tabs as spaces, silent characters dropped, unprintable ones left out and listed. */
  printable(text: string): Printable {
    let out = '';
    const unprintable: string[] = [];
    let dropped = false;
    for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
      if (ch === '\n' || this.canPrint(ch)) out += ch;
      else {
        dropped = true;
        if (!SILENT.test(ch) && !unprintable.includes(ch)) unprintable.push(ch);
      }
    }
    // What was left out leaves no gap: "Ana 😀 Ruiz" prints "Ana Ruiz".
    return { text: dropped ? out.replace(/ {2,}/g, ' ').replace(/ +$/gm, '') : out, unprintable };
  }

  /** Advance width of a printable character, in ems. */
  advance(ch: string): number {
    const cp = ch.codePointAt(0)!;
    let w = this.f.advances.get(cp);
    if (w === undefined) {
      w = this.f.font.glyphForCodePoint(cp).advanceWidth / this.f.upm;
      this.f.advances.set(cp, w);
    }
    return w;
  }

  /** Width of a printable text at a size (no kerning: as drawn). */
  width(text: string, size: number): number {
    let w = 0;
    for (const ch of text) w += this.advance(ch);
    return w * size;
  }

  /** The ink of a text's glyphs, in ems from the baseline: [lowest, highest] (0, 0 for blank text). */
  inkExtent(text: string): readonly [number, number] {
    let lo = 0;
    let hi = 0;
    for (const ch of text) {
      if (ch === ' ') continue;
      const box = this.f.font.glyphForCodePoint(ch.codePointAt(0)!).bbox;
      lo = Math.min(lo, box.minY / this.f.upm);
      hi = Math.max(hi, box.maxY / this.f.upm);
    }
    return [lo, hi];
  }

  /**
   * The font embedded in a document (once per document): a subset holding the packet's repertoire first, in one
   * order, so that every document of the packet carries the same bytes.
   */
  embed(doc: PDFDocument): Promise<PDFFont> {
    let embedded = this.docs.get(doc);
    if (!embedded) {
      // pdf-lib parses the font it embeds; it gets the one parsed font of this process instead of parsing it again.
      const parsed = this.f.font;
      doc.registerFontkit({ create: () => parsed } as unknown as typeof fontkit);
      embedded = doc.embedFont(this.f.bytes, { subset: true, customName: EMBEDDED_NAME, features: { kern: false } }).then((font) => {
        const hex = font.encodeText(this.repertoire).asString();
        this.fastPaths(font, hex);
        return font;
      });
      this.docs.set(doc, embedded);
    }
    return embedded;
  }

  /**
   * pdf-lib measures and encodes each text through the font's full layout engine (a costly pass per call); the packet
   * draws one glyph per character without kerning, so a character's glyph code (the same in every document: the
   * repertoire came first) and its advance are looked up instead. Characters outside the repertoire take pdf-lib's
   * own path, which adds them to this document's subset.
   */
  private fastPaths(font: PDFFont, repertoireHex: string): void {
    const chars = [...this.repertoire];
    if (repertoireHex.length !== chars.length * 4) return; // a glyph not one per character: keep pdf-lib's way
    const codes = new Map(chars.map((ch, i) => [ch, repertoireHex.slice(i * 4, i * 4 + 4)]));
    const encode = font.encodeText.bind(font);
    font.encodeText = (text: string) => {
      let out = '';
      for (const ch of text) {
        const code = codes.get(ch);
        if (code === undefined) return encode(text);
        out += code;
      }
      return PDFHexString.of(out);
    };
    font.widthOfTextAtSize = (text: string, size: number) => this.width(text, size);
  }
}
