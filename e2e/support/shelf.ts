import type { Page } from '@playwright/test';

/** The "⋯" button of a character's card on the list. */
export const cardMenuButton = (page: Page, name: string) => page.getByTestId(`character-${name}`).getByRole('button', { name: `Aktionen für ${name}` });

/** Chooses an action ("Umbenennen", "Klonen", "Teilen", "Synchronisieren", "Exportieren", "Löschen") from a character card's "⋯" menu. */
export async function cardAction(page: Page, name: string, action: string): Promise<void> {
  await cardMenuButton(page, name).click();
  await page.getByRole('menu', { name: `Aktionen für ${name}` }).getByRole('menuitem', { name: action, exact: true }).click();
}
