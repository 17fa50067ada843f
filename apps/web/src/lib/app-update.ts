import { useSyncExternalStore } from 'react';

/** The parts of a `ServiceWorkerRegistration` the update flow uses (a fake in tests). */
export interface RegistrationLike extends EventTarget {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  update(): Promise<unknown>;
}

export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}

let waiting: WorkerLike | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: WorkerLike | null): void {
  if (worker === waiting) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/**
 * Watches a registration for a new build (issue #21): once its worker has installed and waits
 * while this page runs the old one (`hasController`), the app offers "Neue Version verfügbar –
 * neu laden". Nothing changes until the user takes it. The first install (no controller yet) is
 * not an update.
 */
export function trackUpdates(registration: RegistrationLike, hasController: () => boolean): void {
  const check = () => {
    if (registration.waiting && hasController()) setWaiting(registration.waiting);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  });
}

/** The new build's worker waiting for the user, if any. */
export function waitingUpdate(): WorkerLike | null {
  return waiting;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribeUpdate, () => waiting !== null);
}

/** The user took the update: the waiting worker takes over, then the page reloads into the new build. */
export function activateUpdate(container: Pick<ServiceWorkerContainer, 'addEventListener'> = navigator.serviceWorker, reload: () => void = () => window.location.reload()): void {
  if (!waiting) return;
  container.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage('vitae:activate');
}

/** Updates are looked for when the app comes back to the foreground and every half hour. */
export const updateCheckMs = 30 * 60_000;

let firstScreenShown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (firstScreenShown = resolve));
const startWork = new Set<Promise<unknown>>();

/** The first screen is up (the router settled on its route): the shell may install once the work it started is done too. */
export function shownFirstScreen(): void {
  firstScreenShown();
}

/**
 * Start-up work the service worker's install waits for (a line's content the first screen
 * suspends on): the install downloads the whole shell, ~640 KiB, which on a phone's network
 * would share the line with what the user is waiting for.
 */
export function beforeShellInstall(work: Promise<unknown>): void {
  startWork.add(work);
  const done = () => startWork.delete(work);
  work.then(done, done);
}

/** Once the first screen is up and the work it started is done (work added meanwhile included). */
export async function startSettled(shown: Promise<void> = firstScreen): Promise<void> {
  await shown;
  while (startWork.size > 0) await Promise.allSettled([...startWork]);
}

/**
 * Once no download of the page finished for `quietMs`: the screen's own lazy parts (a dialog, the
 * live connection's code) load after the first screen settled, with the main thread idle meanwhile.
 */
export function networkQuiet(quietMs = 1_000): Promise<void> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'resource' });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** A start whose first screen never settles (an error screen, a hung request) still gets its shell, this long after it began. */
export const shellInstallLatestMs = 30_000;

/**
 * Registers `/sw.js` once the first screen is up, its downloads are done and the page's network
 * has been quiet for a second, when the browser is idle: installing the shell never competes with
 * the first screen (the page's `load` comes long before a sheet is usable). Only in a production
 * build: `npm run dev` has no service worker, so the dev server's hot reload is never answered
 * from a cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser driven with service workers blocked (Playwright's `serviceWorkers: 'block'`) resolves with nothing.
        if (!registration) return;
        trackUpdates(registration, () => navigator.serviceWorker.controller !== null);
        const look = () => void registration.update().catch(() => undefined);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') look();
        });
        setInterval(look, updateCheckMs);
      },
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 2_000 }) : setTimeout(register, 0));
  let registered = false;
  const once = () => {
    if (registered) return;
    registered = true;
    whenIdle();
  };
  void startSettled()
    .then(() => networkQuiet())
    .then(once);
  setTimeout(once, shellInstallLatestMs);
}
