import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../../testing/fields.ts';
import { werewolfOf } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

describe('the Werewolf identity step', () => {
  it('asks for at least one touchstone at the first field and shows what the sheet starts with', () => {
    const { problems } = renderStep('w5', 'identity', { character: werewolfOf('Ragabash', 'Stille Wanderer') });
    expect(errorOf(screen.getByLabelText('Prüfstein 1'))).toBe('Schreibe mindestens einen Prüfstein auf.');
    expect(errorOf(screen.getByLabelText('Prüfstein 2'))).toBeNull();
    const start = within(screen.getByRole('region', { name: 'So beginnt dein Garou' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(start).toEqual([expect.stringMatching(/^Gesundheit: \d+$/), expect.stringMatching(/^Willenskraft: \d+$/), 'Zorn: 1']);
    expect(problems()).toEqual(['Schreibe mindestens einen Prüfstein auf.']);
  });

  it('a touchstone in any row is enough; blank rows after it are not kept', async () => {
    const { user, problems, draft } = renderStep('w5', 'identity', { character: werewolfOf('Ragabash', 'Stille Wanderer') });
    await user.type(screen.getByLabelText('Prüfstein 2'), 'Der alte Leuchtturm');
    expect(errorOf(screen.getByLabelText('Prüfstein 1'))).toBeNull();
    expect(problems()).toEqual([]);
    expect(draft().character.touchstones).toEqual(['', 'Der alte Leuchtturm']);
    await user.type(screen.getByLabelText('Grundsätze der Chronik', { exact: false }), 'Keine Toten');
    expect(draft().character.chroniclePrinciples).toBe('Keine Toten');
  });
});
