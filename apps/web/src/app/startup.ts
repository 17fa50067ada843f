import { createContentStore, type ContentStore } from '../lib/content-store.ts';
import { syncContent, type ContentLanguage } from '../lib/content-sync.ts';
import type { StartupStage } from './loading-screen.tsx';

/**
 * Asynchronous initialisation (docs/product-spec.md §4 startup) before the app mounts: the content bundle of the
 * language in use is synced (stages reported to the loading screen), then later parts of Vitae add their work.
 */
export async function initialize(report: (stage: StartupStage) => void, options: { language: ContentLanguage; forceContentSync?: boolean }): Promise<ContentStore> {
  report('initializing');
  const { texts } = await syncContent(options.language, { force: options.forceContentSync, report });
  const store = createContentStore(texts, options.language);
  report('loadingCharacters');
  report('finishing');
  return store;
}
