import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_METHODS, type Order, type PaymentMethod } from '../../../../../shared/api/orders';
import { formatAddress } from '../../../../../shared/business';
import { CATALOGUE } from '../../../../../shared/catalogue';
import { RequireAuth } from '../../../app/guards';
import { ApiError } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { choosePaymentMethod } from '../api';
import { JourneySteps, LoadFailed, Loading, OrderNotFound, PageTitle } from '../ui';
import { useOrder } from '../useOrder';
import '../journey.css';

/**
 * /payment-selection?order=<id>: card online, or pay at the office (POST /orders/{id}/payment-method). Card goes on
 * to /payment/<type>; office goes straight to the questionnaire, reminded to pay at the office before we file.
 */
export default function PaymentSelectionPage() {
  return (
    <RequireAuth>
      <PaymentSelection />
    </RequireAuth>
  );
}

function PaymentSelection() {
  const [params] = useSearchParams();
  const load = useOrder(params.get('order'));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'notFound') return <OrderNotFound />;
  if (load.state === 'failed') return <LoadFailed retry={load.retry} />;
  const order = load.order;
  if (order.stage === 'notice') return <Navigate to={`/notice?type=${order.questionnaireType}`} replace />;
  if (order.stage === 'agreement') return <Navigate to={`/agreement?type=${order.questionnaireType}`} replace />;
  return <Choose order={order} />;
}

function Choose({ order }: { order: Order }) {
  const { t, money } = useI18n();
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
      if (method === 'card') navigate(`/payment/${type}?order=${updated.orderId}`);
      else {
        toast.show({
          title: t('journey.paymentSelection.officeToastTitle'),
          text: t('journey.paymentSelection.officeToastText', { amount, address: formatAddress() }),
          tone: 'info',
          duration: 12000,
        });
        navigate(`/questionnaire/${type}`);
      }
    } catch (err) {
      toast.error(t('journey.paymentSelection.failedTitle'), err instanceof ApiError ? t(`errors.${err.code}`) : t('errors.internal'));
      setBusy(false);
    }
  }

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="payment" />
      <PageTitle>{t('journey.paymentSelection.title')}</PageTitle>
      <p className="j-lead">{t('journey.paymentSelection.lead', { service, amount })}</p>
      {paid ? (
        <div className="j-notice j-notice--success">
          <p>{t('journey.paymentSelection.paid')}</p>
          <Link to={`/questionnaire/${type}`} className="j-button j-button--primary">
            {t('journey.success.continue')}
          </Link>
        </div>
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
                <p id={`payment-method-${m}-help`} className="j-field__help">
                  {m === 'card'
                    ? t('journey.paymentSelection.cardHelp')
                    : t('journey.paymentSelection.officeHelp', { address: formatAddress() })}
                </p>
              </div>
            ))}
          </fieldset>
          <div role="alert">
            {error && (
              <p id="payment-method-error" className="j-field-error">
                {error}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className="j-button j-button--primary" disabled={busy}>
              {t('journey.paymentSelection.continue')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
