import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Order } from '../../../../../shared/api/orders';
import { BUSINESS } from '../../../../../shared/business';
import { CATALOGUE, type QuestionnaireType } from '../../../../../shared/catalogue';
import { formInfoKey } from '../../../../../shared/forms-selection';
import formsInfo from '../../../../../shared/i18n/messages/forms-info';
import { FORMS_META } from '../../../../../shared/questionnaires/forms/meta.generated';
import { ApiError } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { ordersQuery, rememberOrder } from '../../../lib/query/lists';
import { agreementPath, noticePath } from '../../../lib/questionnaire-paths';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Notice } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { PageTitle } from '../../../ui/PageTitle';
import { selectForms } from '../api';
import { openOrderFor } from '../order-flow';
import { SigningStep } from '../SigningStep';
import { JourneySteps, OrderLoading } from '../ui';
import '../journey.css';

registerMessages(formsInfo);

/**
 * /forms?type=<type>: the client selects the forms we prepare (B&P §6400(d)(1): self-help service completes documents
 * "selected by" the client; §6411(e): we may not select them). Every form the service can prepare is listed with its
 * official name and what it is for (published information, `formsInfo`), unchecked unless the client chose it
 * before; the client checks those they direct us to prepare and confirms (PUT /orders/{id}/forms, every change kept).
 * After the signed notice, before the contract (which names the selection); it may change until the submission.
 */
export default function FormsPage() {
  return <SigningStep>{(type) => <FormsStep type={type} />}</SigningStep>;
}

function FormsStep({ type }: { type: QuestionnaireType }) {
  const orders = useQuery(ordersQuery());
  const order: Order | null | undefined = orders.data ? openOrderFor(orders.data, type) : orders.isError ? null : undefined;
  if (order === undefined) return <OrderLoading />;
  // The selection is recorded on the order the notice started: no signed notice, no selection yet.
  if (!order?.notice) return <Navigate to={noticePath(type)} replace />;
  return <Choose order={order} />;
}

function Choose({ order }: { order: Order }) {
  const { t, translate, date } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const type = order.questionnaireType;
  const service = t(CATALOGUE[type].titleKey);
  const offered = FORMS_META[type];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(order.forms?.selected ?? []));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const toggle = (form: string, on: boolean) => {
    setError(null);
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(form);
      else next.delete(form);
      return next;
    });
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (chosen.size === 0) {
      setError(t('journey.forms.required'));
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const updated = await selectForms(
        order.orderId,
        offered.map((f) => f.form).filter((f) => chosen.has(f)),
      );
      await rememberOrder(queryClient, updated);
      toast.success(t('journey.forms.saved'));
      // On to the contract once the notice was given; until then, back to the notice page and its next steps.
      navigate(updated.stage === 'agreement' ? agreementPath(type) : noticePath(type));
    } catch (err) {
      toast.error(t('journey.forms.failedTitle'), err instanceof ApiError ? translate(`errors.${err.code}`) : t('errors.internal'));
      setBusy(false);
    }
  }

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="forms" />
      <PageTitle>{t('journey.forms.title')}</PageTitle>
      <p className="j-lead">{t('journey.forms.lead', { service })}</p>
      <Notice tone="info">
        <p>{t('journey.forms.cannotChoose')}</p>
        <ul className="j-links">
          <li>
            <a href={BUSINESS.referrals.courtSelfHelp} target="_blank" rel="noreferrer">
              {t('journey.forms.selfHelp')}
            </a>
          </li>
          <li>
            <a href={BUSINESS.referrals.lawyerReferral} target="_blank" rel="noreferrer">
              {t('journey.forms.lawyerReferral')}
            </a>
          </li>
        </ul>
      </Notice>
      <p className="j-muted">{t('journey.forms.info')}</p>
      {order.forms && <p>{t('journey.forms.current', { date: date(order.forms.selectedAt, { withTime: true }) })}</p>}

      <form className="j-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {error && <ErrorSummary ref={summaryRef} title={t('journey.forms.errorSummary')} items={[{ target: `form-${0}`, text: error }]} />}
        <fieldset className="j-choices" aria-describedby={error ? 'forms-error' : undefined}>
          <legend>{t('journey.forms.legend', { service })}</legend>
          {offered.map((f, i) => {
            const id = `form-${i}`;
            const purpose = translate(`formsInfo.purpose.${formInfoKey(f.form)}`);
            return (
              <div key={f.form} className={`j-choice${chosen.has(f.form) ? ' is-selected' : ''}`}>
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen.has(f.form)}
                  onChange={(e) => toggle(f.form, e.target.checked)}
                  aria-describedby={`${id}-help`}
                />
                <label htmlFor={id}>
                  <span lang="en">{f.form}</span>
                </label>
                <div id={`${id}-help`} className="j-choice__help">
                  <p className="field__hint">{purpose}</p>
                  <p className="field__hint">
                    {t('journey.forms.officialTitle')} <span lang="en">{f.title}</span>
                  </p>
                </div>
              </div>
            );
          })}
        </fieldset>
        {error && (
          <p id="forms-error" className="field__error">
            <span aria-hidden="true">⚠ </span>
            {error}
          </p>
        )}
        <p className="j-muted">{t('journey.forms.change')}</p>
        <div>
          <Button type="submit" variant="primary" busy={busy}>
            {t('journey.forms.confirm')}
          </Button>
        </div>
      </form>
    </section>
  );
}
