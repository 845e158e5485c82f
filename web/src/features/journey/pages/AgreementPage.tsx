import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import type { Order } from '../../../../../shared/api/orders';
import { CATALOGUE, type QuestionnaireType } from '../../../../../shared/catalogue';
import { LDA_CONTRACT_VERSION, ldaContract } from '../../../../../shared/contract/lda-contract';
import { displayName, useAuth } from '../../../lib/auth/AuthProvider';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { ordersQuery, rememberOrder } from '../../../lib/query/lists';
import { acceptAgreement, createOrder } from '../api';
import { ContractView } from '../ContractView';
import { journeyStepFor, openOrderFor } from '../order-flow';
import { Notice } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { Field } from '../../../ui/Field';
import { SigningPage, SigningStep, useSignatureSchema, useSignedCopy, useSigningFailure, useSummaryFocus } from '../SigningStep';
import '../journey.css';
import { formsPath, noticePath, questionnairePath } from '../../../lib/questionnaire-paths';

/**
 * /agreement?type=<type>: the LDA contract for the chosen service (B&P §6410). The client scrolls to its end, checks
 * "I have read and agree" and types their full name; the API records the acceptance with the contract version
 * (POST /orders, then POST /orders/{id}/agreement). Printable. Needs an account (lib/pages.ts): visitors go to /auth and come back.
 */
export default function AgreementPage() {
  return <SigningStep>{(type) => <Agreement type={type} />}</SigningStep>;
}

interface Values {
  agreed: boolean;
  signatureName: string;
}

function Agreement({ type }: { type: QuestionnaireType }) {
  const { t, translate, locale, money, date } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const clientName = displayName(auth);
  // An order of this type whose agreement is already accepted: show it and offer to continue.
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  const existing: Order | null = orders.data ? openOrderFor(orders.data, type) : null;
  const checked = orders.isSuccess;

  // The contract in the page's language, and the other one a click away: a Spanish reader has the Spanish version
  // before signing (Civil Code §1632's purpose), an English reader the English one.
  const [docLocale, setDocLocale] = useState(locale);
  useEffect(() => setDocLocale(locale), [locale]);
  const otherLocale = docLocale === 'es' ? 'en' : 'es';
  const doc = useMemo(
    () =>
      ldaContract({
        locale: docLocale,
        type,
        clientName: clientName || null,
        clientEmail: auth.email,
        forms: existing?.forms?.selected ?? null,
      }),
    [docLocale, type, clientName, auth.email, existing?.forms?.selected],
  );
  const service = t(CATALOGUE[type].titleKey);

  // Scrolled to the end of the contract (or it fits without scrolling).
  const regionRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  useEffect(() => {
    const region = regionRef.current;
    if (!region || read) return;
    const check = () => {
      if (region.scrollTop + region.clientHeight >= region.scrollHeight - 24) setRead(true);
    };
    check();
    region.addEventListener('scroll', check, { passive: true });
    let io: IntersectionObserver | null = null;
    if (typeof IntersectionObserver !== 'undefined' && endRef.current) {
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setRead(true), { root: region, threshold: 0.5 });
      io.observe(endRef.current);
    }
    return () => {
      region.removeEventListener('scroll', check);
      io?.disconnect();
    };
  }, [read, existing]);

  const signatureName = useSignatureSchema(auth.profile);
  const schema = useMemo(
    () => z.object({ agreed: z.boolean().check(z.refine((v) => v, { error: 'journey.agreement.errors.notAgreed' })), signatureName }),
    [signatureName],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { agreed: false, signatureName: '' },
    // The error summary takes focus; its links lead to each field.
    shouldFocusError: false,
  });
  const [showReadError, setShowReadError] = useState(false);
  // A failed submit (the contract not read to its end, or a field): the error summary takes focus.
  const summary = useSummaryFocus();

  const problems: Array<{ field: string; text: string }> = [];
  if (showReadError && !read) problems.push({ field: 'agreement-region', text: t('journey.agreement.errors.notRead') });
  if (errors.agreed?.message) problems.push({ field: 'agreement-agree', text: translate(errors.agreed.message) });
  if (errors.signatureName?.message)
    problems.push({ field: 'agreement-signature', text: translate(errors.signatureName.message, { name: clientName }) });

  const failed = useSigningFailure('contractVersion', 'journey.agreement.failedTitle');
  const onValid = async (values: Values) => {
    if (!read) {
      setShowReadError(true);
      summary.focus();
      return;
    }
    try {
      const order = await createOrder(type);
      const accepted =
        order.agreement && order.stage !== 'agreement'
          ? order
          : await acceptAgreement(order.orderId, {
              contractVersion: LDA_CONTRACT_VERSION,
              signatureName: values.signatureName.trim(),
              accepted: true,
            });
      await rememberOrder(queryClient, accepted);
      navigate(journeyStepFor(accepted, type)?.path ?? questionnairePath(type));
    } catch (err) {
      failed(err, (message) => setError('signatureName', { message }, { shouldFocus: true }));
    }
  };
  const onSubmit = handleSubmit(onValid, () => {
    setShowReadError(!read);
    summary.focus();
  });

  const copy = useSignedCopy('agreement', 'journey.agreement.downloadFailed');

  // An acceptance from before the notice was given (stage still 'agreement') is accepted again here.
  const acceptedAgreement = existing && existing.stage !== 'agreement' ? existing.agreement : null;
  // B&P §6410.5: no contract before the signed Notice to Consumer was given in person or mailed (the API refuses it
  // too: notice_required, notice_delivery_required). The notice page says what happens meanwhile.
  if (checked && (!existing?.notice || existing.stage === 'notice_delivery')) return <Navigate to={noticePath(type)} replace />;
  // The contract names the forms the client selected: they select them first.
  if (checked && existing?.stage === 'forms') return <Navigate to={formsPath(type)} replace />;
  const next = existing && acceptedAgreement ? (journeyStepFor(existing, type)?.path ?? questionnairePath(type)) : null;

  return (
    <SigningPage step="agreement" title={t('journey.agreement.title')} lead={t('journey.agreement.lead', { service })} printable>
      <dl className="j-summary">
        <div>
          <dt>{t('journey.summary.service')}</dt>
          <dd>{service}</dd>
        </div>
        <div>
          <dt>{t('journey.summary.fee')}</dt>
          <dd>{money(CATALOGUE[type].priceCents)}</dd>
        </div>
      </dl>
      <p className="j-no-print j-notice-actions">
        <Button onClick={() => window.print()}>{t('journey.agreement.print')}</Button>
        <Button onClick={() => setDocLocale(otherLocale)} lang={otherLocale}>
          {t(otherLocale === 'es' ? 'journey.agreement.readSpanish' : 'journey.agreement.readEnglish')}
        </Button>
      </p>

      <div
        id="agreement-region"
        ref={regionRef}
        className="j-contract-region"
        role="region"
        aria-label={t('journey.agreement.region')}
        tabIndex={0}
      >
        <ContractView doc={doc} acceptance={acceptedAgreement} />
        <div ref={endRef} className="j-contract-end" />
      </div>

      {acceptedAgreement && next ? (
        <Notice tone="success">
          <p>
            {t('journey.agreement.alreadyAccepted', {
              date: date(acceptedAgreement.acceptedAt, { withTime: true }),
              name: acceptedAgreement.signatureName,
            })}
          </p>
          <p className="j-print-only">
            {t('journey.agreement.signedBy', {
              name: acceptedAgreement.signatureName,
              date: date(acceptedAgreement.acceptedAt, { withTime: true }),
            })}
          </p>
          <p className="j-no-print">
            <Button onClick={() => void copy.download(existing!.orderId, locale)} busy={copy.downloading}>
              {t('journey.agreement.download')}
            </Button>
          </p>
          <ButtonLink to={next} variant="primary" className="j-no-print">
            {t('journey.agreement.continue')}
          </ButtonLink>
        </Notice>
      ) : (
        <form className="j-form j-no-print" onSubmit={onSubmit} noValidate aria-labelledby="accept-heading">
          <h2 id="accept-heading" className="visually-hidden">
            {t('journey.agreement.accept')}
          </h2>
          <p role="status" className={read ? 'j-hint j-hint--done' : 'j-hint'}>
            <span aria-hidden="true">{read ? '✓ ' : '↓ '}</span>
            {read ? t('journey.agreement.scrolled') : t('journey.agreement.scrollHint')}
          </p>
          {problems.length > 0 && (
            <ErrorSummary
              ref={summary.ref}
              title={t('journey.agreement.errorSummary')}
              items={problems.map((p) => ({ target: p.field, text: p.text }))}
            />
          )}
          <p className="j-check">
            <input
              id="agreement-agree"
              type="checkbox"
              aria-invalid={errors.agreed ? true : undefined}
              aria-describedby={errors.agreed ? 'agreement-agree-error' : undefined}
              {...register('agreed')}
            />
            <label htmlFor="agreement-agree">{t('journey.agreement.agree')}</label>
          </p>
          {errors.agreed?.message && (
            <p id="agreement-agree-error" className="field__error">
              <span aria-hidden="true">⚠ </span>
              {translate(errors.agreed.message)}
            </p>
          )}
          <Field
            id="agreement-signature"
            className="j-signature"
            label={t('journey.agreement.signature')}
            hint={t('journey.agreement.signatureHelp')}
            error={errors.signatureName?.message ? translate(errors.signatureName.message, { name: clientName }) : null}
          >
            {(control) => <input type="text" autoComplete="name" aria-required="true" {...control} {...register('signatureName')} />}
          </Field>
          <div>
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t('journey.agreement.accept')}
            </Button>
          </div>
        </form>
      )}
    </SigningPage>
  );
}
