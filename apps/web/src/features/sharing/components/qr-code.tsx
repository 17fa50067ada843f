import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Light modules around the code: scanners need a quiet zone of four. */
const quietZone = 4;

/**
 * A QR code of `value` as SVG elements (no inline styles, no data URL): one path of dark modules
 * on a light square, error correction M (a phone screen photographed at an angle still reads).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value, 'Byte');
    code.make();
    const count = code.getModuleCount();
    const parts: string[] = [];
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
    return { size: count + 2 * quietZone, path: parts.join('') };
  }, [value]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="qr-code">
      <rect className="qr-code__light" width={size} height={size} />
      <path className="qr-code__dark" d={path} />
    </svg>
  );
}
