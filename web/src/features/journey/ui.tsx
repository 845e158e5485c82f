import { useI18n } from '../../lib/i18n/I18nProvider';
import { ButtonLink } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageTitle } from '../../ui/PageTitle';

export type JourneyStep = 'choose' | 'notice' | 'forms' | 'agreement' | 'payment' | 'questionnaire' | 'done';
const STEPS: readonly JourneyStep[] = ['choose', 'notice', 'forms', 'agreement', 'payment', 'questionnaire', 'done'];

/** Where the client is in the journey: an ordered list, the current step marked with aria-current="step". */
export function JourneySteps({ current }: { current: JourneyStep }) {
  const { t } = useI18n();
  // The last step ("done") is reached, not worked on: every step is ticked (review row 30).
  const index = current === 'done' ? STEPS.length : STEPS.indexOf(current);
  return (
    <div className="j-steps j-no-print">
      <ol aria-label={t('journey.steps.label')}>
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}
            aria-current={i === index || (current === 'done' && i === STEPS.length - 1) ? 'step' : undefined}
          >
            <span className="j-steps__n" aria-hidden="true">
              {i < index ? '✓' : i + 1}
            </span>
            {t(`journey.steps.${step}`)}
            {i < index && <span className="visually-hidden"> ({t('journey.steps.completed')})</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The order is being read. */
export function OrderLoading() {
  const { t } = useI18n();
  return <Loading label={t('journey.order.checking')} />;
}

/** Order missing or not the caller's (the API answers 404 either way). */
export function OrderNotFound() {
  const { t } = useI18n();
  return (
    <section className="j-page" aria-labelledby="page-title">
      <PageTitle>{t('journey.order.notFoundTitle')}</PageTitle>
      <p>{t('journey.order.notFoundText')}</p>
      <p>
        <ButtonLink to="/questionnaire">{t('journey.order.chooseLink')}</ButtonLink>
      </p>
    </section>
  );
}

/** The order could not be read: say so, and offer to try again. */
export function OrderLoadFailed({ retry }: { retry(): void }) {
  const { t } = useI18n();
  return <LoadFailed message={t('journey.order.loadFailed')} retryLabel={t('journey.order.retry')} onRetry={retry} />;
}
