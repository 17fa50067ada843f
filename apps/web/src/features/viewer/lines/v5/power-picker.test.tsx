import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { Discipline } from '@vitae/core/v5';
import { setUiState } from '../../../../lib/ui-store.ts';
import { renderSheetAtTable } from '../../../../testing/purchase-gate.tsx';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { DisciplinesTab } from './disciplines-tab.tsx';
import type { StoredVampire } from './vampire.ts';

/**
 * Issue #46, item 7: a discipline power costs XP only after the player confirmed its price, as
 * raising an attribute does (V5 corebook, Experience costs: new out-of-clan dot = new level × 7).
 */
const disciplines = testContent().forLine('v5', 'de-DE').disciplines;
const discipline = (id: number): Discipline => disciplines.find((d) => d.id === id)!;
const power = (id: number, key: string) => discipline(id).powers.find((p) => p.key === key)!;
const animalism = 9;
const dot = (id: number, key: string) => ({ kind: 'discipline' as const, disciplineId: id, clanDisciplineIds: [], power: power(id, key), discipline: discipline(id) });

function tamer(exp: number): StoredCharacter {
  return openCharacter('v5', (blank) => bought(blank, [dot(animalism, '9-1-2')], exp));
}

const vampire = (id: string) => current(id) as StoredVampire;
const animalismCard = () => screen.getByTestId(`discipline-${animalism}`);

describe('buying a discipline power asks first, with its price', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it.each<[string, 'confirm' | 'close', number, number]>([
    ['confirmed: the power is bought for 14 EXP', 'confirm', 6, 2],
    ['closed: nothing is spent, nothing learned', 'close', 20, 1],
  ])('%s', async (_, answer, exp, powers) => {
    setUiState({ levelMode: true });
    const character = tamer(20);
    const { user } = renderSheet(<DisciplinesTab />, character, 'disciplines');
    await user.click(within(animalismCard()).getByRole('button', { name: 'Kraft kaufen' }));
    await user.click(await screen.findByRole('button', { name: 'Wildes Flüstern (Stufe 2) – 14 EXP' }));
    // One tap spends nothing yet.
    expect(vampire(character.id).exp).toBe(20);
    const question = await screen.findByRole('dialog', { name: 'Wildes Flüstern lernen?' });
    expect(within(question).getByText('Das kostet 14 EXP. Du hast 20 EXP.')).toBeTruthy();
    if (answer === 'confirm') await user.click(within(question).getByRole('button', { name: 'Für 14 EXP kaufen' }));
    else await user.click(within(question).getByRole('button', { name: 'Schließen' }));
    expect(vampire(character.id).exp).toBe(exp);
    expect(vampire(character.id).disciplines.find((d) => Number(d.discipline.id) === animalism)?.abilities).toHaveLength(powers);
  });
});

describe('a discipline power at a table whose spends need approval', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('is asked for with its name, and nothing is spent or learned', async () => {
    setUiState({ levelMode: true });
    const character = tamer(20);
    const { user, asked } = renderSheetAtTable(<DisciplinesTab />, character, { tab: 'disciplines' });
    await user.click(within(animalismCard()).getByRole('button', { name: 'Kraft kaufen' }));
    await user.click(await screen.findByRole('button', { name: 'Wildes Flüstern (Stufe 2) – 14 EXP' }));
    const question = await screen.findByRole('dialog', { name: 'Wildes Flüstern lernen?' });
    await user.click(within(question).getByRole('button', { name: 'Zustimmung erbitten (14 EXP)' }));
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatchObject({ label: `${discipline(animalism).name}: Wildes Flüstern`, purchase: { kind: 'discipline', disciplineId: animalism } });
    expect(vampire(character.id).exp).toBe(20);
    expect(vampire(character.id).disciplines.find((d) => Number(d.discipline.id) === animalism)?.abilities).toHaveLength(1);
  });
});
