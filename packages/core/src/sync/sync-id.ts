const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of an ASCII text without `=` padding (what `btoa(text).replace(/=+$/, '')` gives). */
export function base64WithoutPadding(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : undefined;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : undefined;
    if (a > 0x7f || (b ?? 0) > 0x7f || (c ?? 0) > 0x7f) throw new Error('sync ids are made of ASCII text');
    const bits = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += alphabet[(bits >> 18) & 63]! + alphabet[(bits >> 12) & 63]!;
    if (b !== undefined) out += alphabet[(bits >> 6) & 63]!;
    if (c !== undefined) out += alphabet[bits & 63]!;
  }
  return out;
}

/** Upper bound (exclusive) of the sync id's random part (docs/product-spec.md §9). */
export const syncRandomBound = 1000;

/**
 * The outgoing sync id of docs/product-spec.md §4: base64 without padding of the character id,
 * the time in base 36 and a random whole number below 1000 in base 36. `random` is a value in
 * [0, 1) (pass `Math.random()` or a crypto-based one); the clock and the randomness come from the caller.
 */
export function generateSyncId(characterId: string, nowMs: number, random: number): string {
  const part = Math.min(syncRandomBound - 1, Math.max(0, Math.floor(random * syncRandomBound)));
  return base64WithoutPadding(`${characterId}${Math.floor(nowMs).toString(36)}${part.toString(36)}`);
}

/** What a sync id looks like on the wire (base64 letters, 8 to 200 of them). */
export const syncIdPattern = /^[A-Za-z0-9+/]{8,200}$/;
