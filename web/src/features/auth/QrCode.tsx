import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn here as SVG from the text (uqr encodes; nothing is sent anywhere — the secret it carries must not
 * leave the page). Error correction M, the standard 4-module quiet zone, dark on white whatever the theme.
 */
export function QrCode({ text, label, size = 208 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-modules={modules}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
