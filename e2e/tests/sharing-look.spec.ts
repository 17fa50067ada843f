import { randomUUID } from 'node:crypto';
import { blankV5Character } from '@vitae/core/v5';
import { newIdentity } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { accountOf, callAs, registerViaApi } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { sheetAction } from '../support/sheet-menu.ts';
import { cardAction } from '../support/shelf.ts';

for (const width of [390, 1280]) {
  test(`sharing and sync screens at ${width} px in light and dark mode have no serious accessibility problems`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    await openLooks(page, baseURL!, width);
    const check = (screen: string) => checkModes(page, `sharing-${width}`, screen);
    const other = await registerViaApi(baseURL!, newIdentity('gegenueber'));
    const otherShareId = randomUUID();
    await callAs(baseURL!, other.token, 'POST', '/api/share/id', { shareId: otherShareId });
    const [own, synced] = await seedCharacters(page, [blankV5Character({ name: 'Mira Nachtigall', concept: 'Ärztin', hunger: 1 }), blankV5Character({ name: 'Quelle' })]);
    await callAs(baseURL!, (await accountOf(page)).token, 'POST', `/api/characters/${own}/viewers`, { shareId: otherShareId });

    // The sharing dialog of a character (own share id, send, viewers).
    await page.goto('/');
    await cardAction(page, 'Mira Nachtigall', 'Teilen');
    const dialog = page.getByRole('dialog', { name: 'Mira Nachtigall teilen' });
    await expect(dialog.getByRole('textbox', { name: 'Teilen-ID', exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('list', { name: 'Zuschauer' })).toContainText(other.alias);
    await dialog.getByLabel('Empfänger').fill('niemand-bekannt');
    await dialog.getByRole('button', { name: 'Schicken' }).click();
    await expect(dialog.getByText('Benutzer nicht gefunden')).toBeVisible();
    await check('dialog');
    await page.keyboard.press('Escape');

    // A character sent to this account: the live question, then the inbox.
    const myShareId = ((await callAs(baseURL!, (await accountOf(page)).token, 'GET', '/api/share/id')).body as { shareId: string }).shareId;
    const gift = ((await callAs(baseURL!, other.token, 'POST', '/api/characters', blankV5Character({ name: 'Geschenk vom Gegenüber' }))).body as { id: string }).id;
    await callAs(baseURL!, other.token, 'POST', '/api/share/offers', { to: myShareId, characterId: gift });
    const offer = page.getByRole('dialog', { name: 'Ein Charakter für dich' });
    await expect(offer).toContainText('möchte dir Geschenk vom Gegenüber schicken – speichern?');
    await check('offer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Posteingang (1)' })).toBeVisible();
    await check('inbox');

    // A character someone shares with this account: the read-only sheet.
    await callAs(baseURL!, other.token, 'POST', `/api/characters/${gift}/viewers`, { shareId: myShareId });
    await page.goto(`/viewer/${gift}/profile`);
    await expect(page.getByText('Nur ansehen').first()).toBeVisible();
    await check('viewer');

    // Sync out for a character, and the Sync-Daten settings.
    await page.goto(`/viewer/${synced}/profile`);
    await sheetAction(page, 'Synchronisieren');
    const sync = page.getByRole('dialog', { name: 'Quelle synchronisieren' });
    await sync.getByRole('button', { name: 'Ausgehende Synchronisation einschalten' }).click();
    await expect(sync.getByRole('region', { name: 'Ausgehend' }).getByRole('textbox', { name: 'Sync-ID' })).toHaveValue(/^[A-Za-z0-9+/]{8,}$/);
    await check('sync');
    await page.keyboard.press('Escape');
    await page.goto('/?tab=settings');
    await expect(page.getByRole('region', { name: 'Sync-Daten' })).toContainText('Quelle');
    await check('settings');

    // The same field changed here and elsewhere: the conflict dialog with both values.
    await page.goto(`/viewer/${own}/profile`);
    await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert');
    const token = (await accountOf(page)).token;
    await page.context().setOffline(true);
    await page.getByRole('group', { name: 'Hunger' }).getByRole('button', { name: 'Hunger auf 4 setzen' }).click();
    await page.getByLabel('Konzept').fill('Nachtärztin im Hafenviertel');
    await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
    await callAs(baseURL!, token, 'PATCH', `/api/characters/${own}`, { baseRevision: 1, patch: [{ path: ['hunger'], value: 2 }, { path: ['concept'], value: 'Chirurgin' }] });
    await page.context().setOffline(false);
    const conflict = page.getByRole('dialog', { name: '„Mira Nachtigall“ wurde auch woanders geändert' });
    await expect(conflict).toBeVisible({ timeout: 20_000 });
    await expect(conflict.getByRole('group')).toHaveCount(2);
    await check('conflict');
    await conflict.getByRole('button', { name: 'Alle von diesem Gerät' }).click();
    await conflict.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 10_000 });

    // Deleted on another device while open here: the event, or the catch-up after the socket
    // reconnected from the offline spell above, says so.
    await callAs(baseURL!, token, 'DELETE', `/api/characters/${own}`);
    await expect(page.getByRole('alert').filter({ hasText: 'wurde auf einem anderen Gerät gelöscht' })).toBeVisible({ timeout: 15_000 });
    await check('deleted');
  });
}
