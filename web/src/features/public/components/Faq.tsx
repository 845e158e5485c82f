import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import faqMessages from '../../../../../shared/i18n/messages/site/faq';
import './faq.css';

registerMessages(faqMessages);

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;

/** Frequently asked questions as native disclosure widgets (<details>/<summary>: keyboard and screen-reader ready). */
export function Faq({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, money } = useI18n();
  const vars = {
    days: BUSINESS.turnaround.standardDays,
    rushMin: BUSINESS.turnaround.rushHours[0],
    rushMax: BUSINESS.turnaround.rushHours[1],
    divorce: money(BUSINESS.servicePrices.uncontestedDivorce),
    trust: money(BUSINESS.servicePrices.singleLivingTrust),
    fee: money(BUSINESS.notary.feePerSignatureCents),
    retention: BUSINESS.caseFileRetentionYears,
    county: BUSINESS.lda.county,
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="section faq" id="faq" aria-labelledby="faq-title">
      <Heading id="faq-title">{t('site.faq.title')}</Heading>
      <div className="faq__list">
        {QUESTIONS.map((q) => (
          <details key={q} className="faq__item">
            <summary>{t(`site.faq.${q}.q`)}</summary>
            <p>{t(`site.faq.${q}.a`, vars)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
