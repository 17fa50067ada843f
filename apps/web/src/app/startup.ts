import { get } from 'idb-keyval';
import type { StartupStage } from './loading-screen.tsx';

/**
 * Asynchronous initialisation (spec §4 startup) before the app mounts. Each stage is reported
 * to the loading screen; later parts of Vitae (content bundle, characters) add their work here.
 */
export async function initialize(report: (stage: StartupStage) => void): Promise<void> {
  report('initializing');
  report('checkingForUpdates');
  report('loadingDatabase');
  // Opens the browser database once, so its first use later does not pay for it.
  await get('vitae:probe').catch(() => undefined);
  report('loadingCharacters');
  report('finishing');
}
