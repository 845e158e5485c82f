import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isQuestionnaireType } from '../../../../shared/catalogue';
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
 * `:type`; an unknown type is left to the page (it shows its own "not found"). The API refuses a submission without
 * them anyway (agreement_required / payment_required).
 */
export function RequireOrderReady({ type: typeProp, children }: { type?: string; children: ReactNode }) {
  const params = useParams();
  const type = typeProp ?? params.type;
  const known = isQuestionnaireType(type);
  const orders = useQuery({ ...ordersQuery(), enabled: known, refetchOnMount: 'always' });
  // Decide on a list read now, never on one cached before (a payment made since would send the client back).
  const fresh = orders.isSuccess && orders.isFetchedAfterMount;
  const next = known && fresh ? journeyStepFor(openOrderFor(orders.data, type), type) : null;
  const announced = useRef(false);
  const { t } = useI18n();
  useEffect(() => {
    if (!next || announced.current) return;
    announced.current = true;
    toast.info(t(`journey.guard.${next.reason}Title`), t(`journey.guard.${next.reason}Text`));
  }, [next, t]);

  if (!known) return <>{children}</>;
  if (orders.isError && !orders.isFetching) return <OrderLoadFailed retry={() => void orders.refetch()} />;
  if (!fresh) return <PageLoader />;
  if (next) return <Navigate to={next.path} replace />;
  return <>{children}</>;
}
