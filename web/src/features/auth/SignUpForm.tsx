import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SignUpFormSchema, type SignUpForm as Values } from '../../../../shared/auth/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { FormEnd, PasswordField, TextField } from './fields';
import { PasswordChecklist } from './PasswordChecklist';
import { useAuthError } from './useAuthError';

interface Props {
  /**
   * Sign-up was accepted: show the code step. The password stays in the page's memory only, for the code step to set
   * and sign in with.
   */
  onSubmitted(email: string, password: string): void;
}

/**
 * First name, last name, email, password (live checklist from the shared policy) and its confirmation. The answer is
 * the same whether or not the email has an account (docs/security.md B-2): the next step always asks for the code.
 */
export function SignUpForm({ onSubmitted }: Props) {
  const { t, locale } = useI18n();
  const auth = useAuth();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password }) => {
    setFormError(null);
    try {
      await auth.signUp({ firstName, lastName, email, locale });
      onSubmitted(email.trim().toLowerCase(), password);
    } catch (err) {
      setFormError(report(err, 'auth.toast.signUpFailedTitle').message);
    }
  });

  const errors = formState.errors;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="signup-heading">
      <h2 id="signup-heading" className="auth-form__heading">
        {t('auth.signUp.heading')}
      </h2>
      <p className="auth-form__help">{t('auth.signUp.help')}</p>
      <div className="field-row">
        <TextField
          id="signup-first-name"
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName}
          {...register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="signup-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        {...register('email')}
      />
      <PasswordField
        id="signup-password"
        label={t('auth.fields.password')}
        autoComplete="new-password"
        error={errors.password}
        describedBy="signup-password-rules"
        {...register('password')}
      />
      <PasswordChecklist id="signup-password-rules" password={password} />
      <PasswordField
        id="signup-confirm-password"
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <FormEnd error={formError} submit={t('auth.signUp.submit')} busy={formState.isSubmitting} />
    </form>
  );
}
