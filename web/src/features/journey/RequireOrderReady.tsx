import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { typeFromSlug } from '../../../../shared/questionnaire-slugs';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ordersQuery } from '../../lib/query/lists';
import { toast } from '../../lib/toast/ToastProvider';
import { PageLoader } from '../../ui/Loader';
import { OrderLoadFailed } from './ui';
import { journeyStepFor, openOrderFor } from './order-flow';

/**
 * The journey's order (agreement → payment method → payment → questionnaire) for /questionnaire/:type: without an
 * order whose agreement is accepted and whose payment is arranged (card paid, or office chosen), the visitor is sent
 * to the step that is missing — the agreement first. The router puts it, inside the sign-in guard, around the pages
 * the page list (lib/pages.ts) marks `journey: 'order-ready'`. The type comes from the `type` prop or the route's
 * `:type` (a public slug, shared/questionnaire-slugs.ts); an unknown slug is left to the page (it shows its own "not found"). The API refuses a submission without
 * them anyway (agreement_required / payment_required).
 */
export function RequireOrderReady({ type: typeProp, children }: { type?: string; children: ReactNode }) {
  const params = useParams();
  const type = typeFromSlug(typeProp ?? params.type);
  const known = type !== null;
  const orders = useQuery({ ...ordersQuery(), enabled: known, refetchOnMount: 'always' });
  // Decide on a list read now, never on one cached before (a payment made since would send the client back) — and
  // decide once: the submission this page makes uses the order up, and the refetch that follows must not send the
  // client back to the notice on the way to the thank-you page.
  const fresh = orders.isSuccess && orders.isFetchedAfterMount;
  const [verdict, setVerdict] = useState<{ type: string; path: string | null } | null>(null);
  const { t } = useI18n();
  useEffect(() => {
    if (!known || !fresh || verdict?.type === type) return;
    const next = journeyStepFor(openOrderFor(orders.data, type), type);
    setVerdict({ type, path: next?.path ?? null });
    if (next) toast.info(t(`journey.guard.${next.reason}Title`), t(`journey.guard.${next.reason}Text`));
  }, [known, fresh, orders.data, type, verdict, t]);

  if (!known) return <>{children}</>;
  if (verdict?.type !== type) {
    if (orders.isError && !orders.isFetching) return <OrderLoadFailed retry={() => void orders.refetch()} />;
    return <PageLoader />;
  }
  if (verdict.path) return <Navigate to={verdict.path} replace />;
  return <>{children}</>;
}
