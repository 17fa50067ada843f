import { describe, expect, it } from 'vitest';
import { blankDamageTrack } from '../../character/base.ts';
import type { DamageState } from '../../character/keys.ts';
import { healDamage, healthLevels, takeDamage, woundState } from './health.ts';

const B: DamageState = 'superficial';
const L: DamageState = 'heavy';
const A: DamageState = 'full';
const _: DamageState = 'none';
/** A track of ten boxes from the seven levels given. */
const track = (...levels: DamageState[]): DamageState[] => [...levels, ...blankDamageTrack()].slice(0, 10);

describe('health levels (M20)', () => {
  it('are the seven levels with their dice penalties', () => {
    expect(healthLevels.map((level) => [level.id, level.penalty])).toEqual([
      ['bruised', 0],
      ['hurt', -1],
      ['injured', -1],
      ['wounded', -2],
      ['mauled', -2],
      ['crippled', -5],
      ['incapacitated', null],
    ]);
  });

  it.each<[string, DamageState[], number, string | null, number | null]>([
    ['unhurt', track(), 0, null, 0],
    ['one box: bruised', track(B), 1, 'bruised', 0],
    ['two boxes: hurt', track(L, B), 2, 'hurt', -1],
    ['three boxes: injured', track(A, L, B), 3, 'injured', -1],
    ['four boxes: wounded', track(B, B, B, B), 4, 'wounded', -2],
    ['five boxes: mauled', track(L, L, L, L, L), 5, 'mauled', -2],
    ['six boxes: crippled', track(A, A, A, A, A, A), 6, 'crippled', -5],
    ['seven boxes: incapacitated, cannot act', track(B, B, B, B, B, B, B), 7, 'incapacitated', null],
    ['marks in any order count', track(_, B, _, L), 2, 'hurt', -1],
    ['boxes past the seventh do not count', [...track(B), _, _, _, _, _, _, A, A, A].slice(0, 10), 1, 'bruised', 0],
  ])('%s', (_name, boxes, marked, level, penalty) => {
    expect(woundState(boxes)).toEqual({ marked, level, penalty });
  });
});

describe('taking and healing damage', () => {
  it.each<[string, DamageState[], 'bashing' | 'lethal' | 'aggravated', number, DamageState[], number]>([
    ['bashing fills from the top', track(), 'bashing', 2, track(B, B), 0],
    ['lethal goes above bashing', track(B, B), 'lethal', 1, track(L, B, B), 0],
    ['aggravated goes above everything', track(B, L), 'aggravated', 1, track(A, L, B), 0],
    ['bashing beyond incapacitated turns bashing into lethal', track(B, B, B, B, B, B, B), 'bashing', 2, track(L, L, B, B, B, B, B), 0],
    ['lethal on a full bashing track worsens the lowest bashing', track(L, B, B, B, B, B, B), 'lethal', 1, track(L, L, B, B, B, B, B), 0],
    ['aggravated on a full lethal track worsens lethal', track(L, L, L, L, L, L, L), 'aggravated', 1, track(A, L, L, L, L, L, L), 0],
    ['nothing left to worsen: overflow', track(A, A, A, A, A, A, A), 'lethal', 2, track(A, A, A, A, A, A, A), 2],
    ['zero points change nothing but the order', track(_, B), 'lethal', 0, track(B), 0],
  ])('%s', (_name, before, kind, amount, after, overflow) => {
    expect(takeDamage(before, kind, amount)).toEqual({ track: after, overflow });
  });

  it.each<[string, DamageState[], 'bashing' | 'lethal' | 'aggravated', number, DamageState[]]>([
    ['heals the kind asked for', track(A, L, B, B), 'bashing', 1, track(A, L, B)],
    ['the rest moves up', track(A, L, B), 'lethal', 1, track(A, B)],
    ['healing more than there is empties that kind', track(L, B), 'lethal', 3, track(B)],
    ['healing a kind that is not there changes nothing', track(B), 'aggravated', 1, track(B)],
  ])('%s', (_name, before, kind, amount, after) => {
    expect(healDamage(before, kind, amount)).toEqual(after);
  });

  it('keeps the length of the track', () => {
    expect(takeDamage(blankDamageTrack(), 'lethal', 3).track).toHaveLength(10);
    expect(healDamage([...blankDamageTrack(), 'none', 'none'], 'lethal', 1)).toHaveLength(12);
  });
});
