import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
// Its words are the signed-in app's (auth.idle.*): a staff member's session can be on a public page, which loads none.
import '../i18n/account-messages';
import { useI18n } from '../i18n/I18nProvider';
import './idle.css';

/**
 * Idle sign-out for staff sessions (issue 17, B-1): after IDLE_LIMIT_MS without activity — a key, a click or touch, a
 * scroll, the pointer moving — in any tab of the site, the session ends. IDLE_WARNING_MS before that an alert dialog
 * says so with a countdown and a "Stay signed in" button (WCAG 2.2.1: the limit can be extended by a simple action).
 * While the warning shows, only its buttons count: a pointer passing over the page does not silently extend it.
 *
 * The last activity is shared between tabs through localStorage, so a second console tab in use keeps the first one
 * signed in. Timers are plain setTimeout over Date.now(), so a test drives them with a fake clock.
 */
export const IDLE_LIMIT_MS = 30 * 60_000;
export const IDLE_WARNING_MS = 2 * 60_000;
/** localStorage key of the last activity (ms since the epoch), shared by the tabs. */
export const LAST_ACTIVITY_KEY = 'lda.lastActivity';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart'] as const;
/** Activity is written at most this often (pointer moves fire many times a second). */
const WRITE_EVERY_MS = 5_000;

function readShared(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage unavailable: this tab's own clock still applies.
  }
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function IdleSignOut({
  onIdle,
  limitMs = IDLE_LIMIT_MS,
  warningMs = IDLE_WARNING_MS,
}: {
  onIdle(): void;
  limitMs?: number;
  warningMs?: number;
}) {
  const { t } = useI18n();
  const last = useRef(Date.now());
  const written = useRef(0);
  const [warnUntil, setWarnUntil] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const warning = warnUntil !== null;
  const warningRef = useRef(false);
  warningRef.current = warning;
  const idleRef = useRef(onIdle);
  idleRef.current = onIdle;
  const stayRef = useRef<HTMLButtonElement>(null);

  const touch = useCallback((force = false) => {
    const at = Date.now();
    last.current = at;
    if (force || at - written.current >= WRITE_EVERY_MS) {
      written.current = at;
      writeShared(at);
    }
  }, []);

  // Activity in this tab (ignored while the warning shows) and in the others (storage events).
  useEffect(() => {
    touch(true);
    const onActivity = () => {
      if (!warningRef.current) touch();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === LAST_ACTIVITY_KEY && e.newValue) {
        last.current = Math.max(last.current, Number(e.newValue) || 0);
        if (warningRef.current && Date.now() - last.current < limitMs - warningMs) setWarnUntil(null);
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [touch, limitMs, warningMs]);

  // One timer at a time, set for the next moment something may change (warning, sign-out, a countdown second).
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const check = () => {
      const lastAt = Math.max(last.current, readShared());
      const at = Date.now();
      const idle = at - lastAt;
      if (idle >= limitMs) {
        idleRef.current();
        return;
      }
      if (idle >= limitMs - warningMs) {
        setWarnUntil(lastAt + limitMs);
        setNow(at);
        id = setTimeout(check, Math.min(1000, lastAt + limitMs - at));
        return;
      }
      setWarnUntil(null);
      id = setTimeout(check, lastAt + limitMs - warningMs - at);
    };
    id = setTimeout(check, Math.max(0, last.current + limitMs - warningMs - Date.now()));
    return () => clearTimeout(id);
    // `warning`: closing the warning ("Stay signed in") starts the schedule again.
  }, [limitMs, warningMs, warning]);

  // The warning takes focus, and gives it back where it was when it closes.
  useEffect(() => {
    if (!warning) return;
    const before = document.activeElement as HTMLElement | null;
    stayRef.current?.focus();
    return () => before?.focus?.();
  }, [warning]);

  /** Tab stays inside the dialog (aria-modal). */
  const trap = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const buttons = [...e.currentTarget.querySelectorAll('button')];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(i + (e.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
    e.preventDefault();
    next?.focus();
  };

  if (!warning) return null;
  const stay = () => {
    touch(true);
    setWarnUntil(null);
  };
  return (
    <div className="idle-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-title"
        aria-describedby="idle-text"
        className="idle-dialog"
        onKeyDown={trap}
      >
        <h2 id="idle-title">{t('auth.idle.title')}</h2>
        <p id="idle-text">{t('auth.idle.text', { minutes: Math.round(limitMs / 60_000) })}</p>
        <p className="idle-dialog__countdown" aria-hidden="true">
          {t('auth.idle.countdown', { time: mmss(warnUntil - now) })}
        </p>
        <div className="idle-dialog__actions">
          <button ref={stayRef} type="button" className="idle-dialog__stay" onClick={stay}>
            {t('auth.idle.stay')}
          </button>
          <button type="button" className="idle-dialog__leave" onClick={() => idleRef.current()}>
            {t('auth.idle.signOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
