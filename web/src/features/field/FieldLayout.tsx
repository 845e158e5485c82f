/**
 * The process server's field app shell (issue 32, /field…): a slim bar made for one hand on a phone — the connection,
 * what is still waiting on the phone (with "Upload now"), the language and sign out — around the page. It registers
 * the field app's service worker (web/public/field-sw.js, scope /field: the app shell and its assets from the cache
 * when the network is down) and the web app manifest (installable). The router puts the server guard around it.
 */
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import servingMessages from '../../../../shared/i18n/messages/serving';
import servingFieldMessages from '../../../../shared/i18n/messages/serving-field';
import { useAuth } from '../../lib/auth/AuthProvider';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import QueryLayer from '../../lib/query/QueryLayer';
import { PageLoader } from '../../ui/Loader';
import { FieldQueueProvider, useFieldQueue } from './queue-context';
import './field.css';

registerMessages(servingMessages);
registerMessages(servingFieldMessages);

/** The service worker's URL and scope: only the field app's pages are controlled by it. */
export const FIELD_SW = { url: '/field-sw.js', scope: '/field' } as const;

/**
 * The manifest link and the service worker (built sites only: Vite's dev server serves modules, not /assets). The
 * worker controls documents opened under /field (it claims them as it activates); a document first opened elsewhere
 * (the sign-in page, which then moved here) never is, so it is reloaded once the worker is active. The page then hands
 * the worker the assets it loaded before it was controlled, and is ready (true) once they are cached: from then on
 * every request of the page goes through the worker and the app opens offline.
 */
/** Resolves once the registration has an activated worker. */
async function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return;
  await new Promise<void>((resolve) =>
    worker.addEventListener('statechange', function check() {
      if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', check);
        resolve();
      }
    }),
  );
}

function useFieldAppInstall(pathname: string): boolean {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/field.webmanifest';
      document.head.appendChild(link);
    }
  }, []);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
    let live = true;
    void (async () => {
      const registration = await navigator.serviceWorker.register(FIELD_SW.url, { scope: FIELD_SW.scope });
      // Not `serviceWorker.ready`: it only settles for a document opened inside the scope.
      await activated(registration);
      if (!navigator.serviceWorker.controller) {
        const opened = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
        if (!opened || !new URL(opened).pathname.startsWith(FIELD_SW.scope)) return window.location.reload();
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      }
      const urls = performance.getEntriesByType('resource').map((e) => e.name);
      const channel = new MessageChannel();
      const acked = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
      registration.active?.postMessage({ type: 'cache-assets', urls }, [channel.port2]);
      await acked;
      if (live) setReadyFor(pathname);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return readyFor === pathname;
}

export default function FieldLayout() {
  const offlineReady = useFieldAppInstall(useLocation().pathname);
  return (
    <QueryLayer>
      <FieldQueueProvider>
        <div className="field-app" data-offline-ready={offlineReady ? 'true' : 'false'}>
          <FieldBar />
          <main id="main" tabIndex={-1} className="field-main">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </FieldQueueProvider>
    </QueryLayer>
  );
}

function FieldBar() {
  const { t, locale, setLocale } = useI18n();
  const auth = useAuth();
  const queue = useFieldQueue();
  const other = locale === 'en' ? 'es' : 'en';
  return (
    <header className="field-bar">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="field-bar__row">
        <Link to="/field" className="field-bar__app">
          {t('servingField.bar.app')}
        </Link>
        <div className="field-bar__actions">
          <button
            type="button"
            className="field-bar__button"
            lang={other}
            onClick={() => setLocale(other)}
            aria-label={t('servingField.bar.languageLabel')}
          >
            {t('servingField.bar.language')}
          </button>
          <button type="button" className="field-bar__button" onClick={() => void auth.signOut()}>
            {t('servingField.bar.signOut')}
          </button>
        </div>
      </div>
      <div className="field-bar__status" role="status" data-testid="field-status">
        <span className={`field-dot ${queue.online ? 'field-dot--on' : 'field-dot--off'}`} aria-hidden="true" />
        <span data-testid="field-connection">{queue.online ? t('servingField.bar.online') : t('servingField.bar.offline')}</span>
        <span className="field-bar__queue" data-testid="field-queue-count">
          {queue.syncing
            ? t('servingField.bar.syncing')
            : queue.waiting > 0
              ? t('servingField.bar.pending', { count: queue.waiting })
              : t('servingField.bar.synced')}
        </span>
        {queue.waiting > 0 && queue.online && !queue.syncing && (
          <button type="button" className="field-bar__button field-bar__button--light" onClick={() => void queue.sync()}>
            {t('servingField.bar.syncNow')}
          </button>
        )}
      </div>
    </header>
  );
}
