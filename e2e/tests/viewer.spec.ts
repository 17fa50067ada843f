import { blankV5Character as blankCharacter } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { setLevelMode, sheetAction } from '../support/sheet-menu.ts';

function withAttributes(values: Record<string, number>, exp: number) {
  const character = blankCharacter({ name: 'Lea Lernt', exp, health: 5, willpower: 4 });
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((attribute) => ({ ...attribute, value: values[attribute.key] ?? 1 })),
    })),
  };
}

test('leveling: raising Körperkraft costs 15 XP and leaves health, raising Widerstandsfähigkeit grows health; short XP is refused; undo refunds', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({ str: 2, sta: 2, com: 2, res: 2 }, 30)]);
  await page.goto(`/viewer/${id}/attributes`);
  await expect(page.getByTestId('exp')).toHaveText('EXP: 30');

  await setLevelMode(page, true);

  await page.getByRole('button', { name: 'Körperkraft steigern für 15 EXP' }).click();
  await page.getByRole('dialog', { name: 'Körperkraft steigern?' }).getByRole('button', { name: 'Für 15 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 15');
  await expect(page.getByTestId('attributes-str').getByRole('img')).toHaveAccessibleName('3 von 5');

  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('group', { name: 'Gesundheit' })).toContainText('(5)');

  await page.getByRole('link', { name: 'Attribute' }).click();
  await page.getByRole('button', { name: 'Widerstandsfähigkeit steigern für 15 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 15 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 0');
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('group', { name: 'Gesundheit' })).toContainText('(6)');

  await page.getByRole('link', { name: 'Attribute' }).click();
  await page.getByRole('button', { name: 'Fassung steigern für 15 EXP' }).click();
  await expect(page.getByText('Nicht genug EXP: nötig sind 15, du hast 0.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await sheetAction(page, 'Letzten Kauf rückgängig (15 EXP zurück)');
  await expect(page.getByTestId('exp')).toHaveText('EXP: 15');
  await expect(page.getByTestId('attributes-sta').getByRole('img')).toHaveAccessibleName('2 von 5');

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ exp: 15, usedExp: 15, health: 5 });
  expect((stored as unknown as { xpHistory: unknown[] }).xpHistory).toHaveLength(1);
});

test('damage boxes persist after reload', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({ sta: 2 }, 0)]);
  await page.goto(`/viewer/${id}/profile`);
  const health = page.getByRole('group', { name: 'Gesundheit' });
  await health.getByRole('button', { name: 'Kästchen 1: leer' }).click();
  await health.getByRole('button', { name: 'Kästchen 2: leer' }).click();
  await health.getByRole('button', { name: 'Kästchen 2: oberflächlich' }).click();
  await expect(health.getByRole('button', { name: 'Kästchen 2: schwer' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  await page.reload();
  await expect(health.getByRole('button', { name: 'Kästchen 1: oberflächlich' })).toBeVisible();
  await expect(health.getByRole('button', { name: 'Kästchen 2: schwer' })).toBeVisible();
});

test('profile texts save on their own after typing stops', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({}, 10)]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('button', { name: 'Mehr', exact: true })).toBeVisible();
  await page.getByLabel('Konzept').fill('Gärtnerin der Nacht');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ concept: 'Gärtnerin der Nacht' });
});

test('sheet hotkeys switch tabs and Ctrl+K jumps to anything on the sheet', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({ dex: 3 }, 0)]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('group', { name: 'Gesundheit' })).toBeVisible();
  await page.keyboard.press('Alt+KeyI');
  await expect(page).toHaveURL(/\/inventory$/);
  await page.keyboard.press('Alt+Digit3');
  await expect(page).toHaveURL(/\/attributes$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/profile$/);

  await page.keyboard.press('Control+KeyK');
  const dialog = page.getByRole('dialog', { name: 'Auf dem Bogen suchen' });
  await dialog.getByLabel('Was suchst du? (Strg+K)').fill('geschick');
  await dialog.getByLabel('Was suchst du? (Strg+K)').press('Enter');
  await expect(page).toHaveURL(/\/attributes$/);
  await expect(page.getByTestId('attributes-dex')).toBeFocused();
});

test('buying an out-of-clan power costs new dots × 7, shows unmet requirements, and undo returns the XP', async ({ page }) => {
  await registerThroughUi(page);
  const character = {
    ...withAttributes({}, 30),
    clan: { id: 2, name: 'Brujah', disciplines: [4, 8, 6] },
    disciplines: [{ discipline: { id: 1, name: 'Auspex' }, points: 0, currentLevel: 2, abilities: [{ id: 1, key: '1-1-1' }] }],
  };
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/disciplines`);
  await setLevelMode(page, true);
  await page.getByTestId('discipline-1').getByRole('button', { name: 'Kraft kaufen' }).click();
  const picker = page.getByRole('dialog', { name: 'Auspex: Kraft für den nächsten Punkt' });
  await expect(picker.getByText(/Voraussetzungen nicht erfüllt/).first()).toBeVisible();
  await picker.getByRole('button', { name: /\(Stufe 2\) – 14 EXP$/ }).first().click();
  // Every power purchase asks first, with its price (issue #46 item 7).
  await page.getByRole('dialog').getByRole('button', { name: 'Für 14 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 16');
  await expect(page.getByTestId('discipline-1').getByRole('img')).toHaveAccessibleName('2 von 5');

  await sheetAction(page, 'Letzten Kauf rückgängig (14 EXP zurück)');
  await expect(page.getByTestId('exp')).toHaveText('EXP: 30');
  await expect(page.getByTestId('discipline-1').getByRole('img')).toHaveAccessibleName('1 von 5');
});

test('the info dialog shows books and spent XP and keeps the storyteller switches', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [{ ...withAttributes({}, 5), usedExp: 25, books: [1, 2] }]);
  await page.goto(`/viewer/${id}/profile`);
  await sheetAction(page, 'Info');
  const dialog = page.getByRole('dialog', { name: 'Über Lea Lernt' });
  await expect(dialog).toContainText('Ausgegebene EXP: 25 (noch frei: 5)');
  await expect(dialog.getByRole('listitem')).toHaveText(['Grundregelwerk', 'Anarchen']);
  await dialog.getByLabel('Volle Anpassung (auch Entfernen)').check();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ fullCustomization: true });
});

test('an uploaded avatar is scaled down before it is saved', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({}, 0)]);
  await page.goto(`/viewer/${id}/profile`);
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8c0e2e';
    context.fillRect(0, 0, 2400, 1200);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByTestId('avatar-input').setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  const image = page.getByRole('img', { name: 'Bild von Lea Lernt' });
  await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 256]);
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const avatar = ((await serverCharacters(page))[0] as unknown as { avatar: string }).avatar;
  expect(avatar.length).toBeLessThan(100_000);
});

test('learning a blood ritual and a merit charges their prices and shows in the XP history', async ({ page }) => {
  await registerThroughUi(page);
  const character = {
    ...withAttributes({}, 20),
    disciplines: [{ discipline: { id: 3, name: 'Blutmagie' }, points: 0, currentLevel: 2, abilities: [] }],
  };
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/bloodrituals`);
  await setLevelMode(page, true);
  const rituals = page.getByRole('region', { name: 'Blutrituale lernen' });
  await rituals.getByRole('button', { name: /^Wandeln auf den Pfaden des Blutes lernen für 3 EXP$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 3 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 17');
  await expect(page.getByRole('region', { name: 'Blutrituale', exact: true })).toContainText('Wandeln auf den Pfaden des Blutes');

  await page.getByRole('link', { name: 'Vorzüge und Schwächen' }).click();
  const learn = page.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' });
  await learn.getByLabel('Gruppe').selectOption({ label: 'Hintergründe: Gefolge' });
  await learn.getByRole('button', { name: 'Gefolge 2 lernen für 6 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 6 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 11');

  await sheetAction(page, 'Info');
  const history = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'EXP' });
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('für 6 EXP');
});

test('Resilience adds health boxes; an owned background is raised for 3 XP; full customization removes it after a warning', async ({ page }) => {
  await registerThroughUi(page);
  const character = {
    ...withAttributes({ sta: 2 }, 10),
    fullCustomization: true,
    disciplines: [{ discipline: { id: 7, name: 'Seelenstärke' }, points: 0, currentLevel: 3, abilities: [{ id: 1, key: '7-1-1' }] }],
    backgrounds: { packs: [{ pack: { id: 1, name: 'Gefolge' }, traits: [{ id: 1, name: 'Gefolge', level: 1 }], flawTraits: [] }] },
  };
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/profile`);
  const health = page.getByRole('group', { name: 'Gesundheit' });
  await expect(health).toContainText('(7)');
  await expect(health.getByRole('button', { name: /^Kästchen/ })).toHaveCount(15);

  await page.getByRole('link', { name: 'Vorzüge und Schwächen' }).click();
  await setLevelMode(page, true);
  const owned = page.getByRole('region', { name: 'Gefolge', exact: true });
  // The sheet names the trait as the content does by its id ("Gefolge 1"), not the copy it was seeded with (#47).
  await owned.getByRole('button', { name: 'Gefolge 1 steigern für 3 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 3 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 7');
  await expect(owned.getByRole('img')).toHaveAccessibleName('2 von 5');
  // It rose to the content's next level of the same background, name and all (issue #46 item 3).
  await expect(owned).toContainText('Gefolge 2');

  await owned.getByRole('button', { name: 'Löschen' }).click();
  const warning = page.getByRole('dialog', { name: 'Gefolge 2 entfernen?' });
  await expect(warning).toContainText('Sprich das Entfernen mit deiner Spielleitung ab.');
  await warning.getByRole('button', { name: 'Löschen' }).click();
  await expect(owned.getByRole('listitem')).toHaveCount(0);
});

test('the Mark of Cain rises tier by tier with its messages; black tier 5 sets humanity to 1', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [withAttributes({}, 0)]);
  await page.goto(`/viewer/${id}/profile`);
  const mark = page.getByRole('region', { name: 'Mal des Kain' });
  await mark.getByLabel('Pfad').selectOption('black');
  for (let tier = 1; tier <= 4; tier += 1) await mark.getByRole('button', { name: 'Stufe aufsteigen' }).click();
  await expect(mark).toContainText('Stufe 4 von 5');
  // Tier 5 asks first and says what changes.
  await mark.getByRole('button', { name: 'Stufe aufsteigen' }).click();
  const question = page.getByRole('dialog', { name: 'Schwarzer Pfad, Stufe 5?' });
  await expect(question.getByTestId('mark-effects')).toContainText('Menschlichkeit 7 → 1');
  await expect(question.getByTestId('mark-effects')).toContainText('Jeder Disziplinpunkt kostet ab jetzt 3 EXP pro Stufe.');
  await question.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(mark.getByRole('status')).toContainText('Das schwarze Mal ist vollendet');
  await expect(mark).toContainText('Stufe 5 von 5');
  await expect(page.getByRole('group', { name: 'Menschlichkeit' })).toContainText('(1)');
  // Stepping back undoes what tier 5 did, again after asking.
  await mark.getByRole('button', { name: 'Stufe absteigen' }).click();
  await expect(page.getByRole('dialog').getByTestId('mark-effects')).toContainText('Menschlichkeit 1 → 7');
  await page.getByRole('dialog').getByRole('button', { name: 'Übernehmen' }).click();
  await expect(mark.getByRole('status')).toContainText('Das vollendete Mal bricht auf');
  await expect(page.getByRole('group', { name: 'Menschlichkeit' })).toContainText('(7)');
  // Every step is in the history: the undo steps back over it like over a purchase.
  await sheetAction(page, /^Letzten Schritt rückgängig: Mal des Kain: Schwarzer Pfad, Stufe 4$/);
  await expect(mark).toContainText('Stufe 5 von 5');
  await expect(page.getByRole('group', { name: 'Menschlichkeit' })).toContainText('(1)');
  await sheetAction(page, /^Letzten Schritt rückgängig: Mal des Kain: Schwarzer Pfad, Stufe 5$/);
  await expect(mark).toContainText('Stufe 4 von 5');
  await expect(page.getByRole('group', { name: 'Menschlichkeit' })).toContainText('(7)');
});
