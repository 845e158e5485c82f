import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../../../shared/catalogue';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import catalogueMessages from '../../../../../shared/i18n/messages/catalogue';
import journeyHubMessages from '../../../../../shared/i18n/messages/journey-hub';
import { ButtonLink } from '../../../ui/Button';
import { PageTitle } from '../../../ui/PageTitle';
import { JourneySteps } from '../ui';
import '../journey.css';
import { noticePath } from '../../../lib/questionnaire-paths';

// A public page: its words come with its chunk (the journey's steps, the catalogue's names), not with the shell.
registerMessages(journeyHubMessages);
registerMessages(catalogueMessages);

/** /questionnaire: every questionnaire type with its plain-language description, fee and a Start button. */
export default function QuestionnaireHubPage() {
  const { t, money } = useI18n();
  const auth = useAuth();
  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="choose" />
      <PageTitle>{t('journey.hub.title')}</PageTitle>
      <p className="j-lead">{t('journey.hub.intro')}</p>
      {auth.status !== 'signedIn' && <p className="j-muted">{t('journey.hub.account')}</p>}
      <ul className="j-hub">
        {QUESTIONNAIRE_TYPES.map((type) => {
          const entry = CATALOGUE[type];
          const titleId = `hub-${type}-title`;
          return (
            <li key={type} className="j-hub__item" data-type={type}>
              <h2 id={titleId} className="j-hub__title">
                {t(entry.titleKey)}
              </h2>
              <p className="j-hub__desc">{t(entry.descriptionKey)}</p>
              <dl className="j-hub__facts">
                <div>
                  <dt>{t('journey.hub.fee')}</dt>
                  <dd>{money(entry.priceCents)}</dd>
                </div>
                <div>
                  <dt>{t('journey.hub.forms')}</dt>
                  <dd>{entry.forms.join(', ')}</dd>
                </div>
              </dl>
              {/* "Start: <questionnaire>" is the link's name (aria-label) and its text (the name hidden visually), so the
                  link makes sense out of context for screen readers and for tools that read the text. */}
              <ButtonLink
                to={noticePath(type)}
                variant="primary"
                className="j-hub__start"
                aria-label={`${t('journey.hub.start')}: ${t(entry.titleKey)}`}
              >
                {t('journey.hub.start')}
                <span className="visually-hidden">: {t(entry.titleKey)}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
