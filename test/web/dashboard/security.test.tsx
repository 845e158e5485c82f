/**
 * My Account's "Sign-in and security" (docs/security.md F3): a password change and "sign out on every device" end every
 * session through the auth layer (the API's marker, then Cognito's global sign-out: lib/auth/account.ts); the form
 * checks the new password against the pool's policy first, and a wrong current password is said on its field.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../../../web/src/features/dashboard/AccountPage';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { toastStore } from '../../../web/src/lib/toast/store';
import { Toaster } from '../../../web/src/lib/toast/ToastProvider';
import { fakeAuth, fakeFetch } from '../auth/harness';
import { TestQueryProvider } from '../query';

function Page({ auth, locale = 'en' }: { auth: AuthApi; locale?: 'en' | 'es' }) {
  return (
    <TestQueryProvider>
      <I18nProvider initialLocale={locale}>
        <AuthContext.Provider value={auth}>
          <AccountPage />
          <Toaster />
        </AuthContext.Provider>
      </I18nProvider>
    </TestQueryProvider>
  );
}

beforeEach(() => {
  toastStore.clear();
  fakeFetch(() => undefined);
});

test('changes the password only with a policy-proof new one, then every session ends', async () => {
  const auth = fakeAuth({ status: 'signedIn' });
  const user = userEvent.setup();
  render(<Page auth={auth} />);
  await user.type(screen.getByLabelText('Current password'), 'Old-Passw0rd!!');
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Confirm new password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    expect.stringContaining('Your password does not meet every requirement'),
  );
  expect(auth.changePassword).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'New-Passw0rd!!x');
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('Confirm new password'), 'New-Passw0rd!!x');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(auth.changePassword).toHaveBeenCalledWith('Old-Passw0rd!!', 'New-Passw0rd!!x'));
  expect(await screen.findByText(/signed out on every device/)).toBeVisible();
});

test('a wrong current password is said on its field, and nothing else happens', async () => {
  const auth = fakeAuth({ status: 'signedIn' });
  (auth.changePassword as jest.Mock).mockRejectedValueOnce(
    Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
  );
  const user = userEvent.setup();
  render(<Page auth={auth} locale="es" />);
  await user.type(screen.getByLabelText('Contraseña actual'), 'Wrong-Passw0rd!');
  await user.type(screen.getByLabelText('Contraseña nueva'), 'New-Passw0rd!!x');
  await user.type(screen.getByLabelText('Confirme la contraseña nueva'), 'New-Passw0rd!!x');
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(/no es correcta/));
  expect(screen.getByLabelText('Contraseña actual')).toHaveFocus();
});

test('signs out on every device after a confirmation', async () => {
  const auth = fakeAuth({ status: 'signedIn' });
  const user = userEvent.setup();
  render(<Page auth={auth} />);
  await user.click(screen.getByRole('button', { name: 'Sign out on every device' }));
  expect(auth.signOutEverywhere).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
  await waitFor(() => expect(auth.signOutEverywhere).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Signed out on every device')).toBeVisible();
});
