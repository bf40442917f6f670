import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMatterMemberSchema, createMatterSchema, listMattersQuerySchema, listMattersResponseSchema, matterDetailSchema,
  matterMemberParamsSchema, matterParamsSchema, updateMatterSchema,
} from '../../../shared/api/matters';
import { requireUser } from '../../auth/principal';
import { perUser } from '../../http/per-user-rate-limit';
import type { MattersService } from './service';

/** Matters and their members (ADR 025). A matter the caller may not see answers 404. */
export const matterRoutes: FastifyPluginAsyncZod<{ matters: MattersService }> = async (app, { matters }) => {
  const acting = (request: FastifyRequest) => ({ userId: requireUser(request).userId, ip: request.ip });

  app.get('/matters', { schema: { querystring: listMattersQuerySchema, response: { 200: listMattersResponseSchema } } }, async (request) =>
    matters.list({ ...acting(request), ...request.query }),
  );

  app.post('/matters', { schema: { body: createMatterSchema, response: { 201: matterDetailSchema } }, config: { rateLimit: perUser(30) } }, async (request, reply) =>
    reply.code(201).send(await matters.create({ ...acting(request), ...request.body })),
  );

  app.get('/matters/:id', { schema: { params: matterParamsSchema, response: { 200: matterDetailSchema } } }, async (request) =>
    matters.get({ ...acting(request), matterId: request.params.id }),
  );

  app.patch(
    '/matters/:id',
    { schema: { params: matterParamsSchema, body: updateMatterSchema, response: { 200: matterDetailSchema } }, config: { rateLimit: perUser(30) } },
    async (request) => matters.update({ ...acting(request), matterId: request.params.id, ...request.body }),
  );

  app.delete('/matters/:id', { schema: { params: matterParamsSchema }, config: { rateLimit: perUser(30) } }, async (request, reply) => {
    await matters.remove({ ...acting(request), matterId: request.params.id });
    return reply.code(204).send();
  });

  app.post(
    '/matters/:id/members',
    { schema: { params: matterParamsSchema, body: addMatterMemberSchema, response: { 200: matterDetailSchema } }, config: { rateLimit: perUser(30) } },
    async (request) => matters.addMember({ ...acting(request), matterId: request.params.id, memberId: request.body.userId }),
  );

  app.delete('/matters/:id/members/:userId', { schema: { params: matterMemberParamsSchema }, config: { rateLimit: perUser(30) } }, async (request, reply) => {
    await matters.removeMember({ ...acting(request), matterId: request.params.id, memberId: request.params.userId });
    return reply.code(204).send();
  });
};
