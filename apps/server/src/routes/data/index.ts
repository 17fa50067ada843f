import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentPartsResponseSchema, dataLanguageParamsSchema, dataPartParamsSchema, errorResponseSchema, type ContentPartsResponse } from '@vitae/core/api';
import { bundleLanguages, contentParts, isContentPart, type BundleLanguage, type ContentPart } from '@vitae/core/content';
import { loadBundle, loadLanguageBundle, type LoadedBundle } from '@vitae/content/disk';
import { isBundleLanguage } from '@vitae/content/language-bundle';
import { loadPackedLanguageParts, type PackedPart } from '@vitae/content/packed-parts';
import { notFound } from '../../errors.ts';

interface ServedBundle {
  checksum: string;
  etag: string;
  zip: Uint8Array;
  /** The base64 text and its gzip, made on the first request for them (older clients only, for parts). */
  text?: { base64: string; base64Gzip: Buffer };
}

const toServed = (loaded: LoadedBundle): ServedBundle => ({ checksum: loaded.checksum, etag: `"${loaded.checksum}"`, zip: loaded.zip });

function textOf(served: ServedBundle): { base64: string; base64Gzip: Buffer } {
  if (!served.text) {
    const base64 = Buffer.from(served.zip).toString('base64');
    served.text = { base64, base64Gzip: gzipSync(base64) };
  }
  return served.text;
}

function sendChecksum(reply: FastifyReply, current: ServedBundle) {
  return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').header('etag', current.etag).send(current.checksum);
}

function sendBundle(request: FastifyRequest, reply: FastifyReply, current: ServedBundle, vary = 'accept-encoding') {
  reply.header('etag', current.etag).header('cache-control', 'no-cache').header('x-bundle-checksum', current.checksum).header('vary', vary);
  if (request.headers['if-none-match'] === current.etag) return reply.status(304).send(null);
  reply.type('text/plain; charset=utf-8');
  const { base64, base64Gzip } = textOf(current);
  // Base64 inflates the zip by a third; gzip on the wire takes most of that back.
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    // A Buffer is sent as it is (no serialiser); the schema documents the decoded text.
    return reply.header('content-encoding', 'gzip').send(base64Gzip as unknown as string);
  }
  return reply.send(base64);
}

const unknownLanguage = (language: string) =>
  notFound(`there is no content bundle for the language '${language}'; the languages are ${bundleLanguages.join(', ')}`);

const unknownPart = (part: string) => notFound(`there is no content part '${part}'; the parts are ${contentParts.join(', ')}`);

/**
 * A part as a binary zip for clients that ask for `application/zip`: its files stored
 * uncompressed, and the zip compressed on the wire (brotli packs the JSON ~25 % tighter than the
 * zip's deflate does, and the browser unpacks it natively instead of inflating in script). Packed
 * by the content build (`@vitae/content/packed-parts`).
 */
type ServedPart = ServedBundle & { binary: { etag: string; stored: Buffer; brotli: Buffer; gzip: Buffer } };

interface ServedParts {
  index: ContentPartsResponse;
  parts: Map<ContentPart, ServedPart>;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function toServedParts(packed: Map<ContentPart, PackedPart>): ServedParts {
  const parts = new Map<ContentPart, ServedPart>();
  const index = { parts: {} as ContentPartsResponse['parts'] };
  for (const [part, bundle] of packed) {
    const binary = { etag: `"${bundle.checksum}-zip"`, stored: asBuffer(bundle.stored), brotli: asBuffer(bundle.brotli), gzip: asBuffer(bundle.gzip) };
    parts.set(part, { ...toServed(bundle), binary });
    index.parts[part] = { checksum: bundle.checksum, bytes: bundle.zip.length };
  }
  return { index, parts };
}

/** A part as the client asked: the binary zip (`Accept: application/zip`, the web app), else base64 text like a bundle (older clients). */
function sendPart(request: FastifyRequest, reply: FastifyReply, current: ServedPart) {
  const vary = 'accept, accept-encoding';
  if (!/\bapplication\/zip\b/.test(request.headers.accept ?? '')) return sendBundle(request, reply, current, vary);
  const { binary } = current;
  reply.header('etag', binary.etag).header('cache-control', 'no-cache').header('x-bundle-checksum', current.checksum).header('vary', vary);
  if (request.headers['if-none-match'] === binary.etag) return reply.status(304).send(null);
  reply.type('application/zip');
  const accepted = request.headers['accept-encoding'] ?? '';
  // Buffers are sent as they are (no serialiser); the schema documents the text form.
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(binary.brotli as unknown as string);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(binary.gzip as unknown as string);
  return reply.send(binary.stored as unknown as string);
}

/**
 * The content bundles (docs/product-spec.md §1, §7). Per language (what the web app fetches):
 * `GET /data/{language}/checksum` as text and `GET /data/{language}/bundle` as base64 text of a zip
 * with `Meta.json` and that language's files, a translation with the German fallback applied. The
 * spec's `GET /data/checksum` and `GET /data/bundle` keep serving the one bundle of every language
 * for older clients. Each is loaded on first request and kept; ETags let browsers skip a download.
 * The same language content also comes in parts (issue #21, content per game line):
 * `GET /data/{language}/parts` lists each part's checksum and zip size as JSON, and
 * `GET /data/{language}/parts/{part}` serves one part (`core` or a game line) like a bundle, or as
 * a binary zip to a client that accepts `application/zip`.
 */
const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  let all: Promise<ServedBundle> | undefined;
  const perLanguage = new Map<BundleLanguage, Promise<ServedBundle>>();
  const partsPerLanguage = new Map<BundleLanguage, Promise<ServedParts>>();
  const log = (label: string) => (served: ServedBundle) => {
    app.log.info({ bundle: label, checksum: served.checksum, bytes: served.zip.length }, 'content bundle ready');
    return served;
  };
  const bundle = () => (all ??= loadBundle().then(toServed).then(log('all')));
  const languageBundle = (language: string) => {
    if (!isBundleLanguage(language)) throw unknownLanguage(language);
    let served = perLanguage.get(language);
    if (!served) {
      served = loadLanguageBundle(language).then(toServed).then(log(language));
      perLanguage.set(language, served);
    }
    return served;
  };
  const languageParts = (language: string) => {
    if (!isBundleLanguage(language)) throw unknownLanguage(language);
    let served = partsPerLanguage.get(language);
    if (!served) {
      served = loadPackedLanguageParts(language)
        .then(toServedParts)
        .then((loaded) => {
          app.log.info({ bundle: language, parts: loaded.index.parts }, 'content parts ready');
          return loaded;
        });
      partsPerLanguage.set(language, served);
    }
    return served;
  };

  app.get(
    '/checksum',
    { schema: { tags: ['data'], description: 'SHA-256 of the content bundle of every language, as text (older clients).', response: { 200: z.string() } } },
    async (_request, reply) => sendChecksum(reply, await bundle()),
  );

  app.get(
    '/bundle',
    { schema: { tags: ['data'], description: 'The content bundle of every language: base64 text of a zip with every file under bundle/ (older clients).', response: { 200: z.string(), 304: z.null() } } },
    async (request, reply) => sendBundle(request, reply, await bundle()),
  );

  app.get(
    '/:language/checksum',
    {
      schema: {
        tags: ['data'],
        description: "SHA-256 of one language's content bundle, as text; 404 for a language there is no bundle of.",
        params: dataLanguageParamsSchema,
        response: { 200: z.string(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => sendChecksum(reply, await languageBundle(request.params.language)),
  );

  app.get(
    '/:language/bundle',
    {
      schema: {
        tags: ['data'],
        description: "One language's content bundle: base64 text of a zip with bundle/Meta.json and bundle/<language>/…, a translation with the German text filled in where it has none.",
        params: dataLanguageParamsSchema,
        response: { 200: z.string(), 304: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => sendBundle(request, reply, await languageBundle(request.params.language)),
  );

  app.get(
    '/:language/parts',
    {
      schema: {
        tags: ['data'],
        description: `Every part of one language's content (${contentParts.join(', ')}: the shared files and one per game line) with its checksum (SHA-256, as the part's ETag and x-bundle-checksum) and zip size in bytes; 404 for a language there is no bundle of.`,
        params: dataLanguageParamsSchema,
        response: { 200: contentPartsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { index } = await languageParts(request.params.language);
      return reply.header('cache-control', 'no-cache').send(index);
    },
  );

  app.get(
    '/:language/parts/:part',
    {
      schema: {
        tags: ['data'],
        description:
          "One part of a language's content, like /{language}/bundle: base64 text of a zip with bundle/Meta.json and bundle/<language>/<file> (core) or bundle/<language>/<line>/… (a game line); with `Accept: application/zip` the zip itself, its files stored and the whole compressed on the wire (br, gzip); 404 for a language or a part there is none of.",
        params: dataPartParamsSchema,
        response: { 200: z.string(), 304: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { language, part } = request.params;
      if (!isBundleLanguage(language)) throw unknownLanguage(language);
      if (!isContentPart(part)) throw unknownPart(part);
      const current = (await languageParts(language)).parts.get(part);
      if (!current) throw unknownPart(part);
      return sendPart(request, reply, current);
    },
  );
};

export default dataRoutes;
