import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { FifthEditionCharacter } from '@vitae/core/fifth-edition';
import { setUiState } from '../../../lib/ui-store.ts';
import { bought, current } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { TraitsGrid } from './traits-grid.tsx';

/** A character of a 5th-edition line with Athletics 2 and Strength 2 (both bought). */
function athlete(line: 'v5' | 'w5' | 'h5', exp = 0): StoredCharacter {
  return openCharacter(line, (blank) => bought(blank, [{ kind: 'skill', key: 'ath' }, { kind: 'skill', key: 'ath' }, { kind: 'attribute', key: 'str' }, { kind: 'attribute', key: 'str' }], exp));
}
const saved = (id: string) => current(id) as FifthEditionCharacter & StoredCharacter;
const skill = (id: string, key: string) => saved(id).categories.flatMap((category) => category.skills).find((s) => s.key === key);
const row = (testId: string) => within(screen.getByTestId(testId));

describe.each(['v5', 'w5', 'h5'] as const)('the %s attributes and skills', (line) => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows the ratings by category; a click puts a trait into the next roll', async () => {
    const { user } = renderSheet(<TraitsGrid kind="skills" />, athlete(line), 'skills');
    expect(screen.getByRole('heading', { name: 'Körperlich' })).toBeTruthy();
    expect(row('skills-ath').getByRole('img', { name: '2 von 5' })).toBeTruthy();
    const pick = row('skills-ath').getByRole('button', { name: 'Sportlichkeit' });
    await user.click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    await user.click(pick);
  });

  it('leveling: raising an attribute costs the new rating × 5', async () => {
    setUiState({ levelMode: true });
    const character = athlete(line, 20);
    const { user } = renderSheet(<TraitsGrid kind="attributes" />, character, 'attributes');
    await user.click(row('attributes-str').getByRole('button', { name: 'Körperkraft steigern für 15 EXP' }));
    await user.click(await screen.findByRole('button', { name: 'Für 15 EXP kaufen' }));
    expect(saved(character.id).exp).toBe(5);
    expect(row('attributes-str').getByRole('img', { name: '3 von 5' })).toBeTruthy();
  });
});

describe('buying a speciality', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('only skills with dots offer one', () => {
    setUiState({ levelMode: true });
    renderSheet(<TraitsGrid kind="skills" />, athlete('v5', 10), 'skills');
    expect(row('skills-ath').getByRole('button', { name: 'Spezialisierung für Sportlichkeit kaufen' })).toBeTruthy();
    expect(screen.getByTestId('skills-bra').querySelector('[aria-label^="Spezialisierung für"]')).toBeNull();
  });

  it('needs a name, then costs 3 XP and shows under the skill', async () => {
    setUiState({ levelMode: true });
    const character = athlete('v5', 10);
    const { user } = renderSheet(<TraitsGrid kind="skills" />, character, 'skills');
    await user.click(row('skills-ath').getByRole('button', { name: 'Spezialisierung für Sportlichkeit kaufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Spezialisierung: Sportlichkeit' });
    await user.click(within(dialog).getByRole('button', { name: 'Für 3 EXP kaufen' }));
    expect(within(dialog).getByText('Bitte gib die Spezialisierung ein.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Spezialisierung'), 'Klettern{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(skill(character.id, 'ath')?.specialization).toContain('Klettern');
    expect(saved(character.id).exp).toBe(7);
    expect(row('skills-ath').getByText('Klettern')).toBeTruthy();
  });

  it('too little experience: the dialog stays with the refusal', async () => {
    setUiState({ levelMode: true });
    const character = athlete('v5', 1);
    const { user } = renderSheet(<TraitsGrid kind="skills" />, character, 'skills');
    await user.click(row('skills-ath').getByRole('button', { name: 'Spezialisierung für Sportlichkeit kaufen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Spezialisierung'), 'Parkour{Enter}');
    expect(within(dialog).getByText('Nicht genug EXP: nötig sind 3, du hast 1.')).toBeTruthy();
    expect(skill(character.id, 'ath')?.specialization ?? []).not.toContain('Parkour');
  });
});
