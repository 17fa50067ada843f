import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { verbena } from '../support/mage.ts';
import { setLevelMode, sheetAction } from '../support/sheet-menu.ts';

// Issue #46 item 20: buy Willpower 7 → 8 (7 XP), write a Primer (−2 permanent Willpower), undo the
// purchase. The sheet said "6 von 7" and gave 7 XP back: a free dot. Undo must give the sheet as if
// the purchase had never been made, keeping the Primer and its price: 7 − 2 = 5, and the 7 XP back.
test('undoing a Willpower purchase after a self-written Primer restores exactly, with no free dot', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena({ willpower: 7, exp: 20 })]);
  await page.goto(`/viewer/${id}/profile`);
  const willpower = page.getByRole('group', { name: 'Willenskraft' });
  await expect(willpower).toContainText('(7 von 7 übrig)');

  await setLevelMode(page, true);
  await page.getByRole('button', { name: 'Willenskraft steigern für 7 EXP' }).click();
  await page.getByRole('dialog', { name: 'Willenskraft steigern?' }).getByRole('button', { name: 'Für 7 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 13');
  await expect(willpower).toContainText('(8 von 8 übrig)');

  await page.getByRole('link', { name: 'Hintergründe und Wunder' }).click();
  await page.getByRole('button', { name: 'Wunderwerk hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Wunderwerk hinzufügen' });
  await form.getByLabel('Art').selectOption({ label: 'Fibel' });
  await form.getByLabel('Name').fill('Fibel der grünen Wege');
  await form.getByRole('checkbox', { name: 'Selbst verfasst: kostet 2 Punkte permanenter Willenskraft' }).check();
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Wunderwerke' })).toContainText('Fibel der grünen Wege');
  // Written by the mage, it is paid in Willpower, not in Wonder background or XP.
  await expect(page.getByTestId('exp')).toHaveText('EXP: 13');

  await sheetAction(page, 'Letzten Kauf rückgängig (7 EXP zurück)');
  await expect(page.getByTestId('exp')).toHaveText('EXP: 20');
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(willpower).toContainText('(5 von 5 übrig)');
  await expect(page.getByRole('button', { name: 'Willenskraft steigern für 5 EXP' })).toBeVisible();

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ willpower: 5, exp: 20, usedExp: 0, xpHistory: [] });
  expect((stored as unknown as { wonders: Array<{ name: string; selfMade: boolean }> }).wonders).toMatchObject([{ name: 'Fibel der grünen Wege', selfMade: true }]);
});
