/**
 * The otpauth:// URI as a QR code, drawn here as SVG elements (no image service, nothing sent
 * anywhere). The encoder (uqr) is loaded on demand: only a customer turning TOTP on downloads it.
 */
import { useEffect, useState } from 'react';

type Matrix = boolean[][];

/** One path for every dark module: `M x y h1 v1 h-1 z` per module, merged along each row. */
function pathOf(matrix: Matrix): string {
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return d;
}

export function QrCode({ value }: { value: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);

  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(value, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [value]);

  if (!matrix) return <div className="qr qr-loading skeleton" aria-hidden="true" />;
  const size = matrix.length;
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(matrix)} fill="#000" />
    </svg>
  );
}
