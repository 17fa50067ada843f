import { describe, expect, it } from 'vitest';
import { syncIdSchema } from '../api/sync.ts';
import { base64WithoutPadding, characterIdOfSyncId, generateSyncId, legacySyncId, syncIdPattern, syncIdRandomBytes } from './sync-id.ts';

describe('base64WithoutPadding', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['~~~', 'fn5+'],
    ['???', 'Pz8/'],
  ])('%j → %s', (text, expected) => {
    expect(base64WithoutPadding(text)).toBe(expected);
  });

  it('refuses text that is not ASCII', () => {
    expect(() => base64WithoutPadding('ü')).toThrow();
  });
});

describe('legacySyncId (docs/product-spec.md §4: id + time in base 36 + random below 1000 in base 36, base64 without padding)', () => {
  const id = '0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c11';
  const prefix = 'MGI3YzRmN2UtNGQ4YS00YTQzLTliMWUtMGYzZjhmMGYyYzEx';
  it.each([
    // 2026-11-22T12:00:00Z = 1795435200000 ms = "mwt7reo0" in base 36; random 0 → "0"
    ['mwt7reo0' + '0', 1_795_435_200_000, 0, `${prefix}bXd0N3JlbzAw`],
    // random just below 1 → 999 → "rr"
    ['mwt7reo0' + 'rr', 1_795_435_200_000, 0.999_999, `${prefix}bXd0N3JlbzBycg`],
    // random 0.5 → 500 → "dw"
    ['mwt7reo0' + 'dw', 1_795_435_200_000, 0.5, `${prefix}bXd0N3JlbzBkdw`],
    ['0' + 'z', 0, 0.035, `${prefix}MHo`],
    ['z' + '1', 35, 0.001, `${prefix}ejE`],
  ])('appends %s', (_plainTail, now, random, expected) => {
    const syncId = legacySyncId(id, now, random);
    expect(syncId).toBe(expected);
    expect(syncId).toMatch(syncIdPattern);
  });

  it('keeps the random part below 1000 even for a random value of 1', () => {
    expect(legacySyncId('c', 0, 1)).toBe('YzBycg');
  });
});

/** Base64 without padding back to text (test-side, independent of the code under test). */
function decode(syncId: string): string {
  const { atob } = globalThis as unknown as { atob(text: string): string };
  return atob(syncId + '='.repeat((4 - (syncId.length % 4)) % 4));
}

describe('generateSyncId: 128 random bits (issue #43, finding 5)', () => {
  const id = '0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c11';
  const now = 1_795_435_200_000;

  it('ends in 25 base-36 digits of 16 fresh cryptographic bytes: 1000 ids at the same millisecond are all different', () => {
    const ids = Array.from({ length: 1000 }, () => generateSyncId(id, now));
    expect(new Set(ids).size).toBe(1000);
    const tails = new Set<string>();
    for (const syncId of ids) {
      expect(syncId).toMatch(syncIdPattern);
      expect(syncIdSchema.safeParse(syncId).success).toBe(true);
      const text = decode(syncId);
      expect(text.startsWith(`${id}mwt7reo0`)).toBe(true);
      const tail = text.slice(`${id}mwt7reo0`.length);
      expect(tail).toMatch(/^[0-9a-z]{25}$/);
      // The server takes path parameters of up to 100 characters.
      expect(syncId.length).toBeLessThanOrEqual(100);
      tails.add(tail);
    }
    expect(syncIdRandomBytes * 8).toBeGreaterThanOrEqual(128);
    expect(tails.size).toBe(1000);
    // Every base-36 digit shows up in every position but the first across 1000 ids: not a counter or a small range.
    for (let at = 1; at < 25; at += 1) expect(new Set([...tails].map((tail) => tail[at])).size).toBe(36);
    // The first digit carries the top of a 128-bit number (2^128 < 16 · 36^24): 0 to f, most of them seen.
    const firsts = new Set([...tails].map((tail) => tail[0]!));
    expect([...firsts].every((digit) => /[0-9a-f]/.test(digit))).toBe(true);
    expect(firsts.size).toBeGreaterThan(10);
  });

  it('encodes given bytes exactly and refuses fewer than 16', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const tail = BigInt('0x00112233445566778899aabbccddeeff').toString(36).padStart(25, '0');
    expect(decode(generateSyncId(id, now, bytes))).toBe(`${id}mwt7reo0${tail}`);
    expect(decode(generateSyncId(id, now, new Uint8Array(16).fill(255)))).toBe(`${id}mwt7reo0${(2n ** 128n - 1n).toString(36)}`);
    expect(() => generateSyncId(id, now, new Uint8Array(15))).toThrow();
  });

  it('ids of the spec’s old shape still validate, and both shapes name their character', () => {
    const old = legacySyncId(id, now, 0.5);
    expect(syncIdSchema.safeParse(old).success).toBe(true);
    expect(characterIdOfSyncId(old)).toBe(id);
    expect(characterIdOfSyncId(generateSyncId(id, now))).toBe(id);
    expect(characterIdOfSyncId('abcdefgh')).toBeUndefined();
    expect(characterIdOfSyncId(base64WithoutPadding('x'.repeat(60)))).toBeUndefined();
  });
});
