import { outcomeWithoutDifficulty, type TableDice } from '../../../dice/table.ts';
import { rollW5Pool } from './roll.ts';

/** Werewolf at the table: rage dice = min(rage, pool); two rage dice on 1–2 make the result brutal. */
export const w5TableDice: TableDice = {
  specialName: 'rage',
  roll(input, random) {
    const result = rollW5Pool({ pool: input.pool, rage: input.specialDice, difficulty: input.difficulty }, random);
    return {
      line: 'w5',
      normal: [...result.normal],
      special: [...result.rage],
      specialName: 'rage',
      difficulty: result.difficulty,
      successes: result.successes,
      outcome: result.outcome ?? outcomeWithoutDifficulty(result.successes, result.criticalPairs, false),
      notes: result.brutal ? ['brutal'] : [],
    };
  },
};
