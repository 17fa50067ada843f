import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vampireOfClan } from '../../../../testing/line-characters.ts';
import { contentOf, renderStep } from '../../../../testing/wizard-step.tsx';

const typeSelect = () => screen.getByLabelText<HTMLSelectElement>('Raubtiertyp');
const choice = (legend: string) => screen.getByRole('group', { name: legend });

describe('the Vampire predator type step', () => {
  it('offers every predator type by name after a placeholder, and asks for one', () => {
    const { problems } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    const options = [...typeSelect().options].map((option) => option.textContent);
    expect(options[0]).toBe('Raubtiertyp wählen …');
    expect(options.slice(1).sort()).toEqual(contentOf('v5').predatorTypes.map((type) => type.name).sort());
    expect(typeSelect().value).toBe('');
    expect(problems()).toEqual(['Wähle einen Raubtiertyp.']);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a chosen type shows what it grants and one choice per open decision; "Weiter" waits for them', async () => {
    const { user, problems } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await user.selectOptions(typeSelect(), 'Sandman');
    const card = screen.getByRole('article', { name: 'Sandman' });
    const grants = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(grants).toEqual(['Spezialisierung: Medizin (Betäubungsmittel) oder Heimlichkeit (Einbruch)', 'Ein Disziplinpunkt: Auspex oder Verdunkelung', '1 zusätzlicher Punkt für Ressourcen']);
    expect(within(choice('Spezialisierung wählen')).getAllByRole('radio')).toHaveLength(2);
    expect(within(choice('Disziplin für den Punkt wählen')).getAllByRole('radio').map((radio) => radio.parentElement?.textContent?.trim())).toEqual(['Auspex', 'Verdunkelung']);
    expect(problems()).toEqual(['Triff alle Entscheidungen des Raubtiertyps.']);
  });

  it('answering every choice clears the step and keeps the answers in the draft', async () => {
    const { user, problems, draft } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await user.selectOptions(typeSelect(), 'Sandman');
    await user.click(within(choice('Spezialisierung wählen')).getByLabelText('Heimlichkeit (Einbruch)'));
    expect(problems()).toEqual(['Triff alle Entscheidungen des Raubtiertyps.']);
    await user.click(within(choice('Disziplin für den Punkt wählen')).getByLabelText('Verdunkelung'));
    expect(problems()).toEqual([]);
    expect(within(choice('Spezialisierung wählen')).queryByText('Triff alle Entscheidungen des Raubtiertyps.')).toBeNull();
    const sandman = contentOf('v5').predatorTypes.find((type) => type.name === 'Sandman')!;
    expect(draft().state).toEqual({ predatorTypeId: sandman.id, choices: { 0: { type: 'additional_specialization', choice: 1, text: '' }, 1: { type: 'discipline_point', disciplineId: expect.any(Number) } } });
  });

  it('a discipline only some clans may learn is offered to them alone (Osiris: Blood Sorcery for a Tremere, not a Brujah)', async () => {
    const brujah = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await brujah.user.selectOptions(typeSelect(), 'Osiris');
    expect(screen.queryByRole('group', { name: 'Disziplin für den Punkt wählen' })).toBeNull();
    brujah.unmount();
    const tremere = renderStep('v5', 'predator-type', { character: vampireOfClan('Tremere') });
    await tremere.user.selectOptions(typeSelect(), 'Osiris');
    expect(within(choice('Disziplin für den Punkt wählen')).getAllByRole('radio')).toHaveLength(2);
  });

  it('points to distribute are counted as they are typed and capped at the total', async () => {
    const { user, problems } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await user.selectOptions(typeSelect(), 'Osiris');
    const backgrounds = choice('3 Hintergrundpunkte verteilen');
    expect(within(backgrounds).getByText('0 von 3 verteilt')).toBeTruthy();
    expect(problems()).toContain('Verteile genau die vorgegebenen Punkte.');
    await user.type(within(backgrounds).getByLabelText('Ruhm'), '2');
    await user.type(within(backgrounds).getByLabelText('Herde'), '9');
    // More than the total is cut to the total at that field.
    expect(within(backgrounds).getByLabelText<HTMLInputElement>('Herde').value).toBe('3');
    expect(within(backgrounds).getByText('5 von 3 verteilt').className).toBe('field__error');
    await user.clear(within(backgrounds).getByLabelText('Herde'));
    await user.type(within(backgrounds).getByLabelText('Herde'), '1');
    expect(within(backgrounds).getByText('3 von 3 verteilt').className).toBe('field__hint');
  });

  it('a speciality of the player’s own asks for its text after the choice', async () => {
    const { user, problems } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await user.selectOptions(typeSelect(), 'Osiris');
    await user.click(screen.getByLabelText('Okkultismus (eigene, z. B. spezielle Tradition)'));
    const text = screen.getByLabelText('Deine Spezialisierung in Okkultismus');
    expect(text.getAttribute('placeholder')).toBe('spezielle Tradition');
    expect(problems()).toContain('Trage deine Spezialisierung ein.');
    await user.type(text, 'Hermetik');
    expect(problems()).not.toContain('Trage deine Spezialisierung ein.');
  });

  it('switching the type forgets the previous type’s answers', async () => {
    const { user, draft } = renderStep('v5', 'predator-type', { character: vampireOfClan('Brujah') });
    await user.selectOptions(typeSelect(), 'Sandman');
    await user.click(screen.getByLabelText('Verdunkelung'));
    await user.selectOptions(typeSelect(), 'Bauer');
    expect(screen.queryByRole('article', { name: 'Sandman' })).toBeNull();
    expect(draft().state).toEqual({ predatorTypeId: contentOf('v5').predatorTypes.find((type) => type.name === 'Bauer')!.id, choices: {} });
    await user.selectOptions(typeSelect(), '');
    expect(draft().state).toEqual({});
    expect(screen.queryByRole('article')).toBeNull();
  });
});
