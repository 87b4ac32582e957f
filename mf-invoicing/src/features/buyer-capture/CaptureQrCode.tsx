import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The link as a QR code (an SVG: the same drawing in every browser and in tests, no canvas). */
export function CaptureQrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((drawn) => live && setSvg(drawn))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <div className="h-56 w-56 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="Código QR del enlace para el cliente"
      width={224}
      height={224}
      className="h-56 w-56"
    />
  );
}
