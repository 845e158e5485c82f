import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ForgotPasswordFormSchema, type ForgotPasswordForm } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { isUnverifiedResetRefusal } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { FormEnd, TextField } from './fields';
import { StepHeading } from './StepHeading';
import { useAuthError } from './useAuthError';

/** Step 1 of password recovery: the email to send a reset code to. Fires the password-recovery auth event. */
export function ForgotForm({ defaultEmail, onSent, onBack }: { defaultEmail: string; onSent(email: string): void; onBack(): void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await auth.requestPasswordReset(email);
    } catch (err) {
      // An account never verified gets an answer AWS also gives, by turns, to unknown emails: the same next step.
      if (!isUnverifiedResetRefusal(err)) {
        setFormError(report(err, 'auth.toast.resetFailedTitle').message);
        return;
      }
    }
    auth.notifyPasswordRecovery();
    onSent(email.trim());
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
      <StepHeading id="forgot-heading">{t('auth.forgot.heading')}</StepHeading>
      <p>{t('auth.forgot.text')}</p>
      <TextField
        id="forgot-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={formState.errors.email}
        {...register('email')}
      />
      <FormEnd
        error={formError}
        submit={t('auth.forgot.submit')}
        busy={formState.isSubmitting}
        aside={{ label: t('auth.back'), onClick: onBack }}
      />
    </form>
  );
}
