// How much a phone downloads before the first screen: every document, script and stylesheet the
// built app asks for until /login shows its form and / (logged in) its tabs, found in Chromium
// against the real server and then fetched again from it with `Accept-Encoding: br`, `gzip` and
// none, counting the bytes the server really sends (its pre-compressed files), beside the raw
// size. What loads after the first screen (the socket, prefetched screens) is printed apart.
import { request } from 'node:http';
import { chromium, type Request } from 'playwright-core';
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

async function bytesOf(urls: string[]): Promise<FirstLoad> {
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

async function measure(url: string, waitFor: string): Promise<{ first: FirstLoad; later: FirstLoad }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const requests: Request[] = [];
  const first: string[] = [];
  const later: string[] = [];
  let shownAt = Number.POSITIVE_INFINITY;
  let lastRequestAt = performance.now();
  try {
    // A German browser, as the phone start is measured: an English one also loads the English texts (8.6 KiB brotli).
    const page = await browser.newPage({ locale: 'de-DE' });
    // The page itself notes when the screen appears (wall clock, as the requests' start times): polling
    // from here sees it a few milliseconds late, and code the screen loads right after its paint
    // would count as before it.
    // (A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.)
    await page.addInitScript(`{
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(waitFor)})) return;
        window.vitaeShownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    }`);
    page.on('request', (request) => {
      lastRequestAt = performance.now();
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') requests.push(request);
    });
    await page.goto(url);
    await page.waitForSelector(waitFor);
    shownAt = await page.evaluate(() => (window as unknown as { vitaeShownAt: number }).vitaeShownAt);
    // `networkidle` was often reached before the screen showed (then it does not wait at all): instead,
    // wait until a second passes without a new request (at most ten).
    const started = performance.now();
    lastRequestAt = started;
    while (performance.now() - lastRequestAt < 1_000 && performance.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const request of requests) (request.timing().startTime < shownAt ? first : later).push(request.url());
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_DEBUG) console.log(`  shown at ${shownAt}, first request at ${requests[0]?.timing().startTime}`);
  if (process.env.BENCH_DEBUG) console.log(`  ${url.split('?')[0]}: before the first screen`);
  const firstLoad = await bytesOf(first);
  if (process.env.BENCH_DEBUG) console.log('  after it');
  return { first: firstLoad, later: await bytesOf(later) };
}

function line(label: string, { first, later }: { first: FirstLoad; later: FirstLoad }, budgetKiB: number): string {
  const verdict = first.brotliKiB <= budgetKiB ? 'within' : 'OVER';
  return `  ${label.padEnd(7)} ${first.brotliKiB.toFixed(1)} KiB brotli, ${first.gzipKiB.toFixed(1)} KiB gzip, ${first.rawKiB.toFixed(1)} KiB raw (${first.files} files; ${verdict} ≤ ${budgetKiB} KiB); after the first screen another ${later.brotliKiB.toFixed(1)} KiB brotli (${later.rawKiB.toFixed(1)} KiB raw, ${later.files} files)`;
}

export async function benchWebBundle(server: SpawnedServer, user: BenchUser & { refreshToken: string; exp: number }): Promise<void> {
  console.log(`Web first load (German browser): bytes on the wire of what /login and / load before the first screen (budget brotli ≤ ${budgets.login} / ${budgets.main} KiB)`);
  console.log(line('/login', await measure(`${server.url}/login`, 'form'), budgets.login));
  const query = new URLSearchParams({ s_atk: user.authorization.slice('Bearer '.length), s_rtk: user.refreshToken, s_exp: String(user.exp) });
  console.log(`${line('/', await measure(`${server.url}/logged-in?${query}`, '[role="tablist"]'), budgets.main)}\n`);
}
