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
  // The zip reader loads only when there is something to unpack (first start or an update).
  const { computeChecksum, listBundleEntries, readBundleZip } = await import('@vitae/content/bundle');
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
 * overlaps with starting the app; the next `syncContent` of the same language picks the answer up.
 */
export function startContentCheck(language: ContentLanguage): void {
  early ??= { language, answer: compare(language) };
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
  const pending = early?.language === language ? early.answer : undefined;
  early = undefined;
  const [storedChecksum, remoteChecksum] = await (pending ?? compare(language));
  let downloaded: { texts: BundleTexts; checksum: string } | undefined;
  let error: ContentSyncError | undefined;
  if (options.force || !storedChecksum || remoteChecksum !== storedChecksum) {
    report('updating');
    try {
      downloaded = await downloadBundle(language, remoteChecksum);
    } catch (caught) {
      error = caught instanceof ContentSyncError ? caught : new ContentSyncError('network');
      console.warn(error.message);
    }
  }
  report('loadingDatabase');
  if (downloaded) {
    // Files first: a checksum is only ever stored beside the files it belongs to.
    await set(filesKey(language), downloaded.texts);
    await set(checksumKey(language), downloaded.checksum);
    void Promise.all(oldKeys.map((key) => del(key))).catch(() => undefined);
    return { texts: downloaded.texts, updated: true, error };
  }
  const stored = await get<BundleTexts>(filesKey(language)).catch(() => undefined);
  if (!stored) throw error ?? new ContentSyncError('noContent');
  return { texts: stored, updated: false, error };
}

/** Forgets every stored bundle (a corrupt store, or for tests). */
export async function forgetContent(): Promise<void> {
  await Promise.all([...contentLanguages.flatMap((language) => [del(filesKey(language)), del(checksumKey(language))]), ...oldKeys.map((key) => del(key))]);
}
