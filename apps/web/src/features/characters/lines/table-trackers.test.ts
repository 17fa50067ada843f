import { describe, expect, it } from 'vitest';
import { blankCharacter, type DamageState } from '@vitae/core';
import { listLines } from './index.ts';
import { damageTracker } from './table-trackers.ts';

// Keys and values as they come in, so the table is readable without the translations.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.entries(values).map(([name, value]) => `${name}=${String(value)}`).join(',')})` : key);
const track = (marks: string): DamageState[] => [...marks.padEnd(10, '.')].map((mark) => (mark === '/' ? 'superficial' : mark === 'X' ? 'heavy' : mark === '#' ? 'full' : 'none'));

describe('damageTracker', () => {
  it.each([
    ['no damage', '', 5, 'fifth', 'characters.table.unhurt(max=5)'],
    ['superficial and aggravated, full counts as aggravated', '//X#', 7, 'fifth', 'characters.table.damageOf(damage=characters.table.damage.superficial(count=2), characters.table.damage.aggravated(count=2),max=7)'],
    ['damage beyond the usable boxes is not counted', '...../', 5, 'fifth', 'characters.table.unhurt(max=5)'],
    ['M20: bashing, lethal, aggravated', '/X#', 7, 'm20', 'characters.table.damageOf(damage=characters.table.damage.bashing(count=1), characters.table.damage.lethal(count=1), characters.table.damage.aggravatedM20(count=1),max=7)'],
  ] as const)('%s', (_name, marks, usable, kinds, value) => {
    expect(damageTracker('health', 'Gesundheit', track(marks), usable, t, kinds).value).toBe(value);
  });
});

describe('every line’s table card', () => {
  it.each([
    ['v5', ['health', 'willpower', 'hunger', 'humanity', 'stains']],
    ['w5', ['health', 'willpower', 'rage', 'harano', 'hauglosk']],
    ['h5', ['health', 'willpower', 'desperation', 'danger', 'despair']],
    ['m20', ['health', 'willpower', 'paradox', 'quintessence', 'arete']],
  ] as const)('%s shows damage, the line’s own pool and its morality', (line, keys) => {
    const character = blankCharacter(line);
    expect(listLines[line].tableTrackers(character as never, t).map((tracker) => tracker.key)).toEqual(keys);
  });

  it('a vampire’s hunger reads as a rating of 5', () => {
    const character = { ...blankCharacter('v5'), hunger: 3 };
    expect(listLines.v5.tableTrackers(character as never, t).find((tracker) => tracker.key === 'hunger')?.value).toBe('characters.table.ratingOf(value=3,max=5)');
  });
});
