import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import {
  SSO_REQUIRED_CODE, ssoCallbackQuerySchema, ssoRequiredMessage, ssoStartSchema, type SsoErrorCode,
} from '../../../shared/api/sso';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Messenger } from '../../providers/messaging';
import { isAdminRole } from '../admin/users-repository';
import type { AuditLog } from '../audit/audit-log';
import type { FirmsRepository } from '../firms/repository';
import { IdentityProviderError, newAttempt, type OidcClient } from './oidc-client';
import { domainOf, type FirmSsoRepository } from './repository';
import { secretContext, ssoRedirectUri } from './settings';
import { joinBySso } from './membership';

/** How long the browser has to come back from the identity provider. */
const ATTEMPT_TTL_MS = 10 * 60_000;

const attemptSchema = z.object({
  firmId: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  email: z.string(),
  callbackURL: z.string(),
});

/** What the ID token must carry: the provider's word that the address is verified too, not only the address (issue #41 item 8). */
const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.unknown().optional(),
  name: z.string().optional(),
});

export interface FirmSsoPluginOptions {
  repository: FirmSsoRepository;
  firms: FirmsRepository;
  oidc: OidcClient;
  cipher: SystemCipher;
  audit: AuditLog;
  /** Emails an existing account's holder the link that consents to a provider's first sign-in (issue #40). */
  messenger: Messenger;
  publicUrl: string;
}

/**
 * Sign-in through a firm's own OpenID Connect provider (ADR 026), as a better-auth plugin so that the session it
 * ends with is an ordinary better-auth session: `POST /sso/start` finds the firm by the address's domain and
 * answers the provider's authorization URL; `GET /sso/callback` checks the state, trades the code (with PKCE),
 * verifies the ID token, finds or creates the user (just-in-time membership of the firm), and sets the session.
 * A firm that requires SSO also has password sign-in and sign-up refused for its domain.
 */
export function firmSsoPlugin(options: FirmSsoPluginOptions) {
  const { repository, oidc, cipher, audit, publicUrl } = options;
  const redirectUri = ssoRedirectUri(publicUrl);

  return {
    id: 'firm-sso',
    endpoints: {
      firmSsoStart: createAuthEndpoint('/sso/start', { method: 'POST', body: ssoStartSchema }, async (ctx) => {
        const email = ctx.body.email.trim().toLowerCase();
        const domain = domainOf(email);
        const config = await repository.ofDomain(domain);
        if (!config) {
          throw new APIError('NOT_FOUND', {
            code: 'SSO_NOT_CONFIGURED',
            message: `No firm signs in ${domain} addresses through single sign-on. Sign in with your email and password.`,
          });
        }
        const attempt = newAttempt();
        let url: string;
        try {
          url = await oidc.authorizationUrl({ ...config, ...attempt, redirectUri, loginHint: email });
        } catch (error) {
          if (!(error instanceof IdentityProviderError)) throw error;
          ctx.context.logger.warn(`firm SSO start failed: ${error.message}`);
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'SSO_PROVIDER_UNREACHABLE',
            message: 'Your firm’s identity provider cannot be reached right now. Try again in a few minutes.',
          });
        }
        await ctx.context.internalAdapter.createVerificationValue({
          identifier: `firm-sso:${attempt.state}`,
          value: JSON.stringify({ firmId: config.firmId, nonce: attempt.nonce, verifier: attempt.verifier, email, callbackURL: ctx.body.callbackURL ?? '/dashboard' }),
          expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
        });
        return ctx.json({ url });
      }),

      firmSsoCallback: createAuthEndpoint('/sso/callback', { method: 'GET', query: ssoCallbackQuerySchema }, async (ctx) => {
        // The failure is on record before the browser is sent back, so an admin reading the log sees it at once.
        const fail = async (code: SsoErrorCode, details: Record<string, unknown> = {}) => {
          await audit.record({ action: 'auth.sign-in-failed', ip: null, details: { method: 'sso', reason: code, ...details } });
          return ctx.redirect(`/login?sso-error=${code}`);
        };
        const { code, state, error } = ctx.query;
        if (!state) throw await fail('expired');
        const stored = await ctx.context.internalAdapter.consumeVerificationValue(`firm-sso:${state}`);
        const attempt = stored && stored.expiresAt > new Date() ? attemptSchema.safeParse(JSON.parse(stored.value)) : null;
        if (!attempt?.success) throw await fail('expired');
        const { firmId, nonce, verifier, callbackURL } = attempt.data;
        if (error || !code) throw await fail('provider', { firmId, providerError: error ?? 'no code' });
        const config = await repository.ofFirm(firmId);
        if (!config) throw await fail('expired', { firmId });
        // The domain's proof may have lapsed since the start (a re-check found its TXT record gone).
        if (!config.domainVerifiedAt) throw await fail('unproven-domain', { firmId });

        let claims: z.infer<typeof claimsSchema>;
        try {
          const clientSecret = await cipher.decrypt(secretContext(firmId), config.clientSecretEncrypted);
          const payload = await oidc.finish({ ...config, clientSecret, redirectUri, code, verifier, nonce });
          const parsed = claimsSchema.safeParse(payload);
          if (!parsed.success) throw new IdentityProviderError('The ID token has no subject or email address.');
          claims = parsed.data;
        } catch (failure) {
          if (!(failure instanceof IdentityProviderError)) throw failure;
          ctx.context.logger.warn(`firm SSO callback failed: ${failure.message}`);
          throw await fail('provider', { firmId, providerError: failure.message });
        }
        if (claims.email_verified !== true) throw await fail('unverified', { firmId, emailVerified: claims.email_verified === undefined ? 'absent' : String(claims.email_verified) });
        const email = claims.email.toLowerCase();
        if (domainOf(email) !== config.emailDomain) throw await fail('domain', { firmId });

        const joined = await joinBySso(ctx, { ...options, firmId, issuer: config.issuer, email, subject: claims.sub, name: claims.name ?? email.split('@')[0]! });
        if ('refused' in joined) throw await fail(joined.refused, { firmId });
        const session = await ctx.context.internalAdapter.createSession(joined.user.id).catch(() => null);
        if (!session) throw await fail('disabled', { firmId });
        await setSessionCookie(ctx, { session, user: joined.user });
        await audit.record({ action: 'auth.sign-in', actor: joined.user, ip: session.ipAddress ?? null, details: { secondFactor: null, method: 'sso', firmId } });
        throw ctx.redirect(callbackURL);
      }),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
            const domain = domainOf(email);
            if (!domain) return;
            // Only a domain DNS has proven can take password sign-in away from its addresses (issue #40).
            const config = await repository.ofDomain(domain);
            if (!config?.required) return;
            // Administrators sign in with their password and SMS code only (the provider never signs them in), so
            // "required" does not lock them out; a sign-up never has an existing account.
            if (ctx.path === '/sign-in/email') {
              const account = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
              if (isAdminRole((account?.user as { role?: string | null } | undefined)?.role ?? null)) return;
            }
            const contact = await repository.contactOf(config.firmId);
            throw new APIError('FORBIDDEN', {
              code: SSO_REQUIRED_CODE,
              message: ssoRequiredMessage(domain, contact ?? { name: 'Your firm', ownerName: 'its owner', ownerEmail: `an owner at ${domain}` }),
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
