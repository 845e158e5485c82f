import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { OrdersPageSchema } from '../../../../shared/api/orders';
import { isQuestionnaireType } from '../../../../shared/catalogue';
import { api } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { toast } from '../../lib/toast/ToastProvider';
import { PageLoader } from '../../ui/Loader';
import { OrderLoadFailed } from './ui';
import { journeyStepFor, openOrderFor } from './order-flow';

type OrderCheck = { state: 'checking' } | { state: 'ready' } | { state: 'redirect'; path: string } | { state: 'failed' };

/**
 * The journey's order (agreement → payment method → payment → questionnaire) for /questionnaire/:type: without an
 * order whose agreement is accepted and whose payment is arranged (card paid, or office chosen), the visitor is sent
 * to the step that is missing — the agreement first. The router puts it, inside the sign-in guard, around the pages
 * the page list (lib/pages.ts) marks `journey: 'order-ready'`. The type comes from the `type` prop or the route's
 * `:type`; an unknown type is left to the page (it shows its own "not found"). The API refuses a submission without
 * them anyway (agreement_required / payment_required).
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
  if (check.state === 'failed') return <OrderLoadFailed retry={() => setAttempt((n) => n + 1)} />;
  return <>{children}</>;
}
