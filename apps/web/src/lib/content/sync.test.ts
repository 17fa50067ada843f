import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { strToU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeChecksum, listBundleEntries } from '@vitae/content/bundle';
import { createBundleZip } from '@vitae/content/bundle-write';
import { contentPartOf, type ContentPart } from '@vitae/core/content-light';
import { linesInUse, liveContentStore, rememberLinesInUse, wantContentLines } from './lines.ts';
import type { ContentStore } from './store.ts';
import { ContentSyncError, forgetContent, forgetContentCheck, loadContentParts, startContent, syncContent, type BundleTexts } from './sync.ts';
import { languageBundleTexts } from './test-fixtures.ts';

/** The server's parts of one language, as `GET /data/{language}/parts[/{part}]` serves them. */
interface FakePart {
  checksum: string;
  base64: string;
  /** The zip itself, as the server sends it to a client that accepts `application/zip`. */
  stored: Uint8Array;
}

async function servedParts(texts: BundleTexts): Promise<Map<ContentPart, FakePart>> {
  const byPart = new Map<ContentPart, Array<{ path: string; bytes: Uint8Array }>>();
  for (const [path, text] of Object.entries(texts)) byPart.set(contentPartOf(path), [...(byPart.get(contentPartOf(path)) ?? []), { path, bytes: strToU8(text) }]);
  const parts = new Map<ContentPart, FakePart>();
  for (const [part, files] of byPart) {
    const entries = listBundleEntries(files);
    parts.set(part, { checksum: await computeChecksum(entries), base64: Buffer.from(createBundleZip(entries)).toString('base64'), stored: createBundleZip(entries, { stored: true }) });
  }
  return parts;
}

let germanTexts: BundleTexts;
let served: Map<ContentPart, FakePart>;
let requests: string[];
let offline: boolean;
/** Parts the server answers with bytes that are no zip. */
let damaged: Set<ContentPart>;
/** The server sends a part as the zip itself to a client that asks for it (else as base64 text, as an older server does). */
let binary: boolean;
/** How many parts went out as the zip itself. */
let zipAnswers: number;

function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input);
  requests.push(url.replace('http://vitae.test/api/data/de-DE/', ''));
  if (offline) return Promise.reject(new TypeError('Failed to fetch'));
  if (url.endsWith('/parts')) {
    return Promise.resolve(Response.json({ parts: Object.fromEntries([...served].map(([part, { checksum, base64 }]) => [part, { checksum, bytes: base64.length }])) }));
  }
  const part = served.get(url.split('/').pop() as ContentPart);
  if (!part) return Promise.resolve(new Response('not found', { status: 404 }));
  const asZip = binary && new Headers(init?.headers).get('accept')?.includes('application/zip');
  if (damaged.has(url.split('/').pop() as ContentPart)) return Promise.resolve(asZip ? new Response(new Blob([strToU8('kein zip, nur Text') as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': 'application/zip' } }) : new Response(btoa('kein zip, nur Text')));
  if (asZip) zipAnswers += 1;
  if (asZip) return Promise.resolve(new Response(new Blob([part.stored as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': 'application/zip', 'x-bundle-checksum': part.checksum } }));
  return Promise.resolve(new Response(part.base64, { headers: { 'x-bundle-checksum': part.checksum } }));
}

function memoryStorage(): Storage {
  const values = new Map<string, string>([['settings:vitaeNet', 'http://vitae.test/api']]);
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

/** What a store throws while it waits for a line (a promise, as Suspense expects), or `undefined` when it did not wait. */
function suspensionOf(render: () => unknown): unknown {
  try {
    render();
  } catch (suspension) {
    return suspension;
  }
  return undefined;
}

const downloads = () => requests.filter((request) => request.startsWith('parts/'));
const noReport = () => undefined;

beforeEach(async () => {
  germanTexts ??= await languageBundleTexts('de-DE');
  served = await servedParts(germanTexts);
  requests = [];
  offline = false;
  damaged = new Set();
  binary = false;
  zipAnswers = 0;
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetContentCheck();
  await forgetContent();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('content per game line', () => {
  it('a first start downloads the shared part and the lines in use, nothing else', async () => {
    const { texts, revalidate } = await startContent('de-DE', noReport, ['v5']);
    expect(downloads().sort()).toEqual(['parts/core', 'parts/v5']);
    // Nothing kept, nothing to compare: each download is checked against the checksum it comes with.
    expect(requests.filter((request) => request === 'parts')).toHaveLength(0);
    expect(revalidate).toBeUndefined();
    expect(texts['Meta.json']).toBeDefined();
    expect(texts['de-DE/Items.json']).toBe(germanTexts['de-DE/Items.json']);
    expect(texts['de-DE/v5/Clans.json']).toBe(germanTexts['de-DE/v5/Clans.json']);
    expect(Object.keys(texts).some((path) => path.startsWith('de-DE/w5/'))).toBe(false);
  });

  it('a server that sends a part as the zip itself (asked for with Accept: application/zip) gives the same content; a damaged one says so', async () => {
    binary = true;
    const { texts } = await startContent('de-DE', noReport, ['v5']);
    expect(downloads().sort()).toEqual(['parts/core', 'parts/v5']);
    expect(zipAnswers).toBe(2);
    expect(texts['de-DE/Items.json']).toBe(germanTexts['de-DE/Items.json']);
    expect(texts['de-DE/v5/Clans.json']).toBe(germanTexts['de-DE/v5/Clans.json']);
    damaged.add('w5');
    await expect(loadContentParts('de-DE', ['w5'])).rejects.toEqual(new ContentSyncError('formatNotRecognized'));
  });

  it('a later start reads the kept parts, and its check asks once for every checksum and downloads nothing unchanged', async () => {
    await startContent('de-DE', noReport, ['v5']);
    requests = [];
    const { texts, revalidate } = await startContent('de-DE', noReport, ['v5']);
    expect(requests).toEqual([]);
    expect(texts['de-DE/v5/Disciplines.json']).toBe(germanTexts['de-DE/v5/Disciplines.json']);
    expect(await revalidate?.(noReport)).toBeUndefined();
    expect(requests).toEqual(['parts']);
  });

  it('a changed line is the only download of the check, and the other parts stay as they were', async () => {
    await startContent('de-DE', noReport, ['v5', 'h5']);
    const clans = (JSON.parse(germanTexts['de-DE/v5/Clans.json']!) as Array<{ id: number; name: string }>).map((clan) => (clan.id === 2 ? { ...clan, name: 'Brujah (neu)' } : clan));
    served = await servedParts({ ...germanTexts, 'de-DE/v5/Clans.json': JSON.stringify(clans) });
    const { revalidate } = await startContent('de-DE', noReport, ['v5', 'h5']);
    requests = [];
    const updated = await revalidate?.(noReport);
    expect(downloads()).toEqual(['parts/v5']);
    expect(updated?.['de-DE/v5/Clans.json']).toContain('Brujah (neu)');
    expect(updated?.['de-DE/h5/Edges.json']).toBe(germanTexts['de-DE/h5/Edges.json']);
    // Kept: the next start has the new clan name without a download.
    requests = [];
    expect((await startContent('de-DE', noReport, ['v5'])).texts['de-DE/v5/Clans.json']).toContain('Brujah (neu)');
    expect(downloads()).toEqual([]);
  });

  it('a line a screen needs later comes alone, from the server the first time and from the browser after', async () => {
    await startContent('de-DE', noReport, []);
    requests = [];
    const first = await loadContentParts('de-DE', ['w5']);
    expect(downloads()).toEqual(['parts/w5']);
    expect(Object.keys(first.texts).every((path) => contentPartOf(path) === 'w5')).toBe(true);
    requests = [];
    const again = await loadContentParts('de-DE', ['w5']);
    expect(requests).toEqual([]);
    expect(again.texts).toEqual(first.texts);
  });

  it('"Daten synchronisieren" downloads every part asked for, whatever the checksums say', async () => {
    await startContent('de-DE', noReport, ['v5']);
    requests = [];
    const { updated, error } = await syncContent('de-DE', { force: true, parts: ['core', 'v5'] });
    expect(downloads().sort()).toEqual(['parts/core', 'parts/v5']);
    expect({ updated, error }).toEqual({ updated: true, error: undefined });
  });

  it('a damaged part says what is wrong when nothing is kept, and falls back to the kept part when something is', async () => {
    damaged.add('v5');
    await expect(startContent('de-DE', noReport, ['v5'])).rejects.toEqual(new ContentSyncError('formatNotRecognized'));
    damaged.clear();
    await startContent('de-DE', noReport, ['v5']);
    damaged.add('v5');
    const { texts, error } = await syncContent('de-DE', { force: true, parts: ['core', 'v5'] });
    expect(error?.reason).toBe('formatNotRecognized');
    expect(texts['de-DE/v5/Clans.json']).toBe(germanTexts['de-DE/v5/Clans.json']);
  });

  it('a whole bundle kept by an earlier version still starts the app offline, split into parts, and the next check downloads them', async () => {
    await set('vitae:content:de-DE:files', germanTexts);
    await set('vitae:content:de-DE:checksum', 'a'.repeat(64));
    offline = true;
    const { texts, revalidate } = await startContent('de-DE', noReport, ['v5']);
    expect(texts['de-DE/v5/Clans.json']).toBe(germanTexts['de-DE/v5/Clans.json']);
    offline = false;
    requests = [];
    await revalidate?.(noReport);
    expect(downloads().sort()).toEqual(['parts/core', 'parts/v5']);
    // The split parts were kept: another line comes from the browser, not the server.
    requests = [];
    await loadContentParts('de-DE', ['m20']);
    expect(downloads()).toEqual([]);
  });
});

describe('a store that loads lines when a screen needs them', () => {
  function storeWithout(lines: string[]): { store: ContentStore; replaced: ContentStore[] } {
    const texts = Object.fromEntries(Object.entries(germanTexts).filter(([path]) => !lines.includes(contentPartOf(path))));
    const replaced: ContentStore[] = [];
    const store = liveContentStore(texts, 'de-DE', (_previous, next) => replaced.push(next));
    return { store, replaced };
  }

  it('suspends on a line it lacks until it is there, then hands a new store over the same content', async () => {
    await startContent('de-DE', noReport, []);
    const { store, replaced } = storeWithout(['w5']);
    expect(store.hasLine('v5')).toBe(true);
    expect(store.hasLine('w5')).toBe(false);
    const thrown = suspensionOf(() => store.forLine('w5', 'de-DE'));
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(store.forLine('w5', 'de-DE').tribes.length).toBeGreaterThan(0);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.hasLine('w5')).toBe(true);
    // Only the list says which lines a start reads.
    expect(linesInUse()).toEqual([]);
  });

  it('a start reads the lines the list remembered, in the order of the lines, and nothing else', async () => {
    await startContent('de-DE', noReport, ['v5', 'w5', 'm20', 'h5']);
    rememberLinesInUse(['h5', 'v5']);
    expect(linesInUse()).toEqual(['v5', 'h5']);
    requests = [];
    const { texts } = await startContent('de-DE', noReport, linesInUse());
    expect(requests).toEqual([]);
    expect(new Set(Object.keys(texts).map(contentPartOf))).toEqual(new Set(['core', 'v5', 'h5']));
  });

  it('waits once for several lines, and a store that has them never suspends', async () => {
    await startContent('de-DE', noReport, []);
    const { store } = storeWithout(['w5', 'm20']);
    await suspensionOf(() => store.requireLines(['v5', 'w5', 'm20']));
    expect(downloads().sort()).toEqual(['parts/core', 'parts/m20', 'parts/w5']);
    expect(() => store.requireLines(['v5', 'w5', 'm20'])).not.toThrow();
  });

  it('a line that cannot be loaded gives the screen its error once, and the next try loads again', async () => {
    await startContent('de-DE', noReport, []);
    const { store } = storeWithout(['h5']);
    offline = true;
    const first = suspensionOf(() => store.forLine('h5', 'de-DE')) as Promise<void>;
    await expect(first).rejects.toBeInstanceOf(ContentSyncError);
    expect(() => store.forLine('h5', 'de-DE')).toThrow(ContentSyncError);
    offline = false;
    const retry = suspensionOf(() => store.forLine('h5', 'de-DE'));
    expect(retry).toBeInstanceOf(Promise);
    await retry;
    expect(store.forLine('h5', 'de-DE').edges.length).toBeGreaterThan(0);
  });

  it('loads in the background what a list shows, only what is missing', async () => {
    await startContent('de-DE', noReport, []);
    const { store, replaced } = storeWithout(['m20']);
    requests = [];
    store.preloadLines(['v5', 'm20']);
    await vi.waitFor(() => expect(replaced).toHaveLength(1));
    expect(downloads()).toEqual(['parts/m20']);
    expect(store.forLine('m20', 'de-DE').spheres.spheres.length).toBeGreaterThan(0);
  });

  // Last: the lines a route wants stay wanted for the page's life.
  it('a line a route wants before the content is up loads with the store, and one wanted later loads on the store in use', async () => {
    await startContent('de-DE', noReport, []);
    wantContentLines(['h5']);
    requests = [];
    const { store, replaced } = storeWithout(['h5', 'm20']);
    await vi.waitFor(() => expect(replaced).toHaveLength(1));
    expect(downloads()).toEqual(['parts/h5']);
    expect(store.hasLine('h5')).toBe(true);
    wantContentLines(['m20']);
    await vi.waitFor(() => expect(replaced).toHaveLength(2));
    expect(replaced[1]!.hasLine('m20')).toBe(true);
  });
});
