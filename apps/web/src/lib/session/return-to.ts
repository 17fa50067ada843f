import { storageKeys } from '../storage-keys.ts';

const ignored = ['/login', '/logged-in'];

/** Remembers the route a guard turned away, so the login can lead back to it (docs/product-spec.md §2). */
export function rememberReturnTo(path: string): void {
  if (ignored.some((prefix) => path.startsWith(prefix))) return;
  sessionStorage.setItem(storageKeys.returnTo, path);
}

/** The remembered route, forgotten once read. */
export function takeReturnTo(): string | undefined {
  const path = sessionStorage.getItem(storageKeys.returnTo) ?? undefined;
  sessionStorage.removeItem(storageKeys.returnTo);
  return path;
}

export function peekReturnTo(): string | undefined {
  return sessionStorage.getItem(storageKeys.returnTo) ?? undefined;
}
