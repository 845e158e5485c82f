import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import * as z from 'zod/mini';
import { MailingAddressSchema, type NoticeDeliveryChoice, type Order } from '../../../../shared/api/orders';
import { describeHours, formatAddress } from '../../../../shared/business';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { rememberOrder } from '../../lib/query/lists';
import { useToast } from '../../lib/toast/ToastProvider';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import { chooseNoticeDelivery } from './api';
import { useSummaryFocus } from './SigningStep';

/**
 * How the client gets the signed Notice to Consumer (B&P §6410.5(b)): mailed to an address they give, or picked up at
 * the office. The notice page asks it with the signature and lets the client change it until the notice is given.
 */
export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export interface DeliveryValues {
  method: string;
  address: AddressValues;
}

export const EMPTY_ADDRESS: AddressValues = { line1: '', line2: '', city: '', state: 'CA', zip: '' };

/** The form's delivery part: a choice, and for a mailing an address the API's own schema accepts. */
export const deliverySchema = z
  .object({
    method: z.string(),
    address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.method !== 'mail' && v.method !== 'in_person') {
        ctx.issues.push({ code: 'custom', message: 'journey.notice.deliveryRequired', path: ['method'], input: v.method });
        return;
      }
      if (v.method !== 'mail') return;
      const parsed = MailingAddressSchema.safeParse(toAddress(v.address));
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.issues.push({ code: 'custom', message: issue.message, path: ['address', ...issue.path], input: v.address });
    }),
  );

function toAddress(a: AddressValues) {
  return { line1: a.line1, ...(a.line2.trim() ? { line2: a.line2 } : {}), city: a.city, state: a.state, zip: a.zip };
}

/** The choice as the API takes it (the form has already checked it). */
export function toChoice(d: DeliveryValues): NoticeDeliveryChoice {
  return d.method === 'mail' ? { method: 'mail', address: MailingAddressSchema.parse(toAddress(d.address)) } : { method: 'in_person' };
}

function fromChoice(choice: NoticeDeliveryChoice | null): DeliveryValues {
  if (!choice) return { method: '', address: EMPTY_ADDRESS };
  if (choice.method === 'in_person') return { method: 'in_person', address: EMPTY_ADDRESS };
  return { method: 'mail', address: { ...EMPTY_ADDRESS, ...choice.address, line2: choice.address.line2 ?? '' } };
}

/** The address fields' errors, in the order of the fields, for the error summary. */
export function addressProblems(errors: FieldErrors<DeliveryValues> | undefined, translate: (key: string) => string) {
  const a = errors?.address;
  if (!a) return [];
  return (['line1', 'line2', 'city', 'state', 'zip'] as const)
    .map((f) => a[f]?.message && { target: `notice-delivery-${f}`, text: translate(a[f]!.message!) })
    .filter(Boolean);
}

/** How the client gets the signed notice: mail (with an address) or at the office. */
export function DeliveryFields<T extends { delivery: DeliveryValues }>({
  idPrefix,
  register,
  errors,
  method,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<DeliveryValues> | undefined;
  method: string;
}) {
  const { t, translate, locale } = useI18n();
  const reg = register as unknown as UseFormRegister<{ delivery: DeliveryValues }>;
  const hours = describeHours(translate, locale).join('; ');
  const methodError = errors?.method?.message ? translate(errors.method.message) : null;
  const a = errors?.address;
  const err = (f: keyof AddressValues) => (a?.[f]?.message ? translate(a[f]!.message!) : null);
  return (
    <fieldset
      className="j-choices"
      aria-describedby={[`${idPrefix}-help`, methodError ? `${idPrefix}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend>{t('journey.notice.deliveryLegend')}</legend>
      <p id={`${idPrefix}-help`} className="field__hint">
        {t('journey.notice.deliveryHelp')}
      </p>
      {methodError && (
        <p id={`${idPrefix}-error`} className="field__error">
          <span aria-hidden="true">⚠ </span>
          {methodError}
        </p>
      )}
      <div className={`j-choice${method === 'mail' ? ' is-selected' : ''}`}>
        <input id={`${idPrefix}-mail`} type="radio" value="mail" aria-describedby={`${idPrefix}-mail-help`} {...reg('delivery.method')} />
        <label htmlFor={`${idPrefix}-mail`}>{t('journey.notice.mail')}</label>
        <p id={`${idPrefix}-mail-help`} className="field__hint j-choice__help">
          {t('journey.notice.mailHelp')}
        </p>
        {method === 'mail' && (
          <div className="j-choice__more j-address">
            <Field id={`${idPrefix}-line1`} label={t('journey.notice.line1')} error={err('line1')}>
              {(c) => <input type="text" autoComplete="address-line1" aria-required="true" {...c} {...reg('delivery.address.line1')} />}
            </Field>
            <Field id={`${idPrefix}-line2`} label={t('journey.notice.line2')} error={err('line2')}>
              {(c) => <input type="text" autoComplete="address-line2" {...c} {...reg('delivery.address.line2')} />}
            </Field>
            <Field id={`${idPrefix}-city`} label={t('journey.notice.city')} error={err('city')}>
              {(c) => <input type="text" autoComplete="address-level2" aria-required="true" {...c} {...reg('delivery.address.city')} />}
            </Field>
            <div className="j-address__row">
              <Field id={`${idPrefix}-state`} label={t('journey.notice.state')} hint={t('journey.notice.stateHelp')} error={err('state')}>
                {(c) => (
                  <input
                    type="text"
                    autoComplete="address-level1"
                    aria-required="true"
                    maxLength={2}
                    {...c}
                    {...reg('delivery.address.state')}
                  />
                )}
              </Field>
              <Field id={`${idPrefix}-zip`} label={t('journey.notice.zip')} error={err('zip')}>
                {(c) => (
                  <input
                    type="text"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    aria-required="true"
                    {...c}
                    {...reg('delivery.address.zip')}
                  />
                )}
              </Field>
            </div>
          </div>
        )}
      </div>
      <div className={`j-choice${method === 'in_person' ? ' is-selected' : ''}`}>
        <input
          id={`${idPrefix}-in_person`}
          type="radio"
          value="in_person"
          aria-describedby={`${idPrefix}-in_person-help`}
          {...reg('delivery.method')}
        />
        <label htmlFor={`${idPrefix}-in_person`}>{t('journey.notice.inPerson')}</label>
        <p id={`${idPrefix}-in_person-help`} className="field__hint j-choice__help">
          {t('journey.notice.inPersonHelp', { address: formatAddress(), hours })}
        </p>
      </div>
    </fieldset>
  );
}

/** Choose, or change, how to get the signed notice (until it has been given). */
export function ChangeDelivery({ order, onDone, canCancel }: { order: Order; onDone(): void; canCancel: boolean }) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const queryClient = useQueryClient();
  const schema = useMemo(() => z.object({ delivery: deliverySchema }), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ delivery: DeliveryValues }>({
    resolver: zodResolver(schema),
    defaultValues: { delivery: fromChoice(order.notice?.deliveryRequest ?? null) },
    shouldFocusError: false,
  });
  const summary = useSummaryFocus();
  const problems = [
    errors.delivery?.method?.message && { target: 'notice-change-mail', text: translate(errors.delivery.method.message) },
    ...addressProblems(errors.delivery, translate).map((p) => p && { ...p, target: p.target.replace('notice-delivery', 'notice-change') }),
  ].filter((p): p is { target: string; text: string } => Boolean(p));

  const onValid = async (values: { delivery: DeliveryValues }) => {
    try {
      const updated = await chooseNoticeDelivery(order.orderId, toChoice(values.delivery));
      await rememberOrder(queryClient, updated);
      toast.success(t('journey.notice.saved'));
      onDone();
    } catch (err) {
      toast.error(t('journey.notice.saveFailed'), err instanceof ApiError ? translate(`errors.${err.code}`) : t('errors.internal'));
    }
  };

  return (
    <form className="j-form" onSubmit={handleSubmit(onValid, summary.focus)} noValidate aria-label={t('journey.notice.chooseTitle')}>
      {!canCancel && <p>{t('journey.notice.chooseTitle')}</p>}
      {problems.length > 0 && <ErrorSummary ref={summary.ref} title={t('journey.notice.errorSummary')} items={problems} />}
      <DeliveryFields idPrefix="notice-change" register={register} errors={errors.delivery} method={watch('delivery.method')} />
      <p className="j-notice-actions">
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('journey.notice.save')}
        </Button>
        {canCancel && <Button onClick={onDone}>{t('journey.notice.cancel')}</Button>}
      </p>
    </form>
  );
}
