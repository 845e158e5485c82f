import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/client';
import { ConfirmCodeFormSchema } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { useToast } from '../../lib/toast/ToastProvider';
import { FormEnd, TextField } from './fields';
import { StepHeading } from './StepHeading';
import { useAuthError } from './useAuthError';

interface Props {
  email: string;
  /** The password typed at sign-up (in memory only): the code sets it, then signs in with it. */
  password: string;
  /** Confirmed, but signing in did not follow (the sign-in form takes over, with the email). */
  onConfirmed(email: string): void;
  onBack(): void;
}

/**
 * The emailed 6-digit code (POST /auth/confirm-sign-up); "Send a new code" asks for another (POST /auth/resend-code).
 * Neither says whether the email has an account. Success → "Account created!" and signed in: the page goes on to
 * where the visitor was going.
 */
export function ConfirmForm({ email, password, onConfirmed, onBack }: Props) {
  const { t } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    resolver: zodResolver(ConfirmCodeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await auth.confirmSignUp(email, code, password);
    } catch (err) {
      const codeError = err instanceof ApiError ? err.fieldErrors.code?.[0] : undefined;
      if (codeError) return setError('code', { message: codeError }, { shouldFocus: true });
      if (err instanceof ApiError) return setFormError(report(err, 'auth.toast.signUpFailedTitle').message);
      // The account is confirmed; only the sign-in after it failed: the sign-in form takes over.
      report(err, 'auth.toast.signInFailedTitle');
      onConfirmed(email);
      return;
    }
    toast.success(t('auth.toast.accountCreatedTitle'), t('auth.toast.accountCreatedText'));
  });

  async function resend() {
    setResending(true);
    setFormError(null);
    try {
      await auth.resendSignUpCode(email);
      toast.info(t('auth.toast.codeSentTitle'), t('auth.confirm.resent', { email }));
    } catch (err) {
      setFormError(report(err, 'auth.toast.signUpFailedTitle').message);
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="confirm-heading">
      <StepHeading id="confirm-heading">{t('auth.confirm.heading')}</StepHeading>
      <p>{t('auth.confirm.text', { email })}</p>
      <p className="auth-form__help">{t('auth.confirm.existing')}</p>
      <TextField
        id="confirm-code"
        label={t('auth.fields.code')}
        help={t('auth.confirm.help')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={formState.errors.code}
        {...register('code')}
      />
      <FormEnd
        error={formError}
        submit={t('auth.confirm.submit')}
        busy={formState.isSubmitting}
        actions={
          <Button onClick={() => void resend()} disabled={resending}>
            {t('auth.confirm.resend')}
          </Button>
        }
        aside={{ label: t('auth.back'), onClick: onBack }}
      />
    </form>
  );
}
