import type { AuthSource, AuthUser } from './auth-source';
import { IdentityError, identityApi, type SessionUser } from './identity-api';
import { readJwtClaims } from './jwt-claims';
import { getPublicConfig } from './public-config';
import { browserSyncEnvironment, clearSyncedToken, syncToken } from './token-sync';

const REUSE_MARGIN_MS = 60_000;

const expiryOf = (jwt: string) => {
  const exp = readJwtClaims(jwt)?.exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
};

// The synced cookie lives 15 minutes; refreshing it every 5 keeps links working without a POST per request.
const SYNC_EVERY_MS = 5 * 60_000;
let lastSyncAt = 0;

/** SPEC §7 token sync: fresh tokens also go to the configured URL, so plain links (downloads) are authenticated. */
function syncFreshToken(token: string) {
  if (Date.now() - lastSyncAt < SYNC_EVERY_MS) return;
  lastSyncAt = Date.now();
  getPublicConfig()
    .then(({ authSyncUrl }) => syncToken(authSyncUrl, token, browserSyncEnvironment()))
    .catch((error: unknown) => console.warn('Token sync failed', error));
}

/** A signed-in user whose ID token is a short-lived API JWT from /api/auth/token. */
function toAuthUser(user: SessionUser): AuthUser {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    async getIdToken(forceRefresh: boolean) {
      if (!forceRefresh && cached && cached.expiresAt - Date.now() > REUSE_MARGIN_MS) return cached.token;
      const { token } = await identityApi.getToken();
      cached = { token, expiresAt: expiryOf(token) };
      syncFreshToken(token);
      return token;
    },
  };
}

const listeners = new Set<(user: AuthUser | null) => void>();

/** Asks the server who is signed in and tells every observer. */
let lastKnownUser: AuthUser | null = null;

/**
 * Only the server saying "no session" signs the user out here: a busy server (429, 5xx) or a dropped connection
 * leaves the last known user in place rather than throwing an attorney out mid-work.
 */
const meansSignedOut = (error: unknown) => error instanceof IdentityError && (error.status === 401 || error.status === 403);

async function refreshAuthState(): Promise<AuthUser | null> {
  let user: AuthUser | null;
  try {
    const session = await identityApi.getSession();
    user = session?.user ? toAuthUser(session.user) : null;
  } catch (error) {
    user = meansSignedOut(error) ? null : lastKnownUser;
  }
  lastKnownUser = user;
  listeners.forEach((listener) => listener(user));
  return user;
}

/** The identity provider as the AuthProvider sees it: better-auth's session, observed through our events. */
export const identitySource: AuthSource = {
  onAuthStateChanged(callback) {
    listeners.add(callback);
    void refreshAuthState();
    return () => {
      listeners.delete(callback);
    };
  },
  async signOut() {
    lastSyncAt = 0;
    lastKnownUser = null;
    await getPublicConfig()
      .then(({ authSyncUrl }) => clearSyncedToken(authSyncUrl, browserSyncEnvironment()))
      .catch(() => {});
    await identityApi.signOut().catch(() => {});
    await refreshAuthState();
  },
  async refresh() {
    await refreshAuthState();
  },
};
