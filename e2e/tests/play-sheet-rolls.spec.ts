import type { Locator } from '@playwright/test';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { accountOf, callAs } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, consoleErrors, modes, useMode } from '../support/look.ts';
import { accountViaApi, browserAs, playLog } from '../support/play.ts';
import { openRollOptions } from '../support/roll-panel.ts';
import { richVampire } from '../support/vampire.ts';

/** The faces a roll card or result dialog shows, normal dice first, as "Würfel: 7" / "Hungerwürfel: 3" names. */
async function faces(where: Locator): Promise<string[]> {
  // On the sheet the normal dice are buttons (picked for a re-roll), on a card pictures: both name their face.
  const names = await where.locator('[aria-label*="ürfel: "]').evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label') ?? ''));
  return names.map((name) => /\d+$/.exec(name)?.[0] ?? name);
}

test('a sheet roll reaches the table: rolled by the server, public to everyone, secret to the storyteller only, re-rolled with willpower', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await registerThroughUi(page, newIdentity('leitung'));
  const st = await accountOf(page);
  const [lena, bert] = [await accountViaApi(baseURL!, 'lena'), await accountViaApi(baseURL!, 'bert')];
  const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL!, token, method, url, data);
  const create = async (token: string, name: string) => ((await call(token, 'POST', '/api/characters', richVampire({ name }))).body as { id: string }).id;
  const [lenaId, bertId] = [await create(lena.token, 'Lena Kraus'), await create(bert.token, 'Bert Hahn')];
  const session = ((await call(st.token, 'POST', '/api/play/sessions', { name: 'Freitagsrunde' })).body as { session: { id: string; code: string } }).session;
  for (const [player, id] of [[lena, lenaId], [bert, bertId]] as const) {
    expect((await call(player.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
    expect((await call(player.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [id] })).status).toBe(200);
  }
  await page.goto(`/play/${session.id}`);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
  const other = await browserAs(browser, baseURL!, bert, `/play/${session.id}`);
  const otherErrors = consoleErrors(other.page);
  await expect(other.page.getByTestId('play-connection')).toHaveText('Verbunden');

  // Lena's sheet knows its table without any setup.
  const sheet = await browserAs(browser, baseURL!, lena, `/viewer/${lenaId}/attributes`);
  const sheetErrors = consoleErrors(sheet.page);
  await sheet.page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  await sheet.page.getByRole('button', { name: 'Geschicklichkeit', exact: true }).click();
  const panel = sheet.page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('table-roll-note')).toContainText('Würfelt am Tisch „Freitagsrunde“');
  await openRollOptions(panel);
  await panel.getByLabel('Schwierigkeit').fill('3');
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  const result = sheet.page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(result.getByRole('img', { name: /^Hungerwürfel: \d+$/ })).toHaveCount(2);
  const shown = await faces(result);

  // Both other screens show the same dice under the title in words.
  for (const table of [page, other.page]) {
    const card = playLog(table).getByTestId('play-message-roll').last();
    await expect(card).toContainText('Lena Kraus: Körperkraft + Geschicklichkeit', { timeout: 15_000 });
    await expect(card).toContainText('Schwierigkeit 3');
    expect(await faces(card)).toEqual(shown);
  }

  // The willpower re-roll is the server's too, and says so on the table.
  await result.getByRole('button', { name: /^normaler Würfel/ }).first().click();
  await result.getByRole('button', { name: '1 Würfel mit Willenskraft neu würfeln' }).click();
  const rerolled = playLog(page).getByTestId('play-message-roll').last();
  await expect(rerolled).toContainText('Lena Kraus: Körperkraft + Geschicklichkeit – Willenskraft-Neuwurf', { timeout: 15_000 });
  await expect.poll(async () => faces(result)).toEqual(await faces(rerolled));
  await result.getByRole('button', { name: 'Schließen' }).click();

  // A secret roll: the storyteller sees it, the other player does not (a public roll after it arrives alone).
  await panel.getByRole('checkbox', { name: 'geheim (nur Erzähler)' }).check();
  await openRollOptions(panel);
  await panel.getByLabel('Schwierigkeit').fill('2');
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  await result.getByRole('button', { name: 'Schließen' }).click();
  const secretCard = playLog(page).getByTestId('play-message-roll').last();
  await expect(secretCard).toContainText('Schwierigkeit 2', { timeout: 15_000 });
  await expect(secretCard).toContainText('geheim');
  await panel.getByRole('checkbox', { name: 'geheim (nur Erzähler)' }).uncheck();
  await panel.getByLabel('Schwierigkeit').fill('4');
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  await result.getByRole('button', { name: 'Schließen' }).click();
  const otherCards = playLog(other.page).getByTestId('play-message-roll');
  await expect(otherCards.last()).toContainText('Schwierigkeit 4', { timeout: 15_000 });
  await expect(otherCards.filter({ hasText: 'Schwierigkeit 2' })).toHaveCount(0);
  await expect(playLog(page).getByTestId('play-message-roll')).toHaveCount(4);

  // The calculator's roll reaches the table under its title in words.
  await sheet.page.getByRole('button', { name: /^Würfelpool/ }).click();
  const calculator = sheet.page.getByRole('dialog', { name: 'Würfelpool-Rechner' });
  await calculator.getByRole('listbox', { name: 'Attribut', exact: true }).selectOption({ label: 'Körperkraft (3)' });
  await calculator.getByRole('listbox', { name: 'Fertigkeit, Disziplin oder Attribut' }).selectOption({ label: 'Handgemenge (3)' });
  await calculator.getByLabel('Schwierigkeit').fill('5');
  await calculator.getByRole('button', { name: '6 Würfel werfen' }).click();
  await expect(result.getByRole('img', { name: /^Hungerwürfel: \d+$/ })).toHaveCount(2);
  await expect(playLog(other.page).getByTestId('play-message-roll').last()).toContainText('Lena Kraus: Körperkraft + Handgemenge', { timeout: 15_000 });
  await expect(playLog(other.page).getByTestId('play-message-roll').last()).toContainText('Schwierigkeit 5');
  await result.getByRole('button', { name: 'Schließen' }).click();
  await sheet.page.getByRole('dialog', { name: 'Würfelpool-Rechner' }).getByRole('button', { name: 'Schließen' }).click();

  // The roll panel at a table, on a phone and a laptop, light and dark.
  for (const width of [390, 1280]) {
    for (const mode of modes) {
      await sheet.page.setViewportSize({ width, height: 900 });
      await useMode(sheet.page, mode);
      await expect(panel.getByTestId('table-roll-note')).toBeVisible();
      await checkScreen(sheet.page, `play-sheet-roll-panel-${width}-${mode}`);
      // The dice pool calculator rolls at the table too (no FoundryVTT id needed).
      await sheet.page.getByRole('button', { name: /^Würfelpool/ }).click();
      const calculator = sheet.page.getByRole('dialog', { name: 'Würfelpool-Rechner' });
      await calculator.getByRole('listbox', { name: 'Attribut', exact: true }).selectOption({ label: 'Körperkraft (3)' });
      await expect(calculator.getByTestId('table-roll-note')).toContainText('Würfelt am Tisch „Freitagsrunde“');
      await calculator.getByRole('button', { name: '3 Würfel werfen' }).scrollIntoViewIfNeeded();
      await checkScreen(sheet.page, `play-sheet-pool-calculator-${width}-${mode}`);
      await calculator.getByRole('button', { name: 'Schließen' }).click();
    }
  }
  expect([...errors, ...otherErrors, ...sheetErrors]).toEqual([]);
  await sheet.context.close();
  await other.context.close();
});
