/** The query parameter of a sync link: the app's settings open with this sync id ready to link. */
export const syncLinkParam = 'syncIn';

/**
 * The address that hands a sync id to whoever opens it (the storyteller): the settings tab, where
 * they pick which of their characters follows it. `+` and `/` of the id are escaped.
 */
export function syncLinkOf(syncId: string, origin = window.location.origin): string {
  return `${origin}/?tab=settings&${syncLinkParam}=${encodeURIComponent(syncId)}`;
}
