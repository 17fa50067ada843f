import type { StoredSession } from './state.ts';

/** Base64 of a path, safe for any Unicode in it (docs/product-spec.md §2: `r` is base64 of the earlier full path). */
export function encodeReturnPath(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

/** The path in `r`, or `undefined` when it is missing, not base64, or not a local path. */
export function decodeReturnPath(encoded: string | null): string | undefined {
  if (!encoded) return undefined;
  try {
    const binary = atob(encoded);
    const path = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    // Only paths of this app: never an open redirect to another site.
    return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

export type LoginCallback = { ok: true; session: StoredSession; returnTo: string } | { ok: false; returnTo: string };

/**
 * `/logged-in?s_atk&s_rtk&s_exp&r` (docs/product-spec.md §2): valid when all three tokens are present and the
 * expiry is a non-zero number. Either way it names where to go next.
 */
export function parseLoginCallback(search: URLSearchParams): LoginCallback {
  const returnTo = decodeReturnPath(search.get('r')) ?? '/';
  const accessToken = search.get('s_atk');
  const refreshToken = search.get('s_rtk');
  const expRaw = search.get('s_exp');
  const exp = expRaw !== null && /^\d+$/.test(expRaw.trim()) ? Number(expRaw) : NaN;
  if (!accessToken || !refreshToken || !Number.isFinite(exp) || exp === 0) return { ok: false, returnTo };
  return { ok: true, session: { accessToken, refreshToken, exp }, returnTo };
}

/** The URL an account site sends the browser to after a login (what our own login screen does too). */
export function loginCallbackUrl(session: StoredSession, returnTo: string | undefined): string {
  const query = new URLSearchParams({ s_atk: session.accessToken, s_rtk: session.refreshToken, s_exp: String(session.exp) });
  if (returnTo) query.set('r', encodeReturnPath(returnTo));
  return `/logged-in?${query.toString()}`;
}
