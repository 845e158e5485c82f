/**
 * The message thread as both workspaces show it: the pages arrive newest first (each newest first) and the screen
 * reads oldest first; the read markers are the newest page's. Seeing a thread with unread messages reads it — by the
 * one unread rule (shared/casework.ts `hasUnread`), which the server applies too.
 */
import { useEffect } from 'react';
import type { Message, MessagesPage } from '../../../../shared/api/casework';
import { hasUnread, type Party, type ThreadMarkers } from '../../../../shared/casework';

export interface ThreadView {
  /** Oldest first. */
  messages: Message[];
  /** The read markers (null until the first page has arrived). */
  markers: ThreadMarkers | null;
}

export function threadView(pages: readonly MessagesPage[] | undefined): ThreadView {
  if (!pages?.length) return { messages: [], markers: null };
  return { messages: pages.flatMap((p) => p.items).reverse(), markers: pages[0].thread };
}

/**
 * Mark the thread read while `reader` has unread messages in it (once at a time: not again while a mark is on its
 * way). `markRead` is the feature's mutation (its api module), which refreshes what shows the counts.
 */
export function useMarkThreadRead(markers: ThreadMarkers | null, reader: Party, markRead: { mutate(): void; isPending: boolean }): void {
  const unread = markers !== null && hasUnread(markers, reader);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unread && !isPending) mutate();
  }, [unread, isPending, mutate]);
}
