import type { ReactNode } from 'react';

export type Tone = 'info' | 'success' | 'warning' | 'error';

interface Props {
  tone?: Tone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

const classes = (tone: Tone, className?: string) => ['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ');

/**
 * Something the visitor must notice now, announced by screen readers as it appears (role="alert"): a failed load,
 * a refused action. Errors by default.
 */
export function Alert({ tone = 'error', title, children, className, id }: Props) {
  return (
    <div role="alert" className={classes(tone, className)} id={id}>
      {title && <p className="alert__title">{title}</p>}
      {children}
    </div>
  );
}

/** The same box for information that is part of the page (not announced): a reminder, a confirmation shown on arrival. */
export function Notice({ tone = 'warning', title, children, className, id, live }: Props & { live?: boolean }) {
  return (
    <div role={live ? 'status' : undefined} className={classes(tone, className)} id={id}>
      {title && <p className="alert__title">{title}</p>}
      {children}
    </div>
  );
}
