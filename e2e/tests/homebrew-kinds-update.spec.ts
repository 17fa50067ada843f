import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAs } from '../support/devices.ts';
import { checkScreen, consoleErrors, modes, useMode } from '../support/look.ts';
import { accountViaApi, browserAs } from '../support/play.ts';

const gift = { name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: '1 Willenskraft', duration: 'Eine Szene', summary: 'Der Garou folgt dem Licht des Mondes.' };
const notice = (page: Page) => page.getByText('Gabe „Mondlicht-Pfad“: Version 1 → 2');

// Issue #49 items 1 and 4: a character keeps the version of a homebrew gift it was built with until its owner updates.
test('a Garou keeps its gift’s version while the author saves a newer one, and updates it in one click', async ({ browser, baseURL }) => {
  test.setTimeout(process.env.VITAE_SCREENSHOTS ? 120_000 : 60_000);
  const account = await accountViaApi(baseURL!, 'garou');
  const created = await callAs(baseURL!, account.token, 'POST', '/api/homebrew/gifts', gift);
  expect(created.status).toBe(200);
  const first = created.body as Record<string, unknown> & { id: number };
  const saved = await callAs(baseURL!, account.token, 'PUT', `/api/homebrew/gifts/${first.id}`, { ...gift, cost: '2 Willenskraft', summary: 'Der Garou folgt dem Licht des Mondes durch jede Nacht.', version: 1, public: false });
  expect(saved.status).toBe(200);
  // The Garou learned version 1 (its sheet holds that copy); the author's own copy is now version 2.
  const character = await callAs(baseURL!, account.token, 'POST', '/api/characters', { gameLine: 'w5', name: 'Mira Mondfell', gifts: [{ id: first.id + 3021, name: gift.name }], homebrewItems: [{ kind: 'gifts', id: first.id, version: 1, data: first }] });
  expect(character.status).toBe(201);
  const id = (character.body as { id: string }).id;
  const { page } = await browserAs(browser, baseURL!, account, `/viewer/${id}/gifts`);
  const errors = consoleErrors(page);

  await expect(notice(page)).toBeVisible();
  await expect(page.getByText('Kosten geändert')).toBeVisible();
  await expect(page.getByText('1 Willenskraft', { exact: true })).toBeVisible();
  const looks = process.env.VITAE_SCREENSHOTS ? [390, 1280].flatMap((width) => modes.map((mode) => [width, mode] as const)) : ([[390, 'light']] as const);
  for (const [width, mode] of looks) {
    await page.setViewportSize({ width, height: 900 });
    await useMode(page, mode);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await checkScreen(page, `homebrew-kinds-update-${width}-${mode}`);
  }

  await page.getByRole('button', { name: '„Mondlicht-Pfad“ aktualisieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '„Mondlicht-Pfad“ ist aktualisiert.' })).toBeVisible();
  await expect(page.getByText('2 Willenskraft', { exact: true })).toBeVisible();
  await expect(page.getByText('Alles gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 Willenskraft', { exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
