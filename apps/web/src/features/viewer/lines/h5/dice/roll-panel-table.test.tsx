import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { withAttribute } from '@vitae/core/fifth-edition';
import { fakeTable } from '../../../../../testing/fake-table.tsx';
import { openCharacter, renderSheet } from '../../../../../testing/render.tsx';
import { clearPool, togglePoolPart } from '../../../lib/roll-selection.ts';
import { RollPanel } from './roll-panel.tsx';

// #48 item 1: at a table the hunter's pool and its desperation dice are rolled by the server.
function hunter(): StoredCharacter {
  return openCharacter('h5', (blank) => {
    if (!('categories' in blank)) throw new Error('a 5th-edition character was expected');
    return { ...blank, desperation: 2, danger: 1, despair: false, categories: withAttribute(blank, 'str', 3) } as StoredCharacter;
  });
}

afterEach(() => clearPool());

describe('the hunter’s roll panel at a table', () => {
  it('sends the pool with its desperation dice, shows the server’s dice and has the server re-roll', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'h5', normal: [2, 7, 9], special: [1, 6], specialName: 'desperation', difficulty: 2, successes: 3, outcome: 'win', notes: ['desperationChoice'] });
    table.answerWith({ line: 'h5', normal: [8, 7, 9], special: [1, 6], specialName: 'desperation', difficulty: 2, successes: 4, outcome: 'win', notes: ['desperationChoice'] });
    const character = hunter();
    togglePoolPart({ id: 'attributes:str', label: 'Körperkraft', value: 3 });
    const { user } = renderSheet(table.wrap(<RollPanel />), character);
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    expect((await within(panel).findByTestId('table-roll-note')).textContent).toContain('Würfelt am Tisch „Freitagsrunde“');
    await user.click(within(panel).getByRole('button', { name: /^Optionen/ }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Verzweiflungswürfel (+2)' }));
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    // With desperation dice the roll is also their check, reading danger: the card says what the dice did.
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Körperkraft', pool: 3, specialDice: 2, difficulty: null, check: { name: 'desperation', before: 1 } }, false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByLabelText(/^Verzweiflungswürfel: \d+$/).map((die) => die.getAttribute('aria-label'))).toEqual(['Verzweiflungswürfel: 1', 'Verzweiflungswürfel: 6']);
    await user.click(within(dialog).getByRole('button', { name: 'normaler Würfel: 2' }));
    await user.click(within(dialog).getByRole('button', { name: /neu würfeln/ }));
    expect(table.service.reroll).toHaveBeenCalledWith(expect.anything(), 100, [0]);
    expect(await within(dialog).findByLabelText('normaler Würfel: 8')).toBeTruthy();
  });

  it('without desperation dice the roll is no desperation check', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'h5', normal: [2, 7, 9], special: [], specialName: 'desperation', difficulty: null, successes: 2, outcome: 'successes', notes: [] });
    const character = hunter();
    togglePoolPart({ id: 'attributes:str', label: 'Körperkraft', value: 3 });
    const { user } = renderSheet(table.wrap(<RollPanel />), character);
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    await within(panel).findByTestId('table-roll-note');
    await user.click(within(panel).getByRole('button', { name: '3 Würfel werfen' }));
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Körperkraft', pool: 3, specialDice: 0, difficulty: null }, false);
  });
});
