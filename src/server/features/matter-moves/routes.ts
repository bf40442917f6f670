import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveIntoMatterSchema, movedIntoMatterSchema } from '../../../shared/api/matter-moves';
import { matterParamsSchema } from '../../../shared/api/matters';
import { requireUser } from '../../auth/principal';
import { perUser } from '../../http/per-user-rate-limit';
import type { MatterMoves } from './service';

/** POST /api/matters/:id/items: the caller's own personal draft, document or conversation moves into the matter. */
export const matterMoveRoutes: FastifyPluginAsyncZod<{ moves: MatterMoves }> = async (app, { moves }) => {
  app.post(
    '/matters/:id/items',
    { schema: { params: matterParamsSchema, body: moveIntoMatterSchema, response: { 200: movedIntoMatterSchema } }, config: { rateLimit: perUser(30) } },
    async (request) => moves.moveIntoMatter({ userId: requireUser(request).userId, ip: request.ip, matterId: request.params.id, ...request.body }),
  );
};
