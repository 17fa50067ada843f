import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { Discipline } from '@vitae/core/v5';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { DisciplinesTab } from './disciplines-tab.tsx';
import type { StoredVampire } from './vampire.ts';

const disciplines = testContent().forLine('v5', 'de-DE').disciplines;
const discipline = (id: number): Discipline => disciplines.find((d) => d.id === id)!;
const power = (id: number, key: string) => discipline(id).powers.find((p) => p.key === key)!;
const auspex = 1;
const animalism = 9;

/** A discipline dot with its power, bought as the sheet buys it (out of clan: no clan disciplines). */
const dot = (id: number, key: string) => ({ kind: 'discipline' as const, disciplineId: id, clanDisciplineIds: [], power: power(id, key), discipline: discipline(id) });

/** A vampire with Auspex 2 (two powers) and Animalism 1, and `exp` experience left. */
function seer(exp = 0): StoredCharacter {
  return openCharacter('v5', (blank) => bought(blank, [dot(auspex, '1-1-1'), dot(auspex, '1-2-3'), dot(animalism, '9-1-2')], exp));
}

const card = (id: number) => screen.getByTestId(`discipline-${id}`);
const vampire = (id: string) => current(id) as StoredVampire;

describe('the disciplines tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows each discipline with its dots and the powers learned, with their level', () => {
    const character = seer();
    renderSheet(<DisciplinesTab />, character, 'disciplines');
    const auspexCard = card(auspex);
    expect(within(auspexCard).getByRole('button', { name: 'Auspex' })).toBeTruthy();
    expect(within(auspexCard).getByRole('img', { name: '2 von 5' })).toBeTruthy();
    const powers = within(auspexCard).getAllByRole('listitem').map((item) => item.textContent);
    expect(powers).toEqual([expect.stringContaining('Geschärfte Sinne (Stufe 1)'), expect.stringContaining('Vorahnung (Stufe 2)')]);
    expect(within(card(animalism)).getByRole('img', { name: '1 von 5' })).toBeTruthy();
    expect(within(card(animalism)).getByText('Das Tier spüren')).toBeTruthy();
    expect(screen.queryByText('Dieser Charakter hat noch keine Disziplinen.')).toBeNull();
  });

  it('a click on a discipline puts it into the next roll and a second click takes it out', async () => {
    const { user } = renderSheet(<DisciplinesTab />, seer(), 'disciplines');
    const pick = within(card(auspex)).getByRole('button', { name: 'Auspex' });
    expect(pick.getAttribute('aria-pressed')).toBe('false');
    await user.click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    expect(within(card(animalism)).getByRole('button', { name: 'Tierhaftigkeit' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('false');
  });

  it('outside leveling mode there is nothing to buy', () => {
    renderSheet(<DisciplinesTab />, seer(50), 'disciplines');
    expect(card(auspex)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Neue Disziplin lernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kraft kaufen' })).toBeNull();
  });

  it('in leveling mode, "Neue Disziplin lernen" lists only the disciplines not owned yet', async () => {
    setUiState({ levelMode: true });
    const { user } = renderSheet(<DisciplinesTab />, seer(50), 'disciplines');
    const learn = screen.getByRole('button', { name: 'Neue Disziplin lernen' });
    expect(learn.getAttribute('aria-expanded')).toBe('false');
    await user.click(learn);
    expect(learn.getAttribute('aria-expanded')).toBe('true');
    const row = learn.parentElement!;
    expect(within(row).getByRole('button', { name: 'Stärke' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Auspex' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Tierhaftigkeit' })).toBeNull();
  });

  it('"Kraft kaufen" lists the next powers with their XP price and greys out those out of reach, with why', async () => {
    setUiState({ levelMode: true });
    const { user } = renderSheet(<DisciplinesTab />, seer(50), 'disciplines');
    await user.click(within(card(animalism)).getByRole('button', { name: 'Kraft kaufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tierhaftigkeit: Kraft für den nächsten Punkt' });
    // Out of clan, the second dot costs 2 × 7 = 14 XP (core's price), whichever power comes with it.
    const whispers = within(dialog).getByRole('button', { name: 'Wildes Flüstern (Stufe 2) – 14 EXP' });
    expect(whispers).toHaveProperty('disabled', false);
    // The power already learned is not offered again.
    expect(within(dialog).queryByRole('button', { name: /^Das Tier spüren/ })).toBeNull();
    // Tierbote needs Auspex 1 as amalgam – the character has it, so it can be taken too.
    expect(within(dialog).getByRole('button', { name: /^Tierbote \(Stufe 2\)/ })).toHaveProperty('disabled', false);
    // Only powers up to the next dot are offered: nothing of level 3 yet.
    expect(within(dialog).queryByRole('button', { name: /\(Stufe 3\)/ })).toBeNull();
  });

  it('a power whose amalgam is missing is greyed out with the reason', async () => {
    setUiState({ levelMode: true });
    const { user } = renderSheet(<DisciplinesTab />, seer(50), 'disciplines');
    await user.click(within(card(auspex)).getByRole('button', { name: 'Kraft kaufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auspex: Kraft für den nächsten Punkt' });
    // Obeah (level 2) needs Fortitude 1, which this vampire lacks.
    const obeah = within(dialog).getByRole('button', { name: /^Obeah \(Stufe 2\)/ });
    expect(obeah).toHaveProperty('disabled', true);
    expect(within(obeah.parentElement!).getByText('Voraussetzungen nicht erfüllt: Amalgam fehlt')).toBeTruthy();
    // The third dot: 3 × 7 XP out of clan.
    expect(within(dialog).getAllByRole('button', { name: /\(Stufe 3\) – 21 EXP$/ }).length).toBeGreaterThan(0);
  });

  it('buying a power raises the discipline, lists the power and spends the experience', async () => {
    setUiState({ levelMode: true });
    const character = seer(20);
    const { user } = renderSheet(<DisciplinesTab />, character, 'disciplines');
    await user.click(within(card(animalism)).getByRole('button', { name: 'Kraft kaufen' }));
    await user.click(await screen.findByRole('button', { name: 'Wildes Flüstern (Stufe 2) – 14 EXP' }));
    // Every purchase asks first, with its price (issue #46).
    await user.click(await screen.findByRole('button', { name: 'Für 14 EXP kaufen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card(animalism)).getByRole('img', { name: '2 von 5' })).toBeTruthy();
    expect(within(card(animalism)).getByText('Wildes Flüstern')).toBeTruthy();
    const saved = vampire(character.id);
    expect(saved.exp).toBe(6);
    expect(saved.disciplines.find((d) => Number(d.discipline.id) === animalism)?.abilities).toHaveLength(2);
  });

  it('too little experience: the picker says how much is needed and changes nothing', async () => {
    setUiState({ levelMode: true });
    const character = seer(5);
    const { user } = renderSheet(<DisciplinesTab />, character, 'disciplines');
    await user.click(within(card(animalism)).getByRole('button', { name: 'Kraft kaufen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Wildes Flüstern (Stufe 2) – 14 EXP' }));
    expect(within(dialog).getByText('Nicht genug EXP: nötig sind 14, du hast 5.')).toBeTruthy();
    expect(vampire(character.id).exp).toBe(5);
    // Closing the picker leaves the discipline as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card(animalism)).getByRole('img', { name: '1 von 5' })).toBeTruthy();
  });

  it('learning a new discipline from the list adds its card with the first power', async () => {
    setUiState({ levelMode: true });
    const character = seer(30);
    const { user } = renderSheet(<DisciplinesTab />, character, 'disciplines');
    await user.click(screen.getByRole('button', { name: 'Neue Disziplin lernen' }));
    await user.click(screen.getByRole('button', { name: 'Stärke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stärke: Kraft für den nächsten Punkt' });
    // A new out-of-clan discipline's first dot: 1 × 7 XP.
    await user.click(within(dialog).getByRole('button', { name: 'Tödlicher Körper (Stufe 1) – 7 EXP' }));
    await user.click(await screen.findByRole('button', { name: 'Für 7 EXP kaufen' }));
    const strength = card(8);
    expect(within(strength).getByText('Tödlicher Körper')).toBeTruthy();
    expect(within(strength).getByRole('img', { name: '1 von 5' })).toBeTruthy();
    expect(vampire(character.id).exp).toBe(23);
  });

  it('a character shared for viewing shows its disciplines but no leveling buttons, even in leveling mode', () => {
    setUiState({ levelMode: true });
    const shared = openCharacter('v5', (blank) => ({ ...bought(blank, [dot(auspex, '1-1-1')], 50), justViewing: true }) as StoredCharacter);
    renderSheet(<DisciplinesTab />, shared, 'disciplines');
    expect(within(card(auspex)).getByText('Geschärfte Sinne')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kraft kaufen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neue Disziplin lernen' })).toBeNull();
  });

  it('shows the disciplines and powers in English on an English screen', async () => {
    await inEnglish();
    renderSheet(<DisciplinesTab />, seer(), 'disciplines');
    expect(within(card(animalism)).getByRole('button', { name: 'Animalism' })).toBeTruthy();
    expect(within(card(auspex)).getByText('Heightened Senses')).toBeTruthy();
    expect(within(card(auspex)).getByText(/\(Level 2\)/)).toBeTruthy();
  });

  it('a new character says it has no disciplines yet', () => {
    renderSheet(<DisciplinesTab />, openCharacter('v5'), 'disciplines');
    expect(screen.getByText('Dieser Charakter hat noch keine Disziplinen.')).toBeTruthy();
  });
});
