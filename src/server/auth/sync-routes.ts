import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AUTH } from '../../shared/constants';
import { okResponseSchema } from '../../shared/api/auth';
import { AppError } from '../http/errors';
import { TOKEN_COOKIE } from './principal';
import type { TokenVerifier } from './verify-token';

const COOKIE_LIFETIME_SECONDS = 15 * 60;

/** Same-origin only: a cross-site page must never be able to plant or clear the cookie. */
function assertSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if ((site && site !== 'same-origin') || (origin && origin !== own)) {
    throw new AppError('permission-denied', 'The token can only be synced from this site.');
  }
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  // Browsers treat localhost as secure, so the flag holds there too; elsewhere it needs HTTPS.
  secure: request.protocol === 'https' || ['localhost', '127.0.0.1'].includes(request.hostname),
  sameSite: 'strict' as const,
  path: '/api',
});

/** SPEC §7 auth token sync: POST sets an HttpOnly cookie from a fresh bearer token, DELETE clears it. */
export const authSyncRoutes: FastifyPluginAsyncZod<{ verify: TokenVerifier; url: string }> = async (app, { verify, url }) => {
  app.post(url, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    assertSameOrigin(request);
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const principal = token ? await verify(token) : null;
    if (!principal) throw new AppError('unauthenticated', 'Sign in again to sync your session.');
    const ageSeconds = Date.now() / 1000 - principal.issuedAt;
    if (ageSeconds > AUTH.tokenSyncMaxAgeSeconds) {
      throw new AppError('failed-precondition', 'This token is too old to sync; fetch a fresh one.');
    }
    reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions(request), maxAge: COOKIE_LIFETIME_SECONDS });
    return { ok: true as const };
  });

  app.delete(url, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    assertSameOrigin(request);
    reply.clearCookie(TOKEN_COOKIE, cookieOptions(request));
    return { ok: true as const };
  });
};
