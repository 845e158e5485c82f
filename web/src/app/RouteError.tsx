import { Link, useRouteError } from 'react-router-dom';
import { useI18n } from '../lib/i18n/I18nProvider';

/** The router's fallback for unexpected failures (spec: "Unexpected Application Error!"), with a way back. */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="route-error" tabIndex={-1}>
      <h1>{t('common.unexpectedError')}</h1>
      <p>{t('common.unexpectedErrorHelp')}</p>
      <p>
        <Link to="/">{t('common.backHome')}</Link>
      </p>
    </main>
  );
}
