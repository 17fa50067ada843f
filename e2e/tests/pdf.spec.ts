import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { richVampire } from '../support/vampire.ts';

/** Share of dark pixels in the top, middle and bottom third of a page rendered as a grey PGM. */
function inkByThird(file: string): number[] {
  const data = readFileSync(file);
  // P5 header: magic, width height, max value, then one byte per pixel.
  const header = data.subarray(0, 64).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = data.length - width * height;
  const thirds = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    const third = Math.min(2, Math.floor((y * 3) / height));
    for (let x = 0; x < width; x += 1) if (data[start + y * width + x]! < 200) thirds[third]! += 1;
  }
  return thirds.map((count) => count / ((width * height) / 3));
}

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

  const info = execFileSync('pdfinfo', [saved], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+2$/m);
  expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
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

  execFileSync('pdftoppm', ['-r', '40', '-gray', saved, path.join(folder, 'page')]);
  const pages = readdirSync(folder).filter((name) => name.endsWith('.pgm')).sort();
  expect(pages).toHaveLength(2);
  for (const name of pages) {
    const thirds = inkByThird(path.join(folder, name));
    // Every third of both pages carries the sheet (text, boxes or ruled rows), none is left blank.
    for (const [index, share] of thirds.entries()) expect(share, `${name}, third ${index + 1}`).toBeGreaterThan(0.01);
  }
});
