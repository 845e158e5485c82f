import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { RouteMeta } from '../lib/meta';
import { UrlLocale, useI18n } from '../lib/i18n/I18nProvider';
import { splitLocale } from '../lib/pages';
import { toastStore } from '../lib/toast/store';
import { currentLocationFor } from '../lib/questionnaire-paths';
import { AfterHydration } from './hydration';
import { PageLoader } from '../ui/Loader';
import { QuickExit } from './QuickExit';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { ProfileLanguage } from './shell/ProfileLanguage';

/**
 * The shell of every page but the admin console: skip link, header, the page (lazy, behind the PageLoader), footer
 * with the LDA disclosure, and the chat assistant; "Quick exit" on domestic-violence pages. On client-side navigation the window scrolls to the top and focus
 * moves to <main>, so keyboard and screen-reader users start at the new page's content. An old link that names the
 * domestic-violence questionnaire by its id is replaced by its neutral URL before any page renders (lib/questionnaire-paths.ts).
 */
export function Layout() {
  const { t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const moved = currentLocationFor(pathname, search);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    toastStore.pageChanged();
    if (!hash) window.scrollTo(0, 0);
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <UrlLocale locale={splitLocale(pathname).locale} />
      <ProfileLanguage />
      <QuickExit />
      <RouteMeta />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          {moved ? <Navigate to={moved + hash} replace /> : <Outlet />}
          <AfterHydration />
        </Suspense>
      </main>
      <Footer />
      <ChatLauncher />
    </>
  );
}
