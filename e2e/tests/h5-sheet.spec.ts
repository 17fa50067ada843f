import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { keepPdfPages, readPdf } from '../support/pdf.ts';
import { seededHunter } from '../support/hunter.ts';
import { setLevelMode } from '../support/sheet-menu.ts';

test('leveling a hunter: an edge for 7 XP, a perk of it for 3, and what cannot be learned says why', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [seededHunter({ exp: 12 })]);
  await page.goto(`/viewer/${id}/edges`);
  await setLevelMode(page, true);
  const learn = page.getByRole('region', { name: 'Trümpfe lernen' });
  await expect(learn.getByText('Unnatürliche Veränderungen')).toHaveCount(0);
  await learn.getByRole('button', { name: 'Bibliothek lernen für 7 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 7 EXP kaufen' }).click();
  const library = page.getByRole('article', { name: 'Bibliothek' });
  await expect(library).toContainText('Noch keine Verstärkung.');
  await expect(page.getByTestId('exp')).toHaveText('EXP: 5');
  await library.getByRole('button', { name: 'Wer sie sind lernen für 3 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 3 EXP kaufen' }).click();
  await expect(library.getByRole('listitem').filter({ hasText: 'Wer sie sind –' })).toBeVisible();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 2');
  await expect(learn.getByRole('listitem').filter({ hasText: 'Arsenal' })).toContainText('Nicht genug EXP: nötig sind 7, du hast 2.');
  await learn.getByLabel('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)').check();
  await expect(learn.getByRole('listitem').filter({ hasText: 'Unnatürliche Veränderungen' })).toContainText('ungeprüft');

  await page.getByRole('link', { name: 'Attribute' }).click();
  await expect(page.getByRole('button', { name: 'Körperkraft steigern für 15 EXP' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  const edges = (stored as unknown as { edges: Array<{ id: string; perks: Array<{ id: string }> }> }).edges;
  expect(edges.map((edge) => [edge.id, edge.perks.map((perk) => perk.id)])).toEqual([
    ['repelTheUnnatural', ['repelTheUnnatural.ward']],
    ['library', ['library.who-they-are']],
  ]);
  expect(stored).toMatchObject({ exp: 2, usedExp: 10 });
});

test('the cell’s trackers are kept on the sheet: desperation stays 1–5, danger 0–5', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [seededHunter()]);
  await page.goto(`/viewer/${id}/profile`);
  await page.getByRole('button', { name: 'Verzweiflung auf 4 setzen' }).click();
  await page.getByRole('button', { name: 'Gefahr auf 3 setzen' }).click();
  await expect(page.getByRole('group', { name: 'Verzweiflung' })).toContainText('(4)');
  // Clicking the current value would clear a tracker; desperation never goes below 1.
  await page.getByRole('button', { name: 'Verzweiflung auf 1 setzen' }).click();
  await page.getByRole('button', { name: 'Verzweiflung auf 1 setzen' }).click();
  await expect(page.getByRole('group', { name: 'Verzweiflung' })).toContainText('(1)');
  await page.getByRole('button', { name: 'In Hoffnungslosigkeit fallen' }).click();
  await expect(page.getByTestId('despair')).toContainText('Erlösung (Rache)');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ desperation: 1, danger: 3, despair: true });
});

test('the PDF tab prints a hunter on two A4 pages with creed, drive, edges and touchstones', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [seededHunter({ name: 'Jörg Jäger', concept: 'Förster' })]);
  await page.goto(`/viewer/${id}/pdf`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Jörg Jäger.pdf');
  const saved = path.join(tmpdir(), `vitae-h5-${Date.now()}.pdf`);
  await file.saveAs(saved);
  await keepPdfPages(saved, 'pdf-h5');
  const { pages, text } = await readPdf(saved);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(text).toMatch(/Erfahrung: \d+ insgesamt, \d+ ausgegeben, 0 frei/);
  for (const expected of ['Jörg Jäger', 'Förster', 'Jäger: Die Abrechnung', 'Gläubig', 'Rache', 'Verzweiflung', 'Gefahr', 'Übernatürliches zurücktreiben', 'Schutzkreis', 'Entschlossenheit + Okkultismus', 'Bruder Markus']) {
    expect(text).toContain(expected);
  }
});

test('a hunter in English: sheet, dice and the Lexicon speak it', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [seededHunter()]);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('group', { name: 'Desperation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who' })).toContainText('Faithful');
  await expect(page.getByRole('region', { name: 'Who' })).toContainText('Vengeance');
  await page.getByRole('link', { name: 'Edges' }).click();
  await expect(page.getByRole('article', { name: 'Repel the Unnatural' })).toContainText('Ward');
  await page.getByRole('button', { name: 'Roll Resolve + Occult' }).click();
  const panel = page.getByRole('region', { name: 'Dice roll' });
  await panel.getByRole('button', { name: /^Options/ }).click();
  await expect(panel).toContainText('Desperation dice (+2)');
  await page.goto('/?tab=lexicon#lex-h5-section-creeds');
  await expect(page.getByRole('heading', { name: 'Creeds' })).toBeVisible();
  await page.getByLabel('Search the lexicon').fill('Turncoat');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Turncoat');
});
