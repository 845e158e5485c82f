import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's h1, focused when it appears (or when `focusKey` changes: a page that replaces its content after a load),
 * so screen-reader and keyboard users start at the new content's title. Not focused visibly unless by keyboard.
 */
export function PageTitle({ children, id = 'page-title', focusKey }: { children: ReactNode; id?: string; focusKey?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, [focusKey]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
