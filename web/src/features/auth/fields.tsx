import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SignInForm } from '../../../../shared/auth/forms';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Notice } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/Icon';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: FieldError;
  help?: ReactNode;
  /** More ids for aria-describedby (the password checklist). */
  describedBy?: string;
  children?: ReactNode;
}

/** A required input of the auth forms (ui/Field): the error is an i18n key; `children` sit beside the input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { id, label, error, help, describedBy, children, type = 'text', ...input },
  ref,
) {
  const { translate } = useI18n();
  return (
    <Field id={id} label={label} hint={help} error={error?.message ? translate(error.message) : null} describedBy={describedBy}>
      {(control) => (
        <div className="auth-field__control">
          <input ref={ref} type={type} aria-required="true" {...control} {...input} />
          {children}
        </div>
      )}
    </Field>
  );
});

/** A password input with a show/hide toggle (aria-pressed), keeping the label exactly as given. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(props, ref) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField {...props} ref={ref} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none">
      <button
        type="button"
        className="auth-field__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={t('auth.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={22} />
      </button>
    </TextField>
  );
});

/** The email and password of a sign-in (the clients' and the staff's forms): ids `<idPrefix>-email`, `-password`. */
export function SignInFields({
  idPrefix,
  errors,
  register,
}: {
  idPrefix: string;
  errors: FieldErrors<SignInForm>;
  register: UseFormRegister<SignInForm>;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email}
        {...register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
    </>
  );
}

/**
 * The end of every auth form: the form-level error, the submit button (with `actions` beside it), and an action that
 * reads as a link under them (back, forgot password).
 */
export function FormEnd(props: {
  error: string | null;
  submit: string;
  busy: boolean;
  actions?: ReactNode;
  aside?: { label: string; onClick(): void };
}) {
  const submit = (
    <Button type="submit" variant="primary" busy={props.busy}>
      {props.submit}
    </Button>
  );
  return (
    <>
      <FormError message={props.error} />
      {props.actions ? (
        <div className="button-row">
          {submit}
          {props.actions}
        </div>
      ) : (
        submit
      )}
      {props.aside && (
        <p className="auth-form__aside">
          <Button variant="link" onClick={props.aside.onClick}>
            {props.aside.label}
          </Button>
        </p>
      )}
    </>
  );
}

/** A form-level message (not a live region: the toast announces it; this keeps it visible). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="error">
      <p>
        <span aria-hidden="true">⚠ </span>
        {message}
      </p>
    </Notice>
  );
}
