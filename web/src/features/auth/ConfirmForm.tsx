import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmSignUpFormSchema } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { describeAuthError } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { useToast } from '../../lib/toast/ToastProvider';
import { FormEnd, TextField } from './fields';
import { StepHeading } from './StepHeading';
import { useAuthError } from './useAuthError';

const CodeSchema = ConfirmSignUpFormSchema.pick({ code: true });

/** The emailed 6-digit code; "Send a new code" asks Cognito to resend it. Success → "Account created!" → sign in. */
export function ConfirmForm({ email, onConfirmed, onBack }: { email: string; onConfirmed(email: string): void; onBack(): void }) {
  const { t, translate } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await auth.confirmSignUp(email, code);
    } catch (err) {
      if (describeAuthError(err, translate).kind !== 'alreadyConfirmed') {
        const d = report(err, 'auth.toast.signUpFailedTitle');
        if (d.kind === 'codeMismatch' || d.kind === 'expiredCode') setError('code', { message: d.message }, { shouldFocus: true });
        else setFormError(d.message);
        return;
      }
    }
    toast.success(t('auth.toast.accountCreatedTitle'), t('auth.toast.accountCreatedText'));
    onConfirmed(email);
  });

  async function resend() {
    setResending(true);
    setFormError(null);
    try {
      await auth.resendSignUpCode(email);
      toast.info(t('auth.toast.codeSentTitle'), t('auth.confirm.resent', { email }));
    } catch (err) {
      const d = describeAuthError(err, translate);
      if (d.kind === 'alreadyConfirmed') {
        toast.info(t('auth.toast.accountCreatedTitle'), d.message);
        onConfirmed(email);
        return;
      }
      setFormError(report(err, 'auth.toast.signUpFailedTitle').message);
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="confirm-heading">
      <StepHeading id="confirm-heading">{t('auth.confirm.heading')}</StepHeading>
      <p>{t('auth.confirm.text', { email })}</p>
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
