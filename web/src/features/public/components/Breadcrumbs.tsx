import { Link } from '../../../ui/Link';
import { useI18n } from '../../../lib/i18n/I18nProvider';

/** Home › <current page>: a navigation landmark labelled "Breadcrumb", the current page marked aria-current. */
export function Breadcrumbs({ items }: { items: ReadonlyArray<{ to: string; label: string }> }) {
  const { t } = useI18n();
  const trail = [{ to: '/', label: t('nav.home') }, ...items];
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumbs">
      <ol>
        {trail.map((item, i) => {
          const current = i === trail.length - 1;
          return (
            <li key={item.to}>
              <Link to={item.to} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
