import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link';
import type { Order } from '../../../../../shared/api/orders';
import { CATALOGUE, priceOf, type QuestionnaireType } from '../../../../../shared/catalogue';
import { typeFromSlug } from '../../../../../shared/questionnaire-slugs';
import { errorCodeText } from '../../../lib/api';
import { config } from '../../../lib/config';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { rememberOrder } from '../../../lib/query/lists';
import { useToast } from '../../../lib/toast/ToastProvider';
import { completeTestPayment, startCheckout } from '../api';
import { Notice } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PageTitle } from '../../../ui/PageTitle';
import { JourneySteps, OrderLoadFailed, OrderLoading, OrderNotFound } from '../ui';
import { useOrder } from '../useOrder';
import '../journey.css';
import { agreementPath, noticePath, paymentPath } from '../../../lib/questionnaire-paths';

/**
 * /payment/<slug>?order=<id> (the type's public slug, shared/questionnaire-slugs.ts): card payment. POST /orders/{id}/checkout answers where to go: Stripe Checkout
 * (mode "stripe": the browser leaves for it and comes back to /payment-success), or, in test mode, this page again
 * with ?session=<id>&testMode=1, which shows a clearly labelled test checkout whose "Pay (test)" button completes the
 * session (POST /payments/test-mode/{sessionId}/complete). No card details ever touch this site.
 */
export default function PaymentPage() {
  const questionnaireType = typeFromSlug(useParams().questionnaireType);
  const [params] = useSearchParams();
  const load = useOrder(params.get('order'));
  const session = params.get('session');
  if (!questionnaireType) return <OrderNotFound />;
  if (session && params.get('testMode') === '1') {
    return <TestCheckout type={questionnaireType} sessionId={session} order={load.state === 'ready' ? load.order : null} />;
  }
  if (load.state === 'loading') return <OrderLoading />;
  if (load.state === 'notFound') return <OrderNotFound />;
  if (load.state === 'failed') return <OrderLoadFailed retry={load.retry} />;
  const order = load.order;
  if (order.stage === 'notice' || order.stage === 'notice_delivery') return <Navigate to={noticePath(order.questionnaireType)} replace />;
  if (order.stage === 'agreement') return <Navigate to={agreementPath(order.questionnaireType)} replace />;
  if (order.payment.status === 'paid') return <Navigate to={`/payment-success?order=${order.orderId}`} replace />;
  if (order.questionnaireType !== questionnaireType) return <Navigate to={paymentPath(order.questionnaireType, order.orderId)} replace />;
  return <CardPayment order={order} />;
}

function TestModeBadge() {
  const { t } = useI18n();
  return (
    <p className="j-test-badge">
      <strong>{t('journey.payment.testTitle')}</strong>
    </p>
  );
}

function CardPayment({ order }: { order: Order }) {
  const { t, translate, money } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'starting' | 'redirecting'>('idle');
  const service = t(CATALOGUE[order.questionnaireType].titleKey);
  const amount = money(order.amountCents);
  const testMode = config().paymentMode === 'test';

  async function start() {
    setState('starting');
    try {
      const checkout = await startCheckout(order.orderId);
      if (checkout.mode === 'test') {
        // The test checkout is this site's own page: stay in the app (and keep the order for the summary).
        const url = new URL(checkout.checkoutUrl, window.location.origin);
        url.searchParams.set('order', order.orderId);
        navigate(`${url.pathname}${url.search}`);
        return;
      }
      setState('redirecting');
      window.location.assign(checkout.checkoutUrl);
    } catch (err) {
      setState('idle');
      toast.error(t('journey.payment.failedTitle'), errorCodeText(err, translate));
    }
  }

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="payment" />
      <PageTitle>{t('journey.payment.title')}</PageTitle>
      {testMode && <TestModeBadge />}
      <p className="j-lead">{t('journey.payment.lead', { amount, service })}</p>
      {order.payment.method !== 'card' ? (
        <Notice>
          <p>{t('journey.payment.notCard')}</p>
        </Notice>
      ) : (
        <p>
          <Button variant="primary" onClick={() => void start()} busy={state !== 'idle'}>
            {t('journey.payment.start')}
          </Button>
        </p>
      )}
      <p role="status" className="j-status">
        {state === 'redirecting' ? t('journey.payment.redirecting') : ''}
      </p>
      <p>
        <Link to={`/payment-selection?order=${order.orderId}`}>{t('journey.payment.change')}</Link>
      </p>
    </section>
  );
}

function TestCheckout({ type, sessionId, order }: { type: QuestionnaireType; sessionId: string; order: Order | null }) {
  const { t, translate, money } = useI18n();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const amount = money(order?.amountCents ?? priceOf(type));
  const service = t(CATALOGUE[type].titleKey);

  async function pay() {
    setPaying(true);
    try {
      const paid = await completeTestPayment(sessionId);
      await rememberOrder(queryClient, paid);
      navigate(`/payment-success?order=${paid.orderId}`, { replace: true });
    } catch (err) {
      setPaying(false);
      toast.error(t('journey.payment.failedTitle'), errorCodeText(err, translate));
    }
  }

  return (
    <section className="j-page" aria-labelledby="test-checkout-title">
      <JourneySteps current="payment" />
      <div className="j-test-checkout">
        <PageTitle id="test-checkout-title">{t('journey.payment.testTitle')}</PageTitle>
        <p>{t('journey.payment.lead', { amount, service })}</p>
        <p>{t('journey.payment.testText', { amount })}</p>
        <p>
          <Button variant="primary" onClick={() => void pay()} busy={paying} aria-describedby="test-checkout-title">
            {t('journey.payment.payTest')}
          </Button>
        </p>
        <p role="status" className="j-status">
          {paying ? t('journey.payment.paying') : ''}
        </p>
      </div>
      {order && (
        <p>
          <Link to={`/payment-selection?order=${order.orderId}`}>{t('journey.payment.change')}</Link>
        </p>
      )}
    </section>
  );
}
