/**
 * A form's own footer: the form number and the "Rev." date printed on it. `pdftotext` (poppler-utils) extracts the
 * text; a form is accepted only when its first page prints the expected number and every "Rev. <date>" it prints is
 * the expected revision (a newer revision under an old name, or another form under this name, is refused).
 */
import { execFileSync } from 'node:child_process';

/** "Rev. January 1, 2026", or spelled out as older small-claims, DV and other forms print it ("Revised January 1, 2009", "Revised January 1, 2017": SC-100A): the same revision. */
const REVISION =
  /(?:Rev\.|Revised)\s+((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})/g;
/** A form never revised prints its first edition's date instead: "FL-348 [New January 1, 2009]". */
const FIRST_EDITION =
  /\bNew\s+((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})/g;

/** The text of a PDF's pages (poppler's pdftotext, layout mode), one string per page. */
export function pdfPagesText(file: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  return text.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
}

/** Every distinct revision printed in the text, as "Rev. Month D, YYYY" (however the form spells "Rev."), or "New Month D, YYYY" for a first edition. */
export const revisionsIn = (text: string): string[] =>
  [
    ...new Set([
      ...[...text.matchAll(REVISION)].map((m) => `Rev. ${m[1].replace(/\s+/g, ' ')}`),
      ...[...text.matchAll(FIRST_EDITION)].map((m) => `New ${m[1].replace(/\s+/g, ' ')}`),
    ]),
  ].sort();

export interface FooterCheck {
  readonly ok: boolean;
  readonly revisions: readonly string[];
  readonly problems: readonly string[];
}

/** Whether the PDF's text names `form` on its first page and prints `revision` as its only revision. */
export function checkFooter(pages: readonly string[], form: string, revision: string): FooterCheck {
  const problems: string[] = [];
  const all = pages.join('\n');
  const revisions = revisionsIn(all);
  if (!pages[0]?.includes(form)) problems.push(`page 1 does not print the form number ${form}`);
  if (revisions.length === 0) problems.push('no "Rev. <date>" found in the text');
  else if (!revisions.includes(revision)) problems.push(`prints ${revisions.join(', ')}, not ${revision}`);
  else if (revisions.length > 1) problems.push(`prints several revisions: ${revisions.join(', ')}`);
  return { ok: problems.length === 0, revisions, problems };
}
