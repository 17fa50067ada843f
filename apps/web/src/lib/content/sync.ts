import { del, get, set } from 'idb-keyval';
import { contentPartOf, contentParts, type ContentPart } from '@vitae/core/content-light';
import { networkUrl } from '../settings.ts';
import { zipProblem, type ZipProblem } from './zip-problem.ts';

/** Bundle files by path inside `bundle/` (e.g. `de-DE/v5/Clans.json`), as text. */
export type BundleTexts = Record<string, string>;

/** The languages there are content bundles of (spec §1: one bundle per language). */
export const contentLanguages = ['de-DE', 'en-US'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Behaviour notes §5.6: the content language is the bundle language equal to the UI language, else German. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  return contentLanguages.find((language) => language === uiLanguage) ?? 'de-DE';
}

/**
 * Each language's content is fetched and kept in parts (issue #21): `core` (Meta.json and the
 * shared files) and one per game line, each with its checksum in the same record, so a file is
 * never kept beside another part's checksum. Switching language or adding a line downloads only
 * what is missing.
 */
interface KeptPart {
  checksum: string;
  texts: BundleTexts;
}
const partKey = (language: ContentLanguage, part: ContentPart) => `vitae:content:${language}:part:${part}`;
/** Where a language's whole bundle was kept before there were parts (split into parts on first start). */
const wholeKeys = (language: ContentLanguage) => [`vitae:content:${language}:files`, `vitae:content:${language}:checksum`];
/** Where the one bundle of every language was kept before there was one per language. */
const oldKeys = ['vitae:content:files', 'vitae:content:checksum'];
/** Spec §4: a failed checksum fetch yields this, which never equals a stored checksum. */
export const checksumError = '<error>';

export type SyncStage = 'checkingForUpdates' | 'updating' | 'loadingDatabase';

export class ContentSyncError extends Error {
  constructor(readonly reason: ZipProblem | 'network' | 'checksumMismatch' | 'noContent') {
    super(`content sync failed: ${reason}`);
    this.name = 'ContentSyncError';
  }
}

/** The server's checksum of every part of a language; `checksumError` for each when the index cannot be fetched. */
type RemoteChecksums = (part: ContentPart) => string;

declare global {
  /** The content check the page's start script began before the entry script arrived (build/start-script.ts). */
  var __vitaeEarlyContentCheck: { url: string; response: Promise<Response | undefined> } | undefined;
}

/** The answer of the check the page's start script began (build/start-script.ts), when it asked for `url`; taken once. */
function earlyAnswer(url: string): Promise<Response | undefined> | undefined {
  const early = globalThis.__vitaeEarlyContentCheck;
  globalThis.__vitaeEarlyContentCheck = undefined;
  return early?.url === url ? early.response : undefined;
}

async function fetchChecksums(language: ContentLanguage): Promise<RemoteChecksums> {
  try {
    const url = `${networkUrl()}/data/${language}/parts`;
    const response = (await earlyAnswer(url)) ?? (await fetch(url, { cache: 'no-store' }));
    if (!response.ok) return () => checksumError;
    const { parts } = (await response.json()) as { parts: Partial<Record<ContentPart, { checksum: string }>> };
    return (part) => parts[part]?.checksum ?? checksumError;
  } catch {
    return () => checksumError;
  }
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Downloads, checks and unpacks one part; `.git` entries are skipped by the reader. */
async function downloadPart(language: ContentLanguage, part: ContentPart, expected: string): Promise<KeptPart> {
  // The zip reader loads beside the download (only a start that downloads needs it).
  const reader = import('@vitae/content/bundle');
  reader.catch(() => undefined);
  let body: Uint8Array | string;
  let served: string | null;
  try {
    // The zip itself (its files stored, brotli on the wire); a server that only has the base64
    // text of the zip (spec §7's bundle format) answers with that, and it is read as before.
    const response = await fetch(`${networkUrl()}/data/${language}/parts/${part}`, { cache: 'no-store', headers: { accept: 'application/zip, text/plain;q=0.5' } });
    if (!response.ok) throw new ContentSyncError('network');
    served = response.headers.get('x-bundle-checksum');
    body = response.headers.get('content-type')?.startsWith('application/zip') ? new Uint8Array(await response.arrayBuffer()) : await response.text();
  } catch (error) {
    throw error instanceof ContentSyncError ? error : new ContentSyncError('network');
  }
  let bytes: Uint8Array;
  try {
    bytes = typeof body === 'string' ? base64ToBytes(body) : body;
  } catch {
    throw new ContentSyncError('formatNotRecognized');
  }
  const problem = zipProblem(bytes);
  if (problem) throw new ContentSyncError(problem);
  const { computeChecksum, listBundleEntries, readBundleZip } = await reader;
  let files: Map<string, Uint8Array>;
  try {
    files = readBundleZip(bytes);
  } catch {
    throw new ContentSyncError('invalidSignature');
  }
  const checksum = await computeChecksum(listBundleEntries([...files].map(([path, fileBytes]) => ({ path, bytes: fileBytes }))));
  const wanted = served ?? (expected === checksumError ? undefined : expected);
  if (wanted && wanted !== checksum) throw new ContentSyncError('checksumMismatch');
  const decoder = new TextDecoder();
  const texts: BundleTexts = {};
  for (const [path, fileBytes] of files) texts[path] = decoder.decode(fileBytes);
  return { texts, checksum };
}

async function tryDownload(language: ContentLanguage, part: ContentPart, remoteChecksum: string): Promise<{ downloaded?: KeptPart; error?: ContentSyncError }> {
  try {
    return { downloaded: await downloadPart(language, part, remoteChecksum) };
  } catch (caught) {
    const error = caught instanceof ContentSyncError ? caught : new ContentSyncError('network');
    console.warn(error.message);
    return { error };
  }
}

const readPart = (language: ContentLanguage, part: ContentPart) => get<KeptPart>(partKey(language, part)).catch(() => undefined);
const keepPart = (language: ContentLanguage, part: ContentPart, kept: KeptPart) => set(partKey(language, part), kept).catch(() => undefined);

let early: { language: ContentLanguage; answer: Promise<RemoteChecksums> } | undefined;
/** A check answered a moment ago is still good: a start, the lines loaded behind it and a switch need one request, not one each. */
let recent: { language: ContentLanguage; at: number; answer: Promise<RemoteChecksums> } | undefined;
const recentForMs = 30_000;

/**
 * Starts fetching the server's checksums right away (called before React mounts), so the network
 * round trip overlaps with starting the app; the next check of the same language picks the answer up.
 */
export function startContentCheck(language: ContentLanguage): void {
  early ??= { language, answer: fetchChecksums(language) };
}

/** The server's checksums: the check `startContentCheck` began, or one answered a moment ago, or a new one. */
function remoteChecksumsOf(language: ContentLanguage): Promise<RemoteChecksums> {
  if (early?.language === language) {
    recent = { language, at: Date.now(), answer: early.answer };
    early = undefined;
  } else if (!recent || recent.language !== language || Date.now() - recent.at > recentForMs) {
    recent = { language, at: Date.now(), answer: fetchChecksums(language) };
  }
  return recent.answer;
}

/** Forgets the last check, so the next one asks the server ("Daten synchronisieren", tests). */
export function forgetContentCheck(): void {
  early = undefined;
  recent = undefined;
}

/** The parts a set of bundle texts holds. */
function partsIn(texts: BundleTexts): ContentPart[] {
  return [...new Set(Object.keys(texts).map(contentPartOf))];
}

/** The texts of kept parts, as one set (each part's paths are its own). */
const joined = (parts: readonly (KeptPart | undefined)[]): BundleTexts => Object.assign({}, ...parts.map((part) => part?.texts)) as BundleTexts;

/**
 * A language's whole bundle kept by an earlier version: split into parts (checksums unknown, so
 * the next check downloads what it holds) and forgotten, so a start offline still has its content.
 */
async function splitWholeBundle(language: ContentLanguage): Promise<Map<ContentPart, KeptPart> | undefined> {
  const [filesKey] = wholeKeys(language);
  const whole = await get<BundleTexts>(filesKey!).catch(() => undefined);
  if (!whole) return undefined;
  const parts = new Map<ContentPart, KeptPart>();
  for (const [path, text] of Object.entries(whole)) {
    const part = contentPartOf(path);
    const kept = parts.get(part) ?? { checksum: '', texts: {} };
    kept.texts[path] = text;
    parts.set(part, kept);
  }
  await Promise.all([...parts].map(([part, kept]) => keepPart(language, part, kept)));
  void Promise.all([...wholeKeys(language), ...oldKeys].map((key) => del(key))).catch(() => undefined);
  return parts;
}

/**
 * Spec §4 "Data bundle", for some parts of one language: each is downloaded when none is kept,
 * when its checksum differs, or when forced, and kept in IndexedDB. A failed update falls back to
 * the kept part; only a part with nothing kept fails the sync.
 */
export async function syncContent(
  language: ContentLanguage,
  options: { parts?: readonly ContentPart[]; force?: boolean; report?: (stage: SyncStage) => void } = {},
): Promise<{ texts: BundleTexts; updated: boolean; error?: ContentSyncError }> {
  const report = options.report ?? (() => undefined);
  const parts = options.parts ?? ['core'];
  report('checkingForUpdates');
  const kept = await Promise.all(parts.map((part) => readPart(language, part)));
  // The checksums only matter for a kept part that is not downloaded anyway; a download is checked against its own.
  const remote = options.force || kept.every((part) => !part) ? () => checksumError : await remoteChecksumsOf(language);
  const stale = parts.filter((part, index) => options.force || !kept[index] || kept[index]!.checksum !== remote(part));
  if (stale.length > 0) report('updating');
  const downloads = await Promise.all(stale.map((part) => tryDownload(language, part, remote(part))));
  report('loadingDatabase');
  const texts: BundleTexts = {};
  let error: ContentSyncError | undefined;
  let updated = false;
  for (const [index, part] of parts.entries()) {
    const download = downloads[stale.indexOf(part)];
    error ??= download?.error;
    if (download?.downloaded) {
      updated = true;
      await keepPart(language, part, download.downloaded);
    }
    const use = download?.downloaded ?? kept[index];
    if (!use) throw download?.error ?? new ContentSyncError('noContent');
    Object.assign(texts, use.texts);
  }
  return { texts, updated, error };
}

/** Checks kept parts against the server's checksums and downloads those that differ: the new texts of all of them, or nothing. */
export type ContentRevalidation = (report: (stage: SyncStage) => void) => Promise<BundleTexts | undefined>;

/**
 * The start of the app (spec §4): the shared part and the lines this browser's characters use
 * (`lines`), each from IndexedDB when kept — used at once, and checked against the server after
 * the app is up (`revalidate`; an update then replaces the content on screen), so a start never
 * waits on the network. A part with nothing kept is downloaded first. Other lines load when a
 * screen needs them (`loadContentParts`).
 */
export async function startContent(
  language: ContentLanguage,
  report: (stage: SyncStage) => void,
  lines: readonly ContentPart[] = [],
): Promise<{ texts: BundleTexts; revalidate?: ContentRevalidation }> {
  report('checkingForUpdates');
  const parts: ContentPart[] = ['core', ...lines.filter((line) => line !== 'core')];
  let kept = await Promise.all(parts.map((part) => readPart(language, part)));
  if (kept.some((part) => !part)) {
    const split = await splitWholeBundle(language);
    if (split) kept = parts.map((part, index) => kept[index] ?? split.get(part));
  }
  if (kept.some((part) => !part)) return { texts: (await syncContent(language, { parts, report })).texts };
  report('loadingDatabase');
  const texts = joined(kept);
  return { texts, revalidate: revalidation(language, texts) };
}

/** The check behind a start (or a later load) from kept parts: every part `texts` holds, in one checksum request. */
function revalidation(language: ContentLanguage, texts: BundleTexts): ContentRevalidation {
  return async (reportLater) => {
    reportLater('checkingForUpdates');
    const parts = partsIn(texts);
    const [remote, kept] = await Promise.all([remoteChecksumsOf(language), Promise.all(parts.map((part) => readPart(language, part)))]);
    // A failed checksum fetch counts as different (spec §4): the download is tried, and its failure keeps the kept part.
    const stale = parts.filter((part, index) => kept[index]?.checksum !== remote(part));
    if (stale.length === 0) return undefined;
    reportLater('updating');
    const downloads = await Promise.all(stale.map((part) => tryDownload(language, part, remote(part))));
    let changed = false;
    const next: BundleTexts = { ...texts };
    for (const [index, part] of stale.entries()) {
      const downloaded = downloads[index]?.downloaded;
      if (!downloaded) continue;
      changed = true;
      await keepPart(language, part, downloaded);
      for (const path of Object.keys(next)) if (contentPartOf(path) === part) delete next[path];
      Object.assign(next, downloaded.texts);
    }
    return changed ? next : undefined;
  };
}

/**
 * Parts a screen needs that the content in use lacks (a line no character used before): each
 * from IndexedDB when kept (checked against the server behind it, like a start), else downloaded.
 */
export async function loadContentParts(language: ContentLanguage, parts: readonly ContentPart[]): Promise<{ texts: BundleTexts; revalidate?: ContentRevalidation }> {
  const kept = await Promise.all(parts.map((part) => readPart(language, part)));
  if (kept.every(Boolean)) {
    const texts = joined(kept);
    return { texts, revalidate: revalidation(language, texts) };
  }
  return { texts: (await syncContent(language, { parts })).texts };
}

/** Forgets every kept part of every language (a corrupt store, or for tests). */
export async function forgetContent(): Promise<void> {
  await Promise.all([...contentLanguages.flatMap((language) => [...contentParts.map((part) => del(partKey(language, part))), ...wholeKeys(language).map((key) => del(key))]), ...oldKeys.map((key) => del(key))]);
}
