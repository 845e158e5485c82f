import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/** A load that failed: what could not be loaded, and a button to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  children,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  children?: ReactNode;
}) {
  return (
    <Alert className="load-failed">
      <p>{message}</p>
      <div className="button-row">
        <Button onClick={onRetry}>{retryLabel}</Button>
        {children}
      </div>
    </Alert>
  );
}
