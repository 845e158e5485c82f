import type { ReactNode } from 'react';

/** What the control inside a Field gets: its id, its description ids and its invalid state. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

interface Props {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error, shown under the control and tied to it. */
  error?: string | null;
  /** More ids for aria-describedby (a password checklist). */
  describedBy?: string;
  className?: string;
  /** The control, given its wiring: `(control) => <input {...control} {...register('x')} />`. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error wired to it (aria-describedby: error first, then hint), the error marked
 * on the control (aria-invalid) and shown with a sign, not by colour alone.
 */
export function Field({ id, label, hint, error, describedBy, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined, className: 'input' })}
      {error && (
        <p id={errorId} className="field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
