/**
 * The web's URLs that name a questionnaire type — its questionnaire, the journey's pages (`?type=`), card payment —
 * built and read with the type's public slug (shared/questionnaire-slugs.ts), never its id: the address bar, the
 * history and bookmarks of a domestic-violence client say `document-preparation` (issue 17, D-3).
 */
import { currentSlugFor, slugOf, typeFromSlug } from '../../../shared/questionnaire-slugs';
import type { QuestionnaireType } from '../../../shared/questionnaire-types';

export const questionnairePath = (type: QuestionnaireType): string => `/questionnaire/${slugOf(type)}`;
export const noticePath = (type: QuestionnaireType): string => `/notice?type=${slugOf(type)}`;
export const agreementPath = (type: QuestionnaireType): string => `/agreement?type=${slugOf(type)}`;
export const formsPath = (type: QuestionnaireType): string => `/forms?type=${slugOf(type)}`;
export const paymentPath = (type: QuestionnaireType, orderId: string): string =>
  `/payment/${slugOf(type)}?order=${encodeURIComponent(orderId)}`;
export const thankYouPath = (type: QuestionnaireType): string => `/thank-you?type=${slugOf(type)}`;

/** The type a page's `?type=` names (null when absent or unknown). */
export const typeFromParams = (params: URLSearchParams): QuestionnaireType | null => typeFromSlug(params.get('type'));

/** The routes whose path carries a slug (lib/pages.ts: `/questionnaire/:type`, `/payment/:questionnaireType`). */
const SLUG_IN_PATH = /^\/(questionnaire|payment)\/([^/]+)\/?$/;

/**
 * Where an old link now lives: a URL made before the neutral slugs (`/questionnaire/domestic-violence`,
 * `?type=domestic-violence`, either of them in the sign-in page's `?next=`) → the same page with today's slug; null
 * when the location names no old slug. The shell (app/Layout.tsx) goes there with `replace`, so the old URL does not
 * stay as this tab's history entry.
 */
export function currentLocationFor(pathname: string, search: string): string | null {
  let changed = false;
  let path = pathname;
  const inPath = SLUG_IN_PATH.exec(pathname);
  const pathSlug = inPath ? currentSlugFor(decodeSegment(inPath[2]!)) : null;
  if (inPath && pathSlug) {
    path = `/${inPath[1]}/${pathSlug}`;
    changed = true;
  }
  const params = new URLSearchParams(search);
  const typeSlug = currentSlugFor(params.get('type'));
  if (typeSlug) {
    params.set('type', typeSlug);
    changed = true;
  }
  const next = params.get('next');
  if (next?.startsWith('/') && !next.startsWith('//')) {
    const cut = next.indexOf('?');
    const moved = currentLocationFor(cut < 0 ? next : next.slice(0, cut), cut < 0 ? '' : next.slice(cut));
    if (moved) {
      params.set('next', moved);
      changed = true;
    }
  }
  if (!changed) return null;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
