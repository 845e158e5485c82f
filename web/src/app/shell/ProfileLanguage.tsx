import { useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth/AuthProvider';
import { readStoredChoice, useI18n } from '../../lib/i18n/I18nProvider';
import { useChooseLanguage } from './LanguageSwitch';

/**
 * One language per client (issue 30): the device's choice (localStorage "language", spec §1) and the account's
 * (`preferredLanguage`, which the emails, the case summaries and the PDFs' default follow) are kept the same.
 *  - A signed-in client whose device has no choice yet gets the account's language (a new phone, a cleared browser).
 *  - A device choice that differs from the account's (chosen with the switch, a Spanish link or the browser's language,
 *    before or after signing in) is saved to the account.
 * Staff sessions are left alone: the console's language is the staff member's, not a client's.
 */
export function ProfileLanguage() {
  const auth = useAuth();
  const { locale } = useI18n();
  const choose = useChooseLanguage();
  const saving = useRef<string | null>(null);
  const account = auth.status === 'signedIn' && auth.client !== 'staff' ? (auth.profile?.preferredLanguage ?? null) : null;
  const { refreshProfile } = auth;

  useEffect(() => {
    if (!account) return;
    const chosen = readStoredChoice();
    if (chosen === null) return choose(account);
    if (chosen === account || saving.current === chosen) return;
    saving.current = chosen;
    void import('../../lib/api')
      .then(({ call }) => call('PATCH /me', { body: { preferredLanguage: chosen } }))
      .then(() => refreshProfile())
      .catch(() => undefined) // offline: tried again on the next change or sign-in
      .finally(() => {
        saving.current = null;
      });
  }, [account, locale, choose, refreshProfile]);
  return null;
}
