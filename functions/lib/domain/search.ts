import { foldedWords } from '../../../shared/api/text';

/**
 * The admin search. Each submission stores `search`: the folded words of the client's name and email (as answered
 * and as on the account) and of its service type (the slug and its title in English and Spanish), so "garcía",
 * "GARCIA", "maria@example.com", "small claims", "reclamos menores" all find it. A query matches when every one of
 * its folded words occurs in that text (a substring, so "gonz" finds González).
 *
 * The stored text is built by search-text.ts, which the submission route loads on first use: it reads the catalogue's
 * titles in both languages (4.9 KiB of copy) that no search, list or export needs at cold start.
 */

export const MAX_SEARCH_WORDS = 8;

/**
 * Items a search may read per page: about 5 MB of META items (~1 KB each), ~640 read units eventually consistent
 * (about $0.0001 on demand) and a few hundred milliseconds in AWS; 10,000 submissions are searched in two pages.
 */
export const SEARCH_READ_BUDGET = 5000;

/**
 * The budget a page uses: SEARCH_READ_BUDGET, unless the environment's SEARCH_READ_BUDGET says otherwise. The CDK
 * stack never sets it; an ephemeral local stack lowers it on request (infra/local/control.ts) so the api suite proves
 * the multi-page search with a thousand submissions instead of ten thousand.
 */
export function searchReadBudget(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SEARCH_READ_BUDGET);
  return Number.isInteger(n) && n > 0 ? n : SEARCH_READ_BUDGET;
}

/** The words of a search query, folded like the stored text; at most MAX_SEARCH_WORDS. */
export const searchWords = (query: string | undefined): string[] => (query ? foldedWords(query).slice(0, MAX_SEARCH_WORDS) : []);
