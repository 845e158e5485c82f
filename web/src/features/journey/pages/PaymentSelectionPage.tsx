import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_METHODS, type Order, type PaymentMethod } from '../../../../../shared/api/orders';
import { formatAddress } from '../../../../../shared/business';
import { CATALOGUE } from '../../../../../shared/catalogue';
import { errorCodeText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { rememberOrder } from '../../../lib/query/lists';
import { useToast } from '../../../lib/toast/ToastProvider';
import { choosePaymentMethod } from '../api';
import { Notice } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { PageTitle } from '../../../ui/PageTitle';
import { JourneySteps, OrderLoadFailed, OrderLoading, OrderNotFound } from '../ui';
import { useOrder } from '../useOrder';
import '../journey.css';
import { agreementPath, noticePath, paymentPath, questionnairePath } from '../../../lib/questionnaire-paths';

/**
 * /payment-selection?order=<id>: card online, or pay at the office (POST /orders/{id}/payment-method). Card goes on
 * to /payment/<type>; office goes straight to the questionnaire, reminded to pay at the office before we file.
 */
export default function PaymentSelectionPage() {
  const [params] = useSearchParams();
  const load = useOrder(params.get('order'));
  if (load.state === 'loading') return <OrderLoading />;
  if (load.state === 'notFound') return <OrderNotFound />;
  if (load.state === 'failed') return <OrderLoadFailed retry={load.retry} />;
  const order = load.order;
  if (order.stage === 'notice' || order.stage === 'notice_delivery') return <Navigate to={noticePath(order.questionnaireType)} replace />;
  if (order.stage === 'agreement') return <Navigate to={agreementPath(order.questionnaireType)} replace />;
  return <Choose order={order} />;
}

function Choose({ order }: { order: Order }) {
  const { t, translate, money } = useI18n();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod | null>(order.payment.method);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const type = order.questionnaireType;
  const service = t(CATALOGUE[type].titleKey);
  const amount = money(order.amountCents);
  const paid = order.payment.status === 'paid';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!method) {
      setError(t('journey.paymentSelection.required'));
      firstRadio.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await choosePaymentMethod(order.orderId, method);
      await rememberOrder(queryClient, updated);
      if (method === 'card') navigate(paymentPath(type, updated.orderId));
      else {
        toast.show({
          title: t('journey.paymentSelection.officeToastTitle'),
          text: t('journey.paymentSelection.officeToastText', { amount, address: formatAddress() }),
          tone: 'info',
          duration: 12000,
        });
        navigate(questionnairePath(type));
      }
    } catch (err) {
      toast.error(t('journey.paymentSelection.failedTitle'), errorCodeText(err, translate));
      setBusy(false);
    }
  }

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="payment" />
      <PageTitle>{t('journey.paymentSelection.title')}</PageTitle>
      <p className="j-lead">{t('journey.paymentSelection.lead', { service, amount })}</p>
      {paid ? (
        <Notice tone="success">
          <p>{t('journey.paymentSelection.paid')}</p>
          <ButtonLink to={questionnairePath(type)} variant="primary">
            {t('journey.success.continue')}
          </ButtonLink>
        </Notice>
      ) : (
        <form className="j-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <fieldset className="j-choices" aria-describedby={error ? 'payment-method-error' : undefined}>
            <legend>{t('journey.paymentSelection.legend')}</legend>
            {PAYMENT_METHODS.map((m, i) => (
              <div key={m} className={`j-choice${method === m ? ' is-selected' : ''}`}>
                <input
                  ref={i === 0 ? firstRadio : undefined}
                  id={`payment-method-${m}`}
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => {
                    setMethod(m);
                    setError(null);
                  }}
                  aria-describedby={`payment-method-${m}-help`}
                />
                <label htmlFor={`payment-method-${m}`}>{t(`journey.paymentSelection.${m}`)}</label>
                <p id={`payment-method-${m}-help`} className="field__hint j-choice__help">
                  {m === 'card'
                    ? t('journey.paymentSelection.cardHelp')
                    : t('journey.paymentSelection.officeHelp', { address: formatAddress() })}
                </p>
              </div>
            ))}
          </fieldset>
          <div role="alert">
            {error && (
              <p id="payment-method-error" className="field__error">
                <span aria-hidden="true">⚠ </span>
                {error}
              </p>
            )}
          </div>
          <div>
            <Button type="submit" variant="primary" busy={busy}>
              {t('journey.paymentSelection.continue')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
