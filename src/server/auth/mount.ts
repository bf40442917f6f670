import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AUTH_ERROR_CODES } from '../../shared/api/auth';
import {
  getSessionQuerySchema,
  requestPasswordResetRequestSchema,
  resetPasswordRequestSchema,
  signInEmailRequestSchema,
  signOutRequestSchema,
  signUpEmailRequestSchema,
  verifyOtpRequestSchema,
} from '../../shared/api/identity';
import { ssoCallbackQuerySchema, ssoStartSchema } from '../../shared/api/sso';
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES, SIGNUP_MESSAGES } from '../../shared/messages';
import type { AuditLog } from '../features/audit/audit-log';
import type { ProfilesRepository } from '../features/profiles/repository';
import type { AttemptLimiter, AttemptLimiterOptions, Reservation } from '../shared-state/attempts';
import type { Auth } from './auth';
import { maskPhoneNumber } from './phone';
import { identityRateLimitKey } from './session-key';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export interface MountOptions {
  auth: Auth;
  /** better-auth's secret: it signs session cookies, so a signed one can key the session-read limit. */
  secret: string;
  profiles: ProfilesRepository;
  /** Generic answers that do not reveal whether an address has an account (README: enumeration protection). */
  enumerationProtection: boolean;
  /** Accounts one address may create in an hour. */
  signUpsPerHour: number;
  /** Sign-ins this layer refuses itself (no such account, too many attempts) are recorded here. */
  audit: AuditLog;
  /** Makes the failed-attempt counters: shared between instances when REDIS_URL is set (ADR 018). */
  attemptLimiter: (options: AttemptLimiterOptions) => AttemptLimiter;
}

type Handler = (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<unknown>;

interface IdentityEndpoint {
  method: 'GET' | 'POST';
  /** The path under /api/auth, exactly as better-auth routes it. */
  path: string;
  body?: ZodType;
  querystring?: ZodType;
  /** Session reads happen on every API call (SPEC §7: a fresh token each time), so they get more room. */
  sessionRead?: boolean;
  summary: string;
}

/**
 * The allow-list (ADR 011): the only better-auth endpoints reachable over HTTP. Each is a route of its own, so
 * Fastify matches the exact path and every other spelling or endpoint (admin, two-factor enable, send-otp,
 * update-user...) is a 404 that never reaches better-auth. Admin powers live in /api/admin, MFA in /api/mfa.
 */
const IDENTITY_ENDPOINTS: IdentityEndpoint[] = [
  { method: 'POST', path: '/sign-up/email', body: signUpEmailRequestSchema, summary: 'Create an account with email and password' },
  { method: 'POST', path: '/sign-in/email', body: signInEmailRequestSchema, summary: 'Sign in; answers a two-factor challenge when MFA is on' },
  { method: 'POST', path: '/two-factor/verify-otp', body: verifyOtpRequestSchema, summary: 'Finish a two-factor sign-in with the SMS code' },
  { method: 'POST', path: '/sign-out', body: signOutRequestSchema, summary: 'End the session' },
  { method: 'GET', path: '/get-session', querystring: getSessionQuerySchema, sessionRead: true, summary: 'The signed-in session, or null' },
  { method: 'GET', path: '/token', sessionRead: true, summary: 'A short-lived API JWT for the session' },
  { method: 'GET', path: '/jwks', sessionRead: true, summary: 'The public keys that verify API JWTs' },
  { method: 'POST', path: '/request-password-reset', body: requestPasswordResetRequestSchema, summary: 'Email a password-reset link' },
  { method: 'POST', path: '/reset-password', body: resetPasswordRequestSchema, summary: 'Choose a new password with the emailed token' },
  { method: 'POST', path: '/sso/start', body: ssoStartSchema, summary: "Where to sign in with the identity provider of the address's firm (ADR 026)" },
  { method: 'GET', path: '/sso/callback', querystring: ssoCallbackQuerySchema, summary: "The firm's identity provider returns here; sets the session" },
];

/** better-auth sees the path we matched and the validated body and query, never the caller's own spelling. */
function toFetchRequest(request: FastifyRequest, path: string): Request {
  const url = new URL(`/api/auth${path}`, `${request.protocol}://${request.host}`);
  // Only a query the route's schema validated goes on; elsewhere better-auth sees none.
  const query = request.routeOptions.schema?.querystring ? ((request.query ?? {}) as Record<string, string>) : {};
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.delete('content-length');
  // better-auth reads the client address from this header (sessions list it, the audit log records it); Fastify's
  // request.ip honours TRUST_PROXY, so a header a client sends without a trusted proxy never reaches better-auth.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body ?? {}) : undefined });
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
 * Reserves one attempt under each limiter in turn; if any is at its limit (or its store fails), gives back those
 * already taken and answers null (or throws), so a refusal counts against nothing.
 */
async function reserveAll(limits: Array<[AttemptLimiter, string]>): Promise<Reservation[] | null> {
  const taken: Reservation[] = [];
  try {
    for (const [limiter, key] of limits) {
      const reservation = await limiter.reserve(key);
      if (!reservation) break;
      taken.push(reservation);
    }
  } catch (error) {
    await Promise.allSettled(taken.map((r) => r.release()));
    throw error;
  }
  if (taken.length === limits.length) return taken;
  await Promise.allSettled(taken.map((r) => r.release()));
  return null;
}

/**
 * Mounts the allowed better-auth endpoints at /api/auth/*, and adds what the spec asks beyond them: sign-in tells
 * "no such account" from "wrong password" and limits failed attempts per account and per IP; password reset says
 * when no account has the address and limits requests; sign-ups are limited per address.
 */
export async function mountAuth(app: FastifyInstance, options: MountOptions) {
  const { auth, profiles, enumerationProtection, audit } = options;
  const limiter = options.attemptLimiter;
  const failedByAccount = limiter({ name: 'sign-in:account', max: 5, windowMs: FIFTEEN_MINUTES });
  const failedByIp = limiter({ name: 'sign-in:ip', max: 20, windowMs: FIFTEEN_MINUTES });
  const resetByAccount = limiter({ name: 'reset:account', max: 3, windowMs: FIFTEEN_MINUTES });
  const resetByIp = limiter({ name: 'reset:ip', max: 10, windowMs: FIFTEEN_MINUTES });
  const signUpsByIp = limiter({ name: 'sign-up:ip', max: options.signUpsPerHour, windowMs: ONE_HOUR });

  const forward: Handler = async (request, reply, path) => sendFetchResponse(reply, await auth.handler(toFetchRequest(request, path)));

  const signIn: Handler = async (request, reply, path) => {
    const email = emailOf(request.body);
    const refused = (reason: string) =>
      audit.record({ action: 'auth.sign-in-failed', subject: { email }, ip: request.ip, details: { reason } });
    // The attempt is counted before the password is checked, so parallel guesses cannot all pass the lockout (ADR 033);
    // a counter that cannot be read refuses the sign-in (503): a lockout must not lapse when its store is down.
    const held = await reserveAll([
      [failedByAccount, email],
      [failedByIp, request.ip],
    ]);
    if (!held) {
      await refused('too-many-attempts');
      return authError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, LOGIN_MESSAGES.tooManyRequests);
    }
    const found = email ? await profiles.findByEmail(email) : null;
    if (email && !found && !enumerationProtection) {
      await refused('unknown-account');
      return authError(reply, 401, AUTH_ERROR_CODES.userNotFound, LOGIN_MESSAGES.userNotFound);
    }

    const response = await auth.handler(toFetchRequest(request, path));
    const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
    const wrongPassword = response.status === 401 && body?.code === AUTH_ERROR_CODES.invalidEmailOrPassword;
    // Only a failed guess keeps its count; a success clears the account's. Counts that cannot be given back run out
    // with their window.
    if (!wrongPassword) {
      const [, byIp] = held as [Reservation, Reservation];
      const settle = response.ok ? [failedByAccount.reset(email), byIp.release()] : held.map((r) => r.release());
      await Promise.all(settle).catch((error: unknown) => request.log.warn({ err: error }, 'sign-in attempt not given back'));
    }
    if (wrongPassword && !enumerationProtection) {
      return authError(reply, 401, AUTH_ERROR_CODES.invalidPassword, LOGIN_MESSAGES.wrongPassword);
    }
    if (response.ok && body?.twoFactorRedirect) {
      const phone = found?.profile?.phoneVerifiedAt ? found.profile.phoneNumber : null;
      return sendFetchResponse(reply, response, { twoFactorRedirect: true, phoneHint: phone ? maskPhoneNumber(phone) : null });
    }
    return sendFetchResponse(reply, response);
  };

  // better-auth 1.7 names a taken address USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL; callers map USER_ALREADY_EXISTS.
  const signUp: Handler = async (request, reply, path) => {
    // Reserved before the account is made, so parallel sign-ups from one address stop at the hour's limit.
    const held = await signUpsByIp.reserve(request.ip);
    if (!held) return authError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, SIGNUP_MESSAGES.tooManyFromAddress);
    const response = await auth.handler(toFetchRequest(request, path));
    // Only an account made counts; giving back one that was not is logged if it fails (the window runs out anyway).
    if (!response.ok) await held.release().catch((error: unknown) => request.log.warn({ err: error }, 'sign-up attempt not given back'));
    const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
    if (body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return sendFetchResponse(reply, response, { ...body, code: AUTH_ERROR_CODES.userExists });
    }
    return sendFetchResponse(reply, response);
  };

  const requestPasswordReset: Handler = async (request, reply, path) => {
    const email = emailOf(request.body);
    const held = await reserveAll([
      [resetByAccount, email],
      [resetByIp, request.ip],
    ]);
    if (!held) return authError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, PASSWORD_RESET_MESSAGES.tooManyRequests);
    if (email && !enumerationProtection && !(await profiles.findByEmail(email))) {
      return authError(reply, 404, AUTH_ERROR_CODES.userNotFound, PASSWORD_RESET_MESSAGES.userNotFound);
    }
    return forward(request, reply, path);
  };

  const handlers: Record<string, Handler> = {
    '/sign-in/email': signIn,
    '/sign-up/email': signUp,
    '/request-password-reset': requestPasswordReset,
  };

  for (const endpoint of IDENTITY_ENDPOINTS) {
    const handle = handlers[endpoint.path] ?? forward;
    app.route({
      method: endpoint.method,
      url: `/auth${endpoint.path}`,
      schema: {
        summary: `${endpoint.summary} (better-auth 1.7)`,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      },
      config: {
        rateLimit: {
          timeWindow: '1 minute',
          max: endpoint.sessionRead ? 600 : 120,
          keyGenerator: (request: FastifyRequest) => identityRateLimitKey(request, options.secret),
        },
      },
      handler: (request, reply) => handle(request, reply, endpoint.path),
    });
  }
}
