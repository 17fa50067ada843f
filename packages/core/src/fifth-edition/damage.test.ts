import { describe, expect, it } from 'vitest';
import type { DamageState } from '../character/keys.ts';
import { damageCounts, healDamage, impairmentPenalty, isImpaired, payWillpowerReroll, takeDamage } from './damage.ts';

const track = (marks: string): DamageState[] =>
  [...marks.padEnd(10, '.')].map((mark) => (mark === '/' ? 'superficial' : mark === 'X' ? 'heavy' : mark === '#' ? 'full' : 'none'));
const marks = (boxes: readonly DamageState[]) => boxes.map((state) => ({ none: '.', superficial: '/', heavy: 'X', full: '#' })[state]).join('');

describe('damage on a 5th-edition track (V5 corebook)', () => {
  it.each([
    // track, usable, kind, amount, result
    ['', 5, 'superficial', 1, '/.........'],
    ['/', 5, 'superficial', 2, '///.......'],
    ['/', 5, 'aggravated', 1, 'X/........'],
    ['/////', 5, 'superficial', 1, 'X////.....'],
    ['X////', 5, 'superficial', 3, 'XXXX/.....'],
    ['XXXXX', 5, 'superficial', 1, 'XXXXX.....'],
    ['/////', 5, 'aggravated', 2, 'XX///.....'],
    ['', 3, 'superficial', 5, 'XX/.......'],
    ['', 0, 'superficial', 1, '..........'],
    ['', 12, 'superficial', 11, 'X/////////'],
  ] as const)('%s (usable %i) + %i×%s… ', (start, usable, kind, amount, expected) => {
    expect(marks(takeDamage(track(start), usable, kind, amount))).toBe(expected);
  });

  it('boxes beyond the usable count never hold damage', () => {
    const start = track('....../...');
    expect(marks(takeDamage(start, 5, 'superficial', 1))).toBe('/.........');
    expect(damageCounts(start, 5)).toEqual({ superficial: 0, aggravated: 0, empty: 5 });
  });

  it.each([
    ['/////', 5, true],
    ['XX///', 5, true],
    ['////', 5, false],
    ['#####', 5, true],
    ['', 0, false],
    ['//////', 7, false],
  ] as const)('%s with %i usable boxes impaired: %s', (start, usable, impaired) => {
    expect(isImpaired(track(start), usable)).toBe(impaired);
  });

  it.each([
    ['XX///', 'superficial', 2, 'XX/.......'],
    ['XX///', 'aggravated', 1, 'X///......'],
    ['/', 'aggravated', 3, '/.........'],
  ] as const)('%s heals %s ×%i', (start, kind, amount, expected) => {
    expect(marks(healDamage(track(start), 5, kind, amount))).toBe(expected);
  });

  it.each([
    ['physical', true, false, 2],
    ['physical', false, true, 0],
    ['social', false, true, 2],
    ['mental', false, true, 2],
    ['mental', true, false, 0],
    [null, true, true, 0],
  ] as const)('a %s pool with health impaired %s and willpower impaired %s loses %i dice', (category, health, willpower, dice) => {
    expect(impairmentPenalty(category, { health, willpower })).toBe(dice);
  });
});

describe('a Willpower re-roll costs one superficial damage, never nothing (issue #46 item 4)', () => {
  const S: DamageState = 'superficial';
  const A: DamageState = 'heavy';
  const O: DamageState = 'none';
  it.each<[string, DamageState[], number, DamageState[]]>([
    ['an empty box takes it', [O, O, O, O, O], 5, [S, O, O, O, O]],
    ['after aggravated boxes', [A, O, O, O], 4, [A, S, O, O]],
    ['a full track of superficial: one turns aggravated', [S, S, S, S], 4, [A, S, S, S]],
    ['a full mixed track: a superficial turns aggravated', [A, S, S], 3, [A, A, S]],
    ['boxes past the usable ones never take it', [S, S, S, O, O], 3, [A, S, S, O, O]],
  ])('%s', (_label, track, usable, expected) => expect(payWillpowerReroll(track, usable)).toEqual(expected));

  it('a track full of aggravated damage stays as it is (there is nothing left to lose)', () => {
    expect(payWillpowerReroll(['heavy', 'heavy'], 2)).toEqual(['heavy', 'heavy']);
  });
});
