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
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'], cacheControl: false, setHeaders: (reply, file) => {
      // Vite fingerprints everything under assets/, so those never change; index.html always may.
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    } });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/socket.io');
    if (hasSpa && !isApi && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `there is no ${request.method} ${request.url.split('?')[0]}` });
  });
}
