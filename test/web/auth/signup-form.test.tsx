/**
 * The sign-up form: the shared password policy as a live checklist, confirmation mismatch, errors tied to fields; and
 * the code step, which never says whether the email has an account (docs/security.md B-2).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/api/client';
import { ConfirmForm } from '../../../web/src/features/auth/ConfirmForm';
import { SignUpForm } from '../../../web/src/features/auth/SignUpForm';
import { fakeAuth, renderWithProviders } from './harness';

function setup(locale: 'en' | 'es' = 'en') {
  const auth = fakeAuth();
  const onSubmitted = jest.fn();
  renderWithProviders(<SignUpForm onSubmitted={onSubmitted} />, { auth, locale });
  return { auth, onSubmitted, user: userEvent.setup() };
}

function setupConfirm(locale: 'en' | 'es' = 'en') {
  const auth = fakeAuth();
  const onConfirmed = jest.fn();
  renderWithProviders(<ConfirmForm email="elena@example.test" password="Str0ng-pass!" onConfirmed={onConfirmed} onBack={jest.fn()} />, {
    auth,
    locale,
  });
  return { auth, onConfirmed, user: userEvent.setup() };
}

const rule = (key: string) => document.querySelector(`[data-rule="${key}"]`) as HTMLElement;

test('the checklist follows the password as it is typed, rule by rule', async () => {
  const { user } = setup();
  const checklist = screen.getByText('Your password needs:').parentElement as HTMLElement;
  for (const key of ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']) expect(rule(key)).toHaveAttribute('data-met', 'false');
  expect(within(checklist).getByText('At least 12 characters')).toBeInTheDocument();

  const password = screen.getByLabelText('Password');
  await user.type(password, 'abc');
  expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
  expect(rule('minLength')).toHaveAttribute('data-met', 'false');
  expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
  expect(within(rule('lowercase')).getByText(/\(done\)/)).toBeInTheDocument();

  await user.type(password, 'DEF12!ghi');
  for (const key of ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']) expect(rule(key)).toHaveAttribute('data-met', 'true');
  expect(screen.getByText('5 of 5 requirements met')).toBeInTheDocument();
  // The input points screen readers at the checklist.
  expect(password.getAttribute('aria-describedby')).toContain('signup-password-rules');
});

test('a confirmation that does not match is refused on its field, and nothing is sent', async () => {
  const { user, auth } = setup();
  await user.type(screen.getByLabelText('First name'), 'Elena');
  await user.type(screen.getByLabelText('Last name'), 'Torres');
  await user.type(screen.getByLabelText('Email'), 'elena@example.test');
  await user.type(screen.getByLabelText('Password'), 'Str0ng-pass!');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass?');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const confirm = screen.getByLabelText('Confirm password');
  await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(confirm.getAttribute('aria-describedby')).toContain('signup-confirm-password-error');
  expect(auth.signUp).not.toHaveBeenCalled();
});

test('a weak password and missing names are reported, and the first invalid field gets focus', async () => {
  const { user, auth } = setup();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), 'weakpass');
  await user.type(screen.getByLabelText('Confirm password'), 'weakpass');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Your password does not meet every requirement in the list.')).toBeInTheDocument();
  expect(auth.signUp).not.toHaveBeenCalled();
});

test('a valid form sends the names, the email and the page’s language (no password), then moves on to the code', async () => {
  const { user, auth, onSubmitted } = setup();
  await user.type(screen.getByLabelText('First name'), ' Elena ');
  await user.type(screen.getByLabelText('Last name'), 'Torres');
  await user.type(screen.getByLabelText('Email'), 'elena@example.test');
  await user.type(screen.getByLabelText('Password'), 'Str0ng-pass!');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass!');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  // The password stays with the page (for the code step), never in the sign-up request.
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('elena@example.test', 'Str0ng-pass!'));
  expect(auth.signUp).toHaveBeenCalledWith({ firstName: 'Elena', lastName: 'Torres', email: 'elena@example.test', locale: 'en' });
});

test('a failure of the request (the service is down): the "Sign up failed" toast and the message on the form, no next step', async () => {
  const { user, auth, onSubmitted } = setup();
  (auth.signUp as jest.Mock).mockRejectedValueOnce(new ApiError(503, 'unavailable', 'down', {}, true));
  await user.type(screen.getByLabelText('First name'), 'Elena');
  await user.type(screen.getByLabelText('Last name'), 'Torres');
  await user.type(screen.getByLabelText('Email'), 'elena@example.test');
  await user.type(screen.getByLabelText('Password'), 'Str0ng-pass!');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass!');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByText('Sign up failed')).toBeInTheDocument());
  expect(onSubmitted).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
});

test('the code step is worded the same for every email, and a new code is asked for without saying more', async () => {
  const { user, auth } = setupConfirm();
  expect(
    screen.getByText(
      'If this email can be used for a new account, we sent a 6-digit code to elena@example.test. Enter it below to confirm your email address.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/already exists/i)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  await waitFor(() => expect(auth.resendSignUpCode).toHaveBeenCalledWith('elena@example.test'));
  const region = await screen.findByRole('region', { name: 'Notifications' });
  expect(
    await within(region).findByText('If this email can be used for a new account, we sent a new code to elena@example.test.'),
  ).toBeInTheDocument();
});

test('a refused code is shown on the code field (translated), focused; the right one confirms with the kept password', async () => {
  const { user, auth } = setupConfirm('es');
  (auth.confirmSignUp as jest.Mock).mockRejectedValueOnce(
    new ApiError(400, 'validation_failed', 'The code is not valid', { code: ['errors.field.signUpCode'] }),
  );
  const code = screen.getByLabelText('Código de confirmación');
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirmar correo' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveFocus();
  expect(
    screen.getByText('Este código no es válido o ya venció. Revise el último correo que le enviamos o pida un código nuevo.'),
  ).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '654 321');
  await user.click(screen.getByRole('button', { name: 'Confirmar correo' }));
  await waitFor(() => expect(auth.confirmSignUp).toHaveBeenLastCalledWith('elena@example.test', '654321', 'Str0ng-pass!'));
  const region = await screen.findByRole('region', { name: 'Notificaciones' });
  expect(await within(region).findByText('¡Cuenta creada!')).toBeInTheDocument();
});

test('in Spanish: labels, checklist and errors are translated', async () => {
  const { user } = setup('es');
  await user.type(screen.getByLabelText('Contraseña'), 'abc');
  await user.type(screen.getByLabelText('Confirme la contraseña'), 'abd');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  expect(screen.getByText('Al menos 12 caracteres')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
});
