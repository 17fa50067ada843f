import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DamageState } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { openCharacter, renderSheet } from '../../../../../testing/render.tsx';
import type { StoredMage } from '../use-mage.ts';
import { MagickDialog } from './magick-dialog.tsx';

// Issue #46 item 23: the casting dialog takes the wound penalty off the Arete dice, as the roller
// takes it off any pool (M20's health levels: Hurt/Injured −1, Wounded/Mauled −2, Crippled −5).
const hurt = (marked: number): DamageState[] => Array.from({ length: 7 }, (_, index) => (index < marked ? 'heavy' : 'none'));
const mage = (marked: number): StoredCharacter =>
  openCharacter('m20', (blank) => ({ ...blank, arete: 4, spheres: { ...(blank as StoredMage).spheres, forces: 2 }, healthDamage: hurt(marked) }) as StoredCharacter);

describe('Magick wirken with wounds', () => {
  it.each<[string, number, number, string | null]>([
    ['unhurt: all four Arete dice', 0, 4, null],
    ['Bruised (±0): still four', 1, 4, null],
    ['Hurt (−1): three', 2, 3, 'Verletzt: Arete 4 − 1 Wundabzug = 3 Würfel.'],
    ['Wounded (−2): two', 4, 2, 'Schwer verwundet: Arete 4 − 2 Wundabzug = 2 Würfel.'],
    ['Crippled (−5): none left', 6, 0, 'Verkrüppelt: Arete 4 − 5 Wundabzug = 0 Würfel.'],
  ])('%s', async (_name, marked, dice, reason) => {
    renderSheet(<MagickDialog onClose={() => {}} />, mage(marked));
    expect(await screen.findByRole('button', { name: `Wirken (${dice} Würfel)` })).toBeTruthy();
    expect(screen.getByTestId('magick-difficulty').textContent).toMatch(new RegExp(`· ${dice} Würfel Arete$`));
    expect(screen.queryByTestId('magick-wounds')?.textContent ?? null).toBe(reason);
  });

  it('the penalty can be switched off, as in the roller', async () => {
    const { user } = renderSheet(<MagickDialog onClose={() => {}} />, mage(4));
    await user.click(await screen.findByRole('checkbox', { name: 'Wundabzug (−2)' }));
    expect(screen.getByRole('button', { name: 'Wirken (4 Würfel)' })).toBeTruthy();
    expect(screen.queryByTestId('magick-wounds')).toBeNull();
  });

  it('an incapacitated mage cannot cast', async () => {
    renderSheet(<MagickDialog onClose={() => {}} />, mage(7));
    expect(await screen.findByText('Kampfunfähig: Der Magus kann nicht handeln.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Wirken/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
