import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';

/** My Account (the foundation slice shows the profile read from GET /me). */
export default function AccountPage() {
  const { t } = useI18n();
  const { profile, isAdmin, email } = useAuth();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('nav.myAccount')}</h1>
      <dl className="profile">
        <dt>Name</dt>
        <dd data-testid="profile-name">{profile ? `${profile.firstName} ${profile.lastName}` : '—'}</dd>
        <dt>Email</dt>
        <dd data-testid="profile-email">{profile?.email ?? email}</dd>
        <dt>Role</dt>
        <dd data-testid="profile-role">{isAdmin ? 'admin' : 'client'}</dd>
      </dl>
    </section>
  );
}
