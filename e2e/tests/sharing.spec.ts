import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { blankV5Character } from '@vitae/core/v5';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { accountOf, api, callAs, registerViaApi, secondDevice } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { sheetAction, sheetOffers } from '../support/sheet-menu.ts';
import { cardAction } from '../support/shelf.ts';

const hunger = (page: Page) => page.getByRole('group', { name: 'Hunger' });

/** A second player in their own browser. */
async function otherPlayer(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const identity = await registerThroughUi(page, newIdentity(prefix));
  return { context, page, ...identity };
}

/** Opens the sharing dialog from the list (registers the share id, spec §2 "open") and closes it again. */
async function openSharing(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Teilen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teilen' });
  const field = dialog.getByRole('textbox', { name: 'Teilen-ID', exact: true });
  await expect(field).toHaveValue(/^[0-9a-f-]{36}$/);
  const shareId = await field.inputValue();
  await page.keyboard.press('Escape');
  return shareId;
}

test('A sends a character to B by alias; B, online, is asked and saves an own copy', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page, newIdentity('sender'));
  await seedCharacters(page, [blankV5Character({ name: 'Geschenk', notes: 'für dich', hunger: 2 })]);
  const b = await otherPlayer(browser, baseURL!, 'empfang');
  await openSharing(b.page);

  await page.goto('/');
  await cardAction(page, 'Geschenk', 'Teilen');
  const dialog = page.getByRole('dialog', { name: 'Geschenk teilen' });
  await dialog.getByLabel('Empfänger').fill('niemand-bekannt');
  await dialog.getByRole('button', { name: 'Schicken' }).click();
  await expect(dialog.getByText('Benutzer nicht gefunden')).toBeVisible();
  await dialog.getByLabel('Empfänger').fill(b.alias);
  await dialog.getByRole('button', { name: 'Schicken' }).click();
  await expect(dialog.getByText(`Geschenk wurde an ${b.alias} geschickt.`)).toBeVisible();

  const offer = b.page.getByRole('dialog', { name: 'Ein Charakter für dich' });
  await expect(offer).toContainText(/möchte dir Geschenk schicken – speichern\?/, { timeout: 5_000 });
  await offer.getByRole('button', { name: 'Speichern' }).click();
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText('Geschenk');
  await expect(hunger(b.page)).toContainText('(2)');
  const [copy] = await serverCharacters(b.page);
  const [original] = await serverCharacters(page);
  expect(copy).toMatchObject({ name: 'Geschenk', notes: 'für dich' });
  expect(copy!.id).not.toBe(original!.id);
  await b.context.close();
});

test('a character sent while B is away waits in B’s inbox', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page, newIdentity('sender'));
  await seedCharacters(page, [blankV5Character({ name: 'Postsache' })]);
  const b = await otherPlayer(browser, baseURL!, 'abwesend');
  const shareId = await openSharing(b.page);
  await b.page.goto('/?tab=settings');

  await page.goto('/');
  await cardAction(page, 'Postsache', 'Teilen');
  const dialog = page.getByRole('dialog', { name: 'Postsache teilen' });
  await dialog.getByLabel('Empfänger').fill(shareId.toUpperCase());
  await dialog.getByRole('button', { name: 'Schicken' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'geschickt' })).toBeVisible();

  // B closes the live question; the character stays in the inbox of the list.
  await b.page.getByRole('dialog', { name: 'Ein Charakter für dich' }).getByRole('button', { name: 'Schließen' }).click();
  await b.page.goto('/');
  const inbox = b.page.getByRole('region', { name: 'Posteingang (1)' });
  await expect(inbox).toContainText('Postsache');
  await inbox.getByRole('button', { name: 'Speichern' }).click();
  await expect(b.page.getByTestId('character-Postsache')).toBeVisible();
  await expect(inbox).toHaveCount(0);
  await b.context.close();
});

test('A adds B as viewer: B sees the character read-only and live, and loses it when removed', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page, newIdentity('spielleitung'));
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Vorzeigbar' })]);
  const b = await otherPlayer(browser, baseURL!, 'zuschauer');
  await openSharing(b.page);
  await b.page.goto('/');

  await page.goto(`/viewer/${id}/profile`);
  await sheetAction(page, 'Teilen');
  const dialog = page.getByRole('dialog', { name: 'Vorzeigbar teilen' });
  await dialog.getByLabel('Zuschauer hinzufügen').fill(b.alias);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByRole('list', { name: 'Zuschauer' })).toContainText(b.alias);
  await page.keyboard.press('Escape');

  const row = b.page.getByTestId('character-Vorzeigbar');
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row.getByText('Nur ansehen')).toBeVisible();
  await row.getByRole('link', { name: 'Vorzeigbar' }).click();
  await expect(b.page.getByText('Nur ansehen').first()).toBeVisible();
  await expect(hunger(b.page).getByRole('button', { name: 'Hunger auf 1 setzen' })).toBeDisabled();
  expect(await sheetOffers(b.page, 'Modus: Leveln')).toBe(false);
  expect(await sheetOffers(b.page, 'Teilen')).toBe(false);

  await hunger(page).getByRole('button', { name: 'Hunger auf 4 setzen' }).click();
  await expect(hunger(b.page)).toContainText('(4)', { timeout: 5_000 });

  await sheetAction(page, 'Teilen');
  await dialog.getByRole('button', { name: `${b.alias} als Zuschauer entfernen` }).click();
  await expect(dialog.getByText('Noch niemand.')).toBeVisible();
  await expect(b.page.getByRole('alert').filter({ hasText: 'Vorzeigbar wird nicht mehr mit dir geteilt' })).toBeVisible({ timeout: 5_000 });
  await b.context.close();
});

test('viewers changed while this browser was away show when the sharing dialog opens', async ({ page, baseURL }) => {
  await registerThroughUi(page, newIdentity('rueckkehr'));
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Gedächtnis' })]);
  const first = await registerViaApi(baseURL!, newIdentity('erster'));
  const second = await registerViaApi(baseURL!, newIdentity('zweiter'));
  const shareIds = [randomUUID(), randomUUID()];
  await callAs(baseURL!, first.token, 'POST', '/api/share/id', { shareId: shareIds[0] });
  await callAs(baseURL!, second.token, 'POST', '/api/share/id', { shareId: shareIds[1] });
  await api(page, 'POST', `/api/characters/${id}/viewers`, { shareId: shareIds[0] });
  // This browser keeps the character (and who views it) for the next start.
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert');
  const dialog = page.getByRole('dialog', { name: 'Gedächtnis teilen' });
  await sheetAction(page, 'Teilen');
  await expect(dialog.getByRole('list', { name: 'Zuschauer' })).toContainText(first.alias);
  await page.keyboard.press('Escape');

  // Away (no socket): the owner's other device swaps the viewers; no revision changes.
  const token = (await accountOf(page)).token;
  await page.goto('about:blank');
  await callAs(baseURL!, token, 'DELETE', `/api/characters/${id}/viewers/${first.id}`);
  await callAs(baseURL!, token, 'POST', `/api/characters/${id}/viewers`, { shareId: shareIds[1] });

  await page.goto('/');
  await cardAction(page, 'Gedächtnis', 'Teilen');
  const viewers = dialog.getByRole('list', { name: 'Zuschauer' });
  await expect(viewers).toContainText(second.alias);
  await expect(viewers).not.toContainText(first.alias);
});

test('B links a sync id from A and sees A’s hunger change on B’s own character, also from A’s phone with the first device closed', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page, newIdentity('spielerin'));
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Quelle', humanity: 6 })]);
  const b = await otherPlayer(browser, baseURL!, 'erzaehler');
  const [mirror] = await seedCharacters(b.page, [blankV5Character({ name: 'Spiegel' })]);

  await page.goto(`/viewer/${id}/profile`);
  await sheetAction(page, 'Synchronisieren');
  const out = page.getByRole('dialog', { name: 'Quelle synchronisieren' });
  await out.getByRole('button', { name: 'Ausgehende Synchronisation einschalten' }).click();
  const syncId = await out.getByRole('region', { name: 'Ausgehend' }).getByRole('textbox', { name: 'Sync-ID' }).inputValue();
  expect(syncId).toMatch(/^[A-Za-z0-9+/]{8,}$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vitae-sync')!) as { outs: Record<string, string> });
  expect(stored.outs).toEqual({ [id!]: syncId });
  await page.keyboard.press('Escape');

  await b.page.goto(`/viewer/${mirror}/profile`);
  await sheetAction(b.page, 'Synchronisieren');
  const incoming = b.page.getByRole('dialog', { name: 'Spiegel synchronisieren' });
  await incoming.getByRole('region', { name: 'Eingehend' }).getByRole('textbox', { name: 'Sync-ID' }).fill('kein sync');
  await incoming.getByRole('button', { name: 'Verknüpfen' }).click();
  await expect(incoming.getByText('Das ist keine Sync-ID')).toBeVisible();
  await incoming.getByRole('region', { name: 'Eingehend' }).getByRole('textbox', { name: 'Sync-ID' }).fill(syncId);
  await incoming.getByRole('button', { name: 'Verknüpfen' }).click();
  await expect(incoming.getByTestId('sync-in-linked')).toContainText(syncId);
  await b.page.keyboard.press('Escape');
  // The first upload (when A switched sync on) arrives at once.
  await expect(b.page.getByRole('group', { name: 'Menschlichkeit' })).toContainText('(6)', { timeout: 15_000 });

  await hunger(page).getByRole('button', { name: 'Hunger auf 3 setzen' }).click();
  // A uploads 5 s after the change; the push reaches B at once.
  await expect(hunger(b.page)).toContainText('(3)', { timeout: 12_000 });
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText('Spiegel');
  await expect(b.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [saved] = await serverCharacters(b.page);
  expect(saved).toMatchObject({ name: 'Spiegel', hunger: 3, humanity: 6 });
  const links = await b.page.evaluate(() => JSON.parse(localStorage.getItem('vitae-sync')!) as { ins: Record<string, string> });
  expect(links.ins).toEqual({ [syncId]: mirror });

  // Sync out belongs to the character (issue #48): with the first device closed, a change on
  // A's phone still reaches B, and the phone's sync dialog shows the same id switched on.
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await page.close();
  await hunger(phone.page).getByRole('button', { name: 'Hunger auf 4 setzen' }).click();
  await expect(hunger(b.page)).toContainText('(4)', { timeout: 12_000 });
  await sheetAction(phone.page, 'Synchronisieren');
  const onPhone = phone.page.getByRole('dialog', { name: 'Quelle synchronisieren' }).getByRole('region', { name: 'Ausgehend' });
  await expect(onPhone.getByRole('textbox', { name: 'Sync-ID' })).toHaveValue(syncId);
  await phone.context.close();
  await b.context.close();
});
