import type { Page, Request } from '@playwright/test';

/**
 * When a page has settled enough to be looked at, without `networkidle`'s fixed half second after the
 * last request (it cost every look check ≥ 500 ms, a few minutes of the browser run).
 */

interface Traffic {
  inFlight: Set<Request>;
  /** When a request last started or ended (Date.now()). */
  lastChange: number;
}

const watched = new WeakMap<Page, Traffic>();

/** Follows the page's requests from now on; call it before the page's first navigation. */
export function watchNetwork(page: Page): void {
  if (watched.has(page)) return;
  const traffic: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    traffic.inFlight.add(request);
    traffic.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    traffic.inFlight.delete(request);
    traffic.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  watched.set(page, traffic);
}

// A request chain (data, then the code or data it asks for next) continues within a few frames.
const quietMs = 120;
const patienceMs = 8_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Returns once no request has been in flight for a moment, the page's main thread is idle (React
 * has rendered what the last answer brought and started what it asks for next), fonts are loaded and
 * images complete; again if that wait started another request. A page not watched from its start
 * (or one still busy after several seconds) waits for `networkidle` as before.
 */
export async function settle(page: Page): Promise<void> {
  const traffic = watched.get(page);
  if (!traffic) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + patienceMs;
  for (;;) {
    if (Date.now() > deadline) return page.waitForLoadState('networkidle');
    const quietFor = Date.now() - traffic.lastChange;
    if (traffic.inFlight.size > 0 || quietFor < quietMs) {
      await sleep(traffic.inFlight.size > 0 ? 25 : quietMs - quietFor);
      continue;
    }
    const before = traffic.lastChange;
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Lazy images out of view never load: those are not part of what is looked at.
      const pending = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
      const loaded = (image: HTMLImageElement) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      await Promise.race([Promise.all(pending.map(loaded)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    if (traffic.inFlight.size === 0 && traffic.lastChange === before) return;
  }
}
