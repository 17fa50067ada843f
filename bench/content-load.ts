// Content: bytes on the wire per language and part (the shared part, each game line), and the
// time from page load until the app has its game content and shows the first screen — cold (empty
// browser storage: download) and warm (from IndexedDB), for a German and an English browser.
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

const runs = 5;
const languages = ['de-DE', 'en-US'] as const;
const lines = ['v5', 'w5', 'm20', 'h5'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** What the browser receives for a bundle: base64 text of the zip, gzipped as the server sends it. */
const onTheWire = (zip: Uint8Array) => gzipSync(Buffer.from(zip).toString('base64')).length;

/** The bytes of an answer as they cross the wire (Node's http client does not unpack them). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function printSizes(server: SpawnedServer): Promise<void> {
  const all = Buffer.from(await (await fetch(`${server.url}/api/data/bundle`)).text(), 'base64');
  console.log('Content on the wire (bundles: base64 of the zip, gzip; parts as the web app asks for them: the zip, brotli; the browser fetches one language: its shared part and the lines in use)');
  console.log(`  all languages (old /api/data/bundle): zip ${kib(all.length)}, ${kib(onTheWire(all))} on the wire`);
  for (const language of languages) {
    const zip = Buffer.from(await (await fetch(`${server.url}/api/data/${language}/bundle`)).text(), 'base64');
    const part = (name: string) => wireBytes(`${server.url}/api/data/${language}/parts/${name}`, { accept: 'application/zip', 'accept-encoding': 'br, gzip' });
    const core = await part('core');
    const perLine = await Promise.all(lines.map(async (line) => `${line} ${kib(await part(line))}`));
    const vampire = core + (await part('v5'));
    console.log(`  ${language}: whole language ${kib(onTheWire(zip))}; served parts: core ${kib(core)}, ${perLine.join(', ')}; a Vampire player's first start ${kib(vampire)}`);
  }
}

export async function benchContentLoad(server: SpawnedServer): Promise<void> {
  await printSizes(server);
  console.log('Content ready (targets: ≤ 500 ms cold, ≤ 100 ms warm on loopback)');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    for (const language of languages) {
      const cold: number[] = [];
      const warm: number[] = [];
      const coldScreen: number[] = [];
      const warmScreen: number[] = [];
      const settled: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        // The browser's language picks the bundle (no saved setting on a first start).
        const context = await browser.newContext({ locale: language });
        const page = await context.newPage();
        const bundles: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/data\/.*\/parts\/\w+$/.test(request.url())) bundles.push(new URL(request.url()).pathname);
        });
        // Time (from navigation start) at which the first screen, built on the content, appears.
        await page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            if (document.querySelector('.login')) {
              (window as unknown as { contentReadyAt: number }).contentReadyAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { subtree: true, childList: true });
        });
        const readyAt = async () => {
          await page.waitForSelector('.login');
          return page.evaluate(() => ({
            content: performance.getEntriesByName('vitae:content-ready')[0]?.startTime ?? NaN,
            screen: (window as unknown as { contentReadyAt: number }).contentReadyAt,
          }));
        };
        await page.goto(`${server.url}/login`);
        const first = await readyAt();
        cold.push(first.content);
        coldScreen.push(first.screen);
        await page.reload();
        const second = await readyAt();
        warm.push(second.content);
        warmScreen.push(second.screen);
        // A player's next start comes after the first visit's background work (the service worker
        // installing and caching the app, the content stored) is done; the reload right above still
        // competes with it.
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForLoadState('networkidle');
        await page.reload();
        settled.push((await readyAt()).content);
        // The login screen needs the shared part only.
        if (bundles.join() !== `/api/data/${language}/parts/core`) console.log(`  ! ${language}: unexpected downloads ${bundles.join(', ')}`);
        await context.close();
      }
      console.log(`  ${language} page load → content ready: cold median ${median(cold).toFixed(0)} ms (max ${Math.max(...cold).toFixed(0)}), warm median ${median(warm).toFixed(0)} ms (max ${Math.max(...warm).toFixed(0)}) reloaded right after the first screen, ${median(settled).toFixed(0)} ms (max ${Math.max(...settled).toFixed(0)}) once the first visit settled; ${runs} runs`);
      console.log(`  ${language} page load → first screen:   cold median ${median(coldScreen).toFixed(0)} ms, warm median ${median(warmScreen).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  console.log('');
}
