import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blankV5Character as blankCharacter } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';

test('the PDF tab downloads a 2-page PDF whose text has the name and the clan', async ({ page }) => {
  await registerThroughUi(page);
  const character = {
    ...blankCharacter({ name: 'Jörg Übermüller', concept: 'Straßenarzt', backstory: 'Geboren in Görlitz. '.repeat(30), exp: 7, humanity: 6, health: 6, willpower: 5 }),
    clan: { id: 2, name: 'Brujah', bane: 'Jähzorn' },
    disciplines: [{ discipline: { id: 1, name: 'Auspex' }, points: 0, currentLevel: 3, abilities: [{ id: 1, key: '1-1-1' }] }],
  };
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/pdf`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Jörg Übermüller.pdf');
  const saved = path.join(tmpdir(), `vitae-${Date.now()}.pdf`);
  await file.saveAs(saved);

  const info = execFileSync('pdfinfo', [saved], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+2$/m);
  expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
  for (const expected of ['Jörg Übermüller', 'Brujah', 'Straßenarzt', 'Auspex', 'Geschärfte Sinne', 'Körperkraft', 'EXP: 7']) expect(text).toContain(expected);
});
