import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankCharacter, gameLines, lineRules, type EditorStep, type GameLine } from '@vitae/core';
import { startCreationDraft } from '../../../lib/characters/creation-draft.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { Wizard } from '../components/wizard.tsx';

/**
 * Each line's wizard, step by step, entered with a blank character of the line: the step's German
 * title in the header, a label of the step's own body (so the registry gave the line's screen for
 * it), and the first thing that keeps "Weiter" locked.
 */
const steps: { readonly [L in GameLine]: ReadonlyArray<{ step: EditorStep; title: string; label: string; problem: string }> } = {
  v5: [
    { step: 'clan', title: 'Clan', label: 'Name des Erzeugers', problem: 'Wähle einen Clan.' },
    { step: 'predator-type', title: 'Raubtiertyp', label: 'Raubtiertyp', problem: 'Wähle einen Raubtiertyp.' },
    { step: 'attributes', title: 'Attribute', label: 'Körperkraft', problem: 'Verteile alle Attributpunkte genau nach der Vorgabe.' },
    { step: 'skills', title: 'Fertigkeiten', label: 'Verteilung', problem: 'Wähle eine Verteilung der Fertigkeiten.' },
    { step: 'disciplines', title: 'Disziplinen', label: 'Zwei Punkte in', problem: 'Wähle die beiden Clansdisziplinen und übernimm sie.' },
    { step: 'traits', title: 'Vorzüge und Schwächen', label: 'Überzeugung 1', problem: 'Gib alle Punkte für Vorzüge und Hintergründe aus.' },
  ],
  w5: [
    { step: 'auspice', title: 'Vorzeichen', label: '', problem: 'Wähle ein Vorzeichen.' },
    { step: 'tribe', title: 'Stamm', label: '', problem: 'Wähle einen Stamm.' },
    { step: 'attributes', title: 'Attribute', label: 'Fassung', problem: 'Verteile alle Attributpunkte genau nach der Vorgabe.' },
    { step: 'skills', title: 'Fertigkeiten', label: 'Verteilung', problem: 'Wähle eine Verteilung der Fertigkeiten.' },
    { step: 'traits', title: 'Vorzüge und Schwächen', label: '', problem: 'Nimm Schwächen im Wert von mindestens so vielen Punkten wie vorgegeben.' },
    { step: 'renown', title: 'Ansehen', label: '', problem: 'Wähle einen Stamm.' },
    { step: 'gifts', title: 'Gaben und Riten', label: 'Naturgabe', problem: 'Wähle einen Ritus.' },
    { step: 'identity', title: 'Identität', label: 'Prüfstein 1', problem: 'Schreibe mindestens einen Prüfstein auf.' },
  ],
  m20: [
    { step: 'tradition', title: 'Tradition', label: 'Rat der Neun Traditionen', problem: 'Wähle eine Fraktion.' },
    { step: 'identity', title: 'Identität', label: 'Wesen', problem: 'Wähle die Essenz des Avatars.' },
    { step: 'm20-attributes', title: 'Attribute', label: 'Körperkraft', problem: 'Verteile alle Attributspunkte (7/5/3).' },
    { step: 'm20-abilities', title: 'Fähigkeiten', label: 'Aufmerksamkeit', problem: 'Verteile alle Fähigkeitspunkte (13/9/5).' },
    { step: 'm20-finishing-touches', title: 'Letzter Schliff', label: 'Avatar', problem: 'Verteile alle 6 Sphärenpunkte.' },
  ],
  h5: [
    { step: 'creed', title: 'Credo', label: 'Konzept', problem: 'Wähle ein Credo.' },
    { step: 'attributes', title: 'Attribute', label: 'Geschicklichkeit', problem: 'Verteile alle Attributpunkte genau nach der Vorgabe.' },
    { step: 'skills', title: 'Fertigkeiten', label: 'Verteilung', problem: 'Wähle eine Verteilung der Fertigkeiten.' },
    { step: 'edges', title: 'Trümpfe', label: 'Ausrüstung fürs Team', problem: 'Wähle mindestens einen Trumpf.' },
    { step: 'traits', title: 'Vorzüge und Schwächen', label: '', problem: 'Gib alle Punkte für Vorzüge und Hintergründe aus.' },
    { step: 'identity', title: 'Identität', label: 'Wer ist Prüfstein 1 für den Jäger?', problem: 'Nenne mindestens einen Prüfstein.' },
  ],
};

describe.each(gameLines.filter((line) => lineRules[line].available))('the %s wizard, through the registry', (line) => {
  it('the table follows the line’s steps in order', () => {
    expect(steps[line].map((entry) => entry.step)).toEqual(lineRules[line].creation.steps);
  });

  it.each(steps[line].map((entry, index) => ({ ...entry, number: index + 1 })))('step $number, $step: title, its own screen, and "Weiter" locked with the reason', async ({ step, title, label, problem, number }) => {
    startCreationDraft(blankCharacter(line), undefined, step);
    const { user } = renderInApp(<Wizard step={step} />, { at: `/editor/${step}`, path: '/editor/:step' });
    const total = steps[line].length;
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(`Schritt ${number} von ${total}: ${title}`);
    // The progress list names every step of the line, this one marked as current.
    const progress = screen.getByRole('list', { name: 'Schritte der Erschaffung' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(total);
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toBe(title);
    if (label) expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    const next = screen.getByRole('button', { name: number === total ? 'Fertigstellen' : 'Weiter' });
    expect(next).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('list', { name: 'Was noch fehlt' })).getByText(problem)).toBeTruthy();
    // The first step offers to cancel (with a question), the others to go back.
    expect(screen.queryByRole('button', { name: number === 1 ? 'Abbrechen' : 'Zurück' })).not.toBeNull();
    await user.click(next);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Schritt ${number} von ${total}: ${title}`);
  });
});
