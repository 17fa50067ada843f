import { seededRandomSource } from '@vitae/core/dice';
import { rollH5Pool, type H5DiceResult } from '@vitae/core/h5';

/** Resolve 4 + Occult 3 from the edge's pool button, two desperation dice, difficulty 3. */
export const roll = { pool: 7, desperation: 2, difficulty: 3 };
/** The first seed whose roll has the wanted consequence (the page rolls with the same seeded source). */
export function seedFor(consequence: H5DiceResult['consequence']): { seed: number; result: H5DiceResult } {
  for (let seed = 1; seed < 5000; seed += 1) {
    const result = rollH5Pool(roll, seededRandomSource(seed));
    if (result.consequence === consequence) return { seed, result };
  }
  throw new Error(`no seed gives ${consequence}`);
}

