import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy. Scripts and styles only from our own origin (so an injected
 * inline script or handler never runs); React's `style` props are set through the CSSOM, which
 * the policy allows. The realtime socket is same-origin WebSocket (`'self'` covers ws: and wss: of
 * this host); avatars are `data:` images and downloads are `blob:` URLs.
 */
export function contentSecurityPolicy(secure: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, `nosniff`, no framing, no referrer.
 * HSTS and upgrading requests only when the public address is https: on plain http (a LAN
 * server, `npm start` on localhost) they would lock people out.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const secure = publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(secure) },
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
