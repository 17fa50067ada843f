import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry tokens or personal data: their values never reach the log. */
export const secretQueryParameters = ['rtk', 'atk', 's_atk', 's_rtk', 'stk', 'token', 'code', 'email', 'passkey', 'accesskey'];

/**
 * Path segments that are codes, keys or e-mail addresses (e.g. `/auth/activate/ABCD-EFGH`): homebrew
 * invite codes, tabletop access keys and sync ids are secrets like tokens (issue #43, finding 11).
 */
const secretPaths: RegExp[] = [
  /^(\/api\/auth\/activate\/)[^/?]+/,
  /^(\/api\/auth\/recover\/)[^/?]+/,
  // "Sign in on a new device": the address in `/auth/device/{email}/begin`.
  /^(\/api\/auth\/device\/)[^/?]+(?=\/begin)/,
  /^(\/api\/homebrew\/from-invite\/)[^/?]+/,
  /^(\/api\/vicartt\/dice-roll\/)[^/?]+/,
  /^(\/api\/sync\/characters\/)[^/?]+/,
];

/** The URL as it may be logged: secret values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of secretPaths) path = path.replace(pattern, '$1[redacted]');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return secretQueryParameters.includes(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger with the request line redacted. People reading a terminal get readable lines
 * (mails printed without SMTP included); machines get JSON. `stream` lets tests read the log.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const serializers = {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  };
  if (stream) return { level, stream, serializers };
  return process.stdout.isTTY
    ? { level, serializers, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : { level, serializers };
}
