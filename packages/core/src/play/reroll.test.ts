import { describe, expect, it } from 'vitest';
import { rerollAtTable, rollAtTable } from './roll.ts';
import { sequenceDieSource } from './random.ts';
import type { RollResult } from './roll-schemas.ts';

/** A line's check rolled at the table from these faces (normal dice first, then the special ones). */
function rolled(line: 'v5' | 'h5' | 'm20', pool: number, special: number, difficulty: number | null, faces: number[]): RollResult {
  const outcome = rollAtTable({ kind: 'check', pool, difficulty, special, line }, null, sequenceDieSource(faces));
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.result;
}

describe('rerollAtTable: the willpower re-roll the server makes', () => {
  it.each<[string, RollResult, number[], number[], Partial<Extract<RollResult, { kind: 'check' }>>]>([
    ['a vampire’s failed die becomes a success; hunger dice keep their faces', rolled('v5', 4, 2, 3, [2, 3, 1, 10]), [0, 1], [8, 9], { normal: [8, 9], special: [1, 10], successes: 3, outcome: 'win' }],
    ['a vampire’s two new 10s with a hunger 10 make a messy critical', rolled('v5', 3, 1, 2, [2, 3, 10]), [0, 1], [10, 10], { normal: [10, 10], special: [10], outcome: 'messyCritical' }],
    ['without a difficulty a vampire’s re-roll reads the successes', rolled('v5', 2, 0, null, [1, 1]), [1], [6], { normal: [1, 6], successes: 1, outcome: 'successes' }],
    ['a hunter’s desperation dice keep their faces', rolled('h5', 3, 1, 2, [1, 2, 6, 1]), [0, 1], [7, 4], { normal: [7, 4, 6], special: [1], successes: 2, outcome: 'win', notes: ['desperationChoice'] }],
  ])('%s', (_case, previous, picked, faces, expected) => {
    expect(rerollAtTable(previous, picked, sequenceDieSource(faces))).toEqual({ ok: true, result: expect.objectContaining(expected) });
  });

  it.each<[string, RollResult, number[]]>([
    ['more than three dice', rolled('v5', 5, 0, 2, [1, 1, 1, 1, 1]), [0, 1, 2, 3]],
    ['the same die twice', rolled('v5', 3, 0, 2, [1, 1, 1]), [0, 0]],
    ['a die the roll does not have', rolled('v5', 3, 1, 2, [1, 1, 1]), [2]],
    ['a line without a willpower re-roll (M20)', rolled('m20', 3, 0, 6, [1, 2, 3]), [0]],
    ['free dice', { kind: 'dice', count: 2, sides: 6, modifier: 0, faces: [1, 2], total: 3 }, [0]],
  ])('refuses %s', (_case, previous, picked) => {
    expect(rerollAtTable(previous, picked, sequenceDieSource([5, 5, 5, 5]))).toEqual({ ok: false, code: 'reroll_not_possible' });
  });
});
