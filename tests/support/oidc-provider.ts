import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface IdentityProviderAccount {
  email: string;
  name: string;
  /** What the ID token's email_verified says (default true); null leaves the claim out, as some providers do. */
  emailVerified?: boolean | null;
}

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in at the provider, by their subject (`sub`). */
  accounts: Map<string, IdentityProviderAccount>;
  close(): Promise<void>;
}

const readForm = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID Foundation) on a free local
 * port, with one confidential client for the app's redirect URI. Its sign-in page is a plain form asking who you
 * are (the subject of one of `accounts`); submitting it finishes the interaction and grants the openid, email and
 * profile scopes, so the code flow runs end to end exactly as with a firm's provider.
 */
export async function startIdentityProvider({ redirectUri }: { redirectUri: string }): Promise<LocalIdentityProvider> {
  const accounts = new Map<string, IdentityProviderAccount>();
  const clientId = 'volnadraft-test';
  const clientSecret = 'a-client-secret-only-this-test-knows';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'local', use: 'sig', alg: 'RS256' }] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the email and name, as the providers firms use (Entra ID, Okta, Google) send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          ...(account.emailVerified === null ? {} : { email_verified: account.emailVerified ?? true }),
          name: account.name,
        }),
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-identity-provider-cookie-key'] },
    pkce: { required: () => true },
  });
  const callback = provider.callback();

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (!interaction) return void callback(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method !== 'POST') {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(`<!doctype html><html><head><title>Example Law sign-in</title></head><body>
<h1>Example Law identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>User ID <input name="subject" autofocus></label>
<button type="submit">Sign in</button>
</form></body></html>`);
          return;
        }
        const subject = (await readForm(request)).get('subject') ?? '';
        if (!accounts.has(subject)) {
          await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'unknown user' });
          return;
        }
        const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(request, response, { login: { accountId: subject }, consent: { grantId } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.statusCode = 400;
        response.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
