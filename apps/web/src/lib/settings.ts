import { storageKeys } from './storage-keys.ts';

/** The Vitae network URL without trailing slashes (docs/product-spec.md §7: removed when saved). */
export function normaliseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function defaultNetworkUrl(): string {
  return `${window.location.origin}/api`;
}

/** Base address of every API call: the configured network URL, default `<origin>/api`. */
export function networkUrl(): string {
  return localStorage.getItem(storageKeys.networkUrl) || defaultNetworkUrl();
}

export function setNetworkUrl(url: string): string {
  const normalised = normaliseUrl(url);
  if (!normalised || normalised === defaultNetworkUrl()) localStorage.removeItem(storageKeys.networkUrl);
  else localStorage.setItem(storageKeys.networkUrl, normalised);
  return networkUrl();
}

export function playUrl(): string {
  return localStorage.getItem(storageKeys.playUrl) ?? '';
}

export function setPlayUrl(url: string): void {
  const normalised = normaliseUrl(url);
  if (normalised) localStorage.setItem(storageKeys.playUrl, normalised);
  else localStorage.removeItem(storageKeys.playUrl);
}

/** Where "Anmelden" leads: our own login screen unless an external account site is configured. */
export function accountUrl(): string {
  return localStorage.getItem(storageKeys.accountUrl) || '/login';
}

export function setAccountUrl(url: string): void {
  const normalised = normaliseUrl(url);
  if (normalised && normalised !== '/login') localStorage.setItem(storageKeys.accountUrl, normalised);
  else localStorage.removeItem(storageKeys.accountUrl);
}

/** Developer mode is stored as the string "true" or "false" (docs/product-spec.md §9). */
export function devMode(): boolean {
  return localStorage.getItem(storageKeys.devMode) === 'true';
}

export function setDevMode(enabled: boolean): void {
  localStorage.setItem(storageKeys.devMode, enabled ? 'true' : 'false');
}
