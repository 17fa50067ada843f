import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { withAttribute } from '@vitae/core/fifth-edition';
import { clearPool } from '../../lib/roll-selection.ts';
import { setUiState } from '../../../../lib/ui-store.ts';
import { bought } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { W5RollPanel } from './dice/roll-panel.tsx';
import { GiftsTab } from './gifts-tab.tsx';
import { RenownCard } from './renown-card.tsx';
import type { StoredWerewolf } from './werewolf.ts';

const content = testContent().forLine('w5', 'de-DE');
const gift = (id: number) => ({ kind: 'gift' as const, gift: content.gifts.find((g) => g.id === id)! });
const rite = (id: number) => ({ kind: 'rite' as const, rite: content.rites.find((r) => r.id === id)! });
// Lied der Spinne (17): Entschlossenheit + Weisheit. Ritus der Austreibung (1): Ehre + Okkultismus.
// Katzenpfoten (1): no pool of its own, a reflexive Geistesschärfe + Überleben.
const spidersSong = 17;

/** A Ragabash Glass Walker: Resolve 3, Wits 2, Wisdom 2, Honor 1, Glory 1, Rage 2. */
function garou(change: Record<string, unknown> = {}): StoredCharacter {
  return openCharacter('w5', (blank) => {
    const werewolf = { ...blank, auspice: 'ragabash', tribe: 'glass-walkers', rage: 2, renown: { glory: 1, honor: 1, wisdom: 2 } } as StoredWerewolf;
    const resolute = { ...werewolf, categories: withAttribute(werewolf, 'res', 3) };
    const base = { ...resolute, categories: withAttribute(resolute, 'wit', 2) };
    return { ...bought(base, [gift(1), gift(spidersSong), rite(1)], 0), ...change } as StoredCharacter;
  });
}

const summary = () => within(screen.getByRole('region', { name: 'Würfelwurf' })).getByTestId('roll-summary').textContent;
const parts = () => screen.getByRole('region', { name: 'Würfelwurf' }).querySelector('.roll-panel__parts')?.textContent;

describe('Renown in the pool and Gifts rolled from their cards (#46 item 12)', () => {
  afterEach(() => {
    clearPool();
    setUiState({ levelMode: false });
  });

  it('a Gift whose pool is Attribute + Renown fills the roll with the character’s ratings and its Rage dice', async () => {
    const { user } = renderSheet(
      <>
        <GiftsTab />
        <W5RollPanel />
      </>,
      garou(),
      'gifts',
    );
    await user.click(screen.getByRole('button', { name: 'Lied der Spinne: mit Entschlossenheit + Weisheit würfeln' }));
    // Resolve 3 + Wisdom 2 = 5 dice, 2 of them Rage dice.
    expect(parts()).toMatch(/Entschlossenheit.*Weisheit/);
    expect(summary()).toBe('5 Würfel: 3 normale, 2 Zornwürfel');
  });

  it('a rite rolls Renown + skill; a Gift without an activation roll offers its reflexive one', async () => {
    const { user } = renderSheet(
      <>
        <GiftsTab />
        <W5RollPanel />
      </>,
      garou(),
      'gifts',
    );
    // Honor 1 + Occult 0.
    await user.click(screen.getByRole('button', { name: 'Ritus der Austreibung: mit Ehre + Okkultismus würfeln' }));
    expect(summary()).toBe('1 Würfel: 0 normale, 1 Zornwürfel');
    // A second card's button replaces the pool instead of adding to it: Wits 2 + Survival 0.
    await user.click(screen.getByRole('button', { name: 'Katzenpfoten: mit Geistesschärfe + Überleben würfeln' }));
    expect(summary()).toBe('2 Würfel: 0 normale, 2 Zornwürfel');
  });

  it('no roll buttons in leveling mode or while the Gifts are lost', () => {
    setUiState({ levelMode: true });
    const leveling = renderSheet(<GiftsTab />, garou(), 'gifts');
    expect(screen.queryByRole('button', { name: /würfeln/ })).toBeNull();
    leveling.unmount();
    setUiState({ levelMode: false });
    renderSheet(<GiftsTab />, garou({ rage: 5, frenzy: true }), 'gifts');
    expect(screen.queryByRole('button', { name: /würfeln/ })).toBeNull();
  });

  it('a Renown is picked into the pool on the profile like an attribute', async () => {
    const { user } = renderSheet(
      <>
        <RenownCard />
        <W5RollPanel />
      </>,
      garou(),
    );
    const wisdom = screen.getByRole('button', { name: 'Weisheit' });
    await user.click(wisdom);
    expect(wisdom.getAttribute('aria-pressed')).toBe('true');
    expect(summary()).toBe('2 Würfel: 0 normale, 2 Zornwürfel');
  });
});
