/** The attempt form's small parts (issue 32): an error line tied to its control, and a checkbox row with its error. */
import type { ReactNode } from 'react';

export function ErrorLine({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

export function Check({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange(v: boolean): void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`field-checkrow${error ? ' field--invalid' : ''}`}>
      <label className="field-choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error && <ErrorLine id={`${id}-error`}>{error}</ErrorLine>}
    </div>
  );
}
