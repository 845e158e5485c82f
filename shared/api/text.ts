/**
 * Text folding for comparisons that people expect to be forgiving: case, accents and punctuation do not matter
 * ("María-José  GARCÍA" ≈ "maria jose garcia"). Used to check the agreement's typed signature and for the admin
 * search, so both sides of a comparison are always folded the same way.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The folded words of a text, without duplicates, in order. */
export const foldedWords = (value: string): string[] => [...new Set(foldText(value).split(' ').filter(Boolean))];
