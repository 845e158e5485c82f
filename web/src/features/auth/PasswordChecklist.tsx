import { PASSWORD_POLICY, PASSWORD_RULES } from '../../../../shared/auth/password-policy';
import { useI18n } from '../../lib/i18n/I18nProvider';

/**
 * The shared password policy as a live checklist: each rule shows whether the typed password meets it (a mark and a
 * word, not color alone). The password input points at it with aria-describedby, so screen readers read the rules.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t, translate } = useI18n();
  const results = PASSWORD_RULES.map((rule) => ({ key: rule.key, messageKey: rule.messageKey, met: rule.test(password) }));
  const met = results.filter((r) => r.met).length;
  return (
    <div id={id} className="password-checklist">
      <p className="password-checklist__title">{t('auth.password.rulesTitle')}</p>
      <ul>
        {results.map((r) => (
          <li key={r.key} className={r.met ? 'is-met' : 'is-unmet'} data-rule={r.key} data-met={r.met}>
            <span className="password-checklist__mark" aria-hidden="true">
              {r.met ? '✓' : '○'}
            </span>
            {translate(r.messageKey, { min: PASSWORD_POLICY.minLength })}
            <span className="visually-hidden"> ({r.met ? t('auth.password.met') : t('auth.password.unmet')})</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden">{t('auth.password.progress', { met, total: results.length })}</p>
    </div>
  );
}
