import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { accountOf, callAs } from '../support/devices.ts';
import { registerThroughUi, newIdentity } from '../support/account.ts';
import { checkScreen, consoleErrors, modes } from '../support/look.ts';
import { accountViaApi, browserAs, playLog } from '../support/play.ts';
import { sneakyVampire } from '../support/play-requests.ts';

const screenshotDir = process.env.VITAE_SCREENSHOTS;

test('one request to two players: both answer with one tap, the storyteller’s one card shows both results', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  await registerThroughUi(page, newIdentity('leitung'));
  const st = await accountOf(page);
  const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL!, token, method, url, data);
  const session = ((await call(st.token, 'POST', '/api/play/sessions', { name: 'Chronik der langen Nacht' })).body as { session: { id: string; code: string } }).session;
  const players = [];
  for (const [prefix, name] of [
    ['mara', 'Mara Nachtigall'],
    ['jonas', 'Jonas Falk'],
  ] as const) {
    const account = await accountViaApi(baseURL!, prefix);
    const id = ((await call(account.token, 'POST', '/api/characters', sneakyVampire(name))).body as { id: string }).id;
    expect((await call(account.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
    expect((await call(account.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [id] })).status).toBe(200);
    const sheet = await browserAs(browser, baseURL!, account, `/viewer/${id}/profile`);
    await expect(sheet.page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
    players.push({ ...sheet, name, errors: consoleErrors(sheet.page) });
  }

  // The storyteller asks Mara and, in the same dialog, Jonas.
  await page.goto(`/play/${session.id}`);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
  await page.getByRole('button', { name: 'Tisch' }).click();
  await page.getByRole('button', { name: 'Wurf von Mara Nachtigall anfordern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wurf von Mara Nachtigall anfordern' });
  await dialog.getByRole('group', { name: 'Auch anfragen bei' }).getByRole('checkbox', { name: 'Jonas Falk' }).check();
  await dialog.getByLabel('Attribut').selectOption({ label: 'Geschicklichkeit (2)' });
  await dialog.getByLabel('Fertigkeit').selectOption({ label: 'Heimlichkeit (1)' });
  await dialog.getByLabel('Schwierigkeit').fill('3');
  await dialog.getByRole('button', { name: 'Anfordern' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Chat' }).click();
  const card = playLog(page).getByTestId('play-request-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('0 von 2 gewürfelt');

  // Each player: the prompt on the sheet, the pool filled in from it, one tap.
  for (const player of players) {
    const prompt = player.page.getByTestId('roll-request');
    await expect(prompt).toContainText('Geschicklichkeit + Heimlichkeit · Schwierigkeit 3', { timeout: 15_000 });
    await expect(prompt.getByLabel('Würfel', { exact: true })).toHaveValue('3');
    await prompt.getByRole('button', { name: 'Würfeln' }).click();
    await expect(prompt.getByRole('img', { name: /ürfel: \d+$/ })).toHaveCount(3);
  }

  // Live, without a reload: one card, both results; no separate roll lines.
  await expect(card).toContainText('2 von 2 gewürfelt');
  const entries = card.getByTestId('play-request-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(/Mara Nachtigall\s*3 Würfel · \d+ Erfolge? · /);
  await expect(entries.nth(1)).toContainText(/Jonas Falk\s*3 Würfel · \d+ Erfolge? · /);
  await expect(playLog(page).getByTestId('play-message-roll')).toHaveCount(0);

  // After a reload the card is the same: it is made from the log.
  await page.reload();
  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(playLog(page).getByTestId('play-request-card')).toContainText('2 von 2 gewürfelt');
  await checkScreen(page, 'play-request-card');
  if (screenshotDir) {
    for (const mode of modes) {
      for (const width of [390, 1280]) {
        await page.evaluate((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
        await page.emulateMedia({ colorScheme: mode });
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await page.getByRole('button', { name: 'Chat' }).click();
        await playLog(page).getByTestId('play-request-card').screenshot({ path: path.join(screenshotDir, `request-card-${width}-${mode}.png`) });
      }
    }
  }
  expect([...errors, ...players.flatMap((player) => player.errors)]).toEqual([]);
  for (const player of players) await player.context.close();
});
