import type { Plugin, Rolldown } from 'vite';
import { storageKeys } from '../src/lib/storage-keys.ts';
import { pageScript } from './page-script.ts';

type OutputBundle = Rolldown.OutputBundle;

/** The files of a route's code that the entry does not load: its chunk, its chunks' imports and their styles. */
export interface RoutePreloads {
  /** `/viewer/…`: the sheet. */
  viewer: string[];
  /** `/`: the character list. */
  main: string[];
}

/** Modules of each route (its screen, and its loader's) whose code the page asks for before the entry script has run (see `preloadRouteCode`). */
const routeModules: Record<keyof RoutePreloads, RegExp[]> = {
  viewer: [/[\\/]src[\\/]app[\\/]routes[\\/]viewer-route\.tsx$/, /[\\/]src[\\/]app[\\/]viewer-guard\.ts$/],
  main: [/[\\/]src[\\/]app[\\/]routes[\\/]main-route\.tsx$/],
};

/**
 * Runs in the page as a classic script of its own (`route-preload-<hash>.js`), while the entry
 * scripts still download: when the page is a sheet or the list, and a session is stored (or the
 * login callback leads there), it asks for that route's code at low priority. The router asks for
 * it only once the entry has run, and meanwhile a phone's line sat idle: on the emulated phone the
 * entry arrived at ~1.15 s and the sheet's files were asked for at ~1.75 s. Plain JavaScript
 * without imports: its source is written into the build as it is (`Function.prototype.toString`).
 */
export function preloadRouteCode(routes: RoutePreloads, sessionKey: string, lanes: number, page: Pick<Window, 'location' | 'localStorage' | 'document'>): string[] {
  let path = page.location.pathname;
  try {
    if (path === '/logged-in') {
      const query = new URLSearchParams(page.location.search);
      // Without a token the callback fails and shows the login, not the route.
      if (!query.get('s_atk')) return [];
      path = atob(query.get('r') ?? '') || '/';
    } else if (!page.localStorage.getItem(sessionKey)) return [];
  } catch {
    return [];
  }
  const files = /^\/viewer\/[^/?#]/.test(path) ? routes.viewer : path === '/' || path.startsWith('/?') ? routes.main : [];
  // A few at a time, at low priority: a phone's browser opens six connections to the server, and
  // the entry's scripts and the first API requests (the list, the character) must not queue behind these.
  let next = 0;
  const preloadNext = () => {
    const href = files[next++];
    if (href === undefined) return;
    const link = page.document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As Vite's preload helper asks for them later (`crossorigin=""`): a request in another mode would not be reused.
    link.crossOrigin = '';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    link.onload = link.onerror = preloadNext;
    page.document.head.appendChild(link);
  };
  for (let lane = 0; lane < lanes; lane += 1) preloadNext();
  return files;
}

/**
 * How many of a route's files are asked for at a time. All at once, the API requests that follow
 * the entry (the character, the list, the content) waited for a free connection (cold median 2.95 s,
 * 2.86–3.23; three at a time 2.96 s, 2.91–3.03; none 3.33 s, 3.23–3.51).
 */
const preloadLanes = 3;

/** Every chunk `fileName` loads statically, itself first. */
function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk') for (const imported of output.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/** The route files of `routeModules` in a finished bundle, less what the entry chunks load anyway. */
export function routePreloads(bundle: OutputBundle, base = '/'): RoutePreloads {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const loadedByEntry = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticGraph(bundle, entry.fileName, loadedByEntry);
  const filesOf = (modules: RegExp[]): string[] => {
    const graph = new Set<string>();
    for (const module of modules) {
      const route = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
      if (!route) throw new Error(`route-preload: no chunk for the route module ${module}`);
      staticGraph(bundle, route.fileName, graph);
    }
    const scripts = [...graph].filter((file) => !loadedByEntry.has(file));
    const styles = scripts.flatMap((file) => {
      const output = bundle[file];
      return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
    });
    return [...new Set([...scripts, ...styles])].map((file) => `${base}${file}`);
  };
  return { viewer: filesOf(routeModules.viewer), main: filesOf(routeModules.main) };
}

/** Vite plugin: `preloadRouteCode` with this build's route files, as an async script at the end of the head. */
export function routePreload(): Plugin {
  return pageScript({
    name: 'route-preload',
    source: (bundle, base) => `(${preloadRouteCode.toString()})(${JSON.stringify(routePreloads(bundle, base))}, ${JSON.stringify(storageKeys.session)}, ${preloadLanes}, window);\n`,
    // Async and last in the head: the browser asks for it behind the entry's scripts, so the route's
    // files start as the entry's downloads end (measured on the emulated phone: cold median 2.96 s
    // against 3.21 s when asked for first and parser-blocking, which slowed the entry itself).
    place: (html, src) => html.replace('</head>', `  <script async src="${src}"></script>\n  </head>`),
  });
}
