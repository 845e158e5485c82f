import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: equal values give equal text, whatever the key order sent. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');
