import { expect, test } from '../support/fixtures.ts';
import { consoleErrors } from '../support/look.ts';
import { playLog } from '../support/play.ts';
import { openRequest, tableWithMara } from '../support/play-requests.ts';

test('a roll request by trait: the storyteller picks Geschicklichkeit + Heimlichkeit, the player rolls it with one tap, the table sees the result', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const { session, sheet } = await tableWithMara(page, browser, baseURL!);
  const sheetErrors = consoleErrors(sheet.page);

  const dialog = await openRequest(page, session.id);
  // The character's ratings beside each name.
  await dialog.getByLabel('Attribut').selectOption({ label: 'Geschicklichkeit (2)' });
  await dialog.getByLabel('Fertigkeit').selectOption({ label: 'Heimlichkeit (1)' });
  await expect(dialog.getByLabel('Was wird gewürfelt?')).toHaveValue('Geschicklichkeit + Heimlichkeit');
  await dialog.getByLabel('Schwierigkeit').fill('3');
  await dialog.getByRole('button', { name: 'Anfordern' }).click();
  await expect(dialog).toHaveCount(0);

  // The pool is filled in from the sheet: one tap rolls three dice, one of them a hunger die.
  const prompt = sheet.page.getByTestId('roll-request');
  await expect(prompt).toContainText('Geschicklichkeit + Heimlichkeit · Schwierigkeit 3', { timeout: 15_000 });
  await expect(prompt.getByLabel('Würfel', { exact: true })).toHaveValue('3');
  await prompt.getByRole('button', { name: 'Würfeln' }).click();
  await expect(prompt.getByRole('img', { name: /ürfel: \d+$/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(playLog(page).getByTestId('play-message-rollRequest').last()).toContainText('Wurf angefordert: Geschicklichkeit + Heimlichkeit · Schwierigkeit 3');
  const answered = playLog(page).getByTestId('play-message-roll').last();
  await expect(answered).toContainText('Mara Nachtigall: Geschicklichkeit + Heimlichkeit');
  await expect(answered.getByRole('img', { name: /ürfel: \d+$/ })).toHaveCount(3);
  await expect(answered.getByRole('img', { name: /^Hungerwürfel: \d+$/ })).toHaveCount(1);
  expect([...errors, ...sheetErrors]).toEqual([]);
  await sheet.context.close();
});
