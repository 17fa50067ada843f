import type { FastifyRequest } from 'fastify';
import { socketIdHeader } from '@vitae/core/api';

/** The socket of the tab that made a request (header `x-socket-id`), so its own change is not echoed back to it. */
export function senderSocket(request: FastifyRequest): string | undefined {
  const value = request.headers[socketIdHeader];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
}
