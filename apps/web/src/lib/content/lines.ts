import type { GameLine } from '@vitae/core';
import { contentParts, type ContentPart } from '@vitae/core/content-light';
import { beforeShellInstall } from '../app-update.ts';
import { createContentStore, type ContentStore, type LineLoader } from './store.ts';
import { loadContentParts, type BundleTexts, type ContentLanguage } from './sync.ts';

// From the light content module: the core index would bring the schemas into the first screen's code.
const gameLines = contentParts.filter((part): part is Exclude<ContentPart, 'core'> => part !== 'core');

const linesKey = 'vitae:content:lines';

/** The lines this browser's characters used last time: their content is read at start, the others when a screen needs them. */
export function linesInUse(): GameLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(linesKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? gameLines.filter((line) => stored.includes(line)) : [];
  } catch {
    return [];
  }
}

/** Remembers the lines of the characters on the list (another line a screen opens loads then, from the browser when kept). */
export function rememberLinesInUse(lines: readonly GameLine[]): void {
  const value = JSON.stringify(gameLines.filter((line) => lines.includes(line)));
  try {
    if (localStorage.getItem(linesKey) !== value) localStorage.setItem(linesKey, value);
  } catch {
    // A full or blocked storage only costs a later line load at the next start.
  }
}

/**
 * Loads lines into `texts` (the object the current store reads) and calls `changed` so the screens
 * get a new store; kept lines are checked against the server behind it, like a start. Lines asked
 * for together load together; a line already loading is not asked for again; a failed one is
 * handed to the screen that asked (its error boundary) once.
 */
export function createLineLoader(language: ContentLanguage, texts: BundleTexts, changed: () => void): LineLoader {
  const inFlight = new Map<GameLine, Promise<void>>();
  const failures = new Map<GameLine, Error>();
  const loadTogether = (lines: readonly GameLine[]): Promise<void> => {
    const loading = loadContentParts(language, lines).then(
      ({ texts: added, revalidate }) => {
        Object.assign(texts, added);
        for (const line of lines) inFlight.delete(line);
        changed();
        void revalidate?.(() => undefined).then((updated) => {
          if (!updated) return;
          Object.assign(texts, updated);
          changed();
        });
      },
      (error: unknown) => {
        for (const line of lines) {
          inFlight.delete(line);
          failures.set(line, error instanceof Error ? error : new Error(String(error)));
        }
        throw error;
      },
    );
    for (const line of lines) inFlight.set(line, loading);
    beforeShellInstall(loading);
    return loading;
  };
  return {
    load: async (lines) => {
      const waiting = lines.filter((line) => inFlight.has(line)).map((line) => inFlight.get(line));
      const fresh = lines.filter((line) => !inFlight.has(line));
      await Promise.all([...new Set(waiting), ...(fresh.length > 0 ? [loadTogether(fresh)] : [])]);
    },
    takeFailure: (line) => {
      const failure = failures.get(line);
      failures.delete(line);
      return failure;
    },
  };
}

/** Lines a route asked for before the content was up (a sheet's loader on a cold start), and the store in use now. */
const wanted = new Set<GameLine>();
let latest: ContentStore | undefined;

/**
 * A route that knows which line it will show (the sheet's loader, from the character) starts that
 * line's content at once, beside the rest of the start, instead of when the screen first renders.
 */
export function wantContentLines(lines: readonly GameLine[]): void {
  for (const line of lines) wanted.add(line);
  latest?.preloadLines(lines);
}

/**
 * A store over `texts` that loads the lines it lacks when a screen asks (suspending that screen
 * meanwhile); each load hands a new store over the same texts to `replace`, so every screen
 * renders again with the line there.
 */
export function liveContentStore(texts: BundleTexts, language: ContentLanguage, replace: (previous: ContentStore, next: ContentStore) => void): ContentStore {
  let store: ContentStore;
  const loader = createLineLoader(language, texts, () => {
    const previous = store;
    store = createContentStore(texts, language, loader);
    if (latest === previous) latest = store;
    replace(previous, store);
  });
  store = createContentStore(texts, language, loader);
  latest = store;
  store.preloadLines([...wanted]);
  return store;
}

/** The lines a store holds now: what a language switch or a forced sync fetches again. */
export function linesHeld(store: ContentStore): GameLine[] {
  return gameLines.filter((line) => store.hasLine(line));
}
