import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hintOf } from '../../../../testing/fields.ts';
import { contentOf, renderStep } from '../../../../testing/wizard-step.tsx';

const archetype = (label: 'Wesen' | 'Verhalten') => screen.getByLabelText<HTMLSelectElement>(label);

describe('the Mage identity step', () => {
  it('asks for essence, nature and demeanour', () => {
    const { problems } = renderStep('m20', 'identity');
    expect(within(screen.getByRole('group', { name: 'Essenz' })).getAllByRole('radio')).toHaveLength(4);
    expect(problems()).toEqual(['Wähle die Essenz des Avatars.', 'Wähle das Wesen.', 'Wähle das Verhalten.']);
  });

  it('groups the archetypes: those of the M20 core first, the others after, each alphabetically', () => {
    renderStep('m20', 'identity');
    const groups = [...archetype('Wesen').querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['M20-Grundregelwerk', 'Weitere Archetypen']);
    const core = [...groups[0]!.querySelectorAll('option')].map((option) => option.textContent ?? '');
    expect(core).toEqual([...core].sort((a, b) => a.localeCompare(b, 'de')));
    expect(core.length + groups[1]!.querySelectorAll('option').length).toBe(contentOf('m20').archetypes.length);
  });

  it('the chosen nature says how it regains willpower; the demeanour only describes itself', async () => {
    const { user, problems, draft } = renderStep('m20', 'identity');
    const [first, second] = contentOf('m20').archetypes.filter((entry) => entry.inM20Core);
    await user.click(within(screen.getByRole('group', { name: 'Essenz' })).getAllByRole('radio')[0]!);
    await user.selectOptions(archetype('Wesen'), first!.id);
    await user.selectOptions(archetype('Verhalten'), second!.id);
    expect(hintOf(archetype('Wesen'))).toBe(`${first!.description} Willenskraft zurück: ${first!.willpower}`);
    expect(hintOf(archetype('Verhalten'))?.trim()).toBe(second!.description);
    expect(problems()).toEqual([]);
    expect(draft().character).toMatchObject({ nature: first!.id, demeanor: second!.id });
  });
});
