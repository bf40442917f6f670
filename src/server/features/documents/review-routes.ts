import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptReviewRequestSchema, acceptReviewResponseSchema, compareRequestSchema, compareResponseSchema, documentParamsSchema, playbookSchema, reviewRequestSchema,
  reviewResponseSchema, savePlaybookSchema,
} from '../../../shared/api/documents';
import { requireUser } from '../../auth/principal';
import type { DocumentReview } from './review-service';
import { perUser } from '../../http/per-user-rate-limit';


/**
 * Contract review, the firm playbook, comparing two versions, and accepting review changes into a new draft. A document
 * the caller may not see is 404.
 */
export const documentReviewRoutes: FastifyPluginAsyncZod<{ review: DocumentReview }> = async (app, { review }) => {
  const params = documentParamsSchema;

  app.get('/documents/playbook', { schema: { response: { 200: playbookSchema } } }, async (request) =>
    review.playbook(requireUser(request).userId),
  );

  app.put('/documents/playbook', { schema: { body: savePlaybookSchema, response: { 200: playbookSchema } } }, async (request) =>
    review.savePlaybook(requireUser(request).userId, request.body.positions),
  );

  app.delete('/documents/playbook', { schema: { response: { 200: playbookSchema } } }, async (request) =>
    review.resetPlaybook(requireUser(request).userId),
  );

  app.post(
    '/documents/:id/review',
    { schema: { params, body: reviewRequestSchema, response: { 200: reviewResponseSchema } }, config: { rateLimit: perUser(30) } },
    async (request) => review.review(requireUser(request).userId, request.params.id, request.body.jurisdiction, request.body.side),
  );

  app.post(
    '/documents/:id/compare',
    { schema: { params, body: compareRequestSchema, response: { 200: compareResponseSchema } }, config: { rateLimit: perUser(30) } },
    async (request) => review.compare(requireUser(request).userId, request.params.id, request.body),
  );

  app.post(
    '/documents/:id/review/accept',
    { schema: { params, body: acceptReviewRequestSchema, response: { 201: acceptReviewResponseSchema } }, config: { rateLimit: perUser(30) } },
    async (request, reply) => reply.code(201).send(await review.accept(requireUser(request).userId, request.params.id, request.body)),
  );
};
