import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

interface FollowEvent {
  preventDefault(): void;
  detail: { href?: string; external?: boolean };
}

/** The console's own pages; links to them go through the router. */
export const isConsolePath = (href: string): boolean =>
  href === '/admin' ||
  href.startsWith('/admin?') ||
  href === '/admin/serving' ||
  href.startsWith('/admin/serving/') ||
  href.startsWith('/questionnaire-submission/');

/**
 * Cloudscape links and navigation call `onFollow` on a plain click. Console links go through the router (no reload);
 * links out of the console (the public site) load the page afresh, so Cloudscape's global styles do not follow.
 */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const href = event.detail.href;
      if (!href || event.detail.external || !isConsolePath(href)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
