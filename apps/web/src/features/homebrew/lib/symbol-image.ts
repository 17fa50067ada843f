import { clanSymbolPattern, homebrewLimits } from '@vitae/core/homebrew';

/** Clan symbols are shown at most this many pixels wide and high. */
const symbolPixels = 128;

export type SymbolResult = { ok: true; dataUrl: string } | { ok: false; reason: 'unreadable' | 'too-large' };

/**
 * Reads an image file and turns it into a small square-fitted clan symbol: scaled down to at most
 * 128 × 128 pixels and encoded as WebP (PNG where the browser cannot write WebP), so it stays far
 * below the server's size limit.
 */
export async function symbolFromFile(file: File): Promise<SymbolResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const scale = Math.min(1, symbolPixels / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const webp = canvas.toDataURL('image/webp', 0.85);
  const dataUrl = webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
  if (dataUrl.length > homebrewLimits.symbolChars || !clanSymbolPattern.test(dataUrl)) return { ok: false, reason: 'too-large' };
  return { ok: true, dataUrl };
}
