import type { Page } from '@playwright/test';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

/** An 8 × 8 PNG in the Vampire red, to give the clan a symbol through the real file input. */
const redPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGPo4dP7jw8zjAwFAHxOccFbhSX2AAAAAElFTkSuQmCC', 'base64');

async function openHomebrew(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Homebrew' }).click();
  await expect(page.getByRole('heading', { name: 'Homebrew', level: 2 })).toBeVisible();
}

async function create(page: Page, kind: 'Clan' | 'Disziplin', name: string): Promise<void> {
  await page.getByRole('button', { name: `${kind} erstellen` }).click();
  const dialog = page.getByRole('dialog', { name: kind === 'Clan' ? 'Neuer Clan' : 'Neue Disziplin' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Erstellen und bearbeiten' }).click();
  await expect(page).toHaveURL(kind === 'Clan' ? /\/homebrew\/clan-editor\/\d+$/ : /\/homebrew\/discipline-editor\/\d+$/);
}

const ability = (page: Page, level: number, number: number) => page.getByRole('group', { name: `Stufe ${level}, Fähigkeit ${number}` });

/** Creates a public discipline of one ability through the API as the logged-in page's account; its auth headers. */
async function publishDiscipline(page: Page, name: string, abilityName: string): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const created = (await (await page.request.post('/api/homebrew/disciplines', { headers, data: { name, levels: [{ abilities: [{ id: 1, name: abilityName }] }] } })).json()) as Record<string, unknown>;
  expect((await page.request.put(`/api/homebrew/disciplines/${String(created.id)}`, { headers, data: { ...created, public: true } })).status()).toBe(200);
  return headers;
}

test('a storyteller builds a discipline and a clan, shares the clan by code; a player installs it and has it on another device too', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, newIdentity('erzaehlerin'));
  await openHomebrew(page);

  // A discipline with two levels: the second power needs the first and Protean 2.
  await create(page, 'Disziplin', 'Nebelschritt');
  await expect(page.getByRole('heading', { name: 'Disziplin: Nebelschritt', level: 1 })).toBeVisible();
  await page.getByLabel('Beschreibung').fill('Die Kunst, im Nebel zu wandeln.');
  await page.getByRole('button', { name: 'Stufe 1 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Fähigkeit auf Stufe 1 hinzufügen' }).click();
  await ability(page, 1, 1).getByLabel('Name der Fähigkeit').fill('Dunstschleier');
  await ability(page, 1, 1).getByLabel('Was sie bewirkt').fill('Ein feiner Schleier verbirgt dich.');
  await ability(page, 1, 1).getByLabel('Würfelvorrat').fill('Geistesschärfe + Nebelschritt');
  await page.getByRole('button', { name: 'Stufe 2 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Fähigkeit auf Stufe 2 hinzufügen' }).click();
  const second = ability(page, 2, 1);
  await second.getByLabel('Name der Fähigkeit').fill('Nebelgestalt');
  await second.getByLabel('Was sie bewirkt').fill('Du wirst selbst zu Nebel.');
  await second.getByLabel('Voraussetzung').selectOption({ label: 'Stufe 1 – Dunstschleier' });
  await second.getByLabel('Kombination mit').selectOption({ label: 'Gestaltwandeln' });
  await second.getByLabel('Stufe der Kombination').selectOption({ label: 'Stufe 2' });
  await second.getByLabel('Mindest-Blutmacht').selectOption('1');
  // Pickers offer only what exists: Nebelgestalt already requires Dunstschleier, so the other way
  // round would be a circle; combos list the other disciplines, this one not.
  await expect(ability(page, 1, 1).getByLabel('Voraussetzung').locator('option')).toHaveText(['Keine']);
  await expect(second.getByLabel('Kombination mit').locator('option', { hasText: 'Nebelschritt' })).toHaveCount(0);

  const preview = page.getByRole('complementary', { name: 'Vorschau' });
  await expect(preview.getByRole('heading', { name: 'Nebelgestalt' })).toBeVisible();
  await expect(preview.getByText('Gestaltwandeln 2')).toBeVisible();
  await expect(preview.getByRole('definition').filter({ hasText: 'Dunstschleier' })).toBeVisible();

  await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Alles gespeichert')).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('button', { name: 'Privat stellen' })).toBeVisible();
  await expect(page.getByText(/Version 3 · Öffentlich/)).toBeVisible();

  // A clan that lists the new discipline, with a symbol, shared by its invite code.
  await page.getByRole('link', { name: '← Zurück zu Homebrew' }).click();
  await expect(page.getByRole('tab', { name: 'Meine Inhalte' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Meine Disziplinen' }).getByText('Nebelschritt')).toBeVisible();
  await create(page, 'Clan', 'Kinder des Nebels');
  await page.getByLabel('Leitspruch').fill('Schon fort, bevor du hinsiehst');
  await page.getByLabel('Clansfluch').fill('Sonnenlicht verbrennt sie doppelt.');
  await page.getByLabel('Bild wählen …').setInputFiles({ name: 'symbol.png', mimeType: 'image/png', buffer: redPng });
  await expect(page.getByRole('img', { name: 'Symbol des Clans' })).toBeVisible();
  await page.getByLabel('Disziplin wählen').selectOption({ label: 'Nebelschritt (Homebrew)' });
  await page.getByRole('button', { name: 'Disziplin hinzufügen' }).click();
  await page.getByLabel('Disziplin wählen').selectOption({ label: 'Geschwindigkeit' });
  await page.getByRole('button', { name: 'Disziplin hinzufügen' }).click();
  await expect(page.getByRole('complementary', { name: 'Vorschau' }).getByText('Nebelschritt')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Alles gespeichert')).toBeVisible();
  await page.getByRole('button', { name: 'Einladungscode erstellen' }).click();
  const codeField = page.getByLabel('Einladungscode');
  await expect(codeField).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const code = await codeField.inputValue();
  await page.getByRole('button', { name: 'Code kopieren' }).click();
  await expect(page.getByText('Kopiert!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // A player enters the code in their own browser.
  const playerContext = await browser.newContext({ baseURL, locale: 'de-DE' });
  const player = await playerContext.newPage();
  await registerThroughUi(player, newIdentity('spielerin'));
  await openHomebrew(player);
  await player.getByLabel('Inhaltscode').fill(code.toLowerCase());
  await player.getByRole('button', { name: 'Installieren', exact: true }).click();
  await expect(player.getByText('„Kinder des Nebels“ ist installiert, mit 1 Homebrew-Disziplin.')).toBeVisible();
  const installed = player.getByRole('tabpanel', { name: 'Installiert' });
  await expect(installed.getByRole('region', { name: 'Installierte Clans' }).getByText('Kinder des Nebels', { exact: true })).toBeVisible();

  // The same player on another device: the installed clan is there, and still after a reload.
  const userId = await player.evaluate(() => (JSON.parse(localStorage.getItem('vitae-net:account')!) as { id: string }).id);
  const passkey = await player.evaluate(() => localStorage.getItem('vitae-net:passkey')!);
  const login = (await (await player.request.post('/api/auth/login', { headers: { 'x-user-id': userId, 'x-user-passkey': passkey } })).json()) as { accessToken: string; refreshToken: string; exp: number };
  const laptopContext = await browser.newContext({ baseURL, locale: 'de-DE' });
  const laptop = await laptopContext.newPage();
  await laptop.goto(`/logged-in?${new URLSearchParams({ s_atk: login.accessToken, s_rtk: login.refreshToken, s_exp: String(login.exp), r: btoa('/?tab=homebrew') })}`);
  const laptopInstalled = laptop.getByRole('region', { name: 'Installierte Clans' });
  await expect(laptopInstalled.getByText('Kinder des Nebels', { exact: true })).toBeVisible();
  await laptop.reload();
  await expect(laptopInstalled.getByText('Kinder des Nebels', { exact: true })).toBeVisible();
  const stored = await laptop.evaluate(() => JSON.parse(localStorage.getItem('homebrew-content')!) as { clans: Array<{ symbol: string | null }>; cachedDisciplines: Array<{ name: string; levels: unknown[] }> });
  expect(stored.cachedDisciplines.map((d) => [d.name, d.levels.length])).toEqual([['Nebelschritt', 2]]);
  expect(stored.clans[0]?.symbol).toMatch(/^data:image\/(webp|png);base64,/);
  await laptopContext.close();
  await playerContext.close();
});

test('all disciplines: search finds a published one regardless of accents, install marks it installed, uninstall asks first', async ({ page }) => {
  await registerThroughUi(page, newIdentity('autorin'));
  const headers = await publishDiscipline(page, 'Schättenkunst', 'Dunkel');

  await openHomebrew(page);
  await page.getByRole('tab', { name: 'Alle Disziplinen' }).click();
  await page.getByLabel('Disziplinen suchen').fill('SCHATTENKUNST');
  await expect(page.getByText('1 Treffer')).toBeVisible();
  await page.getByRole('button', { name: 'Schättenkunst installieren' }).click();
  await expect(page.getByRole('button', { name: 'Installiert' })).toBeDisabled();
  await page.getByLabel('Disziplinen suchen').fill('gibt es nicht');
  await expect(page.getByText('0 Treffer')).toBeVisible();

  await page.getByRole('tab', { name: 'Installiert' }).click();
  await page.getByRole('button', { name: 'Schättenkunst deinstallieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deinstallieren' });
  await expect(dialog.getByText('„Schättenkunst“ deinstallieren?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Deinstallieren' }).click();
  await expect(page.getByText('Noch nichts installiert.', { exact: false })).toBeVisible();
  expect(((await (await page.request.get('/api/homebrew/installed', { headers })).json()) as { disciplines: unknown[] }).disciplines).toEqual([]);
});

test('the editor shows what is wrong where it is wrong and keeps the edits; an unknown id says so', async ({ page }) => {
  await registerThroughUi(page, newIdentity('pruefer'));
  await openHomebrew(page);
  await create(page, 'Disziplin', 'Halbfertig');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Eine Disziplin braucht mindestens eine Fähigkeit, um veröffentlicht zu werden.')).toBeVisible();
  await page.getByRole('button', { name: 'Stufe 1 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Fähigkeit auf Stufe 1 hinzufügen' }).click();
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte korrigiere die markierten Felder; deine Änderungen sind noch da.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Bitte ausfüllen.');
  await expect(ability(page, 1, 1).getByLabel('Name der Fähigkeit')).toHaveAccessibleDescription('Bitte ausfüllen.');
  await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();

  // Leaving inside the app asks first; staying keeps the edits, leaving goes.
  await page.getByRole('link', { name: '← Zurück zu Homebrew' }).click();
  const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/homebrew\/discipline-editor\/\d+$/);
  await expect(ability(page, 1, 1)).toBeVisible();
  await page.getByRole('link', { name: '← Zurück zu Homebrew' }).click();
  await leave.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page.getByRole('tab', { name: 'Meine Inhalte' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/homebrew/discipline-editor/999999');
  await expect(page.getByRole('heading', { name: 'Disziplin nicht gefunden' })).toBeVisible();
  await page.goto('/homebrew/clan-editor/999999');
  await expect(page.getByRole('heading', { name: 'Clan nicht gefunden' })).toBeVisible();
});

test('the Homebrew tab waits for the Vampire content before it shows, so nothing vanishes while it is in use', async ({ page }) => {
  await registerThroughUi(page, newIdentity('leserin'));
  await publishDiscipline(page, 'Nachtgesang', 'Leise');

  // An account without characters has loaded no Vampire content yet: hold it back until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/data/*/parts/v5*', async (route) => {
    await held;
    await route.continue();
  });
  // Once the tab has shown, its heading must stay (a screen suspending again hides it behind the spinner).
  await page.evaluate(() => {
    const seen = window as unknown as { homebrewShown?: boolean; homebrewHiddenAgain?: boolean };
    window.setInterval(() => {
      const visible = document.getElementById('homebrew-title')?.checkVisibility() ?? false;
      if (visible) seen.homebrewShown = true;
      else if (seen.homebrewShown) seen.homebrewHiddenAgain = true;
    }, 5);
  });

  await page.getByRole('tab', { name: 'Homebrew' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Homebrew wird geladen …' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Homebrew', level: 2 })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Homebrew', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Alle Disziplinen' }).click();
  const search = page.getByLabel('Disziplinen suchen');
  await search.fill('nachtgesang');
  await expect(page.getByText('1 Treffer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nachtgesang installieren' })).toBeVisible();
  await expect(search).toHaveValue('nachtgesang');
  expect(await page.evaluate(() => (window as unknown as { homebrewHiddenAgain?: boolean }).homebrewHiddenAgain ?? false)).toBe(false);
});

test('the author renews and revokes an invite code: the old code stops working at once', async ({ page }) => {
  await registerThroughUi(page, newIdentity('teilende'));
  await openHomebrew(page);
  await create(page, 'Clan', 'Geteilter Clan');
  const fromInvite = async (code: string) => (await page.request.get(`/api/homebrew/from-invite/${encodeURIComponent(code)}`)).status();

  await page.getByRole('button', { name: 'Einladungscode erstellen' }).click();
  const codeField = page.getByLabel('Einladungscode');
  await expect(codeField).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const first = await codeField.inputValue();
  expect(await fromInvite(first)).toBe(200);
  await expect(page.getByText('Wird ein veröffentlichter Inhalt wieder privat oder wird er gelöscht, hört sein Code auf zu gelten.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Code erneuern' }).click();
  await page.getByRole('dialog', { name: 'Einladungscode erneuern?' }).getByRole('button', { name: 'Code erneuern' }).click();
  await expect(page.getByText('Neuer Code erstellt; der alte gilt nicht mehr.')).toBeVisible();
  await expect(codeField).not.toHaveValue(first);
  const renewed = await codeField.inputValue();
  expect(await fromInvite(first)).toBe(404);
  expect(await fromInvite(renewed)).toBe(200);

  await page.getByRole('button', { name: 'Code widerrufen' }).click();
  await page.getByRole('dialog', { name: 'Einladungscode widerrufen?' }).getByRole('button', { name: 'Code widerrufen' }).click();
  await expect(page.getByText('Code widerrufen; er gilt nicht mehr.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einladungscode erstellen' })).toBeVisible();
  expect(await fromInvite(renewed)).toBe(404);
  // After a reload the editor shows no code either: the server has none.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Einladungscode erstellen' })).toBeVisible();
});
