import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BUSINESS } from '../../../../shared/business';
import {
  botReply,
  canSend,
  CHAT_MAX_LENGTH,
  CHAT_REPLY_DELAY_MS,
  QUICK_QUESTIONS,
  showQuickQuestions,
  type ChatLink,
  type ChatMessage,
  type ChatSender,
} from '../../../../shared/chat/assistant';
import chatMessages from '../../../../shared/i18n/messages/chat';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import './chat.css';

// The panel's words come with it on the chat's first opening; the launcher's are the shell's (messages/chat-launcher.ts).
registerMessages(chatMessages);

/** A reply's link: a site page in the page's language (ui Link), a phone or mail link, or another site in a new tab. */
function ReplyLink({ link }: { link: ChatLink }) {
  const { t } = useI18n();
  const label = t(`chat.links.${link.key}`, { phone: BUSINESS.phone, email: BUSINESS.email });
  if (link.href.startsWith('/')) return <Link to={link.href}>{label}</Link>;
  if (/^(tel|mailto):/.test(link.href)) return <a href={link.href}>{label}</a>;
  return (
    <a href={link.href} target="_blank" rel="noreferrer">
      {label} <span className="visually-hidden">{t('chat.links.external')}</span>
    </a>
  );
}

let seq = 0;
const message = (sender: ChatSender, text: string, id = `chat-${Date.now().toString(36)}-${++seq}`): ChatMessage => ({
  id,
  sender,
  text,
  timestamp: new Date().toISOString(),
});
const GREETING_ID = 'chat-greeting';

/**
 * The chat panel (lazy chunk): title and close button, the conversation (role="log", announced politely), a typing
 * indicator shown for CHAT_REPLY_DELAY_MS before each reply, quick questions while there are at most two messages,
 * and the input, whose send button is disabled while it holds only white space. Escape closes. Replies come from the
 * keyword matcher in shared/chat (no network).
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, translate, locale } = useI18n();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('bot', t('chat.greeting', { name: BUSINESS.name }), GREETING_ID)]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const lang = useRef({ translate, locale });
  lang.current = { translate, locale };

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // The greeting follows the page language; the rest of the conversation stays as it was written.
  useEffect(() => {
    setMessages((m) => m.map((x) => (x.id === GREETING_ID ? { ...x, text: t('chat.greeting', { name: BUSINESS.name }) } : x)));
  }, [t]);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, pending]);

  const send = (text: string) => {
    if (!canSend(text)) return;
    const question = text.trim().slice(0, CHAT_MAX_LENGTH);
    setMessages((m) => [...m, message('user', question)]);
    setDraft('');
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const { translate: tr, locale: lc } = lang.current;
      const reply = botReply(question, tr, lc);
      setMessages((m) => [...m, { ...message('bot', reply.text), links: reply.links }]);
      setPending((n) => n - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  const time = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit' });

  return (
    <div
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      aria-describedby="chat-subtitle"
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
    >
      <div className="chat-panel__header">
        <div>
          <h2 id="chat-title" className="chat-panel__title">
            {t('chat.title')}
          </h2>
          <p id="chat-subtitle" className="chat-panel__subtitle">
            {t('chat.subtitle')}
          </p>
        </div>
        <button type="button" className="chat-panel__close" aria-label={t('chat.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div ref={log} className="chat-log" role="log" aria-live="polite" aria-label={t('chat.log')} tabIndex={0} data-testid="chat-log">
        {messages.map((m) => (
          <div key={m.id} className={`chat-msg chat-msg--${m.sender}`} data-sender={m.sender}>
            <p className="chat-msg__text">
              <span className="visually-hidden">{m.sender === 'user' ? t('chat.you') : t('chat.bot')}: </span>
              {m.text}
            </p>
            {m.links?.length ? (
              <ul className="chat-msg__links" aria-label={t('chat.links.title')}>
                {m.links.map((l) => (
                  <li key={l.key}>
                    <ReplyLink link={l} />
                  </li>
                ))}
              </ul>
            ) : null}
            <time className="chat-msg__time" dateTime={m.timestamp}>
              {time.format(new Date(m.timestamp))}
            </time>
          </div>
        ))}
        {pending > 0 && (
          <p className="chat-typing" data-testid="chat-typing">
            <span className="chat-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('chat.typing')}
          </p>
        )}
      </div>

      {showQuickQuestions(messages.length) && (
        <div className="chat-quick" role="group" aria-label={t('chat.quickTitle')}>
          {QUICK_QUESTIONS.map((q) => (
            <Button
              key={q}
              className="chat-quick__button"
              onClick={() => {
                send(t(`chat.quick.${q}`));
                // The quick questions go away after the reply: keep focus somewhere useful.
                input.current?.focus();
              }}
            >
              {t(`chat.quick.${q}`)}
            </Button>
          ))}
        </div>
      )}

      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
        }}
      >
        <label htmlFor="chat-input" className="visually-hidden">
          {t('chat.inputLabel')}
        </label>
        <input
          id="chat-input"
          ref={input}
          className="chat-form__input"
          type="text"
          value={draft}
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="chat-form__send" disabled={!canSend(draft)}>
          {t('chat.send')}
        </button>
      </form>
    </div>
  );
}
