import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../testing/language.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

const category = (name: string) => screen.getByTestId(`attributes-${name}`);
const priority = (name: string) => within(category(name)).getByLabelText<HTMLSelectElement>('Priorität');
const rank = (name: string) => priority(name).selectedOptions[0]?.textContent;
const spent = (name: string) => within(category(name)).getByText(/Punkten vergeben/);

describe('the Mage attributes step', () => {
  it('ranks the three categories 7/5/3, physical first, every attribute at its free dot', () => {
    const { problems } = renderStep('m20', 'm20-attributes');
    expect([...priority('physical').options].map((option) => option.textContent)).toEqual(['Primär (7)', 'Sekundär (5)', 'Tertiär (3)']);
    expect([rank('physical'), rank('social'), rank('mental')]).toEqual(['Primär (7)', 'Sekundär (5)', 'Tertiär (3)']);
    expect(spent('physical').textContent).toBe('0 von 7 Punkten vergeben');
    expect(spent('mental').textContent).toBe('0 von 3 Punkten vergeben');
    expect(within(category('physical')).getByLabelText<HTMLSelectElement>('Körperkraft').value).toBe('1');
    expect(problems()).toEqual(['Verteile alle Attributspunkte (7/5/3).']);
  });

  it('giving a category a taken rank swaps the two, and the budgets follow', async () => {
    const { user, draft } = renderStep('m20', 'm20-attributes');
    await user.selectOptions(priority('mental'), 'Primär (7)');
    expect([rank('physical'), rank('social'), rank('mental')]).toEqual(['Tertiär (3)', 'Sekundär (5)', 'Primär (7)']);
    expect(spent('mental').textContent).toBe('0 von 7 Punkten vergeben');
    expect(draft().state).toEqual({ order: ['mental', 'social', 'physical'] });
  });

  it('dots beyond a category’s budget are not offered; a spent budget is marked done', async () => {
    const { user } = renderStep('m20', 'm20-attributes');
    const mental = within(category('mental'));
    await user.selectOptions(mental.getByLabelText('Intelligenz'), '4');
    expect(spent('mental').textContent).toBe('3 von 3 Punkten vergeben');
    expect(spent('mental').className).toBe('wizard__pool--done');
    const wits = mental.getByLabelText<HTMLSelectElement>('Geistesschärfe');
    expect([...wits.options].filter((option) => !option.disabled).map((option) => option.value)).toEqual(['1']);
  });

  it('all 15 dots spent clears the step; an attribute at 4 asks for a specialty', async () => {
    const { user, problems, draft } = renderStep('m20', 'm20-attributes');
    const pick = async (name: string, attribute: string, value: string) => user.selectOptions(within(category(name)).getByLabelText(attribute), value);
    await pick('physical', 'Körperkraft', '4');
    await pick('physical', 'Geschicklichkeit', '4');
    await pick('physical', 'Widerstandsfähigkeit', '2');
    await pick('social', 'Charisma', '4');
    await pick('social', 'Manipulation', '3');
    await pick('mental', 'Intelligenz', '3');
    await pick('mental', 'Geistesschärfe', '2');
    expect(problems()).toEqual([]);
    await user.type(screen.getByLabelText('Spezialisierung in Körperkraft'), 'Heben');
    expect(draft().character.specialties).toEqual({ strength: 'Heben' });
    expect(screen.queryByLabelText('Spezialisierung in Manipulation')).toBeNull();
  });

  it('in English the ranks are English', async () => {
    await inEnglish();
    renderStep('m20', 'm20-attributes');
    expect(within(category('physical')).getByLabelText<HTMLSelectElement>('Priority').selectedOptions[0]?.textContent).toBe('Primary (7)');
  });
});
