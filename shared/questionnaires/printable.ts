/**
 * What a court form can print: the characters of Liberation Sans 2.1.5 (Debian fonts-liberation2), the metric-compatible
 * Arial/Helvetica substitute the packet writes answers in — Latin with its extensions (Vietnamese included), Greek,
 * Cyrillic and Hebrew letters, and common punctuation. Generated from the font's own character map:
 *
 *   fc-query --format='%{charset}' /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf
 *
 * (Bold has the same map.) The questionnaire schema refuses an answer with a character outside it, and any emoji or
 * pictograph even where the font has a glyph (☺), so what a client writes is what the form prints (issue 25).
 * Regenerate this table if the packet's font changes.
 */

/** Inclusive code point ranges, ascending. */
export const PRINTABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x36f],
  [0x374, 0x375],
  [0x37a, 0x37e],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
  [0x3d0, 0x513],
  [0x51a, 0x51d],
  [0x591, 0x5c7],
  [0x5d0, 0x5ea],
  [0x5f0, 0x5f4],
  [0x1d00, 0x1dca],
  [0x1dfe, 0x1e9b],
  [0x1e9e, 0x1e9e],
  [0x1ea0, 0x1ef9],
  [0x1f00, 0x1f15],
  [0x1f18, 0x1f1d],
  [0x1f20, 0x1f45],
  [0x1f48, 0x1f4d],
  [0x1f50, 0x1f57],
  [0x1f59, 0x1f59],
  [0x1f5b, 0x1f5b],
  [0x1f5d, 0x1f5d],
  [0x1f5f, 0x1f7d],
  [0x1f80, 0x1fb4],
  [0x1fb6, 0x1fc4],
  [0x1fc6, 0x1fd3],
  [0x1fd6, 0x1fdb],
  [0x1fdd, 0x1fef],
  [0x1ff2, 0x1ff4],
  [0x1ff6, 0x1ffe],
  [0x2000, 0x2010],
  [0x2012, 0x2022],
  [0x2026, 0x2026],
  [0x202a, 0x2030],
  [0x2032, 0x2034],
  [0x2039, 0x203a],
  [0x203c, 0x203c],
  [0x203e, 0x203e],
  [0x2044, 0x2044],
  [0x205e, 0x205e],
  [0x206a, 0x206f],
  [0x2074, 0x2079],
  [0x207f, 0x2089],
  [0x2090, 0x2094],
  [0x20a0, 0x20b5],
  [0x20bf, 0x20bf],
  [0x20f0, 0x20f0],
  [0x2105, 0x2105],
  [0x2113, 0x2113],
  [0x2116, 0x2117],
  [0x2122, 0x2122],
  [0x2126, 0x2126],
  [0x212e, 0x212e],
  [0x214d, 0x214e],
  [0x2153, 0x2154],
  [0x215b, 0x215e],
  [0x2184, 0x2184],
  [0x2190, 0x2195],
  [0x21a8, 0x21a8],
  [0x21d4, 0x21d4],
  [0x2202, 0x2202],
  [0x2206, 0x2206],
  [0x220f, 0x220f],
  [0x2211, 0x2212],
  [0x2215, 0x2215],
  [0x2219, 0x221a],
  [0x221e, 0x221f],
  [0x2229, 0x2229],
  [0x222b, 0x222b],
  [0x2248, 0x2248],
  [0x2260, 0x2262],
  [0x2264, 0x2265],
  [0x2302, 0x2302],
  [0x2310, 0x2310],
  [0x2320, 0x2321],
  [0x2500, 0x2500],
  [0x2502, 0x2502],
  [0x250c, 0x250c],
  [0x2510, 0x2510],
  [0x2514, 0x2514],
  [0x2518, 0x2518],
  [0x251c, 0x251c],
  [0x2524, 0x2524],
  [0x252c, 0x252c],
  [0x2534, 0x2534],
  [0x253c, 0x253c],
  [0x2550, 0x256c],
  [0x2580, 0x2580],
  [0x2584, 0x2584],
  [0x2588, 0x2588],
  [0x258c, 0x258c],
  [0x2590, 0x2593],
  [0x25a0, 0x25a1],
  [0x25aa, 0x25ac],
  [0x25b2, 0x25b2],
  [0x25ba, 0x25ba],
  [0x25bc, 0x25bc],
  [0x25c4, 0x25c4],
  [0x25ca, 0x25cc],
  [0x25cf, 0x25d9],
  [0x25e6, 0x25e6],
  [0x263a, 0x263c],
  [0x263f, 0x2647],
  [0x2660, 0x2660],
  [0x2663, 0x2663],
  [0x2665, 0x2666],
  [0x2669, 0x266c],
  [0x266f, 0x266f],
  [0x2c60, 0x2c6d],
  [0x2c71, 0x2c77],
  [0x2e17, 0x2e17],
  [0xa717, 0xa721],
  [0xa788, 0xa78c],
  [0xfb01, 0xfb02],
  [0xfb1d, 0xfb36],
  [0xfb38, 0xfb3c],
  [0xfb3e, 0xfb3e],
  [0xfb40, 0xfb41],
  [0xfb43, 0xfb44],
  [0xfb46, 0xfb4f],
  [0xfe20, 0xfe23],
  [0xfffc, 0xfffc],
];

/** Whether the font has a glyph for the code point. */
export function inPrintableFont(cp: number): boolean {
  let lo = 0;
  let hi = PRINTABLE_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to] = PRINTABLE_RANGES[mid];
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * A character no court form prints: outside the font, or an emoji or pictograph (☺ ♥ ♪; the font has those glyphs, a
 * clerk would not accept them). Letters and signs below U+2300 that Unicode also lists as pictographic (© ® ™ ‼ ↔) are
 * ordinary print and stay.
 */
export function isUnprintable(char: string): boolean {
  const cp = char.codePointAt(0)!;
  if (char === '\n') return false;
  return !inPrintableFont(cp) || (cp >= 0x2300 && PICTOGRAPH.test(char));
}

/** The first character of a text no court form prints, if any. */
export function firstUnprintable(text: string): string | undefined {
  for (const char of text) if (isUnprintable(char)) return char;
  return undefined;
}

/** Invisible format characters: zero-width spaces and joiners, bidi controls and isolates, BOM, soft hyphen, tags. */
const FORMAT = /\p{Cf}/gu;
/** Line breaks in any convention (CR LF, CR, NEL, line and paragraph separators). */
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
/** Whitespace controls and every kind of space (no-break, thin, ideographic): one ordinary space. */
const SPACE_LIKE = /[\t\v\f\p{Zs}]/gu;
/** Other control characters (bell, escape, NUL …), and line feeds in one-line text, which become spaces first. */
const CONTROL = /\p{Cc}/gu;

/**
 * An answer as the court form will print it: Unicode NFC (a letter and its accent typed apart become one letter, as in
 * "Nguyễn"), invisible format characters removed, tabs and odd spaces made ordinary spaces, line breaks kept as "\n" in
 * long text (and made spaces in one-line text), other control characters removed, then trimmed.
 */
export function normalizeText(value: string, multiline: boolean): string {
  let s = value.normalize('NFC').replace(FORMAT, '').replace(LINE_BREAK, '\n').replace(SPACE_LIKE, ' ');
  if (!multiline) s = s.replace(/\n/g, ' ');
  return s.replace(CONTROL, (c) => (c === '\n' ? c : '')).trim();
}
