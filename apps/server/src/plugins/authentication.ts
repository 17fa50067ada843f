import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/secrets.ts';
import { unauthorized } from '../errors.ts';

export const userIdHeader = 'x-user-id';
export const passkeyHeader = 'x-user-passkey';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Identity {
  userId: string;
  /** The session of a bearer token; none for passkey calls. */
  sessionId?: string;
}

/**
 * Who is calling: a bearer access token of a live session, or the account's `X-User-ID` +
 * `X-User-Passkey` (docs/product-spec.md §6). `undefined` when neither is present or valid.
 */
export async function identifyCaller(app: FastifyInstance, request: FastifyRequest): Promise<Identity | undefined> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const claims = app.sessions.verifyAccessToken(authorization.slice('Bearer '.length).trim());
    return claims ? { userId: claims.sub, sessionId: claims.fam } : undefined;
  }
  const userId = request.headers[userIdHeader];
  const passkey = request.headers[passkeyHeader];
  if (typeof userId === 'string' && typeof passkey === 'string' && userId && passkey) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
    const user = await app.repos.users.findById(userId);
    if (user && sameHash(user.passkeyHash, hashSecret(passkey))) return { userId: user.id };
  }
  return undefined;
}

/** The caller's user id (see `identifyCaller`), for routes that do not care about the session. */
export async function identify(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  return (await identifyCaller(app, request))?.userId;
}

/** onRequest hook for routes that need a logged-in user; sets `request.userId` (and `sessionId`). */
export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const identity = await identifyCaller(app, request);
    if (!identity) throw unauthorized('you are not logged in, or your session has expired');
    request.userId = identity.userId;
    request.sessionId = identity.sessionId;
  };
}
