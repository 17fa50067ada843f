import { describe, expect, it } from 'vitest';
import { base64WithoutPadding, generateSyncId, syncIdPattern } from './sync-id.ts';

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

describe('generateSyncId (docs/product-spec.md §4: id + time in base 36 + random below 1000 in base 36, base64 without padding)', () => {
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
    const syncId = generateSyncId(id, now, random);
    expect(syncId).toBe(expected);
    expect(syncId).toMatch(syncIdPattern);
  });

  it('keeps the random part below 1000 even for a random value of 1', () => {
    expect(generateSyncId('c', 0, 1)).toBe('YzBycg');
  });
});
