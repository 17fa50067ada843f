import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { AttributesTab } from './attributes-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { TraditionTab } from './tradition-tab.tsx';
import type { StoredMage } from './use-mage.ts';

// Issue #46 item 26: "Volle Anpassung" could not lower Spheres, Attributes or Arete.
const mage = (fullCustomization: boolean): StoredCharacter =>
  openCharacter('m20', (blank) => {
    const mage = blank as StoredMage;
    return { ...mage, fullCustomization, exp: 7, arete: 3, attributes: { ...mage.attributes, wits: 3 }, spheres: { ...mage.spheres, forces: 2 } } as StoredCharacter;
  });
const saved = (id: string) => current(id) as StoredMage;

describe('lowering under full customization (leveling mode)', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it.each([
    ['an Attribute', <AttributesTab />, 'attributes', 'Geistesschärfe um einen Punkt senken (volle Anpassung)', (mage: StoredMage) => mage.attributes.wits, 2],
    ['a Sphere', <TraditionTab />, 'tradition', 'Kräfte um einen Punkt senken (volle Anpassung)', (mage: StoredMage) => mage.spheres.forces, 1],
    ['Arete', <ProfileTab />, 'profile', 'Arete um einen Punkt senken (volle Anpassung)', (mage: StoredMage) => mage.arete, 2],
  ] as const)('%s loses one dot, no XP back, and the history can undo it', async (_name, ui, tab, label, read, lowered) => {
    setUiState({ levelMode: true });
    const character = mage(true);
    const { user } = renderSheet(ui, character, tab);
    await user.click(await screen.findByRole('button', { name: label }));
    expect(read(saved(character.id))).toBe(lowered);
    expect(saved(character.id).exp).toBe(7);
    expect(saved(character.id).xpHistory.map((entry) => entry.kind)).toEqual(['change']);
  });

  it('an Attribute at its free dot offers no "−"', async () => {
    setUiState({ levelMode: true });
    renderSheet(<AttributesTab />, mage(true), 'attributes');
    expect(await screen.findByRole('button', { name: 'Geistesschärfe um einen Punkt senken (volle Anpassung)' })).toBeTruthy();
    expect(within(screen.getByTestId('attributes-strength')).queryByRole('button', { name: /senken/ })).toBeNull();
  });

  it('without full customization nothing can be lowered', async () => {
    setUiState({ levelMode: true });
    renderSheet(<TraditionTab />, mage(false), 'tradition');
    expect(await screen.findByTestId('sphere-forces')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /senken/ })).toBeNull();
  });
});
