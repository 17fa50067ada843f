// Content bundles: bytes on the wire per language (and what each game line is of it), and the
// time from page load until the app has its game content and shows the first screen — cold (empty
// browser storage: download) and warm (from IndexedDB), for a German and an English browser.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { listBundleEntries, readBundleZip } from '../packages/content/src/bundle.ts';
import { createBundleZip } from '../packages/content/src/bundle-write.ts';
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

async function printSizes(server: SpawnedServer): Promise<void> {
  const all = Buffer.from(await (await fetch(`${server.url}/api/data/bundle`)).text(), 'base64');
  console.log('Content bundles on the wire (base64 of the zip, gzip; the browser fetches one language)');
  console.log(`  all languages (old /api/data/bundle): zip ${kib(all.length)}, ${kib(onTheWire(all))} on the wire`);
  for (const language of languages) {
    const zip = Buffer.from(await (await fetch(`${server.url}/api/data/${language}/bundle`)).text(), 'base64');
    const files = readBundleZip(zip);
    // What one line would weigh as its own bundle (its folder plus Meta.json and the shared files).
    const perLine = lines.map((line) => {
      const subset = [...files].filter(([path]) => !lines.some((other) => other !== line && path.startsWith(`${language}/${other}/`)));
      return `${line} ${kib(onTheWire(createBundleZip(listBundleEntries(subset.map(([path, bytes]) => ({ path, bytes }))))))}`;
    });
    const shared = [...files].filter(([path]) => !lines.some((line) => path.startsWith(`${language}/${line}/`)));
    const sharedWire = onTheWire(createBundleZip(listBundleEntries(shared.map(([path, bytes]) => ({ path, bytes })))));
    console.log(`  ${language}: zip ${kib(zip.length)}, ${kib(onTheWire(zip))} on the wire; as one line each: ${perLine.join(', ')} (shared part alone ${kib(sharedWire)})`);
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
      for (let run = 0; run < runs; run += 1) {
        // The browser's language picks the bundle (no saved setting on a first start).
        const context = await browser.newContext({ locale: language });
        const page = await context.newPage();
        const bundles: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/data\/.*bundle$/.test(request.url())) bundles.push(new URL(request.url()).pathname);
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
        if (bundles.join() !== `/api/data/${language}/bundle`) console.log(`  ! ${language}: unexpected downloads ${bundles.join(', ')}`);
        await context.close();
      }
      console.log(`  ${language} page load → content ready: cold median ${median(cold).toFixed(0)} ms (max ${Math.max(...cold).toFixed(0)}), warm median ${median(warm).toFixed(0)} ms (max ${Math.max(...warm).toFixed(0)}); ${runs} runs`);
      console.log(`  ${language} page load → first screen:   cold median ${median(coldScreen).toFixed(0)} ms, warm median ${median(warmScreen).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  console.log('');
}
