import { createContentStore, type ContentStore } from '../lib/content-store.ts';
import { syncContent } from '../lib/content-sync.ts';
import type { StartupStage } from './loading-screen.tsx';

/**
 * Asynchronous initialisation (docs/product-spec.md §4 startup) before the app mounts: the content bundle is
 * synced (stages reported to the loading screen), then later parts of Vitae add their work.
 */
export async function initialize(report: (stage: StartupStage) => void, options: { forceContentSync?: boolean } = {}): Promise<ContentStore> {
  report('initializing');
  const { texts } = await syncContent({ force: options.forceContentSync, report });
  const store = createContentStore(texts);
  report('loadingCharacters');
  report('finishing');
  return store;
}
