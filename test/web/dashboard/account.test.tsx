/** My Account: the form follows the profile as it arrives and as it is saved, and never overwrites what the user typed. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '../../../shared/api/profile';
import AccountPage from '../../../web/src/features/dashboard/AccountPage';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { toastStore } from '../../../web/src/lib/toast/store';
import { Toaster } from '../../../web/src/lib/toast/ToastProvider';
import { fakeAuth, fakeFetch, PROFILE } from '../auth/harness';
import { TestQueryProvider } from '../query';

function Page({ auth }: { auth: AuthApi }) {
  return (
    <TestQueryProvider>
      <I18nProvider initialLocale="en">
        <AuthContext.Provider value={auth}>
          <AccountPage />
          <Toaster />
        </AuthContext.Provider>
      </I18nProvider>
    </TestQueryProvider>
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
/** Signed in, the profile (GET /me) not read yet: the names come from the ID token. */
const beforeProfile = () => fakeAuth({ status: 'signedIn', profile: null, givenName: 'Elena', familyName: 'Torres' });
const withProfile = (profile: Partial<Profile>) => fakeAuth({ status: 'signedIn', profile: { ...PROFILE, ...profile } });

beforeEach(() => toastStore.clear());

test('the profile arriving after the first render fills the form', async () => {
  fakeFetch(() => undefined);
  const view = render(<Page auth={beforeProfile()} />);
  expect(field('First name').value).toBe('Elena');
  expect(field('Phone').value).toBe('');

  view.rerender(<Page auth={withProfile({ firstName: 'Elenita', phone: '(310) 555-0100', preferredLanguage: 'es' })} />);
  await waitFor(() => expect(field('First name').value).toBe('Elenita'));
  expect(field('Phone').value).toBe('(310) 555-0100');
  expect((screen.getByLabelText('Preferred language', { exact: false }) as HTMLSelectElement).value).toBe('es');
});

test('what the user typed before the profile arrived stays; the fields they left fill from the profile', async () => {
  fakeFetch(() => undefined);
  const user = userEvent.setup();
  const view = render(<Page auth={beforeProfile()} />);
  await user.clear(field('First name'));
  await user.type(field('First name'), 'Lena');

  view.rerender(<Page auth={withProfile({ firstName: 'Elenita', lastName: 'Torres Vega', phone: '(310) 555-0100' })} />);
  await waitFor(() => expect(field('Phone').value).toBe('(310) 555-0100'));
  expect(field('Last name').value).toBe('Torres Vega');
  expect(field('First name').value).toBe('Lena');
});

test('saving sends PATCH /me and shows the saved profile', async () => {
  const calls = fakeFetch((method, path, body) =>
    method === 'PATCH' && path === '/me'
      ? { status: 200, body: { profile: { ...PROFILE, ...(body as object), phone: '(310) 555-0100' }, isAdmin: false } }
      : undefined,
  );
  const user = userEvent.setup();
  const auth = withProfile({});
  render(<Page auth={auth} />);
  await user.type(field('Phone'), '3105550100');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Account updated')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/me', body: { firstName: 'Elena', lastName: 'Torres', phone: '3105550100', preferredLanguage: 'en' } },
  ]);
  expect(auth.refreshProfile).toHaveBeenCalled();
  expect(field('Phone').value).toBe('(310) 555-0100');
});
