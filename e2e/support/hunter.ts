import type { Page } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import { expect } from './fixtures.ts';
import { addTrait, assignAttributes, assignSpecialistSkills, finishButton, next, standardAttributes, startCreation } from './wizard.ts';

export const hunterLine = 'Jäger: Die Abrechnung';

/** Creed and drive by their tiles (concept too), in the creed step. */
export async function chooseCreedAndDrive(page: Page, creed: string, drive: string, concept = 'Pfarrerin mit Schrotflinte'): Promise<void> {
  await page.getByLabel('Konzept').fill(concept);
  await page.getByRole('group', { name: 'Credo wählen' }).getByRole('button', { name: creed, exact: true }).click();
  await page.getByRole('group', { name: 'Antrieb wählen' }).getByRole('button', { name: new RegExp(`^${drive}`) }).click();
}

/** A Faithful avenger from the create dialog to the last step: Repel the Unnatural with Ward, and Library. */
export async function throughToTouchstones(page: Page, name: string): Promise<void> {
  await startCreation(page, { name, line: hunterLine, firstStep: 'creed' });
  await chooseCreedAndDrive(page, 'Gläubig', 'Rache');
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await next(page, 'edges');
  await page.getByRole('button', { name: 'Übernatürliches zurücktreiben nehmen' }).click();
  await page.getByTestId('edge-repelTheUnnatural').getByRole('checkbox', { name: /^Schutzkreis/ }).check();
  await page.getByRole('button', { name: 'Bibliothek nehmen' }).click();
  await next(page, 'traits');
  await addTrait(page, 'advantage', 'Kontakte', 'Kontakte 3');
  await addTrait(page, 'advantage', 'Mentor', 'Mentor 2');
  await addTrait(page, 'advantage', 'Ressourcen', 'Ressourcen 2');
  await addTrait(page, 'flaw', 'Drogenkonsum', 'Sucht');
  await addTrait(page, 'flaw', 'Status', 'Verdächtig');
  await next(page, 'identity');
  await expect(finishButton(page)).toBeDisabled();
}

/** A hunter for seeding through the API: attributes and skills set, creed and drive chosen. */
export function seededHunter(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const character = blankCharacter('h5', { name: 'Jägerin Jo', creed: 'faithful', drive: 'vengeance', desperation: 2, health: 6, willpower: 5, touchstones: [{ name: 'Bruder Markus', description: 'Pfarrer' }] });
  const values: Record<string, number> = { str: 2, dex: 3, sta: 3, cha: 2, man: 1, com: 3, int: 2, wit: 2, res: 4, aca: 2, occ: 3, awa: 2, fir: 1, ins: 1 };
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((a) => ({ ...a, value: values[a.key] ?? 1 })),
      skills: category.skills.map((s) => ({ ...s, value: values[s.key] ?? 0 })),
    })),
    edges: [{ id: 'repelTheUnnatural', name: 'Übernatürliches zurücktreiben', category: 'endowment', pools: [{ attribute: 'res', skill: 'occ' }], core: true, perks: [{ id: 'repelTheUnnatural.ward', name: 'Schutzkreis', core: true }] }],
    ...overrides,
  };
}
