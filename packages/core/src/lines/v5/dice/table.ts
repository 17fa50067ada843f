import { outcomeWithoutDifficulty, type TableDice } from '../../../dice/table.ts';
import { rollPool } from './roll.ts';

/** Vampire at the table: hunger dice = min(hunger, pool); a hunger 10 in a critical is messy, a hunger 1 in a failure bestial. */
export const v5TableDice: TableDice = {
  specialName: 'hunger',
  roll(input, random) {
    const result = rollPool({ pool: input.pool, hunger: input.specialDice, difficulty: input.difficulty }, random);
    const outcome = result.outcome ?? outcomeWithoutDifficulty(result.successes, result.criticalPairs, result.possibleMessyCritical);
    return {
      line: 'v5',
      normal: [...result.normal],
      special: [...result.hunger],
      specialName: 'hunger',
      difficulty: result.difficulty,
      successes: result.successes,
      outcome,
      notes: result.outcome === null && result.possibleBestialFailure ? ['possibleBestialFailure'] : [],
    };
  },
};
