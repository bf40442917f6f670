import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { livePollQuerySchema, livePollResponseSchema, type LiveEvent } from '../../../shared/api/live';
import type { LiveHub } from './hub';

const HEARTBEAT_MS = 15_000;

const streamQuerySchema = z.object({ after: z.coerce.number().int().nonnegative().optional() });

const formatEvent = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** The live channel: a server-sent event stream, and long polling for clients where streaming is unavailable. */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    '/live',
    { schema: { querystring: streamQuerySchema }, config: { streaming: true } },
    (request, reply) => {
      const lastEventId = Number(request.headers['last-event-id'] ?? request.query.after ?? hub.lastEventId());
      const after = Number.isFinite(lastEventId) ? lastEventId : hub.lastEventId();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(': connected\n\n');
      const unsubscribe = hub.follow(request.userId, after, (event) => res.write(formatEvent(event)));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      reply.raw.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );

  app.get(
    '/live/poll',
    {
      schema: { querystring: livePollQuerySchema, response: { 200: livePollResponseSchema } },
      config: { streaming: true },
    },
    async (request, reply) => {
      const aborted = new AbortController();
      reply.raw.once('close', () => aborted.abort());
      const { after, timeoutMs } = request.query;
      const events = await hub.waitForEvents(request.userId, after, timeoutMs, aborted.signal);
      return { events };
    },
  );
};
