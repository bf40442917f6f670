import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPTY_ATTORNEY_PROFILE, attorneyProfileResponseSchema, attorneyProfileSchema, type AttorneyProfileResponse,
} from '../../../shared/api/attorney-profile';
import { requireUser } from '../../auth/principal';
import { perUser } from '../../http/per-user-rate-limit';
import type { AttorneyProfileRepository } from './repository';

/** GET and PUT /api/attorney-profile: the acting user's own signing details, used by every new court paper. */
export const attorneyProfileRoutes: FastifyPluginAsyncZod<{ profiles: AttorneyProfileRepository }> = async (app, { profiles }) => {
  app.get('/attorney-profile', { schema: { response: { 200: attorneyProfileResponseSchema } } }, async (request): Promise<AttorneyProfileResponse> => {
    const found = await profiles.find(requireUser(request).userId);
    return found ? { profile: found.profile, updatedAt: found.updatedAt.toISOString() } : { profile: EMPTY_ATTORNEY_PROFILE, updatedAt: null };
  });

  app.put(
    '/attorney-profile',
    { schema: { body: attorneyProfileSchema, response: { 200: attorneyProfileResponseSchema } }, config: { rateLimit: perUser(30) } },
    async (request): Promise<AttorneyProfileResponse> => {
      const updatedAt = await profiles.save(requireUser(request).userId, request.body);
      return { profile: request.body, updatedAt: updatedAt.toISOString() };
    },
  );
};
