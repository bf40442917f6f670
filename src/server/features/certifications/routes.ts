import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificationsResponseSchema } from '../../../shared/api/certifications';
import { draftParamsSchema } from '../../../shared/api/drafts';
import { requireUser } from '../../auth/principal';
import type { Drafts } from '../drafts';
import { certificationsFor } from './service';

// Each call verifies every citation in the draft, as the draft check does: the same per-user allowance.
const perUser = { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip };

/** A draft's AI-use certifications, for those who may see the draft (its owner, or its matter's members); others get 404. */
export const certificationRoutes: FastifyPluginAsyncZod<{ drafts: Drafts }> = async (app, { drafts }) => {
  app.get(
    '/drafts/:id/certifications',
    { schema: { params: draftParamsSchema, response: { 200: certificationsResponseSchema } }, config: { rateLimit: perUser } },
    async (request) =>
      certificationsFor({ draft: await drafts.service.open(requireUser(request).userId, request.params.id), verify: drafts.verify }),
  );
};
