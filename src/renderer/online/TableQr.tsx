// The join link as a QR code, for a phone's camera (drawn as SVG by the qrcode library, shown as an image).

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function TableQr({ link }: { readonly link: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (svg === null) return null;
  return (
    <img
      className="table-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`QR code of the join link ${link}`}
      width={160}
      height={160}
    />
  );
}
