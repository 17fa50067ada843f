/* Zod-free on purpose: the browser merges translations with German using only this. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fills the gaps of a translated value from the German one, field by field: `null`, missing and
 * empty strings take the German value; objects merge key by key; arrays of equal length merge
 * element by element (translations mirror the German structure), an empty translated array
 * takes the German array, otherwise the translated array wins. Other values (numbers, flags) keep
 * the translated value.
 */
export function withFallback(translated: unknown, base: unknown): unknown {
  if (translated === null || translated === undefined) return base;
  if (typeof translated === 'string') return translated === '' && typeof base === 'string' ? base : translated;
  if (Array.isArray(translated)) {
    if (!Array.isArray(base)) return translated;
    if (translated.length === 0) return base;
    if (translated.length !== base.length) return translated;
    return translated.map((item: unknown, index) => withFallback(item, base[index]));
  }
  if (isRecord(translated)) {
    if (!isRecord(base)) return translated;
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(translated)])) {
      merged[key] = withFallback(translated[key], base[key]);
    }
    return merged;
  }
  return translated;
}

