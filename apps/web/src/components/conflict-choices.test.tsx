import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { characterManager } from '../lib/characters/characters.ts';
import { openCharacter, renderInApp } from '../testing/render.tsx';
import { ConflictChoices } from './conflict-choices.tsx';

function entryWithConflicts(): CharacterEntry {
  const character = openCharacter('v5', (blank) => ({ ...blank, name: 'Ada' }));
  return {
    character,
    loaded: true,
    avatarUrl: null,
    justViewing: false,
    saveState: 'conflict',
    conflicts: [
      { path: ['name'], base: 'Ada', mine: 'Ada Lovelace', theirs: 'Countess Ada' },
      { path: ['hunger'], base: 1, mine: 3, theirs: 0 },
      { path: ['notes'], base: 'x', mine: '', theirs: 'Aus dem Tagebuch' },
    ],
  };
}

describe('the conflict choices', () => {
  it('names the character and each field in German, with both values side by side, this device chosen first', async () => {
    renderInApp(<ConflictChoices entry={entryWithConflicts()} />);
    const dialog = await screen.findByRole('dialog', { name: '„Ada“ wurde auch woanders geändert' });
    expect(within(dialog).getByText(/Diese 3 Felder wurden hier und auf einem anderen Gerät verschieden geändert/)).toBeTruthy();
    const hunger = within(dialog).getByRole('group', { name: 'Hunger' });
    expect(within(hunger).getByRole('radio', { name: 'Dieses Gerät 3' })).toHaveProperty('checked', true);
    expect(within(hunger).getByRole('radio', { name: 'Anderes Gerät 0' })).toHaveProperty('checked', false);
    // An emptied text says so instead of showing nothing.
    expect(within(within(dialog).getByRole('group', { name: 'Notizen' })).getByRole('radio', { name: 'Dieses Gerät (leer)' })).toBeTruthy();
  });

  it('"Übernehmen" hands the choices to the manager in the order of the fields, one pick changed', async () => {
    const entry = entryWithConflicts();
    const resolve = vi.spyOn(characterManager, 'resolveConflicts').mockImplementation(() => undefined);
    const { user } = renderInApp(<ConflictChoices entry={entry} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(within(dialog).getByRole('group', { name: 'Name' })).getByRole('radio', { name: 'Anderes Gerät Countess Ada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(resolve).toHaveBeenCalledWith(entry.character.id, ['theirs', 'mine', 'mine']);
    resolve.mockRestore();
  });

  it('"Alle vom anderen Gerät" and "Alle von diesem Gerät" set every field at once', async () => {
    const entry = entryWithConflicts();
    const resolve = vi.spyOn(characterManager, 'resolveConflicts').mockImplementation(() => undefined);
    const { user } = renderInApp(<ConflictChoices entry={entry} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Alle vom anderen Gerät' }));
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(resolve).toHaveBeenLastCalledWith(entry.character.id, ['theirs', 'theirs', 'theirs']);
    await user.click(within(dialog).getByRole('button', { name: 'Alle von diesem Gerät' }));
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(resolve).toHaveBeenLastCalledWith(entry.character.id, ['mine', 'mine', 'mine']);
    resolve.mockRestore();
  });
});
