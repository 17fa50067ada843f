import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vampireOfClan } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const optionNames = (label: string) => [...select(label).options].map((option) => option.textContent);

describe('the Vampire disciplines step', () => {
  it('offers the clan’s three disciplines for two points and one, preset to the first two', () => {
    const { problems } = renderStep('v5', 'disciplines', { character: vampireOfClan('Tremere') });
    expect(optionNames('Zwei Punkte in')).toEqual(['Auspex', 'Blutmagie', 'Beherrschung']);
    expect(optionNames('Ein Punkt in')).toEqual(['Auspex', 'Blutmagie', 'Beherrschung']);
    expect(select('Zwei Punkte in').selectedOptions[0]?.textContent).toBe('Auspex');
    expect(select('Ein Punkt in').selectedOptions[0]?.textContent).toBe('Blutmagie');
    expect(problems()).toEqual(['Wähle die beiden Clansdisziplinen und übernimm sie.']);
  });

  it('the same discipline twice is refused at the choice and cannot be applied', async () => {
    const { user } = renderStep('v5', 'disciplines', { character: vampireOfClan('Tremere') });
    await user.selectOptions(select('Ein Punkt in'), 'Auspex');
    expect(screen.getByText('Wähle zwei verschiedene Disziplinen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toHaveProperty('disabled', true);
    await user.selectOptions(select('Ein Punkt in'), 'Beherrschung');
    expect(screen.queryByText('Wähle zwei verschiedene Disziplinen.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toHaveProperty('disabled', false);
  });

  it('applying gives each discipline its points to spend on powers and locks the choice', async () => {
    const { user, problems, draft } = renderStep('v5', 'disciplines', { character: vampireOfClan('Tremere') });
    await user.selectOptions(select('Zwei Punkte in'), 'Beherrschung');
    await user.selectOptions(select('Ein Punkt in'), 'Auspex');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(within(screen.getByRole('region', { name: 'Beherrschung' })).getByText('0 von 2 Punkten vergeben')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Auspex' })).getByText('0 von 1 Punkt vergeben')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Blutmagie' })).toBeNull();
    expect(select('Zwei Punkte in').closest('fieldset')?.disabled).toBe(true);
    expect(problems()).toEqual(['Wähle für jeden Disziplinpunkt eine Kraft.']);
    expect(draft().character.disciplines.map((entry) => entry.discipline.name).sort()).toEqual(['Auspex', 'Beherrschung']);
  });

  it('a power is picked in a dialog of the discipline’s level-1 powers; the last one can be removed again', async () => {
    const { user, draft } = renderStep('v5', 'disciplines', { character: vampireOfClan('Brujah') });
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const first = draft().character.disciplines[0]!.discipline.name;
    await user.click(screen.getByRole('button', { name: `Kraft für ${first} wählen` }));
    const dialog = await screen.findByRole('dialog', { name: `${first}: Kraft wählen` });
    const powers = within(dialog).getAllByRole('button').filter((button) => /Stufe/.test(button.textContent ?? ''));
    expect(powers.length).toBeGreaterThan(0);
    const available = powers.find((button) => !(button as HTMLButtonElement).disabled)!;
    const power = available.textContent!.replace(/ \(Stufe \d\)$/, '');
    // With no dot yet in the discipline, only level-1 powers are offered.
    expect(powers.every((button) => / \(Stufe 1\)$/.test(button.textContent ?? ''))).toBe(true);
    await user.click(available);
    const section = screen.getByRole('region', { name: first });
    expect(within(section).getByText('1 von 2 Punkten vergeben')).toBeTruthy();
    expect(within(section).getByText(power, { exact: false })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: `${power} wieder entfernen` }));
    expect(within(section).getByText('0 von 2 Punkten vergeben')).toBeTruthy();
  });

  it('undoing the choice after powers were bought asks first, and keeps everything when the player says no', async () => {
    const { user, draft } = renderStep('v5', 'disciplines', { character: vampireOfClan('Brujah') });
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const first = draft().character.disciplines[0]!.discipline.name;
    await user.click(screen.getByRole('button', { name: `Kraft für ${first} wählen` }));
    const dialog = await screen.findByRole('dialog', { name: `${first}: Kraft wählen` });
    await user.click(within(dialog).getAllByRole('button').find((button) => /Stufe 1/.test(button.textContent ?? '') && !(button as HTMLButtonElement).disabled)!);
    await user.click(screen.getByRole('button', { name: 'Auswahl der Clansdisziplinen ändern' }));
    const question = await screen.findByRole('dialog', { name: 'Clansdisziplinen neu wählen?' });
    expect(within(question).getByText('Die schon gewählten Kräfte, Rituale und Zeremonien werden dabei zurückgesetzt.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Schließen' }));
    expect(within(screen.getByRole('region', { name: first })).getByText('1 von 2 Punkten vergeben')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Auswahl der Clansdisziplinen ändern' }));
    const again = await screen.findByRole('dialog', { name: 'Clansdisziplinen neu wählen?' });
    await user.click(within(again).getByRole('button', { name: 'Neu wählen' }));
    expect(screen.queryByRole('region', { name: first })).toBeNull();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toBeTruthy();
  });

  it('a first Blood Sorcery power brings the choice of a ritual, which the step then asks for', async () => {
    const { user, problems } = renderStep('v5', 'disciplines', { character: vampireOfClan('Tremere') });
    await user.selectOptions(select('Zwei Punkte in'), 'Blutmagie');
    await user.selectOptions(select('Ein Punkt in'), 'Auspex');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.queryByRole('group', { name: 'Blutritual der Stufe 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kraft für Blutmagie wählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blutmagie: Kraft wählen' });
    await user.click(within(dialog).getAllByRole('button').find((button) => /Stufe 1/.test(button.textContent ?? '') && !(button as HTMLButtonElement).disabled)!);
    const rituals = screen.getByRole('group', { name: 'Blutritual der Stufe 1' });
    const choices = within(rituals).getAllByRole('radio');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(problems()).toContain('Wähle ein Blutritual der Stufe 1.');
    await user.click(choices[0]!);
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    expect(problems()).not.toContain('Wähle ein Blutritual der Stufe 1.');
  });
});
