/**
 * The staff sign-in page (issue 17, B-1) with a fake auth layer: password → code or enrolment, the code field's
 * accessibility, wrong and expired codes, the QR code carrying the otpauth URI, both languages, and the guard that
 * sends visitors of the console here.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'uqr';
import { RequireAdmin } from '../../../web/src/app/guards';
import StaffSignInPage from '../../../web/src/features/auth/StaffSignInPage';
import { fakeAuth, renderRoutes } from './harness';

// The page preloads Amplify while the member types; the fake auth layer needs none of it.
jest.mock('../../../web/src/lib/auth/amplify', () => ({ loadAmplifyAuth: () => new Promise(() => undefined) }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const cognito = (name: string) => Object.assign(new Error(name), { name });

function setup(auth = fakeAuth(), locale: 'en' | 'es' = 'en', path = '/auth/staff') {
  const r = renderRoutes(
    [
      { path: '/auth/staff', element: <StaffSignInPage /> },
      { path: '/admin', element: <RequireAdmin>{<p>console</p>}</RequireAdmin> },
    ],
    path,
    { auth, locale },
  );
  return { ...r, auth, user: userEvent.setup({ delay: null }) };
}

async function password(user: ReturnType<typeof userEvent.setup>, es = false) {
  await user.type(screen.getByLabelText(es ? 'Correo electrónico' : 'Email'), 'rosa@example.test');
  await user.type(screen.getByLabelText(es ? 'Contraseña' : 'Password'), 'Admin-Passw0rd!');
  await user.click(screen.getByRole('button', { name: es ? 'Continuar' : 'Continue' }));
}

test('a visitor of the console is sent to the staff sign-in with the way back', async () => {
  const r = setup(fakeAuth(), 'en', '/admin');
  await waitFor(() => expect(r.router.state.location.pathname).toBe('/auth/staff'));
  expect(r.router.state.location.search).toBe('?next=%2Fadmin');
});

test('password, then the code: one-time-code, numeric, six digits; a wrong code is tied to the field', async () => {
  const { auth, user } = setup();
  await password(user);
  expect(auth.staffSignIn).toHaveBeenCalledWith('rosa@example.test', 'Admin-Passw0rd!');
  const heading = await screen.findByRole('heading', { name: 'Enter your code' });
  await waitFor(() => expect(heading).toHaveFocus());
  const code = screen.getByLabelText('6-digit code');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');

  (auth.staffCode as jest.Mock).mockRejectedValueOnce(cognito('CodeMismatchException'));
  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(auth.staffCode).toHaveBeenCalledWith('123456');
  const error = document.getElementById(code.getAttribute('aria-describedby')!.split(' ')[0]!);
  expect(error).toHaveTextContent('That code is not correct. Enter the code the app shows now');
  expect(code).toHaveFocus();
});

test('a code that is not six digits is refused on the field, and nothing is sent', async () => {
  const { auth, user } = setup();
  await password(user);
  const code = await screen.findByLabelText('6-digit code');
  await user.type(code, '12a');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
  expect(auth.staffCode).not.toHaveBeenCalled();
});

test('an expired sign-in (too slow, too many codes) starts again from the password, saying why', async () => {
  const auth = fakeAuth();
  (auth.staffCode as jest.Mock).mockRejectedValueOnce(cognito('NotAuthorizedException'));
  const { user } = setup(auth);
  await password(user);
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
  expect(screen.getAllByText('This sign-in has expired. Please sign in again.').length).toBeGreaterThan(0);
  expect(auth.cancelStaffSignIn).toHaveBeenCalled();
});

test('enrolment shows the secret as text and as a QR code of the otpauth URI, and sends the first code', async () => {
  const auth = fakeAuth();
  (auth.staffSignIn as jest.Mock).mockResolvedValueOnce({ step: 'enrol', secret: SECRET, via: 'setup' });
  const { user } = setup(auth);
  await password(user);
  expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  const qr = screen.getByRole('img', { name: 'QR code to add Rivera Legal Docs (rosa@example.test) to an authenticator app' });
  // The drawn modules are exactly the QR encoding of the URI (secret, issuer, account).
  const uri =
    'otpauth://totp/Rivera%20Legal%20Docs:rosa%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Rivera+Legal+Docs&algorithm=SHA1&digits=6&period=30';
  const expected = encode(uri, { ecc: 'M', border: 4 });
  expect(qr.getAttribute('data-modules')).toBe(String(expected.size));
  const dark = (qr.querySelector('path')!.getAttribute('d')!.match(/M/g) ?? []).length;
  expect(dark).toBe(expected.data.flat().filter(Boolean).length);

  await user.type(screen.getByLabelText('6-digit code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
  expect(auth.staffEnrol).toHaveBeenCalledWith('654321', 'setup');
});

test('a client is told the account has no staff access, in Spanish too', async () => {
  const auth = fakeAuth();
  (auth.staffSignIn as jest.Mock).mockRejectedValueOnce(cognito('NotStaffException'));
  const { user } = setup(auth, 'es');
  expect(screen.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeInTheDocument();
  await password(user, true);
  expect((await screen.findAllByText(/Esta cuenta no tiene acceso a la consola del personal/)).length).toBeGreaterThan(0);
});

test('a signed-in admin goes straight to ?next', async () => {
  const r = setup(fakeAuth({ status: 'signedIn', isAdmin: true }), 'en', '/auth/staff?next=%2Fadmin');
  await waitFor(() => expect(r.router.state.location.pathname).toBe('/admin'));
});
