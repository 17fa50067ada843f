import type { Page } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import type { M20Character } from '@vitae/core/m20';
import { expect } from './fixtures.ts';

/** Opens the create dialog, chooses Mage, names the mage and starts the wizard at the tradition step. */
export async function startMageCreation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Spielreihe').selectOption({ label: 'Magus: Die Erleuchtung' });
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(page).toHaveURL(/\/editor\/tradition$/);
}

/** Sets rating selects by their labels. */
export async function rate(page: Page, values: Record<string, number>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).selectOption(String(value));
}

/** A finished Verbena as the server stores it: Forces and Life, Arete 2, wheel and health empty. */
export function verbena(fields: Partial<M20Character> = {}): M20Character {
  const mage = blankCharacter('m20', { name: 'Ilka Rosen' });
  return {
    ...mage,
    organization: 'verbena',
    allianceType: 'traditionCouncil',
    affinitySphere: 'life',
    essence: 'primordial',
    nature: 'caregiver',
    demeanor: 'rebel',
    concept: 'Kräuterhexe',
    arete: 2,
    willpower: 6,
    quintessence: 5,
    spheres: { ...mage.spheres, forces: 2, life: 2, spirit: 1, prime: 1 },
    attributes: { strength: 2, dexterity: 3, stamina: 3, charisma: 3, manipulation: 2, appearance: 3, perception: 4, intelligence: 3, wits: 2 },
    abilities: { talents: { awareness: 3, empathy: 2, alertness: 2 }, skills: { survival: 2, meditation: 2 }, knowledges: { medicine: 3, occult: 3 } },
    specialties: { perception: 'Kräuter erkennen' },
    backgrounds: { avatar: 3, mentor: 2, resources: 2 },
    merits: [{ id: 'acuteSenses', name: 'Geschärfte Sinne', points: 1, note: 'Geruch' }],
    ...fields,
  };
}
