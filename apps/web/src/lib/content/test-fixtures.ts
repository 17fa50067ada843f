import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BundleTexts } from './sync.ts';

/** Test-only: the authored content files, read from the content package as a bundle would carry them. */
const dataDir = path.resolve(import.meta.dirname, '../../../../../packages/content/data');

export function bundleTexts(): BundleTexts {
  const texts: BundleTexts = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(dataDir, dir))) {
      const relative = dir ? `${dir}/${name}` : name;
      if (statSync(path.join(dataDir, relative)).isDirectory()) walk(relative);
      else texts[relative] = readFileSync(path.join(dataDir, relative), 'utf8');
    }
  };
  walk('');
  return texts;
}


/** Test-only: one language's bundle as the server builds it (English with the German fallback applied). */
export async function languageBundleTexts(language: 'de-DE' | 'en-US'): Promise<BundleTexts> {
  const { languageBundleFiles } = await import('@vitae/content/language-bundle');
  const { strToU8, strFromU8 } = await import('fflate');
  const files = Object.entries(bundleTexts()).map(([filePath, text]) => ({ path: filePath, bytes: strToU8(text) }));
  return Object.fromEntries(languageBundleFiles(files, language).map((file) => [file.path, strFromU8(file.bytes)]));
}
