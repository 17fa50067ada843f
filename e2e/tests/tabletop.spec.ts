import type { Page } from '@playwright/test';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkLook, lookAt } from '../support/look.ts';
import { richVampire } from '../support/vampire.ts';
import { sheetAction, sheetOffers } from '../support/sheet-menu.ts';

/** Opens the relay's event stream in the page, as the Foundry module does, and collects its rolls. */
async function listen(page: Page, accessKey: string): Promise<void> {
  await page.evaluate(async (key) => {
    const received: unknown[] = [];
    (window as unknown as { tabletopRolls: unknown[] }).tabletopRolls = received;
    const source = new EventSource(`/api/vicartt/stream?accessKey=${encodeURIComponent(key)}`);
    source.addEventListener('message', (event) => received.push(JSON.parse((event as MessageEvent<string>).data)));
    await new Promise<void>((resolve, reject) => {
      source.onopen = () => resolve();
      source.onerror = () => reject(new Error('stream refused'));
    });
  }, accessKey);
}
async function rolls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { tabletopRolls: unknown[] }).tabletopRolls);
}

async function linkTabletop(page: Page, key: string, difficulty: string): Promise<void> {
  await sheetAction(page, 'Info');
  const info = page.getByRole('dialog', { name: /^Über / });
  await info.getByLabel('FoundryVTT-ID').fill('nicht gültig!');
  await expect(info.getByText('Die ID besteht nur aus Buchstaben, Ziffern, - und _ (höchstens 200 Zeichen).')).toBeVisible();
  // Issue #43: a key one could guess is refused.
  await info.getByLabel('FoundryVTT-ID').fill('kurz');
  await expect(info.getByText('Die ID braucht mindestens 16 Zeichen, damit niemand sie erraten kann.')).toBeVisible();
  await info.getByLabel('FoundryVTT-ID').fill(key);
  await info.getByLabel('Standard-Schwierigkeit').fill(difficulty);
  await page.keyboard.press('Escape');
}

test('a sheet linked to a FoundryVTT-ID rolls from the top bar and the pool calculator, and the event stream receives both', async ({ page }) => {
  const { alias } = await registerThroughUi(page, newIdentity('tisch'));
  const [id] = await seedCharacters(page, [richVampire({ hunger: 2 })]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('group', { name: 'Gesundheit' })).toBeVisible();
  // No id, no dice button.
  expect(await sheetOffers(page, 'In FoundryVTT würfeln')).toBe(false);

  const key = `e2e-tabletop-${Date.now().toString(36)}`;
  await listen(page, key);
  await linkTabletop(page, key, '2');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]!.tabletop).toEqual({ id: key, difficulty: 2 });

  // The top bar's dice: a count that is no number is refused at its field, then 4 dice against 3.
  await sheetAction(page, 'In FoundryVTT würfeln');
  const dialog = page.getByRole('dialog', { name: 'In FoundryVTT würfeln' });
  await expect(dialog.getByLabel('Schwierigkeit')).toHaveValue('2');
  await dialog.getByLabel('Anzahl Würfel').fill('0');
  await dialog.getByRole('button', { name: 'Würfeln' }).click();
  await expect(dialog.getByText('Mindestens 1 Würfel.')).toBeVisible();
  await dialog.getByLabel('Anzahl Würfel').fill('4');
  await dialog.getByLabel('Schwierigkeit').fill('3');
  await dialog.getByRole('button', { name: 'Würfeln' }).click();
  await expect(page.getByText('„Freier Würfelwurf“ wurde an FoundryVTT gesendet.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rolls(page)).toHaveLength(1);
  expect((await rolls(page))[0]).toEqual({
    line: 'v5',
    vampire: { name: 'Mara Voss', avatar: '' },
    roll: { title: 'Freier Würfelwurf', normalDices: 2, hungerDices: 2, difficulty: 3 },
    username: alias,
    anonymous: false,
  });

  // The pool calculator: Strength 3 + Brawl 3 = 6 dice, 2 of them hunger, at the default difficulty.
  await page.keyboard.press('Control+Space');
  const calculator = page.getByRole('dialog', { name: 'Würfelpool-Rechner' });
  await calculator.getByRole('listbox', { name: 'Attribut', exact: true }).selectOption({ label: 'Körperkraft (3)' });
  await calculator.getByRole('listbox', { name: 'Fertigkeit, Disziplin oder Attribut' }).selectOption({ label: 'Handgemenge (3)' });
  await expect(calculator.getByTestId('pool-result')).toHaveText('6 Würfel, davon 2 Hungerwürfel und 4 normale Würfel');
  await expect(calculator.getByLabel('Schwierigkeit')).toHaveValue('2');
  await calculator.getByRole('button', { name: 'In FoundryVTT würfeln' }).click();
  await expect(calculator.getByText('„Körperkraft + Handgemenge“ wurde an FoundryVTT gesendet.')).toBeVisible();
  await expect.poll(() => rolls(page)).toHaveLength(2);
  expect((await rolls(page))[1]).toMatchObject({ roll: { title: 'Körperkraft + Handgemenge', normalDices: 4, hungerDices: 2, difficulty: 2 }, username: alias });
  await page.keyboard.press('Escape');

  // An empty id removes the link, and the dice button with it.
  await sheetAction(page, 'Info');
  await page.getByRole('dialog', { name: /^Über / }).getByLabel('FoundryVTT-ID').fill('');
  await page.keyboard.press('Escape');
  expect(await sheetOffers(page, 'In FoundryVTT würfeln')).toBe(false);
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]!).not.toHaveProperty('tabletop');
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`tabletop dialogs at ${width} px in ${mode} mode have no serious accessibility problems`, async ({ page }) => {
      await lookAt(page, width, mode);
      await registerThroughUi(page, newIdentity('tischblick'));
      const [id] = await seedCharacters(page, [richVampire({ tabletop: { id: 'look-key-0123456789', difficulty: 3 } })]);
      const prefix = `tabletop-${width}-${mode}`;
      await page.goto(`/viewer/${id}/profile`);
      await expect(page.getByRole('group', { name: 'Gesundheit' })).toBeVisible();

      await sheetAction(page, 'Info');
      const info = page.getByRole('dialog', { name: /^Über / });
      await info.getByLabel('FoundryVTT-ID').scrollIntoViewIfNeeded();
      await checkLook(page, `${prefix}-info`);
      await page.keyboard.press('Escape');

      await sheetAction(page, 'In FoundryVTT würfeln');
      const dialog = page.getByRole('dialog', { name: 'In FoundryVTT würfeln' });
      await dialog.getByLabel('Anzahl Würfel').fill('x');
      await dialog.getByRole('button', { name: 'Würfeln' }).click();
      await expect(dialog.getByText('Gib eine ganze Zahl ein.')).toBeVisible();
      await checkLook(page, `${prefix}-dice`);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+Space');
      const calculator = page.getByRole('dialog', { name: 'Würfelpool-Rechner' });
      await calculator.getByRole('listbox', { name: 'Attribut', exact: true }).selectOption({ label: 'Körperkraft (3)' });
      await expect(calculator.getByRole('button', { name: 'In FoundryVTT würfeln' })).toBeEnabled();
      await checkLook(page, `${prefix}-calculator`);
    });
  }
}
