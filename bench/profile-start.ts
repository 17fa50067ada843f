// BENCH_ONLY=profile: where the phone's CPU time goes on a warm start of a sheet (CPU profile through
// the DevTools protocol, 4× slower CPU): self time summed per script and per function, top 25.
// BENCH_PROFILE_COLD=1 profiles the first start instead, on the emulated phone's network.
import { chromium, type CDPSession } from 'playwright-core';
import type { SpawnedServer } from '../scripts/spawn-server.ts';
import type { BenchUser } from '../scripts/register-via-log.ts';
import { twentyKilobyteCharacter } from './api-characters.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summarize(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n');
  console.log(`  self time by script:\n${top(byScript)}\n  self time by function:\n${top(byFunction)}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time (an event's duration less its nested events') per event name on the renderer's main thread. */
function summarizeTrace(events: TraceEvent[]): void {
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const complete = events.filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of complete) {
    while (stack.length > 0 && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur! / 1000);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur! / 1000);
    stack.push(event);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log(top.map(([name, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n'));
}

export async function benchStartProfile(server: SpawnedServer, user: BenchUser): Promise<void> {
  const created = await fetch(`${server.url}/api/characters`, {
    method: 'POST',
    headers: { authorization: user.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(twentyKilobyteCharacter('Profil')),
  });
  const { id } = (await created.json()) as { id: string };
  const sheet = `/viewer/${id}/profile`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'de-DE', serviceWorkers: 'allow' });
    const page = await context.newPage();
    const query = new URLSearchParams({ s_atk: user.authorization.slice('Bearer '.length), s_rtk: user.refreshToken, s_exp: String(user.exp), r: Buffer.from(sheet).toString('base64') });
    if (process.env.BENCH_PROFILE_COLD) {
      // The first start instead, on the phone's network as bench/offline-start.ts emulates it.
      const session: CDPSession = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
      const started = performance.now();
      await page.goto(`/logged-in?${query}`);
      await page.getByLabel('Notizen').waitFor({ state: 'visible', timeout: 30_000 });
      const took = performance.now() - started;
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
      console.log(`Cold start of a sheet, CPU profile (4× CPU, the phone's network): ${took.toFixed(0)} ms to the notes field`);
      summarize(profile);
      return;
    }
    await page.goto(`/logged-in?${query}`);
    await page.getByLabel('Notizen').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const session: CDPSession = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    const started = performance.now();
    await page.goto(sheet);
    await page.getByLabel('Notizen').waitFor({ state: 'visible', timeout: 30_000 });
    const took = performance.now() - started;
    const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
    console.log(`Warm start of a sheet, CPU profile (4× CPU, no network throttling): ${took.toFixed(0)} ms to the notes field`);
    summarize(profile);
    // A second warm start under a timeline trace: what the "(program)" time above is made of.
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'toplevel', 'loading', 'v8.execute', 'disabled-by-default-v8.compile', 'IndexedDB', 'ServiceWorker', 'navigation', 'blink.user_timing', 'renderer', 'cc', 'gpu', 'base', 'mojom', 'ipc', 'disabled-by-default-devtools.timeline.stack'] });
    const tracedFrom = performance.now();
    await page.goto(sheet);
    await page.getByLabel('Notizen').waitFor({ state: 'visible', timeout: 30_000 });
    const tracedMs = performance.now() - tracedFrom;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    console.log(`  the same start traced (${tracedMs.toFixed(0)} ms), self time on the page's main thread by event:`);
    summarizeTrace(trace.traceEvents);
  } finally {
    await browser.close();
  }
}
