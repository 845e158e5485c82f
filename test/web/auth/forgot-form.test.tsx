/**
 * Password recovery's first step never tells whether an email has an account (docs/security.md B-2): Cognito refuses a
 * reset for an account with no verified email, an answer AWS also gives by turns to unknown emails when user existence
 * errors are prevented, so the form goes on to the code step exactly as for a sent code. Other failures are shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotForm } from '../../../web/src/features/auth/ForgotForm';
import { fakeAuth, renderWithProviders } from './harness';

function named(name: string, message: string): Error {
  const err = new Error(message);
  err.name = name;
  return err;
}

async function submit(failure: Error | null) {
  const auth = fakeAuth();
  if (failure) (auth.requestPasswordReset as jest.Mock).mockRejectedValueOnce(failure);
  const onSent = jest.fn();
  renderWithProviders(<ForgotForm defaultEmail="" onSent={onSent} onBack={jest.fn()} />, { auth });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), ' elena@example.test ');
  await user.click(screen.getByRole('button', { name: 'Send reset code' }));
  await waitFor(() => expect(auth.requestPasswordReset).toHaveBeenCalledWith('elena@example.test'));
  return { auth, onSent };
}

test('a code sent: the code step', async () => {
  const { onSent } = await submit(null);
  await waitFor(() => expect(onSent).toHaveBeenCalledWith('elena@example.test'));
});

test('an account without a verified email: the same code step, no error on the page', async () => {
  const { auth, onSent } = await submit(
    named('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'),
  );
  await waitFor(() => expect(onSent).toHaveBeenCalledWith('elena@example.test'));
  expect(auth.notifyPasswordRecovery).toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/cannot reset|registered|verified/i)).not.toBeInTheDocument();
});

test('any other failure is shown and the step stays', async () => {
  const { onSent } = await submit(named('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
  const form = screen.getByRole('form', { name: 'Reset your password' });
  expect(await within(form).findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  expect(onSent).not.toHaveBeenCalled();
});
