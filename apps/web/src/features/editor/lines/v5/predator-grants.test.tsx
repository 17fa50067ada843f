import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyEraStart } from '@vitae/core/v5';
import { vampireOfClan } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

/**
 * Issue #46, items 1 and 8: the predator step offers no type whose grants the clan rules out (V5
 * corebook, Clans: Nosferatu, no Looks merits; Siren grants Beautiful) and says why; Blood Leech's
 * extra blood potency that the generation cannot hold is said, not dropped silently.
 */
const typeSelect = () => screen.getByLabelText<HTMLSelectElement>('Raubtiertyp');
const optionNamed = (text: string) => [...typeSelect().options].find((option) => option.textContent === text);

describe('predator types and what the clan rules out', () => {
  it.each<[string, string, boolean]>([
    ['Nosferatu', 'Sirene', true],
    ['Brujah', 'Sirene', false],
    ['Ventrue', 'Beuteltrinker', true],
  ])('a %s: %s refused %s', (clan, type, refused) => {
    renderStep('v5', 'predator-type', { character: vampireOfClan(clan) });
    if (refused) {
      expect(optionNamed(`${type} – nicht wählbar`)?.disabled).toBe(true);
      expect(optionNamed(type)).toBeUndefined();
    } else {
      expect(optionNamed(type)?.disabled).toBe(false);
      expect(screen.queryByText(new RegExp(`^${type}:`))).toBeNull();
    }
  });

  it('says why: Siren grants Beautiful, which is not for Nosferatu and not beside their Repulsive', () => {
    renderStep('v5', 'predator-type', { character: vampireOfClan('Nosferatu') });
    const reasons = screen.getByText('Nicht wählbar:');
    expect(within(reasons).getByText('Sirene: bringt Schön mit, nicht für Nosferatu, nicht zusammen mit Abstoßend')).toBeTruthy();
    expect(typeSelect().getAttribute('aria-describedby')).toBe(reasons.id);
  });

  it('a type-level restriction is said the same way (Bagger is not for Ventrue)', () => {
    renderStep('v5', 'predator-type', { character: vampireOfClan('Ventrue') });
    expect(screen.getByText('Beuteltrinker: nicht für Ventrue')).toBeTruthy();
  });

  it('a Nosferatu whose draft still names Siren (clan changed after going back) has no predator type yet', () => {
    const { problems } = renderStep('v5', 'predator-type', { character: vampireOfClan('Nosferatu'), state: { predatorTypeId: 13, choices: {} } });
    expect(typeSelect().value).toBe('');
    expect(screen.queryByRole('article')).toBeNull();
    expect(problems()).toEqual(['Wähle einen Raubtiertyp.']);
  });
});

describe('Blood Leech at the generation cap', () => {
  it.each<[string, number, string | null]>([
    ['14th generation (blood potency 0, cap 0)', 14, 'Blutmacht bleibt bei 0: Die Generation erlaubt nicht mehr.'],
    ['13th generation (blood potency 1, cap 3)', 13, null],
  ])('%s', async (_, generation, note) => {
    const { user } = renderStep('v5', 'predator-type', { character: applyEraStart(vampireOfClan('Brujah'), 'children', generation) });
    await user.selectOptions(typeSelect(), 'Blutegel');
    const card = screen.getByRole('article', { name: 'Blutegel' });
    if (note) expect(within(card).getByRole('status').textContent).toBe(note);
    else expect(within(card).queryByRole('status')).toBeNull();
  });
});
