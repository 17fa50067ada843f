import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  maxRelayBodyBytes,
  tabletopKeyParamsSchema,
  tabletopRollBodySchema,
  tabletopRollResponseSchema,
  tabletopStreamQuerySchema,
  type TabletopRollEvent,
} from '@vitae/core/api';
import { badRequest, HttpError } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import { createTabletopRelay, type RelayOptions } from '../../tabletop/relay.ts';

export type VicarttOptions = Partial<RelayOptions> & { rollsPerMinute?: number };

/** Roll senders per client address and minute: a table rolls a few times a minute, a loop is cut off. */
const defaultRollsPerMinute = 120;

/**
 * `/vicartt` (docs/behaviour-notes.md §9.1–9.2): a sheet posts a roll for an access key and
 * every listener of the key's event stream (a Foundry world) gets it. No auth on the stream:
 * the key is the secret. Rolls are not stored; nobody listening drops them.
 *
 * Several instances on one PostgreSQL: a roll is delivered here and sent to the other instances
 * through the Socket.IO PostgreSQL adapter (as session revocations are), which deliver it to
 * their own listeners.
 */
const vicarttRoutes: FastifyPluginAsyncZod<VicarttOptions> = async (app, options) => {
  const relay = createTabletopRelay({
    maxListenersPerKey: options.maxListenersPerKey ?? 8,
    maxListenersPerKeyAndAddress: options.maxListenersPerKeyAndAddress ?? 3,
    maxListeners: options.maxListeners ?? 2_000,
    heartbeatMs: options.heartbeatMs ?? 20_000,
  });
  const crossInstance = app.database.kind === 'postgres';
  // Streams never finish on their own: end them first, or closing would wait for them.
  app.addHook('preClose', async () => relay.close());
  app.realtime.io.on('tabletop_roll', (accessKey, json) => {
    if (typeof accessKey === 'string' && typeof json === 'string') relay.deliver(accessKey, json);
  });

  const rateLimit = { max: options.rollsPerMinute ?? defaultRollsPerMinute, timeWindow: '1 minute' };
  const rollSchemaWithoutBody = {
    tags: ['tabletop'],
    description:
      'Relays a dice roll to every listener of the access key\'s event stream (`GET /vicartt/stream`). Optional auth: a logged-in caller\'s alias goes along as `username`. Answers `{"status":"ok","listeners":N}` also when nobody listens (N = 0; `null` when other instances may hold listeners).',
    response: { 200: tabletopRollResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema },
  };

  // Without a key the body is never read (and an absent body schema, not an undefined one, keeps Fastify quiet).
  app.post('/dice-roll', { schema: { ...rollSchemaWithoutBody, hide: true } }, async () => {
    throw badRequest('the access key is empty: post to /vicartt/dice-roll/<access key>');
  });
  app.post(
    '/dice-roll/:accessKey',
    {
      schema: { ...rollSchemaWithoutBody, body: tabletopRollBodySchema, params: tabletopKeyParamsSchema },
      bodyLimit: maxRelayBodyBytes,
      config: { rateLimit },
    },
    async (request) => {
      const userId = await identify(app, request);
      const username = userId ? ((await app.repos.users.findById(userId))?.alias ?? '') : '';
      // A roll nobody logged in sent carries only the name the sender typed: the tabletop is told.
      const event: TabletopRollEvent = { ...request.body, username, anonymous: !userId };
      const json = JSON.stringify(event);
      const heard = relay.deliver(request.params.accessKey, json);
      if (crossInstance) app.realtime.io.serverSideEmit('tabletop_roll', request.params.accessKey, json);
      return { status: 'ok' as const, listeners: heard > 0 || !crossInstance ? heard : null };
    },
  );

  app.get(
    '/stream',
    {
      schema: {
        tags: ['tabletop'],
        description:
          'Server-Sent Events: one event `message` per roll posted for the access key, its data the roll\'s JSON plus `username` and `anonymous`; a comment line every 20 s. At most 8 listeners per key and 3 per key from one address (429 for one more); a listener from an address the key has none of takes the place of the oldest listener of the address holding the most. The key\'s owner (logged in with a bearer header or `?token=`, and owning a character linked to the key) always gets in: the oldest other listener gets an event `evicted` and its stream ends.',
        querystring: tabletopStreamQuerySchema,
        response: { 400: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const raw = reply.raw;
      const listener = { write: (text: string) => void raw.write(text), end: () => raw.end() };
      const owner = await ownsKey(app, request, request.query.accessKey, request.query.token);
      const added = relay.add(request.query.accessKey, listener, { owner, address: request.ip });
      if (!added.ok) {
        if (added.reason === 'key_full') throw new HttpError(429, 'this access key already has as many listeners as allowed (8); close another tabletop first', 'too_many_listeners');
        if (added.reason === 'address_full') throw new HttpError(429, 'this access key already has 3 listeners from your address; close another tabletop first', 'too_many_listeners');
        if (added.reason === 'instance_full') throw new HttpError(429, 'the relay is full; please try again later', 'rate_limited');
        throw new HttpError(503, 'the server is shutting down; please try again in a moment', 'server_error');
      }
      // The stream is written by hand and never ends by itself, so Fastify lets go of the reply:
      // no compression (a compressor would hold events back), no serializer, no content length.
      reply.hijack();
      raw.on('close', added.remove);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and others would buffer the stream otherwise.
        'x-accel-buffering': 'no',
        // A Foundry world runs on its own origin and reads the stream from there.
        'access-control-allow-origin': '*',
      });
      // Reconnect after 3 s when the connection drops (EventSource's own default is about as short).
      raw.write('retry: 3000\n: connected\n\n');
    },
  );
};

/** Whether the listener is logged in (bearer header, or `token` for an EventSource) as an account with a character linked to the key. */
async function ownsKey(app: FastifyInstance, request: FastifyRequest, accessKey: string, token: string | undefined): Promise<boolean> {
  const userId = token ? app.sessions.verifyAccessToken(token)?.sub : await identify(app, request);
  return userId ? app.repos.characters.ownsTabletopKey(userId, accessKey) : false;
}

export default vicarttRoutes;
