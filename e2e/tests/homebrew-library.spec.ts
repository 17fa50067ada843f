import type { Page } from '@playwright/test';
import { callAs } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, consoleErrors, modes, useMode } from '../support/look.ts';
import { accountViaApi, browserAs } from '../support/play.ts';

type Account = Awaited<ReturnType<typeof accountViaApi>>;
type Discipline = Record<string, unknown> & { id: number; version: number };

/** A public discipline of one ability, made by `author` through the API. */
async function publishDiscipline(baseURL: string, author: Account, name: string, description: string): Promise<Discipline> {
  const created = await callAs(baseURL, author.token, 'POST', '/api/homebrew/disciplines', { name, description, levels: [{ abilities: [{ id: 1, name: 'Dunstschleier', summary: 'Ein feiner Schleier verbirgt dich.' }] }] });
  expect(created.status).toBe(200);
  const published = await callAs(baseURL, author.token, 'PUT', `/api/homebrew/disciplines/${(created.body as Discipline).id}`, { ...(created.body as Discipline), public: true });
  expect(published.status).toBe(200);
  return published.body as Discipline;
}

/** Waits until the page's realtime socket has authenticated (the server's `ok` answer), so pushes reach it. */
async function socketReady(page: Page, open: () => Promise<unknown>): Promise<void> {
  const socket = page.waitForEvent('websocket');
  await open();
  await (await socket).waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ok":true') });
}

test('an author saves a newer version; the player, page open, sees "Aktualisierung verfügbar" without reloading and updates in one click', async ({ browser, baseURL }) => {
  const author = await accountViaApi(baseURL!, 'autorin');
  const player = await accountViaApi(baseURL!, 'spieler');
  const original = await publishDiscipline(baseURL!, author, 'Nebelschritt', 'Die Kunst, im Nebel zu wandeln.');
  expect((await callAs(baseURL!, player.token, 'POST', '/api/homebrew/installed', { kind: 'disciplines', id: original.id })).status).toBe(200);

  const seat = await browserAs(browser, baseURL!, player, '/');
  const errors = consoleErrors(seat.page);
  await socketReady(seat.page, () => seat.page.goto('/?tab=homebrew&section=installed'));
  const installed = seat.page.getByRole('region', { name: 'Installierte Disziplinen' });
  await expect(installed.getByText('Nebelschritt', { exact: true })).toBeVisible();
  await expect(seat.page.getByTestId('homebrew-update')).toHaveCount(0);
  // A reload would drop this mark: the notice must arrive on the page as it is.
  await seat.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  const saved = await callAs(baseURL!, author.token, 'PUT', `/api/homebrew/disciplines/${original.id}`, { ...original, description: 'Die Kunst, im Nebel zu wandeln, ohne Spuren.' });
  expect(saved.status).toBe(200);

  const notice = seat.page.getByTestId('homebrew-update');
  await expect(notice.getByText('Aktualisierung verfügbar')).toBeVisible();
  await expect(notice).toContainText(`Version ${original.version} → ${(saved.body as Discipline).version}`);
  await expect(seat.page.getByTestId('homebrew-installed-badge')).toHaveText('1 Aktualisierung');
  expect(await seat.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  await notice.getByRole('button', { name: 'Nebelschritt aktualisieren' }).click();
  await expect(seat.page.getByText('„Nebelschritt“ ist jetzt auf dem neuesten Stand.')).toBeVisible();
  await expect(seat.page.getByTestId('homebrew-update')).toHaveCount(0);
  await expect(seat.page.getByTestId('homebrew-installed-badge')).toHaveCount(0);
  expect(errors).toEqual([]);
  await seat.context.close();
});

test('a player finds an item by a word of its description, rates it, and the author answers the review', async ({ browser, baseURL }) => {
  const author = await accountViaApi(baseURL!, 'autorin');
  const player = await accountViaApi(baseURL!, 'spieler');
  // A word no other test's item has, so the search finds exactly this one.
  const word = `Moorlicht${Date.now().toString(36).replace(/\d/g, '')}`;
  const item = await publishDiscipline(baseURL!, author, 'Irrlichtgang', `Wer dem ${word} folgt, findet nie zurück.`);

  const reader = await browserAs(browser, baseURL!, player, '/');
  const errors = consoleErrors(reader.page);
  await reader.page.goto('/?tab=homebrew&section=library');
  await reader.page.getByRole('searchbox', { name: 'Suchen (Name, Beschreibung, Fähigkeiten)' }).fill(word);
  await expect(reader.page.getByText('1 Treffer')).toBeVisible();
  const found = reader.page.getByTestId('library-item');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`von ${author.alias}`);
  await found.getByRole('button', { name: 'Irrlichtgang' }).click();

  await expect(reader.page.getByRole('heading', { name: 'Irrlichtgang' })).toBeVisible();
  // A star is its radio's label: clicking the star chooses it.
  await reader.page.getByRole('group', { name: 'Wie viele Sterne?' }).locator('label', { hasText: '4 Sterne' }).click();
  await expect(reader.page.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await reader.page.getByLabel('Kurze Rezension (freiwillig)').fill('Schön unheimlich.');
  await reader.page.getByRole('button', { name: 'Bewertung speichern' }).click();
  await expect(reader.page.getByTestId('library-my-review')).toContainText('Schön unheimlich.');
  await expect(reader.page.getByText('4 von 5', { exact: true })).toBeVisible();
  await expect(reader.page.getByText('1 Bewertung', { exact: true })).toBeVisible();

  const writer = await browserAs(browser, baseURL!, author, '/');
  await writer.page.goto(`/?tab=homebrew&section=library&open=disciplines:${item.id}`);
  const review = writer.page.getByTestId('library-review').filter({ hasText: 'Schön unheimlich.' });
  await expect(writer.page.getByRole('group', { name: 'Wie viele Sterne?' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Antworten' }).click();
  await review.getByLabel(`Deine Antwort an ${player.alias}`).fill('Danke, freut mich!');
  await review.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(review.getByTestId('library-answer')).toContainText('Danke, freut mich!');

  await reader.page.reload();
  await expect(reader.page.getByTestId('library-my-review').getByTestId('library-answer')).toContainText(`Antwort von ${author.alias}:`);
  expect(errors).toEqual([]);
  await reader.context.close();
  await writer.context.close();
});

test('the library list and an item page at 390 and 1280 px, light and dark', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const author = await accountViaApi(baseURL!, 'autorin');
  const player = await accountViaApi(baseURL!, 'spieler');
  const item = await publishDiscipline(baseURL!, author, 'Kinder des Dunstes', 'Eine Disziplin aus dem Hafenviertel, für lange Nächte im Nebel.');
  await callAs(baseURL!, player.token, 'PUT', `/api/homebrew/library/disciplines/${item.id}/review`, { stars: 5, text: 'Stimmungsvoll und gut ausbalanciert.' });
  await callAs(baseURL!, author.token, 'PUT', `/api/homebrew/library/disciplines/${item.id}/reviews/${player.id}/answer`, { text: 'Danke!' });

  // A third reader sees the rating form beside the review and its answer.
  const reader = await accountViaApi(baseURL!, 'leserin');
  const { page, context } = await browserAs(browser, baseURL!, reader, '/');
  const errors = consoleErrors(page);
  for (const width of [390, 1280]) {
    for (const mode of modes) {
      await page.setViewportSize({ width, height: 900 });
      await useMode(page, mode);
      await page.goto('/?tab=homebrew&section=library&q=Hafenviertel');
      await expect(page.getByTestId('library-item').first()).toBeVisible();
      await checkScreen(page, `library-list-${width}-${mode}`);
      await page.goto(`/?tab=homebrew&section=library&open=disciplines:${item.id}`);
      await expect(page.getByTestId('library-answer')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Wie viele Sterne?' })).toBeVisible();
      await checkScreen(page, `library-item-${width}-${mode}`);
    }
  }
  expect(errors).toEqual([]);
  await context.close();
});
