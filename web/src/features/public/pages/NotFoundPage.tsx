import { Link } from '../../../ui/Link';
import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { linksIn } from '../../../lib/pages';
import { Rich } from '../../../ui/Rich';
import notFoundMessages from '../../../../../shared/i18n/messages/site/not-found';

registerMessages(notFoundMessages);

const LINKS = linksIn('notFound');

/** Any unknown path (lib/pages.ts: '*', meta `notFound`: not indexed by search engines). */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="page page--not-found">
      <header className="page-header">
        <h1>{t('site.notFound.title')}</h1>
        <p className="lead">{t('site.notFound.text')}</p>
      </header>
      <p>{t('site.notFound.try')}</p>
      <ul className="link-list">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(l.label)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Rich text={t('site.notFound.help')} values={{ phone: <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a> }} />
      </p>
    </div>
  );
}
