import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../../testing/fields.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { vampireOfClan } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

const budget = () => screen.getByRole('status');
const owned = () => screen.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen' });

async function addTrait(user: ReturnType<typeof renderStep>['user'], button: string, pack: string, trait: RegExp) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  await user.selectOptions(within(dialog).getByLabelText('Gruppe'), pack);
  await user.click(within(dialog).getByLabelText(trait));
  await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
}

describe('the Vampire merits, flaws and convictions step', () => {
  it('starts with the budget (7 points, at least 2 in flaws), the clan’s own flaw locked, and three things to do', () => {
    const { problems } = renderStep('v5', 'traits', { character: vampireOfClan('Nosferatu') });
    expect(budget().textContent).toBe('Vorzüge und Hintergründe: 0 von 7 PunktenSchwächen: 0 von mindestens 2 Punkten');
    const bane = within(owned()).getByText(/Schwäche – Aussehen: Abstoßend – Stufe 2/);
    expect(within(bane).getByText('fest')).toBeTruthy();
    // What the clan grants cannot be removed here.
    expect(within(owned()).queryByRole('button', { name: 'Abstoßend entfernen' })).toBeNull();
    expect(problems()).toEqual(['Gib alle Punkte für Vorzüge und Hintergründe aus.', 'Nimm Schwächen im Wert von mindestens so vielen Punkten wie vorgegeben.', 'Schreibe mindestens eine Überzeugung mit ihrem Prüfstein auf.']);
  });

  it('a clan without a flaw of its own owns nothing yet', () => {
    renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    expect(within(owned()).getByText('Noch nichts gewählt.')).toBeTruthy();
  });

  it('added traits count against the budget, and the player’s own can be removed again', async () => {
    const { user, problems } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    await addTrait(user, 'Vorzug oder Hintergrund hinzufügen', 'Ressourcen', /Stufe 3/);
    await addTrait(user, 'Schwäche hinzufügen', 'Aussehen', /Abstoßend/);
    expect(budget().textContent).toBe('Vorzüge und Hintergründe: 3 von 7 PunktenSchwächen: 2 von mindestens 2 Punkten');
    const resources = within(owned()).getByText(/Hintergrund – Ressourcen: .* – Stufe 3/);
    const name = /Ressourcen: (.*) – Stufe 3/.exec(resources.textContent ?? '')?.[1] ?? '';
    expect(problems()).not.toContain('Nimm Schwächen im Wert von mindestens so vielen Punkten wie vorgegeben.');
    await user.click(within(owned()).getByRole('button', { name: `${name} entfernen` }));
    expect(budget().textContent).toContain('Vorzüge und Hintergründe: 0 von 7 Punkten');
  });

  it('a conviction needs its touchstone and a touchstone its conviction, each said at its field', async () => {
    const { user, problems, draft } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    await user.type(screen.getByLabelText('Überzeugung 1'), 'Niemand wird zurückgelassen.');
    expect(errorOf(screen.getByLabelText('Prüfstein 1'))).toBe('Jede Überzeugung braucht einen Prüfstein.');
    expect(problems()).toContain('Jede Überzeugung braucht einen Prüfstein.');
    await user.type(screen.getByLabelText('Prüfstein 1'), 'Jonas, der kleine Bruder');
    expect(errorOf(screen.getByLabelText('Prüfstein 1'))).toBeNull();
    expect(problems()).not.toContain('Schreibe mindestens eine Überzeugung mit ihrem Prüfstein auf.');
    await user.type(screen.getByLabelText('Prüfstein 2'), 'Frau Adler');
    expect(errorOf(screen.getByLabelText('Überzeugung 2'))).toBe('Zu diesem Prüfstein fehlt die Überzeugung.');
    // Only the rows up to the last filled one are kept.
    expect(draft().character.convictions).toEqual([
      { conviction: 'Niemand wird zurückgelassen.', touchstone: 'Jonas, der kleine Bruder' },
      { conviction: '', touchstone: 'Frau Adler' },
    ]);
    await user.clear(screen.getByLabelText('Prüfstein 2'));
    expect(draft().character.convictions).toHaveLength(1);
  });

  it('concept, ambition and desire go onto the character as typed', async () => {
    const { user, draft } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    await user.type(screen.getByLabelText('Konzept'), 'Streetworkerin');
    await user.type(screen.getByLabelText('Ambition'), 'Das Viertel halten');
    await user.type(screen.getByLabelText('Begierde'), 'Eine Nacht Ruhe');
    expect(draft().character).toMatchObject({ concept: 'Streetworkerin', ambition: 'Das Viertel halten', desire: 'Eine Nacht Ruhe' });
  });

  it('in English, the budget and the messages are English', async () => {
    await inEnglish();
    const { problems } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    expect(budget().textContent).not.toMatch(/Punkte|Vorzüge/);
    expect(problems()).toHaveLength(3);
    expect(problems().join(' ')).not.toMatch(/Schwäche|Überzeugung/);
  });
});
