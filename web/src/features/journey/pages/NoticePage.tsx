import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { signatureMatchesName, type Order } from '../../../../../shared/api/orders';
import { CATALOGUE, isQuestionnaireType, type QuestionnaireType } from '../../../../../shared/catalogue';
import { CONSUMER_NOTICE_VERSION, consumerNotice } from '../../../../../shared/contract/consumer-notice';
import { openOrderFor, RequireAuth } from '../../../app/guards';
import { ApiError } from '../../../lib/api';
import { displayName, useAuth } from '../../../lib/auth/AuthProvider';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { createOrder, downloadSigned, listOrders, signNotice } from '../api';
import { JourneySteps, Loading, PageTitle } from '../ui';
import '../journey.css';
import '../notice.css';

/**
 * /notice?type=<type>: the Notice to Consumer of B&P §6410.5, before the agreement and any payment. The client reads
 * the notice (its own sheet: bold, 12 pt, printed alone on 8½ × 11), signs it by typing their name, and the API records
 * the signature with the date, IP and user agent (POST /orders, then POST /orders/{id}/notice). Then they keep a copy
 * (print, or the signed PDF) and go on to the agreement. Nothing else is asked of them about the notice (§6410.5(b)).
 */
export default function NoticePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const type = params.get('type');
  if (!isQuestionnaireType(type)) {
    return (
      <section className="j-page" aria-labelledby="page-title">
        <PageTitle>{t('journey.agreement.chooseFirst.title')}</PageTitle>
        <p>{t('journey.agreement.chooseFirst.text')}</p>
        <p>
          <Link to="/questionnaire" className="j-button j-button--primary">
            {t('journey.agreement.chooseFirst.link')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <RequireAuth>
      <Notice key={type} type={type} />
    </RequireAuth>
  );
}

interface Values {
  signatureName: string;
}

function Notice({ type }: { type: QuestionnaireType }) {
  const { t, locale, date } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const clientName = displayName(auth);
  const service = t(CATALOGUE[type].titleKey);

  // The open order of this type, if any: already signed → show the signed copy and go on.
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    listOrders(controller.signal).then(
      (orders) => setOrder(openOrderFor(orders, type)),
      () => setOrder(null),
    );
    return () => controller.abort();
  }, [type]);

  const signed = order?.notice ?? null;
  // The notice in the language it was signed in; before signing, in the client's language.
  const doc = useMemo(
    () => consumerNotice(signed?.locale ?? locale, signed ? { signatureName: signed.signatureName, signedAt: signed.signedAt } : null),
    [locale, signed],
  );

  const schema = useMemo(
    () =>
      z.object({
        signatureName: z
          .string()
          .trim()
          .refine((v) => v.replace(/[^\p{L}]/gu, '').length >= 2, { error: 'journey.agreement.errors.signature' })
          .refine((v) => !auth.profile || signatureMatchesName(v, auth.profile.firstName, auth.profile.lastName), {
            error: 'journey.agreement.errors.signatureMismatch',
          }),
      }),
    [auth.profile],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { signatureName: '' }, shouldFocusError: false });
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.signatureName) summaryRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const onValid = async (values: Values) => {
    try {
      const current = order ?? (await createOrder(type));
      const next = current.notice
        ? current
        : await signNotice(current.orderId, { noticeVersion: CONSUMER_NOTICE_VERSION, locale, signatureName: values.signatureName.trim() });
      setOrder(next);
    } catch (err) {
      const keys = err instanceof ApiError ? err.fieldErrors.signatureName : undefined;
      if (keys?.length) {
        setError('signatureName', { message: keys[0] }, { shouldFocus: true });
        return;
      }
      const message =
        err instanceof ApiError
          ? err.fieldErrors.noticeVersion
            ? t(err.fieldErrors.noticeVersion[0])
            : t(`errors.${err.code}`)
          : t('errors.internal');
      toast.error(t('journey.notice.failedTitle'), message);
    }
  };

  const [downloading, setDownloading] = useState(false);
  async function download(orderId: string) {
    setDownloading(true);
    try {
      await downloadSigned(orderId, 'notice', signed?.locale ?? locale);
    } catch (err) {
      toast.error(t('journey.notice.downloadFailed'), err instanceof ApiError ? t(`errors.${err.code}`) : t('errors.internal'));
    } finally {
      setDownloading(false);
    }
  }

  if (order === undefined) return <Loading />;
  // An order already past the notice (its agreement accepted): the agreement page takes it from there.
  if (order && order.stage !== 'notice' && !order.notice) return <Navigate to={`/agreement?type=${type}`} replace />;

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="notice" />
      <PageTitle>{t('journey.notice.title')}</PageTitle>
      <p className="j-lead j-no-print">{t('journey.notice.lead', { service })}</p>

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
        <div className="j-notice j-notice--success j-no-print">
          <h2>{t('journey.notice.signedTitle')}</h2>
          <p>{t('journey.notice.signed', { name: signed.signatureName, date: date(signed.signedAt, { withTime: true }) })}</p>
          <p>{t('journey.notice.copy')}</p>
          <p className="j-notice-actions">
            <button type="button" className="j-button" onClick={() => window.print()}>
              {t('journey.notice.print')}
            </button>
            <button type="button" className="j-button" onClick={() => void download(order.orderId)} disabled={downloading}>
              {t('journey.notice.download')}
            </button>
          </p>
          {order.cardPaymentHeld && (
            <>
              <h3>{t('journey.notice.heldTitle')}</h3>
              <p>{t('journey.notice.held')}</p>
            </>
          )}
          <p>
            <Link to={`/agreement?type=${type}`} className="j-button j-button--primary">
              {t('journey.notice.continue')}
            </Link>
          </p>
        </div>
      ) : (
        <form className="j-form j-no-print" onSubmit={handleSubmit(onValid)} noValidate aria-labelledby="notice-sign-heading">
          <h2 id="notice-sign-heading" className="visually-hidden">
            {t('journey.notice.sign')}
          </h2>
          <div ref={summaryRef} tabIndex={-1} role="alert" className={errors.signatureName ? 'j-error-summary' : undefined}>
            {errors.signatureName?.message && (
              <>
                <p className="j-error-summary__title">{t('journey.notice.errorSummary')}</p>
                <ul>
                  <li>
                    <a href="#notice-signature">{t(errors.signatureName.message, { name: clientName })}</a>
                  </li>
                </ul>
              </>
            )}
          </div>
          <div className="j-field">
            <label htmlFor="notice-signature">{t('journey.notice.signature')}</label>
            <p id="notice-signature-help" className="j-field__help">
              {t('journey.notice.signatureHelp')}
            </p>
            <input
              id="notice-signature"
              type="text"
              autoComplete="name"
              aria-required="true"
              aria-invalid={errors.signatureName ? true : undefined}
              aria-describedby={errors.signatureName ? 'notice-signature-error notice-signature-help' : 'notice-signature-help'}
              {...register('signatureName')}
            />
            {errors.signatureName?.message && (
              <p id="notice-signature-error" className="j-field-error">
                {t(errors.signatureName.message, { name: clientName })}
              </p>
            )}
          </div>
          <p className="j-muted">
            {t('journey.notice.date')}: {date(new Date().toISOString())}
          </p>
          <div>
            <button type="submit" className="j-button j-button--primary" disabled={isSubmitting}>
              {t('journey.notice.sign')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
