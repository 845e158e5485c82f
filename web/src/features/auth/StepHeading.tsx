import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a step that replaced another (confirm, forgot, reset): focused when shown, so keyboard and screen
 *  reader users land on the new step instead of at the top of the page. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="auth-form__heading">
      {children}
    </h2>
  );
}
