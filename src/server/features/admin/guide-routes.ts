import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGuideSchema } from '../../../shared/api/admin';
import { refuseAllButAdmins } from './routes';

/** The guide covers set-up codes, secrets and backups: for administrators, so it is served here, not bundled into the public client. */
const GUIDE_FILE = new URL('../../../../content/admin/operator-guide.md', import.meta.url);

/** GET /api/admin/operator-guide: content/admin/operator-guide.md, read once at start-up, for /admin-docs. */
export const adminGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const markdown = readFileSync(GUIDE_FILE, 'utf8');
  refuseAllButAdmins(app);
  app.get(
    '/admin/operator-guide',
    { schema: { tags: ['admin'], summary: 'The operator guide (Markdown)', response: { 200: operatorGuideSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { markdown };
    },
  );
};
