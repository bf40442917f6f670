import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../shared/api/auth';
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES } from '../../shared/messages';
import type { AuditLog } from '../features/audit/audit-log';
import type { ProfilesRepository } from '../features/profiles/repository';
import { createAttemptLimiter } from './attempt-limiter';
import type { Auth } from './auth';
import { maskPhoneNumber } from './phone';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface MountOptions {
  auth: Auth;
  profiles: ProfilesRepository;
  /** Generic answers that do not reveal whether an address has an account (README: enumeration protection). */
  enumerationProtection: boolean;
  /** Sign-ins this layer refuses itself (no such account, too many attempts) are recorded here. */
  audit: AuditLog;
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.delete('content-length');
  // better-auth reads the client address from this header (sessions list it, the audit log records it); Fastify's
  // request.ip honours TRUST_PROXY, so a header a client sends without a trusted proxy never reaches better-auth.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined });
}

/** Sends a better-auth (Fetch) response through Fastify, keeping every Set-Cookie. */
export async function sendFetchResponse(reply: FastifyReply, response: Response, body?: unknown) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body === undefined ? await response.text() : JSON.stringify(body));
}

const authError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).type('application/json').send({ code, message });

const emailOf = (body: unknown) =>
  typeof body === 'object' && body && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

/**
 * Mounts better-auth's endpoints at /api/auth/*, and adds what the spec asks beyond them on two routes:
 * sign-in tells "no such account" from "wrong password" and limits failed attempts per account and per IP;
 * password reset says when no account has the address and limits requests.
 */
// Every API call fetches a fresh token (SPEC §7), so session reads are frequent: they are counted per session, not
// per IP (a firm's attorneys share one address), with more room than the other auth endpoints. Sign-in, sign-up and
// password reset keep their own per-account and per-IP attempt limits above.
const SESSION_READS = new Set(['/api/auth/token', '/api/auth/get-session']);
const AUTH_RATE_LIMIT = {
  timeWindow: '1 minute',
  max: (request: FastifyRequest) => (SESSION_READS.has(request.url.split('?')[0] ?? '') ? 600 : 120),
  keyGenerator: (request: FastifyRequest) => {
    const session = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const key = session ?? bearer;
    return key ? `session:${createHash('sha256').update(key).digest('base64url')}` : `ip:${request.ip}`;
  },
};

export async function mountAuth(app: FastifyInstance, { auth, profiles, enumerationProtection, audit }: MountOptions) {
  const failedByAccount = createAttemptLimiter({ max: 5, windowMs: FIFTEEN_MINUTES });
  const failedByIp = createAttemptLimiter({ max: 20, windowMs: FIFTEEN_MINUTES });
  const resetByAccount = createAttemptLimiter({ max: 3, windowMs: FIFTEEN_MINUTES });
  const resetByIp = createAttemptLimiter({ max: 10, windowMs: FIFTEEN_MINUTES });

  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request.body);
    const refused = (reason: string) =>
      audit.record({ action: 'auth.sign-in-failed', subject: { email }, ip: request.ip, details: { reason } });
    if (failedByAccount.isBlocked(email) || failedByIp.isBlocked(request.ip)) {
      await refused('too-many-attempts');
      return authError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, LOGIN_MESSAGES.tooManyRequests);
    }
    const fail = () => {
      failedByAccount.record(email);
      failedByIp.record(request.ip);
    };
    const found = email ? await profiles.findByEmail(email) : null;
    if (email && !found && !enumerationProtection) {
      fail();
      await refused('unknown-account');
      return authError(reply, 401, AUTH_ERROR_CODES.userNotFound, LOGIN_MESSAGES.userNotFound);
    }

    const response = await auth.handler(toFetchRequest(request));
    const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 401 && body?.code === AUTH_ERROR_CODES.invalidEmailOrPassword) {
      fail();
      if (!enumerationProtection) {
        return authError(reply, 401, AUTH_ERROR_CODES.invalidPassword, LOGIN_MESSAGES.wrongPassword);
      }
    }
    if (response.ok) failedByAccount.reset(email);
    if (response.ok && body?.twoFactorRedirect) {
      const phone = found?.profile?.phoneVerifiedAt ? found.profile.phoneNumber : null;
      return sendFetchResponse(reply, response, { twoFactorRedirect: true, phoneHint: phone ? maskPhoneNumber(phone) : null });
    }
    return sendFetchResponse(reply, response);
  }

  // better-auth 1.7 names a taken address USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL; callers map USER_ALREADY_EXISTS.
  async function signUp(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.handler(toFetchRequest(request));
    const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
    if (body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return sendFetchResponse(reply, response, { ...body, code: AUTH_ERROR_CODES.userExists });
    }
    return sendFetchResponse(reply, response);
  }

  async function requestPasswordReset(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request.body);
    if (resetByAccount.isBlocked(email) || resetByIp.isBlocked(request.ip)) {
      return authError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, PASSWORD_RESET_MESSAGES.tooManyRequests);
    }
    resetByAccount.record(email);
    resetByIp.record(request.ip);
    if (email && !enumerationProtection && !(await profiles.findByEmail(email))) {
      return authError(reply, 404, AUTH_ERROR_CODES.userNotFound, PASSWORD_RESET_MESSAGES.userNotFound);
    }
    return sendFetchResponse(reply, await auth.handler(toFetchRequest(request)));
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { summary: 'better-auth 1.7: sign-up, sign-in and out, sessions, API tokens, two-factor, password reset' },
    config: { rateLimit: AUTH_RATE_LIMIT },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      // better-auth's admin endpoints would let an admin act without phone MFA and outside the audit log; admin
      // actions go through /api/admin/*, which requires both.
      if (path.startsWith('/api/auth/admin/')) {
        return reply.code(404).type('application/json').send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      if (request.method === 'POST' && path === '/api/auth/sign-in/email') return signIn(request, reply);
      if (request.method === 'POST' && path === '/api/auth/sign-up/email') return signUp(request, reply);
      if (request.method === 'POST' && path === '/api/auth/request-password-reset') {
        return requestPasswordReset(request, reply);
      }
      return sendFetchResponse(reply, await auth.handler(toFetchRequest(request)));
    },
  });
}
