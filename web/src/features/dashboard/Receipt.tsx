import { useQuery } from '@tanstack/react-query';
import { ldaFacts } from '../../../../shared/contract/lda-contract';
import { isNotFound } from '../../lib/api';
import { displayName, useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { serviceTitleKey } from '../../lib/service-title';
import { orderQuery } from '../../lib/query/lists';
import { Alert } from '../../ui/Alert';
import { Button, ButtonLink } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { PageTitle } from '../../ui/PageTitle';

/**
 * A printable receipt for one order (/dashboard?receipt=<orderId>): the LDA's name, address, registration number,
 * county, expiry and bond (B&P §6408 asks for them on receipts), the client, the service, the amount and the
 * accepted agreement. Unpaid orders print as an order statement with the amount due.
 */
export function Receipt({ orderId }: { orderId: string }) {
  const { t, locale, money, date } = useI18n();
  const auth = useAuth();
  // The order as the journey reads it (the same cache entry): paid a moment ago, it shows paid.
  const query = useQuery(orderQuery(orderId));
  const back = (
    <ButtonLink to="/dashboard" className="d-no-print">
      {t('dashboard.receipt.back')}
    </ButtonLink>
  );
  // Loading, or trying again after a failure.
  if (query.isPending || (query.isError && query.isFetching)) return <Loading label={t('dashboard.loading')} />;
  if (query.isError) {
    const notFound = isNotFound(query.error);
    return (
      <section className="d-page" aria-labelledby="receipt-title">
        <PageTitle id="receipt-title">{t('dashboard.receipt.title')}</PageTitle>
        <Alert>
          <p>{notFound ? t('dashboard.receipt.notFound') : t('dashboard.loadFailed')}</p>
        </Alert>
        <div className="button-row">
          {!notFound && <Button onClick={() => void query.refetch()}>{t('dashboard.retry')}</Button>}
          {back}
        </div>
      </section>
    );
  }

  const order = query.data;
  const paid = order.payment.status === 'paid';
  const rows: Array<{ label: string; value: string; testId?: string }> = [
    { label: t('dashboard.receipt.number'), value: order.orderId },
    { label: t('dashboard.receipt.client'), value: [displayName(auth), auth.profile?.email ?? auth.email].filter(Boolean).join(' · ') },
    { label: t('dashboard.receipt.service'), value: t(serviceTitleKey(order.questionnaireType)) },
    { label: t('dashboard.receipt.method'), value: t(`journey.method.${order.payment.method ?? 'none'}`) },
    ...(paid && order.payment.paidAt
      ? [{ label: t('dashboard.receipt.date'), value: date(order.payment.paidAt, { withTime: true }) }]
      : []),
    ...(order.agreement
      ? [
          {
            label: t('dashboard.receipt.agreement'),
            value: t('dashboard.receipt.agreementValue', {
              version: order.agreement.contractVersion,
              name: order.agreement.signatureName,
              date: date(order.agreement.acceptedAt, { withTime: true }),
            }),
          },
        ]
      : []),
    {
      label: paid ? t('dashboard.receipt.paidTotal') : t('dashboard.receipt.due'),
      value: money(order.amountCents),
      testId: 'receipt-amount',
    },
  ];

  return (
    <section className="d-page d-receipt d-print-root" aria-labelledby="receipt-title">
      <div className="button-row d-no-print">
        <Button variant="primary" onClick={() => window.print()}>
          {t('dashboard.receipt.print')}
        </Button>
        {back}
      </div>
      <PageTitle id="receipt-title">
        {paid ? t('dashboard.receipt.title') : t('dashboard.receipt.statement')}{' '}
        {paid && <span className="d-receipt__paid">{t('journey.payStatus.paid')}</span>}
      </PageTitle>
      <section className="d-card" aria-labelledby="receipt-lda">
        <h2 id="receipt-lda">{t('dashboard.receipt.ldaHeading')}</h2>
        <dl className="d-facts" data-testid="receipt-lda">
          {ldaFacts(locale).map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>{t('lda.notAttorney')}</strong>
        </p>
      </section>
      <section className="d-card" aria-labelledby="receipt-order">
        <h2 id="receipt-order">{t('dashboard.receipt.service')}</h2>
        <dl className="d-facts">
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd data-testid={r.testId}>{r.value}</dd>
            </div>
          ))}
        </dl>
        {!paid && <p>{t('dashboard.receipt.notPaid')}</p>}
      </section>
    </section>
  );
}
