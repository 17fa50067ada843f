import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRandomSource, rollDice, seededRandomSource, sequenceRandomSource } from './random.ts';

const draw = (random: () => number, count: number): number[] => Array.from({ length: count }, () => random());

describe('seededRandomSource', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(draw(seededRandomSource(42), 50)).toEqual(draw(seededRandomSource(42), 50));
    expect(draw(seededRandomSource(42), 50)).not.toEqual(draw(seededRandomSource(43), 50));
  });

  it('gives every face 1–10 about equally often', () => {
    const counts = new Array<number>(11).fill(0);
    for (const face of draw(seededRandomSource(7), 100_000)) counts[face] = (counts[face] as number) + 1;
    expect(counts[0]).toBe(0);
    for (let face = 1; face <= 10; face += 1) {
      expect(counts[face]).toBeGreaterThan(9_500);
      expect(counts[face]).toBeLessThan(10_500);
    }
  });

  it.each([[1.5], [Number.NaN]])('rejects the seed %d', (seed) => {
    expect(() => seededRandomSource(seed)).toThrow(RangeError);
  });
});

describe('cryptoRandomSource', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns faces 1–10 from the real Web Crypto', () => {
    const faces = draw(cryptoRandomSource(), 2_000);
    expect(faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 10)).toBe(true);
    expect(new Set(faces).size).toBe(10);
  });

  it('rejects bytes 250–255 and maps the rest by byte % 10 + 1', () => {
    const bytes = [250, 255, 9, 0, 249, 251, 123];
    vi.stubGlobal('crypto', {
      getRandomValues(array: Uint8Array) {
        array.fill(0);
        array.set(bytes);
        return array;
      },
    });
    expect(draw(cryptoRandomSource(), 4)).toEqual([10, 1, 10, 4]);
  });

  it('throws without Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => cryptoRandomSource()).toThrow(/getRandomValues/);
  });
});

describe('sequenceRandomSource and rollDice', () => {
  it('replays the faces and then throws', () => {
    const random = sequenceRandomSource([3, 10]);
    expect(rollDice(2, random)).toEqual([3, 10]);
    expect(() => random()).toThrow(RangeError);
  });

  it.each([[[0]], [[11]], [[2.5]]])('rejects the faces %j', (faces) => {
    expect(() => sequenceRandomSource(faces)).toThrow(RangeError);
  });

  it('rejects a source that returns something else than a d10 face', () => {
    expect(() => rollDice(1, () => 0.5)).toThrow(RangeError);
  });
});
