import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skillValue } from '@vitae/core/fifth-edition';
import { inEnglish } from '../../../testing/language.ts';
import { renderStep } from '../../../testing/wizard-step.tsx';

const spreadSelect = () => screen.getByLabelText<HTMLSelectElement>('Verteilung');
const pools = () => within(screen.getByRole('list', { name: 'Noch zu vergeben' })).getAllByRole('listitem').map((item) => item.textContent);
const rating = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);
const values = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);
const enabledValues = (select: HTMLSelectElement) => [...select.options].filter((option) => !option.disabled).map((option) => option.textContent);

/** The "Spezialist" spread (1×4, 3×3, 3×2, 3×1) on ten skills, by German name; the four skills with a fixed speciality among them. */
const specialist: Array<[string, string]> = [
  ['Handwerk', '4'],
  ['Geisteswissenschaft', '3'],
  ['Darbietung', '3'],
  ['Naturwissenschaften', '3'],
  ['Nahkampf', '2'],
  ['Sportlichkeit', '2'],
  ['Heimlichkeit', '2'],
  ['Fahren', '1'],
  ['Medizin', '1'],
  ['Okkultismus', '1'],
];

describe.each(['v5', 'w5', 'h5'] as const)('the skills step of %s', (line) => {
  it('asks for a distribution first, offering the three with their pools, and shows no skills before', () => {
    const { problems } = renderStep(line, 'skills');
    expect(values(spreadSelect())).toEqual(['Verteilung wählen …', 'Tausendsassa (1×3, 8×2, 10×1)', 'Ausgewogen (3×3, 5×2, 7×1)', 'Spezialist (1×4, 3×3, 3×2, 3×1)']);
    expect(spreadSelect().options[0]?.disabled).toBe(true);
    expect(screen.queryByLabelText('Nahkampf')).toBeNull();
    expect(problems()).toEqual(['Wähle eine Verteilung der Fertigkeiten.']);
  });

  it('a distribution shows the 27 skills with only its values, and what is left to assign', async () => {
    const { user, problems } = renderStep(line, 'skills');
    await user.selectOptions(spreadSelect(), 'Ausgewogen (3×3, 5×2, 7×1)');
    expect(pools()).toEqual(['3× 3 Punkte', '5× 2 Punkte', '7× 1 Punkt']);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Körperlich', 'Gesellschaftlich', 'Geistig', 'Spezialisierungen']);
    expect(values(rating('Nahkampf'))).toEqual(['–', '1', '2', '3']);
    expect(problems()).toContain('Verteile alle Fertigkeitspunkte genau nach der gewählten Verteilung.');
  });

  it('each fixed speciality suggests the skill’s usual specialities', async () => {
    const { user } = renderStep(line, 'skills');
    await user.selectOptions(spreadSelect(), 'Tausendsassa (1×3, 8×2, 10×1)');
    await user.selectOptions(rating('Handwerk'), '1');
    const field = screen.getByLabelText('Spezialisierung in Handwerk');
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect(list?.querySelectorAll('option').length).toBe(6);
  });
});

describe('the shared skills step, once', () => {
  it('the spread’s and the specialities’ requirements are all met by a full "Spezialist" with five specialities', async () => {
    const { user, problems, draft } = renderStep('h5', 'skills');
    await user.selectOptions(spreadSelect(), 'Spezialist (1×4, 3×3, 3×2, 3×1)');
    for (const [name, value] of specialist) await user.selectOptions(rating(name), value);
    expect(pools()).toEqual(['0× 4 Punkte', '0× 3 Punkte', '0× 2 Punkte', '0× 1 Punkt']);
    expect(enabledValues(rating('Finanzen'))).toEqual(['–']);
    expect(problems()).toEqual([
      'Trage die Spezialisierungen für Geisteswissenschaft, Handwerk, Darbietung und Naturwissenschaften ein, soweit sie Punkte haben.',
      'Wähle eine Fertigkeit mit Punkten für die freie Spezialisierung und trage sie ein.',
    ]);
    for (const skill of ['Geisteswissenschaft', 'Handwerk', 'Darbietung', 'Naturwissenschaften']) {
      await user.click(screen.getByLabelText(`Spezialisierung in ${skill}`));
      await user.paste('Etwas');
    }
    expect(problems()).toEqual(['Wähle eine Fertigkeit mit Punkten für die freie Spezialisierung und trage sie ein.']);
    // The free speciality offers only skills with dots, alphabetically.
    const free = screen.getByLabelText<HTMLSelectElement>('Fertigkeit der freien Spezialisierung');
    expect(values(free).slice(1)).toEqual(specialist.map(([name]) => name).sort((a, b) => a.localeCompare(b, 'de')));
    await user.selectOptions(free, 'Nahkampf');
    await user.click(screen.getByLabelText('Freie Spezialisierung'));
    await user.paste('Messer');
    expect(problems()).toEqual([]);
    expect(skillValue(draft().character, 'cra')).toBe(4);
  });

  it('asks first once dots are set, and keeps them when the player declines', async () => {
    const { user, draft } = renderStep('v5', 'skills');
    await user.selectOptions(spreadSelect(), 'Ausgewogen (3×3, 5×2, 7×1)');
    await user.selectOptions(rating('Nahkampf'), '3');
    await user.selectOptions(spreadSelect(), 'Spezialist (1×4, 3×3, 3×2, 3×1)');
    const question = await screen.findByRole('dialog', { name: 'Verteilung wechseln?' });
    expect(within(question).getByText('Alle Fertigkeitspunkte werden zurückgesetzt.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Schließen' }));
    expect(skillValue(draft().character, 'mel')).toBe(3);
    expect(pools()).toEqual(['2× 3 Punkte', '5× 2 Punkte', '7× 1 Punkt']);
    await user.selectOptions(spreadSelect(), 'Spezialist (1×4, 3×3, 3×2, 3×1)');
    await user.click(within(await screen.findByRole('dialog', { name: 'Verteilung wechseln?' })).getByRole('button', { name: 'Verteilung wechseln' }));
    expect(skillValue(draft().character, 'mel')).toBe(0);
    expect(pools()).toEqual(['1× 4 Punkte', '3× 3 Punkte', '3× 2 Punkte', '3× 1 Punkt']);
  });

  it('without dots it switches at once', async () => {
    const { user } = renderStep('w5', 'skills');
    await user.selectOptions(spreadSelect(), 'Ausgewogen (3×3, 5×2, 7×1)');
    await user.selectOptions(spreadSelect(), 'Tausendsassa (1×3, 8×2, 10×1)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pools()).toEqual(['1× 3 Punkte', '8× 2 Punkte', '10× 1 Punkt']);
  });

  it('speaks English', async () => {
    await inEnglish();
    const { problems } = renderStep('h5', 'skills');
    expect(screen.getByLabelText('Distribution', { exact: false })).toBeTruthy();
    expect(problems()).toEqual(['Choose a skill distribution.']);
  });
});
