/** The console's Flashbar messages: any part of a page raises one with `useNotify()`; the shell shows them. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  header: string;
  content?: ReactNode;
}

interface Notifications {
  items: ReadonlyArray<Notice & { id: string }>;
  notify(notice: Notice): void;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<Notifications | null>(null);
const MAX = 3;
let seq = 0;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notifications['items']>([]);
  const notify = useCallback((n: Notice) => setItems((list) => [{ ...n, id: `notice-${++seq}` }, ...list].slice(0, MAX)), []);
  const dismiss = useCallback((id: string) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const value = useMemo(() => ({ items, notify, dismiss }), [items, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

function useNotifications(): Notifications {
  const ctx = useContext(NotificationsContext);
  if (!ctx) throw new Error('useNotify outside the admin shell');
  return ctx;
}

export const useNotify = (): Notifications['notify'] => useNotifications().notify;

/** Flashbar items: dismissible, errors announced assertively, the rest politely. */
export function useFlashbarItems(dismissLabel: string): FlashbarProps.MessageDefinition[] {
  const { items, dismiss } = useNotifications();
  return items.map((n) => ({
    id: n.id,
    type: n.type,
    header: n.header,
    content: n.content,
    dismissible: true,
    dismissLabel,
    onDismiss: () => dismiss(n.id),
    ariaRole: n.type === 'error' || n.type === 'warning' ? 'alert' : 'status',
  }));
}
