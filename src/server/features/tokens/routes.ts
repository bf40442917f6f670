import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerPageSchema, ledgerQuerySchema, usageQuerySchema, usageResponseSchema } from '../../../shared/api/tokens';
import { requireUser } from '../../auth/principal';
import type { LedgerHistory } from './history';

export const tokenRoutes: FastifyPluginAsyncZod<{ history: LedgerHistory }> = async (app, { history }) => {
  app.get('/tokens/ledger', { schema: { querystring: ledgerQuerySchema, response: { 200: ledgerPageSchema } } }, async (request) =>
    history.page(requireUser(request).userId, request.query),
  );

  app.get('/tokens/usage', { schema: { querystring: usageQuerySchema, response: { 200: usageResponseSchema } } }, async (request) => ({
    days: await history.usageByDay(requireUser(request).userId, request.query.days),
  }));
};
