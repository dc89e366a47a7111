import QRCode from 'qrcode';
import { useEffect, useMemo } from 'react';
import './qr-code.css';

interface QrCodeProps {
  /** The text to encode, typically an `otpauth://` URL. */
  text: string;
  /** The accessible name of the image, e.g. "QR code for your authenticator app". */
  label: string;
  /** Called once when the text cannot be encoded; the component then draws nothing. */
  onError?: (error: unknown) => void;
}

type QrMatrix = { size: number; isDark: (row: number, column: number) => boolean };

/** Light border around the code (in modules) that scanners need to find it. */
const QUIET_ZONE = 4;

function encode(text: string): { matrix: QrMatrix } | { error: unknown } {
  try {
    if (!text) throw new Error('Nothing to encode');
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return {
      matrix: { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 },
    };
  } catch (error) {
    return { error };
  }
}

/** One path of unit squares: a single DOM node however large the code is. */
function pathOf(matrix: QrMatrix) {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column))
        parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/**
 * A QR code drawn as inline SVG. Data URLs (the qrcode package's `toDataURL`) are blocked by
 * the Content Security Policy, so the module matrix is drawn directly.
 */
export function QrCode({ text, label, onError }: QrCodeProps) {
  const result = useMemo(() => encode(text), [text]);
  const failure = 'error' in result ? result.error : null;

  useEffect(() => {
    if (failure) onError?.(failure);
    // onError is deliberately left out: a new callback identity is not a new failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  if (!('matrix' in result)) return null;
  const dimension = result.matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={pathOf(result.matrix)} fill="#000000" />
    </svg>
  );
}
