import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '@vitae/core/api';
import { isCurrentAvatarVersion } from '../../characters/list-entry.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { identifyCaller } from '../../plugins/authentication.ts';

/**
 * `<img>` cannot send the bearer token, so the avatar URL is authenticated by a cookie instead: an
 * HttpOnly, SameSite=Strict cookie scoped to `/api/characters`, holding a token signed with a key
 * of its own (it never works as a bearer token) and tied to the session (a logout ends it). The
 * list and the single-character read set it, so it is fresh whenever avatar URLs are handed out.
 */
export const mediaCookieName = 'vitae_media';
const mediaCookieSeconds = 12 * 60 * 60;
/** A versioned avatar URL never changes its bytes (a new avatar is a new `?v=`), so the browser keeps it a day. */
const versionedMaxAge = 24 * 60 * 60;

export function setMediaCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  if (!request.sessionId) return;
  const token = app.sessions.mediaToken(request.userId, request.sessionId, mediaCookieSeconds);
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${mediaCookieName}=${token}; Path=/api/characters; Max-Age=${mediaCookieSeconds}; HttpOnly; SameSite=Strict${secure}`);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function avatarCaller(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const identity = await identifyCaller(app, request);
  if (identity) return identity.userId;
  const token = cookieValue(request.headers.cookie, mediaCookieName);
  return token ? app.sessions.verifyMediaToken(token)?.sub : undefined;
}

const avatarDataUrl = /^data:(image\/(?:png|jpeg|webp|gif));base64,(.*)$/s;

const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/avatar',
    {
      schema: {
        tags: ['characters'],
        description:
          'The character\'s avatar as an image (its own content type), for the owner and the accounts it is shared with. Authenticated by the bearer token or by the `vitae_media` cookie the character list sets (for `<img>`). `ETag` is the hash the list puts in `?v=`; `If-None-Match` answers 304. 404 without an avatar.',
        params: idParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: z.unknown().describe('the image bytes'), 304: z.null().describe('unchanged since the ETag sent'), 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await avatarCaller(app, request);
      if (!userId) throw unauthorized('you are not logged in, or your session has expired');
      const found = await app.repos.characters.avatarFor(request.params.id, userId);
      if (!found) throw notFound('there is no character with this id in your account');
      const parts = avatarDataUrl.exec(found.avatar);
      if (!found.hash || !parts) throw notFound('this character has no avatar', 'not_found');
      const etag = `"${found.hash}"`;
      reply.header('etag', etag);
      reply.header('cache-control', isCurrentAvatarVersion(request.query.v, found.hash) ? `private, max-age=${versionedMaxAge}, immutable` : 'private, no-cache');
      reply.header('vary', 'Cookie, Authorization');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send(null);
      return reply.type(parts[1]!).send(Buffer.from(parts[2]!, 'base64'));
    },
  );
};

export default avatarRoutes;
