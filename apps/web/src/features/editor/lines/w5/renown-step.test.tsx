import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { werewolfOf } from '../../../../testing/line-characters.ts';
import { renderStep, startedCharacter } from '../../../../testing/wizard-step.tsx';

const renownList = () => within(screen.getByRole('list', { name: 'Ansehen' })).getAllByRole('listitem').map((item) => item.textContent);

describe('the Werewolf renown step', () => {
  it('without a tribe it only says to choose one', () => {
    const { container } = renderStep('w5', 'renown', { character: startedCharacter('w5') });
    expect(container.querySelector('p')?.textContent).toBe('Wähle einen Stamm.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('fixes two dots in the tribe’s Renown and offers the third in the other two, first where the auspice leans', () => {
    const { problems } = renderStep('w5', 'renown', { character: werewolfOf('Ragabash', 'Schwarze Furien') });
    expect(screen.getByText('Du beginnst mit 3 Punkten Ansehen.')).toBeTruthy();
    expect(screen.getByText('Schwarze Furien: 2 Punkte in Ruhm (vom Stamm festgelegt).')).toBeTruthy();
    const third = screen.getByRole('group', { name: 'Dritter Punkt Ansehen' });
    expect(within(third).getAllByRole('radio').map((radio) => radio.parentElement?.firstChild?.nextSibling?.textContent)).toEqual(['Ehre', 'Weisheit']);
    expect(within(third).getByText('Die Gaben deines Vorzeichens (Ragabash) nutzen meist Weisheit – ein Hinweis, du kannst frei wählen.')).toBeTruthy();
    expect(renownList()).toEqual(['Ruhm: 2', 'Ehre: 0', 'Weisheit: 1']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Weisheit/ }).checked).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('when auspice and tribe lean the same way the third dot waits for the player, then moves with the choice', async () => {
    const { user, problems } = renderStep('w5', 'renown', { character: werewolfOf('Ahroun', 'Schwarze Furien') });
    expect(renownList()).toEqual(['Ruhm: 2', 'Ehre: 0', 'Weisheit: 0']);
    expect(problems()).toEqual(['Lege den dritten Punkt Ansehen in eines der beiden anderen Ansehen.']);
    await user.click(screen.getByRole('radio', { name: /Weisheit/ }));
    expect(renownList()).toEqual(['Ruhm: 2', 'Ehre: 0', 'Weisheit: 1']);
    expect(problems()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /Ehre/ }));
    expect(renownList()).toEqual(['Ruhm: 2', 'Ehre: 1', 'Weisheit: 0']);
  });
});
