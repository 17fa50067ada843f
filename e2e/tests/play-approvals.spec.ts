import type { Locator, Page } from '@playwright/test';
import { registerThroughUi, newIdentity } from '../support/account.ts';
import { accountOf, callAs } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, consoleErrors, useMode } from '../support/look.ts';
import { accountViaApi, browserAs, playLog } from '../support/play.ts';
import { sneakyVampire } from '../support/play-requests.ts';
import { sheetAction, setLevelMode } from '../support/sheet-menu.ts';

/** The screen at 390 and 1280 px, light and dark: axe, landmarks, no overflow, screenshots with VITAE_SCREENSHOTS; `ready` must show each time. */
async function looks(page: Page, name: string, ready: Locator): Promise<void> {
  for (const width of [390, 1280]) {
    for (const mode of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await useMode(page, mode);
      await page.reload();
      await expect(ready).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, `${name}-${width}-${mode}`);
    }
  }
  await useMode(page, 'light');
}

test('spends that need approval: the storyteller approves one (the sheet changes, the history names who) and rejects one (the sheet stays, the note shows)', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  await registerThroughUi(page, newIdentity('leitung'));
  const st = await accountOf(page);
  const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL!, token, method, url, data);
  const mara = await accountViaApi(baseURL!, 'mara');
  const jonas = await accountViaApi(baseURL!, 'jonas');
  // Geschicklichkeit 2 (→ 3 costs 15), every other attribute 1 (→ 2 costs 10); 40 EXP each.
  const maraId = ((await call(mara.token, 'POST', '/api/characters', { ...sneakyVampire('Mara Nachtigall'), exp: 40 })).body as { id: string }).id;
  const jonasId = ((await call(jonas.token, 'POST', '/api/characters', { ...sneakyVampire('Jonas Falk'), exp: 40 })).body as { id: string }).id;
  const session = ((await call(st.token, 'POST', '/api/play/sessions', { name: 'Chronik der langen Nacht' })).body as { session: { id: string; code: string } }).session;
  for (const [player, id] of [
    [mara, maraId],
    [jonas, jonasId],
  ] as const) {
    expect((await call(player.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
    expect((await call(player.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [id] })).status).toBe(200);
  }

  // The storyteller switches "Ausgaben brauchen Zustimmung" on.
  await page.goto(`/play/${session.id}?view=settings`);
  await page.getByRole('checkbox', { name: 'Ausgaben brauchen Zustimmung' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  // Both players raise a trait in leveling mode: it becomes a request, nothing is spent.
  const maraSheet = await browserAs(browser, baseURL!, mara, `/viewer/${maraId}/attributes`);
  const jonasSheet = await browserAs(browser, baseURL!, jonas, `/viewer/${jonasId}/attributes`);
  const sheetErrors = [consoleErrors(maraSheet.page), consoleErrors(jonasSheet.page)];
  for (const [sheet, trait, cost] of [
    [maraSheet.page, 'Geschicklichkeit', 15],
    [jonasSheet.page, 'Körperkraft', 10],
  ] as const) {
    await expect(sheet.getByTestId('exp')).toHaveText('EXP: 40', { timeout: 20_000 });
    await setLevelMode(sheet, true);
    await sheet.getByRole('button', { name: `${trait} steigern für ${cost} EXP` }).click();
    const dialog = sheet.getByRole('dialog', { name: `${trait} steigern?` });
    await expect(dialog).toContainText('braucht das die Zustimmung der Spielleitung');
    await dialog.getByRole('button', { name: `Zustimmung erbitten (${cost} EXP)` }).click();
    const from = trait === 'Geschicklichkeit' ? 2 : 1;
    await expect(sheet.getByTestId('spend-pending')).toContainText(`Wartet auf Zustimmung: ${trait} ${from} → ${from + 1}, ${cost} EXP`);
    await expect(sheet.getByTestId('exp')).toHaveText('EXP: 40');
  }
  await looks(maraSheet.page, 'approvals-sheet-pending', maraSheet.page.getByTestId('spend-pending'));

  // The storyteller's table lists both with character, what and cost.
  await page.goto(`/play/${session.id}?view=table`);
  const maraRequest = page.getByTestId('spend-request-Mara Nachtigall');
  const jonasRequest = page.getByTestId('spend-request-Jonas Falk');
  await expect(maraRequest).toContainText('Geschicklichkeit 2 → 3 für 15 EXP');
  await expect(jonasRequest).toContainText('Körperkraft 1 → 2 für 10 EXP');
  await looks(page, 'approvals-table-list', maraRequest);

  await maraRequest.getByRole('button', { name: 'Geschicklichkeit 2 → 3 für Mara Nachtigall zustimmen' }).click();
  await expect(maraRequest).toHaveCount(0);
  await jonasRequest.getByLabel('Notiz (optional)').fill('Erst nach dem Training');
  await jonasRequest.getByRole('button', { name: 'Körperkraft 1 → 2 für Jonas Falk ablehnen' }).click();
  await expect(jonasRequest).toHaveCount(0);
  await expect(page.getByText('Keine offenen Anfragen für Ausgaben.')).toBeVisible();

  // Approved: the server spent it, the open sheet follows live, the history says who approved.
  await expect(maraSheet.page.getByTestId('exp')).toHaveText('EXP: 25', { timeout: 15_000 });
  await expect(maraSheet.page.getByTestId('attributes-dex').getByRole('img')).toHaveAccessibleName('3 von 5');
  await expect(maraSheet.page.getByTestId('spend-pending')).toHaveCount(0);
  await sheetAction(maraSheet.page, 'Info');
  await expect(maraSheet.page.getByRole('dialog', { name: 'Über Mara Nachtigall' })).toContainText(`Geschicklichkeit 2 → 3 für 15 EXP, zugestimmt von ${st.alias}`);

  // Rejected: the sheet is unchanged and shows the note.
  const refusal = jonasSheet.page.getByTestId('spend-rejected');
  await expect(refusal).toContainText(`Abgelehnt von ${st.alias}: Körperkraft 1 → 2, 10 EXP.`, { timeout: 15_000 });
  await expect(refusal).toContainText('„Erst nach dem Training“');
  await expect(jonasSheet.page.getByTestId('exp')).toHaveText('EXP: 40');
  await expect(jonasSheet.page.getByTestId('attributes-str').getByRole('img')).toHaveAccessibleName('1 von 5');

  // The log: the approval for everyone; the rejection with its note only between the two.
  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(playLog(page).getByTestId('play-spend-line').filter({ hasText: 'stimmt zu: Geschicklichkeit 2 → 3 für Mara Nachtigall (15 EXP)' })).toHaveCount(1);
  await expect(playLog(page).getByTestId('play-spend-line').filter({ hasText: 'lehnt ab: Körperkraft 1 → 2 für Jonas Falk (10 EXP) – „Erst nach dem Training“' })).toHaveCount(1);

  expect([...errors, ...sheetErrors.flat()]).toEqual([]);
  await maraSheet.context.close();
  await jonasSheet.context.close();
});
