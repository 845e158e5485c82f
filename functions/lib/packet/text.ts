/**
 * Laying text into a form field the way its designer meant (layout.ts: the form's own XFA hints and printed rules):
 * after the field's left inset, the first line after a label printed on the same line (first-line indent), each line of
 * a ruled box on its printed rule, other multi-line boxes at the form's line height, one-line boxes aligned as the form
 * says with every glyph's ink inside the box (capital accents included). The size is the form's, made smaller in half
 * points down to MIN_FONT_SIZE when that is what it takes to fit; past that the caller continues the text elsewhere.
 * Pure: the appearance stream is drawn from the result (fill.ts).
 */
import type { FieldLayout } from './layout';

/** The smallest size filled text is written at (a judge reads it; forms designed smaller keep their own size). */
export const MIN_FONT_SIZE = 8;
/** The inset a field gets where the form gives none (the glyphs must not touch the box). */
const PAD = 1.5;
/** How far above its printed rule a line's baseline sits (descenders may touch the rule, as on lined paper). */
const RULE_GAP = 1.5;
/** Room kept between the ink and the box's edges (a pixel at 100 dpi: no glyph seems cut at the box's edge). */
const EDGE = 0.75;
/**
 * Room a one-line value's ink is given above it where the box, or the blank room above and below it, allows: EDGE and
 * one more pixel at 100 dpi. A renderer may draw a glyph up to a device pixel higher than laid: poppler (Splash) keeps
 * a glyph's horizontal sub-pixel offset but drops its vertical one, so every glyph sits on the whole pixel row at or
 * above its baseline. With EDGE alone an accent or a digit's top laid EDGE under the box's top reached the box's
 * top pixel row there and was cut by the appearance's clip ("Nguyễn" in FL-311's caption, "415.00" in FL-300 item 5).
 */
const TOP = 1.5;
/**
 * The narrowest a one-line value is written, at the smallest size, before it continues elsewhere: glyphs at 85 % of
 * their width (their height, what legibility rests on, stays MIN_FONT_SIZE).
 */
export const MIN_SQUEEZE = 0.85;

/** What the layout needs of the font (font.ts `PacketFont`). */
export interface Metrics {
  /** Ascender and descender, in ems (positive). */
  readonly ascent: number;
  readonly descent: number;
  advance(ch: string): number;
  /** The ink of a text's glyphs from the baseline, in ems: [lowest, highest]. */
  inkExtent(text: string): readonly [number, number];
}

export interface Box {
  readonly width: number;
  readonly height: number;
}

/** A line as drawn: its text and baseline origin, in the box's coordinates (origin at the bottom left). */
export interface Line {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

export interface Laid {
  readonly size: number;
  readonly lines: readonly Line[];
  /** How far the ink rises above the box and sinks below it, into the blank room the page leaves (`up`, `down`). */
  readonly grow?: { readonly up: number; readonly down: number };
  /** Horizontal scale of the glyphs (a one-line value a little too wide at the smallest size): 1 when absent. */
  readonly squeeze?: number;
}

interface Slot {
  /** Baseline height above the box's bottom edge. */
  readonly y: number;
  readonly x0: number;
  readonly x1: number;
}

const widthOf = (text: string, m: Metrics, size: number): number => {
  let w = 0;
  for (const ch of text) w += m.advance(ch);
  return w * size;
};

/**
 * The lines of a text for slots of given widths: words wrap at spaces, a word longer than a line is cut, line breaks
 * are kept. Null when the text needs more lines than `widths` has.
 */
export function wrap(text: string, widths: readonly number[], m: Metrics, size: number): string[] | null {
  const lines: string[] = [];
  const space = m.advance(' ') * size;
  const room = () => widths[lines.length];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(/ +/)) {
      if (lines.length >= widths.length) return null;
      const w = widthOf(word, m, size);
      if (line && used + space + w <= room()) {
        line += ` ${word}`;
        used += space + w;
        continue;
      }
      if (line) {
        lines.push(line);
        if (lines.length >= widths.length) return null;
      }
      line = '';
      used = 0;
      let rest = word;
      // A word wider than the line is cut where it must (an address without spaces, a long URL).
      while (rest && widthOf(rest, m, size) > room()) {
        let cut = 0;
        let acc = 0;
        for (const ch of rest) {
          const cw = m.advance(ch) * size;
          if (acc + cw > room() && cut > 0) break;
          acc += cw;
          cut += ch.length;
        }
        lines.push(rest.slice(0, cut));
        if (lines.length >= widths.length) return rest.length > cut ? null : lines;
        rest = rest.slice(cut);
      }
      line = rest;
      used = widthOf(rest, m, size);
    }
    if (lines.length >= widths.length) return null;
    lines.push(line);
  }
  return lines;
}

/** The lines a multi-line box offers at a size: on its printed rules, or at the form's line height. */
function multiLineSlots(hints: FieldLayout, box: Box, m: Metrics, size: number): Slot[] {
  const left = hints.left || PAD;
  const right = box.width - (hints.right || PAD);
  const asc = m.ascent * size;
  const desc = m.descent * size;
  if (hints.rules.length) {
    const slots: Slot[] = [];
    for (let i = 0; i < hints.rules.length; i++) {
      const [ruleY, x0, x1] = hints.rules[i];
      // On the rule, but never with descenders below the box (a rule drawn at its bottom edge).
      const base = Math.min(ruleY - RULE_GAP, box.height - desc - EDGE);
      // The size is too large when a line's ascenders would reach the rule above (the first line's own ink is checked
      // against the box's top once the text is wrapped: layoutAt).
      if (i > 0 && base - asc < hints.rules[i - 1][0] + 0.5) return [];
      slots.push({
        y: box.height - base,
        x0: Math.max(left, x0 + 1) + (i === 0 ? hints.indent : 0),
        x1: Math.min(right, x1 - 1),
      });
    }
    return slots;
  }
  const pitch = ((hints.lineHeight ?? 1.15 * hints.size) * size) / hints.size;
  const first = hints.spaceAbove + asc + EDGE;
  const count = Math.floor((box.height - desc - EDGE - first + 1e-6) / pitch) + 1;
  if (first + desc + EDGE > box.height + 1e-6) return [];
  return Array.from({ length: count }, (_, i) => ({
    y: box.height - first - i * pitch,
    x0: left + (i === 0 ? hints.indent : 0),
    x1: right,
  }));
}

/** One line on a ruled box's first rule, as its first slot would hold it, or null when it does not fit there. */
function firstRuleLine(text: string, hints: FieldLayout, box: Box, m: Metrics, size: number): Laid | null {
  const [ruleY, x0, x1] = hints.rules[0];
  const left = Math.max(hints.left || PAD, x0 + 1) + hints.indent;
  const right = Math.min(box.width - (hints.right || PAD), x1 - 1);
  const width = widthOf(text, m, size);
  if (width > right - left + 1e-6) return null;
  const y = box.height - Math.min(ruleY - RULE_GAP, box.height - m.descent * size - EDGE);
  const over = y + m.inkExtent(text)[1] * size - box.height;
  if (over + EDGE > hints.up + 1e-6) return null;
  const x = hints.hAlign === 'center' ? left + (right - left - width) / 2 : hints.hAlign === 'right' ? right - width : left;
  return { size, lines: [{ text, x, y }], ...(over > -EDGE ? { grow: { up: over + EDGE, down: 0 } } : {}) };
}

/** A one-line placement of `text` at a size, or null when its ink does not fit the box (and the room around it). */
function oneLine(text: string, hints: FieldLayout, box: Box, m: Metrics, size: number, squeeze = 1): Laid | null {
  const left = (hints.left || PAD) + hints.indent;
  const right = box.width - (hints.right || PAD);
  if (hints.comb > 0) {
    const chars = [...text];
    if (chars.length > hints.comb) return null;
    const cell = box.width / hints.comb;
    if (chars.some((ch) => m.advance(ch) * size > cell)) return null;
    const placed = placeBaseline(text, hints, box, m, size);
    if (!placed) return null;
    const lines = chars.map((ch, i) => ({ text: ch, x: i * cell + (cell - m.advance(ch) * size) / 2, y: placed.y }));
    return { size, lines, ...(placed.grow ? { grow: placed.grow } : {}) };
  }
  const width = widthOf(text, m, size) * squeeze;
  if (width > right - left + 1e-6) return null;
  const placed = placeBaseline(text, hints, box, m, size);
  if (!placed) return null;
  const x = hints.hAlign === 'center' ? left + (right - left - width) / 2 : hints.hAlign === 'right' ? right - width : left;
  return {
    size,
    lines: [{ text, x, y: placed.y }],
    ...(placed.grow ? { grow: placed.grow } : {}),
    ...(squeeze < 1 ? { squeeze } : {}),
  };
}

/**
 * The baseline of a one-line text as the form aligns it, moved so that all its ink is inside the box, TOP under its top
 * edge and EDGE over its bottom one. Where the box is too short for that ("Á" over "g" in a box as tall as the font
 * size), the ink rises into the blank room above the box (then sinks into the room below it) and `grow` says by how
 * much; the room over the ink may then be less than TOP, never less than EDGE. Null when even the blank room is not
 * enough for EDGE on both sides.
 */
function placeBaseline(text: string, hints: FieldLayout, box: Box, m: Metrics, size: number): { y: number; grow?: Laid['grow'] } | null {
  const asc = m.ascent * size;
  const desc = m.descent * size;
  let y =
    hints.vAlign === 'middle'
      ? (box.height - (asc + desc)) / 2 + desc
      : hints.vAlign === 'bottom'
        ? desc + EDGE
        : box.height - hints.spaceAbove - asc;
  const [lo, hi] = m.inkExtent(text).map((e) => e * size);
  if (hi - lo + EDGE + TOP <= box.height + 1e-6) {
    if (y + hi > box.height - TOP) y = box.height - TOP - hi;
    if (y + lo < EDGE) y = EDGE - lo;
    return { y };
  }
  // The room the ink lacks for TOP above it, and for EDGE (the least it may have).
  const wanted = hi - lo + EDGE + TOP - box.height;
  const needed = wanted - (TOP - EDGE);
  if (needed > hints.up + hints.down + 1e-6) return null;
  const up = Math.min(hints.up, wanted);
  const down = Math.min(hints.down, wanted - up);
  // The box grows by `up` and `down`; the ink's bottom stays EDGE over its new bottom edge, its top at least EDGE under
  // its new top edge (TOP when the room was there).
  return { y: EDGE - down - lo, ...(up + down > 0 ? { grow: { up, down } } : {}) };
}

/** Every size to try, largest first: the form's, then half points down to the minimum (or the form's, if smaller). */
export function sizes(nominal: number): number[] {
  const out: number[] = [];
  const floor = Math.min(MIN_FONT_SIZE, nominal);
  for (let s = nominal; s >= floor - 1e-9; s -= 0.5) out.push(Math.round(s * 100) / 100);
  return out;
}

/** The text laid at the largest size that fits, or null when it does not fit at the smallest. */
export function layoutText(text: string, hints: FieldLayout, box: Box, m: Metrics): Laid | null {
  const all = sizes(hints.size);
  for (const size of all) {
    const laid = layoutAt(text, hints, box, m, size);
    if (laid) return laid;
  }
  // A one-line value a little too wide at the smallest size: narrower glyphs, down to MIN_SQUEEZE.
  const oneLineBox = !hints.multiLine || multiLineSlots(hints, box, m, all[all.length - 1]).length <= 1;
  if (!oneLineBox || text.includes('\n')) return null;
  const size = all[all.length - 1];
  const left = (hints.left || PAD) + hints.indent;
  const right = box.width - (hints.right || PAD);
  const squeeze = Math.floor(((right - left) / widthOf(text, m, size)) * 1000) / 1000;
  if (squeeze < MIN_SQUEEZE || squeeze >= 1) return null;
  const slots = hints.multiLine ? multiLineSlots(hints, box, m, size) : [];
  if (slots.length === 1) {
    const line = { text, x: slots[0].x0, y: slots[0].y };
    const over = slots[0].y + m.inkExtent(text)[1] * size - box.height;
    if (over + EDGE > hints.up + 1e-6) return null;
    return { size, lines: [line], squeeze, ...(over > -EDGE ? { grow: { up: over + EDGE, down: 0 } } : {}) };
  }
  return oneLine(text, hints.multiLine ? { ...hints, vAlign: hints.rules.length ? 'bottom' : hints.vAlign } : hints, box, m, size, squeeze);
}

/** The text laid at one size, or null. */
export function layoutAt(text: string, hints: FieldLayout, box: Box, m: Metrics, size: number): Laid | null {
  if (!hints.multiLine) return text.includes('\n') ? null : oneLine(text, hints, box, m, size);
  const slots = multiLineSlots(hints, box, m, size);
  if (slots.length === 0) {
    // A "multi-line" box one line high (FL-300 item 1 "TO (name)"): one line, as a one-line box would.
    if (text.includes('\n')) return null;
    // Rules closer than this size needs for two lines (DV-100 6g, 7g: 11.7 pt apart for 11 pt text): one line still
    // sits on the first of them, not on the last under a blank one.
    if (hints.rules.length > 1) {
      const first = firstRuleLine(text, hints, box, m, size);
      if (first) return first;
    }
    return oneLine(text, { ...hints, vAlign: hints.rules.length ? 'bottom' : hints.vAlign }, box, m, size);
  }
  const wrapped = wrap(
    text,
    slots.map((s) => s.x1 - s.x0),
    m,
    size,
  );
  if (!wrapped) return null;
  // The first line's own ink (an accented capital is the tallest) stays inside the box's top edge, or the room above it.
  const over = slots[0].y + m.inkExtent(wrapped[0])[1] * size - box.height;
  // Its top stays EDGE inside the box, or the box grows into the blank room above it.
  if (over + EDGE > hints.up + 1e-6) return null;
  // A block shorter than its box sits where the form aligns it (most multi-line boxes are top-aligned; ruled ones stay on their rules).
  let shift = 0;
  if (!hints.rules.length && hints.vAlign !== 'top') {
    const last = slots[wrapped.length - 1].y - m.descent * size;
    const spare = last - EDGE;
    shift = hints.vAlign === 'middle' ? spare / 2 : spare;
  }
  return {
    size,
    ...(over > -EDGE ? { grow: { up: over + EDGE, down: 0 } } : {}),
    lines: wrapped.map((text, i) => {
      const slot = slots[i];
      const w = widthOf(text, m, size);
      const x = hints.hAlign === 'center' ? slot.x0 + (slot.x1 - slot.x0 - w) / 2 : hints.hAlign === 'right' ? slot.x1 - w : slot.x0;
      return { text, x, y: slot.y - shift };
    }),
  };
}
