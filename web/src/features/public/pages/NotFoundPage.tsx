import { Link } from 'react-router-dom';
import { BUSINESS } from '../../../../../shared/business';
import { NOT_FOUND_LINKS } from '../../../app/shell/links';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { Rich } from '../components/Rich';
import { usePageMeta } from '../meta';
import notFoundMessages from '../../../../../shared/i18n/messages/site/not-found';

registerMessages(notFoundMessages);

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
        {NOT_FOUND_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(l.labelKey)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Rich text={t('site.notFound.help')} values={{ phone: <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a> }} />
      </p>
    </div>
  );
}
