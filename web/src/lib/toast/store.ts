/**
 * The toast queue: a tiny external store, so any code can raise a toast (a feature through `useToast()`, the auth
 * layer on sign-out) whether or not the provider has rendered yet; the one `<Toaster>` (mounted by AppProviders) shows what is queued.
 */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  text?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself (paused while hovered or focused). 0 keeps it until closed. */
  duration?: number;
  /** Announce at once (aria-live="assertive"); errors default to true, the rest to polite. */
  assertive?: boolean;
}

export interface Toast extends Required<Omit<ToastInput, 'text'>> {
  id: string;
  text?: string;
  /** Already shown across one page change (a toast raised just before navigating says what led to the new page). */
  carried: boolean;
}

export const DEFAULT_DURATION = 6000;
export const ERROR_DURATION = 10000;
/** More than this and the oldest go first. */
const MAX_VISIBLE = 4;

let toasts: readonly Toast[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
  show(input: ToastInput): string {
    const tone = input.tone ?? 'info';
    const toast: Toast = {
      id: `toast-${++seq}`,
      title: input.title,
      text: input.text,
      tone,
      duration: input.duration ?? (tone === 'error' ? ERROR_DURATION : DEFAULT_DURATION),
      assertive: input.assertive ?? tone === 'error',
      carried: false,
    };
    toasts = [...toasts, toast].slice(-MAX_VISIBLE);
    emit();
    return toast.id;
  },
  dismiss(id: string): void {
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  /**
   * The page changed (issue 30: a toast does not outlive its screen). A toast raised on the page just left is carried
   * to the new one once — "Account created!" raised as the sign-up goes on to the notice — and one already carried
   * closes: no message follows the client over three screens.
   */
  pageChanged(): void {
    if (toasts.length === 0) return;
    toasts = toasts.filter((t) => !t.carried).map((t) => ({ ...t, carried: true }));
    emit();
  },
  clear(): void {
    toasts = [];
    emit();
  },
};
