import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerThroughUi } from '../support/account.ts';
import { afterTimersDue, centerOf, dragWithMouse, seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { cardAction } from '../support/shelf.ts';

test('folders: create one, drag a character in with the mouse and one with the keyboard, and both stay after reload', async ({ page }) => {
  await registerThroughUi(page);
  await seedCharacters(page, [{ name: 'Zelda Maus' }, { name: 'Kurt Tastatur' }, { name: 'Anna Bleibt' }]);
  await page.reload();
  await expect(page.getByTestId('character-Zelda Maus')).toBeVisible();

  await page.getByRole('button', { name: 'Neuer Ordner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Ordner' });
  await dialog.getByLabel('Name des Ordners').fill('Chicago');
  await dialog.getByRole('button', { name: 'Ordner anlegen' }).click();
  const folder = page.getByRole('region', { name: 'Ordner Chicago' });
  await expect(folder).toBeVisible();

  await page.getByRole('button', { name: 'Neuer Ordner' }).click();
  await dialog.getByLabel('Name des Ordners').fill('chicago');
  await dialog.getByRole('button', { name: 'Ordner anlegen' }).click();
  await expect(dialog.getByText('Es gibt schon einen Ordner „chicago“.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Dragging arrives once the list is on screen (the drag layer loads after it).
  await expect(page.getByRole('button', { name: 'Zelda Maus verschieben' })).toBeEnabled();
  await dragWithMouse(page, await centerOf(page, '[aria-label="Zelda Maus verschieben"]'), await centerOf(page, '[data-drop-id="folder:Chicago"]'));
  await expect(folder.getByTestId('character-Zelda Maus')).toBeVisible();
  await expect(page.getByText('Abgelegt in Chicago.')).toBeAttached();

  await page.getByRole('button', { name: 'Kurt Tastatur verschieben' }).focus();
  await page.keyboard.press('Space');
  await afterTimersDue(page);
  await expect(page.getByText('Über Ohne Ordner.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Über Chicago.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(folder.getByTestId('character-Kurt Tastatur')).toBeVisible();

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  await page.reload();
  await expect(folder.getByTestId('character-Zelda Maus')).toBeVisible();
  await expect(folder.getByTestId('character-Kurt Tastatur')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ohne Ordner' }).getByTestId('character-Anna Bleibt')).toBeVisible();
  expect((await serverCharacters(page)).find((c) => c.name === 'Kurt Tastatur')?.directory).toBe('Chicago');
});

test('the list shows before dragging has loaded, and a rename begun meanwhile survives its arrival', async ({ page }) => {
  await registerThroughUi(page);
  await seedCharacters(page, [{ name: 'Frieda Früh' }]);
  // Hold the drag layer's code back until the rename is half typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/drag-layer-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();

  const row = page.getByTestId('character-Frieda Früh');
  await expect(row).toBeVisible();
  const handle = page.getByRole('button', { name: 'Frieda Früh verschieben' });
  await expect(handle).toHaveAttribute('aria-disabled', 'true');
  await cardAction(page, 'Frieda Früh', 'Umbenennen');
  await page.getByLabel('Neuer Name').fill('Frieda');
  await page.getByLabel('Neuer Name').press('End');

  release();
  await expect(handle).toBeEnabled();
  await expect(page.getByLabel('Neuer Name')).toHaveValue('Frieda');
  await expect(page.getByLabel('Neuer Name')).toBeFocused();
  await page.keyboard.type(' Spät');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('character-Frieda Spät')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page)).map((c) => c.name)).toEqual(['Frieda Spät']);
});

test('deleting a folder keeps its characters in the root, or deletes them too', async ({ page }) => {
  await registerThroughUi(page);
  await seedCharacters(page, [
    { name: 'Bleibt Erhalten', directory: 'Behalten' },
    { name: 'Geht Mit', directory: 'Weg' },
  ]);
  await page.request.put('/api/folders', {
    data: { folders: [{ name: 'Behalten', open: true }, { name: 'Weg', open: true }] },
    headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('vitae:session')!).accessToken)}` },
  });
  await page.reload();

  await page.getByRole('button', { name: 'Ordner Behalten löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ordner löschen, Charaktere behalten' }).click();
  await expect(page.getByRole('region', { name: 'Ordner Behalten' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Ohne Ordner' }).getByTestId('character-Bleibt Erhalten')).toBeVisible();

  await page.getByRole('button', { name: 'Ordner Weg löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ordner und 1 Charakter löschen' }).click();
  await expect(page.getByTestId('character-Geht Mit')).toHaveCount(0);

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Ohne Ordner' }).getByTestId('character-Bleibt Erhalten')).toBeVisible();
  const names = (await serverCharacters(page)).map((c) => [c.name, c.directory ?? null]);
  expect(names).toEqual([['Bleibt Erhalten', null]]);
});

test('export a character and import it back as a new one with the same content', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [{ name: 'Export Erika', concept: 'Archivarin', humanity: 6, hunger: 3, notes: 'Grüße aus Görlitz' }]);
  await page.reload();
  const download = page.waitForEvent('download');
  await cardAction(page, 'Export Erika', 'Exportieren');
  const file = await download;
  expect(file.suggestedFilename()).toBe('Export Erika.json');
  const exported = path.join(tmpdir(), `vitae-export-${Date.now()}.json`);
  await file.saveAs(exported);
  expect(JSON.parse(readFileSync(exported, 'utf8'))).toMatchObject({ name: 'Export Erika', notes: 'Grüße aus Görlitz' });

  await page.getByTestId('import-input').setInputFiles(exported);
  await expect(page.getByText('Importiert: Export Erika')).toBeVisible();
  await expect(page.getByTestId('character-Export Erika')).toHaveCount(2);
  const copies = (await serverCharacters(page)).filter((c) => c.name === 'Export Erika');
  expect(copies).toHaveLength(2);
  const imported = copies.find((c) => c.id !== id)!;
  expect(imported).toMatchObject({ concept: 'Archivarin', humanity: 6, hunger: 3, notes: 'Grüße aus Görlitz' });
});

test('a broken import names the file and the problem and saves nothing', async ({ page }) => {
  await registerThroughUi(page);
  const broken = path.join(tmpdir(), 'kaputt.json');
  writeFileSync(broken, '{"name": "Halb", "humanity": 42}');
  const notJson = path.join(tmpdir(), 'notizen.json');
  writeFileSync(notJson, 'Einkaufsliste: Blut, Kerzen');
  await page.getByTestId('import-input').setInputFiles([broken, notJson]);
  await expect(page.getByText('„kaputt.json“ wurde nicht importiert: Der Wert bei „humanity“ passt nicht zu einem Charakter.')).toBeVisible();
  await expect(page.getByText('„notizen.json“ wurde nicht importiert: Die Datei ist kein gültiges JSON.')).toBeVisible();
  expect(await serverCharacters(page)).toEqual([]);
});

test('migrates characters left by the original product, with their folders', async ({ page }) => {
  await registerThroughUi(page);
  await page.evaluate(() => {
    localStorage.setItem('character-directories', JSON.stringify([{ id: '8c1f6f2e-0000-4000-8000-000000000001', name: 'Altes Leipzig', open: true }]));
    localStorage.setItem('character-ids', JSON.stringify(['alt-1', 'alt-2']));
    localStorage.setItem('character-alt-1', JSON.stringify({ id: 'alt-1', name: 'Greta Alt', humanity: 6, directory: '8c1f6f2e-0000-4000-8000-000000000001', version: 2, isElder: false }));
    localStorage.setItem('character-alt-2', JSON.stringify({ id: 'alt-2', name: 'Hans Alt', humanity: 7, version: 2, inventory: { carriedItems: [{ item: { name: 'Laterne', isCustom: false, description: '', category: 'Licht' }, amount: 1 }], ownedItems: [], cash: 5, bank: 0 } }));
  });
  // The account's (still empty) folder list answers late, as on a slow link: the migration must
  // wait for it, and its late answer must not wipe the folder the migration created.
  let releaseFolders = () => {};
  const foldersHeld = new Promise<void>((resolve) => (releaseFolders = resolve));
  await page.route('**/api/folders', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await foldersHeld;
    await route.fulfill({ response });
  });
  await page.reload();
  // A migration that does not wait for the list saves at once; one that waits saves after the
  // answer. (The catch is attached at once: a rejection left unhandled during the click ends the test.)
  const folderSaveOrTimeout = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/folders'), { timeout: 1500 }).catch(() => undefined);
  await page.getByRole('button', { name: 'Charaktere migrieren' }).click();
  await folderSaveOrTimeout;
  releaseFolders();
  await expect(page.getByText('2 Charaktere migriert, 1 Ordner angelegt.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ordner Altes Leipzig' }).getByTestId('character-Greta Alt')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ohne Ordner' }).getByTestId('character-Hans Alt')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('character-ids'), localStorage.getItem('character-alt-1')])).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Charaktere migrieren' })).toHaveCount(0);
  await expect(page.getByTestId('character-Greta Alt')).toBeVisible();
});

test('a rename on one device shows on the other within 2 seconds', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  await seedCharacters(page, [{ name: 'Doppelt Da' }]);
  await page.reload();
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('vitae-net:account')!).id as string);
  const passkey = await page.evaluate(() => localStorage.getItem('vitae-net:passkey')!);
  const login = (await (await page.request.post('/api/auth/login', { headers: { 'x-user-id': userId, 'x-user-passkey': passkey } })).json()) as { accessToken: string; refreshToken: string; exp: number };

  const other = await browser.newContext({ baseURL, locale: 'de-DE' });
  const laptop = await other.newPage();
  await laptop.goto(`/logged-in?${new URLSearchParams({ s_atk: login.accessToken, s_rtk: login.refreshToken, s_exp: String(login.exp) })}`);
  await expect(laptop.getByTestId('character-Doppelt Da')).toBeVisible();
  // Give the laptop's socket a moment to connect and authenticate.
  await laptop.waitForTimeout(500);

  await cardAction(page, 'Doppelt Da', 'Umbenennen');
  await page.getByLabel('Neuer Name').fill('Umbenannt Live');
  await page.getByLabel('Neuer Name').press('Enter');
  const renamedAt = Date.now();
  await expect(laptop.getByTestId('character-Umbenannt Live')).toBeVisible({ timeout: 3_000 });
  // The 1 s save debounce plus delivery; the spec's budget is 2 s.
  expect(Date.now() - renamedAt).toBeLessThan(2_000 + 500);
  await other.close();
});

test('the create dialog starts the wizard with the folder remembered', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  await expect(dialog.getByRole('complementary', { name: 'Fragen zum Einstieg' }).getByRole('listitem')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(dialog.getByText('Bitte gib dem Charakter einen Namen.')).toBeVisible();
  await dialog.getByLabel('Name').fill('  Neue Nacht  ');
  await dialog.getByLabel('Zeitalter').selectOption('ancillae');
  await expect(dialog.getByLabel('Generation')).toHaveValue('11');
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(page).toHaveURL(/\/editor\/clan$/);
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('vitae:creation-draft')!));
  expect(draft.step).toBe('clan');
  expect(draft.character).toMatchObject({ name: 'Neue Nacht', generationEra: 'ancillae', generation: 11, bloodPotency: 2, exp: 35, humanity: 6, books: [1] });
});
