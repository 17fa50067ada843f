import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { renderInApp } from '../testing/render.tsx';
import { GoneBanner } from './gone-banner.tsx';

const character = { ...blankCharacter('w5'), name: 'Mara', id: 'gone-1', revision: 3, viewers: [] } as StoredCharacter;
const entry = (change: Partial<CharacterEntry>): CharacterEntry => ({ character, loaded: true, avatarUrl: null, justViewing: false, saveState: 'saved', ...change });

describe('the banner of a character gone elsewhere', () => {
  it('shows nothing while the character is here', () => {
    const { container } = renderInApp(<GoneBanner entry={entry({})} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it.each([
    [{ gone: 'deleted' as const }, 'Mara wurde auf einem anderen Gerät gelöscht', 'Du kannst eine Kopie behalten oder den Charakter auch hier schließen.', ['Kopie behalten', 'Verwerfen']],
    [{ gone: 'deleted' as const, saveState: 'unsaved' as const }, 'Mara wurde auf einem anderen Gerät gelöscht', 'Deine letzten Änderungen hier sind noch nicht gespeichert. Behalte eine Kopie, damit sie nicht verloren gehen.', ['Kopie behalten', 'Verwerfen']],
    [{ gone: 'unshared' as const, justViewing: true }, 'Mara wird nicht mehr mit dir geteilt', 'Du kannst diesen Charakter nicht mehr ansehen.', ['Zur Liste']],
    [{ gone: 'deleted' as const, justViewing: true }, 'Mara wurde von der Besitzerin oder dem Besitzer gelöscht', 'Du kannst diesen Charakter nicht mehr ansehen.', ['Zur Liste']],
  ])('%o: says what happened and offers what fits', (change, title, text, buttons) => {
    renderInApp(<GoneBanner entry={entry(change)} />);
    const banner = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(banner.textContent).toContain(text);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it('a copy that cannot be kept says so and stays on the sheet', async () => {
    const { user } = renderInApp(<GoneBanner entry={entry({ gone: 'deleted' })} />, { at: '/viewer/gone-1/profile', path: '/viewer/:characterId/:tab' });
    await user.click(screen.getByRole('button', { name: 'Kopie behalten' }));
    expect(await screen.findByText('Die Kopie konnte nicht gespeichert werden. Versuche es noch einmal.')).toBeTruthy();
    expect(screen.queryByTestId('route')).toBeNull();
  });

  it('"Zur Liste" lets the character go and returns to the list', async () => {
    const { user } = renderInApp(<GoneBanner entry={entry({ gone: 'unshared', justViewing: true })} />, { at: '/viewer/gone-1/profile', path: '/viewer/:characterId/:tab' });
    await user.click(screen.getByRole('button', { name: 'Zur Liste' }));
    expect(screen.getByTestId('route').textContent).toBe('/');
  });
});
