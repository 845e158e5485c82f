import { Link } from 'react-router-dom';
import { BUSINESS } from '../../../../../shared/business';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Rich } from '../components/Rich';
import { usePageMeta } from '../meta';

/** Any unknown path (router: '*'). Not indexed by search engines. */
export default function NotFoundPage() {
  const { t } = useI18n();
  usePageMeta('notFound', { noindex: true });
  return (
    <div className="page page--not-found">
      <header className="page-header">
        <h1>{t('site.notFound.title')}</h1>
        <p className="lead">{t('site.notFound.text')}</p>
      </header>
      <p>{t('site.notFound.try')}</p>
      <ul className="link-list">
        <li>
          <Link to="/">{t('nav.home')}</Link>
        </li>
        <li>
          <Link to="/services">{t('nav.services')}</Link>
        </li>
        <li>
          <Link to="/questionnaire">{t('nav.questionnaire')}</Link>
        </li>
        <li>
          <Link to="/contact">{t('nav.contact')}</Link>
        </li>
      </ul>
      <p>
        <Rich text={t('site.notFound.help')} values={{ phone: <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a> }} />
      </p>
    </div>
  );
}
