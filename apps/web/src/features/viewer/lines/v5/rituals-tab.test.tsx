import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { RitualsTab } from './rituals-tab.tsx';
import type { StoredVampire } from './vampire.ts';

const content = testContent().forLine('v5', 'de-DE');
const dot = (disciplineId: number, key: string) => {
  const discipline = content.disciplines.find((d) => d.id === disciplineId)!;
  return { kind: 'discipline' as const, disciplineId, clanDisciplineIds: [], power: discipline.powers.find((p) => p.key === key)!, discipline };
};
const ritual = (id: number) => ({ kind: 'blood_ritual' as const, ritual: content.bloodRituals.find((r) => r.id === id)! });
const sorcery = dot(3, '3-1-1');
// Oblivion 1 with "Sicht der Vergessenheit (Lasombra)", the power "Der Ruf des Reisenden" asks for.
const oblivion = dot(11, '11-1-2');

function vampire(purchases: Parameters<typeof bought>[1], exp = 0): StoredCharacter {
  return openCharacter('v5', (blank) => bought(blank, purchases, exp));
}
const saved = (id: string) => current(id) as StoredVampire;

describe('the rituals tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('lists the blood rituals by level, then name, each with its level; no ceremony heading without ceremonies', () => {
    // Bought out of order: level 2 first, then two of level 1.
    renderSheet(<RitualsTab />, vampire([sorcery, dot(3, '3-2-3'), ritual(7), ritual(3), ritual(1)]), 'bloodrituals');
    const list = screen.getByRole('region', { name: 'Blutrituale' });
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([expect.stringMatching(/^Blutstein herstellen.*Stufe 1$/), expect.stringMatching(/^Wandeln auf den Pfaden des Blutes.*Stufe 1$/), expect.stringMatching(/^Augen von Babel.*Stufe 2$/)]);
    expect(screen.queryByRole('region', { name: 'Zeremonien der Vergessenheit' })).toBeNull();
  });

  it('without Blood Sorcery or Oblivion, leveling mode says nothing can be learned', () => {
    setUiState({ levelMode: true });
    renderSheet(<RitualsTab />, vampire([dot(9, '9-1-1')], 30), 'bloodrituals');
    expect(screen.getByText('Dieser Charakter kennt keine Rituale oder Zeremonien.')).toBeTruthy();
    expect(screen.getByText(/Gerade ist kein Ritual und keine Zeremonie lernbar/)).toBeTruthy();
  });

  it('with Blood Sorcery 1, rituals of level 1 can be learned for 3 XP; level 2 waits for the second dot and says so', () => {
    setUiState({ levelMode: true });
    renderSheet(<RitualsTab />, vampire([sorcery, ritual(1)], 30), 'bloodrituals');
    const learn = screen.getByRole('region', { name: 'Blutrituale lernen' });
    expect(within(learn).getByRole('button', { name: 'Insektenbeine lernen für 3 EXP' })).toBeTruthy();
    const owned = within(learn).getByRole('button', { name: 'Wandeln auf den Pfaden des Blutes: schon gelernt' });
    expect(owned).toHaveProperty('disabled', true);
    expect(within(learn).getByRole('button', { name: 'Augen von Babel: braucht Blutmagie 2' })).toHaveProperty('disabled', true);
    // Level 3 is beyond the next dot and not listed at all.
    expect(within(learn).queryAllByText('Stufe 3')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Zeremonien lernen' })).toBeNull();
  });

  it('learning a ritual asks first with price and experience, then lists it and spends the experience', async () => {
    setUiState({ levelMode: true });
    const character = vampire([sorcery], 10);
    const { user } = renderSheet(<RitualsTab />, character, 'bloodrituals');
    await user.click(screen.getByRole('button', { name: 'Insektenbeine lernen für 3 EXP' }));
    const ask = await screen.findByRole('dialog', { name: 'Insektenbeine lernen?' });
    expect(within(ask).getByText('Das kostet 3 EXP. Du hast 10 EXP.')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Für 3 EXP kaufen' }));
    const list = await screen.findByRole('region', { name: 'Blutrituale' });
    expect(within(list).getByText('Insektenbeine')).toBeTruthy();
    expect(saved(character.id).exp).toBe(7);
    expect(saved(character.id).bloodRituals.map((r) => r.id)).toEqual([2]);
    expect(screen.getByRole('button', { name: 'Insektenbeine: schon gelernt' })).toBeTruthy();
  });

  it('closing the question learns nothing', async () => {
    setUiState({ levelMode: true });
    const character = vampire([sorcery], 10);
    const { user } = renderSheet(<RitualsTab />, character, 'bloodrituals');
    await user.click(screen.getByRole('button', { name: 'Insektenbeine lernen für 3 EXP' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schließen' }));
    expect(saved(character.id).bloodRituals).toEqual([]);
    expect(saved(character.id).exp).toBe(10);
  });

  it('too little experience: the refusal names the price and what the character has', async () => {
    setUiState({ levelMode: true });
    const character = vampire([sorcery], 2);
    const { user } = renderSheet(<RitualsTab />, character, 'bloodrituals');
    await user.click(screen.getByRole('button', { name: 'Insektenbeine lernen für 3 EXP' }));
    expect(await screen.findByText('Nicht genug EXP: nötig sind 3, du hast 2.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved(character.id).bloodRituals).toEqual([]);
  });

  it('Oblivion ceremonies need their power: the one the character has is learnable, the others say which power is missing', () => {
    setUiState({ levelMode: true });
    renderSheet(<RitualsTab />, vampire([oblivion], 30), 'bloodrituals');
    const learn = screen.getByRole('region', { name: 'Zeremonien lernen' });
    expect(within(learn).getByRole('button', { name: 'Der Ruf des Reisenden lernen für 3 EXP' })).toBeTruthy();
    expect(within(learn).getByRole('button', { name: 'Das Geschenk des falschen Lebens: braucht die Kraft Asche zu Asche (Hecata)' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('region', { name: 'Blutrituale lernen' })).toBeNull();
  });

  it('outside leveling mode there is no learning list', () => {
    renderSheet(<RitualsTab />, vampire([sorcery, ritual(1)], 30), 'bloodrituals');
    expect(within(screen.getByRole('region', { name: 'Blutrituale' })).getByText('Wandeln auf den Pfaden des Blutes')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Blutrituale lernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /lernen für/ })).toBeNull();
  });

  it('in English, the list and the rituals are English', async () => {
    await inEnglish();
    renderSheet(<RitualsTab />, vampire([sorcery, ritual(1)]), 'bloodrituals');
    const list = screen.getByRole('region', { name: 'Blood rituals' });
    expect(within(list).getByText('Blood Walk')).toBeTruthy();
    expect(within(list).getByText('Level 1')).toBeTruthy();
  });
});
