import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignInFormSchema, type SignInForm as Values } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { describeAuthError } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';
import { FormEnd, SignInFields } from './fields';
import { useAuthError } from './useAuthError';

interface Props {
  defaultEmail: string;
  /** An account begun before sign-up moved to our API and never confirmed: the code step, with this password. */
  onNeedsConfirmation(email: string, password: string): void;
  onForgot(email: string): void;
}

/** Email + password. Success: the page redirects (next, or /admin for staff, /dashboard for clients). */
export function SignInForm({ defaultEmail, onNeedsConfirmation, onForgot }: Props) {
  const { t, translate } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setFocus } = useForm<Values>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Coming back from "Account created!" or a password reset: the email is known, the password is next.
  useEffect(() => {
    if (defaultEmail) setFocus('password');
  }, [defaultEmail, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await auth.signIn(values.email, values.password);
    } catch (err) {
      if (describeAuthError(err, translate).kind === 'notConfirmed') {
        toast.info(t('auth.toast.confirmTitle'), t('auth.toast.confirmText'));
        onNeedsConfirmation(values.email.trim().toLowerCase(), values.password);
        return;
      }
      setFormError(report(err, 'auth.toast.signInFailedTitle').message);
      setFocus('password');
    }
  });

  const errors = formState.errors;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="signin-heading">
      <h2 id="signin-heading" className="auth-form__heading">
        {t('auth.signIn.heading')}
      </h2>
      <SignInFields idPrefix="signin" errors={errors} register={register} />
      <FormEnd
        error={formError}
        submit={t('auth.signIn.submit')}
        busy={formState.isSubmitting}
        aside={{ label: t('auth.signIn.forgot'), onClick: () => onForgot(getValues('email').trim()) }}
      />
    </form>
  );
}
