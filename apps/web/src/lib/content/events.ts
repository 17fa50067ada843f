/** Fired by "Daten synchronisieren"; the root downloads the bundle again. */
export const forceContentSyncEvent = 'vitae:force-content-sync';
/** Fired when a forced sync ended; `detail` is `{ ok, reason? }`. */
export const contentSyncedEvent = 'vitae:content-synced';
