import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from the same origin as the API. Any GET that is not an API call, a
 * socket request or a file falls back to `index.html`, so deep links like /viewer/… load the app.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    // preCompressed: the build writes `.br` and `.gz` beside every file (apps/web/build/compress-assets.ts);
    // the one the client accepts is sent, with Vary: Accept-Encoding.
    await app.register(fastifyStatic, { root: distDir, wildcard: true, preCompressed: true, index: ['index.html'], cacheControl: false, setHeaders: (reply, file) => {
      // Vite fingerprints everything under assets/, so those never change; index.html always may.
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    } });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io');
    // A missing file (an old chunk after an update) must be a 404: as HTML it would break the page.
    // Everything under /assets/ is a file the build wrote, named or not: the page is never there
    // (it would also arrive with only an asset's security headers).
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '') || path.startsWith('/assets/') || path === '/assets';
    if (hasSpa && !isApi && !looksLikeFile && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `there is no ${request.method} ${path}` });
  });
}
