/** Where a visitor sent to /auth was going: /auth?next=/questionnaire/probate. Only same-site paths are honoured. */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/auth') ? next : null;
}

/** The /auth URL that brings the visitor back to `path` after signing in. */
export function authPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
