import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { inEnglish } from '../../../testing/language.ts';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { clearPool } from '../lib/roll-selection.ts';
import { loadSheet, sheetFor } from './index.ts';

/** Strength 1 on a 5th-edition character, plus the line's own dice track. */
function withStrengthOne(track: Record<string, unknown>) {
  return (blank: StoredCharacter) => {
    const character = blank as StoredCharacter & { categories: Array<{ attributes: Array<{ key: string; value: number }> }> };
    return { ...character, ...track, categories: character.categories.map((category) => ({ ...category, attributes: category.attributes.map((a) => (a.key === 'str' ? { ...a, value: 1 } : a)) })) } as StoredCharacter;
  };
}

/** One die in the pool: every counted noun of the summary in the singular. */
const cases: ReadonlyArray<{ line: GameLine; track: Record<string, unknown>; german: string; english: string }> = [
  { line: 'w5', track: { rage: 1 }, german: '1 Würfel: 0 normale, 1 Zornwürfel', english: '1 die: 0 regular, 1 Rage die' },
  { line: 'h5', track: { desperation: 0 }, german: '1 Würfel: 1 aus dem Pool und 0 Verzweiflungswürfel', english: '1 die: 1 from the pool and 0 Desperation dice' },
];

describe.each(cases)('the $line roll summary', ({ line, track, german, english }) => {
  afterEach(clearPool);

  async function pickStrength() {
    await loadSheet(line);
    const sheet = sheetFor(line);
    const Attributes = sheet?.tabs.attributes;
    const DiceTools = sheet?.DiceTools;
    if (!Attributes || !DiceTools) throw new Error(`${line} has no attributes tab or dice tools`);
    const view = renderSheet(
      <>
        <Attributes />
        <DiceTools />
      </>,
      openCharacter(line, withStrengthOne(track)),
      'attributes',
    );
    return view;
  }

  it('counts one die in the singular, in German', async () => {
    const { user } = await pickStrength();
    await user.click(screen.getByRole('button', { name: 'Körperkraft' }));
    expect(within(screen.getByRole('region', { name: 'Würfelwurf' })).getByTestId('roll-summary').textContent).toBe(german);
  });

  it('counts one die in the singular, in English', async () => {
    await inEnglish();
    const { user } = await pickStrength();
    await user.click(screen.getByRole('button', { name: 'Strength' }));
    expect(within(screen.getByRole('region', { name: 'Dice roll' })).getByTestId('roll-summary').textContent).toBe(english);
  });
});
