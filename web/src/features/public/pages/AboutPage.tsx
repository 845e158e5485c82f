import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBand } from '../components/CtaBand';
import aboutMessages from '../../../../../shared/i18n/messages/site/about';
import './about.css';

registerMessages(aboutMessages);

const VALUES = ['honest', 'clear', 'respect'] as const;

/** /about: the family's story, team bios (from the business profile), values and registrations. */
export default function AboutPage() {
  const { t, translate, date, money, number } = useI18n();
  const county = BUSINESS.lda.county;
  const bond = BUSINESS.lda.bond;
  return (
    <div className="page page--about">
      <Breadcrumbs items={[{ to: '/about', label: t('nav.about') }]} />
      <header className="page-header">
        <h1>{t('site.about.title')}</h1>
        <p className="lead">{t('site.about.lead', { years: BUSINESS.claims.yearsInBusiness })}</p>
      </header>

      <section className="section prose" aria-labelledby="story-title">
        <h2 id="story-title">{t('site.about.story.title')}</h2>
        <p>{t('site.about.story.p1', { county })}</p>
        <p>{t('site.about.story.p2', { clients: number(BUSINESS.claims.clients) })}</p>
        <p>{t('site.about.story.p3')}</p>
      </section>

      <section className="section" aria-labelledby="team-title">
        <h2 id="team-title">{t('site.about.team.title')}</h2>
        <ul className="cards team">
          {BUSINESS.team.map((m) => (
            <li key={m.id} className="card team__member">
              <span className="avatar" aria-hidden="true">
                {m.initials}
              </span>
              <h3>{m.name}</h3>
              <p className="team__role">{translate(`site.about.team.${m.id}.role`)}</p>
              <p>{translate(`site.about.team.${m.id}.bio`, { county })}</p>
              <p className="muted">{t('site.about.team.languages')}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="values-title">
        <h2 id="values-title">{t('site.about.values.title')}</h2>
        <ul className="cards">
          {VALUES.map((v) => (
            <li key={v} className="card">
              <h3>{t(`site.about.values.${v}.title`)}</h3>
              <p>{t(`site.about.values.${v}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="credentials-title">
        <h2 id="credentials-title">{t('site.about.credentials.title')}</h2>
        <ul className="credentials">
          <li>
            {t('site.about.credentials.lda', { number: BUSINESS.lda.registrationNumber, county, expires: date(BUSINESS.lda.expires) })}
          </li>
          <li>{t('site.about.credentials.bond', { issuer: bond.issuer, number: bond.number, amount: money(bond.amountCents) })}</li>
          <li>{t('site.about.credentials.notary', { county: BUSINESS.notary.commissionCounty })}</li>
          <li>
            {t('site.about.credentials.processServer', {
              number: BUSINESS.processServer.registrationNumber,
              county: BUSINESS.processServer.county,
            })}
          </li>
        </ul>
      </section>

      <CtaBand />
    </div>
  );
}
