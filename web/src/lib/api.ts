import { ApiError, createApiClient, type CallInput, type CallOutput, type FileDownload } from '../../../shared/api/client';
import type { RouteKey } from '../../../shared/api/routes';
import { currentToken, reportSessionEnded } from './api-token';
import { config } from './config';

/** An API failure with the server's stable code (translate with t(`errors.${code}`)) and field errors (i18n keys). */
export { ApiError };

export { setTokenProvider } from './api-token';

/**
 * A request made while the page is hidden (the questionnaire saving its draft as the client switches apps or closes
 * the tab: issue 30) is sent with `keepalive`, so the browser finishes it even if the page goes away; browsers cap
 * keepalive bodies at 64 KiB, so a larger one goes as usual.
 */
const KEEPALIVE_MAX_BYTES = 60_000;
const pageFetch: typeof fetch = (input, init) => {
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const small = typeof init?.body !== 'string' || init.body.length <= KEEPALIVE_MAX_BYTES;
  return globalThis.fetch(input, hidden && small ? { ...init, keepalive: true } : init);
};

const client = createApiClient({ baseUrl: () => config().apiUrl, getToken: currentToken, fetch: pageFetch });

/**
 * The typed client (shared/api/client.ts): `call('GET /orders/{orderId}', { params: { orderId } })` sends the request
 * the route's contract describes and returns its success body parsed with the contract's schema (a PDF route: its
 * bytes), or throws an ApiError. Use it for every new call site.
 */
export const call = ((key: RouteKey, input?: unknown) =>
  (client.call as (k: RouteKey, i?: unknown) => Promise<unknown>)(key, input).catch(async (err: unknown) => {
    // A token the API refuses: the session was ended elsewhere (the auth layer signs out here too).
    if (err instanceof ApiError && err.status === 401 && (await currentToken())) reportSessionEnded();
    throw err;
  })) as typeof client.call;

/** One of the caller's things that is not there for them: missing, someone else's (the API answers 404 either way), or an id that cannot be one (400). */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && (err.status === 404 || err.status === 400);

/**
 * The sentence for a failed call, in the reader's language: the first field error the API named (of `field` when
 * given and present, else of any field), else the error code's `errors.<code>`; anything that is not an API answer
 * (a bug, a refused upload outside the API) reads as `fallback`. `translate` is `useI18n().translate`.
 */
export function errorText(err: unknown, translate: (key: string) => string, opts: { field?: string; fallback?: string } = {}): string {
  if (!(err instanceof ApiError)) return translate(opts.fallback ?? 'errors.internal');
  const named = opts.field ? err.fieldErrors[opts.field] : undefined;
  const first = named?.length ? named[0] : Object.values(err.fieldErrors).flat()[0];
  return translate(first ?? `errors.${err.code}`);
}

/** The error code's sentence alone (`errors.<code>`), for a heading above the field errors; `errors.internal` otherwise. */
export const errorCodeText = (err: unknown, translate: (key: string) => string): string =>
  translate(err instanceof ApiError ? `errors.${err.code}` : 'errors.internal');

/** The routes that answer a file (PDF, CSV): their `call` returns `{ bytes, contentType, filename }`. */
export type FileRouteKey = { [K in RouteKey]: CallOutput<K> extends FileDownload ? K : never }[RouteKey];

/**
 * `call` for a file route, handed to the browser as a download: the file name the server gives (Content-Disposition),
 * else `fallbackName`. Throws the ApiError of `call`; nothing is saved then.
 */
export async function download<K extends FileRouteKey>(key: K, input: CallInput<K>, fallbackName: string): Promise<void> {
  const file = (await (call as (key: K, input: CallInput<K>) => Promise<unknown>)(key, input)) as FileDownload;
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.contentType }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = file.filename ?? fallbackName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Long enough for the browser to start reading it; the page may stay open for hours.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
