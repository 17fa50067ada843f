import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * A rate limit keyed by what a request aims at (an e-mail address, an account) rather than by
 * who sends it: a preHandler that answers 429 past `maxPerMinute` requests for one target.
 */
export function targetRateLimit(app: FastifyInstance, maxPerMinute: number, target: (request: never) => string | undefined) {
  const limiter = app.createRateLimit({ max: maxPerMinute, timeWindow: 60_000, keyGenerator: (request) => `target:${target(request as never) ?? ''}` });
  return async (request: FastifyRequest): Promise<void> => {
    if (!target(request as never)) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, `too many attempts for this account or address; please wait ${Math.ceil(result.ttl / 1000)} seconds and try again`, 'rate_limited');
    }
  };
}
