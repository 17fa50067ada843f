import type { RandomSource } from '../dice/random.ts';

/**
 * Where the table's dice come from: one call returns an integer from 1 to `sides`. The server
 * passes `crypto.randomInt`; tests pass a seeded source, so a roll can be replayed exactly.
 */
export type DieSource = (sides: number) => number;

/** The d10 source the line engines take, drawn from a die source. */
export function d10From(dice: DieSource): RandomSource {
  return () => dice(10);
}

/** Deterministic die source (mulberry32 seeded from one integer), for tests and benchmarks. */
export function seededDieSource(seed: number): DieSource {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  return (sides) => 1 + Math.floor(next() * sides);
}

/** Replays the given faces in order (each must fit the die asked for); throws when they run out. */
export function sequenceDieSource(faces: readonly number[]): DieSource {
  let index = 0;
  return (sides) => {
    const face = faces[index];
    if (face === undefined) throw new RangeError(`sequenceDieSource ran out after ${faces.length} faces`);
    if (!Number.isInteger(face) || face < 1 || face > sides) throw new RangeError(`face ${face} does not fit a d${sides}`);
    index += 1;
    return face;
  };
}
