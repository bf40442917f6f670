import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, as Fastify sees it: what the security suites walk and the OpenAPI omits. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is added; call before any route is registered. HEAD twins of GETs are left out. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
}
