// PDF export: how long Chromium takes to build the two pages for a full character (target
// ≤ 1.5 s), and how much the lazily loaded PDF code weighs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { blankV5Character as blankCharacter } from '@vitae/core/v5';
import type { BenchUser } from '../scripts/register-via-log.ts';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

function fullCharacter() {
  const text = 'Sie erinnert sich an die Nacht in Leipzig, an das Licht über der Pleiße. ';
  const character = blankCharacter({ name: 'Benchmark Berta', concept: 'Nachtschwester', backstory: text.repeat(40), notes: text.repeat(20), exp: 12, health: 7, willpower: 6, humanity: 6 });
  return {
    ...character,
    clan: { id: 12, name: 'Tremere', bane: 'Blutbande zerfallen' },
    categories: character.categories.map((c) => ({ ...c, attributes: c.attributes.map((a) => ({ ...a, value: 3 })), skills: c.skills.map((s, i) => ({ ...s, value: i % 4, specialization: i % 5 === 0 ? ['Spezial'] : [] })) })),
    disciplines: [1, 2, 3, 6, 7, 10].map((id) => ({ discipline: { id }, points: 0, currentLevel: 4, abilities: [{ id: 1 }, { id: 2 }, { id: 3 }] })),
  };
}

export async function benchPdf(server: SpawnedServer, user: BenchUser): Promise<void> {
  const created = await fetch(`${server.url}/api/characters`, { method: 'POST', headers: { authorization: user.authorization, 'content-type': 'application/json' }, body: JSON.stringify(fullCharacter()) });
  const { id } = (await created.json()) as { id: string };
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const chunk = readdirSync(assets).find((file) => /^pdf-tab-.*\.js$/.test(file));
  const chunkKiB = chunk ? gzipSync(readFileSync(path.join(assets, chunk))).length / 1024 : NaN;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const times: number[] = [];
  try {
    const page = await (await browser.newContext({ acceptDownloads: true, locale: 'de-DE' })).newPage();
    const query = new URLSearchParams({ s_atk: user.authorization.slice('Bearer '.length), s_rtk: user.refreshToken, s_exp: String(user.exp), r: Buffer.from(`/viewer/${id}/pdf`).toString('base64') });
    await page.goto(`${server.url}/logged-in?${query}`);
    for (let run = 0; run < 5; run += 1) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      await download;
      times.push(await page.evaluate(() => performance.getEntriesByName('vitae:pdf').at(-1)?.duration ?? NaN));
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log('PDF export (target ≤ 1.5 s)');
  console.log(`  full character, 2 pages: first ${times[0]!.toFixed(0)} ms, median ${sorted[2]!.toFixed(0)} ms; lazily loaded PDF chunk ${chunkKiB.toFixed(0)} KiB gzip\n`);
}
