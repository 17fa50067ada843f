import type { SessionTokens } from '@vitae/core/api';
import { unauthorized } from '../errors.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-tokens.ts';
import { hashSecret, newId, newRefreshToken } from './secrets.ts';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from './tokens.ts';

export interface SessionServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokens: RefreshTokenRepository;
  now: () => Date;
}

/** Short-lived signed access tokens plus rotating, single-use refresh tokens. */
export function createSessionService(options: SessionServiceOptions) {
  const { secret, refreshTokens, now } = options;

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

    verifyAccessToken(token: string): AccessTokenClaims | undefined {
      return verifyAccessToken(token, secret, now().getTime());
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
      if (stored.rotatedAt || !(await refreshTokens.markRotated(stored.tokenHash, at))) {
        await refreshTokens.revokeFamily(stored.familyId, at);
        throw unauthorized('this refresh token was already used, so the session was ended for safety; please log in again', 'session_ended');
      }
      if (stored.expiresAt <= at) throw unauthorized('the session has expired; please log in again', 'session_ended');
      return issue(stored.userId, stored.familyId);
    },

    async endSession(refreshToken: string): Promise<void> {
      const stored = await refreshTokens.find(hashSecret(refreshToken));
      if (stored) await refreshTokens.revokeFamily(stored.familyId, now());
    },

    async endAllSessions(userId: string): Promise<void> {
      await refreshTokens.revokeAllOfUser(userId, now());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
