import { del, get, set } from 'idb-keyval';
import { networkUrl } from './settings.ts';
import { zipProblem, type ZipProblem } from './zip-problem.ts';

/** Bundle files by path inside `bundle/` (e.g. `de-DE/Clans.json`), as text. */
export type BundleTexts = Record<string, string>;

/** The languages there are content bundles of (spec §1: one bundle per language). */
export const contentLanguages = ['de-DE', 'en-US'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Behaviour notes §5.6: the content language is the bundle language equal to the UI language, else German. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  return contentLanguages.find((language) => language === uiLanguage) ?? 'de-DE';
}

// Each language is stored on its own, so switching back and forth downloads each once.
const filesKey = (language: ContentLanguage) => `vitae:content:${language}:files`;
const checksumKey = (language: ContentLanguage) => `vitae:content:${language}:checksum`;
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

async function fetchChecksum(language: ContentLanguage): Promise<string> {
  try {
    const response = await fetch(`${networkUrl()}/data/${language}/checksum`, { cache: 'no-store' });
    if (!response.ok) return checksumError;
    return (await response.text()).trim();
  } catch {
    return checksumError;
  }
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Downloads, checks and unpacks the bundle; `.git` entries are skipped by the reader. */
async function downloadBundle(language: ContentLanguage, expected: string): Promise<{ texts: BundleTexts; checksum: string }> {
  // The zip reader loads beside the download (only a start that downloads needs it).
  const reader = import('@vitae/content/bundle');
  reader.catch(() => undefined);
  let base64: string;
  let served: string | null;
  try {
    const response = await fetch(`${networkUrl()}/data/${language}/bundle`, { cache: 'no-store' });
    if (!response.ok) throw new ContentSyncError('network');
    served = response.headers.get('x-bundle-checksum');
    base64 = await response.text();
  } catch (error) {
    throw error instanceof ContentSyncError ? error : new ContentSyncError('network');
  }
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(base64);
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

let early: { language: ContentLanguage; answer: Promise<[string | undefined, string]> } | undefined;

const compare = (language: ContentLanguage) => Promise.all([get<string>(checksumKey(language)).catch(() => undefined), fetchChecksum(language)]);

/**
 * Starts comparing checksums right away (called before React mounts), so the network round trip
 * overlaps with starting the app; the next check of the same language (`syncContent`, or the
 * check behind a start from stored content) picks the answer up.
 */
export function startContentCheck(language: ContentLanguage): void {
  early ??= { language, answer: compare(language) };
}

/** Files first: a checksum is only ever stored beside the files it belongs to. */
async function keep(language: ContentLanguage, downloaded: { texts: BundleTexts; checksum: string }): Promise<void> {
  await set(filesKey(language), downloaded.texts);
  await set(checksumKey(language), downloaded.checksum);
  void Promise.all(oldKeys.map((key) => del(key))).catch(() => undefined);
}

async function tryDownload(language: ContentLanguage, remoteChecksum: string): Promise<{ downloaded?: { texts: BundleTexts; checksum: string }; error?: ContentSyncError }> {
  try {
    return { downloaded: await downloadBundle(language, remoteChecksum) };
  } catch (caught) {
    const error = caught instanceof ContentSyncError ? caught : new ContentSyncError('network');
    console.warn(error.message);
    return { error };
  }
}

/** The remote checksum, from the check `startContentCheck` began when it was for this language. */
function remoteChecksumOf(language: ContentLanguage): Promise<[string | undefined, string]> {
  const pending = early?.language === language ? early.answer : undefined;
  early = undefined;
  return pending ?? compare(language);
}

/**
 * Spec §4 "Data bundle", for one language: download when nothing is stored, when the checksum
 * differs, or when forced; keep all files and the checksum in IndexedDB. A failed update falls
 * back to the stored bundle; only with nothing stored does it fail.
 */
export async function syncContent(
  language: ContentLanguage,
  options: { force?: boolean; report?: (stage: SyncStage) => void } = {},
): Promise<{ texts: BundleTexts; updated: boolean; error?: ContentSyncError }> {
  const report = options.report ?? (() => undefined);
  report('checkingForUpdates');
  const [storedChecksum, remoteChecksum] = await remoteChecksumOf(language);
  let result: Awaited<ReturnType<typeof tryDownload>> = {};
  if (options.force || !storedChecksum || remoteChecksum !== storedChecksum) {
    report('updating');
    result = await tryDownload(language, remoteChecksum);
  }
  report('loadingDatabase');
  if (result.downloaded) {
    await keep(language, result.downloaded);
    return { texts: result.downloaded.texts, updated: true, error: result.error };
  }
  const stored = await get<BundleTexts>(filesKey(language)).catch(() => undefined);
  if (!stored) throw result.error ?? new ContentSyncError('noContent');
  return { texts: stored, updated: false, error: result.error };
}

/** Checks a stored bundle against the server's checksum and downloads it when it differs: the new files, or nothing. */
export type ContentRevalidation = (report: (stage: SyncStage) => void) => Promise<BundleTexts | undefined>;

/**
 * The start of the app (spec §4): with a bundle stored for the language, it is used at once and the
 * checksum is compared after the app is up (`revalidate`; an update then replaces the content on
 * screen), so a start never waits on the network — on a phone that round trip was most of a warm
 * start, and offline all of it. With nothing stored it is `syncContent`: the first start needs the
 * download.
 */
export async function startContent(language: ContentLanguage, report: (stage: SyncStage) => void): Promise<{ texts: BundleTexts; revalidate?: ContentRevalidation }> {
  report('checkingForUpdates');
  const [storedChecksum, stored] = await Promise.all([get<string>(checksumKey(language)).catch(() => undefined), get<BundleTexts>(filesKey(language)).catch(() => undefined)]);
  if (!storedChecksum || !stored) return { texts: (await syncContent(language, { report })).texts };
  report('loadingDatabase');
  const revalidate: ContentRevalidation = async (reportLater) => {
    reportLater('checkingForUpdates');
    const [, remoteChecksum] = await remoteChecksumOf(language);
    if (remoteChecksum === storedChecksum) return undefined;
    // A failed checksum fetch counts as different (spec §4): the download is tried, and its failure keeps the stored bundle.
    reportLater('updating');
    const { downloaded } = await tryDownload(language, remoteChecksum);
    if (!downloaded) return undefined;
    await keep(language, downloaded);
    return downloaded.texts;
  };
  return { texts: stored, revalidate };
}

/** Forgets every stored bundle (a corrupt store, or for tests). */
export async function forgetContent(): Promise<void> {
  await Promise.all([...contentLanguages.flatMap((language) => [del(filesKey(language)), del(checksumKey(language))]), ...oldKeys.map((key) => del(key))]);
}
