import { describe, expect, it } from 'vitest';
import { addParadox, backlash, backlashBand, fadeParadox, gainQuintessence, spendQuintessence, wheelState } from './wheel.ts';

describe('the Quintessence/Paradox wheel', () => {
  it.each<[string, { quintessence: number; paradox: number }, number, { quintessence: number; paradox: number; quintessenceLost: number; overflow: number }]>([
    ['Paradox fills free boxes first', { quintessence: 5, paradox: 0 }, 3, { quintessence: 5, paradox: 3, quintessenceLost: 0, overflow: 0 }],
    ['running into Quintessence destroys it', { quintessence: 15, paradox: 3 }, 4, { quintessence: 13, paradox: 7, quintessenceLost: 2, overflow: 0 }],
    ['at most 20 Paradox; the rest overflows', { quintessence: 2, paradox: 18 }, 5, { quintessence: 0, paradox: 20, quintessenceLost: 2, overflow: 3 }],
    ['nothing added changes nothing', { quintessence: 4, paradox: 4 }, 0, { quintessence: 4, paradox: 4, quintessenceLost: 0, overflow: 0 }],
  ])('%s', (_name, wheel, points, expected) => {
    expect(addParadox(wheel, points)).toEqual(expected);
  });

  it('spends only the Quintessence the wheel holds and gains only into free boxes', () => {
    expect(spendQuintessence({ quintessence: 3, paradox: 0 }, 2)).toEqual({ quintessence: 1, paradox: 0 });
    expect(spendQuintessence({ quintessence: 1, paradox: 0 }, 2)).toBeNull();
    expect(gainQuintessence({ quintessence: 10, paradox: 8 }, 5)).toEqual({ quintessence: 12, paradox: 8 });
  });

  it.each<[number, string]>([
    [0, 'calm'],
    [1, 'building'],
    [9, 'building'],
    [10, 'dangerous'],
    [17, 'dangerous'],
    [18, 'tear'],
    [20, 'tear'],
  ])('%i Paradox reads as %s (near 20: a walking tear in reality)', (paradox, state) => {
    expect(wheelState(paradox)).toBe(state);
  });

  it.each<[number, number, number]>([
    [5, 0, 5],
    [5, 2, 3],
    [2, 5, 0],
  ])('%i Paradox after %i weeks without new Paradox: %i', (paradox, weeks, after) => {
    expect(fadeParadox(paradox, weeks)).toBe(after);
  });
});

describe('backlash', () => {
  it.each<[number, boolean, string]>([
    [0, true, 'botch'],
    [0, false, 'none'],
    [1, false, 'minor'],
    [5, false, 'minor'],
    [6, false, 'moderate'],
    [10, false, 'moderate'],
    [11, false, 'serious'],
    [15, false, 'serious'],
    [16, false, 'severe'],
    [20, false, 'severe'],
    [21, false, 'devastating'],
  ])('%i successes (botch %s): %s', (successes, botch, band) => {
    expect(backlashBand(successes, botch)).toBe(band);
  });

  it('rolls the Paradox points against difficulty 6; one point discharges per success', () => {
    expect(backlash(4, [6, 8, 2, 3])).toMatchObject({ band: 'minor', successes: 2, discharged: 2, paradox: 2 });
  });

  it('a botch discharges everything harmlessly, no successes discharge nothing', () => {
    expect(backlash(3, [1, 2, 3])).toMatchObject({ band: 'botch', discharged: 3, paradox: 0 });
    expect(backlash(2, [2, 3])).toMatchObject({ band: 'none', discharged: 0, paradox: 2 });
  });

  it('needs one die per Paradox point', () => {
    expect(() => backlash(3, [6])).toThrow(RangeError);
  });
});
