import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { consoleErrors } from '../support/look.ts';
import { accountViaApi, browserAs, openSession, playLog, say } from '../support/play.ts';

test('a game night: the storyteller starts it, the table talks, it ends, a player reads it and saves it as Markdown', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const [storyteller, mara] = await Promise.all([accountViaApi(baseURL!, 'sl'), accountViaApi(baseURL!, 'mara')]);
  const st = await browserAs(browser, baseURL!, storyteller, '/?tab=play');
  const errors = consoleErrors(st.page);
  const { code, url } = await openSession(st.page, 'Hafenviertel');
  const player = (await browserAs(browser, baseURL!, mara, `/play/join/${code}`)).page;
  await player.getByRole('link', { name: 'Ohne Charakter zur Sitzung' }).click();
  await expect(player.getByTestId('play-connection')).toHaveText('Verbunden');

  await say(player, 'Vor dem Abend.');
  await st.page.goto(`${url}?view=nights`);
  const start = st.page.getByRole('form', { name: 'Abend beginnen' });
  await start.getByLabel('Titel des Abends').fill('Erster Abend');
  await start.getByLabel('Notizen').fill('Im Elysium');
  await start.getByRole('button', { name: 'Abend beginnen' }).click();
  await expect(st.page.getByTestId('play-night')).toContainText('läuft');

  await say(player, 'Guten Abend, Runde.');
  await expect(playLog(player)).toContainText('Guten Abend, Runde.');
  await st.page.getByTestId('play-night').getByRole('button', { name: 'Abend beenden' }).click();
  await expect(st.page.getByTestId('play-night')).not.toContainText('läuft');
  await say(player, 'Nach dem Abend.');

  await player.getByRole('button', { name: 'Abende' }).click();
  const night = player.getByTestId('play-night');
  await expect(night).toContainText('1 Eintrag');
  await night.getByRole('button', { name: 'Verlauf lesen' }).click();
  await expect(night.getByRole('list', { name: 'Verlauf' })).toContainText('Guten Abend, Runde.');
  await expect(night.getByRole('list', { name: 'Verlauf' })).not.toContainText('Vor dem Abend.');
  const [download] = await Promise.all([player.waitForEvent('download'), night.getByRole('button', { name: 'Als Markdown speichern' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-erster-abend\.md$/);
  const markdown = await readFile((await download.path())!, 'utf8');
  expect(markdown).toContain('# Erster Abend');
  expect(markdown).toContain('Im Elysium');
  expect(markdown).toContain('Guten Abend, Runde.');
  expect(markdown).not.toContain('Nach dem Abend.');
  expect(errors).toEqual([]);
});
