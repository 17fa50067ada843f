import type { Page } from '@playwright/test';
import { blankV5Character } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { api, secondDevice } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { setLevelMode } from '../support/sheet-menu.ts';
import { cardAction } from '../support/shelf.ts';

const hunger = (page: Page) => page.getByRole('group', { name: 'Hunger' });

test('a sheet opened by its address on a second device receives a change made on the first', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Direkt geöffnet' })]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');
  // Give the phone's socket a moment to authenticate; its catch-up would bring the change anyway.
  await page.goto(`/viewer/${id}/profile`);
  await hunger(page).getByRole('button', { name: 'Hunger auf 3 setzen' }).click();
  await expect(hunger(phone.page)).toContainText('(3)', { timeout: 5_000 });
  await page.getByLabel('Name', { exact: true }).fill('Umbenannt');
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Umbenannt', { timeout: 5_000 });
  await phone.context.close();
});

test('hunger on one device and notes on the other both survive, without a dialog', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Zwei Geräte' })]);
  await page.goto(`/viewer/${id}/profile`);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');
  // The phone loses its connection, so both edits start from the same revision.
  await phone.context.setOffline(true);
  await phone.page.getByLabel('Notizen').fill('Treffen am Hafen');
  await hunger(page).getByRole('button', { name: 'Hunger auf 2 setzen' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  await expect(phone.page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
  await phone.context.setOffline(false);

  await expect(phone.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 20_000 });
  await expect(hunger(phone.page)).toContainText('(2)');
  await expect(phone.page.getByLabel('Notizen')).toHaveValue('Treffen am Hafen');
  await expect(page.getByLabel('Notizen')).toHaveValue('Treffen am Hafen', { timeout: 5_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(phone.page.getByRole('dialog')).toHaveCount(0);
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ hunger: 2, notes: 'Treffen am Hafen' });
  await phone.context.close();
});

test('the same field changed on both devices asks, showing both values, and keeps the chosen one', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Streitfall' })]);
  await page.goto(`/viewer/${id}/profile`);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');
  await phone.context.setOffline(true);
  await hunger(phone.page).getByRole('button', { name: 'Hunger auf 4 setzen' }).click();
  await phone.page.getByLabel('Notizen').fill('vom Handy');
  await hunger(page).getByRole('button', { name: 'Hunger auf 2 setzen' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  await phone.context.setOffline(false);

  const dialog = phone.page.getByRole('dialog', { name: '„Streitfall“ wurde auch woanders geändert' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const field = dialog.getByRole('group', { name: 'Hunger' });
  await expect(field.getByRole('radio', { name: /Dieses Gerät\s*4/ })).toBeChecked();
  await expect(field.getByRole('radio', { name: /Anderes Gerät\s*2/ })).toBeVisible();
  // Only the field both changed is asked about; the notes were merged.
  await expect(dialog.getByRole('group')).toHaveCount(1);
  await field.getByRole('radio', { name: /Anderes Gerät/ }).check();
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(phone.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 10_000 });
  await expect(hunger(phone.page)).toContainText('(2)');
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ hunger: 2, notes: 'vom Handy' });
  await expect(page.getByLabel('Notizen')).toHaveValue('vom Handy', { timeout: 5_000 });
  await phone.context.close();
});

test('buying two things quickly in one tab never asks, and both purchases are saved', async ({ page }) => {
  await registerThroughUi(page);
  const character = blankV5Character({ name: 'Schnellkauf', exp: 30, health: 4, willpower: 2 });
  const [id] = await seedCharacters(page, [{ ...character, categories: character.categories.map((category) => ({ ...category, attributes: category.attributes.map((a) => ({ ...a, value: 2 })) })) }]);
  // Every save takes 1.5 s on its way, so the second purchase happens while the first is being saved.
  await page.route(`**/api/characters/${id}`, async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/viewer/${id}/attributes`);
  await setLevelMode(page, true);
  await page.getByRole('button', { name: 'Körperkraft steigern für 15 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 15 EXP kaufen' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Speichert …');
  await page.waitForTimeout(1_200);
  await page.getByRole('button', { name: 'Geschicklichkeit steigern für 15 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 15 EXP kaufen' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('exp')).toHaveText('EXP: 0');
  const [stored] = await serverCharacters(page);
  const physical = (stored as unknown as { categories: Array<{ name: string; attributes: Array<{ key: string; value: number }> }> }).categories.find((c) => c.name === 'physical')!;
  expect(physical.attributes.filter((a) => a.key === 'str' || a.key === 'dex').map((a) => a.value)).toEqual([3, 3]);
  expect(stored).toMatchObject({ exp: 0, usedExp: 30 });
  expect((stored as unknown as { xpHistory: unknown[] }).xpHistory).toHaveLength(2);
});

test('a character deleted on one device tells the other, which can keep a copy with its unsaved edit', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Vergänglich' })]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');
  await page.goto('/');
  await cardAction(page, 'Vergänglich', 'Löschen');
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByTestId('character-Vergänglich')).toHaveCount(0);

  const banner = phone.page.getByRole('alert').filter({ hasText: 'Vergänglich wurde auf einem anderen Gerät gelöscht' });
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(hunger(phone.page).getByRole('button').first()).toBeDisabled();
  await banner.getByRole('button', { name: 'Kopie behalten' }).click();
  await expect(phone.page).not.toHaveURL(new RegExp(id!));
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Vergänglich');
  await expect(page.getByTestId('character-Vergänglich')).toBeVisible({ timeout: 5_000 });
  expect((await serverCharacters(page)).map((c) => c.id)).not.toContain(id);
  await phone.context.close();
});

test('an edit made just as the character is deleted elsewhere is not dropped: the copy holds it', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Flüchtig' })]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');
  // The edit waits for the save debounce while the other device deletes the character.
  await hunger(phone.page).getByRole('button', { name: 'Hunger auf 3 setzen' }).click();
  expect((await api(page, 'DELETE', `/api/characters/${id}`)).status).toBe(204);

  const banner = phone.page.getByRole('alert').filter({ hasText: 'Flüchtig wurde auf einem anderen Gerät gelöscht' });
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(hunger(phone.page)).toContainText('(3)');
  await banner.getByRole('button', { name: 'Kopie behalten' }).click();
  await expect(phone.page).not.toHaveURL(new RegExp(id!));
  await expect(hunger(phone.page)).toContainText('(3)');
  await expect(phone.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const copies = (await serverCharacters(page)).filter((character) => character.name === 'Flüchtig');
  expect(copies.map((character) => [character.id === id, character.hunger])).toEqual([[false, 3]]);
  await phone.context.close();
});

test('new, renamed and deleted characters and folders reach the list on the other device', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const phone = await secondDevice(browser, baseURL!, page, '/');
  await expect(phone.page.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
  await expect(phone.page.getByText('Hier liegen Charaktere ohne Ordner.', { exact: false })).toBeVisible();
  const created = await api(page, 'POST', '/api/characters', blankV5Character({ name: 'Neuling' }));
  const { id } = created.body as { id: string };
  await expect(phone.page.getByTestId('character-Neuling')).toBeVisible({ timeout: 5_000 });
  await api(page, 'PATCH', `/api/characters/${id}`, { baseRevision: 1, patch: [{ path: ['name'], value: 'Umgetauft' }] });
  await expect(phone.page.getByTestId('character-Umgetauft')).toBeVisible({ timeout: 5_000 });
  await api(page, 'PUT', '/api/folders', { folders: [{ name: 'Chicago', open: true }] });
  await expect(phone.page.getByRole('region', { name: 'Ordner Chicago' })).toBeVisible({ timeout: 5_000 });
  await api(page, 'PATCH', `/api/characters/${id}`, { baseRevision: 2, patch: [{ path: ['directory'], value: 'Chicago' }] });
  await expect(phone.page.getByRole('list', { name: 'Chicago' }).getByTestId('character-Umgetauft')).toBeVisible({ timeout: 5_000 });
  await api(page, 'DELETE', `/api/characters/${id}`);
  await expect(phone.page.getByTestId('character-Umgetauft')).toHaveCount(0, { timeout: 5_000 });
  await phone.context.close();
});
