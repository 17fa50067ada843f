import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCreationAttribute } from '@vitae/core/fifth-edition';
import { chooseAuspice, chooseTribe, type W5Character } from '@vitae/core/w5';
import { loadCreationDraft, saveCreationDraft, type CreationDraft } from '../../../../lib/characters/creation-draft.ts';
import { renderInApp } from '../../../../testing/render.tsx';
import { contentOf, startedCharacter } from '../../../../testing/wizard-step.tsx';
import { Wizard } from '../../components/wizard.tsx';

const content = contentOf('w5');
const byId = <T extends { id: string }>(list: readonly T[], id: string) => list.find((entry) => entry.id === id)!;
const ragabash = byId(content.auspices, 'ragabash');
const striders = byId(content.tribes, 'silent-striders');

// What the player chose before going back: Ragabash of the Silent Striders, Strength 4 … Resolve 1,
// Renown 2 Wisdom + 1 Glory, Katzenpfoten (native), Gremlins (Ragabash), Beute apportieren (Silent Striders).
const afterAuspice = chooseAuspice(startedCharacter('w5'), ragabash);
const afterTribe = chooseTribe(afterAuspice, striders, ragabash);
const spread = [['str', 4], ['dex', 3], ['sta', 3], ['cha', 3], ['man', 2], ['com', 2], ['int', 2], ['wit', 2], ['res', 1]] as const;
const afterAttributes = spread.reduce<W5Character>((c, [key, value]) => setCreationAttribute(c, key, value), afterTribe);
const withGifts: W5Character = {
  ...afterAttributes,
  renown: { glory: 1, honor: 0, wisdom: 2 },
  gifts: [
    { id: 1, name: 'Katzenpfoten', group: 'native' },
    { id: 16, name: 'Gremlins', group: 'auspice' },
    { id: 117, name: 'Beute apportieren', group: 'tribe' },
  ],
};

const entry = (step: string, entered: W5Character, character: W5Character) => ({ step, entered, character, state: {} });
const ahead = [entry('attributes', afterTribe, afterAttributes), entry('skills', afterAttributes, afterAttributes), entry('traits', afterAttributes, afterAttributes), entry('renown', afterAttributes, withGifts), entry('gifts', withGifts, withGifts)];

/** The draft after "Zurück" all the way to `step`, the later steps kept ahead as the wizard keeps them. */
function backAt(step: 'auspice' | 'tribe') {
  const draft: CreationDraft =
    step === 'auspice'
      ? { character: afterAuspice, step, state: {}, history: [], entered: startedCharacter('w5'), forward: [entry('tribe', afterAuspice, afterTribe), ...ahead] }
      : { character: afterTribe, step, state: {}, history: [{ step: 'auspice', character: afterAuspice, state: {}, entered: startedCharacter('w5') }], entered: afterAuspice, forward: ahead };
  saveCreationDraft(draft);
}

function showWizard() {
  const step = loadCreationDraft()!.step;
  return renderInApp(<Wizard step={step} />, { at: `/editor/${step}` });
}

const attributeValues = (c: W5Character) => Object.fromEntries(c.categories.flatMap((category) => category.attributes.map((a) => [a.key, a.value])));

describe('"Zurück" in the Werewolf wizard keeps what still fits (#46 item 14)', () => {
  it('another auspice keeps the tribe and the nine attributes; the auspice Gift that goes is named first', async () => {
    backAt('auspice');
    let view = showWizard();
    await view.user.click(screen.getByRole('button', { name: 'Ahroun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auswahl ändern?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vorzeichen-Gabe „Gremlins“']);
    await view.user.click(within(dialog).getByRole('button', { name: 'Trotzdem ändern' }));
    expect(loadCreationDraft()?.character).toMatchObject({ auspice: 'ahroun' });

    await view.user.click(screen.getByRole('button', { name: 'Weiter' }));
    view.unmount();
    view = showWizard();
    // The tribe is still chosen …
    expect(screen.getByRole('button', { name: 'Stille Wanderer' }).getAttribute('aria-pressed')).toBe('true');
    await view.user.click(screen.getByRole('button', { name: 'Weiter' }));
    view.unmount();
    view = showWizard();
    // … and so are the attributes.
    expect((screen.getByLabelText('Körperkraft') as HTMLSelectElement).value).toBe('4');
    expect(attributeValues(loadCreationDraft()!.character as W5Character)).toEqual(attributeValues(afterAttributes));
  });

  it('another tribe names the Renown layout and the tribe Gift it drops; closing the question keeps the old tribe', async () => {
    backAt('tribe');
    const view = showWizard();
    await view.user.click(screen.getByRole('button', { name: 'Schwarze Furien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auswahl ändern?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'deine Verteilung des Ansehens (für den neuen Stamm wird sie neu vorgeschlagen)',
      'Stammes-Gabe „Beute apportieren“',
    ]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(loadCreationDraft()?.character).toMatchObject({ tribe: 'silent-striders' });
    expect(screen.getByRole('button', { name: 'Stille Wanderer' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a change that drops nothing asks nothing', async () => {
    backAt('auspice');
    const view = showWizard();
    // The same auspice again: nothing to drop, so no question.
    await view.user.click(screen.getByRole('button', { name: 'Ragabash' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(loadCreationDraft()?.character).toMatchObject({ auspice: 'ragabash', tribe: 'silent-striders' });
  });
});
