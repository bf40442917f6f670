import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../../shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A streaming route manages its own lifetime and is exempt from the request deadline. */
    streaming?: boolean;
  }
}

/** Answers 504 deadline-exceeded when a non-streaming request has not been answered in time (SPEC §9: 45 s). */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.streaming) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request deadline exceeded');
      const body: ErrorEnvelope = {
        error: 'deadline-exceeded',
        message: `The server did not finish this request within ${Math.round(timeoutMs / 1000)} seconds.`,
      };
      void reply.code(504).send(body);
    }, timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
