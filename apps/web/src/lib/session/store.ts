import { del, get, set } from 'idb-keyval';
import { parseStoredAccess, type StoredSession } from './state.ts';
import { refreshTokenKey, storageKeys } from '../storage-keys.ts';

/**
 * Where the session lives (docs/product-spec.md §9): access token and expiry in local storage, the refresh token
 * in IndexedDB. Reads are cheap enough to do per request, so every tab sees the latest tokens.
 */
export async function loadSession(): Promise<Partial<StoredSession> | null> {
  const { value, corrupt } = parseStoredAccess(localStorage.getItem(storageKeys.session));
  if (corrupt) {
    console.error(`Corrupt session in local storage (${storageKeys.session}); token and expiry were reset`);
    localStorage.removeItem(storageKeys.session);
  }
  const refreshToken = await readRefreshToken();
  if (!value && !refreshToken) return null;
  return { ...value, ...(refreshToken ? { refreshToken } : {}) };
}

async function readRefreshToken(): Promise<string | undefined> {
  try {
    const token = await get<unknown>(refreshTokenKey);
    return typeof token === 'string' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

export async function saveSession(session: StoredSession): Promise<void> {
  localStorage.setItem(storageKeys.session, JSON.stringify({ accessToken: session.accessToken, exp: session.exp }));
  await set(refreshTokenKey, session.refreshToken);
}

/** `stk` on `/` (docs/product-spec.md §2) replaces the access token; the refresh token stays as it was. */
export function saveAccessToken(accessToken: string, exp: number): void {
  localStorage.setItem(storageKeys.session, JSON.stringify({ accessToken, exp }));
}

export async function clearSession(): Promise<void> {
  localStorage.removeItem(storageKeys.session);
  try {
    await del(refreshTokenKey);
  } catch {
    // IndexedDB unavailable (private mode): nothing stored there either
  }
}
