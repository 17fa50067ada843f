import type { Page } from '@playwright/test';
import { w5Rules, type W5Character } from '@vitae/core/w5';
import { expect } from './fixtures.ts';

/** Opens the create dialog, picks Werewolf, fills the name and starts the wizard at the auspice. */
export async function startWerewolf(page: Page, name: string, books: string[] = []): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Spielreihe').selectOption({ label: 'Werwolf: Die Apokalypse' });
  for (const book of books) await dialog.getByLabel(book).check();
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(page).toHaveURL(/\/editor\/auspice$/);
}

/**
 * A finished Silent Strider Ragabash for the sheet tests: Strength 3, Dexterity 2, Brawl 2,
 * Stealth 3, the three wizard Gifts and a rite. `fields` override anything.
 */
export function seededWerewolf(fields: Partial<W5Character> = {}): W5Character {
  const start = w5Rules.creation.start({ name: 'Kaja Sturmfell', sex: 'f', books: [1] });
  const values: Record<string, number> = { str: 3, dex: 2, sta: 3, cha: 2, man: 2, com: 3, int: 1, wit: 2, res: 2 };
  const skills: Record<string, number> = { bra: 2, ste: 3, ath: 2, int: 1 };
  const character: W5Character = {
    ...start,
    auspice: 'ragabash',
    auspiceName: 'Ragabash',
    tribe: 'silent-striders',
    tribeName: 'Stille Wanderer',
    patronSpirit: 'Eule',
    tribeFavor: 'Gunst',
    tribeBan: 'Bann',
    renown: { glory: 0, honor: 1, wisdom: 2 },
    gifts: [
      { id: 1, name: 'Katzenpfoten', group: 'native' },
      { id: 13, name: 'Selige Unwissenheit', group: 'auspice' },
      { id: 117, name: 'Beute apportieren', group: 'tribe' },
    ],
    rites: [{ id: 1, name: 'Ritus der Austreibung' }],
    touchstones: ['Oma Lotte'],
    categories: start.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((a) => ({ ...a, value: values[a.key] ?? 1 })),
      skills: category.skills.map((s) => ({ ...s, value: skills[s.key] ?? 0 })),
    })),
  };
  const finished = w5Rules.creation.finish(character);
  if (!finished.ok) throw new Error(finished.message);
  return { ...finished.character, ...fields };
}
