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
import type { CatalogueEntry } from '../../../../../shared/catalogue';
import { hubDocuments, type HubDocument } from '../hub-documents';

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
                  <HubForms entry={entry} />
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

/** A card's forms and documents: those always prepared, then those prepared depending on the answers (hub-documents.ts). */
function HubForms({ entry }: { entry: CatalogueEntry }) {
  const { t, translate } = useI18n();
  const { always, whenNeeded } = hubDocuments(entry);
  // A form by its number (in English, as printed), another document by its name in the page's language.
  const names = (docs: HubDocument[]) =>
    docs.map((d, i) => (
      <span key={'number' in d ? d.number : d.key}>
        {i > 0 && ', '}
        {'number' in d ? <span lang="en">{d.number}</span> : translate(`journey.hub.documents.${d.key}`)}
      </span>
    ));
  const [before, after] = t('journey.hub.whenNeeded', { list: '\u0000' }).split('\u0000');
  return (
    <>
      {always.length > 0 && <dd>{names(always)}</dd>}
      {whenNeeded.length > 0 && (
        <dd className="j-hub__when">
          {before}
          {names(whenNeeded)}
          {after}
        </dd>
      )}
    </>
  );
}
