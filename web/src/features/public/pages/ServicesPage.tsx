import { BUSINESS } from '../../../../../shared/business';
// The types and fees alone: the catalogue's form lists (generated from the form maps) are the hub's, not this page's.
import { PRICE_CENTS, QUESTIONNAIRE_TYPES } from '../../../../../shared/questionnaire-types';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBand } from '../components/CtaBand';
import { Faq } from '../components/Faq';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useHashScroll } from '../useHashScroll';
import catalogueMessages from '../../../../../shared/i18n/messages/catalogue';
import servicesMessages from '../../../../../shared/i18n/messages/site/services';
import './services.css';

registerMessages(servicesMessages);
registerMessages(catalogueMessages);

const AREAS = ['family', 'estate', 'probate', 'other'] as const;
const PRICES = [
  'uncontestedDivorce',
  'contestedDivorce',
  'requestForOrder',
  'exParteRequestForOrder',
  'restrainingOrder',
  'singleLivingTrust',
  'marriedLivingTrust',
  'businessEntity',
  'notarySignature',
] as const satisfies ReadonlyArray<keyof typeof BUSINESS.servicePrices>;
const SERVING = ['i1', 'i2', 'i3', 'i4'] as const;

/** /services: document preparation with published prices and questionnaire fees, notary, process serving, FAQs. */
export default function ServicesPage() {
  const { t, money } = useI18n();
  useHashScroll();
  const county = BUSINESS.lda.county;
  const toc = [
    { id: 'documents', label: t('site.services.documents.title') },
    { id: 'prices', label: t('site.services.prices.title') },
    { id: 'questionnaires', label: t('site.services.questionnaires.title') },
    { id: 'notary', label: t('site.services.notary.title') },
    { id: 'process-serving', label: t('site.services.serving.title') },
    { id: 'faq', label: t('site.faq.title') },
  ];
  return (
    <div className="page page--services">
      <Breadcrumbs items={[{ to: '/services', label: t('nav.services') }]} />
      <header className="page-header">
        <h1>{t('site.services.title')}</h1>
        <p className="lead">{t('site.services.lead', { county })}</p>
      </header>

      <nav className="toc" aria-label={t('site.services.onThisPage')}>
        <h2 className="toc__title">{t('site.services.onThisPage')}</h2>
        <ul>
          {toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="section" id="documents" aria-labelledby="documents-title">
        <h2 id="documents-title">{t('site.services.documents.title')}</h2>
        <p className="section__intro">{t('site.services.documents.intro')}</p>
        <ul className="cards">
          {AREAS.map((a) => (
            <li key={a} className="card">
              <h3>{t(`site.services.documents.${a}.title`)}</h3>
              <p>{t(`site.services.documents.${a}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" id="prices" aria-labelledby="prices-title">
        <h2 id="prices-title">{t('site.services.prices.title')}</h2>
        <table className="price-table">
          <caption>{t('site.services.prices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('site.services.prices.service')}</th>
              <th scope="col">{t('site.services.prices.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {PRICES.map((p) => (
              <tr key={p}>
                <th scope="row">{t(`site.services.prices.${p}`)}</th>
                <td>{money(BUSINESS.servicePrices[p])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">{t('site.services.prices.note')}</p>
      </section>

      <section className="section" id="questionnaires" aria-labelledby="questionnaires-title">
        <h2 id="questionnaires-title">{t('site.services.questionnaires.title')}</h2>
        <p className="section__intro">{t('site.services.questionnaires.intro')}</p>
        <table className="price-table">
          <caption>{t('site.services.questionnaires.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('site.services.questionnaires.form')}</th>
              <th scope="col">{t('site.services.questionnaires.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {QUESTIONNAIRE_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`catalogue.${type}.title`)}</th>
                <td>{money(PRICE_CENTS[type])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <ButtonLink to="/questionnaire" variant="primary">
            {t('site.services.questionnaires.start')}
          </ButtonLink>
        </p>
      </section>

      <section className="section" id="notary" aria-labelledby="notary-title">
        <h2 id="notary-title">{t('site.services.notary.title')}</h2>
        <p className="section__intro">{t('site.services.notary.intro')}</p>
        <ul className="cards">
          <li className="card">
            <Icon name="home" />
            <h3>{t('site.services.notary.inOffice.title')}</h3>
            <p>{t('site.services.notary.inOffice.text')}</p>
          </li>
          <li className="card">
            <Icon name="chat" />
            <h3>{t('site.services.notary.online.title')}</h3>
            <p>{t('site.services.notary.online.text')}</p>
          </li>
        </ul>
        <p>
          <strong>{t('site.services.notary.fee', { fee: money(BUSINESS.notary.feePerSignatureCents) })}</strong>
        </p>
        <p>{t('site.services.notary.bring')}</p>
      </section>

      <section className="section" id="process-serving" aria-labelledby="serving-title">
        <h2 id="serving-title">{t('site.services.serving.title')}</h2>
        <p className="section__intro">{t('site.services.serving.intro', { county })}</p>
        <ul className="checklist">
          {SERVING.map((i) => (
            <li key={i}>{t(`site.services.serving.${i}`)}</li>
          ))}
        </ul>
        <p>
          {t('site.services.serving.registration', {
            number: BUSINESS.processServer.registrationNumber,
            county: BUSINESS.processServer.county,
          })}
        </p>
        <p>{t('site.services.serving.quote', { phone: BUSINESS.phone })}</p>
      </section>

      <section className="section" id="turnaround" aria-labelledby="turnaround-title">
        <h2 id="turnaround-title">{t('site.services.turnaround.title')}</h2>
        <p>
          {t('site.services.turnaround.text', {
            days: BUSINESS.turnaround.standardDays,
            rushMin: BUSINESS.turnaround.rushHours[0],
            rushMax: BUSINESS.turnaround.rushHours[1],
          })}
        </p>
      </section>

      <Faq />
      <CtaBand />
    </div>
  );
}
