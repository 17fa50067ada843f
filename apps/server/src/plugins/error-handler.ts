import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@vitae/core/api';
import { HttpError } from '../errors.ts';

const maxBodyMegabytes = 5;

/** Fastify's own client-error codes, said in words a user can act on. */
const frameworkMessages: Record<string, { status: number; message: string; code?: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'the request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'the request body is empty but should be JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'the Content-Length header does not match the body' },
};

function describeValidation(error: { validation: Array<{ instancePath: string; message?: string }>; validationContext?: string }): string {
  const parts = error.validation.slice(0, 5).map((issue) => {
    const where = `${error.validationContext ?? 'request'}${issue.instancePath.replace(/\//g, '.')}`;
    return `${where}: ${issue.message ?? 'is invalid'}`;
  });
  const more = error.validation.length > 5 ? ` (and ${error.validation.length - 5} more)` : '';
  return `invalid request: ${parts.join('; ')}${more}`;
}

/**
 * One place turns every failure into `{message}`: 4xx say what was wrong in plain words,
 * 5xx say nothing about internals (the log has the details).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error), code: 'invalid_request' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Routes may set their own limit (the tabletop relay takes far less than a character).
      const limit = request.routeOptions.bodyLimit ?? maxBodyMegabytes * 1024 * 1024;
      const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.floor(limit / 1024)} KB`;
      return reply.status(413).send({ message: `the request is too large: at most ${size} are accepted (is the avatar image too big?)`, code: 'too_large' });
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code ?? 'invalid_request' });
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 429 ? 'rate_limited' : 'invalid_request';
      return reply.status(error.statusCode).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'something went wrong on the server; please try again', code: 'server_error' });
  });
}
