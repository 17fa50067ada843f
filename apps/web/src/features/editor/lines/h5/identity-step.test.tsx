import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../testing/wizard-step.tsx';

describe('the Hunter identity step', () => {
  it('asks for a touchstone at the first name, and a description needs its name', async () => {
    const { user, problems, draft } = renderStep('h5', 'identity');
    const first = screen.getByLabelText('Prüfstein 1');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(problems()).toEqual(['Nenne mindestens einen Prüfstein.']);
    await user.type(screen.getByLabelText('Wer ist Prüfstein 2 für den Jäger?'), 'Meine Schwester');
    expect(screen.getByLabelText('Prüfstein 2').getAttribute('aria-invalid')).toBe('true');
    await user.type(first, 'Pater Anselm');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(problems()).toEqual(['Gib dem Prüfstein einen Namen.']);
    await user.type(screen.getByLabelText('Prüfstein 2'), 'Lena');
    expect(problems()).toEqual([]);
    expect(draft().character.touchstones.map((touchstone) => touchstone.name)).toEqual(['Pater Anselm', 'Lena']);
  });

  it('ambition and desire are kept as typed', async () => {
    const { user, draft } = renderStep('h5', 'identity');
    await user.type(screen.getByLabelText('Ambition'), 'Die Brut ausräuchern');
    await user.type(screen.getByLabelText('Begierde'), 'Ein Bier mit Lena');
    expect(draft().character).toMatchObject({ ambition: 'Die Brut ausräuchern', desire: 'Ein Bier mit Lena' });
  });
});
