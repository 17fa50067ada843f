import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/wizard-step.tsx';

/**
 * Issue #46, item 9 (5th-edition core rules, Skills: Specialties): Academics, Craft, Performance and
 * Science take their free speciality only when they have dots; the step no longer asks for one on a
 * skill at 0 ("auch ohne Punkte"), in every 5th-edition line.
 */
const spreadSelect = () => screen.getByLabelText<HTMLSelectElement>('Verteilung');
/** Labels of the fixed-speciality fields shown, in order. */
const fixedFields = () => screen.queryAllByText(/^Spezialisierung in /, { selector: 'label' }).map((label) => label.textContent);

describe.each(['v5', 'w5', 'h5'] as const)('%s: fixed specialities follow the dots', (line) => {
  it.each<[string, Array<[string, string]>, string[]]>([
    ['no dots in any of the four', [], []],
    ['Craft at 1', [['Handwerk', '1']], ['Spezialisierung in Handwerk']],
    [
      'Academics and Science at 2',
      [
        ['Geisteswissenschaft', '2'],
        ['Naturwissenschaften', '2'],
      ],
      ['Spezialisierung in Geisteswissenschaft', 'Spezialisierung in Naturwissenschaften'],
    ],
  ])('%s', async (_, dots, expected) => {
    const { user, problems } = renderStep(line, 'skills');
    await user.selectOptions(spreadSelect(), 'Tausendsassa (1×3, 8×2, 10×1)');
    for (const [name, value] of dots) await user.selectOptions(screen.getByLabelText<HTMLSelectElement>(name), value);
    expect(fixedFields()).toEqual(expected);
    const missing = 'Trage die Spezialisierungen für Geisteswissenschaft, Handwerk, Darbietung und Naturwissenschaften ein, soweit sie Punkte haben.';
    expect(problems().includes(missing)).toBe(expected.length > 0);
    for (const label of expected) {
      await user.click(screen.getByLabelText(label));
      await user.paste('Etwas');
    }
    expect(problems()).not.toContain(missing);
  });
});

// Issue #47 item 5: speciality suggestions are the shared ones plus the line's own, never another line's.
describe('speciality suggestions per line', () => {
  /** The suggestions offered for Science's fixed speciality once it has a dot. */
  async function scienceSuggestions(line: 'v5' | 'w5' | 'h5') {
    const { user } = renderStep(line, 'skills');
    await user.selectOptions(spreadSelect(), 'Tausendsassa (1×3, 8×2, 10×1)');
    await user.selectOptions(screen.getByLabelText<HTMLSelectElement>('Naturwissenschaften'), '1');
    const input = screen.getByLabelText('Spezialisierung in Naturwissenschaften');
    const list = document.getElementById(input.getAttribute('list') ?? '');
    return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
  }

  it.each([
    ['v5', true],
    ['h5', true],
    ['w5', false],
  ] as const)('%s: Hämatologie offered: %s, the shared ones always', async (line, offered) => {
    const suggestions = await scienceSuggestions(line);
    expect(suggestions).toContain('Chemie');
    expect(suggestions.includes('Hämatologie')).toBe(offered);
  });
});
