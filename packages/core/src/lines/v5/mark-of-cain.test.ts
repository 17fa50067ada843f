import { describe, expect, it } from 'vitest';
import { blankV5Character as blankCharacter } from './blank.ts';
import { setMarkOfCain } from './mark-of-cain.ts';

describe('Mark of Cain', () => {
  const start = blankCharacter({ humanity: 6, bloodPotency: 3 });

  it.each([
    ['black', 1, 'up', 6, 3],
    ['black', 4, 'up', 6, 3],
    ['black', 5, 'up', 1, 3],
    ['red', 5, 'up', 10, 1],
    ['red', 2, 'up', 6, 3],
  ] as const)('%s tier %i goes %s: humanity %i, blood potency %i', (path, tier, direction, humanity, bloodPotency) => {
    const result = setMarkOfCain(start, path, tier);
    expect(result.direction).toBe(direction);
    expect(result.character).toMatchObject({ markOfCain: { path, tier }, humanity, bloodPotency });
  });

  it('falls back down without undoing what tier 5 did', () => {
    const five = setMarkOfCain(start, 'black', 5).character;
    const four = setMarkOfCain(five, 'black', 4);
    expect(four.direction).toBe('down');
    expect(four.character).toMatchObject({ markOfCain: { path: 'black', tier: 4 }, humanity: 1 });
  });

  it.each([
    ['undecided', 3, 0],
    ['black', 9, 5],
    ['red', -2, 0],
  ] as const)('%s with tier %i keeps tier %i', (path, tier, expected) => {
    expect(setMarkOfCain(start, path, tier).character.markOfCain.tier).toBe(expected);
  });
});
