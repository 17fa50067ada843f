import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/** Only text compresses; zips, gzipped dumps and images already are. */
const compressibleType = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

// Quality 4 is most of brotli's gain at a small part of its cost for answers made per request
// (the built app's files are compressed once, at the strongest level, at build time).
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli before gzip before none,
 * leaving out whatever the client refused with `q=0`. `*` stands for any encoding not named.
 */
export function pickEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.split(',').some((name) => ['accept-encoding', '*'].includes(name.trim().toLowerCase()))) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

function isStream(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

/**
 * Compresses API answers on the way out: JSON above the threshold, and every streamed answer
 * (the character list and the account export), whose size is unknown in advance. A stream is
 * piped through the compressor, so it still moves only as fast as the client reads. The built
 * app is not compressed here: its files come pre-compressed from the build (see `plugins/web.ts`);
 * Socket.IO answers its own requests before Fastify sees them.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.method === 'HEAD') return payload;
    if (payload === null || payload === undefined || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const stream = isStream(payload);
    if (!stream && Buffer.byteLength(payload as string | Buffer) < compressionThresholdBytes) return payload;
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (stream) {
      const compressor = encoding === 'br' ? createBrotliCompress(brotliOptions) : createGzip();
      // Errors end the response: Fastify destroys the socket when the stream it sends fails.
      return pipeline(payload, compressor, () => undefined);
    }
    const input = payload as string | Buffer;
    return encoding === 'br' ? brotliAsync(input, brotliOptions) : gzipAsync(input);
  });
}
