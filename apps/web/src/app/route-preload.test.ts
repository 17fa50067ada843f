import { describe, expect, it } from 'vitest';
import { preloadRouteCode, routePreloads, type RoutePreloads } from '../../build/route-preload.ts';

type Link = { rel: string; as?: string; crossOrigin?: string; href: string; priority?: string; onload: (() => void) | null; onerror: (() => void) | null };

/** The page as the script sees it: where it is, what is stored, and the links it adds to the head. */
function fakePage(url: string, stored: Record<string, string> = {}) {
  const links: Link[] = [];
  const { pathname, search } = new URL(url, 'https://vitae.test');
  const page = {
    location: { pathname, search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      createElement: () => {
        const link: Link & { setAttribute(name: string, value: string): void } = {
          rel: '',
          href: '',
          onload: null,
          onerror: null,
          setAttribute(name, value) {
            if (name === 'fetchpriority') this.priority = value;
          },
        };
        return link;
      },
      head: { appendChild: (link: Link) => links.push(link) },
    },
  };
  // The script touches only these members of `window`.
  return { page: page as unknown as Pick<Window, 'location' | 'localStorage' | 'document'>, links };
}

const routes: RoutePreloads = {
  viewer: ['/assets/viewer-route-a.js', '/assets/schemas-b.js', '/assets/lines-c.js', '/assets/viewer-guard-d.js', '/assets/play-e.css'],
  main: ['/assets/main-route-f.js'],
};
const session = { 'vitae:session': '{"accessToken":"t","exp":1}' };
const base64 = (path: string) => Buffer.from(path).toString('base64');

describe('preloadRouteCode', () => {
  it.each([
    ['a sheet with a stored session', '/viewer/abc/profile', session, routes.viewer],
    ['the list with a stored session', '/', session, routes.main],
    ['a sheet without a session (the login comes instead)', '/viewer/abc/profile', {}, []],
    ['the list without a session', '/', {}, []],
    ['the login', '/login', session, []],
    ['the wizard', '/editor/clan', session, []],
    ['the viewer without a character', '/viewer/', session, []],
    ['a login callback leading to a sheet', `/logged-in?s_atk=t&r=${base64('/viewer/abc/profile')}`, {}, routes.viewer],
    ['a login callback without a return path (the list)', '/logged-in?s_atk=t', {}, routes.main],
    ['a failed login callback (no token)', `/logged-in?r=${base64('/viewer/abc/profile')}`, session, []],
    ['a login callback whose return path is not base64', '/logged-in?s_atk=t&r=%%%', {}, []],
  ])('%s', (_case, url, stored, expected) => {
    const { page } = fakePage(url, stored);
    expect(preloadRouteCode(routes, 'vitae:session', 3, page)).toEqual(expected);
  });

  it('asks for a few files at a time, each at low priority, the next when one has arrived or failed', () => {
    const { page, links } = fakePage('/viewer/abc/profile', session);
    preloadRouteCode(routes, 'vitae:session', 2, page);
    expect(links.map((link) => link.href)).toEqual(['/assets/viewer-route-a.js', '/assets/schemas-b.js']);
    expect(links.every((link) => link.rel === 'modulepreload' && link.priority === 'low' && link.crossOrigin === '')).toBe(true);
    links[1]!.onload!();
    links[0]!.onerror!();
    expect(links.map((link) => link.href)).toEqual(routes.viewer.slice(0, 4));
    links[3]!.onload!();
    expect(links[4]).toMatchObject({ href: '/assets/play-e.css', rel: 'preload', as: 'style', crossOrigin: '' });
    links[2]!.onload!();
    links[4]!.onload!();
    expect(links).toHaveLength(5);
  });
});

/** A chunk of a finished bundle, with what `routePreloads` reads. */
const chunk = (fileName: string, options: { imports?: string[]; isEntry?: boolean; facadeModuleId?: string; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: options.imports ?? [],
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set<string>() },
});

describe('routePreloads', () => {
  const files = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js', 'assets/shared.js'], facadeModuleId: '/app/src/main.tsx' }),
    chunk('assets/react.js'),
    chunk('assets/shared.js'),
    chunk('assets/viewer-route.js', { imports: ['assets/shared.js', 'assets/schemas.js'], facadeModuleId: '/app/src/app/routes/viewer-route.tsx', css: ['assets/play.css'] }),
    chunk('assets/schemas.js', { imports: ['assets/zod.js'] }),
    chunk('assets/zod.js'),
    chunk('assets/viewer-guard.js', { imports: ['assets/schemas.js', 'assets/manager.js'], facadeModuleId: '/app/src/app/viewer-guard.ts' }),
    chunk('assets/manager.js', { css: ['assets/manager.css'] }),
    chunk('assets/main-route.js', { imports: ['assets/react.js'], facadeModuleId: '/app/src/app/routes/main-route.tsx' }),
    chunk('assets/pdf.js', { facadeModuleId: '/app/src/features/viewer/pdf-tab.tsx' }),
  ];
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));

  it('lists each route’s chunks and their imports, route first, with their styles, less what the entry loads', () => {
    // The fake holds only what the function reads of Rolldown's output chunks.
    expect(routePreloads(bundle as unknown as Parameters<typeof routePreloads>[0], '/')).toEqual({
      viewer: ['/assets/viewer-route.js', '/assets/schemas.js', '/assets/zod.js', '/assets/viewer-guard.js', '/assets/manager.js', '/assets/play.css', '/assets/manager.css'],
      main: ['/assets/main-route.js'],
    });
  });

  it('fails the build when a route has no chunk of its own (renamed or inlined)', () => {
    const withoutMain = Object.fromEntries(files.filter((file) => file.fileName !== 'assets/main-route.js').map((file) => [file.fileName, file]));
    expect(() => routePreloads(withoutMain as unknown as Parameters<typeof routePreloads>[0])).toThrow(/main-route/);
  });
});
