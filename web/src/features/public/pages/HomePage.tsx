import { Link } from '../../../ui/Link';
import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { CtaBand } from '../components/CtaBand';
import { ButtonLink } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import homeMessages from '../../../../../shared/i18n/messages/site/home';
import './home.css';

registerMessages(homeMessages);

const PAIN = ['forms', 'rejected', 'cost', 'language'] as const;
const WHY = [
  { key: 'family', icon: 'home' },
  { key: 'bilingual', icon: 'chat' },
  { key: 'flatFee', icon: 'tag' },
  { key: 'compliant', icon: 'check' },
  { key: 'hours', icon: 'clock' },
  { key: 'privacy', icon: 'lock' },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName }>;
const COMPARE_ROWS = ['cost', 'forms', 'check', 'advice', 'speed', 'spanish', 'extras'] as const;
const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** / : hero, trust badge, pain points, solutions, how it works, why choose us, the three-way comparison, call to action. */
export default function HomePage() {
  const { t, money, number } = useI18n();
  const county = BUSINESS.lda.county;
  const turnaround = {
    days: BUSINESS.turnaround.standardDays,
    rushMin: BUSINESS.turnaround.rushHours[0],
    rushMax: BUSINESS.turnaround.rushHours[1],
  };

  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="home-title">
        <p className="eyebrow">{t('site.home.hero.eyebrow', { county })}</p>
        <h1 id="home-title">{t('site.home.hero.title')}</h1>
        <p className="lead">{t('site.home.hero.lead')}</p>
        <div className="button-row">
          <ButtonLink to="/questionnaire" variant="primary">
            {t('nav.getStarted')}
          </ButtonLink>
          <ButtonLink to="/contact">{t('site.cta.book')}</ButtonLink>
        </div>
        <p className="hero__call">
          <a href={`tel:${BUSINESS.phoneE164}`}>{t('site.home.hero.call', { phone: BUSINESS.phone })}</a>
        </p>
      </section>

      <section className="trust" aria-label={t('site.home.trust.label')}>
        <p className="trust__badge">
          <Icon name="shield" />
          <span>{t('site.home.trust.badge', { number: BUSINESS.lda.registrationNumber, county })}</span>
        </p>
        <ul className="trust__facts">
          <li>
            <strong>{t('site.home.trust.clients', { count: number(BUSINESS.claims.clients) })}</strong>
          </li>
          <li>
            <strong>{t('site.home.trust.compliant')}</strong>
          </li>
          <li>
            <strong>{t('site.home.trust.years', { years: BUSINESS.claims.yearsInBusiness })}</strong>
          </li>
          <li>
            <strong>{t('site.home.trust.review')}</strong>
          </li>
        </ul>
      </section>

      <section className="section" aria-labelledby="pain-title">
        <h2 id="pain-title">{t('site.home.pain.title')}</h2>
        <p className="section__intro">{t('site.home.pain.intro')}</p>
        <ul className="cards cards--pain">
          {PAIN.map((k) => (
            <li key={k} className="card">
              <h3>{t(`site.home.pain.${k}.title`)}</h3>
              <p>{t(`site.home.pain.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="solutions-title">
        <h2 id="solutions-title">{t('site.home.solutions.title')}</h2>
        <p className="section__intro">{t('site.home.solutions.intro')}</p>
        <ul className="cards cards--solutions">
          <li className="card card--feature">
            <Icon name="document" />
            <h3>{t('site.home.solutions.documents.title')}</h3>
            <p>{t('site.home.solutions.documents.text')}</p>
            <Link to="/services#documents">{t('site.home.solutions.documents.link')}</Link>
          </li>
          <li className="card card--feature">
            <Icon name="stamp" />
            <h3>{t('site.home.solutions.notary.title')}</h3>
            <p>{t('site.home.solutions.notary.text', { fee: money(BUSINESS.notary.feePerSignatureCents) })}</p>
            <Link to="/services#notary">{t('site.home.solutions.notary.link')}</Link>
          </li>
          <li className="card card--feature">
            <Icon name="send" />
            <h3>{t('site.home.solutions.serving.title')}</h3>
            <p>{t('site.home.solutions.serving.text', { county })}</p>
            <Link to="/services#process-serving">{t('site.home.solutions.serving.link')}</Link>
          </li>
        </ul>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <h2 id="steps-title">{t('site.home.steps.title')}</h2>
        <ol className="steps">
          {STEPS.map((s) => (
            <li key={s} className="steps__item">
              <h3>{t(`site.home.steps.${s}.title`)}</h3>
              <p>{t(`site.home.steps.${s}.text`, turnaround)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">{t('site.home.why.title')}</h2>
        <ul className="cards cards--why">
          {WHY.map(({ key, icon }) => (
            <li key={key} className="card card--why">
              <Icon name={icon} />
              <h3>{t(`site.home.why.${key}.title`)}</h3>
              <p>
                {t(`site.home.why.${key}.text`, { years: BUSINESS.claims.yearsInBusiness, retention: BUSINESS.caseFileRetentionYears })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="compare-title">
        <h2 id="compare-title">{t('site.home.compare.title')}</h2>
        <p className="section__intro">{t('site.home.compare.intro')}</p>
        {/* The business's own column comes first after the feature (on a phone the rest scrolls, and says so). */}
        <p className="table-scroll__hint" aria-hidden="true">
          {t('site.home.compare.scrollHint')}
        </p>
        <div className="table-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className="compare">
            <caption id="compare-caption">{t('site.home.compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('site.home.compare.feature')}</th>
                <th scope="col" className="compare__us">
                  {t('site.home.compare.us')}
                </th>
                <th scope="col">{t('site.home.compare.diy')}</th>
                <th scope="col">{t('site.home.compare.attorney')}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARE_ROWS.map((row) => {
                const vars = { price: money(BUSINESS.servicePrices.uncontestedDivorce), ...turnaround };
                return (
                  <tr key={row}>
                    <th scope="row">{t(`site.home.compare.${row}.label`)}</th>
                    <td className="compare__us">{t(`site.home.compare.${row}.us`, vars)}</td>
                    <td>{t(`site.home.compare.${row}.diy`, vars)}</td>
                    <td>{t(`site.home.compare.${row}.attorney`, vars)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>
          <Link to="/services#faq">{t('site.home.faqLink')}</Link>
        </p>
      </section>

      <CtaBand />
    </div>
  );
}
