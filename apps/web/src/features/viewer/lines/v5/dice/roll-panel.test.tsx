import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../../../../../lib/characters/characters.ts';
import { openCharacter, renderSheet } from '../../../../../testing/render.tsx';
import { TraitsGrid } from '../../../fifth-edition/traits-grid.tsx';
import { clearPool } from '../../../lib/roll-selection.ts';
import { RollPanel } from './roll-panel.tsx';

/** A vampire's physical attribute or skill set to `value` (blank sheets start at 0 or 1). */
function withRating(character: StoredCharacter, kind: 'attributes' | 'skills', key: string, value: number): StoredCharacter {
  if (!('categories' in character)) throw new Error('a 5th-edition character was expected');
  const categories = character.categories.map((category) => ({
    ...category,
    [kind]: category[kind].map((trait: { key: string; value: number }) => (trait.key === key ? { ...trait, value } : trait)),
  }));
  return { ...character, categories } as StoredCharacter;
}

function sheet() {
  clearPool();
  const character = openCharacter('v5', (blank) => withRating(withRating({ ...blank, hunger: 0 } as StoredCharacter, 'attributes', 'dex', 4), 'skills', 'ath', 3));
  const view = renderSheet(
    <>
      <TraitsGrid kind="attributes" />
      <TraitsGrid kind="skills" />
      <button type="button">danach</button>
      <RollPanel />
    </>,
    character,
    'attributes',
  );
  return { character, ...view };
}

describe('the vampire’s roll panel', () => {
  it('counts a trait at the rating it has now, not at the one it had when picked', async () => {
    const { character, user } = sheet();
    await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
    await user.click(screen.getByRole('button', { name: 'Sportlichkeit' }));
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    expect(panel.querySelector('.roll-panel__parts')?.textContent).toBe('Geschicklichkeit (4) + Sportlichkeit (3)');
    expect(within(panel).getByTestId('roll-summary').textContent).toBe('7 Würfel, davon 0 Hungerwürfel und 7 normale Würfel');
    // Geschicklichkeit bought up to 5 while the pool stands (another device's change arrives the same way).
    act(() => characterManager.applyRemote({ ...withRating(characterManager.get(character.id)!.character, 'attributes', 'dex', 5), revision: 2 }));
    expect(panel.querySelector('.roll-panel__parts')?.textContent).toBe('Geschicklichkeit (5) + Sportlichkeit (3)');
    expect(within(panel).getByTestId('roll-summary').textContent).toBe('8 Würfel, davon 0 Hungerwürfel und 8 normale Würfel');
    expect(within(panel).getByRole('button', { name: '8 Würfel werfen' })).toBeTruthy();
  });

  it('keeps the focus on the picked trait, and one Tab from it reaches the roll button (Shift+Tab goes back)', async () => {
    const { user } = sheet();
    const athletics = screen.getByRole('button', { name: 'Sportlichkeit' });
    await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
    await user.click(athletics);
    expect(document.activeElement).toBe(athletics);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '7 Würfel werfen' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(athletics);
  });

  it('leaves the Tab order alone once the picked trait is taken out again', async () => {
    const { user } = sheet();
    const athletics = screen.getByRole('button', { name: 'Sportlichkeit' });
    await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
    await user.click(athletics);
    await user.click(athletics);
    expect(athletics.getAttribute('aria-pressed')).toBe('false');
    await user.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: '4 Würfel werfen' }));
  });

  it('leaves the Tab order alone for anything but the picked trait', async () => {
    const { user } = sheet();
    await user.click(screen.getByRole('button', { name: 'Sportlichkeit' }));
    const other = screen.getByRole('button', { name: 'Geschicklichkeit' });
    other.focus();
    await user.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: '3 Würfel werfen' }));
  });
});
