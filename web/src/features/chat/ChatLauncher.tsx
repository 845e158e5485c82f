import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Icon } from '../../ui/Icon';
import { OPEN_CHAT_EVENT } from './open-chat';

/** The panel is its own chunk, fetched when the visitor first shows interest (hover, focus) or opens it. */
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

/**
 * The floating chat assistant (spec §2, §4): a round button fixed at the bottom right opens the panel and is hidden
 * while it is open. Below 80rem (where it would sit over the page's content) the header's chat button opens it instead
 * (./open-chat.ts) and the floating one is not shown (launcher.css). Focus moves into the panel on open and back to the button on close. Once opened, the panel stays
 * mounted (hidden when closed), so the conversation survives closing and page changes.
 */
export function ChatLauncher() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) {
      // Back to what opened it: the header's button on a phone (the floating one is not shown there), else this one.
      const back = opener.current?.isConnected && opener.current.offsetParent !== null ? opener.current : button.current;
      back?.focus();
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      opener.current = (e as CustomEvent<HTMLElement | null>).detail;
      setStarted(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  const prefetch = () => void loadPanel().catch(() => undefined);

  return (
    <aside className="chat" aria-label={t('chat.title')}>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        hidden={open}
        aria-haspopup="dialog"
        aria-label={t('chat.open')}
        data-testid="chat-open"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setStarted(true);
          setOpen(true);
        }}
      >
        <Icon name="chat" />
      </button>
      {started && (
        <Suspense
          fallback={
            <div className="chat-panel chat-panel--loading" role="status">
              {t('chat.loading')}
            </div>
          }
        >
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
