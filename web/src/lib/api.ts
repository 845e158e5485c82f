import type { z } from 'zod';
import { ErrorBodySchema, type ErrorCode } from '../../../shared/api/errors';
import { config } from './config';

/** An API failure with the server's stable code (translate with t(`errors.${code}`)) and field errors (i18n keys). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The auth layer tells the client how to get a fresh ID token (Amplify refreshes it when needed). */
export function setTokenProvider(p: TokenProvider): void {
  tokenProvider = p;
}

export interface ApiOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Validate the response with the contract schema (shared/api). */
  schema?: S;
  signal?: AbortSignal;
}

async function send(path: string, opts: ApiOptions<z.ZodType | undefined>): Promise<Response> {
  const token = await tokenProvider();
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
  let parsed: ReturnType<typeof ErrorBodySchema.safeParse> | null = null;
  try {
    parsed = ErrorBodySchema.safeParse(await res.json());
  } catch {
    /* not JSON (a proxy error page) */
  }
  if (parsed?.success) {
    const e = parsed.data.error;
    return new ApiError(res.status, e.code, e.message, e.fieldErrors ?? {}, e.retryable ?? [502, 503, 504].includes(res.status));
  }
  const retryable = [502, 503, 504].includes(res.status);
  return new ApiError(res.status, retryable ? 'unavailable' : 'internal', res.statusText, {}, retryable);
}

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

/** Binary downloads (PDF). */
export async function apiBlob(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await send(path, {});
  if (!res.ok) throw await failure(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), filename };
}
