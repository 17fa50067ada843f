import { describe, expect, it } from 'vitest';
import type { DamageState } from '../../character/keys.ts';
import { degeneration, isInTorpor, sufferDegeneration, vampireImpairment } from './torpor.ts';

/** A track of ten boxes from a short notation: a = aggravated, s = superficial, f = full, . = none. */
const track = (marks: string): DamageState[] =>
  [...marks.padEnd(10, '.')].map((mark) => ({ a: 'heavy', s: 'superficial', f: 'full', '.': 'none' })[mark] as DamageState);

// V5 core rulebook p. 126: a Health track filled with aggravated damage means torpor.
describe('isInTorpor (V5 core p. 126)', () => {
  it.each([
    ['every usable box aggravated', 'aaaaaaa', 7, true],
    ['"full" boxes count as aggravated', 'aaaafff', 7, true],
    ['one superficial box left', 'aaaaaas', 7, false],
    ['one empty box left', 'aaaaaa', 7, false],
    ['full of superficial damage is only impaired', 'sssssss', 7, false],
    ['boxes beyond the usable ones do not count', 'aaaaa', 5, true],
    ['a track of no usable boxes', '', 0, false],
  ] as const)('%s', (_, marks, usable, expected) => {
    expect(isInTorpor(track(marks), usable)).toBe(expected);
  });
});

// V5 core rulebook p. 239: Stains beyond the empty Humanity boxes are degeneration.
describe('degeneration (V5 core p. 239)', () => {
  it.each([
    [7, 0, 0],
    [7, 3, 0],
    [7, 4, 1],
    [7, 6, 3],
    [10, 1, 1],
    [1, 9, 0],
    [1, 10, 1],
    [0, 10, 0],
  ])('humanity %i with %i stains overflows by %i', (humanity, stains, overflow) => {
    expect(degeneration(humanity, stains)).toEqual({ degenerating: overflow > 0, overflow });
  });
});

describe('sufferDegeneration (scene end, confirmed by the player)', () => {
  it.each([
    ['two overflowing stains: two aggravated', 7, 5, '', 5, 'aa', 3],
    ['on top of superficial damage', 7, 4, 'ss', 5, 'ass', 3],
    ['a full track turns superficial into aggravated', 8, 4, 'sssss', 5, 'aasss', 2],
    ['no overflow changes nothing', 7, 3, 's', 5, 's', 3],
  ] as const)('%s', (_, humanity, stains, before, usable, after, stainsAfter) => {
    const outcome = sufferDegeneration({ humanity, stains, willpowerDamage: track(before) }, usable);
    expect(outcome).toEqual({ willpowerDamage: track(after), stains: stainsAfter });
    // Paid once: the same step again changes nothing more.
    expect(sufferDegeneration({ humanity, stains: outcome.stains, willpowerDamage: outcome.willpowerDamage }, usable)).toEqual(outcome);
  });
});

// Impaired is one state of −2 (V5 core p. 126); degeneration reaching every pool is our house rule.
describe('vampireImpairment', () => {
  it.each([
    ['physical', { health: true, willpower: false, degenerating: false }, 2],
    ['social', { health: true, willpower: false, degenerating: false }, 0],
    ['mental', { health: false, willpower: true, degenerating: false }, 2],
    ['social', { health: false, willpower: false, degenerating: true }, 2],
    ['physical', { health: true, willpower: true, degenerating: true }, 2],
    [null, { health: true, willpower: true, degenerating: false }, 0],
    [null, { health: false, willpower: false, degenerating: true }, 2],
  ] as const)('%s pool with %o: −%i', (category, state, dice) => {
    expect(vampireImpairment(category, state)).toBe(dice);
  });
});
