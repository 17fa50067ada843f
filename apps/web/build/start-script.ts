import type { Plugin } from 'vite';
import { defaultLanguage, supportedLanguages } from '../src/i18n/languages.ts';
import { storageKeys } from '../src/lib/storage-keys.ts';
import { pageScript } from './page-script.ts';

/**
 * Runs in the page as its first script (`start-<hash>.js`, classic, before every module):
 * - zod's `jitless`: zod probes `new Function` when a schema is first defined unless told not to;
 *   under the app's CSP (no eval) that probe is reported as a violation, and shared chunks define
 *   schemas before main.tsx runs;
 * - the content check (the server's checksums of the language's parts, spec §4), which every start
 *   needs before anything else of the content: asked for now instead of once the entry script has
 *   run (on the emulated phone it left at ~0.5 s instead of ~1.6 s). The language is picked as
 *   `startLanguage` picks it (the saved setting, else the browser's, else the default); the app takes
 *   the answer only when it asks for the same address (lib/content/sync.ts, `earlyAnswer`), else it
 *   asks anew, as it does when this request fails (it settles with `undefined` then).
 * Plain JavaScript without imports: its source is written into the build as it is
 * (`Function.prototype.toString`), like `preloadRouteCode`.
 */
export function startEarly(
  keys: { language: string; networkUrl: string },
  languages: readonly string[],
  fallback: string,
  page: Pick<Window, 'localStorage' | 'navigator' | 'location'> & { __zod_globalConfig?: object; __vitaeEarlyContentCheck?: unknown },
): void {
  page.__zod_globalConfig = Object.assign(page.__zod_globalConfig || {}, { jitless: true });
  try {
    let language = fallback;
    for (const candidate of [page.localStorage.getItem(keys.language), ...page.navigator.languages]) {
      const primary = candidate ? candidate.split(/[-_]/)[0]!.toLowerCase() : '';
      const found = languages.find((known) => known.toLowerCase() === candidate?.toLowerCase()) ?? languages.find((known) => known.split('-')[0]!.toLowerCase() === primary);
      if (found) {
        language = found;
        break;
      }
    }
    const url = `${page.localStorage.getItem(keys.networkUrl) || `${page.location.origin}/api`}/data/${language}/parts`;
    page.__vitaeEarlyContentCheck = { url, response: fetch(url, { cache: 'no-store' }).catch(() => undefined) };
  } catch {
    // No storage (a locked-down browser): the app asks once it runs.
  }
}

/** Vite plugin: `startEarly` with this build's storage keys and languages, as the page's first script. */
export function startScript(): Plugin {
  const keys = { language: storageKeys.language, networkUrl: storageKeys.networkUrl };
  return pageScript({
    name: 'start',
    source: () => `(${startEarly.toString()})(${JSON.stringify(keys)}, ${JSON.stringify(supportedLanguages)}, ${JSON.stringify(defaultLanguage)}, window);\n`,
    // Parser-blocking and before the entry's module script: it must run before any module does.
    place: (html, src) => {
      if (!html.includes('<script')) throw new Error('start: index.html has no scripts');
      return html.replace('<script', `<script src="${src}"></script>\n    <script`);
    },
  });
}
