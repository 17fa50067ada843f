// How much a phone downloads before the first screen: every document, script and stylesheet the
// built app loads for /login and for / (logged in), found in Chromium against the real server and
// then fetched again from it with `Accept-Encoding: br`, `gzip` and none, counting the bytes the
// server really sends (its pre-compressed files), beside the raw size.
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import type { SpawnedServer } from '../scripts/spawn-server.ts';
import type { BenchUser } from '../scripts/register-via-log.ts';

const budgets = { login: 120, main: 150 };

/** Body bytes as they come over the socket (not decoded) for one encoding. */
function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface FirstLoad {
  files: number;
  brotliKiB: number;
  gzipKiB: number;
  rawKiB: number;
}

async function measure(url: string, waitFor: string): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const urls: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') urls.push(response.url());
    });
    await page.goto(url);
    await page.waitForSelector(waitFor);
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
  const totals = { files: urls.length, brotliKiB: 0, gzipKiB: 0, rawKiB: 0 };
  for (const file of urls) {
    const [br, gz, raw] = [await wireBytes(file, 'br'), await wireBytes(file, 'gzip'), await wireBytes(file, 'identity')];
    if (process.env.BENCH_DEBUG) console.log(`    ${(br.bytes / 1024).toFixed(1).padStart(6)} KiB ${br.encoding.padEnd(8)} ${(raw.bytes / 1024).toFixed(1).padStart(6)} KiB raw  ${new URL(file).pathname}`);
    totals.brotliKiB += br.bytes / 1024;
    totals.gzipKiB += gz.bytes / 1024;
    totals.rawKiB += raw.bytes / 1024;
  }
  return totals;
}

function line(label: string, load: FirstLoad, budgetKiB: number): string {
  const verdict = load.brotliKiB <= budgetKiB ? 'within' : 'OVER';
  return `  ${label.padEnd(7)} ${load.brotliKiB.toFixed(1)} KiB brotli, ${load.gzipKiB.toFixed(1)} KiB gzip, ${load.rawKiB.toFixed(1)} KiB raw (${load.files} files; ${verdict} ≤ ${budgetKiB} KiB)`;
}

export async function benchWebBundle(server: SpawnedServer, user: BenchUser & { refreshToken: string; exp: number }): Promise<void> {
  console.log(`Web first load: bytes on the wire of what /login and / load before the first screen (budget brotli ≤ ${budgets.login} / ${budgets.main} KiB)`);
  console.log(line('/login', await measure(`${server.url}/login`, 'form'), budgets.login));
  const query = new URLSearchParams({ s_atk: user.authorization.slice('Bearer '.length), s_rtk: user.refreshToken, s_exp: String(user.exp) });
  console.log(`${line('/', await measure(`${server.url}/logged-in?${query}`, '[role="tablist"]'), budgets.main)}\n`);
}
