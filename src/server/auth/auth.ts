import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getIP } from 'better-auth/api';
import { admin, bearer, jwt, twoFactor } from 'better-auth/plugins';
import { defaultAc } from 'better-auth/plugins/admin/access';
import { AUTH, SESSION } from '../../shared/constants';
import { LOGIN_MESSAGES } from '../../shared/messages';
import { PRODUCT_NAME } from '../../shared/constants';
import type { Db } from '../db/client';
import { authSchema, users } from '../db/schema';
import { VERIFICATION_LINK_HOURS } from '../../shared/api/email-verification';
import { sendVerificationLink } from '../features/email-verification/link-email';
import type { AuditLog } from '../features/audit/audit-log';
import { createProfilesRepository } from '../features/profiles/repository';
import type { Messenger } from '../providers/messaging';
import { auditHooks } from './audit-hooks';
import { firmSsoPlugin, type FirmSsoPluginOptions } from '../features/sso/plugin';

export const JWT_LIFETIME = '15m';

const NO_POWERS = defaultAc.newRole({ user: [], session: [] });
export const JWT_AUDIENCE = 'volnadraft-api';

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  messenger: Messenger;
  /** Where sign-ins, failures, sign-outs, MFA changes and password resets are recorded. */
  audit: AuditLog;
  /** Sets up what a new account needs beyond identity (its profile, its trial tokens). */
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  /** Firms' own identity providers (ADR 026). */
  sso: FirmSsoPluginOptions;
}

const originOf = (request?: Request) => {
  const host = request?.headers.get('host');
  if (!request || !host) return null;
  return `${new URL(request.url).protocol}//${host}`;
};

/**
 * better-auth configured as DESIGN.md fixes it: email and password, SMS one-time codes as the second factor,
 * admin roles and bans, bearer tokens, and short-lived EdDSA JWTs for the API.
 */
export function createAuth({ db, secret, publicUrl, messenger, audit, onUserCreated, sso }: AuthOptions) {
  const profiles = createProfilesRepository(db);

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    // Same-origin requests are trusted whatever port the app runs on; other origins need PUBLIC_URL.
    trustedOrigins: (request) => [publicUrl, originOf(request)],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH.minPasswordLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }, request) {
        const ip = request ? getIP(request, {}) : null;
        await audit.record({ action: 'auth.password-reset-completed', actor: user, subject: user, ip, details: {} });
        // The reset link went to the address, so whoever used it holds the mailbox: the address is proven.
        if (!user.emailVerified) await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      },
      async sendResetPassword({ user, token }) {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await messenger.sendEmail({
          to: user.email,
          subject: `Reset your ${PRODUCT_NAME} password`,
          text: `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open ${link} within one hour. The link works once. If it was not you, ignore this email.`,
        });
      },
    },
    // Addresses are proven by an emailed link (issue #40). Signing in does not wait for it (SPEC's sign-up goes
    // straight to the dashboard); what grants authority over an address does (requireVerifiedAddress).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, token }) => sendVerificationLink({ messenger, publicUrl, email: user.email, token }),
      async afterEmailVerification(user) {
        await audit.record({ action: 'auth.email-verified', actor: user, subject: user, ip: null, details: {} });
      },
    },
    session: {
      // SPEC §9: a session ends after 24 hours without activity; each use pushes the end back.
      expiresIn: SESSION.inactivityTimeoutMs / 1000,
      updateAge: 5 * 60,
    },
    rateLimit: { enabled: false },
    hooks: auditHooks(audit),
    databaseHooks: {
      user: {
        create: {
          after: async (user) => onUserCreated(user),
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: PRODUCT_NAME,
        // Enabling is only ever called by our /api/mfa enrolment, after the phone's SMS code has been checked; the
        // plugin's own HTTP endpoint is not on the gateway's allow-list.
        skipVerificationOnEnable: true,
        otpOptions: {
          digits: AUTH.smsCodeLength,
          period: 5,
          allowedAttempts: 5,
          storeOTP: 'hashed',
          async sendOTP({ user, otp }) {
            const found = await profiles.findWithUser(user.id);
            const phone = found?.profile.phoneNumber;
            if (!phone) throw new Error('no verified phone number');
            await messenger.sendSms({ to: phone, body: `${otp} is your ${PRODUCT_NAME} sign-in code. It expires in 5 minutes.` });
          },
        },
      }),
      // The plugin keeps the role and ban fields (a ban is how an admin disables an account; signing in then answers
      // with SPEC §8's message) but grants no role any of its powers: admin actions go through /api/admin, behind
      // phone MFA and into the audit log, and no one can impersonate a user (ADR 011).
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        roles: { admin: NO_POWERS, user: NO_POWERS },
        bannedUserMessage: LOGIN_MESSAGES.userDisabled,
      }),
      bearer(),
      firmSsoPlugin(sso),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: publicUrl,
          audience: JWT_AUDIENCE,
          expirationTime: JWT_LIFETIME,
          definePayload: ({ user, session }) => ({ email: user.email, role: user.role ?? 'user', sid: session.id }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
