import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askSupportSchema, createTicketSchema, ticketCreatedSchema } from '../../../shared/api/support';
import type { SupportAnswers } from './answers';
import type { Tickets } from './tickets';

/** Signed-in callers are counted per account, visitors per IP address. */
const caller = (request: FastifyRequest) => (request.userId ? `user:${request.userId}` : `ip:${request.ip}`);

/** Free for the caller but not for us (a model call each), and open to anyone: 10 questions a minute. */
const ASK_LIMIT = { max: 10, timeWindow: '1 minute', keyGenerator: caller };
/** Each ticket sends two emails, one to an address the caller chooses. */
const TICKET_LIMIT = { max: 5, timeWindow: '15 minutes', keyGenerator: caller };

/** The support bot and the contact form, for visitors and signed-in users alike. */
export const supportRoutes: FastifyPluginAsyncZod<{ answers: SupportAnswers; tickets: Tickets }> = async (app, { answers, tickets }) => {
  /** Streams the answer as the AI SDK's UI message stream (SSE); closing the connection stops the model. */
  app.post('/support/ask', { schema: { body: askSupportSchema }, config: { streaming: true, rateLimit: ASK_LIMIT } }, async (request, reply) => {
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const stream = answers.ask({ question: request.body.question, signedIn: request.userId !== null, signal: gone.signal });
    const sse = stream.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream());
    return reply.headers(UI_MESSAGE_STREAM_HEADERS).send(Readable.fromWeb(sse as NodeReadableStream<Uint8Array>));
  });

  app.post(
    '/support/tickets',
    { schema: { body: createTicketSchema, response: { 201: ticketCreatedSchema } }, config: { rateLimit: TICKET_LIMIT } },
    async (request, reply) => reply.code(201).send(await tickets.create({ userId: request.userId, ...request.body })),
  );
};
