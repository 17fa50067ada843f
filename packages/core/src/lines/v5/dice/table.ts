import { outcomeWithoutDifficulty, type TableDice, type TablePoolResult } from '../../../dice/table.ts';
import { evaluateDice, rollPool, willpowerReroll, type DiceResult } from './roll.ts';

function tableResult(result: DiceResult): TablePoolResult {
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
}

/** Vampire at the table: hunger dice = min(hunger, pool); a hunger 10 in a critical is messy, a hunger 1 in a failure bestial. */
export const v5TableDice: TableDice = {
  specialName: 'hunger',
  roll(input, random) {
    return tableResult(rollPool({ pool: input.pool, hunger: input.specialDice, difficulty: input.difficulty }, random));
  },
  reroll(previous, normalIndices, random) {
    const dice = evaluateDice({ normal: previous.normal, hunger: previous.special, difficulty: previous.difficulty });
    return tableResult(willpowerReroll(dice, normalIndices, random));
  },
};
