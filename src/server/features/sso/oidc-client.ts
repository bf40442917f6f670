import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { GuardedFetch } from '../../http/outbound-fetch';

/** What an identity provider's discovery document must say for the authorization code flow (OIDC Discovery §3). */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1), access_token: z.string().optional(), token_type: z.string().optional() });

/** Why talking to the identity provider failed, in words an owner setting it up can act on. */
export class IdentityProviderError extends Error {}

const TIMEOUT_MS = 10_000;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A fresh state, nonce and PKCE verifier for one sign-in (RFC 7636, S256). */
export function newAttempt() {
  const verifier = base64url(randomBytes(32));
  return {
    state: base64url(randomBytes(24)),
    nonce: base64url(randomBytes(24)),
    verifier,
    challenge: base64url(createHash('sha256').update(verifier).digest()),
  };
}

/**
 * The relying-party half of OpenID Connect's authorization code flow, with PKCE, for firms' own providers. Discovery
 * documents and key sets are cached per issuer for ten minutes; the ID token is verified with the provider's keys
 * (issuer, audience, expiry and nonce: OIDC Core §3.1.3.7). Every request (discovery, key set, token) goes through
 * `fetch`, the guarded one in production: an issuer cannot make the server call its own network (issue #40).
 */
export function createOidcClient({ fetch: fetchImpl }: { fetch: GuardedFetch }) {
  const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function load(issuer: string): Promise<Discovery> {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new IdentityProviderError(`The identity provider at ${issuer} could not be reached (${(error as Error).message}).`);
    }
    if (!response.ok) throw new IdentityProviderError(`The identity provider at ${issuer} answered ${response.status} for its discovery document (${url}).`);
    const parsed = discoverySchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new IdentityProviderError(`The discovery document at ${url} is not an OpenID Connect configuration.`);
    if (parsed.data.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) {
      throw new IdentityProviderError(`The discovery document at ${url} names another issuer (${parsed.data.issuer}).`);
    }
    return parsed.data;
  }

  function discover(issuer: string): Promise<Discovery> {
    const cached = discoveries.get(issuer);
    if (cached && Date.now() - cached.at < 10 * 60_000) return cached.value;
    const value = load(issuer);
    value.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, { at: Date.now(), value });
    return value;
  }

  function keysOf(discovery: Discovery) {
    let keys = keySets.get(discovery.jwks_uri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri), {
        timeoutDuration: TIMEOUT_MS,
        [customFetch]: (url, init) => fetchImpl(url, { headers: Object.fromEntries(init.headers), signal: init.signal }),
      });
      keySets.set(discovery.jwks_uri, keys);
    }
    return keys;
  }

  return {
    discover,

    async authorizationUrl(options: { issuer: string; clientId: string; redirectUri: string; state: string; nonce: string; challenge: string; loginHint: string }) {
      const discovery = await discover(options.issuer);
      const url = new URL(discovery.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: options.state,
        nonce: options.nonce,
        code_challenge: options.challenge,
        code_challenge_method: 'S256',
        login_hint: options.loginHint,
      }).toString();
      return url.toString();
    },

    /** Trades the code for tokens and returns the verified ID token's claims. */
    async finish(options: { issuer: string; clientId: string; clientSecret: string; redirectUri: string; code: string; verifier: string; nonce: string }): Promise<JWTPayload> {
      const discovery = await discover(options.issuer);
      const basic = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64');
      let response: Response;
      try {
        response = await fetchImpl(discovery.token_endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', authorization: `Basic ${basic}` },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: options.code,
            redirect_uri: options.redirectUri,
            code_verifier: options.verifier,
          }),
        });
      } catch (error) {
        throw new IdentityProviderError(`The identity provider's token endpoint could not be reached (${(error as Error).message}).`);
      }
      const body = await response.json().catch(() => null);
      const tokens = tokenResponseSchema.safeParse(body);
      if (!response.ok || !tokens.success) {
        const reason = typeof body === 'object' && body && 'error' in body ? String((body as { error: unknown }).error) : `HTTP ${response.status}`;
        throw new IdentityProviderError(`The identity provider refused the sign-in code (${reason}).`);
      }
      const { payload } = await jwtVerify(tokens.data.id_token, keysOf(discovery), {
        issuer: discovery.issuer,
        audience: options.clientId,
        clockTolerance: 60,
      }).catch((error: Error) => {
        throw new IdentityProviderError(`The identity provider's ID token did not verify (${error.message}).`);
      });
      if (payload.nonce !== options.nonce) throw new IdentityProviderError('The ID token was issued for another sign-in (nonce mismatch).');
      return payload;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
