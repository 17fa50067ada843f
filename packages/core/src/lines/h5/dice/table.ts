import { outcomeWithoutDifficulty, type TableDice, type TablePoolResult } from '../../../dice/table.ts';
import { evaluateH5Dice, h5WillpowerReroll, rollH5Pool, type H5DiceResult } from './roll.ts';

function tableResult(result: H5DiceResult): TablePoolResult {
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
}

/** Hunter at the table: desperation dice are added to the pool; a 1 on one asks for overreach or despair. */
export const h5TableDice: TableDice = {
  specialName: 'desperation',
  roll(input, random) {
    return tableResult(rollH5Pool({ pool: input.pool, desperation: input.specialDice, difficulty: input.difficulty }, random));
  },
  reroll(previous, normalIndices, random) {
    const dice = evaluateH5Dice({ normal: previous.normal, desperation: previous.special, difficulty: previous.difficulty });
    return tableResult(h5WillpowerReroll(dice, normalIndices, random));
  },
};
