export const median = (xs: number[]): number => percentile(xs, 50);

/** Nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const round = (n: number, digits = 1): number => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);
export const kib = (bytes: number): number => round(bytes / 1024, 1);
