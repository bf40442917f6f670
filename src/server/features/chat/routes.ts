import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatSessionSchema,
  createSessionSchema,
  listSessionsQuerySchema,
  listSessionsResponseSchema,
  sendMessageSchema,
  sessionDetailSchema,
  sessionParamsSchema,
  updateSessionSchema,
} from '../../../shared/api/chat';
import { requireUser } from '../../auth/principal';
import type { ChatAnswers } from './answers';
import type { ChatSessions } from './sessions';

/** Questions per user per minute: each one reserves tokens and calls the model. */
const SEND_LIMIT = { max: 20, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip };

/**
 * The assistant's conversations, for their owner (and, in a matter, its members, who read them; only the member who
 * started one continues it: 403 for the others). Anyone else's session reads as 404.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ sessions: ChatSessions; answers: ChatAnswers }> = async (app, { sessions, answers }) => {
  const params = sessionParamsSchema;

  app.get('/chat/sessions', { schema: { querystring: listSessionsQuerySchema, response: { 200: listSessionsResponseSchema } } }, async (request) =>
    sessions.list({ userId: requireUser(request).userId, ...request.query }),
  );

  app.post('/chat/sessions', { schema: { body: createSessionSchema, response: { 201: chatSessionSchema } } }, async (request, reply) =>
    reply.code(201).send(await sessions.create({ userId: requireUser(request).userId, ...request.body })),
  );

  app.get('/chat/sessions/:id', { schema: { params, response: { 200: sessionDetailSchema } } }, async (request) =>
    sessions.get(requireUser(request).userId, request.params.id),
  );

  app.patch('/chat/sessions/:id', { schema: { params, body: updateSessionSchema, response: { 200: chatSessionSchema } } }, async (request) =>
    sessions.update({ userId: requireUser(request).userId, id: request.params.id, ...request.body }),
  );

  app.delete('/chat/sessions/:id', { schema: { params } }, async (request, reply) => {
    await sessions.remove(requireUser(request).userId, request.params.id);
    return reply.code(204).send();
  });

  /** Streams the answer as the AI SDK's UI message stream (SSE); closing the connection stops the model. */
  app.post(
    '/chat/sessions/:id/messages',
    { schema: { params, body: sendMessageSchema }, config: { streaming: true, rateLimit: SEND_LIMIT } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const stream = await answers.send({ userId, sessionId: request.params.id, ...request.body, signal: gone.signal });
      const sse = stream.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream());
      return reply.headers(UI_MESSAGE_STREAM_HEADERS).send(Readable.fromWeb(sse as NodeReadableStream<Uint8Array>));
    },
  );
};
