// Run from apps/web/public: node ../scripts/app-icon.mjs
// Draws the app icon (the favicon's blood drop) as PNGs: no image library needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
const crc = (buf) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
const chunk = (type, data) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };

const bg = [0x30, 0x19, 0x23], drop = [0xbe, 0x16, 0x40], shine = [0xf3, 0xc7, 0xcb];
function colour(x, y) { // x, y in 0..64 like the SVG
  const r = 14, inRect = (() => { const cx = Math.min(Math.max(x, r), 64 - r), cy = Math.min(Math.max(y, r), 64 - r); return (x - cx) ** 2 + (y - cy) ** 2 <= r * r; })();
  if (!inRect) return null;
  const inCircle = (x - 32) ** 2 + (y - 41) ** 2 <= 17 * 17;
  // Upper part: from the tip (32, 9) widening to the circle's tangents.
  const t = (y - 9) / (41 - 9);
  const inTip = y >= 9 && y <= 41 && Math.abs(x - 32) <= 17 * Math.pow(Math.max(t, 0), 0.75);
  if (!(inCircle || inTip)) return bg;
  const d = Math.hypot(x - 32, y - 41);
  const angle = Math.atan2(y - 41, x - 32);
  if (Math.abs(d - 9) < 1.5 && angle > Math.PI * 0.5 && angle < Math.PI * 0.95) return shine;
  return drop;
}
function png(size, file) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) {
        const c = colour(((px + (sx + 0.5) / 4) / size) * 64, ((py + (sy + 0.5) / 4) / size) * 64);
        if (c) { acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255; }
      }
      const a = acc[3] / 16;
      const o = 1 + px * 4;
      if (a > 0) { row[o] = Math.round(acc[0] / (acc[3] / 255)); row[o + 1] = Math.round(acc[1] / (acc[3] / 255)); row[o + 2] = Math.round(acc[2] / (acc[3] / 255)); }
      row[o + 3] = Math.round(a);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 6;
  writeFileSync(file, Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]));
}
png(192, 'icon-192.png');
png(512, 'icon-512.png');
png(180, 'apple-touch-icon.png');
