import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { addressLines, type Order } from '../../../../../shared/api/orders';
import { describeHours, formatAddress } from '../../../../../shared/business';
import { CATALOGUE, type QuestionnaireType } from '../../../../../shared/catalogue';
import { CONSUMER_NOTICE_VERSION, consumerNotice, signedLine, type NoticeSheet } from '../../../../../shared/contract/consumer-notice';
import { displayName, useAuth } from '../../../lib/auth/AuthProvider';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { ordersQuery, rememberOrder } from '../../../lib/query/lists';
import { agreementPath, formsPath } from '../../../lib/questionnaire-paths';
import { Notice as Callout } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { Field } from '../../../ui/Field';
import { createOrder, signNotice } from '../api';
import {
  addressProblems,
  ChangeDelivery,
  DeliveryFields,
  deliverySchema,
  EMPTY_ADDRESS,
  toChoice,
  type DeliveryValues,
} from '../NoticeDelivery';
import { openOrderFor } from '../order-flow';
import { SigningPage, SigningStep, useSignatureSchema, useSignedCopy, useSigningFailure, useSummaryFocus } from '../SigningStep';
import { OrderLoading } from '../ui';
import '../journey.css';
import '../notice.css';

/**
 * /notice?type=<type>: the Notice to Consumer of B&P §6410.5, before the contract and any payment.
 *
 *  1. The client reads the notice — the statutory sheet, and for a Spanish reader its translation on a sheet of its
 *     own — says how they want the signed notice (mailed to an address they give, or picked up at the office), and
 *     signs by typing their name (POST /orders, then POST /orders/{id}/notice: date, IP, user agent recorded).
 *  2. The waiting step (stage `notice_delivery`): a client first met online gets the signed notice in person or by
 *     mail before the contract (§6410.5(b), the owner's reading). The page says what happens next and when, lets the
 *     client change how they get it (PUT /orders/{id}/notice/delivery), and offers the signed copy. The client is
 *     emailed when staff record the delivery.
 *  3. Once given: the contract is open; the page leads on to it.
 * Nothing else is asked of the client about the notice (§6410.5(b): no other acknowledgment).
 */
export default function NoticePage() {
  return <SigningStep>{(type) => <NoticeStep type={type} />}</SigningStep>;
}

interface Values {
  signatureName: string;
  delivery: DeliveryValues;
}

function NoticeStep({ type }: { type: QuestionnaireType }) {
  const { t, translate, locale, date } = useI18n();
  const auth = useAuth();
  const clientName = displayName(auth);
  const service = t(CATALOGUE[type].titleKey);

  // The open order of this type, if any: signed → the waiting step, or on to the contract once the notice was given.
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  // undefined while loading; null when there is none (or the list failed: signing creates one).
  const order: Order | null | undefined = orders.data ? openOrderFor(orders.data, type) : orders.isError ? null : undefined;
  const signed = order?.notice ?? null;
  // The sheets in the language the client read: the English statutory sheet, and the Spanish translation for Spanish.
  const doc = useMemo(() => consumerNotice(signed?.locale ?? locale), [locale, signed]);

  const signatureName = useSignatureSchema(auth.profile);
  const schema = useMemo(() => z.object({ signatureName, delivery: deliverySchema }), [signatureName]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { signatureName: '', delivery: { method: '', address: EMPTY_ADDRESS } },
    shouldFocusError: false,
  });
  // A failed submit: the error summary takes focus (its links lead to each field).
  const summary = useSummaryFocus();

  // Just signed: focus moves to what happens next (the form it was on is gone).
  const signedHeading = useRef<HTMLHeadingElement>(null);
  const justSigned = useRef(false);
  useEffect(() => {
    if (signed && justSigned.current) {
      justSigned.current = false;
      signedHeading.current?.focus();
    }
  }, [signed]);

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
            delivery: toChoice(values.delivery),
          });
      justSigned.current = true;
      await rememberOrder(queryClient, next);
    } catch (err) {
      failed(err, (message) => setError('signatureName', { message }, { shouldFocus: true }));
    }
  };

  if (order === undefined) return <OrderLoading />;
  // An order already past the notice without one (not possible since the notice came first): the contract page.
  if (order && order.stage !== 'notice' && !order.notice) return <Navigate to={agreementPath(type)} replace />;

  const problems = [
    errors.delivery?.method?.message && { target: 'notice-delivery-mail', text: translate(errors.delivery.method.message) },
    ...addressProblems(errors.delivery, translate),
    errors.signatureName?.message && {
      target: 'notice-signature',
      text: translate(errors.signatureName.message, { name: clientName }),
    },
  ].filter((p): p is { target: string; text: string } => Boolean(p));

  return (
    <SigningPage step="notice" title={t('journey.notice.title')} lead={t('journey.notice.lead', { service })}>
      {doc.translation && <p className="j-no-print">{t('journey.notice.translationNote')}</p>}
      <div className="j-notice-sheets">
        <NoticeSheetView sheet={doc.statutory} label={t('journey.notice.sheetLabel')} signed={signed} />
        {doc.translation && <NoticeSheetView sheet={doc.translation} label={t('journey.notice.translationLabel')} signed={signed} />}
      </div>

      {signed && order ? (
        <Signed order={order} headingRef={signedHeading} />
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
          {problems.length > 0 && <ErrorSummary ref={summary.ref} title={t('journey.notice.errorSummary')} items={problems} />}
          <DeliveryFields idPrefix="notice-delivery" register={register} errors={errors.delivery} method={watch('delivery.method')} />
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

/** One sheet: its lines (bold, 12 pt, black on white), then the signature and date lines, filled once signed. */
function NoticeSheetView({ sheet, label, signed }: { sheet: NoticeSheet; label: string; signed: Order['notice'] }) {
  const { date } = useI18n();
  const id = `notice-sheet-${sheet.locale}`;
  return (
    <article className="j-notice-sheet" lang={sheet.locale} aria-label={label} id={id}>
      {sheet.heading && <p>{sheet.heading}</p>}
      {sheet.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="j-notice-sheet__sign">
        <p>
          {sheet.signatureLabel}: {signed ? signedLine(sheet.locale, signed.signatureName) : '______________________________'}
        </p>
        <p>
          {sheet.dateLabel}: {signed ? date(signed.signedAt, { withTime: true }) : '______________'}
        </p>
      </div>
    </article>
  );
}

/**
 * After signing: the copy to keep, then either the wait for the office to give or mail the signed notice — what happens
 * next and when, the choice to change — or, once given, the way on to the contract.
 */
function Signed({ order, headingRef }: { order: Order; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t, translate, locale, date } = useI18n();
  const auth = useAuth();
  const signed = order.notice!;
  const copy = useSignedCopy('notice', 'journey.notice.downloadFailed');
  const hours = describeHours(translate, locale).join('; ');
  const waiting = order.stage === 'notice_delivery' || (order.stage === 'forms' && !signed.deliveredAt);
  const formsNext = order.stage === 'forms';
  const choice = signed.deliveryRequest;
  const [changing, setChanging] = useState(false);

  return (
    <div className="j-no-print j-notice-next">
      <Callout tone="success">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('journey.notice.signedTitle')}
        </h2>
        <p>{t('journey.notice.signed', { name: signed.signatureName, date: date(signed.signedAt, { withTime: true }) })}</p>
        <p>{t('journey.notice.copy')}</p>
        <p className="j-notice-actions">
          <Button onClick={() => window.print()}>{t('journey.notice.print')}</Button>
          <Button onClick={() => void copy.download(order.orderId, signed.locale)} busy={copy.downloading}>
            {t('journey.notice.download')}
          </Button>
        </p>
      </Callout>

      {formsNext && (
        <Callout tone="info">
          <h2>{t('journey.notice.formsNextTitle')}</h2>
          <p>{t('journey.notice.formsNext')}</p>
          <p>
            <ButtonLink to={formsPath(order.questionnaireType)} variant="primary">
              {t('journey.notice.formsNextLink')}
            </ButtonLink>
          </p>
        </Callout>
      )}
      {waiting ? (
        <section aria-labelledby="notice-next-heading" className="j-notice-wait">
          <h2 id="notice-next-heading">{t('journey.notice.nextTitle')}</h2>
          {!choice || changing ? (
            <ChangeDelivery order={order} onDone={() => setChanging(false)} canCancel={Boolean(choice)} />
          ) : (
            <>
              <ol className="j-next-steps">
                <li>
                  {choice.method === 'mail'
                    ? t('journey.notice.nextMail', { address: addressLines(choice.address).join(', ') })
                    : t('journey.notice.nextOffice', { address: formatAddress(), hours })}
                </li>
                <li>{t('journey.notice.nextEmail', { email: auth.email ?? '' })}</li>
                <li>{t('journey.notice.nextContract')}</li>
              </ol>
              {choice.method === 'mail' && <p>{t('journey.notice.officeInstead', { address: formatAddress(), hours })}</p>}
              <p>
                <Button onClick={() => setChanging(true)}>{t('journey.notice.change')}</Button>
              </p>
            </>
          )}
        </section>
      ) : formsNext ? null : (
        <Callout tone="info">
          <h2>{t('journey.notice.deliveredTitle')}</h2>
          {signed.deliveredOn && (
            <p>
              {signed.deliveryMethod === 'mail'
                ? t('journey.notice.deliveredMail', { date: date(signed.deliveredOn) })
                : t('journey.notice.deliveredInPerson', { date: date(signed.deliveredOn) })}
            </p>
          )}
          <p>
            <ButtonLink to={agreementPath(order.questionnaireType)} variant="primary">
              {t('journey.notice.continue')}
            </ButtonLink>
          </p>
        </Callout>
      )}
    </div>
  );
}
