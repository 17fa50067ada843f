import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { checkScreen, consoleErrors, modes, useMode } from '../support/look.ts';
import { seat } from '../support/play.ts';
import { setLevelMode } from '../support/sheet-menu.ts';
import { seededWerewolf } from '../support/werewolf.ts';

/** Every width and mode when screenshots are kept; otherwise a phone in light and a laptop in dark (browser time is scarce). */
const looks: ReadonlyArray<readonly [number, (typeof modes)[number]]> = process.env.VITAE_SCREENSHOTS
  ? [390, 1280].flatMap((width) => modes.map((mode) => [width, mode] as const))
  : [
      [390, 'light'],
      [1280, 'dark'],
    ];

/** The screen at a phone's and a laptop's width, light and dark: axe, landmarks, no sideways overflow (and screenshots). */
async function checkEverywhere(page: Page, name: string): Promise<void> {
  for (const [width, mode] of looks) {
    await page.setViewportSize({ width, height: 900 });
    await useMode(page, mode);
    await page.reload();
    await checkScreen(page, `${name}-${width}-${mode}`);
  }
}

// Issue #49 item 4: a Werewolf table authors a gift, a player installs it by its code, and a Garou learns it and rolls it from the sheet.
test('a storyteller authors a gift and shares it by code; a player installs it, a Garou learns it and rolls it from its card', async ({ browser, baseURL }) => {
  test.setTimeout(process.env.VITAE_SCREENSHOTS ? 120_000 : 60_000);
  const storyteller = await seat(browser, baseURL!, 'erzaehlerin');
  const errors = consoleErrors(storyteller.page);
  const author = storyteller.page;
  await author.goto('/?tab=homebrew&section=mine');
  await expect(author.getByRole('heading', { name: 'Meine Gaben (Werwolf)' })).toBeVisible();
  await checkScreen(author, 'homebrew-w5-mine');
  await author.getByRole('button', { name: 'Gabe erstellen' }).click();
  const dialog = author.getByRole('dialog', { name: 'Neue Gabe' });
  await dialog.getByLabel('Name').fill('Mondlicht-Pfad');
  await dialog.getByRole('button', { name: 'Erstellen und bearbeiten' }).click();
  await expect(author).toHaveURL(/\/homebrew\/edit\/gifts\/\d+$/);
  const giftId = Number(/\/(\d+)$/.exec(author.url())![1]);

  // A native gift of Wisdom, rolled with Wits + Wisdom; the editor says what the sheet will roll.
  const form = author.getByRole('form', { name: 'Gabe bearbeiten' });
  await form.getByLabel('Ansehen').selectOption({ label: 'Weisheit' });
  await form.getByLabel('Würfelpool').fill('Geistesschärfe + Weisheit');
  await expect(form.getByText('Auf dem Bogen würfelbar: Geistesschärfe + Weisheit')).toBeVisible();
  await form.getByLabel('Kosten').fill('1 Willenskraft');
  await form.getByLabel('Beschreibung').fill('Der Garou folgt dem Licht des Mondes durch jede Dunkelheit.');
  await form.getByRole('button', { name: 'Gruppe hinzufügen' }).click();
  const preview = author.getByRole('complementary', { name: 'Vorschau' });
  await expect(preview).toContainText('Naturgabe (alle Garou) ab Gesamtansehen 1');
  await expect(preview).toContainText('Der Garou folgt dem Licht des Mondes');
  await author.getByRole('button', { name: 'Speichern' }).click();
  await expect(author.getByText('Alles gespeichert')).toBeVisible();
  await checkEverywhere(author, 'homebrew-w5-gift-editor');
  await expect(author.getByRole('form', { name: 'Gabe bearbeiten' }).getByLabel('Würfelpool')).toHaveValue('Geistesschärfe + Weisheit');
  await author.getByRole('button', { name: 'Einladungscode erstellen' }).click();
  const codeField = author.getByLabel('Einladungscode');
  await expect(codeField).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const code = await codeField.inputValue();
  expect(errors).toEqual([]);

  // The player installs it by the code; it is listed as an installed Werewolf gift.
  const player = await seat(browser, baseURL!, 'garou');
  const playerErrors = consoleErrors(player.page);
  const page = player.page;
  await page.goto('/?tab=homebrew');
  await page.getByLabel('Inhaltscode').fill(code);
  await page.getByRole('button', { name: 'Installieren', exact: true }).click();
  await expect(page.getByText('„Mondlicht-Pfad“ ist installiert.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gaben (Werwolf)' })).toContainText('Mondlicht-Pfad');
  await checkEverywhere(page, 'homebrew-w5-installed');

  // A Garou with the homebrew book learns it in leveling mode (a native gift of tier 1: 5 XP) …
  const [id] = await seedCharacters(page, [seededWerewolf({ exp: 20, rage: 2, books: [1, 3021] })]);
  await page.goto(`/viewer/${id}/gifts`);
  await setLevelMode(page, true);
  const learn = page.getByRole('region', { name: 'Gaben und Riten lernen' });
  await learn.getByRole('button', { name: 'Mondlicht-Pfad lernen für 5 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 5 EXP kaufen' }).click();
  await expect.poll(async () => (await serverCharacters(page))[0]).toMatchObject({ exp: 15, usedExp: 5 });
  await setLevelMode(page, false);

  // … and rolls it from its card: Wits 2 + Wisdom 2, two of them Rage dice.
  const card = page.getByTestId(`sheet-gift-${3021 + giftId}`);
  await expect(card).toContainText('Mondlicht-Pfad');
  await expect(card).toContainText('Homebrew');
  await checkEverywhere(page, 'homebrew-w5-gift-card');
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Mondlicht-Pfad: mit Geistesschärfe + Weisheit würfeln' }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('roll-summary')).toHaveText('4 Würfel: 2 normale, 2 Zornwürfel');
  await panel.getByRole('button', { name: '4 Würfel werfen' }).click();
  await expect(page.getByRole('dialog', { name: 'Ergebnis' }).getByRole('img', { name: /^Zornwürfel: \d+$/ })).toHaveCount(2);
  expect(playerErrors).toEqual([]);
  await storyteller.context.close();
  await player.context.close();
});
