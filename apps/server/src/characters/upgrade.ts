import type { FastifyReply, FastifyRequest } from 'fastify';
import { CharacterTooNewError, upgradeCharacter } from '@vitae/core';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `preValidation` of every route that takes a whole character: a body from an older client is
 * migrated to the current shape first (and then validated strictly like any other); a body from a
 * newer Vitae is refused, because saving it through this version would lose what it added.
 */
export async function upgradeCharacterBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isRecord(request.body)) return;
  try {
    const { value, applied, dropped } = upgradeCharacter(request.body);
    if (applied.length === 0) return;
    request.body = value;
    request.log.info({ applied, dropped }, 'migrated a character sent in an older shape');
  } catch (error) {
    if (error instanceof CharacterTooNewError) {
      return reply.status(409).send({
        code: 'schema_too_new',
        message: 'this character was saved by a newer Vitae than this server knows; reload the page (or try again once the update is complete)',
      });
    }
    return reply.status(400).send({ code: 'invalid_request', message: `invalid character: ${error instanceof Error ? error.message : String(error)}` });
  }
}
