import { describe, expect, it } from 'vitest';
import { parseCommand } from './commands.ts';
import { seededDieSource, sequenceDieSource } from './random.ts';
import { rollAtTable, type RollingCharacter } from './roll.ts';
import type { RollSpec } from './roll-schemas.ts';

function specOf(command: string): RollSpec {
  const parsed = parseCommand(command);
  if (parsed?.kind !== 'roll') throw new Error(`not a roll: ${command}`);
  return parsed.spec;
}

const vampire = (hunger: number): RollingCharacter => ({ line: 'v5', specialDice: hunger });

/**
 * The check math of behaviour-notes §9.4 (6–9 one success, a pair of 10s four, a lone 10 one)
 * with the 5th-edition outcomes the sheet uses: a critical needs a pair of 10s. §9.4's old
 * client called a single 10 critical; that is the one place these tables differ from it.
 */
describe('checks at the table', () => {
  it.each<[string, string, RollingCharacter | null, number[], { successes: number; outcome: string; normal: number[]; special: number[]; notes?: string[] }]>([
    ['6–9 count one each', '/check 3 2', null, [6, 9, 2], { successes: 2, outcome: 'win', normal: [6, 9, 2], special: [] }],
    ['a pair of 10s counts four and is critical', '/check 3 3', null, [10, 10, 3], { successes: 4, outcome: 'criticalWin', normal: [10, 10, 3], special: [] }],
    ['three 10s: one pair (4) and a lone ten (1)', '/check 3 5', null, [10, 10, 10], { successes: 5, outcome: 'criticalWin', normal: [10, 10, 10], special: [] }],
    ['a lone 10 is one success, not a critical (5th edition)', '/check 3', null, [10, 3, 3], { successes: 1, outcome: 'successes', normal: [10, 3, 3], special: [] }],
    ['below the difficulty with a success fails', '/check 3 2', null, [6, 2, 3], { successes: 1, outcome: 'failure', normal: [6, 2, 3], special: [] }],
    ['no success at all is a total failure', '/check 3 2', null, [2, 3, 4], { successes: 0, outcome: 'totalFailure', normal: [2, 3, 4], special: [] }],
    ['without difficulty and nothing: total failure', '/check 2', null, [1, 5], { successes: 0, outcome: 'totalFailure', normal: [1, 5], special: [] }],
    ['hunger dice = min(hunger, pool), rolled after the normal dice', '/hc 4 2', vampire(2), [6, 5, 7, 3], { successes: 2, outcome: 'win', normal: [6, 5], special: [7, 3] }],
    ['a pair with a hunger 10 is messy', '/hc 4 2', vampire(2), [10, 5, 10, 2], { successes: 4, outcome: 'messyCritical', normal: [10, 5], special: [10, 2] }],
    ['a failure with a hunger 1 is bestial', '/hc 3 3', vampire(1), [6, 7, 1], { successes: 2, outcome: 'bestialFailure', normal: [6, 7], special: [1] }],
    ['hunger above the pool fills the pool', '/hc 2 1', vampire(4), [6, 2], { successes: 1, outcome: 'win', normal: [], special: [6, 2] }],
    ['without difficulty a hunger 1 only warns', '/hc 3', vampire(1), [2, 3, 1], { successes: 0, outcome: 'totalFailure', normal: [2, 3], special: [1], notes: ['possibleBestialFailure'] }],
    ['without difficulty a messy pair is messy', '/hc 2', vampire(1), [10, 10], { successes: 4, outcome: 'messyCritical', normal: [10], special: [10] }],
    ['/check ignores hunger', '/check 2 1', vampire(3), [1, 6], { successes: 1, outcome: 'win', normal: [1, 6], special: [] }],
    ['rage: two rage dice on 1–2 are brutal', '/rc 4 2', { line: 'w5', specialDice: 2 }, [6, 7, 1, 2], { successes: 2, outcome: 'win', normal: [6, 7], special: [1, 2], notes: ['brutal'] }],
    ['rage: one rage 1 is not brutal', '/rc 3 1', { line: 'w5', specialDice: 1 }, [6, 7, 1], { successes: 2, outcome: 'win', normal: [6, 7], special: [1] }],
    ['desperation dice join the pool; a 1 on a win asks for a choice', '/dc 3 1', { line: 'h5', specialDice: 2 }, [6, 2, 2, 1, 5], { successes: 1, outcome: 'win', normal: [6, 2, 2], special: [1, 5], notes: ['desperationChoice'] }],
    ['desperation 1 on a failure is despair', '/dc 2 3', { line: 'h5', specialDice: 1 }, [6, 2, 1], { successes: 1, outcome: 'failure', normal: [6, 2], special: [1], notes: ['despair'] }],
    ['M20: dice at or above the difficulty, 1s cancel', '/check 3 7', { line: 'm20', specialDice: 0 }, [7, 1, 8], { successes: 1, outcome: 'win', normal: [7, 1, 8], special: [] }],
    ['M20: no success and a 1 is a botch', '/check 3 7', { line: 'm20', specialDice: 0 }, [3, 1, 2], { successes: 0, outcome: 'botch', normal: [3, 1, 2], special: [] }],
    ['M20: difficulty 6 when none is named', '/check 2', { line: 'm20', specialDice: 0 }, [6, 5], { successes: 1, outcome: 'win', normal: [6, 5], special: [] }],
  ])('%s', (_name, command, character, faces, expected) => {
    const outcome = rollAtTable(specOf(command), character, sequenceDieSource(faces));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || outcome.result.kind !== 'check') return;
    expect(outcome.result).toMatchObject({ ...expected, notes: expected.notes ?? [] });
  });

  it('names the line, its special dice and the difficulty', () => {
    const outcome = rollAtTable(specOf('/rc 3 2'), { line: 'w5', specialDice: 1 }, sequenceDieSource([6, 6, 6]));
    expect(outcome).toMatchObject({ ok: true, result: { kind: 'check', line: 'w5', specialName: 'rage', difficulty: 2 } });
    const m20 = rollAtTable(specOf('/check 2'), { line: 'm20', specialDice: 0 }, sequenceDieSource([6, 6]));
    expect(m20).toMatchObject({ ok: true, result: { line: 'm20', specialName: null, difficulty: 6 } });
  });

  it('refuses special dice the line does not have, and a special check without a character', () => {
    expect(rollAtTable(specOf('/hc 3'), { line: 'w5', specialDice: 2 }, sequenceDieSource([]))).toEqual({ ok: false, code: 'wrong_special_dice', special: 'rage' });
    expect(rollAtTable(specOf('/rc 3'), { line: 'm20', specialDice: 0 }, sequenceDieSource([]))).toEqual({ ok: false, code: 'wrong_special_dice', special: null });
    expect(rollAtTable(specOf('/hc 3'), null, sequenceDieSource([]))).toEqual({ ok: false, code: 'character_not_available', special: 'hunger' });
  });

  it('takes a structured pool with named special dice (a roll dialog)', () => {
    const outcome = rollAtTable({ kind: 'check', pool: 3, difficulty: 2, special: 1 }, vampire(4), sequenceDieSource([6, 6, 1]));
    expect(outcome).toMatchObject({ ok: true, result: { normal: [6, 6], special: [1], outcome: 'win' } });
  });
});

describe('dice at the table', () => {
  it.each<[string, number[], number]>([
    ['/roll 2d6+1', [3, 4], 8],
    ['/roll d20', [17], 17],
    ['/roll 3d10-2', [1, 1, 1], 1],
  ])('%s with %j totals %i', (command, faces, total) => {
    expect(rollAtTable(specOf(command), null, sequenceDieSource(faces))).toEqual({ ok: true, result: { ...specOf(command), faces, total } });
  });

  it('asks the source for dice of the named size', () => {
    expect(() => rollAtTable(specOf('/roll 1d6'), null, sequenceDieSource([7]))).toThrow(RangeError);
  });

  it('a seeded source replays the same roll and stays on the die', () => {
    const first = rollAtTable(specOf('/roll 50d6'), null, seededDieSource(42));
    const second = rollAtTable(specOf('/roll 50d6'), null, seededDieSource(42));
    expect(first).toEqual(second);
    if (first.ok && first.result.kind === 'dice') expect(first.result.faces.every((face) => face >= 1 && face <= 6)).toBe(true);
  });
});
