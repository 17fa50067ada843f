import { outcomeWithoutDifficulty, type TableDice, type TablePoolResult } from '../../../dice/table.ts';
import { evaluateW5Dice, rollW5Pool, w5WillpowerReroll, type W5DiceResult } from './roll.ts';

function tableResult(result: W5DiceResult): TablePoolResult {
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
}

/** Werewolf at the table: rage dice = min(rage, pool); two rage dice on 1–2 make the result brutal. */
export const w5TableDice: TableDice = {
  specialName: 'rage',
  roll(input, random) {
    return tableResult(rollW5Pool({ pool: input.pool, rage: input.specialDice, difficulty: input.difficulty }, random));
  },
  reroll(previous, normalIndices, random) {
    const dice = evaluateW5Dice({ normal: previous.normal, rage: previous.special, difficulty: previous.difficulty });
    return tableResult(w5WillpowerReroll(dice, normalIndices, random));
  },
};
