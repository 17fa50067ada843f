import { createContentStore, type ContentStore } from '../lib/content-store.ts';
import { startContent, type ContentLanguage, type ContentRevalidation } from '../lib/content-sync.ts';
import type { StartupStage } from './loading-screen.tsx';

/**
 * Asynchronous initialisation (docs/product-spec.md §4 startup) before the app mounts: the content bundle of the
 * language in use is loaded (stages reported to the loading screen); a stored one is checked for
 * updates after the app is up (`revalidate`), a missing one is downloaded first.
 */
export async function initialize(report: (stage: StartupStage) => void, options: { language: ContentLanguage }): Promise<{ store: ContentStore; revalidate?: ContentRevalidation }> {
  report('initializing');
  const { texts, revalidate } = await startContent(options.language, report);
  const store = createContentStore(texts, options.language);
  report('loadingCharacters');
  report('finishing');
  return { store, revalidate };
}
