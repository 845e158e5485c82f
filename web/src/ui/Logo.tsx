/** The brand mark (also the page loader's animated logo). Decorative: the brand name is always next to it. */
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f3b5a" />
      <path
        d="M18 46V18h16a10 10 0 0 1 0 20h-8l12 8"
        fill="none"
        stroke="#f4c95d"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
