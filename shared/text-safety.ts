/**
 * Characters that change how text is shown without showing themselves (docs/security.md F9): right-to-left and other
 * direction overrides, embeddings and isolates, and zero-width characters. In a name or an answer they let what staff
 * read differ from what was typed (“Maria \u202Ezeugirdor\u202C Garcia” reads “Maria rodriguez Garcia”, and a search
 * for it finds nothing), so text fields refuse them, as document names already do. No Node- or browser-only APIs.
 */
export const HIDDEN_FORMATTING = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';

/** Whether `text` holds one of them. */
export const hasHiddenFormatting = (text: string): boolean => new RegExp(`[${HIDDEN_FORMATTING}]`, 'u').test(text);
