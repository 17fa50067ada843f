import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { z } from 'zod';

/** One route as registered: its method, full path and the zod schemas it validates with. */
export interface RouteEntry {
  method: HTTPMethods;
  /** Fastify's path with `:name` parameters, prefix included (`/api/homebrew/clans/:id`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, so tests walk the real table instead of a hand-kept copy. */
    routeTable: readonly RouteEntry[];
  }
}

function zodOrUndefined(value: unknown): z.ZodType | undefined {
  // Route schemas here are zod (fastify-type-provider-zod); a plain JSON schema is left out.
  return value && typeof value === 'object' && 'safeParse' in value ? (value as z.ZodType) : undefined;
}

/** Records each route as it is added; must be called before any route module is registered. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET; it runs the same handler.
      if (method === 'HEAD' && route.method !== 'HEAD') continue;
      routes.push({
        method,
        path: route.url,
        params: zodOrUndefined(route.schema?.params),
        query: zodOrUndefined(route.schema?.querystring),
        body: zodOrUndefined(route.schema?.body),
      });
    }
  });
}
