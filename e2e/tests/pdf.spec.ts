import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { inkByThird, keepPdfPages, readPdf, renderPdf } from '../support/pdf.ts';
import { richVampire } from '../support/vampire.ts';

test('the PDF tab downloads a 2-page sheet with everything a player needs at the table, and neither page is a third empty', async ({ page }) => {
  await registerThroughUi(page);
  const character = richVampire({
    name: 'Jörg Übermüller',
    backstory: 'Geboren in Görlitz. '.repeat(30),
    exp: 7,
    usedExp: 33,
    stains: 2,
    bloodPotency: 2,
    generation: 12,
    markOfCain: { path: 'red', tier: 2 },
    healthDamage: ['heavy', 'superficial', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
    willpowerDamage: ['superficial', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
  });
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/pdf`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Jörg Übermüller.pdf');
  const folder = mkdtempSync(path.join(tmpdir(), 'vitae-pdf-'));
  const saved = path.join(folder, 'sheet.pdf');
  await file.saveAs(saved);

  await keepPdfPages(saved, 'pdf-v5');
  const pdf = await readPdf(saved);
  // Two sheet pages (an experience log would follow on a third; this vampire has none).
  expect(pdf.pages).toBe(2);
  // A4 in points.
  expect(pdf.size.map(Math.round)).toEqual([595, 842]);
  const text = pdf.text.replace(/\s+/g, ' ');
  for (const expected of [
    'Jörg Übermüller',
    'Brujah',
    'Straßenärztin',
    'Körperkraft',
    'Tödlicher Körper',
    // Rituals and ceremonies.
    'Wandeln auf den Pfaden des Blutes (Stufe 1)',
    'Das Geschenk des falschen Lebens (Stufe 1)',
    // Damage taken and stains.
    'Schaden: Gesundheit 2, Willenskraft 1 · Makel 2',
    // Total and spent experience.
    'Erfahrung: 40 insgesamt, 33 ausgegeben, 7 frei',
    // The feeding penalty of blood potency 2, the clan's compulsion, the Mark of Cain.
    'Nahrungsabzug: Tierblut und Konserven stillen nur noch halb so viel Hunger wie gewohnt.',
    'Zwang: Rebellion',
    'Mal des Kain: Roter Pfad, Stufe 2',
    'Blutschub +2 Würfel',
  ])
    expect(text).toContain(expected);

  const pages = await renderPdf(saved);
  expect(pages).toHaveLength(2);
  for (const [number, drawn] of pages.entries()) {
    const name = `page ${number + 1}`;
    const thirds = inkByThird(drawn);
    // Every third of both pages carries the sheet (text, boxes or ruled rows), none is left blank.
    for (const [index, share] of thirds.entries()) expect(share, `${name}, third ${index + 1}`).toBeGreaterThan(0.01);
  }
});
