import type { SessionTokens } from '@vitae/core/api';
import { unauthorized } from '../errors.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-tokens.ts';
import type { RevocationCache } from './revocations.ts';
import { hashSecret, newId, newRefreshToken } from './secrets.ts';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from './tokens.ts';

export interface SessionServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokens: RefreshTokenRepository;
  revocations: RevocationCache;
  now: () => Date;
}

/** How long a just-rotated refresh token still refreshes (see `refresh`). */
export const refreshReuseGraceMs = 20_000;

/**
 * Short-lived signed access tokens plus rotating, single-use refresh tokens. A session is one
 * login (a refresh-token family); access tokens name it (`fam`), so ending a session ends its
 * access tokens at once, not only when they expire.
 */
export function createSessionService(options: SessionServiceOptions) {
  const { secret, refreshTokens, revocations, now } = options;
  const listeners = new Set<(sessionIds: string[]) => void>();
  const mediaSecret = `${secret}\u0000media`;

  async function revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await revocations.revoke(sessionIds);
    listeners.forEach((listener) => listener(sessionIds));
  }

  async function issue(userId: string, familyId: string = newId()): Promise<SessionTokens> {
    const issuedAt = now().getTime();
    const exp = issuedAt + options.accessTokenTtlSeconds * 1000;
    const refreshToken = newRefreshToken();
    await refreshTokens.insert({
      tokenHash: hashSecret(refreshToken),
      familyId,
      userId,
      expiresAt: new Date(issuedAt + options.refreshTokenTtlSeconds * 1000),
    });
    return { accessToken: signAccessToken({ sub: userId, fam: familyId, exp }, secret), exp, refreshToken };
  }

  return {
    issue,

    /** The claims of a well-signed, unexpired token whose session has not ended. */
    verifyAccessToken(token: string): AccessTokenClaims | undefined {
      const claims = verifyAccessToken(token, secret, now().getTime());
      return claims && !revocations.isRevoked(claims.fam) ? claims : undefined;
    },

    /**
     * A token for the avatar cookie: signed with a key of its own, so it never works as a bearer
     * token (and a bearer token never as a cookie), and tied to the session, so a logout ends it.
     */
    mediaToken(userId: string, sessionId: string, ttlSeconds: number): string {
      return signAccessToken({ sub: userId, fam: sessionId, exp: now().getTime() + ttlSeconds * 1000 }, mediaSecret);
    },

    /** The claims of a live avatar-cookie token (see `mediaToken`). */
    verifyMediaToken(token: string): AccessTokenClaims | undefined {
      const claims = verifyAccessToken(token, mediaSecret, now().getTime());
      return claims && !revocations.isRevoked(claims.fam) ? claims : undefined;
    },

    /** Called with the ids of sessions that just ended here (to drop their sockets). */
    onRevoked(listener: (sessionIds: string[]) => void): void {
      listeners.add(listener);
    },

    /**
     * Trades a refresh token for a new pair. A token that was already rotated is being reused,
     * which means it leaked: the whole family (that login) is revoked.
     */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const at = now();
      const stored = await refreshTokens.find(hashSecret(refreshToken));
      if (!stored) throw unauthorized('the refresh token is unknown; please log in again', 'session_ended');
      if (stored.revokedAt) throw unauthorized('this session was ended; please log in again', 'session_ended');
      const firstUse = !stored.rotatedAt && (await refreshTokens.markRotated(stored.tokenHash, at));
      if (!firstUse) {
        const latest = stored.rotatedAt ? stored : await refreshTokens.find(stored.tokenHash);
        // The same token twice within seconds is a client race (a page that navigated away mid-refresh, two
        // tabs at once), not a thief: answered with new tokens of the same login instead of ending it.
        const race = latest?.rotatedAt && !latest.revokedAt && at.getTime() - latest.rotatedAt.getTime() <= refreshReuseGraceMs;
        if (!race) {
          await refreshTokens.revokeFamily(stored.familyId, at);
          await revoke([stored.familyId]);
          throw unauthorized('this refresh token was already used, so the session was ended for safety; please log in again', 'session_ended');
        }
      }
      if (stored.expiresAt <= at) throw unauthorized('the session has expired; please log in again', 'session_ended');
      return issue(stored.userId, stored.familyId);
    },

    async endSession(refreshToken: string): Promise<void> {
      const stored = await refreshTokens.find(hashSecret(refreshToken));
      if (!stored) return;
      await refreshTokens.revokeFamily(stored.familyId, now());
      await revoke([stored.familyId]);
    },

    /** Ends every session of the user, or every other one when `exceptSessionId` is given. */
    async endAllSessions(userId: string, exceptSessionId?: string): Promise<void> {
      const ended = await refreshTokens.revokeAllOfUser(userId, now(), exceptSessionId);
      await revoke(ended);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
