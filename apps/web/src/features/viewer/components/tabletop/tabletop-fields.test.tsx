import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { characterManager } from '../../../../lib/characters/characters.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { TabletopFields } from './tabletop-fields.tsx';

describe('the tabletop link in the character info', () => {
  it('a key under 16 characters gets the "too short" message and is not saved; the difficulty stays locked', async () => {
    const character = openCharacter('v5');
    const { user } = renderSheet(<TabletopFields />, character);
    const key = screen.getByLabelText('FoundryVTT-ID');
    await user.type(key, 'abc123');
    expect(screen.getByText('Die ID braucht mindestens 16 Zeichen, damit niemand sie erraten kann.')).toBeTruthy();
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Standard-Schwierigkeit')).toHaveProperty('disabled', true);
    expect(characterManager.get(character.id)?.character.tabletop).toBeUndefined();
  });

  it('a key with other characters gets the "invalid" message instead', async () => {
    const { user } = renderSheet(<TabletopFields />, openCharacter('v5'));
    await user.type(screen.getByLabelText('FoundryVTT-ID'), 'ab cd');
    expect(screen.getByText('Die ID besteht nur aus Buchstaben, Ziffern, - und _ (höchstens 200 Zeichen).')).toBeTruthy();
    expect(screen.queryByText(/mindestens 16 Zeichen/)).toBeNull();
  });

  it('a long enough key is taken: no message, the difficulty opens and the character holds the key', async () => {
    const character = openCharacter('w5');
    const { user } = renderSheet(<TabletopFields />, character);
    await user.type(screen.getByLabelText('FoundryVTT-ID'), 'abcdefgh-12345678');
    expect(screen.queryByText(/mindestens 16 Zeichen/)).toBeNull();
    expect(screen.getByLabelText('Standard-Schwierigkeit')).toHaveProperty('disabled', false);
    expect(characterManager.get(character.id)?.character.tabletop?.id).toBe('abcdefgh-12345678');
  });

  it('"Neue ID erzeugen" fills in a key that passes and says so', async () => {
    const { user } = renderSheet(<TabletopFields />, openCharacter('h5'));
    await user.click(screen.getByRole('button', { name: 'Neue ID erzeugen' }));
    expect((screen.getByLabelText('FoundryVTT-ID') as HTMLInputElement).value).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('status').textContent).toBe('Neue ID erzeugt. Trage sie auch im Vitae-Modul deiner Foundry-Welt ein.');
  });

  it('a Mage character has no tabletop link (the relay takes the 5th-edition lines only)', () => {
    renderSheet(<TabletopFields />, openCharacter('m20'));
    expect(screen.queryByText('Virtueller Spieltisch')).toBeNull();
  });
});
