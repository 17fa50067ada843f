import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../testing/wizard-step.tsx';

const category = (name: string) => screen.getByTestId(`abilities-${name}`);
const priority = (name: string) => within(category(name)).getByLabelText<HTMLSelectElement>('Priorität');
const spent = (name: string) => within(category(name)).getByText(/Punkten vergeben/);

describe('the Mage abilities step', () => {
  it('ranks talents, skills and knowledges 13/9/5, none above 3 dots', () => {
    const { problems } = renderStep('m20', 'm20-abilities');
    expect(['talents', 'skills', 'knowledges'].map((name) => category(name).querySelector('legend')?.textContent)).toEqual(['Talente', 'Fertigkeiten', 'Kenntnisse']);
    expect([...priority('talents').options].map((option) => option.textContent)).toEqual(['Primär (13)', 'Sekundär (9)', 'Tertiär (5)']);
    expect(spent('talents').textContent).toBe('0 von 13 Punkten vergeben');
    expect(spent('knowledges').textContent).toBe('0 von 5 Punkten vergeben');
    const awareness = within(category('talents')).getByLabelText<HTMLSelectElement>('Aufmerksamkeit');
    expect([...awareness.options].map((option) => option.textContent)).toEqual(['–', '1', '2', '3']);
    expect(problems()).toEqual(['Verteile alle Fähigkeitspunkte (13/9/5).']);
  });

  it('secondary abilities sit folded away until one has dots', async () => {
    const { user } = renderStep('m20', 'm20-abilities');
    const folded = within(category('talents')).getByText('Sekundäre Fähigkeiten (mit Erlaubnis der Spielleitung)').closest('details')!;
    expect(folded.open).toBe(false);
    const secondary = folded.querySelector('select')!;
    await user.selectOptions(secondary, '1');
    expect(within(category('talents')).getByText('Sekundäre Fähigkeiten (mit Erlaubnis der Spielleitung)').closest('details')!.open).toBe(true);
    expect(spent('talents').textContent).toBe('1 von 13 Punkten vergeben');
  });

  it('a swap of ranks moves the budgets, and the tertiary budget caps its category', async () => {
    const { user } = renderStep('m20', 'm20-abilities');
    await user.selectOptions(priority('knowledges'), 'Primär (13)');
    expect(spent('knowledges').textContent).toBe('0 von 13 Punkten vergeben');
    expect(spent('talents').textContent).toBe('0 von 5 Punkten vergeben');
    const talents = within(category('talents'));
    const [first, second] = talents.getAllByRole('combobox').filter((select) => select.getAttribute('id') !== 'ability-priority-talents');
    await user.selectOptions(first!, '3');
    await user.selectOptions(second!, '2');
    expect(spent('talents').className).toBe('wizard__pool--done');
    const third = talents.getAllByRole('combobox')[3] as HTMLSelectElement;
    expect([...third.options].filter((option) => !option.disabled).map((option) => option.value)).toEqual(['0']);
  });
});
