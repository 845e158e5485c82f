import { useState, type FormEvent } from 'react';
import { PASSWORD_POLICY, passwordProblems } from '../../../../shared/auth/password-policy';
import { useAuth } from '../../lib/auth/AuthProvider';
import { describeAuthError } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';

/**
 * My Account's "Sign-in and security" (docs/security.md F3): change the password, or sign out on every device. Either
 * ends every session of the person — the API refuses their earlier tokens at once (POST /me/sessions/end) and Cognito
 * revokes every refresh token — so whoever else had the account is out; this device signs in again too (signed out,
 * the page's guard takes the person to the sign-in page, which brings them back here).
 */
export function AccountSecurity() {
  const { t } = useI18n();
  return (
    <section className="d-card" aria-labelledby="security-title">
      <h2 id="security-title">{t('safety.security.heading')}</h2>
      <p className="d-muted">{t('safety.security.intro')}</p>
      <ChangePassword />
      <SignOutEverywhere />
    </section>
  );
}

function ChangePassword() {
  const { t, translate } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = t('auth.errors.passwordRequired');
    if (passwordProblems(next).length) found.next = t('auth.errors.passwordPolicy');
    else if (next === current) found.next = t('safety.security.change.samePassword');
    if (confirm !== next) found.confirm = t('auth.errors.passwordMismatch');
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((k) => found[k]);
    if (first) return document.getElementById(`security-${first}`)?.focus();
    setBusy(true);
    try {
      await auth.changePassword(current, next);
      toast.success(t('safety.security.change.doneTitle'), t('safety.security.change.doneText'));
    } catch (err) {
      const described = describeAuthError(err, translate);
      if (described.kind === 'invalidCredentials') {
        setErrors({ current: t('safety.security.change.wrongCurrent') });
        document.getElementById('security-current')?.focus();
      } else if (described.kind === 'weakPassword') {
        setErrors({ next: described.message });
        document.getElementById('security-next')?.focus();
      } else toast.error(t('auth.toast.errorTitle'), described.expected ? described.message : t('safety.security.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="d-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="security-change-title">
      <h3 id="security-change-title">{t('safety.security.change.heading')}</h3>
      <Field id="security-current" label={t('safety.security.change.current')} error={errors.current}>
        {(control) => (
          <input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field
        id="security-next"
        label={t('safety.security.change.next')}
        hint={t('safety.security.change.hint', { min: PASSWORD_POLICY.minLength })}
        error={errors.next}
      >
        {(control) => (
          <input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} {...control} />
        )}
      </Field>
      <Field id="security-confirm" label={t('safety.security.change.confirm')} error={errors.confirm}>
        {(control) => (
          <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} {...control} />
        )}
      </Field>
      <div>
        <Button type="submit" busy={busy}>
          {t('safety.security.change.submit')}
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const { t } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await auth.signOutEverywhere();
      toast.success(t('safety.security.everywhere.doneTitle'), t('safety.security.everywhere.doneText'));
    } catch {
      toast.error(t('auth.toast.errorTitle'), t('safety.security.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="d-form" role="group" aria-labelledby="security-everywhere-title">
      <h3 id="security-everywhere-title">{t('safety.security.everywhere.heading')}</h3>
      <p className="d-muted">{t('safety.security.everywhere.text')}</p>
      {asking ? (
        <div className="d-actions" role="alert">
          <p>
            <strong>{t('safety.security.everywhere.confirm')}</strong>
          </p>
          <Button variant="primary" busy={busy} onClick={() => void signOutEverywhere()}>
            {t('safety.security.everywhere.yes')}
          </Button>
          <Button onClick={() => setAsking(false)} disabled={busy}>
            {t('safety.security.everywhere.cancel')}
          </Button>
        </div>
      ) : (
        <div>
          <Button onClick={() => setAsking(true)}>{t('safety.security.everywhere.button')}</Button>
        </div>
      )}
    </div>
  );
}
