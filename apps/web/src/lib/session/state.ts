/** Refresh when the access token expires within this many milliseconds (docs/product-spec.md §9: 15 s). */
export const refreshThresholdMs = 15_000;

export interface StoredSession {
  accessToken: string;
  /** Expiry of the access token, milliseconds since the Unix epoch. */
  exp: number;
  refreshToken: string;
}

export type SessionState = 'ok' | 'needs_refresh' | 'not_found';

/**
 * Spec §4: `not_found` without token, expiry or refresh token; `needs_refresh` when the access
 * token expires within 15 s or already has; `ok` otherwise.
 */
export function sessionState(session: Partial<StoredSession> | null | undefined, now: number): SessionState {
  if (!session?.accessToken || !session.exp || !session.refreshToken) return 'not_found';
  return session.exp - now <= refreshThresholdMs ? 'needs_refresh' : 'ok';
}

/**
 * Reads the `{accessToken, exp}` kept in local storage. Anything else is corrupt: the caller
 * resets it (docs/product-spec.md §8: console error, token and expiry reset).
 */
export function parseStoredAccess(raw: string | null): { value: { accessToken: string; exp: number } | null; corrupt: boolean } {
  if (raw === null) return { value: null, corrupt: false };
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { accessToken?: unknown }).accessToken === 'string' &&
      typeof (parsed as { exp?: unknown }).exp === 'number' &&
      Number.isFinite((parsed as { exp: number }).exp)
    ) {
      const { accessToken, exp } = parsed as { accessToken: string; exp: number };
      return { value: { accessToken, exp }, corrupt: false };
    }
  } catch {
    // fall through: not JSON
  }
  return { value: null, corrupt: true };
}

/**
 * The expiry a Vitae access token carries (`v1.<claims>.<signature>`), read without verifying:
 * only to know when to refresh a token handed over as `?stk=`.
 */
export function accessTokenExpiry(token: string): number | undefined {
  const body = token.split('.')[1];
  if (!body) return undefined;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
