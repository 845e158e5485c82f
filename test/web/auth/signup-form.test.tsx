/** The sign-up form: the shared password policy as a live checklist, confirmation mismatch, errors tied to fields. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from '../../../web/src/features/auth/SignUpForm';
import { fakeAuth, renderWithProviders } from './harness';

function setup(locale: 'en' | 'es' = 'en') {
  const auth = fakeAuth();
  const onNeedsConfirmation = jest.fn();
  const onCreated = jest.fn();
  renderWithProviders(<SignUpForm onNeedsConfirmation={onNeedsConfirmation} onCreated={onCreated} />, { auth, locale });
  return { auth, onNeedsConfirmation, onCreated, user: userEvent.setup() };
}

const rule = (key: string) => document.querySelector(`[data-rule="${key}"]`) as HTMLElement;

test('the checklist follows the password as it is typed, rule by rule', async () => {
  const { user } = setup();
  const checklist = screen.getByText('Your password needs:').parentElement as HTMLElement;
  for (const key of ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']) expect(rule(key)).toHaveAttribute('data-met', 'false');
  expect(within(checklist).getByText('At least 8 characters')).toBeInTheDocument();

  const password = screen.getByLabelText('Password');
  await user.type(password, 'abc');
  expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
  expect(rule('minLength')).toHaveAttribute('data-met', 'false');
  expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
  expect(within(rule('lowercase')).getByText(/\(done\)/)).toBeInTheDocument();

  await user.type(password, 'DEF12!');
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

test('a valid form signs up with the names and moves on to the confirmation code', async () => {
  const { user, auth, onNeedsConfirmation } = setup();
  await user.type(screen.getByLabelText('First name'), ' Elena ');
  await user.type(screen.getByLabelText('Last name'), 'Torres');
  await user.type(screen.getByLabelText('Email'), 'elena@example.test');
  await user.type(screen.getByLabelText('Password'), 'Str0ng-pass!');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass!');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(onNeedsConfirmation).toHaveBeenCalledWith('elena@example.test'));
  expect(auth.signUp).toHaveBeenCalledWith({
    firstName: 'Elena',
    lastName: 'Torres',
    email: 'elena@example.test',
    password: 'Str0ng-pass!',
    confirmPassword: 'Str0ng-pass!',
  });
});

test('an existing account: the "Sign up failed" toast and the message on the email field', async () => {
  const { user, auth } = setup();
  (auth.signUp as jest.Mock).mockRejectedValueOnce(Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }));
  await user.type(screen.getByLabelText('First name'), 'Elena');
  await user.type(screen.getByLabelText('Last name'), 'Torres');
  await user.type(screen.getByLabelText('Email'), 'elena@example.test');
  await user.type(screen.getByLabelText('Password'), 'Str0ng-pass!');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng-pass!');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByText('Sign up failed')).toBeInTheDocument());
  const message = 'An account with this email already exists. Sign in, or reset your password if you forgot it.';
  expect(within(region).getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test('in Spanish: labels, checklist and errors are translated', async () => {
  const { user } = setup('es');
  await user.type(screen.getByLabelText('Contraseña'), 'abc');
  await user.type(screen.getByLabelText('Confirme la contraseña'), 'abd');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  expect(screen.getByText('Al menos 8 caracteres')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
});
