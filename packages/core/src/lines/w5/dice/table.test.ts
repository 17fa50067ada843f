import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { w5TableDice } from './table.ts';

/** The Werewolf's willpower re-roll at the table: chosen normal dice again, Rage dice keep their faces. */
describe('a Werewolf re-roll at the table', () => {
  const first = w5TableDice.roll({ pool: 4, specialDice: 2, difficulty: 3 }, sequenceRandomSource([2, 7, 1, 2]));

  it.each<[string, number[], number[], { normal: number[]; successes: number; outcome: string; notes: string[] }]>([
    ['re-rolls the picked normal die; the brutal pair stays', [0], [8], { normal: [8, 7], successes: 2, outcome: 'failure', notes: ['brutal'] }],
    ['two 10s make a critical', [0, 1], [10, 10], { normal: [10, 10], successes: 4, outcome: 'criticalWin', notes: ['brutal'] }],
  ])('%s', (_name, indices, faces, expected) => {
    expect(first).toMatchObject({ normal: [2, 7], special: [1, 2], notes: ['brutal'] });
    const again = w5TableDice.reroll?.(first, indices, sequenceRandomSource(faces));
    expect(again).toMatchObject({ line: 'w5', special: [1, 2], specialName: 'rage', difficulty: 3, ...expected });
  });

  it.each<[string, number[]]>([
    ['more than three dice', [0, 1, 0, 1]],
    ['a die twice', [1, 1]],
    ['a die the roll does not have', [2]],
  ])('refuses %s', (_name, indices) => {
    expect(() => w5TableDice.reroll?.(first, indices, sequenceRandomSource([5, 5, 5, 5]))).toThrow(RangeError);
  });
});
