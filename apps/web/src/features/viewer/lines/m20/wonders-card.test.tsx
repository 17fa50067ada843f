import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { renderSheetAtTable } from '../../../../testing/purchase-gate.tsx';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import type { StoredMage } from './use-mage.ts';
import { WondersCard } from './wonders-card.tsx';

// Issue #46 item 21: adding a Wonder charged neither background points nor XP. A Wonder the mage
// did not make takes its rank in dots of the Wonder background ("Wunderwerk").
const mage = (fields: Partial<StoredMage> = {}): StoredCharacter => openCharacter('m20', (blank) => ({ ...blank, exp: 10, ...fields }) as StoredCharacter);
const saved = (id: string) => current(id) as StoredMage;

async function fillIn(user: ReturnType<typeof renderSheet>['user'], rank: string) {
  await user.click(await screen.findByRole('button', { name: 'Wunderwerk hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wunderwerk hinzufügen' });
  await user.selectOptions(within(dialog).getByLabelText('Art'), 'Talisman');
  await user.type(within(dialog).getByLabelText('Name'), 'Stab');
  await user.selectOptions(within(dialog).getByLabelText('Rang (Hintergrundpunkte)'), rank);
  return dialog;
}

describe('adding a Wonder on the sheet', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('leveling: the missing Wonder background dots are bought with XP (3 + 3 for rank 2), after a confirmation', async () => {
    setUiState({ levelMode: true });
    const character = mage();
    const { user } = renderSheet(<WondersCard />, character, 'traits');
    const dialog = await fillIn(user, '2');
    expect(within(dialog).getByTestId('wonder-cost').textContent).toBe('Braucht 2 Punkte mehr im Hintergrund Wunderwerk: 6 EXP.');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    const confirm = await screen.findByRole('dialog', { name: '„Stab“ hinzufügen?' });
    expect(confirm.textContent).toContain('Der Hintergrund Wunderwerk steigt um 2 Punkte auf 2. Das kostet 6 EXP (du hast 10).');
    await user.click(within(confirm).getByRole('button', { name: 'Für 6 EXP kaufen' }));
    expect(saved(character.id)).toMatchObject({ exp: 4, usedExp: 6, backgrounds: { wonder: 2 } });
    expect(saved(character.id).wonders.map((wonder) => [wonder.name, wonder.rank])).toEqual([['Stab', 2]]);
  });

  it('free Wonder background dots cover it: no XP', async () => {
    const character = mage({ backgrounds: { wonder: 3 } });
    const { user } = renderSheet(<WondersCard />, character, 'traits');
    const dialog = await fillIn(user, '2');
    expect(within(dialog).getByTestId('wonder-cost').textContent).toBe('Der Hintergrund Wunderwerk deckt diesen Rang (frei: 3).');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(saved(character.id)).toMatchObject({ exp: 10, backgrounds: { wonder: 3 } });
    expect(saved(character.id).wonders).toHaveLength(1);
  });

  it('outside leveling mode a Wonder without background dots is refused with the way to get them', async () => {
    const character = mage();
    const { user } = renderSheet(<WondersCard />, character, 'traits');
    const dialog = await fillIn(user, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Dafür fehlt 1 Punkt im Hintergrund Wunderwerk: Kaufe ihn im Steigerungsmodus für 3 EXP, oder die Spielleitung trägt das Wunderwerk mit voller Anpassung ein.');
    expect(saved(character.id).wonders).toEqual([]);
  });

  it('under full customization the storyteller enters it free of charge', async () => {
    const character = mage({ fullCustomization: true });
    const { user } = renderSheet(<WondersCard />, character, 'traits');
    const dialog = await fillIn(user, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(saved(character.id)).toMatchObject({ exp: 10, backgrounds: {} });
    expect(saved(character.id).wonders).toHaveLength(1);
  });
});

describe('a Wonder at a table whose spends need approval', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('asks the storyteller for the next Wonder background dot; nothing is spent or added', async () => {
    setUiState({ levelMode: true });
    const character = mage();
    const { user, asked } = renderSheetAtTable(<WondersCard />, character, { tab: 'traits' });
    const dialog = await fillIn(user, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    const confirm = await screen.findByRole('dialog', { name: '„Stab“ hinzufügen?' });
    expect(confirm.textContent).toContain('Erbeten wird der Punkt auf 1.');
    await user.click(within(confirm).getByRole('button', { name: 'Zustimmung erbitten (3 EXP)' }));
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatchObject({ label: 'Wunderwerk 0 → 1 (für „Stab“)', purchase: { kind: 'background', id: 'wonder' } });
    expect(saved(character.id)).toMatchObject({ exp: 10, backgrounds: {} });
    expect(saved(character.id).wonders).toEqual([]);
  });
});
