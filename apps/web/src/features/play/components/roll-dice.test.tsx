import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TablePoolResult } from '@vitae/core/play';
import { RollDice } from './roll-dice.tsx';

/** A table roll of `line` with the given special dice, everything else plain. */
function roll(line: TablePoolResult['line'], specialName: TablePoolResult['specialName'], special: number[]): TablePoolResult {
  return { line, normal: [6, 3], special, specialName, difficulty: null, successes: 1, outcome: 'win', notes: [] };
}

/** The special dice's faces that show the skull (the mark of a die the line watches). */
const skulls = () => [...document.querySelectorAll('.dice__die--skull')].map((die) => die.textContent);

describe('RollDice marks the special dice the line watches (its rules’ trigger faces)', () => {
  it.each([
    ['v5', 'hunger', [1, 2, 10], ['1']],
    ['w5', 'rage', [1, 2, 3], ['1', '2']],
    ['h5', 'desperation', [1, 2], ['1']],
  ] as const)('%s: %s dice %j show skulls on %j', (line, name, special, expected) => {
    render(<RollDice result={roll(line, name, [...special])} />);
    expect(skulls()).toEqual(expected);
    // Each special die carries its dice's own class, for the line's colour.
    expect(document.querySelectorAll(`.play-roll__die--${name}`)).toHaveLength(special.length);
    expect(screen.getAllByRole('img')).toHaveLength(2 + special.length);
  });

  it('m20: no special dice, no skulls', () => {
    render(<RollDice result={roll('m20', null, [])} />);
    expect(skulls()).toEqual([]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});
