import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The pages that name the build's hashed assets: a cached copy must never outlive a deployment. */
const SHELLS = new Set(['index.html', 'landing.html']);

/**
 * Serves the built single-page app: hashed assets cached for a year, the pages always revalidated, `/` answered with
 * the prerendered landing page when the build wrote one, and every other unknown non-API GET with index.html so the
 * client router can show the page (or its 404 screen).
 */
export async function registerClient(app: FastifyInstance, options: { distDir: string }): Promise<boolean> {
  const root = path.resolve(options.distDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  const hasLanding = existsSync(path.join(root, 'landing.html'));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // A pre-compressed copy (index.html.br) is cached as the file it stands for.
        const relative = path.relative(root, filePath).replace(/\.(?:br|gz)$/, '');
        const cacheControl = relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : SHELLS.has(relative)
            ? REVALIDATE
            : SHORT;
        res.header('Cache-Control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // Any spelling of /api (case, an encoded slash) is the API's: a JSON 404, never the app's page.
    const isApi = /^\/api(?:$|[/?]|%2f)/i.test(request.url);
    // A missing file (anything with an extension) is a 404, not the app: only page routes fall back to index.html.
    const pathname = request.url.split('?')[0]!;
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile;
    if (!isApi && wantsPage && hasClient) {
      const page = hasLanding && pathname === '/' ? 'landing.html' : 'index.html';
      return reply.header('Cache-Control', REVALIDATE).type('text/html').sendFile(page);
    }
    if (!isApi && wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web client has not been built. Run `npm run build`, or start the app with `npm start`.');
    }
    return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });

  return hasClient;
}
