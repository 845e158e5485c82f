import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useI18n } from '../../lib/i18n/I18nProvider';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: FieldError;
  help?: ReactNode;
  /** More ids for aria-describedby (the password checklist). */
  describedBy?: string;
  children?: ReactNode;
}

/** A labelled input: help and error are tied to it with aria-describedby; the error text is an i18n key. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { id, label, error, help, describedBy, children, type = 'text', ...input },
  ref,
) {
  const { t } = useI18n();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, helpId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {help && (
        <p id={helpId} className="auth-field__help">
          {help}
        </p>
      )}
      <div className="auth-field__control">
        <input
          ref={ref}
          id={id}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required="true"
          {...input}
        />
        {children}
      </div>
      {error?.message && (
        <p id={errorId} className="auth-field__error">
          <span aria-hidden="true">⚠ </span>
          {t(error.message)}
        </p>
      )}
    </div>
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
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
            fill="currentColor"
          />
          {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
        </svg>
      </button>
    </TextField>
  );
});

/** A form-level message (not a live region: the toast announces it; this keeps it visible). */
export function FormError({ message }: { message: string | null }) {
  const id = useId();
  if (!message) return null;
  return (
    <p className="auth-form__error" id={id}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
