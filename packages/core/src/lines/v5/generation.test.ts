import { describe, expect, it } from 'vitest';
import { blankV5Character } from './blank.ts';
import { applyEraStart } from './creation/era.ts';
import { cappedBloodPotency, maxBloodPotencyFor } from './generation.ts';
import { checkPurchase } from './leveling/index.ts';
import { setMarkOfCain } from './mark-of-cain.ts';

describe('blood potency is capped by generation (V5 corebook)', () => {
  it.each([
    [0, 10],
    [3, 10],
    [4, 10],
    [5, 9],
    [6, 8],
    [7, 7],
    [8, 6],
    [9, 5],
    [10, 4],
    [11, 4],
    [12, 3],
    [13, 3],
    [14, 0],
    [15, 0],
    [16, 0],
  ])('generation %i: at most %i', (generation, cap) => {
    expect(maxBloodPotencyFor(generation)).toBe(cap);
  });

  it.each([
    [13, 5, 3],
    [12, 3, 3],
    [10, 2, 2],
    [14, 1, 0],
    [4, 10, 10],
  ])('generation %i with %i is held at %i', (generation, bp, expected) => {
    expect(cappedBloodPotency(generation, bp)).toBe(expected);
  });

  it.each([
    ['elder', 5, 9],
    ['elder', 7, 7],
    ['cainesinheritance', 4, 10],
    ['children', 13, 1],
    ['children', 14, 0],
    ['ancillae', 11, 2],
  ] as const)('the wizard starts a %s of generation %i at blood potency %i', (era, generation, bp) => {
    expect(applyEraStart(blankV5Character({}), era, generation).bloodPotency).toBe(bp);
  });

  it.each([
    [13, 2, true],
    [13, 3, false],
    [12, 3, false],
    [11, 3, true],
    [11, 4, false],
    [14, 0, false],
    [0, 9, true],
  ])('leveling: generation %i at blood potency %i may buy the next dot: %s', (generation, bloodPotency, allowed) => {
    const check = checkPurchase(blankV5Character({ generation, bloodPotency, exp: 1000 }), { kind: 'blood_potency' });
    expect(check.ok).toBe(allowed);
    if (!check.ok) expect(check.reason).toBe('at_maximum');
  });

  it.each([
    [13, 1],
    [14, 0],
    [8, 1],
  ])('the red Mark of Cain at tier 5 sets blood potency to 1, but never above the cap of generation %i (%i)', (generation, bp) => {
    const character = blankV5Character({ generation, bloodPotency: 0, humanity: 5, markOfCain: { path: 'red', tier: 4 } });
    expect(setMarkOfCain(character, 'red', 5).character.bloodPotency).toBe(bp);
  });
});
