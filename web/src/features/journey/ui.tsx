import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../lib/i18n/I18nProvider';

/** The page's h1, focused when the page appears, so each step of the journey is announced by its title. */
export function PageTitle({ children, id = 'page-title' }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="j-title">
      {children}
    </h1>
  );
}

export type JourneyStep = 'choose' | 'notice' | 'agreement' | 'payment' | 'questionnaire' | 'done';
const STEPS: readonly JourneyStep[] = ['choose', 'notice', 'agreement', 'payment', 'questionnaire', 'done'];

/** Where the client is in the journey: an ordered list, the current step marked with aria-current="step". */
export function JourneySteps({ current }: { current: JourneyStep }) {
  const { t } = useI18n();
  const index = STEPS.indexOf(current);
  return (
    <div className="j-steps j-no-print">
      <ol aria-label={t('journey.steps.label')}>
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}
            aria-current={i === index ? 'step' : undefined}
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

export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="j-status">
      {t('journey.order.checking')}
    </p>
  );
}

/** Order missing or not the caller's (the API answers 404 either way). */
export function OrderNotFound() {
  const { t } = useI18n();
  return (
    <section className="j-page" aria-labelledby="page-title">
      <PageTitle>{t('journey.order.notFoundTitle')}</PageTitle>
      <p>{t('journey.order.notFoundText')}</p>
      <p>
        <Link to="/questionnaire" className="j-button">
          {t('journey.order.chooseLink')}
        </Link>
      </p>
    </section>
  );
}

export function LoadFailed({ retry }: { retry(): void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="j-alert">
      <p>{t('journey.order.loadFailed')}</p>
      <button type="button" className="j-button" onClick={retry}>
        {t('journey.order.retry')}
      </button>
    </div>
  );
}
