import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleSchema, createFirmSchema, firmDetailSchema, firmInvitationParamsSchema, firmInvitationSchema, firmMemberParamsSchema,
  firmParamsSchema, inviteMemberSchema, joinFirmSchema, listFirmsResponseSchema,
} from '../../../shared/api/firms';
import { requireUser } from '../../auth/principal';
import type { FirmsService } from './service';
import { perUser } from '../../http/per-user-rate-limit';


/** Firms, members and invitations (ADR 024). A firm the caller does not belong to answers 404. */
export const firmRoutes: FastifyPluginAsyncZod<{ firms: FirmsService }> = async (app, { firms }) => {
  const acting = (request: FastifyRequest) => ({ userId: requireUser(request).userId, ip: request.ip });

  app.get('/firms', { schema: { response: { 200: listFirmsResponseSchema } } }, async (request) => firms.list(acting(request)));

  app.post('/firms', { schema: { body: createFirmSchema, response: { 201: firmDetailSchema } }, config: { rateLimit: perUser(10) } }, async (request, reply) =>
    reply.code(201).send(await firms.create({ ...acting(request), name: request.body.name })),
  );

  app.post('/firms/join', { schema: { body: joinFirmSchema, response: { 200: firmDetailSchema } }, config: { rateLimit: perUser(10) } }, async (request) =>
    firms.join({ ...acting(request), token: request.body.token }),
  );

  app.get('/firms/:id', { schema: { params: firmParamsSchema, response: { 200: firmDetailSchema } } }, async (request) =>
    firms.get({ ...acting(request), firmId: request.params.id }),
  );

  app.post(
    '/firms/:id/members',
    { schema: { params: firmParamsSchema, body: inviteMemberSchema, response: { 201: firmInvitationSchema } }, config: { rateLimit: perUser(20) } },
    async (request, reply) => reply.code(201).send(await firms.invite({ ...acting(request), firmId: request.params.id, ...request.body })),
  );

  app.patch('/firms/:id/members/:userId', { schema: { params: firmMemberParamsSchema, body: changeRoleSchema, response: { 200: firmDetailSchema } } }, async (request) =>
    firms.changeRole({ ...acting(request), firmId: request.params.id, memberId: request.params.userId, role: request.body.role }),
  );

  app.delete('/firms/:id/members/:userId', { schema: { params: firmMemberParamsSchema } }, async (request, reply) => {
    await firms.removeMember({ ...acting(request), firmId: request.params.id, memberId: request.params.userId });
    return reply.code(204).send();
  });

  app.delete('/firms/:id/invitations/:invitationId', { schema: { params: firmInvitationParamsSchema } }, async (request, reply) => {
    await firms.revoke({ ...acting(request), firmId: request.params.id, invitationId: request.params.invitationId });
    return reply.code(204).send();
  });
};
