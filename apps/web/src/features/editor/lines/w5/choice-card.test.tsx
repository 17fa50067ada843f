import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../testing/language.ts';
import { werewolfOf } from '../../../../testing/line-characters.ts';
import { contentOf, renderStep, startedCharacter } from '../../../../testing/wizard-step.tsx';

const tiles = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button');
const pressed = (group: string) => within(screen.getByRole('group', { name: group })).queryAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('the Werewolf auspice step', () => {
  it('offers the five moons as choice cards, none chosen, and asks for one', () => {
    const { problems } = renderStep('w5', 'auspice');
    expect(screen.getByText('Unter welchem Mond hat sich dein Garou zum ersten Mal verwandelt?')).toBeTruthy();
    expect(tiles('Vorzeichen wählen').map((tile) => tile.textContent)).toEqual(['Ragabash', 'Theurg', 'Philodox', 'Galliard', 'Ahroun']);
    expect(pressed('Vorzeichen wählen')).toEqual([]);
    expect(problems()).toEqual(['Wähle ein Vorzeichen.']);
  });

  it('a chosen auspice is pressed, its card names moon, role and the Renown its Gifts use, and the step is done', async () => {
    const { user, problems, draft } = renderStep('w5', 'auspice');
    await user.click(screen.getByRole('button', { name: 'Philodox' }));
    expect(pressed('Vorzeichen wählen')).toEqual(['Philodox']);
    const philodox = contentOf('w5').auspices.find((auspice) => auspice.id === 'philodox')!;
    const card = screen.getByRole('article', { name: 'Vorzeichen Philodox' });
    expect(within(card).getByText(`${philodox.moon} · ${philodox.role}`)).toBeTruthy();
    expect(within(card).getByText('Die Gaben dieses Vorzeichens nutzen meist Ehre – ein Hinweis, keine Regel.')).toBeTruthy();
    expect(problems()).toEqual([]);
    expect(draft().character.auspice).toBe('philodox');
    await user.click(screen.getByRole('button', { name: 'Ahroun' }));
    expect(pressed('Vorzeichen wählen')).toEqual(['Ahroun']);
    expect(screen.queryByRole('article', { name: 'Vorzeichen Philodox' })).toBeNull();
  });

  it('is chosen by keyboard: Tab to a moon, Space to take it', async () => {
    const { user, draft } = renderStep('w5', 'auspice');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Ragabash');
    await user.tab();
    await user.keyboard(' ');
    expect(pressed('Vorzeichen wählen')).toEqual(['Theurg']);
    expect(draft().character.auspice).toBe('theurge');
  });

  it('in English the moons and the question are English', async () => {
    await inEnglish();
    renderStep('w5', 'auspice');
    expect(screen.getByText('Under which moon did your Garou first change?')).toBeTruthy();
    expect(tiles('Choose an auspice').map((tile) => tile.textContent)).toContain('Theurge');
  });
});

describe('the Werewolf tribe step', () => {
  it('offers every tribe of the content and asks for one', () => {
    const { problems } = renderStep('w5', 'tribe', { character: startedCharacter('w5') });
    expect(tiles('Stamm wählen').map((tile) => tile.textContent)).toEqual(contentOf('w5').tribes.map((tribe) => tribe.name));
    expect(problems()).toEqual(['Wähle einen Stamm.']);
  });

  it('a tribe’s card shows patron, favoured Renown, favour and ban', async () => {
    const { user, problems } = renderStep('w5', 'tribe');
    await user.click(screen.getByRole('button', { name: 'Stille Wanderer' }));
    const tribe = contentOf('w5').tribes.find((entry) => entry.id === 'silent-striders')!;
    const card = screen.getByRole('article', { name: 'Stamm Stille Wanderer' });
    expect(within(card).getByText(`Schutzgeist: ${tribe.patronSpirit} · bevorzugtes Ansehen: Weisheit`)).toBeTruthy();
    expect(within(card).getByText(tribe.favor)).toBeTruthy();
    expect(within(card).getByText(tribe.ban)).toBeTruthy();
    // A core tribe carries no "not a player tribe" note.
    expect(within(card).queryByText(/kein Spielerstamm/)).toBeNull();
    expect(problems()).toEqual([]);
  });

  it('a tribe outside the core rules says that its favour and ban are suggestions', async () => {
    const { user } = renderStep('w5', 'tribe');
    await user.click(screen.getByRole('button', { name: 'Kinder des Fenris' }));
    expect(within(screen.getByRole('article', { name: 'Stamm Kinder des Fenris' })).getByText('kein Spielerstamm im Grundregelwerk – Gunst und Bann sind Vorschläge')).toBeTruthy();
  });

  it('choosing the tribe puts its two Renown dots on the character', async () => {
    const { user, draft } = renderStep('w5', 'tribe', { character: werewolfOf('Ahroun', 'Stille Wanderer') });
    expect(pressed('Stamm wählen')).toEqual(['Stille Wanderer']);
    await user.click(screen.getByRole('button', { name: 'Silberfänge' }));
    expect(draft().character.tribe).toBe('silver-fangs');
    expect(draft().character.renown.honor).toBe(2);
  });
});
