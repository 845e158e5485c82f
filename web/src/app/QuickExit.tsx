import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { currentSlugFor, typeFromSlug } from '../../../shared/questionnaire-slugs';
import { SENSITIVE_TYPES } from '../../../shared/questionnaire-types';
import { useI18n } from '../lib/i18n/I18nProvider';
import { splitLocale } from '../lib/pages';
import { hasStoredSession } from '../lib/auth/amplify';
import { useAuth } from '../lib/auth/AuthProvider';
import { forgetSession, useSensitiveAccount } from '../lib/safety/leave';
import './quick-exit.css';

/** Where "Quick exit" goes: a neutral, everyday site. */
export const QUICK_EXIT_URL = 'https://www.google.com/';
/** Two presses of Escape within this time leave too. */
export const ESCAPE_TWICE_MS = 1_000;

/**
 * Whether a location concerns a sensitive (domestic-violence) questionnaire: its questionnaire, its journey pages
 * (`?type=<slug>`, `/payment/<slug>`), the sign-in page on the way to them (`?next=`), and the questionnaire hub, which lists
 * it (issue 17, D-3) — at either of its URLs (`/es/questionnaire`).
 */
export function isSensitiveLocation(pathname: string, search: string): boolean {
  // By its public slug (`document-preparation`), or by an old link's type id for the moment before the shell replaces it.
  const sensitive = (v: string | null | undefined) => {
    const type = typeFromSlug(v) ?? typeFromSlug(currentSlugFor(v));
    return type !== null && SENSITIVE_TYPES.has(type);
  };
  const path = splitLocale(pathname).path;
  if (path === '/questionnaire') return true;
  if (path.split('/').some((segment) => sensitive(segment))) return true;
  const params = new URLSearchParams(search);
  if (sensitive(params.get('type'))) return true;
  // The sign-in page on the way to one of them (/auth?next=/agreement%3Ftype%3D…).
  const next = params.get('next');
  if (next?.startsWith('/') && !next.startsWith('/auth')) {
    const [nextPath = '', nextSearch = ''] = next.split('?');
    return isSensitiveLocation(nextPath, nextSearch ? `?${nextSearch}` : '');
  }
  return false;
}

/** The navigation itself (tests replace it: jsdom cannot leave the page). */
export const leavePage = { to: (url: string) => window.location.replace(url) };

/**
 * Leave at once for a neutral site. First the session on this device is forgotten (docs/security.md F1: tokens, the
 * tab's storage, the query cache — lib/safety/leave.ts), so reopening the site finds nobody signed in; then this
 * page's history entry is replaced (first by the home page, then by the neutral site), so Back does not return to it.
 * Entries from before it stay (a browser cannot remove them); they now lead to the sign-in page.
 */
export function quickExit(): void {
  forgetSession();
  try {
    window.history.replaceState(null, '', '/');
  } catch {
    // A sandboxed page may refuse: leaving still works.
  }
  leavePage.to(QUICK_EXIT_URL);
}

/**
 * The "Quick exit" button, and Escape pressed twice, in both languages: on sensitive pages, and on every page of a
 * signed-in client who has a sensitive case (lib/query/SensitiveCaseWatch.tsx).
 */
export function QuickExit() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const sensitiveAccount = useSensitiveAccount() && auth.status === 'signedIn';
  const show = sensitiveAccount || isSensitiveLocation(pathname, search);

  // A page restored from the back-forward cache after a quick exit still shows what it showed: without the session
  // it had, it is loaded again (and asks to sign in).
  const signedIn = useRef(false);
  signedIn.current = auth.status === 'signedIn';
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted && signedIn.current && !hasStoredSession()) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!show) return;
    let last = -Infinity;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const now = Date.now();
      if (now - last <= ESCAPE_TWICE_MS) quickExit();
      last = now;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  if (!show) return null;
  return (
    <div className="quick-exit">
      <button type="button" className="quick-exit__button" onClick={quickExit} aria-describedby="quick-exit-hint">
        {t('common.quickExit.label')}
      </button>
      <span id="quick-exit-hint" className="quick-exit__hint">
        {t('common.quickExit.hint')}
      </span>
    </div>
  );
}
