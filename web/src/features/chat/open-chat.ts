/**
 * Open the chat assistant from elsewhere than its floating button: the header's chat button, shown instead of the
 * floating one on screens narrower than the page's content plus its margins (issue 30: a floating button there covers
 * prices and lists). The launcher (./ChatLauncher.tsx) listens, opens the panel and returns focus to `opener` on close.
 */
export const OPEN_CHAT_EVENT = 'lda:open-chat';

export function openChat(opener: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<HTMLElement | null>(OPEN_CHAT_EVENT, { detail: opener }));
}
