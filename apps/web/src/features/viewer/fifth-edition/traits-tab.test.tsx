import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { FifthEditionCharacter, TraitPack } from '@vitae/core/fifth-edition';
import { setUiState } from '../../../lib/ui-store.ts';
import { inEnglish } from '../../../testing/language.ts';
import { bought, current } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../testing/render.tsx';
import { loadSheet } from '../lines/index.ts';
import { TraitsTab } from './traits-tab.tsx';

const content = testContent().forLine('v5', 'de-DE');
const pack = (type: 'merits' | 'backgrounds', name: string): TraitPack => [...content.merits, ...content.backgrounds].find((p) => p.type === type && p.name === name)!;
const merit = (type: 'merits' | 'backgrounds', name: string, traitId: number) => ({ kind: 'trait' as const, type, pack: pack(type, name), traitId });
const flaw = (name: string, traitId: number) => ({ kind: 'flaw' as const, type: 'merits' as const, pack: pack('merits', name), traitId });

/** A vampire with "Bluthund" (Trinken), "Kontakte 2" and the flaw "Beutebeschränkung". */
/** `change`: fields of the vampire's sheet (generation, full customization) set after the purchases. */
function vampire(exp = 0, change: Record<string, unknown> = {}): StoredCharacter {
  return openCharacter('v5', (blank) => ({ ...bought(blank, [merit('merits', 'Trinken', 1), merit('backgrounds', 'Kontakte', 2), flaw('Trinken', 2)], exp), ...change }) as StoredCharacter);
}
const saved = (id: string) => current(id) as FifthEditionCharacter & StoredCharacter;

describe('the merits, backgrounds and flaws tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows each group with its merits and flaws, their dots, and flaws marked as such', async () => {
    await loadSheet('v5');
    renderSheet(<TraitsTab />, vampire(), 'traits');
    const drinking = await screen.findByRole('region', { name: 'Trinken' });
    const rows = within(drinking).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Bluthund/), expect.stringMatching(/^Beutebeschränkung.*Schwäche/)]);
    expect(within(rows[0]!).getByRole('img', { name: '1 von 5' })).toBeTruthy();
    const contacts = screen.getByRole('region', { name: 'Kontakte' });
    expect(within(contacts).getByText('Kontakte 2')).toBeTruthy();
    expect(within(contacts).getByRole('img', { name: '2 von 5' })).toBeTruthy();
  });

  it('in leveling mode, a merit is raised at its price and the learn list picks a group', async () => {
    await loadSheet('v5');
    setUiState({ levelMode: true });
    const character = vampire(10);
    const { user } = renderSheet(<TraitsTab />, character, 'traits');
    const learn = await screen.findByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' });
    const group = within(learn).getByLabelText('Gruppe') as HTMLSelectElement;
    await user.selectOptions(group, 'Vorzüge: Sprachen');
    expect(within(learn).getByRole('button', { name: 'Sprache 1 lernen für 3 EXP' })).toBeTruthy();
    expect(within(learn).getByRole('button', { name: 'Sprache 2 lernen für 6 EXP' })).toBeTruthy();
    await user.click(within(learn).getByRole('button', { name: 'Sprache 2 lernen für 6 EXP' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sprache 2 lernen?' })).getByRole('button', { name: 'Für 6 EXP kaufen' }));
    expect(await screen.findByRole('region', { name: 'Sprachen' })).toBeTruthy();
    expect(saved(character.id).exp).toBe(4);
  });

  it('taking a flaw is free and lists it with the flaws', async () => {
    await loadSheet('v5');
    setUiState({ levelMode: true });
    const character = vampire(0);
    const { user } = renderSheet(<TraitsTab />, character, 'traits');
    const learn = await screen.findByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' });
    await user.selectOptions(within(learn).getByLabelText('Gruppe'), 'Schwächen: Bindung');
    await user.click(within(learn).getByRole('button', { name: 'Bindungsjunkie lernen für 0 EXP' }));
    await user.click(await screen.findByRole('button', { name: 'Für 0 EXP kaufen' }));
    const bond = await screen.findByRole('region', { name: 'Bindung' });
    expect(within(bond).getByText('Bindungsjunkie')).toBeTruthy();
  });

  it('a restricted group is not offered to a character it does not fit (Archaisch needs generation 11 or lower)', async () => {
    await loadSheet('v5');
    setUiState({ levelMode: true });
    renderSheet(<TraitsTab />, vampire(0, { generation: 13 }), 'traits');
    const group = await screen.findByLabelText('Gruppe');
    const options = within(group).getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Schwächen: Trinken');
    expect(options.some((option) => option?.endsWith(': Archaisch'))).toBe(false);
  });

  it('removing needs full customization, warns first and keeps the trait when the warning is closed', async () => {
    await loadSheet('v5');
    setUiState({ levelMode: true });
    const character = vampire(0, { fullCustomization: true });
    const { user } = renderSheet(<TraitsTab />, character, 'traits');
    await user.click(await screen.findByRole('button', { name: '„Bluthund“ löschen' }));
    const ask = await screen.findByRole('dialog', { name: 'Bluthund entfernen?' });
    expect(within(ask).getByText(/Sprich das Entfernen mit deiner Spielleitung ab/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Schließen' }));
    expect(within(screen.getByRole('region', { name: 'Trinken' })).getByText('Bluthund')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '„Bluthund“ löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '„Bluthund“ löschen' }));
    expect(within(screen.getByRole('region', { name: 'Trinken' })).queryByText('Bluthund')).toBeNull();
    expect(saved(character.id).exp).toBe(0);
  });

  it('without full customization there is no delete button', async () => {
    await loadSheet('v5');
    setUiState({ levelMode: true });
    renderSheet(<TraitsTab />, vampire(), 'traits');
    await screen.findByRole('region', { name: 'Trinken' });
    expect(screen.queryByRole('button', { name: /löschen$/ })).toBeNull();
  });

  it.each(['w5', 'h5'] as const)('a new %s character has nothing yet, and in leveling mode its own groups to take from', async (line) => {
    await loadSheet(line);
    setUiState({ levelMode: true });
    renderSheet(<TraitsTab />, openCharacter(line), 'traits');
    expect(screen.getByText('Dieser Charakter hat noch keine Vorzüge, Hintergründe oder Schwächen.')).toBeTruthy();
    const lineMerits = testContent().forLine(line, 'de-DE').merits.map((p) => p.name);
    const options = within(await screen.findByLabelText('Gruppe')).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.some((option) => lineMerits.some((name) => option.endsWith(`: ${name}`)))).toBe(true);
    expect(options.some((option) => option.endsWith(': Archaisch'))).toBe(false);
  });

  it('in English', async () => {
    await loadSheet('v5');
    await inEnglish();
    renderSheet(<TraitsTab />, openCharacter('v5'), 'traits');
    expect(screen.getByText('This character has no merits, backgrounds or flaws yet.')).toBeTruthy();
  });

  it('a werewolf made in German reads its merits and backgrounds in English, by the ids it keeps (#47 item 3)', async () => {
    await loadSheet('w5');
    const german = testContent().forLine('w5', 'de-DE');
    const contacts = german.backgrounds.find((p) => p.name === 'Kontakte')!;
    const werewolf = openCharacter('w5', (blank) => bought(blank, [{ kind: 'trait', type: 'backgrounds', pack: contacts, traitId: 2 }], 0));
    // What the character keeps is the German copy made when it was taken.
    expect(JSON.stringify((current(werewolf.id!) as FifthEditionCharacter).backgrounds)).toContain('Kontakte 2');
    await inEnglish();
    renderSheet(<TraitsTab />, werewolf, 'traits');
    const region = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(region).getByText('Contacts 2')).toBeTruthy();
    expect(screen.queryByText(/Kontakte/)).toBeNull();
  });
});
