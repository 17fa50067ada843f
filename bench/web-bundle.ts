// How much a phone downloads before the first screen: gzip size of every script and stylesheet the
// built app loads for /login and for / (logged in), measured in Chromium against the real server.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { SpawnedServer } from '../scripts/spawn-server.ts';
import type { BenchUser } from '../scripts/register-via-log.ts';

const budgetKiB = 150;

async function measure(url: string, waitFor: string): Promise<{ files: number; gzipKiB: number; rawKiB: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') {
        const body = response.body().catch(() => Buffer.alloc(0));
        bodies.push(body);
        if (process.env.BENCH_DEBUG) void body.then((b) => console.log(`    ${(gzipSync(b).length / 1024).toFixed(1).padStart(6)} KiB  ${response.url().split('/').pop()}`));
      }
    });
    await page.goto(url);
    await page.waitForSelector(waitFor);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(bodies);
    const gzip = all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const raw = all.reduce((sum, body) => sum + body.length, 0);
    return { files: all.length, gzipKiB: gzip / 1024, rawKiB: raw / 1024 };
  } finally {
    await browser.close();
  }
}

export async function benchWebBundle(server: SpawnedServer, user: BenchUser & { refreshToken: string; exp: number }): Promise<void> {
  console.log(`Web bundle: gzip size of what index.html loads (target ≤ ${budgetKiB} KiB gzip)`);
  const login = await measure(`${server.url}/login`, 'form');
  console.log(`  /login  ${login.gzipKiB.toFixed(1)} KiB gzip (${login.rawKiB.toFixed(0)} KiB raw, ${login.files} files)`);
  const query = new URLSearchParams({ s_atk: user.authorization.slice('Bearer '.length), s_rtk: user.refreshToken, s_exp: String(user.exp) });
  const main = await measure(`${server.url}/logged-in?${query}`, '[role="tablist"]');
  console.log(`  /       ${main.gzipKiB.toFixed(1)} KiB gzip (${main.rawKiB.toFixed(0)} KiB raw, ${main.files} files)\n`);
}
