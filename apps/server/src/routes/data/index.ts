import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadBundle } from '@vitae/content/disk';

interface ServedBundle {
  checksum: string;
  etag: string;
  base64: string;
  base64Gzip: Buffer;
  zipBytes: number;
}

/**
 * The content bundle (docs/product-spec.md §7): `GET /data/checksum` as text and `GET /data/bundle` as base64
 * text of the zip. Loaded once, on first request, and kept; ETags let browsers skip a download.
 */
const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  let served: Promise<ServedBundle> | undefined;
  const bundle = () =>
    (served ??= loadBundle().then((loaded) => {
      const base64 = Buffer.from(loaded.zip).toString('base64');
      app.log.info({ checksum: loaded.checksum, bytes: loaded.zip.length, source: loaded.source }, 'content bundle ready');
      return { checksum: loaded.checksum, etag: `"${loaded.checksum}"`, base64, base64Gzip: gzipSync(base64), zipBytes: loaded.zip.length };
    }));

  app.get(
    '/checksum',
    { schema: { tags: ['data'], description: 'SHA-256 of the content bundle, as text.', response: { 200: z.string() } } },
    async (_request, reply) => {
      const { checksum } = await bundle();
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(checksum);
    },
  );

  app.get(
    '/bundle',
    { schema: { tags: ['data'], description: 'The content bundle: base64 text of a zip with every file under bundle/.', response: { 200: z.string(), 304: z.null() } } },
    async (request, reply) => {
      const current = await bundle();
      reply.header('etag', current.etag).header('cache-control', 'no-cache').header('x-bundle-checksum', current.checksum).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === current.etag) return reply.status(304).send(null);
      reply.type('text/plain; charset=utf-8');
      // Base64 inflates the zip by a third; gzip on the wire takes most of that back.
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        // A Buffer is sent as it is (no serialiser); the schema documents the decoded text.
        return reply.header('content-encoding', 'gzip').send(current.base64Gzip as unknown as string);
      }
      return reply.send(current.base64);
    },
  );
};

export default dataRoutes;
