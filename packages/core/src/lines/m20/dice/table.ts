import type { TableDice } from '../../../dice/table.ts';
import { defaultDifficulty, effectiveDifficulty, rollM20 } from './roll.ts';

/** Mage at the table: d10s against a difficulty (6 when none is named), 1s cancel, no success and a 1 is a botch. */
export const m20TableDice: TableDice = {
  specialName: null,
  willpowerSuccess: true,
  roll(input, random) {
    const { difficulty, required } = effectiveDifficulty(input.difficulty ?? defaultDifficulty);
    const result = rollM20(input.pool, { difficulty, required, specialty: input.specialty ?? false, willpower: input.willpower ?? false }, random);
    return {
      line: 'm20',
      normal: result.faces,
      special: [],
      specialName: null,
      difficulty: input.difficulty ?? defaultDifficulty,
      successes: result.successes,
      outcome: result.outcome === 'success' ? 'win' : result.outcome,
      notes: input.willpower ? ['willpowerSuccess'] : [],
    };
  },
};
