import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseAuspice, chooseTribe } from '@vitae/core/w5';
import { loadCreationDraft, saveCreationDraft, startCreationDraft } from '../../../lib/characters/creation-draft.ts';
import { contentOf, startedCharacter } from '../../../testing/wizard-step.tsx';
import { renderInApp } from '../../../testing/render.tsx';
import { Wizard } from './wizard.tsx';

/** A werewolf whose first two steps (Vorzeichen, Stamm) are chosen, at the first step. */
function startWerewolf() {
  const content = contentOf('w5');
  const auspice = content.auspices[0]!;
  const tribe = content.tribes[0]!;
  const character = chooseTribe(chooseAuspice(startedCharacter('w5'), auspice), tribe, auspice);
  startCreationDraft(character, undefined, 'auspice');
  return { auspice, tribe };
}

/** The wizard at the draft's step; a step change navigates, so the next step is rendered anew, as the route does. */
function showWizard() {
  const step = loadCreationDraft()!.step;
  return renderInApp(<Wizard step={step} />, { at: `/editor/${step}` });
}

const progress = () => screen.getByRole('list', { name: 'Schritte der Erschaffung' });
const stepLinks = () => within(progress()).queryAllByRole('button').map((button) => button.textContent);

describe('the wizard’s step names', () => {
  it('are links for done steps only; the current and later steps are plain text', async () => {
    startWerewolf();
    const first = showWizard();
    expect(stepLinks()).toEqual([]);
    await first.user.click(screen.getByRole('button', { name: 'Weiter' }));
    first.unmount();
    const second = showWizard();
    expect(second.container.querySelector('[aria-current="step"]')?.textContent).toBe('Stamm');
    expect(stepLinks()).toEqual(['Vorzeichen']);
  });

  it('jump back several steps and forward again, every choice kept as "Zurück" and "Weiter" would', async () => {
    const { auspice, tribe } = startWerewolf();
    let view = showWizard();
    for (const _ of [1, 2]) {
      await view.user.click(screen.getByRole('button', { name: 'Weiter' }));
      view.unmount();
      view = showWizard();
    }
    expect(loadCreationDraft()?.step).toBe('attributes');
    expect(stepLinks()).toEqual(['Vorzeichen', 'Stamm']);

    // Back two steps in one click: the choices stay, and the steps left are now ahead and reachable.
    await view.user.click(within(progress()).getByRole('button', { name: 'Vorzeichen' }));
    expect(screen.getByTestId('route').textContent).toBe('/editor/auspice');
    expect(loadCreationDraft()).toMatchObject({ step: 'auspice', character: { auspice: auspice.id, tribe: tribe.id }, history: [] });
    view.unmount();
    view = showWizard();
    expect(stepLinks()).toEqual(['Stamm', 'Attribute']);
    // Steps never visited are not offered.
    expect(within(progress()).queryByRole('button', { name: 'Fertigkeiten' })).toBeNull();

    // Forward two steps in one click, through "Stamm" with its choice.
    await view.user.click(within(progress()).getByRole('button', { name: 'Attribute' }));
    expect(screen.getByTestId('route').textContent).toBe('/editor/attributes');
    const draft = loadCreationDraft();
    expect(draft?.step).toBe('attributes');
    expect(draft?.history.map((entry) => entry.step)).toEqual(['auspice', 'tribe']);
    expect(draft?.character).toMatchObject({ auspice: auspice.id, tribe: tribe.id });
  });

  it('a later step is not offered while the current one cannot be left', async () => {
    startWerewolf();
    let view = showWizard();
    await view.user.click(screen.getByRole('button', { name: 'Weiter' }));
    view.unmount();
    view = showWizard();
    await view.user.click(screen.getByRole('button', { name: 'Zurück' }));
    view.unmount();
    // The auspice is taken away again: "Stamm" (visited) cannot be reached until one is chosen.
    const draft = loadCreationDraft()!;
    expect(draft.forward?.map((entry) => entry.step)).toEqual(['tribe']);
    saveCreationDraft({ ...draft, character: { ...draft.character, auspice: '' } as typeof draft.character });
    view = showWizard();
    expect(stepLinks()).toEqual([]);
  });
});
