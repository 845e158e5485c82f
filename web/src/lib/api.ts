import type { z } from 'zod';
import { ApiError, createApiClient, errorFrom } from '../../../shared/api/client';
import { currentToken } from './api-token';
import { config } from './config';

/** An API failure with the server's stable code (translate with t(`errors.${code}`)) and field errors (i18n keys). */
export { ApiError };

export { setTokenProvider } from './api-token';

const client = createApiClient({ baseUrl: () => config().apiUrl, getToken: currentToken });

/**
 * The typed client (shared/api/client.ts): `call('GET /orders/{orderId}', { params: { orderId } })` sends the request
 * the route's contract describes and returns its success body parsed with the contract's schema (a PDF route: its
 * bytes), or throws an ApiError. Use it for every new call site.
 */
export const call = client.call;

export interface ApiOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Validate the response with the contract schema (shared/api). */
  schema?: S;
  signal?: AbortSignal;
}

async function send(path: string, opts: ApiOptions<z.ZodType | undefined>): Promise<Response> {
  const token = await currentToken();
  try {
    return await fetch(`${config().apiUrl}${path}`, {
      method: opts.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Network error', {}, true);
  }
}

async function failure(res: Response): Promise<ApiError> {
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    /* not JSON (a proxy error page) */
  }
  return errorFrom(res.status, res.statusText, json);
}

/**
 * @deprecated Use `call(routeKey, input)`: it takes the path, body and response schema from the route's contract
 * instead of each call site naming them. Kept until every call site has moved (the web's query layer).
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: ApiOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const res = await send(path, opts);
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined as never;
  const data: unknown = await res.json();
  return (opts.schema ? opts.schema.parse(data) : data) as never;
}

/**
 * Binary downloads (PDF).
 * @deprecated Use `call('GET /submissions/{id}/pdf', …)`, which returns `{ bytes, contentType, filename }`.
 */
export async function apiBlob(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await send(path, {});
  if (!res.ok) throw await failure(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), filename };
}
