import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { SharedState } from '../shared-state';

/** Headers every reply has whether or not helmet is there; the rest of a reply's headers are helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for `options`, read once from a throwaway server's reply. @fastify/helmet builds helmet's
 * middleware again for every request (parsing the policy each time: a fifth of GET /api/me's CPU once its database
 * reads were cached, issue #16), yet for fixed options the headers are always the same.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const reply = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(reply.headers)
      .filter(([name]) => !NOT_HELMETS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers with a content security policy the built client runs under: scripts, styles, media and
 * API calls only from our origin. Inline style attributes are allowed because the UI primitives set them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { tls: boolean }): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; on plain HTTP it would only confuse local set-ups.
    strictTransportSecurity: options.tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/**
 * Rate limiting is available to every route (`config.rateLimit`) but applied only where a route asks for it. `store`
 * shares the counters between instances (Redis, ADR 018); without it they are this process's own.
 */
export async function registerRateLimiting(app: FastifyInstance, store: SharedState['rateLimit'] = {}): Promise<void> {
  await app.register(rateLimit, { global: false, ...store });
}
