// Content bundle: its size, and the time from page load until the app has its game content and
// shows the first screen — cold (empty browser storage: download) and warm (from IndexedDB).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

const runs = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchContentLoad(server: SpawnedServer): Promise<void> {
  const base64 = await (await fetch(`${server.url}/api/data/bundle`)).text();
  const zipBytes = Buffer.from(base64, 'base64').length;
  console.log('Content bundle (targets: ready ≤ 500 ms cold, ≤ 100 ms warm on loopback)');
  console.log(`  zip ${(zipBytes / 1024).toFixed(0)} KiB; as base64 ${(base64.length / 1024).toFixed(0)} KiB, ${(gzipSync(base64).length / 1024).toFixed(0)} KiB gzip on the wire`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const cold: number[] = [];
  const warm: number[] = [];
  const coldScreen: number[] = [];
  const warmScreen: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
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
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`  page load → content ready:  cold median ${median(cold).toFixed(0)} ms (max ${Math.max(...cold).toFixed(0)}), warm median ${median(warm).toFixed(0)} ms (max ${Math.max(...warm).toFixed(0)}); ${runs} runs`);
  console.log(`  page load → first screen:   cold median ${median(coldScreen).toFixed(0)} ms, warm median ${median(warmScreen).toFixed(0)} ms\n`);
}
