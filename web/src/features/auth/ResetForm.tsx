import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';
import { FormEnd, PasswordField, TextField } from './fields';
import { PasswordChecklist } from './PasswordChecklist';
import { StepHeading } from './StepHeading';
import { useAuthError } from './useAuthError';

/** Step 2 of password recovery: the emailed code and a new password (same policy and checklist as sign-up). */
export function ResetForm({ email, onDone, onBack }: { email: string; onDone(email: string): void; onBack(): void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, control, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await auth.confirmPasswordReset(email, values.code, values.password);
      toast.success(t('auth.toast.passwordChangedTitle'), t('auth.toast.passwordChangedText'));
      onDone(email);
    } catch (err) {
      const d = report(err, 'auth.toast.resetFailedTitle');
      if (d.kind === 'codeMismatch' || d.kind === 'expiredCode') setError('code', { message: d.message }, { shouldFocus: true });
      else if (d.kind === 'weakPassword') setError('password', { message: d.message }, { shouldFocus: true });
      else setFormError(d.message);
    }
  });

  const errors = formState.errors;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
      <StepHeading id="reset-heading">{t('auth.reset.heading')}</StepHeading>
      <p>{t('auth.reset.text', { email })}</p>
      <TextField
        id="reset-code"
        label={t('auth.fields.resetCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={errors.code}
        {...register('code')}
      />
      <PasswordField
        id="reset-password"
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={errors.password}
        describedBy="reset-password-rules"
        {...register('password')}
      />
      <PasswordChecklist id="reset-password-rules" password={password} />
      <PasswordField
        id="reset-confirm-password"
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <FormEnd
        error={formError}
        submit={t('auth.reset.submit')}
        busy={formState.isSubmitting}
        aside={{ label: t('auth.back'), onClick: onBack }}
      />
    </form>
  );
}
