import { useEffect, useState } from 'react';
import { useNavigationBlocker } from '../../lib/navigation/history';

/**
 * Guards unsaved answers: closing or reloading the tab asks the browser's confirmation; navigating inside the app
 * first tries to save, and asks the client only if that fails (`confirming`: show the dialog, then stay or leave).
 * In-app navigations are held by the app's history (lib/navigation/history.ts).
 */
export function useLeaveGuard(dirty: boolean, flush: () => Promise<boolean>) {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a return value to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void flush().then((ok) => {
      if (cancelled) return;
      if (ok) blocker.proceed();
      else setConfirming(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, flush]);

  return {
    confirming,
    stay: () => {
      setConfirming(false);
      if (blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      setConfirming(false);
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
