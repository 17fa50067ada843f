import { describe, expect, it } from 'vitest';
import { rollAtTable } from '../../../play/roll.ts';
import { sequenceDieSource } from '../../../play/random.ts';
import { rageAfterChecks } from './rage-check.ts';
import { rageAfterTableCheck, rageCheckAtTable } from './rage-check-table.ts';

const check = { kind: 'check' as const, pool: rageCheckAtTable.pool, difficulty: rageCheckAtTable.difficulty, special: rageCheckAtTable.specialDice };

/** The table's roll of a Rage Check must read as the sheet's own check: 6+ holds, 1–5 costs one Rage. */
describe('a Rage Check rolled at the table', () => {
  it.each<[number, number, 'successes' | 'totalFailure', number]>([
    [1, 3, 'totalFailure', 2],
    [5, 3, 'totalFailure', 2],
    [6, 3, 'successes', 3],
    [9, 3, 'successes', 3],
    [10, 3, 'successes', 3],
    [2, 1, 'totalFailure', 0],
    [4, 5, 'totalFailure', 4],
  ])('face %i at Rage %i: %s, Rage %i after', (face, rage, outcome, after) => {
    const rolled = rollAtTable(check, { line: 'w5', specialDice: rage }, sequenceDieSource([face]));
    expect(rolled.ok).toBe(true);
    if (!rolled.ok || rolled.result.kind !== 'check') return;
    // One plain die, never a Rage die, however high the Garou's Rage.
    expect(rolled.result).toMatchObject({ line: 'w5', normal: [face], special: [], outcome, difficulty: null, successes: face >= 6 ? 1 : 0 });
    expect(rageAfterTableCheck(rage, rolled.result)).toBe(after);
    expect(rageAfterTableCheck(rage, rolled.result)).toBe(rageAfterChecks(rage, [face]));
  });
});
