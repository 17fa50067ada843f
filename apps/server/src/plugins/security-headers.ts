import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
export function securityHeaders(publicUrl: string): Record<string, string> {
  const secure = publicUrl.startsWith('https://');
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // helmet's middleware only sets and removes headers (no nonce, nothing read from the request).
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(secure) },
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Of `securityHeaders`, those a script, a style or an image obeys; the others govern only the documents (and workers) they arrive with. */
const subresourceHeaderNames = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** The app's fingerprinted files (Vite's `assets/`): scripts, styles and images, never a page or a worker. */
const isAsset = (url: string) => url.startsWith('/assets/');

/**
 * Sets `securityHeaders` on every answer; a file of the app's `assets/` gets only those that apply
 * to it. The others are ~0.55 KiB of each answer, and a phone on HTTP/1.1 downloads ~40 such files
 * before a sheet shows: on the bench's emulated phone they were 16 KiB of the 379 KiB that came
 * over its line before the sheet was usable.
 * They are the same for every request, so they are worked out once: @fastify/helmet built
 * helmet's middleware (and parsed the CSP) again for each request, ~20 µs of the server thread's
 * time per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => subresourceHeaderNames.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isAsset(request.url) ? assetHeaders : headers);
    done();
  });
  // Whatever answers under /assets/ as a document (HTML, or a file the browser might render)
  // gets the whole set after all: the asset shortcut is only for scripts, styles and images.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAsset(request.url) && /^(text\/html|application\/xhtml|image\/svg)/i.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(headers);
    done(null, payload);
  });
}
