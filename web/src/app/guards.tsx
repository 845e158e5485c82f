import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { isQuestionnaireType, type QuestionnaireType } from '../../../shared/catalogue';
import { OrdersPageSchema, type Order } from '../../../shared/api/orders';
import { api } from '../lib/api';
import { useAuth } from '../lib/auth/AuthProvider';
import { useI18n } from '../lib/i18n/I18nProvider';
import { toast } from '../lib/toast/ToastProvider';
import { PageLoader } from './PageLoader';

/** Where a visitor sent to /auth was going: /auth?next=/questionnaire/probate. Only same-site paths are honoured. */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/auth') ? next : null;
}

/** The /auth URL that brings the visitor back to `path` after signing in. */
export function authPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}

/**
 * Signed-in users only; visitors go to /auth and come back after signing in.
 * `orderReady` (the questionnaire route) also requires the journey's earlier steps: see RequireOrderReady.
 */
export function RequireAuth({ children, orderReady = false }: { children: ReactNode; orderReady?: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  return orderReady ? <RequireOrderReady>{children}</RequireOrderReady> : <>{children}</>;
}

/** Admins only; a signed-in non-admin goes to /dashboard. (The API enforces the same rule on every admin route.) */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  if (!auth.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** /dashboard: an admin is sent to /admin. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedIn' && auth.isAdmin) return <Navigate to="/admin" replace />;
  return <>{children}</>;
}

/**
 * The open order for a questionnaire type: the newest of the caller's orders of that type not yet used by a
 * submission (GET /orders is newest first).
 */
export function openOrderFor(orders: readonly Order[], type: QuestionnaireType): Order | null {
  return orders.find((o) => o.questionnaireType === type && o.stage !== 'submitted') ?? null;
}

/** Where the journey continues for an order that is not ready for its questionnaire (null when it is ready). */
export function journeyStepFor(
  order: Order | null,
  type: QuestionnaireType,
): { path: string; reason: 'notice' | 'agreement' | 'payment' } | null {
  // B&P §6410.5: the signed Notice to Consumer comes first, before the agreement and any payment.
  if (!order || order.stage === 'notice' || order.stage === 'submitted') return { path: `/notice?type=${type}`, reason: 'notice' };
  if (order.stage === 'agreement') return { path: `/agreement?type=${type}`, reason: 'agreement' };
  if (order.stage === 'payment_method') return { path: `/payment-selection?order=${order.orderId}`, reason: 'payment' };
  if (order.stage === 'payment') return { path: `/payment/${type}?order=${order.orderId}`, reason: 'payment' };
  return null;
}

type OrderCheck = { state: 'checking' } | { state: 'ready' } | { state: 'redirect'; path: string } | { state: 'failed' };

/**
 * The journey's order (spec §4, B&P §6410.5: notice → agreement → payment method → payment → questionnaire) for /questionnaire/:type:
 * without an order whose agreement is accepted and whose payment is arranged (card paid, or office chosen), the
 * visitor is sent to the step that is missing — the agreement first. Use inside <RequireAuth>. The type comes from
 * the `type` prop or the route's `:type`; an unknown type is left to the page (it shows its own "not found").
 * The API refuses a submission without them anyway (agreement_required / payment_required).
 */
export function RequireOrderReady({ type: typeProp, children }: { type?: string; children: ReactNode }) {
  const params = useParams();
  const { t } = useI18n();
  const type = typeProp ?? params.type;
  const [check, setCheck] = useState<OrderCheck>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const announced = useRef(false);

  useEffect(() => {
    if (!isQuestionnaireType(type)) return setCheck({ state: 'ready' });
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    api('/orders?limit=100', { schema: OrdersPageSchema, signal: controller.signal }).then(
      (page) => {
        const next = journeyStepFor(openOrderFor(page.items, type), type);
        setCheck(next ? { state: 'redirect', path: next.path } : { state: 'ready' });
        if (next && !announced.current) {
          announced.current = true;
          const key = next.reason;
          toast.info(t(`journey.guard.${key}Title`), t(`journey.guard.${key}Text`));
        }
      },
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError') setCheck({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // t changes with the language; the check itself does not depend on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, attempt]);

  if (check.state === 'checking') return <PageLoader />;
  if (check.state === 'redirect') return <Navigate to={check.path} replace />;
  if (check.state === 'failed') {
    return (
      <div role="alert" className="guard-error">
        <p>{t('journey.order.loadFailed')}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('journey.order.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
