import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attributeValue } from '@vitae/core/fifth-edition';
import { inEnglish } from '../../../testing/language.ts';
import { renderStep } from '../../../testing/wizard-step.tsx';

const fifthEditionLines = ['v5', 'w5', 'h5'] as const;
const pools = () => within(screen.getByRole('list', { name: 'Noch zu vergeben' })).getAllByRole('listitem');
const rating = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);
const enabledValues = (select: HTMLSelectElement) => [...select.options].filter((option) => !option.disabled).map((option) => option.textContent);

/** One attribute at 4, three at 3, four at 2, one at 1, by German name. */
const fullSpread: Array<[string, string]> = [
  ['Körperkraft', '4'],
  ['Geschicklichkeit', '3'],
  ['Widerstandsfähigkeit', '3'],
  ['Charisma', '3'],
  ['Manipulation', '2'],
  ['Fassung', '2'],
  ['Intelligenz', '2'],
  ['Geistesschärfe', '2'],
  ['Entschlossenheit', '1'],
];

describe.each(fifthEditionLines)('the attributes step of %s', (line) => {
  it('shows the nine attributes in three categories, every dot still to assign', () => {
    const { problems } = renderStep(line, 'attributes');
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Körperlich', 'Gesellschaftlich', 'Geistig']);
    expect(within(screen.getAllByRole('group')[0]!).getAllByRole('combobox')).toHaveLength(3);
    expect(screen.getAllByRole('combobox')).toHaveLength(9);
    expect(pools().map((item) => item.textContent)).toEqual(['1× 4 Punkte', '3× 3 Punkte', '4× 2 Punkte', '1× 1 Punkt']);
    expect(problems()).toEqual(['Verteile alle Attributpunkte genau nach der Vorgabe.']);
  });

  it('a used-up value is no longer offered to the other attributes', async () => {
    const { user } = renderStep(line, 'attributes');
    expect(enabledValues(rating('Charisma'))).toContain('4');
    await user.selectOptions(rating('Körperkraft'), '4');
    expect(enabledValues(rating('Charisma'))).not.toContain('4');
    // The attribute that holds it keeps it selectable, so it can be changed back.
    expect(enabledValues(rating('Körperkraft'))).toContain('4');
    expect(pools()[0]!.textContent).toBe('0× 4 Punkte');
    expect(pools()[0]!.className).toBe('wizard__pool--done');
  });

  it('the full distribution clears the step and is on the character', async () => {
    const { user, problems, draft } = renderStep(line, 'attributes');
    for (const [name, value] of fullSpread) await user.selectOptions(rating(name), value);
    expect(problems()).toEqual([]);
    expect(pools().every((item) => item.className === 'wizard__pool--done')).toBe(true);
    expect(rating('Körperkraft').value).toBe('4');
    expect(attributeValue(draft().character, 'str')).toBe(4);
    expect(attributeValue(draft().character, 'res')).toBe(1);
  });
});

describe('the attributes step in English', () => {
  it('names the categories and pools in English', async () => {
    await inEnglish();
    renderStep('h5', 'attributes');
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Physical', 'Social', 'Mental']);
    expect(within(screen.getByRole('list', { name: 'Left to assign' })).getAllByRole('listitem')[3]!.textContent).toBe('1× 1 dot');
    expect(screen.getByLabelText('Strength')).toBeTruthy();
  });
});
