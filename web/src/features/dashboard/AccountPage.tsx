import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { UpdateProfileRequestSchema, type Profile } from '../../../../shared/api/profile';
import { LOCALES, type Locale } from '../../../../shared/i18n/core';
import { ApiError, errorCodeText } from '../../lib/api';
import { displayName, useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import workspaceMessages from '../../../../shared/i18n/messages/workspace';
import { registerMessages } from '../../lib/i18n/I18nProvider';
import { AccountSecurity } from './AccountSecurity';
import { updateProfile } from './api';
import './dashboard.css';

registerMessages(workspaceMessages);

type Input = z.input<typeof UpdateProfileRequestSchema>;
type Output = z.output<typeof UpdateProfileRequestSchema>;
const FIELDS = ['firstName', 'lastName', 'phone', 'preferredLanguage'] as const;

/** The form's values for a profile as the API answers it. */
const formValues = (profile: Profile): Input => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  preferredLanguage: profile.preferredLanguage,
});

/**
 * My Account: names, phone and preferred language, validated with the API's own schema (PATCH /me); the server's
 * field errors land on their fields. Saving re-reads the profile; a new preferred language switches the site too.
 */
export default function AccountPage() {
  const { t, translate, locale, setLocale } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const { profile, isAdmin } = auth;
  // The profile may arrive after the first render (GET /me), and changes when saved: the form follows it (`values`),
  // except in the fields the user has typed in (`keepDirtyValues`). Until it arrives, the names of the ID token.
  const values = useMemo(() => (profile ? formValues(profile) : undefined), [profile]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(UpdateProfileRequestSchema),
    defaultValues: values ?? { firstName: auth.givenName ?? '', lastName: auth.familyName ?? '', phone: '', preferredLanguage: locale },
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body: Output = { ...values, phone: values.phone ? values.phone : null };
    try {
      const saved = await updateProfile(body);
      // Saved: the form shows the profile as the server keeps it (e.g. the phone as written back), typed values included.
      reset(formValues(saved), { keepDirtyValues: false });
      // The device's choice first, then the profile: the two agree at every render (app/shell/ProfileLanguage.tsx).
      if (saved.preferredLanguage !== locale) setLocale(saved.preferredLanguage);
      await auth.refreshProfile();
      toast.success(t('dashboard.account.savedTitle'), t('dashboard.account.savedText'));
    } catch (err) {
      let focused = false;
      if (err instanceof ApiError) {
        for (const field of FIELDS) {
          const keys = err.fieldErrors[field];
          if (keys?.length) {
            setError(field, { message: keys[0] }, { shouldFocus: !focused });
            focused = true;
          }
        }
      }
      const message = errorCodeText(err, translate);
      toast.error(t('dashboard.account.failedTitle'), message);
    }
  });

  const errorOf = (name: (typeof FIELDS)[number]) => (errors[name]?.message ? translate(String(errors[name]?.message)) : null);

  return (
    <section className="d-page" aria-labelledby="account-title">
      <h1 id="account-title">{t('dashboard.account.title')}</h1>
      <section className="d-card" aria-labelledby="account-summary">
        <h2 id="account-summary">{t('dashboard.account.summary')}</h2>
        <dl className="d-facts">
          <div>
            <dt>{t('dashboard.account.name')}</dt>
            <dd data-testid="profile-name">{displayName(auth) || '—'}</dd>
          </div>
          <div>
            <dt>{t('dashboard.account.email')}</dt>
            <dd data-testid="profile-email">{profile?.email ?? auth.email}</dd>
          </div>
          <div>
            <dt>{t('dashboard.account.role')}</dt>
            {/* The role's word in the reader's language only (review row 28: "Cliente (client)"). */}
            <dd data-testid="profile-role" data-role={isAdmin ? 'admin' : 'client'}>
              {t(`dashboard.account.roles.${isAdmin ? 'admin' : 'client'}`)}
            </dd>
          </div>
        </dl>
        <p className="d-muted">{t('dashboard.account.emailHelp')}</p>
      </section>

      <form className="d-card d-form" onSubmit={onSubmit} noValidate aria-labelledby="account-form-title">
        <h2 id="account-form-title">{t('dashboard.account.formHeading')}</h2>
        <div className="field-row">
          <Field id="account-firstName" label={t('dashboard.account.firstName')} error={errorOf('firstName')}>
            {(control) => <input type="text" autoComplete="given-name" aria-required="true" {...control} {...register('firstName')} />}
          </Field>
          <Field id="account-lastName" label={t('dashboard.account.lastName')} error={errorOf('lastName')}>
            {(control) => <input type="text" autoComplete="family-name" aria-required="true" {...control} {...register('lastName')} />}
          </Field>
        </div>
        <Field id="account-phone" label={t('dashboard.account.phone')} hint={t('dashboard.account.phoneHelp')} error={errorOf('phone')}>
          {(control) => <input type="tel" autoComplete="tel-national" inputMode="tel" {...control} {...register('phone')} />}
        </Field>
        <Field
          id="account-preferredLanguage"
          label={t('dashboard.account.language')}
          hint={t('dashboard.account.languageHelp')}
          error={errorOf('preferredLanguage')}
        >
          {(control) => (
            <select {...control} {...register('preferredLanguage')}>
              {LOCALES.map((l: Locale) => (
                <option key={l} value={l} lang={l}>
                  {t(`common.languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('dashboard.account.save')}
          </Button>
        </div>
      </form>
      {!isAdmin && <EmailPreferences />}
      <AccountSecurity />
    </section>
  );
}

/** Which emails the client gets: the essential ones always; status changes only if they keep them on. */
function EmailPreferences() {
  const { t, translate } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const current = auth.profile?.emailPreferences.nonEssential ?? true;
  const [nonEssential, setNonEssential] = useState(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setNonEssential(current), [current]);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await updateProfile({ emailPreferences: { nonEssential } });
      await auth.refreshProfile();
      toast.success(t('workspace.emailPrefs.saved'));
    } catch (err) {
      toast.error(t('errors.internal'), err instanceof ApiError ? translate(`errors.${err.code}`) : undefined);
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="d-card d-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="email-prefs-title">
      <h2 id="email-prefs-title">{t('workspace.emailPrefs.heading')}</h2>
      <p className="d-muted">{t('workspace.emailPrefs.intro')}</p>
      <label className="d-check">
        <input
          type="checkbox"
          checked={nonEssential}
          onChange={(e) => setNonEssential(e.target.checked)}
          data-testid="email-non-essential"
        />
        <span>{t('workspace.emailPrefs.nonEssential')}</span>
      </label>
      <div>
        <Button type="submit" busy={saving}>
          {t('workspace.emailPrefs.save')}
        </Button>
      </div>
    </form>
  );
}
