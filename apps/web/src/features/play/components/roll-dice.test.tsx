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

  it('m20, 0 dice with the Willpower success: says there are no dice and where the success comes from', () => {
    render(<RollDice result={{ line: 'm20', normal: [], special: [], specialName: null, difficulty: 6, successes: 1, outcome: 'win', notes: ['willpowerSuccess'] }} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Würfel' }).textContent).toBe('keine Würfel');
    expect(document.querySelector('.play-roll__outcome')?.textContent).toBe('Erfolg · 1 Erfolg · Mindestwurf 6');
    expect(document.querySelector('.play-roll__notes')?.textContent).toBe('Willenskraft: 1 automatischer Erfolg');
  });

  it('m20: no special dice, no skulls', () => {
    render(<RollDice result={roll('m20', null, [])} />);
    expect(skulls()).toEqual([]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});

describe('a line table check (rouse, Rage Check, remorse) says what it did in words', () => {
  const check = (line: TablePoolResult['line'], normal: number[], successes: number, difficulty: number | null): TablePoolResult => ({
    line,
    normal,
    special: [],
    specialName: null,
    difficulty,
    successes,
    outcome: successes > 0 ? 'win' : 'failure',
    notes: [],
  });

  it.each([
    ['a failed rouse check', check('v5', [4], 0, 1), { name: 'rouse', before: 2 }, 'Wallungs-Check misslungen: Hunger steigt auf 3', 'failure'],
    ['a passed rouse check', check('v5', [7], 1, 1), { name: 'rouse', before: 2 }, 'Wallungs-Check bestanden: Hunger bleibt bei 2', 'win'],
    ['a failed rouse check at hunger 5', check('v5', [2], 0, 1), { name: 'rouse', before: 5 }, 'Wallungs-Check misslungen bei Hunger 5: Raserei oder Starre droht', 'failure'],
    ['a failed Rage Check', check('w5', [3], 0, null), { name: 'rage', before: 4 }, 'Zorn-Check misslungen: Zorn sinkt auf 3', 'failure'],
    ['a passed Rage Check', check('w5', [9], 1, null), { name: 'rage', before: 4 }, 'Zorn-Check bestanden: Zorn bleibt bei 4', 'win'],
    ['a failed remorse test', check('v5', [2, 3], 0, 1), { name: 'remorse', before: 7 }, 'Reue-Wurf misslungen: Menschlichkeit sinkt auf 6', 'failure'],
  ] as const)('%s', (_, result, tableCheck, words, tone) => {
    render(<RollDice result={result} check={tableCheck} />);
    const line = screen.getByTestId('play-roll-check');
    expect(line.textContent).toBe(words);
    expect(line.classList.contains(`play-roll__outcome--${tone}`)).toBe(true);
    // No "Schwierigkeit 1", no generic "1 Erfolg" / "Völliger Fehlschlag".
    expect(document.body.textContent).not.toMatch(/Schwierigkeit|Erfolg ·|Völliger Fehlschlag/);
  });

  it.each([
    ['a failed Harano test', check('w5', [7, 2], 1, 2), { name: 'harano', before: 1 }, 'Harano-Probe misslungen: Harano steigt auf 2', 'failure'],
    ['a passed Hauglosk test', check('w5', [9, 2], 1, 1), { name: 'hauglosk', before: 3 }, 'Hauglosk-Probe bestanden: Hauglosk bleibt bei 3', 'win'],
    ['a failed Harano test with Harano full', check('w5', [2], 0, 1), { name: 'harano', before: 5 }, 'Harano-Probe misslungen bei vollem Harano: Der Garou versinkt in Verzweiflung', 'failure'],
  ] as const)('Werewolf: %s', (_, result, tableCheck, words, tone) => {
    render(<RollDice result={result} check={tableCheck} />);
    const line = screen.getByTestId('play-roll-check');
    expect(line.textContent).toBe(words);
    expect(line.classList.contains(`play-roll__outcome--${tone}`)).toBe(true);
    expect(document.body.textContent).not.toMatch(/Schwierigkeit|Erfolg ·|Fehlschlag/);
  });

  const hunter = (normal: number[], special: number[], successes: number, notes: TablePoolResult['notes']): TablePoolResult => ({
    line: 'h5',
    normal,
    special,
    specialName: 'desperation',
    difficulty: 2,
    successes,
    outcome: successes >= 2 ? 'win' : 'failure',
    notes,
  });

  it.each([
    ['a failed roll with a 1', hunter([8, 3], [1], 1, ['despair']), 'Fehlschlag · 1 Erfolg · Schwierigkeit 2', 'Eine 1 auf den Verzweiflungswürfeln, und der Wurf ist misslungen: Der Jäger fällt in Hoffnungslosigkeit'],
    ['a won roll with a 1', hunter([8, 9], [1], 2, ['desperationChoice']), 'Erfolg · 2 Erfolge · Schwierigkeit 2', 'Eine 1 auf den Verzweiflungswürfeln: Überreizen (Gefahr steigt auf 3) oder Hoffnungslosigkeit wählen'],
    ['a won roll without a 1', hunter([8, 9], [4], 2, []), 'Erfolg · 2 Erfolge · Schwierigkeit 2', 'Keine 1 auf den Verzweiflungswürfeln'],
  ] as const)('Hunter desperation dice, %s: the outcome stands, the dice say what they did', (_, result, outcome, words) => {
    render(<RollDice result={result} check={{ name: 'desperation', before: 2 }} />);
    expect(screen.getByTestId('play-roll-check').textContent).toBe(words);
    expect(document.querySelector('.play-roll__outcome')?.textContent).toBe(outcome);
    // The notes' short words ("Hoffnungslosigkeit") would only repeat what the check says.
    expect(document.querySelectorAll('.play-roll__notes')).toHaveLength(1);
  });

  it('a roll without a check keeps its outcome, successes and difficulty', () => {
    render(<RollDice result={check('v5', [7], 1, 1)} />);
    expect(screen.queryByTestId('play-roll-check')).toBeNull();
    expect(document.body.textContent).toContain('Schwierigkeit 1');
  });
});
