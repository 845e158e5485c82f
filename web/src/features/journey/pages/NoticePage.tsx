import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import * as z from 'zod/mini';
import type { Order } from '../../../../../shared/api/orders';
import { CATALOGUE, type QuestionnaireType } from '../../../../../shared/catalogue';
import { CONSUMER_NOTICE_VERSION, consumerNotice } from '../../../../../shared/contract/consumer-notice';
import { displayName, useAuth } from '../../../lib/auth/AuthProvider';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { ordersQuery, rememberOrder } from '../../../lib/query/lists';
import { Notice as Callout } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { Field } from '../../../ui/Field';
import { createOrder, signNotice } from '../api';
import { openOrderFor } from '../order-flow';
import { SigningPage, SigningStep, useSignatureSchema, useSignedCopy, useSigningFailure, useSummaryFocus } from '../SigningStep';
import { OrderLoading } from '../ui';
import '../journey.css';
import '../notice.css';
import { agreementPath } from '../../../lib/questionnaire-paths';

/**
 * /notice?type=<type>: the Notice to Consumer of B&P §6410.5, before the agreement and any payment. The client reads
 * the notice (its own sheet: bold, 12 pt, printed alone on 8½ × 11), signs it by typing their name, and the API records
 * the signature with the date, IP and user agent (POST /orders, then POST /orders/{id}/notice). Then they keep a copy
 * (print, or the signed PDF) and go on to the agreement. Nothing else is asked of them about the notice (§6410.5(b)).
 */
export default function NoticePage() {
  return <SigningStep>{(type) => <NoticeStep type={type} />}</SigningStep>;
}

interface Values {
  signatureName: string;
}

function NoticeStep({ type }: { type: QuestionnaireType }) {
  const { t, translate, locale, date } = useI18n();
  const auth = useAuth();
  const clientName = displayName(auth);
  const service = t(CATALOGUE[type].titleKey);

  // The open order of this type, if any: already signed → show the signed copy and go on.
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  // undefined while loading; null when there is none (or the list failed: signing creates one).
  const order: Order | null | undefined = orders.data ? openOrderFor(orders.data, type) : orders.isError ? null : undefined;

  const signed = order?.notice ?? null;
  // The notice in the language it was signed in; before signing, in the client's language.
  const doc = useMemo(
    () => consumerNotice(signed?.locale ?? locale, signed ? { signatureName: signed.signatureName, signedAt: signed.signedAt } : null),
    [locale, signed],
  );

  const signatureName = useSignatureSchema(auth.profile);
  const schema = useMemo(() => z.object({ signatureName }), [signatureName]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { signatureName: '' }, shouldFocusError: false });
  // A failed submit: the error summary takes focus (its link leads to the field).
  const summary = useSummaryFocus();

  const failed = useSigningFailure('noticeVersion', 'journey.notice.failedTitle');
  const onValid = async (values: Values) => {
    try {
      const current = order ?? (await createOrder(type));
      const next = current.notice
        ? current
        : await signNotice(current.orderId, {
            noticeVersion: CONSUMER_NOTICE_VERSION,
            locale,
            signatureName: values.signatureName.trim(),
          });
      await rememberOrder(queryClient, next);
    } catch (err) {
      failed(err, (message) => setError('signatureName', { message }, { shouldFocus: true }));
    }
  };

  const copy = useSignedCopy('notice', 'journey.notice.downloadFailed');

  if (order === undefined) return <OrderLoading />;
  // An order already past the notice (its agreement accepted): the agreement page takes it from there.
  if (order && order.stage !== 'notice' && !order.notice) return <Navigate to={agreementPath(type)} replace />;

  return (
    <SigningPage step="notice" title={t('journey.notice.title')} lead={t('journey.notice.lead', { service })}>
      <article className="j-notice-sheet" lang={doc.locale} aria-labelledby="notice-sheet-title">
        <h2 id="notice-sheet-title">{doc.title}</h2>
        {doc.statements.map((s) => (
          <p key={s}>{s}</p>
        ))}
        <div className="j-notice-sheet__sign">
          <p>
            {doc.signatureLabel}: {signed ? signed.signatureName : '______________________________'}
          </p>
          <p>
            {doc.dateLabel}: {signed ? date(signed.signedAt, { withTime: true }) : '______________'}
          </p>
          {signed && <p>{doc.signedLine}</p>}
        </div>
      </article>

      {signed && order ? (
        <Callout tone="success" className="j-no-print">
          <h2>{t('journey.notice.signedTitle')}</h2>
          <p>{t('journey.notice.signed', { name: signed.signatureName, date: date(signed.signedAt, { withTime: true }) })}</p>
          <p>{t('journey.notice.copy')}</p>
          <p className="j-notice-actions">
            <Button onClick={() => window.print()}>{t('journey.notice.print')}</Button>
            <Button onClick={() => void copy.download(order.orderId, signed.locale)} busy={copy.downloading}>
              {t('journey.notice.download')}
            </Button>
          </p>
          {order.cardPaymentHeld && (
            <>
              <h3>{t('journey.notice.heldTitle')}</h3>
              <p>{t('journey.notice.held')}</p>
            </>
          )}
          <p>
            <ButtonLink to={agreementPath(type)} variant="primary">
              {t('journey.notice.continue')}
            </ButtonLink>
          </p>
        </Callout>
      ) : (
        <form
          className="j-form j-no-print"
          onSubmit={handleSubmit(onValid, summary.focus)}
          noValidate
          aria-labelledby="notice-sign-heading"
        >
          <h2 id="notice-sign-heading" className="visually-hidden">
            {t('journey.notice.sign')}
          </h2>
          {errors.signatureName?.message && (
            <ErrorSummary
              ref={summary.ref}
              title={t('journey.notice.errorSummary')}
              items={[{ target: 'notice-signature', text: translate(errors.signatureName.message, { name: clientName }) }]}
            />
          )}
          <Field
            id="notice-signature"
            className="j-signature"
            label={t('journey.notice.signature')}
            hint={t('journey.notice.signatureHelp')}
            error={errors.signatureName?.message ? translate(errors.signatureName.message, { name: clientName }) : null}
          >
            {(control) => <input type="text" autoComplete="name" aria-required="true" {...control} {...register('signatureName')} />}
          </Field>
          <p className="j-muted">
            {t('journey.notice.date')}: {date(new Date().toISOString())}
          </p>
          <div>
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t('journey.notice.sign')}
            </Button>
          </div>
        </form>
      )}
    </SigningPage>
  );
}
