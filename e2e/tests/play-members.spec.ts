import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { accountViaApi, browserAs, openSession } from '../support/play.ts';
import { consoleErrors } from '../support/look.ts';

/** A player joins by the code's link and goes to the session without a character. */
async function joinWithout(page: Page, code: string, session: string): Promise<void> {
  await page.goto(`/play/join/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Beigetreten: ${session}`);
  await page.getByRole('link', { name: 'Ohne Charakter zur Sitzung' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(session);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
}

/** The storyteller takes a player out from the settings' member list: a kick, or a ban. */
async function removeFromTable(page: Page, alias: string, ban: boolean): Promise<void> {
  const members = page.getByRole('region', { name: 'Mitglieder' });
  await members.getByRole('button', { name: `${alias} entfernen` }).click();
  const dialog = page.getByRole('dialog', { name: `${alias} entfernen?` });
  if (ban) await dialog.getByRole('radio', { name: /^Sperren/ }).check();
  await dialog.getByRole('button', { name: ban ? 'Sperren' : 'Hinausnehmen' }).click();
  await expect(dialog).toBeHidden();
}

test('members: the join link stays after a join; a kick may come back, a ban stays out until lifted', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [storyteller, mara, jonas] = await Promise.all([accountViaApi(baseURL!, 'sl'), accountViaApi(baseURL!, 'mara'), accountViaApi(baseURL!, 'jonas')]);
  const st = await browserAs(browser, baseURL!, storyteller, '/?tab=play');
  const errors = consoleErrors(st.page);
  const { code, url } = await openSession(st.page, 'Hafenviertel');
  const link = st.page.getByText('Link zum Beitreten:');
  await expect(link).toBeVisible();

  const maraPage = (await browserAs(browser, baseURL!, mara, '/?tab=play')).page;
  const jonasPage = (await browserAs(browser, baseURL!, jonas, '/?tab=play')).page;
  await joinWithout(maraPage, code, 'Hafenviertel');
  await joinWithout(jonasPage, code, 'Hafenviertel');

  // The storyteller's settings keep the join link while players arrive (it vanished until a reload).
  const members = st.page.getByRole('region', { name: 'Mitglieder' });
  await expect(members.getByText(jonas.alias)).toBeVisible();
  await expect(link).toBeVisible();

  // A kick: Mara is told she may come back, sees no "Verlassen", and comes back with the code.
  await removeFromTable(st.page, mara.alias, false);
  await expect(maraPage.getByRole('alert')).toHaveText('Die Spielleitung hat dich aus dieser Sitzung genommen. Mit dem aktuellen Code kannst du wieder beitreten.');
  await expect(maraPage.getByRole('button', { name: 'Verlassen' })).toHaveCount(0);
  await joinWithout(maraPage, code, 'Hafenviertel');

  // A ban: Jonas is told, and the code no longer lets him in, in words.
  await removeFromTable(st.page, jonas.alias, true);
  await expect(jonasPage.getByRole('alert')).toHaveText('Die Spielleitung hat dich aus dieser Sitzung gesperrt. Nur sie kann die Sperre aufheben.');
  await jonasPage.goto(`/play/join/${code}`);
  await expect(jonasPage.getByRole('alert')).toHaveText('Die Spielleitung hat dich aus dieser Sitzung gesperrt. Nur sie kann die Sperre aufheben.');

  // The storyteller lifts the ban from the list of banned players; Jonas joins again.
  await st.page.goto(`${url}?view=settings`);
  await st.page.getByRole('button', { name: `Sperre von ${jonas.alias} aufheben` }).click();
  await expect(st.page.getByText(`Die Sperre von ${jonas.alias} ist aufgehoben; mit dem Code kann ${jonas.alias} wieder beitreten.`)).toBeVisible();
  await joinWithout(jonasPage, code, 'Hafenviertel');
  await expect(st.page.getByRole('region', { name: 'Mitglieder' }).getByRole('button', { name: `${jonas.alias} entfernen` })).toBeVisible();
  expect(errors).toEqual([]);
});
