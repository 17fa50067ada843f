import { assertInt } from './validate.ts';

/**
 * Where dice come from: every call returns one d10 face, an integer from 1 to 10.
 * The rules never reach for randomness themselves, so tests and e2e runs can pass a seeded source.
 */
export type RandomSource = () => number;

const uint32Range = 0x1_0000_0000;
/** Largest multiple of 10 not above 2^32: values at or above it are rejected to keep the faces uniform. */
const uint32Limit = uint32Range - (uint32Range % 10);
/** Largest multiple of 10 not above 256, for byte-wise rejection sampling. */
const byteLimit = 250;

/** Deterministic d10 source (sfc32 seeded from one integer); the same seed always gives the same faces. */
export function seededRandomSource(seed: number): RandomSource {
  assertInt('seed', seed, Number.MIN_SAFE_INTEGER);
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = (seed | 0) ^ Math.floor(seed / uint32Range);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next(); // mix the seed in before the first face
  return () => {
    for (;;) {
      const value = next();
      if (value < uint32Limit) return (value % 10) + 1;
    }
  };
}

/** The part of Web Crypto the default source needs; lib ES2023 does not declare it. */
interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** Cryptographically strong d10 source from `globalThis.crypto.getRandomValues`, with rejection sampling. */
export function cryptoRandomSource(): RandomSource {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto || typeof crypto.getRandomValues !== 'function') {
    throw new Error('globalThis.crypto.getRandomValues is not available');
  }
  const buffer = new Uint8Array(64);
  let index = buffer.length;
  return () => {
    for (;;) {
      if (index >= buffer.length) {
        crypto.getRandomValues(buffer);
        index = 0;
      }
      const byte = buffer[index++] as number;
      if (byte < byteLimit) return (byte % 10) + 1;
    }
  };
}

/** Source that replays the given faces in order and throws when they run out; for tests and demos. */
export function sequenceRandomSource(faces: readonly number[]): RandomSource {
  faces.forEach((face, i) => assertInt(`faces[${i}]`, face, 1, 10));
  let index = 0;
  return () => {
    const face = faces[index];
    if (face === undefined) throw new RangeError(`sequenceRandomSource ran out after ${faces.length} faces`);
    index += 1;
    return face;
  };
}

/** Rolls `count` dice from `random`, checking that each face is an integer from 1 to 10. */
export function rollDice(count: number, random: RandomSource): number[] {
  assertInt('dice count', count, 0);
  const faces: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const face = random();
    assertInt('die face', face, 1, 10);
    faces.push(face);
  }
  return faces;
}
