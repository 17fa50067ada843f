import type { Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { cardMenuButton } from '../support/shelf.ts';
import { richVampire } from '../support/vampire.ts';
import { assignAttributes, assignSpecialistSkills, chooseClan, chooseClanDisciplines, next, pickPowers, standardAttributes, startCreation } from '../support/wizard.ts';
import { setLevelMode, sheetAction } from '../support/sheet-menu.ts';
import { openRollOptions } from '../support/roll-panel.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const leveling = (page: Page) => setLevelMode(page, true);

test('keyboard: focus returns after a dialog or hotkey, trackers are one tab stop moved with arrow keys, delete buttons name what they delete', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire({ fullCustomization: true })]);
  await page.goto(`/viewer/${id}/profile`);

  // Info is in the header's menu: the focus comes back to the menu's button.
  const menu = page.getByRole('button', { name: 'Mehr', exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Info' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Über Mara Voss' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  const hunger = page.getByRole('group', { name: 'Hunger' });
  await hunger.getByRole('button', { name: 'Hunger auf 1 setzen' }).focus();
  await page.keyboard.press('Control+KeyK');
  await expect(page.getByRole('dialog', { name: 'Auf dem Bogen suchen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hunger.getByRole('button', { name: 'Hunger auf 1 setzen' })).toBeFocused();

  // One tab stop per tracker: Tab leaves the group, arrows move inside it.
  await expect(hunger.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(hunger.getByRole('button', { name: 'Hunger auf 3 setzen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hunger).toContainText('(3)');
  await page.keyboard.press('End');
  await expect(hunger.getByRole('button', { name: 'Hunger auf 5 setzen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', /^Hunger auf/);
  const health = page.getByRole('group', { name: 'Gesundheit' });
  await expect(health.locator('button[tabindex="0"]')).toHaveCount(1);

  // A hotkey that switches the tab keeps the focus on the sheet.
  await page.keyboard.press('Alt+KeyD');
  await expect(page).toHaveURL(/\/disciplines$/);
  await expect(page.getByRole('link', { name: 'Disziplinen' })).toBeFocused();

  await page.getByRole('link', { name: 'Vorzüge und Schwächen' }).click();
  await leveling(page);
  await expect(page.getByRole('button', { name: '„Schön“ löschen' })).toBeVisible();
  await expect(page.getByRole('button', { name: '„Sucht“ löschen' })).toBeVisible();
  await page.goto('/');
  // On the list, the card's menu names whose actions it holds.
  await cardMenuButton(page, 'Mara Voss').click();
  await expect(page.getByRole('menu', { name: 'Aktionen für Mara Voss' }).getByRole('menuitem', { name: 'Löschen', exact: true })).toBeVisible();
});

test('leveling mode at 1280 px: dots never overlap names', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  for (const tab of ['attributes', 'skills', 'disciplines', 'traits'] as const) {
    await page.goto(`/viewer/${id}/${tab}`);
    if (tab === 'attributes') await leveling(page);
    await expect(page.locator('.traits-grid__row').first()).toBeVisible();
    const overlaps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.traits-grid__row')).flatMap((row) => {
        const name = row.querySelector('.traits-grid__name, .traits-grid__pick');
        const dots = row.querySelector('.dots');
        if (!name || !dots) return [];
        const a = name.getBoundingClientRect();
        const b = dots.getBoundingClientRect();
        const clipped = name instanceof HTMLElement && name.scrollWidth > name.clientWidth + 1;
        return a.right > b.left + 0.5 || clipped ? [`${name.textContent?.trim()} ends at ${Math.round(a.right)}, dots start at ${Math.round(b.left)}`] : [];
      }),
    );
    expect(overlaps, tab).toEqual([]);
  }
});

test('search-and-jump starts empty every time and finds specialities, merits, flaws, background groups and trackers', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  await page.goto(`/viewer/${id}/attributes`);
  await expect(page.getByRole('button', { name: 'Körperkraft', exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Auf dem Bogen suchen' });
  const field = dialog.getByRole('searchbox');
  for (const [query, result, url, anchor] of [
    ['Notauf', 'Notaufnahme', /\/skills$/, 'sheet-skills-med'],
    ['schön', 'Schön', /\/traits$/, 'sheet-trait-merits-0-0'],
    ['sucht', 'Sucht', /\/traits$/, 'sheet-flaw-merits-1-0'],
    ['kontakte', 'Kontakte', /\/traits$/, 'sheet-pack-backgrounds-0'],
    ['hunger', 'Hunger', /\/profile$/, 'sheet-tracker-hunger'],
    ['willensk', 'Willenskraft', /\/profile$/, 'sheet-tracker-willpower'],
  ] as const) {
    await page.keyboard.press('Control+KeyK');
    await expect(field).toHaveValue('');
    await field.fill(query);
    await dialog.getByRole('button', { name: new RegExp(`^${result}`) }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.locator(`#${anchor}`)).toBeFocused();
  }
});

test('damage follows the rules: superficial into a full track turns aggravated, a full track impairs the pools, humanity 0 says so', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire({ health: 4, willpower: 3, humanity: 1 }, { str: 3, sta: 1, com: 1, res: 2, cha: 2 })]);
  await page.goto(`/viewer/${id}/profile`);
  const health = page.getByRole('group', { name: 'Gesundheit' });
  // Boxes beyond the maximum take no damage.
  await expect(health.getByRole('button', { name: 'Kästchen 5: über dem Maximum' })).toBeDisabled();
  for (let i = 0; i < 4; i += 1) await health.getByRole('button', { name: 'Gesundheit: + oberflächlich' }).click();
  await expect(health.getByRole('button', { name: 'Kästchen 4: oberflächlich' })).toBeVisible();
  await expect(health).toContainText('Beeinträchtigt: −2 Würfel auf körperliche Würfelpools.');
  await health.getByRole('button', { name: 'Gesundheit: + oberflächlich' }).click();
  await expect(health.getByRole('button', { name: 'Kästchen 1: schwer' })).toBeVisible();
  await expect(health.getByRole('button', { name: 'Kästchen 4: oberflächlich' })).toBeVisible();

  await expect(page.getByTestId('humanity-state')).toContainText('Menschlichkeitsabzug: 8');
  await page.getByRole('group', { name: 'Menschlichkeit' }).getByRole('button', { name: 'Menschlichkeit auf 1 setzen' }).click();
  await expect(page.getByTestId('humanity-state')).toContainText('Menschlichkeit 0: Das Tier hat gesiegt.');
  await expect(page.getByTestId('feeding-penalty')).toContainText('Nahrungsabzug:');

  await page.getByRole('link', { name: 'Attribute' }).click();
  await page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await openRollOptions(panel);
  await expect(panel.getByTestId('roll-impaired')).toHaveText('Beeinträchtigt: −2 Würfel (volle Spur)');
  await expect(panel.getByTestId('roll-summary')).toHaveText('1 Würfel, davon 1 Hungerwürfel und 0 normale Würfel');
  await panel.getByRole('button', { name: 'Auswahl leeren' }).click();
  await page.getByRole('button', { name: 'Charisma', exact: true }).click();
  await expect(panel.getByTestId('roll-impaired')).toHaveCount(0);
});

test('learn lists: the wizard restrictions hold, owned and unavailable entries say why, sorted by level then name; ceremonies cost level × 3', async ({ page }) => {
  await registerThroughUi(page);
  const base = richVampire();
  const nosferatu = richVampire({
    name: 'Gregor',
    clan: { id: 8, name: 'Nosferatu' },
    generation: 12,
    merits: { packs: [] },
    backgrounds: { packs: [] },
    // Oblivion 1 with Sicht der Vergessenheit: Der Ruf des Reisenden (level 1) can be learned.
    disciplines: base.disciplines.map((d) => (d.discipline.id === 11 ? { ...d, abilities: [{ id: 2, key: '11-1-2', level: 1, usedLevel: 1 }] } : d)),
  });
  const [id] = await seedCharacters(page, [nosferatu]);
  await page.goto(`/viewer/${id}/traits`);
  await leveling(page);
  const learn = page.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' });
  const groups = learn.getByLabel('Gruppe');
  await expect(groups.locator('option', { hasText: 'Archaisch' })).toHaveCount(0);
  await expect(groups.locator('option', { hasText: 'Ghule' })).toHaveCount(0);
  await groups.selectOption({ label: 'Vorzüge: Aussehen' });
  await expect(learn.getByRole('listitem').filter({ hasText: 'Schön' })).toContainText('nicht für Nosferatu');
  await expect(learn.getByRole('button', { name: 'Schön: nicht für Nosferatu' })).toBeDisabled();
  await groups.selectOption({ label: 'Vorzüge: Sprachen' });
  const names = await learn.getByRole('listitem').locator('.described__name').allTextContents();
  expect(names.map((name) => name.replace(/\s*•+$/, ''))).toEqual(['Sprache 1', 'Sprache 2', 'Sprache 3', 'Sprache 4', 'Sprache 5']);

  await page.getByRole('link', { name: 'Rituale' }).click();
  const ceremonies = page.getByRole('region', { name: 'Zeremonien lernen' });
  await expect(ceremonies.getByRole('listitem').filter({ hasText: 'Das Geschenk des falschen Lebens' })).toContainText('schon gelernt');
  await expect(ceremonies.getByRole('listitem').filter({ hasText: 'Geist herbeirufen' })).toContainText('braucht die Kraft Der Bindungsfetter (Hecata)');
  await ceremonies.getByRole('button', { name: 'Der Ruf des Reisenden lernen für 3 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 3 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 37');
  await expect(ceremonies.getByRole('listitem').filter({ hasText: 'Stufe 2' }).first()).toContainText('braucht Vergessenheit 2');
});

test('blood potency stops at the generation\'s cap; the history says names; a storyteller\'s removal is undone without paying twice', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire({ bloodPotency: 3, generation: 13, fullCustomization: true })]);
  await page.goto(`/viewer/${id}/profile`);
  await leveling(page);
  await expect(page.getByText('Blutmacht 3 ist das Höchste, was ein Vampir der 13. Generation erreichen kann.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Blutmacht steigern/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Attribute' }).click();
  await page.getByRole('button', { name: 'Körperkraft steigern für 20 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 20 EXP kaufen' }).click();
  await page.getByRole('link', { name: 'Vorzüge und Schwächen' }).click();
  await page.getByRole('button', { name: '„Kontakte 3“ löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '„Kontakte 3“ löschen' }).click();
  await expect(page.getByRole('region', { name: 'Kontakte', exact: true }).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByTestId('exp')).toHaveText('EXP: 20');

  await sheetAction(page, 'Info');
  const history = page.getByRole('dialog').getByRole('listitem');
  await expect(history.nth(0)).toContainText('Kontakte 3 entfernt (volle Anpassung)');
  await expect(history.nth(1)).toContainText('Körperkraft 3 → 4 für 20 EXP');
  await page.keyboard.press('Escape');

  await sheetAction(page, 'Letzten Schritt rückgängig: Kontakte 3');
  await expect(page.getByRole('region', { name: 'Kontakte', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('exp')).toHaveText('EXP: 20');
  await sheetAction(page, 'Letzten Kauf rückgängig (20 EXP zurück)');
  await expect(page.getByTestId('exp')).toHaveText('EXP: 40');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ exp: 40, usedExp: 12, xpHistory: [] });
});

test('a refused save says what is wrong in the header, keeps the edit and is not retried forever', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  await page.goto(`/viewer/${id}/profile`);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('maxlength', '200');
  let saves = 0;
  page.on('request', (request) => {
    if (['PUT', 'PATCH'].includes(request.method()) && request.url().includes('/api/characters/')) saves += 1;
  });
  // Past the field's limit (a pasted text in an old browser, a synced edit): the server refuses it.
  await name.evaluate((input) => input.removeAttribute('maxlength'));
  await name.fill('N'.repeat(230));
  await expect(page.getByTestId('save-status')).toHaveText('nicht gespeichert – Name zu lang (max. 200 Zeichen)', { timeout: 5_000 });
  await page.waitForTimeout(4_000);
  expect(saves).toBe(1);
  await expect(name).toHaveValue('N'.repeat(230));
  await name.fill('Mara Voss-Keller');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ name: 'Mara Voss-Keller' });
});

test('the create dialog says what is wrong at the field and offers Elder Vampires; a started draft asks to continue or discard', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  await dialog.getByLabel('Generation').fill('20');
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Bitte gib dem Charakter einen Namen.');
  await expect(dialog.getByLabel('Generation')).toHaveAccessibleDescription('Die Generation ist eine ganze Zahl von 0 bis 16.');
  await expect(dialog.getByText('Bitte gib dem Charakter einen Namen.')).toHaveCount(1);
  await dialog.getByLabel('Name').fill('Greta Alt');
  await dialog.getByLabel('Generation').fill('9');
  await dialog.getByLabel('Ältere Vampire (optionale Disziplinstufen 6–10)').check();
  await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
  await expect(page).toHaveURL(/\/editor\/clan$/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('vitae:creation-draft')!).character)).toMatchObject({ generation: 9, books: [1, 666], useAdavancedDisciplines: true });

  await page.goto('/');
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const question = page.getByRole('dialog', { name: 'Angefangener Charakter' });
  await expect(question).toContainText('„Greta Alt“ ist noch nicht fertig.');
  await question.getByRole('button', { name: '„Greta Alt“ fortsetzen' }).click();
  await expect(page).toHaveURL(/\/editor\/clan$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  await page.getByRole('dialog', { name: 'Angefangener Charakter' }).getByRole('button', { name: 'Verwerfen und neu beginnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Neuer Charakter' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('vitae:creation-draft'))).toBeNull();
});

test('in the wizard, going back keeps later choices that still fit: the powers stay when the clan disciplines did not change', async ({ page }) => {
  await registerThroughUi(page);
  await startCreation(page, { name: 'Rückwärts' });
  await chooseClan(page, 'Erzeugerin', 'Brujah');
  await next(page, 'predator-type');
  await page.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: 'Räuber' });
  await page.getByRole('radio', { name: 'Handgemenge (Ringen)' }).check();
  await page.getByRole('radio', { name: 'Stärke' }).check();
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await next(page, 'disciplines');
  await chooseClanDisciplines(page, 'Stärke', 'Präsenz');
  await pickPowers(page, 'Stärke', ['Tödlicher Körper']);
  await pickPowers(page, 'Präsenz', ['Ehrfurcht']);

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/editor\/skills$/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/editor\/attributes$/);
  await expect(page.getByLabel('Körperkraft', { exact: true })).toHaveValue('4');
  await next(page, 'skills');
  await expect(page.getByLabel('Handgemenge', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('Freie Spezialisierung')).toHaveValue('Klettern');
  await next(page, 'disciplines');
  await expect(page.getByTestId('creation-discipline-8')).toContainText('Tödlicher Körper');
  await expect(page.getByTestId('creation-discipline-6')).toContainText('Ehrfurcht');
});

test('a wrong network address does not lock anyone out: the login screen restores the default', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('vitae:test-url-set')) {
      localStorage.setItem('settings:vitaeNet', 'http://127.0.0.1:9/api');
      sessionStorage.setItem('vitae:test-url-set', '1');
    }
  });
  await page.goto('/login');
  // A fresh device cannot even load the game content from there: the start screen offers the same settings.
  await expect(page.getByRole('alert')).toContainText('Der Server ist nicht erreichbar');
  const settings = page.getByRole('button', { name: 'Verbindungseinstellungen' });
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Vitae-Netzwerk-Adresse')).toHaveValue('http://127.0.0.1:9/api');
  await page.getByRole('button', { name: 'Standard wiederherstellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Standardadresse wiederhergestellt.' })).toBeVisible();
  await expect(page.getByLabel('Vitae-Netzwerk-Adresse')).toHaveValue(/\/api$/);
  expect(await page.evaluate(() => localStorage.getItem('settings:vitaeNet'))).toBeNull();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await registerThroughUi(page);

  // With the content on the device, a wrong address shows on the login screen, opened.
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('dialog', { name: 'Abmelden?' }).getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() => localStorage.setItem('settings:vitaeNet', 'http://127.0.0.1:9/api'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Verbindungseinstellungen' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Standard wiederherstellen' }).click();
  expect(await page.evaluate(() => localStorage.getItem('settings:vitaeNet'))).toBeNull();
});

test('an unsupported language is reported, the app has a favicon and an app icon', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings:language', 'fr-FR'));
  await registerThroughUi(page);
  await page.goto('/?tab=settings');
  await expect(page.getByRole('alert').filter({ hasText: 'Locale fr-FR is not available' })).toBeVisible();
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg');
  for (const file of ['/favicon.svg', '/icon-192.png', '/apple-touch-icon.png', '/manifest.webmanifest']) expect((await page.request.get(file)).status(), file).toBe(200);
});
