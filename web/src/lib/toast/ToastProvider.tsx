import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { registerMessages, useI18n } from '../i18n/I18nProvider';
import messages from './messages';
import { toastStore, type Toast, type ToastInput } from './store';
import './toast.css';

registerMessages(messages);

export interface ToastApi {
  show(input: ToastInput): string;
  success(title: string, text?: string): string;
  error(title: string, text?: string): string;
  info(title: string, text?: string): string;
  dismiss(id: string): void;
}

const api: ToastApi = {
  show: (input) => toastStore.show(input),
  success: (title, text) => toastStore.show({ title, text, tone: 'success' }),
  error: (title, text) => toastStore.show({ title, text, tone: 'error' }),
  info: (title, text) => toastStore.show({ title, text, tone: 'info' }),
  dismiss: (id) => toastStore.dismiss(id),
};

/** Raise toasts from any component. Works anywhere; the one `<Toaster>` (AppProviders) shows them. */
export function useToast(): ToastApi {
  return api;
}

/** The same, outside React (the auth layer, API helpers). */
export const toast = api;

/**
 * The notification region, mounted once by `AppProviders` (inside `<I18nProvider>`): sign-out notices and every
 * feature's toasts show here. Its two live containers exist from the first render (screen readers only announce
 * changes to a live region that is already in the page): polite for information and success, assertive for errors.
 */
export function Toaster() {
  return <ToastRegion />;
}

function ToastRegion() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const polite = toasts.filter((x) => !x.assertive);
  const assertive = toasts.filter((x) => x.assertive);
  const region = useRef<HTMLElement>(null);
  useAvoidPrimaryActions(region, toasts.length > 0);
  return (
    <section ref={region} className="toaster" aria-label={t('toast.region')}>
      <div aria-live="assertive" aria-relevant="additions text">
        <ol className="toaster__list">
          {assertive.map((x) => (
            <ToastItem key={x.id} toast={x} />
          ))}
        </ol>
      </div>
      <div aria-live="polite" aria-relevant="additions text">
        <ol className="toaster__list">
          {polite.map((x) => (
            <ToastItem key={x.id} toast={x} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/** One toast: closes after its duration; the countdown pauses while the pointer is over it or focus is inside it. */
function ToastItem({ toast: item }: { toast: Toast }) {
  const { t } = useI18n();
  const remaining = useRef(item.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const dismiss = useCallback(() => toastStore.dismiss(item.id), [item.id]);

  const pause = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);
  const resume = useCallback(() => {
    if (timer.current || item.duration === 0 || hovered.current || focused.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(dismiss, remaining.current);
  }, [dismiss, item.duration]);

  useEffect(() => {
    resume();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [resume]);

  const handlers = useMemo(
    () => ({
      onMouseEnter: () => {
        hovered.current = true;
        pause();
      },
      onMouseLeave: () => {
        hovered.current = false;
        resume();
      },
      onFocus: () => {
        focused.current = true;
        pause();
      },
      onBlur: (e: FocusEvent<HTMLLIElement>) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        focused.current = false;
        resume();
      },
      onKeyDown: (e: KeyboardEvent<HTMLLIElement>) => {
        if (e.key === 'Escape') dismiss();
      },
    }),
    [pause, resume, dismiss],
  );

  return (
    <li className={`toast toast--${item.tone}`} data-testid="toast" {...handlers}>
      <div className="toast__body">
        <p className="toast__title">{item.title}</p>
        {item.text && <p className="toast__text">{item.text}</p>}
      </div>
      <button type="button" className="toast__close" aria-label={t('toast.dismiss', { title: item.title })} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The page's primary actions, which a toast must never cover (issue 30); the header's are not the page's. */
const PRIMARY_ACTIONS = '.button--primary, .button--accent, button[type="submit"], [data-primary-action]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/**
 * Toasts sit at the bottom of the window, or at its top (`toaster--top`) when at the bottom they would cover one of
 * the page's primary actions on screen ("Go to your dashboard", "Send", "Next"); measured again on scroll, resize and
 * changes to the page while a toast shows. The class is set on the element, not in state, so no render follows.
 */
function useAvoidPrimaryActions(region: { current: HTMLElement | null }, active: boolean): void {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    if (!active) return void el.classList.remove('toaster--top');
    let frame = 0;
    const covers = (top: boolean): boolean => {
      el.classList.toggle('toaster--top', top);
      const area = el.getBoundingClientRect();
      for (const action of document.querySelectorAll<HTMLElement>(PRIMARY_ACTIONS)) {
        if (el.contains(action) || action.closest('.site-header')) continue;
        const r = action.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && overlaps(r, area)) return true;
      }
      return false;
    };
    const place = () => {
      frame = 0;
      el.classList.toggle('toaster--top', covers(false) && !covers(true));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [region, active]);
}
