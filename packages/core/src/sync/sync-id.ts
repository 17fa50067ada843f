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

/** Upper bound (exclusive) of the random part of the spec's sync id (docs/product-spec.md §9). */
export const syncRandomBound = 1000;

/**
 * The spec's sync id (docs/product-spec.md §4): base64 without padding of the character id, the
 * time in base 36 and a random whole number below 1000 in base 36. Guessable: fellow players see
 * the character id, and with the time known to the minute 60,000 ms × 1,000 = about 2^26 ids
 * remain. The app no longer makes it; ids of this shape from older clients are still read and
 * written. `random` is a value in [0, 1).
 */
export function legacySyncId(characterId: string, nowMs: number, random: number): string {
  const part = Math.min(syncRandomBound - 1, Math.max(0, Math.floor(random * syncRandomBound)));
  return base64WithoutPadding(`${characterId}${Math.floor(nowMs).toString(36)}${part.toString(36)}`);
}

/** Random bytes in every sync id the app makes: 128 bits, out of reach of guessing (issue #43, finding 5). */
export const syncIdRandomBytes = 16;

/** The part of Web Crypto needed here; lib ES2023 does not declare it. */
interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

function cryptoBytes(count: number): Uint8Array {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto || typeof crypto.getRandomValues !== 'function') throw new Error('globalThis.crypto.getRandomValues is not available');
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Base-36 digits that hold 128 bits (36^25 > 2^128). */
const randomDigits = 25;

/**
 * A new outgoing sync id: the spec's shape (character id, time in base 36, then the random part,
 * base64 without padding) with the random part made of `syncIdRandomBytes` cryptographic bytes
 * (25 base-36 digits) instead of a number below 1000. Anyone holding the id could read the
 * character id and the time anyway; only the 128 random bits keep strangers out. With a UUID the
 * id has 92 letters: it must stay within the server's 100 characters of a path parameter.
 * `random` lets tests fix the bytes.
 */
export function generateSyncId(characterId: string, nowMs: number, random: Uint8Array = cryptoBytes(syncIdRandomBytes)): string {
  if (random.length < syncIdRandomBytes) throw new Error(`a sync id needs ${syncIdRandomBytes} random bytes`);
  const value = random.slice(0, syncIdRandomBytes).reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  return base64WithoutPadding(`${characterId}${Math.floor(nowMs).toString(36)}${value.toString(36).padStart(randomDigits, '0')}`);
}

/**
 * Base64 (with or without `=` padding) back to its text, one character per byte; `undefined` when
 * it is not base64.
 */
export function decodeBase64Text(base64: string): string | undefined {
  const body = base64.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  let text = '';
  for (let i = 0; i < body.length; i += 4) {
    const chunk = body.slice(i, i + 4);
    const digits = [...chunk].map((letter) => alphabet.indexOf(letter));
    if (digits.some((digit) => digit < 0)) return undefined;
    const bits = digits.reduce((sum, digit) => (sum << 6) | digit, 0) << (6 * (4 - chunk.length));
    text += String.fromCharCode((bits >> 16) & 255);
    if (chunk.length > 2) text += String.fromCharCode((bits >> 8) & 255);
    if (chunk.length > 3) text += String.fromCharCode(bits & 255);
  }
  return text;
}

const uuidPrefix = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The character id a sync id of the spec's shape (or the app's) begins with, when it begins with
 * a UUID (what this server gives characters); `undefined` for anything else. A hint only: whoever
 * makes the id chooses what it encodes.
 */
export function characterIdOfSyncId(syncId: string): string | undefined {
  // 48 base64 letters encode the 36 characters of a UUID exactly.
  const text = syncId.length >= 48 ? decodeBase64Text(syncId.slice(0, 48)) : undefined;
  return text === undefined ? undefined : uuidPrefix.exec(text)?.[0].toLowerCase();
}

/** What a sync id looks like on the wire (base64 letters, 8 to 200 of them). */
export const syncIdPattern = /^[A-Za-z0-9+/]{8,200}$/;
