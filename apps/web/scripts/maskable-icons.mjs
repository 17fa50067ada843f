/**
 * Draws the maskable app icons (issue #21) without any image library: a full-bleed dark square,
 * a ring in the line colours (one equal arc per line, in each theme file's `iconRing` order) inside the maskable safe zone
 * (the inner 80 % circle), and the Vitae blood drop in the middle. Writes PNGs into public/.
 * Run: `node apps/web/scripts/maskable-icons.mjs` (the PNGs are committed; rerun after a colour change).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

// The line colours the app uses: each line's src/theme/lines/<line>/theme.json, in its ring place.
const themesDir = path.resolve(import.meta.dirname, '../src/theme/lines');
const themes = readdirSync(themesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(path.join(themesDir, entry.name, 'theme.json'), 'utf8')))
  .sort((a, b) => a.iconRing - b.iconRing);

const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const background = hex('#120e10');
const drop = hex('#be1640');
const shine = hex('#f3c7cb');
const ring = themes.map((theme) => hex(theme.primary));

/** The colour at a point of the unit square (0..1). */
function colourAt(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const distance = Math.hypot(dx, dy);
  // The drop: a circle with a point above it.
  const cy = 0.56;
  const r = 0.15;
  const inCircle = Math.hypot(x - 0.5, y - cy) <= r;
  const top = 0.25;
  const inPoint = y >= top && y <= cy && Math.abs(x - 0.5) <= ((y - top) / (cy - top)) * r * 0.96;
  if (inCircle || inPoint) {
    const highlight = Math.hypot(x - 0.45, y - 0.6) > 0.075 && Math.hypot(x - 0.45, y - 0.6) < 0.095 && x < 0.45 && y > 0.6;
    return highlight ? shine : drop;
  }
  if (distance >= 0.3 && distance <= 0.36) {
    const angle = (Math.atan2(dy, dx) + Math.PI * 2.75) % (Math.PI * 2);
    return ring[Math.floor(angle / ((Math.PI * 2) / ring.length)) % ring.length];
  }
  return background;
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(size) {
  const samples = 4;
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1)
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = colourAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
        }
      for (let c = 0; c < 3; c += 1) rows[y * (size * 3 + 1) + 1 + x * 3 + c] = Math.round(sum[c] / samples ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const publicDir = path.resolve(import.meta.dirname, '../public');
for (const size of [192, 512]) writeFileSync(path.join(publicDir, `icon-maskable-${size}.png`), png(size));
