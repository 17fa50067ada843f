import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluateDice, hungerDiceRule } from '@vitae/core/v5';
import { inEnglish } from '../../../../testing/language.ts';
import { renderInApp } from '../../../../testing/render.tsx';
import { RollResultFrame } from './roll-result.tsx';

/** Shows the core's reading of the given faces (a vampire's: normal then hunger dice) in the shared result dialog. */
async function show(normal: number[], hunger: number[], difficulty: number | null) {
  const result = evaluateDice({ normal, hunger, difficulty });
  renderInApp(
    <RollResultFrame result={result} special={{ dice: result.hunger, rule: hungerDiceRule }} messy={result.possibleMessyCritical} rerollAllowed={false} maxReroll={3} onReroll={() => undefined} onClose={() => undefined} />,
  );
  const dialog = await screen.findByRole('dialog');
  return {
    outcome: within(dialog).getByTestId('roll-outcome').textContent,
    facts: within(dialog).queryByTestId('roll-facts')?.textContent ?? null,
    /** Every line of the dialog's text that names the successes. */
    countLines: [...dialog.querySelectorAll('p')].map((line) => line.textContent ?? '').filter((text) => /Erfolg|success/i.test(text)),
  };
}

describe('the roll result names what the core rules read', () => {
  it('calls a pair of 10s critical against a difficulty', async () => {
    const { outcome, facts } = await show([10, 10, 3], [], 3);
    expect(outcome).toBe('Kritischer Erfolg');
    expect(facts).toBe('4 Erfolge · Differenz 1');
  });

  it('calls a pair of 10s critical without a difficulty too, and a hunger 10 in it messy', async () => {
    expect((await show([10, 10, 6, 2], [], null)).outcome).toBe('Kritischer Erfolg');
    cleanup();
    const messy = await show([10, 6], [10], null);
    expect(messy.outcome).toBe('Chaotischer kritischer Erfolg');
    expect(messy.facts).toBe('5 Erfolge');
  });

  it('says the count once when, without a difficulty, it is all there is to say', async () => {
    const { outcome, facts, countLines } = await show([7, 8, 9, 6, 10], [], null);
    expect(outcome).toBe('5 Erfolge');
    expect(facts).toBeNull();
    expect(countLines).toEqual(['5 Erfolge']);
  });

  it('counts one success in the singular and two in the plural, in German', async () => {
    expect((await show([6, 2], [], null)).outcome).toBe('1 Erfolg');
    cleanup();
    expect((await show([6, 2], [], 1)).facts).toBe('1 Erfolg · Differenz 0');
    cleanup();
    expect((await show([6, 7], [], 1)).facts).toBe('2 Erfolge · Differenz 1');
  });

  it('counts one success in the singular and two in the plural, in English', async () => {
    await inEnglish();
    expect((await show([6, 2], [], null)).outcome).toBe('1 success');
    cleanup();
    expect((await show([6, 7], [], 1)).facts).toBe('2 successes · margin 1');
  });
});
