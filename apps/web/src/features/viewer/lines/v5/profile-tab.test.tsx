import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { inEnglish } from '../../../../testing/language.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { MarkOfCain } from './mark-of-cain.tsx';
import { ProfileTab } from './profile-tab.tsx';
import type { StoredVampire } from './vampire.ts';

const clans = testContent().forLine('v5', 'de-DE').clans;
const saved = (id: string) => current(id) as StoredVampire;

function marked(path: 'undecided' | 'black' | 'red', tier: number, humanity = 7): StoredCharacter {
  return openCharacter('v5', (blank) => ({ ...blank, humanity, markOfCain: { path, tier } }) as StoredCharacter);
}

describe('the Mark of Cain', () => {
  it('undecided: only the path can be chosen, no tier buttons', () => {
    renderSheet(<MarkOfCain />, marked('undecided', 0));
    const mark = screen.getByRole('region', { name: 'Mal des Kain' });
    expect((within(mark).getByLabelText('Pfad') as HTMLSelectElement).value).toBe('undecided');
    expect(within(mark).queryByRole('button', { name: 'Stufe aufsteigen' })).toBeNull();
  });

  it('choosing the black path starts at tier 0, which cannot go down', async () => {
    const character = marked('undecided', 0);
    const { user } = renderSheet(<MarkOfCain />, character);
    await user.selectOptions(screen.getByLabelText('Pfad'), 'Schwarzer Pfad');
    expect(screen.getByText('Stufe 0 von 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stufe absteigen' })).toHaveProperty('disabled', true);
    expect(saved(character.id).markOfCain).toEqual({ path: 'black', tier: 0 });
  });

  it.each([
    ['black', 'Das Mal dunkelt: Spiegel zeigen den Vampir nur noch verschwommen.'],
    ['red', 'Das Mal rötet sich: Ein Rest von Wärme kehrt in die Haut zurück.'],
  ] as const)('rising on the %s path shows the message of the tier reached, and records the step', async (path, message) => {
    const character = marked(path, 0);
    const { user } = renderSheet(<MarkOfCain />, character);
    await user.click(screen.getByRole('button', { name: 'Stufe aufsteigen' }));
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(screen.getByText('Stufe 1 von 5')).toBeTruthy();
    expect(saved(character.id).xpHistory).toHaveLength(1);
  });

  it('falling shows the message of the tier left behind', async () => {
    const { user } = renderSheet(<MarkOfCain />, marked('black', 3));
    await user.click(screen.getByRole('button', { name: 'Stufe absteigen' }));
    expect(screen.getByRole('status').textContent).toBe('Das Blut wird leichter, die Angst der Sterblichen leiser.');
    expect(screen.getByText('Stufe 2 von 5')).toBeTruthy();
  });

  it('tier 5 of the black path asks first and names what changes besides the mark', async () => {
    const character = marked('black', 4, 6);
    const { user } = renderSheet(<MarkOfCain />, character);
    await user.click(screen.getByRole('button', { name: 'Stufe aufsteigen' }));
    const ask = await screen.findByRole('dialog', { name: 'Schwarzer Pfad, Stufe 5?' });
    const effects = within(ask).getAllByRole('listitem').map((item) => item.textContent);
    expect(effects).toEqual(['Menschlichkeit 6 → 1', 'Jeder Disziplinpunkt kostet ab jetzt 3 EXP pro Stufe.']);
    await user.click(within(ask).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(saved(character.id).markOfCain.tier).toBe(5));
    expect(saved(character.id).humanity).toBe(1);
    expect(screen.getByRole('button', { name: 'Stufe aufsteigen' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toMatch(/^Das schwarze Mal ist vollendet/);
  });

  it('closing the question keeps tier 4 and the humanity', async () => {
    const character = marked('black', 4, 6);
    const { user } = renderSheet(<MarkOfCain />, character);
    await user.click(screen.getByRole('button', { name: 'Stufe aufsteigen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schließen' }));
    expect(saved(character.id).markOfCain).toEqual({ path: 'black', tier: 4 });
    expect(saved(character.id).humanity).toBe(6);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tier 5 of the red path raises humanity to 10', async () => {
    const character = marked('red', 4, 5);
    const { user } = renderSheet(<MarkOfCain />, character);
    await user.click(screen.getByRole('button', { name: 'Stufe aufsteigen' }));
    const ask = await screen.findByRole('dialog', { name: 'Roter Pfad, Stufe 5?' });
    expect(within(ask).getByText('Menschlichkeit 5 → 10')).toBeTruthy();
  });

  it('in English', async () => {
    await inEnglish();
    renderSheet(<MarkOfCain />, marked('black', 2));
    expect(screen.getByRole('region', { name: 'Mark of Cain' })).toBeTruthy();
    expect(screen.getByText('Tier 2 of 5')).toBeTruthy();
  });
});

describe('the Vampire profile: who the character is', () => {
  const brujah = clans.find((clan) => clan.name === 'Brujah')!;

  it('shows clan, generation and the clan bane', () => {
    const character = openCharacter('v5', (blank) => ({ ...blank, clan: { id: brujah.id, name: brujah.name }, clanBane: brujah.bane, generation: 12 }) as StoredCharacter);
    renderSheet(<ProfileTab />, character);
    const who = screen.getByRole('region', { name: 'Wer' });
    const facts = Object.fromEntries(within(who).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ Clan: 'Brujah', Generation: '12', Raubtiertyp: '–' });
    expect(within(who).getByText(brujah.bane)).toBeTruthy();
  });

  it('offers exactly three convictions with their touchstones, and keeps what is typed', async () => {
    const character = openCharacter('v5');
    const { user } = renderSheet(<ProfileTab />, character);
    expect(screen.getByLabelText('Überzeugung 3')).toBeTruthy();
    expect(screen.queryByLabelText('Überzeugung 4')).toBeNull();
    await user.type(screen.getByLabelText('Prüfstein 2'), 'Mia');
    // Rows before a filled one are kept (empty), rows after it are not stored.
    expect(saved(character.id).convictions).toEqual([
      { conviction: '', touchstone: '' },
      { conviction: '', touchstone: 'Mia' },
    ]);
  });

  it('the sire can only be changed with full customization', () => {
    renderSheet(<ProfileTab />, openCharacter('v5', (blank) => ({ ...blank, sire: 'Dracon' }) as StoredCharacter));
    const sire = screen.getByLabelText('Erzeuger') as HTMLInputElement;
    expect(sire.value).toBe('Dracon');
    expect(sire.readOnly).toBe(true);
  });
});
