import { createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import type { AuditEventInput, AuditLog } from '../features/audit/audit-log';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's cookie holding the account that passed the password step and still owes its SMS code. */
const TWO_FACTOR_COOKIE = 'two_factor';

const emailIn = (body: unknown) =>
  typeof body === 'object' && body && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;

const errorCodeOf = (returned: unknown) => {
  if (!isAPIError(returned)) return null;
  const body = returned.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : String(returned.status);
};

/** The address the request came from (mount.ts passes Fastify's view of it); none for server-side calls. */
const ipOf = (ctx: HookContext) => (ctx.request ? getIP(ctx.request, ctx.context.options) : null);

/** The account waiting in the two-factor step, from its signed cookie, while that step is still open. */
async function pendingTwoFactorUser(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

/** What a finished better-auth call amounts to in the audit log, or null when it is not a security event. */
async function eventAfter(ctx: HookContext): Promise<AuditEventInput | null> {
  const ip = ipOf(ctx);
  const returned = ctx.context.returned;
  const failed = errorCodeOf(returned);
  const signedIn = ctx.context.newSession;
  switch (ctx.path) {
    case '/sign-in/email': {
      if (signedIn) {
        // Our hook runs before the two-factor plugin's: a session for an account with MFA is only the password step.
        const action = signedIn.user.twoFactorEnabled ? 'auth.mfa-challenged' : 'auth.sign-in';
        return { action, actor: signedIn.user, ip, details: { secondFactor: null } };
      }
      const email = emailIn(ctx.body);
      if (!failed || !email) return null;
      const account = await ctx.context.internalAdapter.findUserByEmail(email);
      const reason = failed === 'BANNED_USER' ? 'disabled' : account ? 'wrong-password' : 'unknown-account';
      return { action: 'auth.sign-in-failed', subject: { id: account?.user.id, email }, ip, details: { reason } };
    }
    case '/two-factor/verify-otp': {
      if (signedIn) return { action: 'auth.sign-in', actor: signedIn.user, ip, details: { secondFactor: 'sms' } };
      if (!failed) return null;
      const reason = failed === 'INVALID_CODE' ? 'wrong-code' : failed.toLowerCase().replaceAll('_', '-');
      return { action: 'auth.sign-in-failed', subject: { id: await pendingTwoFactorUser(ctx) }, ip, details: { reason } };
    }
    case '/two-factor/enable':
    case '/two-factor/disable': {
      const user = ctx.context.session?.user;
      if (failed || !user) return null;
      const action = ctx.path === '/two-factor/enable' ? 'auth.mfa-enabled' : 'auth.mfa-disabled';
      return { action, actor: user, subject: user, ip, details: { method: 'sms' } };
    }
    case '/request-password-reset': {
      const email = emailIn(ctx.body);
      if (failed || !email) return null;
      return { action: 'auth.password-reset-requested', subject: { email }, ip, details: {} };
    }
    default:
      return null;
  }
}

/**
 * better-auth hooks that write sign-ins, failed sign-ins, sign-outs, MFA changes and password-reset requests to the
 * audit log. A failure to write is logged and does not turn a sign-in into an error.
 */
export function auditHooks(audit: AuditLog) {
  const write = async (ctx: HookContext, event: Promise<AuditEventInput | null>) => {
    try {
      const found = await event;
      if (found) await audit.record(found);
    } catch (error) {
      ctx.context.logger.error('could not write the audit log', error);
    }
  };
  return {
    // The session is gone after signing out, so whose it was is read before.
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-out') return;
      await write(
        ctx,
        (async () => {
          const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
          const found = token ? await ctx.context.internalAdapter.findSession(token) : null;
          return found ? { action: 'auth.sign-out' as const, actor: found.user, ip: ipOf(ctx), details: {} } : null;
        })(),
      );
    }),
    after: createAuthMiddleware(async (ctx) => write(ctx, eventAfter(ctx))),
  };
}
