import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { renderSheetAtTable } from '../../../../testing/purchase-gate.tsx';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { GiftsTab } from './gifts-tab.tsx';
import type { StoredWerewolf } from './werewolf.ts';

const content = testContent().forLine('w5', 'de-DE');
const gift = (id: number) => ({ kind: 'gift' as const, gift: content.gifts.find((g) => g.id === id)! });
const rite = (id: number) => ({ kind: 'rite' as const, rite: content.rites.find((r) => r.id === id)! });
const catfeet = 1;
const spidersSong = 17;

/** A Ragabash Glass Walker with total Renown 2, Catfeet, Spider's Song and the Rite of Abjuration. */
function ragabash(change: Partial<StoredWerewolf> = {}, exp = 0): StoredCharacter {
  return openCharacter('w5', (blank) => {
    const garou = { ...blank, auspice: 'ragabash', tribe: 'glass-walkers', renown: { glory: 1, honor: 1, wisdom: 0 } } as StoredCharacter;
    return { ...bought(garou, [gift(catfeet), gift(spidersSong), rite(1)], exp), ...change } as StoredCharacter;
  });
}
const saved = (id: string) => current(id) as StoredWerewolf;

describe('the gifts tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('groups the Gifts as native and auspice, each with its renown and tier, and lists the rites with their kind', () => {
    renderSheet(<GiftsTab />, ragabash(), 'gifts');
    const native = screen.getByRole('region', { name: 'Naturgaben' });
    expect(within(native).getByRole('heading', { name: /Katzenpfoten/ })).toBeTruthy();
    expect(within(native).getByText('Ehre · Stufe 1')).toBeTruthy();
    const auspice = screen.getByRole('region', { name: 'Gaben des Vorzeichens (Ragabash)' });
    expect(within(auspice).getByRole('heading', { name: /Lied der Spinne/ })).toBeTruthy();
    expect(within(auspice).getByText('Weisheit · Stufe 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Gaben des Stammes/ })).toBeNull();
    const rites = screen.getByRole('region', { name: 'Riten' });
    expect(within(rites).getByRole('heading', { name: /Ritus der Austreibung/ })).toBeTruthy();
    expect(within(rites).getByText('Allgemeine Riten')).toBeTruthy();
    expect(screen.queryByText('Noch keine Gaben.')).toBeNull();
    expect(screen.queryByTestId('powers-lost')).toBeNull();
  });

  it.each([
    ['the wolf is lost (Rage 0)', { rage: 0 }, 'Der Wolf ist verloren (Zorn 0): Alle Gaben und Riten sind verloren, bis der Zorn wieder steigt.'],
    ['in frenzy', { rage: 5, frenzy: true }, 'In der Raserei sind Gaben und Riten nicht einsetzbar.'],
  ] as const)('while %s, it says so and marks every Gift and rite as lost', (_, change, message) => {
    renderSheet(<GiftsTab />, ragabash(change), 'gifts');
    expect(screen.getByTestId('powers-lost').textContent).toBe(message);
    expect(screen.getAllByText('verloren')).toHaveLength(3);
  });

  it('with Rage, nothing is marked lost', () => {
    renderSheet(<GiftsTab />, ragabash({ rage: 2 }), 'gifts');
    expect(screen.getByTestId(`sheet-gift-${catfeet}`).classList.contains('power--lost')).toBe(false);
    expect(screen.queryByText('verloren')).toBeNull();
  });

  it('a Garou without Gifts or rites says so', () => {
    renderSheet(<GiftsTab />, openCharacter('w5'), 'gifts');
    expect(screen.getByText('Noch keine Gaben.')).toBeTruthy();
    expect(screen.getByText('Noch keine Riten.')).toBeTruthy();
  });

  describe('learning in leveling mode', () => {
    it('offers only what can be learned now, with its price (tier × 5 for a Gift), never what is owned', () => {
      setUiState({ levelMode: true });
      renderSheet(<GiftsTab />, ragabash({}, 20), 'gifts');
      const learn = screen.getByRole('region', { name: 'Gaben und Riten lernen' });
      const gifts = within(learn).getByRole('list', { name: 'Gaben zum Lernen' });
      expect(within(gifts).getByRole('button', { name: 'Eulenaugen lernen für 5 EXP' })).toBeTruthy();
      expect(within(gifts).queryByRole('button', { name: /^Katzenpfoten/ })).toBeNull();
      expect(within(gifts).queryByRole('button', { name: /^Lied der Spinne/ })).toBeNull();
      // The tribe Gift needs total Renown 3: hidden while only learnable Gifts are shown.
      expect(within(gifts).queryByText(/Hautbindung/)).toBeNull();
      const rites = within(learn).getByRole('list', { name: 'Riten zum Lernen' });
      expect(within(rites).getByRole('button', { name: 'Ritus der Ruhe lernen für 3 EXP' })).toBeTruthy();
      expect(within(rites).queryByRole('button', { name: /^Ritus der Austreibung/ })).toBeNull();
    });

    it('"Nur, was jetzt lernbar ist" off shows the others too, each with why it cannot be learned yet', async () => {
      setUiState({ levelMode: true });
      const { user } = renderSheet(<GiftsTab />, ragabash({}, 20), 'gifts');
      const only = screen.getByRole('checkbox', { name: 'Nur, was jetzt lernbar ist' });
      expect(only).toHaveProperty('checked', true);
      await user.click(only);
      const gifts = screen.getByRole('list', { name: 'Gaben zum Lernen' });
      const skinbindRow = within(gifts).getByText(/Hautbindung/).closest('li')!;
      expect(within(skinbindRow).getByText('braucht Gesamtansehen 3')).toBeTruthy();
      expect(within(skinbindRow).getByText('Stufe 1, Gesamtansehen 3')).toBeTruthy();
      // Another auspice's Gifts stay out even then: only the Garou's own groups are listed.
      expect(within(gifts).queryByText(/Urzorn/)).toBeNull();
    });

    it('learning a Gift asks first, then files it under its group and spends 5 XP', async () => {
      setUiState({ levelMode: true });
      const character = ragabash({}, 12);
      const { user } = renderSheet(<GiftsTab />, character, 'gifts');
      await user.click(screen.getByRole('button', { name: 'Eulenaugen lernen für 5 EXP' }));
      const ask = await screen.findByRole('dialog', { name: 'Eulenaugen lernen?' });
      expect(within(ask).getByText('Das kostet 5 EXP. Du hast 12 EXP.')).toBeTruthy();
      await user.click(within(ask).getByRole('button', { name: 'Für 5 EXP kaufen' }));
      expect(await within(screen.getByRole('region', { name: 'Naturgaben' })).findByRole('heading', { name: /Eulenaugen/ })).toBeTruthy();
      expect(saved(character.id).exp).toBe(7);
      expect(screen.queryByRole('button', { name: 'Eulenaugen lernen für 5 EXP' })).toBeNull();
    });

    it('learning a rite adds it to the rites', async () => {
      setUiState({ levelMode: true });
      const character = ragabash({}, 3);
      const { user } = renderSheet(<GiftsTab />, character, 'gifts');
      await user.click(screen.getByRole('button', { name: 'Ritus der Ruhe lernen für 3 EXP' }));
      await user.click(await screen.findByRole('button', { name: 'Für 3 EXP kaufen' }));
      expect(await within(screen.getByRole('region', { name: 'Riten' })).findByRole('heading', { name: /Ritus der Ruhe/ })).toBeTruthy();
      expect(saved(character.id).exp).toBe(0);
    });

    it.each([
      ['a Gift', 'Eulenaugen lernen für 5 EXP', 'Zustimmung erbitten (5 EXP)', 'gift'],
      ['a rite', 'Ritus der Ruhe lernen für 3 EXP', 'Zustimmung erbitten (3 EXP)', 'rite'],
    ] as const)('at a table whose spends need approval, %s is asked for; nothing is spent or learned', async (_, learn, ask, kind) => {
      setUiState({ levelMode: true });
      const character = ragabash({}, 12);
      const { user, asked } = renderSheetAtTable(<GiftsTab />, character, { tab: 'gifts' });
      await user.click(screen.getByRole('button', { name: learn }));
      await user.click(await screen.findByRole('button', { name: ask }));
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]?.purchase).toMatchObject({ kind });
      expect(saved(character.id).exp).toBe(12);
      expect(saved(character.id).gifts).toHaveLength(2);
      expect(saved(character.id).rites).toHaveLength(1);
    });

    it('too little experience for a Gift: the refusal says so and nothing is learned', async () => {
      setUiState({ levelMode: true });
      const character = ragabash({}, 4);
      const { user } = renderSheet(<GiftsTab />, character, 'gifts');
      await user.click(screen.getByRole('button', { name: 'Eulenaugen lernen für 5 EXP' }));
      expect(await screen.findByText('Nicht genug EXP: nötig sind 5, du hast 4.')).toBeTruthy();
      expect(saved(character.id).gifts).toHaveLength(2);
    });
  });

  it('in English, the group titles and the Gifts are English', async () => {
    await inEnglish();
    renderSheet(<GiftsTab />, ragabash(), 'gifts');
    const native = screen.getByRole('region', { name: 'Native Gifts' });
    expect(within(native).getByRole('heading', { name: /Catfeet/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Rite of Abjuration/ })).toBeTruthy();
  });
});
