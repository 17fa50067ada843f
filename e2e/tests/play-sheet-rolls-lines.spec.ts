import { newIdentity, registerThroughUi } from '../support/account.ts';
import { accountOf, callAs } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { consoleErrors } from '../support/look.ts';
import { accountViaApi, browserAs, playLog } from '../support/play.ts';
import { seededWerewolf } from '../support/werewolf.ts';

test('a Werewolf’s Gift roll and Rage Check from the sheet reach the storyteller, rolled by the server', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  await registerThroughUi(page, newIdentity('leitung'));
  const st = await accountOf(page);
  const kaja = await accountViaApi(baseURL!, 'kaja');
  const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL!, token, method, url, data);
  const id = ((await call(kaja.token, 'POST', '/api/characters', seededWerewolf({ rage: 2 }))).body as { id: string }).id;
  const session = ((await call(st.token, 'POST', '/api/play/sessions', { name: 'Rudel am Fluss' })).body as { session: { id: string; code: string } }).session;
  expect((await call(kaja.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
  expect((await call(kaja.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [id] })).status).toBe(200);
  await page.goto(`/play/${session.id}`);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');

  const sheet = await browserAs(browser, baseURL!, kaja, `/viewer/${id}/gifts`);
  const sheetErrors = consoleErrors(sheet.page);
  await expect(sheet.page.getByRole('heading', { level: 1 })).toHaveText('Kaja Sturmfell', { timeout: 20_000 });
  // Katzenpfoten: Geistesschärfe 2 + Überleben 0, both dice Rage dice at Rage 2.
  await sheet.page.getByRole('button', { name: 'Katzenpfoten: mit Geistesschärfe + Überleben würfeln' }).click();
  const panel = sheet.page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('table-roll-note')).toContainText('Würfelt am Tisch „Rudel am Fluss“');
  await panel.getByRole('button', { name: '2 Würfel werfen' }).click();
  const result = sheet.page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(result.getByRole('img', { name: /^Zornwürfel: \d+$/ })).toHaveCount(2);
  const shown = await result.getByRole('img', { name: /^Zornwürfel: \d+$/ }).allTextContents();

  // The storyteller's log shows the same dice under the roll's title in words.
  const card = playLog(page).getByTestId('play-message-roll').last();
  await expect(card).toContainText('Kaja Sturmfell: Gabe „Katzenpfoten“: Geistesschärfe + Überleben', { timeout: 15_000 });
  expect(await card.getByRole('img', { name: /^Zornwürfel: \d+$/ }).allTextContents()).toEqual(shown);
  await result.getByRole('button', { name: 'Schließen' }).click();

  // The Rage Check: the server's die, the sheet's Rage read from it.
  await sheet.page.getByRole('link', { name: 'Profil' }).click();
  await sheet.page.getByRole('button', { name: 'Zorn-Check', exact: true }).click();
  await expect(sheet.page.getByTestId('rage-message')).toHaveText(/^Zorn-Check: (\d+) – (gehalten, Zorn bleibt 2|Zorn sinkt auf 1)\.$/);
  const die = /Zorn-Check: (\d+)/.exec((await sheet.page.getByTestId('rage-message').textContent()) ?? '')?.[1];
  const check = playLog(page).getByTestId('play-message-roll').last();
  await expect(check).toContainText('Kaja Sturmfell: Zorn-Check');
  await expect(check.getByRole('img', { name: /ürfel: \d+$/ })).toHaveText([die!]);
  expect([...errors, ...sheetErrors]).toEqual([]);
  await sheet.context.close();
});
