import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '../../../../../shared/api/orders';
import { CATALOGUE } from '../../../../../shared/catalogue';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { invalidateCaseLists } from '../../../lib/query/lists';
import { getOrder } from '../api';
import { Button, ButtonLink } from '../../../ui/Button';
import { PageTitle } from '../../../ui/PageTitle';
import { JourneySteps, OrderLoadFailed, OrderLoading, OrderNotFound } from '../ui';
import { useOrder } from '../useOrder';
import '../journey.css';
import { paymentPath, questionnairePath } from '../../../lib/questionnaire-paths';

/** While a card payment is being confirmed (the provider's webhook can lag the redirect): re-read every 2 s, 10 times. */
const POLL_MS = 2000;
const POLL_TIMES = 10;

/** /payment-success?order=<id>: confirms the payment from GET /orders/{id}, then on to the questionnaire. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const load = useOrder(params.get('order'));
  if (load.state === 'loading') return <OrderLoading />;
  if (load.state === 'notFound') return <OrderNotFound />;
  if (load.state === 'failed') return <OrderLoadFailed retry={load.retry} />;
  return <Confirm initial={load.order} />;
}

function Confirm({ initial }: { initial: Order }) {
  const { t, money } = useI18n();
  const [order, setOrder] = useState(initial);
  const [polls, setPolls] = useState(0);
  const paid = order.payment.status === 'paid';
  const queryClient = useQueryClient();
  // Paid: the dashboard's lists and the journey's guard must not show the order as unpaid from the cache.
  useEffect(() => {
    if (paid) void invalidateCaseLists(queryClient);
  }, [paid, queryClient]);
  const waiting = !paid && order.payment.method === 'card' && polls < POLL_TIMES;

  useEffect(() => {
    if (!waiting) return;
    const id = setTimeout(() => {
      getOrder(order.orderId)
        .then(setOrder, () => undefined)
        .finally(() => setPolls((n) => n + 1));
    }, POLL_MS);
    return () => clearTimeout(id);
  }, [waiting, polls, order.orderId]);

  const type = order.questionnaireType;
  const service = t(CATALOGUE[type].titleKey);
  return (
    <section className="j-page" aria-labelledby="page-title">
      {/* Paid: the payment step is done and the questionnaire is next (review row 30). */}
      <JourneySteps current="questionnaire" />
      {paid ? (
        <>
          <PageTitle>{t('journey.success.title')}</PageTitle>
          <p className="j-lead">{t('journey.success.lead', { amount: money(order.amountCents), service })}</p>
          <p>{t('journey.success.next')}</p>
          <div className="button-row">
            <ButtonLink to={questionnairePath(type)} variant="primary">
              {t('journey.success.continue')}
            </ButtonLink>
            <ButtonLink to={`/dashboard?receipt=${order.orderId}`}>{t('journey.success.receipt')}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <PageTitle>{waiting ? t('journey.success.checking') : t('journey.success.notPaid')}</PageTitle>
          <p role="status" className="j-status">
            {waiting ? t('journey.success.checking') : ''}
          </p>
          {!waiting && (
            <div className="button-row">
              <ButtonLink to={paymentPath(type, order.orderId)} variant="primary">
                {t('journey.success.pay')}
              </ButtonLink>
              <Button onClick={() => setPolls(0)}>{t('journey.order.retry')}</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
