import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { spentWillpower } from '@vitae/core/m20';
import { clearPool, togglePoolPart } from '../../../lib/roll-selection.ts';
import { fakeTable } from '../../../../../testing/fake-table.tsx';
import { current } from '../../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../../testing/render.tsx';
import type { StoredMage } from '../use-mage.ts';
import { MagickDialog } from './magick-dialog.tsx';
import { RollPanel } from './roll-panel.tsx';

// #48 item 1: at a table the Mage's rolls and casts are the server's. Local dice would show 9s.
const dice = vi.hoisted(() => ({ faces: [] as number[] }));
vi.mock('../../../lib/random.ts', () => ({ randomSource: () => () => dice.faces.shift() ?? 9 }));

/** Arete 3, Forces 2, Dexterity 3, Wits 2, Willpower 5, no Paradox. */
const mage = (): StoredCharacter =>
  openCharacter('m20', (blank) => {
    const own = blank as StoredMage;
    return { ...own, arete: 3, willpower: 5, spheres: { ...own.spheres, forces: 2 }, attributes: { ...own.attributes, dexterity: 3, wits: 2 } } as StoredCharacter;
  });
const saved = (id: string) => current(id) as StoredMage;

beforeEach(() => {
  dice.faces = [];
});
afterEach(() => clearPool());

describe('Magick wirken at the table', () => {
  it('the server rolls the Arete dice; the sheet reads the botch and puts its Paradox on the wheel', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'm20', normal: [1, 4, 3], difficulty: 6, successes: 0, outcome: 'botch' });
    const character = mage();
    const { user } = renderSheet(table.wrap(<MagickDialog onClose={() => {}} />), character);
    expect(await screen.findByText('Würfelt am Tisch „Freitagsrunde“')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Vulgär' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rang des Effekts' }), '2');
    await user.click(screen.getByRole('button', { name: 'Wirken (3 Würfel)' }));
    const result = await screen.findByTestId('magick-result');
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Zauber: Kräfte 2 · Arete 3', pool: 3, specialDice: 0, difficulty: 6, willpower: false }, false);
    expect([...within(result).getAllByRole('img')].map((die) => die.textContent)).toEqual(['1', '4', '3']);
    // A vulgar botch with Forces 2: 2 + 1 Paradox.
    expect(screen.getByTestId('magick-paradox').textContent).toBe('Paradox: +3 (jetzt 3)');
    expect(saved(character.id).paradox).toBe(3);
  });

  it('a refusal is said; nothing is cast and the wheel stays', async () => {
    const table = fakeTable();
    table.refuseWith('Die Sitzung ist geschlossen.');
    const character = mage();
    const { user } = renderSheet(table.wrap(<MagickDialog onClose={() => {}} />), character);
    await screen.findByText('Würfelt am Tisch „Freitagsrunde“');
    await user.click(screen.getByRole('radio', { name: 'Vulgär' }));
    await user.click(screen.getByRole('button', { name: 'Wirken (3 Würfel)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Sitzung ist geschlossen.');
    expect(screen.queryByTestId('magick-result')).toBeNull();
    expect(saved(character.id).paradox).toBe(0);
  });

  it('without a table the sheet casts with its own dice', async () => {
    const table = fakeTable(null);
    const character = mage();
    const { user } = renderSheet(table.wrap(<MagickDialog onClose={() => {}} />), character);
    await user.click(screen.getByRole('button', { name: 'Wirken (3 Würfel)' }));
    const result = await screen.findByTestId('magick-result');
    expect([...within(result).getAllByRole('img')].map((die) => die.textContent)).toEqual(['9', '9', '9']);
    expect(table.service.roll).not.toHaveBeenCalled();
    expect(screen.queryByTestId('table-roll-note')).toBeNull();
  });
});

describe('the Mage’s roll panel at the table', () => {
  it('sends the pool with the specialty and the Willpower success; shows the server’s dice and spends the point on the sheet', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'm20', normal: [10, 1, 7, 2, 3], difficulty: 7, successes: 3, outcome: 'win' });
    const character = mage();
    const { user } = renderSheet(table.wrap(<RollPanel />), character);
    act(() => {
      togglePoolPart({ id: 'attributes:dexterity', label: 'Geschick', value: 3 });
      togglePoolPart({ id: 'attributes:wits', label: 'Geistesschärfe', value: 2 });
    });
    expect(await screen.findByText('Würfelt am Tisch „Freitagsrunde“')).toBeTruthy();
    const options = screen.getByRole('button', { name: /Optionen/ });
    if (options.getAttribute('aria-expanded') !== 'true') await user.click(options);
    await user.clear(screen.getByRole('spinbutton', { name: 'Schwierigkeit' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Schwierigkeit' }), '7');
    await user.click(screen.getByRole('checkbox', { name: 'Spezialisierung (10 zählt doppelt)' }));
    await user.click(screen.getByRole('checkbox', { name: /Willenskraft/ }));
    await user.click(screen.getByRole('button', { name: '5 Würfel werfen' }));
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Geschick + Geistesschärfe', pool: 5, specialDice: 0, difficulty: 7, specialty: true, willpower: true }, false);
    const dialog = await screen.findByRole('dialog');
    expect([...within(dialog).getAllByRole('img')].map((die) => die.textContent)).toEqual(['10', '1', '7', '2', '3']);
    // 10 (two with the specialty) + 7 − one 1 + the Willpower success = 3.
    expect(within(dialog).getByText('Erfolg: 3 Erfolge')).toBeTruthy();
    expect(spentWillpower(saved(character.id))).toBe(1);
  });

  it('rolls 0 dice with only the Willpower success at the table too: the server’s one success, no dice', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'm20', normal: [], difficulty: 6, successes: 1, outcome: 'win', notes: ['willpowerSuccess'] });
    const character = mage();
    const { user } = renderSheet(table.wrap(<RollPanel />), character);
    // An ability the mage does not have: 0 dice.
    act(() => togglePoolPart({ id: 'abilities:occult', label: 'Okkultismus', value: 0 }));
    expect(await screen.findByText('Würfelt am Tisch „Freitagsrunde“')).toBeTruthy();
    const options = screen.getByRole('button', { name: /Optionen/ });
    if (options.getAttribute('aria-expanded') !== 'true') await user.click(options);
    const roll = screen.getByRole('button', { name: '0 Würfel werfen' });
    expect((roll as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Willenskraft/ }));
    expect((roll as HTMLButtonElement).disabled).toBe(false);
    await user.click(roll);
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Okkultismus', pool: 0, specialDice: 0, difficulty: 6, specialty: false, willpower: true }, false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);
    expect(within(dialog).getByText('Erfolg: 1 Erfolg')).toBeTruthy();
    expect(spentWillpower(saved(character.id))).toBe(1);
  });
});
