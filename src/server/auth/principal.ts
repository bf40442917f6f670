import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { Principal, TokenVerifier } from './verify-token';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The HttpOnly cookie the auth token sync sets, so plain links (downloads) are authenticated too. */
export const TOKEN_COOKIE = 'vd_token';

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/**
 * Works out who is calling the API: a bearer JWT, or for plain GETs (links) the synced token cookie. A token that
 * is sent but does not verify is refused with 401 rather than treated as anonymous.
 */
export function registerPrincipal(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const fromHeader = bearerToken(request);
    const fromCookie = request.method === 'GET' ? request.cookies[TOKEN_COOKIE] : undefined;
    const token = fromHeader ?? fromCookie;
    if (!token) return;
    const principal = await verify(token);
    if (!principal) {
      if (!fromHeader) return;
      throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
    }
    request.principal = principal;
    request.userId = principal.userId;
  });
}

export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return request.principal;
}

/** Admins only, and only with phone MFA on over a phone proved by an SMS code (DESIGN §5). */
export function requireAdmin(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (!principal.isAdmin) throw new AppError('permission-denied', 'This area is for administrators only.');
  if (!principal.twoFactorEnabled || !principal.phoneVerified) {
    throw new AppError('permission-denied', 'Administrators must turn on phone verification first.');
  }
  return principal;
}
