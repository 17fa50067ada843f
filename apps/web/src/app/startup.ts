import type { ContentStore } from '../lib/content/store.ts';
import { linesInUse, liveContentStore } from '../lib/content/lines.ts';
import { startContent, type ContentLanguage, type ContentRevalidation } from '../lib/content/sync.ts';
import type { StartupStage } from './loading-screen.tsx';

/**
 * Asynchronous initialisation (docs/product-spec.md §4 startup) before the app mounts: the content of the
 * language in use is loaded (stages reported to the loading screen); a stored one is checked for
 * updates after the app is up (`revalidate`), a missing one is downloaded first.
 */
export async function initialize(
  report: (stage: StartupStage) => void,
  options: { language: ContentLanguage; replace: (previous: ContentStore, next: ContentStore) => void },
): Promise<{ store: ContentStore; revalidate?: ContentRevalidation }> {
  report('initializing');
  // The shared content and the lines this browser's characters use; any other line loads when a screen needs it.
  const { texts, revalidate } = await startContent(options.language, report, linesInUse());
  const store = liveContentStore(texts, options.language, options.replace);
  report('loadingCharacters');
  report('finishing');
  return { store, revalidate };
}
