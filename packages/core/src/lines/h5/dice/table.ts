import { outcomeWithoutDifficulty, type TableDice } from '../../../dice/table.ts';
import { rollH5Pool } from './roll.ts';

/** Hunter at the table: desperation dice are added to the pool; a 1 on one asks for overreach or despair. */
export const h5TableDice: TableDice = {
  specialName: 'desperation',
  roll(input, random) {
    const result = rollH5Pool({ pool: input.pool, desperation: input.specialDice, difficulty: input.difficulty }, random);
    const notes = result.consequence === 'choose' ? (['desperationChoice'] as const) : result.consequence === 'despair' ? (['despair'] as const) : [];
    return {
      line: 'h5',
      normal: [...result.normal],
      special: [...result.desperation],
      specialName: 'desperation',
      difficulty: result.difficulty,
      successes: result.successes,
      outcome: result.outcome ?? outcomeWithoutDifficulty(result.successes, result.criticalPairs, false),
      notes: [...notes],
    };
  },
};
