/** App-wide lifecycle events; the realtime socket forwards `closing` to the server. */
export const lifecycle = new EventTarget();
export const closingEvent = 'closing';

/** Spec §4 startup: a handler emits `closing` when the page unloads. */
export function registerUnloadHandler(): void {
  window.addEventListener('pagehide', () => lifecycle.dispatchEvent(new Event(closingEvent)));
}
