import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens the create dialog, fills it and starts the wizard (a vampire unless `line` names another game line by its title). */
export async function startCreation(page: Page, options: { name: string; era?: string; books?: string[]; line?: string; firstStep?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  await dialog.getByLabel('Name').fill(options.name);
  if (options.line) await dialog.getByLabel('Spielreihe').selectOption({ label: options.line });
  if (options.era) await dialog.getByLabel('Zeitalter').selectOption(options.era);
  for (const book of options.books ?? []) await dialog.getByLabel(book).check();
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${options.firstStep ?? 'clan'}$`));
}

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Weiter' });
export const finishButton = (page: Page) => page.getByRole('button', { name: 'Fertigstellen' });

export async function next(page: Page, urlStep: string): Promise<void> {
  await nextButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${urlStep}$`));
}

export async function chooseClan(page: Page, sire: string, clan: string): Promise<void> {
  await page.getByLabel('Name des Erzeugers').fill(sire);
  await page.getByRole('group', { name: 'Clan wählen' }).getByRole('button', { name: clan, exact: true }).click();
}

/** Attributes: Strength 4, Dexterity/Stamina/Composure 3, four at 2, Intelligence 1 (the standard build). */
export async function assignAttributes(page: Page, values: Record<string, number>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).selectOption(String(value));
}

export const standardAttributes = {
  Körperkraft: 4,
  Geschicklichkeit: 3,
  Widerstandsfähigkeit: 3,
  Fassung: 3,
  Charisma: 2,
  Manipulation: 2,
  Geistesschärfe: 2,
  Entschlossenheit: 2,
  Intelligenz: 1,
};

/** Skills with the Specialist spread: 1×4, 3×3, 3×2, 3×1, plus the free speciality. */
export async function assignSpecialistSkills(page: Page): Promise<void> {
  await page.getByLabel('Verteilung').selectOption({ label: 'Spezialist (1×4, 3×3, 3×2, 3×1)' });
  const values: Record<string, number> = {
    Handgemenge: 4,
    Sportlichkeit: 3,
    Heimlichkeit: 3,
    Einschüchtern: 3,
    Szenekenntnis: 2,
    Wahrnehmung: 2,
    Nahkampf: 2,
    Fahren: 1,
    Überleben: 1,
    Ermitteln: 1,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).selectOption(String(value));
  // Academics, Craft, Performance and Science have no dots here: their free speciality is not asked for (5th-edition rules).
  await expect(page.getByLabel(/^Spezialisierung in /)).toHaveCount(0);
  await page.getByLabel('Fertigkeit der freien Spezialisierung').selectOption({ label: 'Sportlichkeit' });
  await page.getByLabel('Freie Spezialisierung').fill('Klettern');
}

/** Picks the first selectable power for every open point of a discipline card. */
export async function pickPowers(page: Page, disciplineName: string, powers: string[]): Promise<void> {
  for (const power of powers) {
    await page.getByRole('button', { name: `Kraft für ${disciplineName} wählen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${power} \\(`) }).click();
  }
}

/** Adds a trait through the picker: group on the left, entry on the right. */
export async function addTrait(page: Page, kind: 'advantage' | 'flaw', group: string, entry: string, level?: number): Promise<void> {
  await page.getByRole('button', { name: kind === 'advantage' ? 'Vorzug oder Hintergrund hinzufügen' : 'Schwäche hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Gruppe', { exact: true }).selectOption({ label: group });
  await dialog.getByRole('radio', { name: new RegExp(`^${entry} – Stufe`) }).check();
  if (level !== undefined) await dialog.getByLabel('Stufe', { exact: true }).selectOption(String(level));
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog).toBeHidden();
}

export async function fillConviction(page: Page): Promise<void> {
  await page.getByLabel('Überzeugung 1').fill('Niemals einem Kind schaden');
  await page.getByLabel('Prüfstein 1').fill('Lena, meine Nichte');
}

/** Clan, predator type (with its radio choices), attributes and skills: the way to the disciplines step. */
export async function throughToDisciplines(page: Page, options: { clan: string; predatorType: string; radios: string[] }): Promise<void> {
  await chooseClan(page, 'Erzeugerin', options.clan);
  await next(page, 'predator-type');
  await page.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: options.predatorType });
  for (const radio of options.radios) await page.getByRole('radio', { name: radio, exact: true }).check();
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await next(page, 'disciplines');
}

export async function chooseClanDisciplines(page: Page, two: string, one: string): Promise<void> {
  await page.getByLabel('Zwei Punkte in').selectOption({ label: two });
  await page.getByLabel('Ein Punkt in').selectOption({ label: one });
  await page.getByRole('button', { name: 'Übernehmen' }).click();
}
